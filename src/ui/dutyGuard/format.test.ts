import { describe, expect, it } from 'vitest';
import { dayText, hm, itemValue, parseHm, periodDays, periodError } from './format';

describe('duty-time formats', () => {
  it('writes minutes as H:MM, hours past a day included', () => {
    expect(hm(605)).toBe('10:05');
    expect(hm(0)).toBe('0:00');
    expect(hm(-30)).toBe('-0:30');
    expect(hm(60_000)).toBe('1000:00');
    expect(hm(null)).toBe('');
    expect(itemValue({ unit: 'count' }, -1)).toBe('-1');
    expect(itemValue({}, -90)).toBe('-1:30');
  });
  it('reads H:MM or whole hours; blank is none', () => {
    expect(parseHm('13:00')).toBe(780);
    expect(parseHm(' 9:05 ')).toBe(545);
    expect(parseHm('100')).toBe(6000);
    expect(parseHm('')).toBeNull();
    for (const bad of ['9:5', '9:60', 'abc', '-1:00', '1:00:00']) expect(parseHm(bad)).toBe('invalid');
  });
  it('limits a check period to whole days, both ends included', () => {
    expect(periodDays('2030-01-01', '2030-01-01')).toBe(1);
    expect(periodDays('2030-01-01', '2030-03-03')).toBe(62);
    expect(periodError('2030-01-01', '2030-03-03')).toBeNull();
    expect(periodError('2030-01-01', '2030-03-04')).toEqual({ key: 'dutyTime.error.periodTooLong', params: { maxDays: 62 } });
    expect(periodError('2030-01-02', '2030-01-01')).toEqual({ key: 'dutyTime.check.periodReversed' });
    expect(dayText(-7, Date.UTC(2030, 0, 8, 12))).toBe('2030-01-01');
  });
});
