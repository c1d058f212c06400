import { describe, expect, it } from 'vitest';
import { addCalendarDays, countdown, DEFAULT_MEL_INTERVALS, dayIn, melDeadline, melIntervalDays } from './mel';

describe('MEL deadlines: calendar days excluding the day of discovery, in the operator zone', () => {
  const SH = 'Asia/Shanghai';
  it.each([
    // [discovered (UTC), category days, zone, deadline (UTC)]
    ['2026-03-03T02:00:00Z', 3, SH, '2026-03-06T15:59:59.999Z'], // B: found 3 Mar Beijing → end of 6 Mar Beijing
    ['2026-03-03T02:00:00Z', 10, SH, '2026-03-13T15:59:59.999Z'], // C
    ['2026-03-03T02:00:00Z', 120, SH, '2026-07-01T15:59:59.999Z'], // D: 3 Mar + 120 days = 1 Jul
    ['2026-03-03T02:00:00Z', 1, SH, '2026-03-04T15:59:59.999Z'], // A stated 1 day
    // month ends and leap years
    ['2026-01-30T04:00:00Z', 3, SH, '2026-02-02T15:59:59.999Z'],
    ['2028-02-27T04:00:00Z', 3, SH, '2028-03-01T15:59:59.999Z'], // 2028 is a leap year: 28, 29 Feb, 1 Mar
    ['2026-12-30T04:00:00Z', 3, SH, '2027-01-02T15:59:59.999Z'],
    // the zone decides the day: 23:30 UTC on 2 Mar is 07:30 on 3 Mar in Beijing
    ['2026-03-02T23:30:00Z', 3, SH, '2026-03-06T15:59:59.999Z'],
    ['2026-03-02T23:30:00Z', 3, 'UTC', '2026-03-05T23:59:59.999Z'],
    // across the date line: Auckland (UTC+13 in March) and Honolulu (UTC-10)
    ['2026-03-02T12:00:00Z', 3, 'Pacific/Auckland', '2026-03-06T10:59:59.999Z'], // 3 Mar 01:00 NZDT → end 6 Mar NZDT
    ['2026-03-02T12:00:00Z', 3, 'Pacific/Honolulu', '2026-03-06T09:59:59.999Z'], // 2 Mar 02:00 HST → end 5 Mar HST
    // a daylight-saving change inside the interval (New York springs forward on 8 Mar 2026)
    ['2026-03-06T15:00:00Z', 3, 'America/New_York', '2026-03-10T03:59:59.999Z'],
  ])('found %s, %i days in %s → %s', (found, days, zone, deadline) => {
    expect(melDeadline(found, days, zone)).toBe(deadline);
  });

  it('an extension adds calendar days to the same convention', () => {
    expect(melDeadline('2026-03-03T02:00:00Z', 3, SH, 2)).toBe('2026-03-08T15:59:59.999Z');
  });

  it('category A needs its stated days; B–D follow the operator rule', () => {
    expect(melIntervalDays('A', DEFAULT_MEL_INTERVALS, null)).toBeNull();
    expect(melIntervalDays('A', DEFAULT_MEL_INTERVALS, 2)).toBe(2);
    expect(melIntervalDays('B', DEFAULT_MEL_INTERVALS)).toBe(3);
    expect(melIntervalDays('C', { B: 3, C: 7, D: 120 })).toBe(7);
    expect(melIntervalDays('D', DEFAULT_MEL_INTERVALS)).toBe(120);
  });

  it('calendar helpers', () => {
    expect(addCalendarDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(dayIn('2026-03-02T16:00:00Z', SH)).toBe('2026-03-03');
    expect(dayIn('2026-03-02T15:59:59Z', SH)).toBe('2026-03-02');
  });

  it('countdown in days, hours and minutes, and overdue', () => {
    const now = Date.parse('2026-03-03T00:00:00Z');
    expect(countdown('2026-03-04T02:30:00Z', now)).toMatchObject({ overdue: false, days: 1, hours: 2, minutes: 30 });
    expect(countdown('2026-03-02T23:00:00Z', now)).toMatchObject({ overdue: true, days: 0, hours: 1, minutes: 0 });
  });
});
