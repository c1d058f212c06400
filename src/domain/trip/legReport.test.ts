import { describe, expect, it } from 'vitest';
import { actualFigures, differences, diffTone, hm, minutesBetween, signedHm, takeoffDelayMinutes } from './legReport';

const plan = { plannedDepartureUtc: '2026-12-10T02:00:00Z', plannedArrivalUtc: '2026-12-10T04:00:00Z', eteMinutes: 110 };
const flb = { status: 'confirmed', outUtc: '2026-12-10T02:30:00Z', offUtc: '2026-12-10T02:42:00Z', onUtc: '2026-12-10T04:33:00Z', inUtc: '2026-12-10T04:41:00Z', blockMinutes: null, airMinutes: null, flightMinutes: 131 };
const leg = { actualOffUtc: '2026-12-10T02:40:00Z', actualOnUtc: '2026-12-10T04:35:00Z' };

describe('leg report figures', () => {
  it('prefer a confirmed log, computing missing durations from its times', () => {
    const a = actualFigures(leg, flb);
    expect(a).toMatchObject({ source: 'flb', blockMinutes: 131, airMinutes: 111, flightMinutes: 131 });
    expect(differences(plan, a)).toEqual({ departureMinutes: 30, arrivalMinutes: 41, blockMinutes: 11, airMinutes: 1 });
  });
  it('fall back to the leg actuals for a draft log, and to nothing', () => {
    expect(actualFigures(leg, { ...flb, status: 'draft' })).toMatchObject({ source: 'legActuals', outUtc: null, airMinutes: 115, blockMinutes: null });
    expect(actualFigures({ actualOffUtc: null, actualOnUtc: null }, null).source).toBeNull();
    expect(differences(plan, actualFigures({ actualOffUtc: null, actualOnUtc: null }, null))).toEqual({ departureMinutes: null, arrivalMinutes: null, blockMinutes: null, airMinutes: null });
  });
  it('count delays as the delay list does and format differences', () => {
    expect(takeoffDelayMinutes(plan.plannedDepartureUtc, '2026-12-10T02:30:01Z')).toBe(31);
    expect(takeoffDelayMinutes(plan.plannedDepartureUtc, '2026-12-10T01:50:00Z')).toBe(0);
    expect(minutesBetween(null, plan.plannedArrivalUtc)).toBeNull();
    expect([signedHm(65), signedHm(-20), signedHm(0), signedHm(null)]).toEqual(['+1:05', '-0:20', '0:00', '']);
    expect(hm(125)).toBe('2:05');
    expect([diffTone(null), diffTone(4), diffTone(-5), diffTone(30)]).toEqual(['none', 'none', 'minor', 'major']);
  });
});
