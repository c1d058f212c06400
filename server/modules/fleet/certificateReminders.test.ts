import { describe, expect, it, vi } from 'vitest';
import { scheduleCertificateReminders, untilNextDay } from './certificateReminders';

describe('the daily reminder timer', () => {
  it('waits until a minute past the next midnight of the operator zone', () => {
    // 15:00 UTC = 23:00 Beijing: one hour and a minute
    expect(untilNextDay(Date.parse('2026-06-30T15:00:00Z'))).toBe(61 * 60_000);
    // 16:30 UTC = 00:30 Beijing the next day: 23.5 hours and a minute
    expect(untilNextDay(Date.parse('2026-06-30T16:30:00Z'))).toBe((23 * 60 + 31) * 60_000);
    expect(untilNextDay(Date.parse('2026-06-30T23:59:00Z'), 'UTC')).toBe(2 * 60_000);
  });

  it('runs at start, then stops cleanly', async () => {
    const run = vi.fn(async () => ({ today: '2026-06-30', reminded: 1 }));
    const log = { info: vi.fn(), error: vi.fn() };
    const stop = scheduleCertificateReminders({ runCertificateReminders: run }, log);
    await stop();
    expect(run).toHaveBeenCalledTimes(1);
    expect(log.info).toHaveBeenCalledWith({ today: '2026-06-30', reminded: 1 }, 'certificate reminders written');
  });
});
