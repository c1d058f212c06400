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

/** An adapter that records each request's headers and answers once `release` is called. */
function held() {
  const seen: { url?: string; key: unknown; signal?: AbortSignal }[] = [];
  const releases: (() => void)[] = [];
  const adapter: AxiosAdapter = (config) =>
    new Promise((resolve, reject) => {
      seen.push({ url: config.url, key: config.headers.get('Idempotency-Key'), signal: config.signal as AbortSignal });
      (config.signal as AbortSignal | undefined)?.addEventListener('abort', () => reject(new AxiosError('canceled', AxiosError.ERR_CANCELED, config)));
      releases.push(() => resolve({ data: { code: 20000, message: 'ok', result: { url: config.url } }, status: 200, statusText: '', headers: {}, config }));
    });
  return { adapter, seen, release: () => releases.forEach((r) => r()) };
}

describe('api.read: a POST that only reads', () => {
  it('sends no Idempotency-Key, while api.post does', async () => {
    const h = held();
    const read = api.read('/x/list', { page: 1 }, { adapter: h.adapter });
    const write = api.post('/x', { name: 'a' }, { adapter: h.adapter });
    await vi.waitFor(() => expect(h.seen).toHaveLength(2));
    h.release();
    await Promise.all([read, write]);
    expect(h.seen[0]!.key).toBeUndefined();
    expect(String(h.seen[1]!.key)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('the same read again replaces the one in flight (the first is cancelled silently, the second answers)', async () => {
    const h = held();
    const first = api.read('/x/list', { page: 2 }, { adapter: h.adapter }).catch((e: unknown) => e);
    await vi.waitFor(() => expect(h.seen).toHaveLength(1));
    const second = api.read('/x/list', { page: 2 }, { adapter: h.adapter });
    await vi.waitFor(() => expect(h.seen).toHaveLength(2));
    expect(h.seen[0]!.signal?.aborted).toBe(true);
    h.release();
    expect(await second).toEqual({ url: '/x/list' });
    const e = await first;
    expect(e).toBeInstanceOf(RequestError);
    expect((e as RequestError).action.kind).toBe('silent');
    expect(hooks.toast).not.toHaveBeenCalled();
  });

  it('the same write again while the first is in flight is still refused', async () => {
    const h = held();
    const first = api.post('/x', { name: 'b' }, { adapter: h.adapter });
    const second = await api.post('/x', { name: 'b' }, { adapter: h.adapter }).catch((e: unknown) => e);
    expect((second as RequestError).action).toEqual({ kind: 'toast', messageKey: 'error.requestInProgress' });
    await vi.waitFor(() => expect(h.seen).toHaveLength(1));
    h.release();
    await first;
    expect(h.seen).toHaveLength(1);
  });
});
