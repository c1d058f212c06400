import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, configureHttp, RequestError } from './http';

const hooks = { token: () => null, companyCode: () => null, language: () => 'en', resetLogin: vi.fn(), forbidden: vi.fn(), toast: vi.fn(), loading: vi.fn() };

/** An adapter answering HTTP `status` with the envelope `data`. */
const answer =
  (status: number, data: unknown): AxiosAdapter =>
  async (config: InternalAxiosRequestConfig) => {
    const response = { data, status, statusText: '', headers: {}, config };
    if (status >= 400) throw new AxiosError('failed', AxiosError.ERR_BAD_REQUEST, config, null, response);
    return response;
  };

beforeEach(() => {
  for (const f of [hooks.resetLogin, hooks.toast, hooks.forbidden]) f.mockReset();
  configureHttp(hooks);
});

describe('quietKeys', () => {
  it('leaves an answer with one of the keys to the caller, still throwing it with its body', async () => {
    const body = { code: 400, key: 'dutyTime.error.dutyWarning', result: { duty: {} } };
    const e = await api.post('/a', { n: 1 }, { adapter: answer(400, body), quietKeys: ['dutyTime.error.dutyWarning'] }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(RequestError);
    expect((e as RequestError).body).toEqual(body);
    expect(hooks.toast).not.toHaveBeenCalled();
  });
  it('tells every other failure as before: another key, a 401', async () => {
    await api.post('/b', { n: 2 }, { adapter: answer(400, { code: 400, key: 'trip.error.legLocked' }), quietKeys: ['dutyTime.error.dutyWarning'] }).catch(() => null);
    expect(hooks.toast).toHaveBeenCalledWith('trip.error.legLocked', undefined);
    await api.post('/c', { n: 3 }, { adapter: answer(401, { code: 401, key: 'dutyTime.error.dutyWarning' }), quietKeys: ['dutyTime.error.dutyWarning'] }).catch(() => null);
    expect(hooks.resetLogin).toHaveBeenCalledWith('error.loginTimeout');
  });
});
