import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CRUISE_KMH, editIntention, intentionActions, plannedLegOf, wallToUtc } from './intentionRules';
import { INTENTION_STATUSES } from './states';
import { formatInstant } from './time';

const ZBAA = { lat: 40.0801, lon: 116.5846 };
const ZSSS = { lat: 31.1979, lon: 121.3363 };

describe('intention actions', () => {
  it('to confirm: edit, confirm, reject, cancel; confirmed: cancel, initiate; after initiation: nothing', () => {
    expect(intentionActions({ status: 'toConfirm', tripInitiated: false })).toEqual(['edit', 'confirm', 'reject', 'cancel']);
    expect(intentionActions({ status: 'confirmed', tripInitiated: false })).toEqual(['cancel', 'initiate']);
    expect(intentionActions({ status: 'confirmed', tripInitiated: true })).toEqual([]);
    expect(intentionActions({ status: 'rejected', tripInitiated: false })).toEqual([]);
    expect(intentionActions({ status: 'cancelled', tripInitiated: false })).toEqual([]);
  });

  it('edit only while to confirm, else trip.error.wrongIntentionStatus', () => {
    for (const status of INTENTION_STATUSES) {
      const r = editIntention({ status, tripInitiated: false });
      expect(r.ok).toBe(status === 'toConfirm');
      if (!r.ok) expect(r.key).toBe('trip.error.wrongIntentionStatus');
    }
  });
});

describe('planned leg of a requested leg', () => {
  it('Beijing–Shanghai at the default cruise: about 1 h 50, rounded to 5 minutes, business charter', () => {
    const leg = plannedLegOf({ departureIcao: 'ZBAA', arrivalIcao: 'ZSSS', departureUtc: '2026-12-01T02:00:00Z' }, ZBAA, ZSSS);
    expect(DEFAULT_CRUISE_KMH).toBe(800);
    expect(leg.eteMinutes % 5).toBe(0);
    expect(leg.eteMinutes).toBeGreaterThan(90);
    expect(leg.eteMinutes).toBeLessThan(120);
    expect(leg).toMatchObject({ purpose: 'business', operationNature: 'charter', plannedDepartureUtc: '2026-12-01T02:00:00.000Z' });
    expect(Date.parse(leg.plannedArrivalUtc) - Date.parse(leg.plannedDepartureUtc)).toBe(leg.eteMinutes * 60_000);
  });

  it('the same airport still gets a positive ETE', () => {
    expect(plannedLegOf({ departureIcao: 'ZBAA', arrivalIcao: 'ZBAA', departureUtc: '2026-12-01T02:00:00Z' }, ZBAA, ZBAA).eteMinutes).toBeGreaterThan(0);
  });
});

describe('wall clock to UTC', () => {
  it('UTC as is, Beijing minus 8 hours, Local by the airport zone, bad text null', () => {
    expect(wallToUtc('2026-12-01 10:00', 'UTC')).toBe('2026-12-01T10:00:00.000Z');
    expect(wallToUtc('2026-12-01 10:00', 'Beijing')).toBe('2026-12-01T02:00:00.000Z');
    expect(wallToUtc('2026-07-01 10:00', 'Local', 'Europe/Paris')).toBe('2026-07-01T08:00:00.000Z');
    expect(wallToUtc('2026-01-01 10:00', 'Local', 'Europe/Paris')).toBe('2026-01-01T09:00:00.000Z');
    expect(wallToUtc('2026-12-01 10:00', 'Local', null)).toBe('2026-12-01T10:00:00.000Z');
    expect(wallToUtc('2026-02-30 10:00', 'UTC')).toBeNull();
    expect(wallToUtc('tomorrow', 'UTC')).toBeNull();
  });

  it('round-trips with formatInstant in every time type', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2020, 0, 1) / 60_000, max: Date.UTC(2035, 0, 1) / 60_000 }),
        fc.constantFrom('UTC', 'Beijing', 'Local'),
        fc.constantFrom('Asia/Shanghai', 'Asia/Kathmandu', 'America/New_York', 'Europe/London'),
        (minute, timeType, zone) => {
          const iso = new Date(minute * 60_000).toISOString();
          const text = formatInstant(iso, timeType as 'UTC', zone).text;
          const back = wallToUtc(text, timeType as 'UTC', zone)!;
          // an hour repeated by daylight saving may map to its other instant; the wall clock agrees
          expect(formatInstant(back, timeType as 'UTC', zone).text).toBe(text);
        },
      ),
    );
  });
});
