import { describe, expect, it } from 'vitest';
import { cycleDays, daysUntil, nextWindow } from './maintenance';

const D = 86_400_000;
const T0 = Date.parse('2026-05-01T00:00:00Z');
const none = { hoursPerDay: 0, cyclesPerDay: 0 };

describe('the next inspection by the cycle', () => {
  it('days: the done time plus the cycle, same window length', () => {
    const plan = { plannedStart: T0, plannedEnd: T0 + 2 * D, cycleValue: 30, cycleUnit: 'days' as const };
    expect(nextWindow(plan, T0 + D, none)).toEqual({ start: T0 + 31 * D, end: T0 + 33 * D });
  });

  it('hours and cycles: estimated from the daily utilisation, rounded up; none without flying', () => {
    expect(cycleDays(100, 'hours', { hoursPerDay: 3, cyclesPerDay: 1 })).toBe(34);
    expect(cycleDays(50, 'cycles', { hoursPerDay: 3, cyclesPerDay: 2 })).toBe(25);
    expect(cycleDays(100, 'hours', none)).toBeNull();
    expect(cycleDays(null, 'days', none)).toBeNull();
    expect(nextWindow({ plannedStart: T0, plannedEnd: T0 + D, cycleValue: 10, cycleUnit: 'cycles' }, T0, none)).toBeNull();
  });

  it('days left', () => {
    expect(daysUntil(T0 + 2.5 * D, T0)).toBe(2);
    expect(daysUntil(T0 - 1.5 * D, T0)).toBe(-1);
    expect(daysUntil(T0 - 0.5 * D, T0)).toBe(0);
  });
});
