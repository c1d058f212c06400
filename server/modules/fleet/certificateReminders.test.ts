import { describe, expect, it, vi } from 'vitest';
import { scheduleCertificateReminders, untilNextQuarter } from './certificateReminders';

describe('the reminder timer', () => {
  it('waits until a minute past the next quarter hour (every zone’s midnight is on one)', () => {
    // 15:59 UTC = 23:59 Beijing: the run at 16:01 UTC is a minute into the Beijing day
    expect(untilNextQuarter(Date.parse('2026-06-30T15:59:00Z'))).toBe(2 * 60_000);
    expect(untilNextQuarter(Date.parse('2026-06-30T16:00:00Z'))).toBe(16 * 60_000);
    // Kathmandu (UTC+5:45) starts its day at 18:15 UTC
    expect(untilNextQuarter(Date.parse('2026-06-30T18:14:30Z'))).toBe(90_000);
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
