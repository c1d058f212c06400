import { describe, expect, it } from 'vitest';
import { addDays, addMonths, bandToNotify, daysBetween, expiryStatus, isCalendarDate, todayIn, zoneOr } from './expiry';

const at = (dueDate: string, today: string, promptDays: number | null = null) => expiryStatus({ dueDate, promptDays }, today);

describe('expiryStatus', () => {
  it('is valid through the due date and expired from the next day', () => {
    expect(at('2026-06-30', '2026-06-30')).toMatchObject({ status: 'nearExpiry', band: '10days', daysLeft: 0 });
    expect(at('2026-06-30', '2026-07-01')).toMatchObject({ status: 'expired', band: 'expired', daysLeft: -1 });
  });

  it('enters the 10-day band ten days before the due date', () => {
    expect(at('2026-06-30', '2026-06-19')).toMatchObject({ status: 'nearExpiry', band: '3months', daysLeft: 11 });
    expect(at('2026-06-30', '2026-06-20')).toMatchObject({ status: 'nearExpiry', band: '10days', daysLeft: 10 });
  });

  it('is near expiry from three calendar months before, clamped at month ends', () => {
    // May 31 − 3 months = Feb 28 (2026 is no leap year)
    expect(at('2026-05-31', '2026-02-27')).toMatchObject({ status: 'normal', band: null, nearFrom: '2026-02-28' });
    expect(at('2026-05-31', '2026-02-28')).toMatchObject({ status: 'nearExpiry', band: '3months' });
    // leap year: May 31 2028 − 3 months = Feb 29 2028
    expect(at('2028-05-31', '2028-02-28').status).toBe('normal');
    expect(at('2028-05-31', '2028-02-29')).toMatchObject({ status: 'nearExpiry', nearFrom: '2028-02-29' });
    // a due date on a leap day: Nov 29 of the year before
    expect(at('2028-02-29', '2027-11-28').status).toBe('normal');
    expect(at('2028-02-29', '2027-11-29').band).toBe('3months');
    // across a year end
    expect(at('2027-01-15', '2026-10-15').band).toBe('3months');
    expect(at('2027-01-15', '2026-10-14').band).toBeNull();
  });

  it("uses the type's prompt days when set", () => {
    expect(at('2026-06-30', '2026-05-31', 30)).toMatchObject({ status: 'nearExpiry', nearFrom: '2026-05-31' });
    expect(at('2026-06-30', '2026-05-29', 31).band).toBeNull();
    expect(at('2026-06-30', '2026-05-30', 31).band).toBe('3months');
    expect(at('2026-06-30', '2026-05-31', 30).band).toBe('3months');
    expect(at('2026-06-30', '2026-05-30', 30).band).toBeNull();
    // fewer prompt days than the late band: the last ten days still warn
    expect(at('2026-06-30', '2026-06-20', 5)).toMatchObject({ status: 'nearExpiry', band: '10days' });
    expect(at('2026-06-30', '2026-06-19', 5).status).toBe('normal');
    // zero prompt days: only the late band
    expect(at('2026-06-30', '2026-06-20', 0).band).toBe('10days');
  });
});

describe('todayIn', () => {
  it('is the calendar day in the operator zone, not in UTC', () => {
    // 16:00 UTC is already the next day in Beijing
    expect(todayIn(new Date('2026-06-30T15:59:59Z'), 'Asia/Shanghai')).toBe('2026-06-30');
    expect(todayIn(new Date('2026-06-30T16:00:00Z'), 'Asia/Shanghai')).toBe('2026-07-01');
    expect(todayIn(new Date('2026-06-30T16:00:00Z'), 'UTC')).toBe('2026-06-30');
    expect(todayIn(new Date('2026-07-01T03:00:00Z'), 'America/Los_Angeles')).toBe('2026-06-30');
  });

  it('defaults to Beijing, so a document expires at Beijing midnight', () => {
    const end = '2026-06-30';
    expect(at(end, todayIn(new Date('2026-06-30T15:59:00Z'))).status).toBe('nearExpiry');
    expect(at(end, todayIn(new Date('2026-06-30T16:00:00Z'))).status).toBe('expired');
  });
});

describe('todayIn per crew base', () => {
  it('gives a crew member in Auckland and one in Honolulu different days at the same instant', () => {
    const instant = new Date('2026-06-30T20:00:00Z');
    expect(todayIn(instant, 'Pacific/Auckland')).toBe('2026-07-01');
    expect(todayIn(instant, 'Pacific/Honolulu')).toBe('2026-06-30');
    // the same licence, due 2026-06-30: expired for the Auckland crew, still valid (last day) in Honolulu
    expect(at('2026-06-30', todayIn(instant, 'Pacific/Auckland')).status).toBe('expired');
    expect(at('2026-06-30', todayIn(instant, 'Pacific/Honolulu'))).toMatchObject({ status: 'nearExpiry', daysLeft: 0 });
  });

  it('falls back to the operator zone for an unknown or missing base zone', () => {
    expect(zoneOr('Pacific/Auckland')).toBe('Pacific/Auckland');
    expect(zoneOr(null)).toBe('Asia/Shanghai');
    expect(zoneOr('Mars/Olympus')).toBe('Asia/Shanghai');
    expect(zoneOr('', 'UTC')).toBe('UTC');
    expect(zoneOr('EST5EDT', 'Europe/Paris')).toBe('Europe/Paris');
  });
});

describe('date arithmetic', () => {
  it('adds days across month and leap-year ends and checks calendar dates', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-6-1')).toBe(false);
  });

  it('adds calendar months with month-end clamping', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-12-15', 2)).toBe('2027-02-15');
    expect(addMonths('2026-02-15', -3)).toBe('2025-11-15');
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
  });
});

describe('bandToNotify', () => {
  it('reminds each band once, in order, and nothing for a normal document', () => {
    expect(bandToNotify(null, null)).toBeNull();
    expect(bandToNotify('3months', null)).toBe('3months');
    expect(bandToNotify('3months', '3months')).toBeNull();
    expect(bandToNotify('10days', '3months')).toBe('10days');
    expect(bandToNotify('expired', '10days')).toBe('expired');
    expect(bandToNotify('10days', 'expired')).toBeNull();
    // a document first seen already expired is reminded once, as expired
    expect(bandToNotify('expired', null)).toBe('expired');
  });
});
