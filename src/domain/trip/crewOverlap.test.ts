import { describe, expect, it } from 'vitest';
import { blocksOverlap, crewClashes, crewOverlapRefusal, firstCrewClash, type BusyLeg } from './crewOverlap';
import { paramsInTimeType } from './time';

const H = 3_600_000;
const M = 60_000;
const leg = (legId: string, dep: number, arr: number, extra: Partial<BusyLeg> = {}): BusyLeg => ({ legId, departure: dep, arrival: arr, cancelled: false, declined: false, ...extra });

describe('blocksOverlap', () => {
  it('shares an instant → clash; touching ends do not', () => {
    expect(blocksOverlap(leg('a', 0, 2 * H), leg('b', M, 2 * H + M))).toBe(true);
    expect(blocksOverlap(leg('a', 0, 2 * H), leg('b', H, 90 * M))).toBe(true); // inside
    expect(blocksOverlap(leg('a', 0, 2 * H), leg('b', 2 * H, 3 * H))).toBe(false); // arrives as the next departs
    expect(blocksOverlap(leg('a', 2 * H, 3 * H), leg('b', 0, 2 * H))).toBe(false);
    expect(blocksOverlap(leg('a', 0, H), leg('b', 2 * H, 3 * H))).toBe(false);
  });
});

describe('firstCrewClash', () => {
  it('answers the earliest clashing leg, never the leg itself', () => {
    const others = [leg('late', 3 * H, 5 * H), leg('early', -H, H + M), leg('self', 0, 2 * H)];
    expect(firstCrewClash({ legId: 'self', departure: 0, arrival: 4 * H }, others)?.legId).toBe('early');
    expect(firstCrewClash({ legId: 'self', departure: 2 * H, arrival: 3 * H }, others)).toBeNull();
  });

  it('cancelled legs and declined assignments keep nobody busy; positioning rows are ordinary busy legs', () => {
    const others = [leg('x', 0, 2 * H, { cancelled: true }), leg('y', 0, 2 * H, { declined: true })];
    expect(firstCrewClash({ legId: 'n', departure: M, arrival: 2 * H + M }, others)).toBeNull();
    expect(firstCrewClash({ legId: 'n', departure: M, arrival: 2 * H + M }, [...others, leg('pos', 0, 2 * H)])?.legId).toBe('pos');
  });
});

describe('crewClashes', () => {
  it('pairs that involve a changed leg, earlier first', () => {
    const legs = [leg('a', 0, 2 * H), leg('b', H, 3 * H), leg('c', 90 * M, 4 * H), leg('d', 5 * H, 6 * H)];
    expect(crewClashes(legs, new Set(['c'])).map(([x, y]) => `${x.legId}${y.legId}`)).toEqual(['ac', 'bc']);
    expect(crewClashes(legs, new Set(['d']))).toEqual([]);
  });
});

describe('crewOverlapRefusal', () => {
  it('names the crew member, the flight (or trip-leg), the route and the UTC block times', () => {
    const r = crewOverlapRefusal({ crew: 'P1 Wang', flightNo: null, tripNumber: 'T001', legNumber: 2, departureIcao: 'ZBAA', arrivalIcao: 'ZSSS', departureUtc: '2026-12-01T02:00:00.000Z', arrivalUtc: '2026-12-01T04:30:00.000Z', departureZone: 'Asia/Shanghai' });
    expect(r).toMatchObject({ ok: false, key: 'trip.error.crewOverlap', params: { crew: 'P1 Wang', flight: 'T001-2', route: 'ZBAA–ZSSS', departure: '2026-12-01 02:00 UTC', arrival: '2026-12-01 04:30 UTC', departureZone: 'Asia/Shanghai' } });
    expect(r.params).not.toHaveProperty('arrivalZone');
    expect(crewOverlapRefusal({ crew: 'x', flightNo: ' CA123 ', tripNumber: 'T', legNumber: 1, departureIcao: 'A', arrivalIcao: 'B', departureUtc: '2026-12-01T02:00:00.000Z', arrivalUtc: '2026-12-01T03:00:00.000Z' }).params?.flight).toBe('CA123');
  });

  it('the screen shows the times in the user time type', () => {
    const p = { departureUtc: '2026-12-01T02:00:00.000Z', departureZone: 'Asia/Kathmandu', arrivalUtc: '2026-12-01T04:30:00.000Z', route: 'ZBAA–ZSSS', noteUtc: 'not a time' };
    expect(paramsInTimeType(p, 'Beijing')).toMatchObject({ departure: '2026-12-01 10:00 UTC+8', arrival: '2026-12-01 12:30 UTC+8', route: 'ZBAA–ZSSS', noteUtc: 'not a time' });
    expect(paramsInTimeType(p, 'Local')).toMatchObject({ departure: '2026-12-01 07:45 UTC+5:45', arrival: '2026-12-01 04:30 UTC' });
    expect(paramsInTimeType(p, 'UTC')).not.toHaveProperty('note');
  });
});
