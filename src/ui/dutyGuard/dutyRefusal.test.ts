import { describe, expect, it, vi } from 'vitest';
import { RequestError } from '../../api/http';
import { DK, type DutyChangeVerdict } from '../../domain/dutyTime/api';
import { canForce, dutyRefusalOf, sendWithDutyGuard } from './dutyRefusal';

const duty = (forceable: boolean): DutyChangeVerdict => ({ verdict: 'fail', forceable, regulation: { id: 'r', name: 'R' }, crews: [] });
const failure = (key: string, result: unknown) => new RequestError({ kind: 'toast', messageKey: key }, 400, { code: 400, key, result });

describe('dutyRefusalOf and canForce', () => {
  it('reads the two keys with their verdict, nothing else', () => {
    expect(dutyRefusalOf(failure(DK.dutyWarning, { duty: duty(true) }))).toEqual({ key: DK.dutyWarning, duty: duty(true) });
    expect(dutyRefusalOf(failure(DK.dutyRefused, { duty: duty(false) }))?.key).toBe(DK.dutyRefused);
    expect(dutyRefusalOf(failure(DK.dutyRefused, {}))).toBeNull();
    expect(dutyRefusalOf(failure('trip.error.confirmationRequired', { duty: duty(true) }))).toBeNull();
    expect(dutyRefusalOf(new Error('x'))).toBeNull();
  });
  it('forces a warning always, a failure only when forceable', () => {
    expect(canForce({ key: DK.dutyWarning, duty: duty(false) })).toBe(true);
    expect(canForce({ key: DK.dutyRefused, duty: duty(true) })).toBe(true);
    expect(canForce({ key: DK.dutyRefused, duty: duty(false) })).toBe(false);
  });
});

describe('sendWithDutyGuard', () => {
  it('sends again through the same call with the reason given', async () => {
    const send = vi.fn().mockRejectedValueOnce(failure(DK.dutyWarning, { duty: duty(true) })).mockResolvedValueOnce('done');
    const ask = vi.fn().mockResolvedValue('reason');
    expect(await sendWithDutyGuard(send, ask)).toEqual({ value: 'done' });
    expect(send.mock.calls).toEqual([[undefined], ['reason']]);
  });
  it('closed, or not forceable: null, sent once; other failures are thrown', async () => {
    const closed = vi.fn().mockRejectedValue(failure(DK.dutyWarning, { duty: duty(true) }));
    expect(await sendWithDutyGuard(closed, async () => null)).toBeNull();
    expect(closed).toHaveBeenCalledTimes(1);
    const refused = vi.fn().mockRejectedValue(failure(DK.dutyRefused, { duty: duty(false) }));
    expect(await sendWithDutyGuard(refused, async () => 'ignored')).toBeNull();
    expect(refused).toHaveBeenCalledTimes(1);
    const other = failure('trip.error.legLocked', {});
    await expect(sendWithDutyGuard(() => Promise.reject(other), async () => 'x')).rejects.toBe(other);
  });
});
