import { describe, expect, it, vi } from 'vitest';
import { RequestError } from '../../../api/http';
import { DK, type DutyChangeVerdict } from '../../../domain/dutyTime/api';
import { runCommand } from './formParts';

const duty: DutyChangeVerdict = { verdict: 'warning', forceable: true, regulation: { id: 'r', name: 'R' }, crews: [] };
const warning = () => new RequestError({ kind: 'toast', messageKey: DK.dutyWarning }, 400, { code: 400, key: DK.dutyWarning, result: { duty } });

describe('runCommand and the duty-time guard (leg edit)', () => {
  it('asks about a duty verdict and sends the same command again with the reason', async () => {
    const send = vi.fn().mockRejectedValueOnce(warning()).mockResolvedValueOnce({ version: 9 });
    const ask = vi.fn().mockResolvedValue('why');
    expect(await runCommand(send, [], ask)).toEqual({ ok: true, value: { version: 9 } });
    expect(ask).toHaveBeenCalledWith({ key: DK.dutyWarning, duty });
    expect(send.mock.calls).toEqual([
      [false, undefined],
      [false, 'why'],
    ]);
  });
  it('closing the verdict declines: the form stays as it was', async () => {
    const send = vi.fn().mockRejectedValue(warning());
    expect(await runCommand(send, [], async () => null)).toEqual({ ok: false, failure: { kind: 'declined' } });
    expect(send).toHaveBeenCalledTimes(1);
  });
});
