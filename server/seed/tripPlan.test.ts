import { describe, expect, it } from 'vitest';
import { BIZJET_AIRPORTS, generateTripPlan, LEG_STAGES, stageAt, type TripPlanOptions } from './tripPlan';

const NOW = Date.UTC(2026, 10, 22, 8);
const DAY = 86_400_000;
const fleet = (n: number): TripPlanOptions['aircraft'] =>
  Array.from({ length: n }, (_, i) => ({ typeCruiseKmh: 850 + (i % 3) * 25, taxiMinutes: 15, baseIcao: ['ZBAA', 'ZSSS', 'VHHH'][i % 3]!, flies: i % 9 !== 4 }));

describe('generateTripPlan', () => {
  const opts: TripPlanOptions = { now: NOW, aircraft: fleet(15), customers: 40 };

  it('is deterministic for one seed and day, and differs for another seed', () => {
    expect(generateTripPlan(opts)).toEqual(generateTripPlan(opts));
    expect(generateTripPlan({ ...opts, seed: 1 })).not.toEqual(generateTripPlan(opts));
  });

  it('spans the window with connected legs between business-jet airports, in time order', () => {
    const plan = generateTripPlan({ ...opts, daysBack: 45, daysAhead: 30 });
    const known = new Set(BIZJET_AIRPORTS.map((a) => a.icao));
    expect(plan.length).toBeGreaterThan(150);
    for (const trip of plan) {
      for (const [i, leg] of trip.legs.entries()) {
        expect(known.has(leg.departureIcao) && known.has(leg.arrivalIcao)).toBe(true);
        expect(leg.departureIcao).not.toBe(leg.arrivalIcao);
        expect(leg.on - leg.off).toBe(leg.eteMinutes * 60_000);
        expect(leg.eteMinutes).toBeGreaterThanOrEqual(20);
        expect(leg.eteMinutes).toBeLessThan(13 * 60);
        if (i > 0) {
          expect(leg.departureIcao).toBe(trip.legs[i - 1]!.arrivalIcao);
          expect(leg.off).toBeGreaterThan(trip.legs[i - 1]!.on);
        }
      }
    }
    const offs = plan.map((t) => t.legs[0]!.off);
    expect(Math.min(...offs)).toBeLessThan(NOW - 40 * DAY);
    expect(Math.max(...offs)).toBeGreaterThan(NOW + 20 * DAY);
  });

  it('never overlaps two trips of one aircraft, and has every stage, delays with reasons, diversions and cancellations', () => {
    const plan = generateTripPlan({ ...opts, daysBack: 45, daysAhead: 30 });
    const byAircraft = new Map<number, [number, number][]>();
    for (const t of plan) byAircraft.set(t.aircraftIndex, [...(byAircraft.get(t.aircraftIndex) ?? []), [t.legs[0]!.off, t.legs.at(-1)!.on]]);
    for (const spans of byAircraft.values()) for (let i = 1; i < spans.length; i++) expect(spans[i]![0]).toBeGreaterThan(spans[i - 1]![1]);
    const legs = plan.flatMap((t) => t.legs);
    expect(new Set(legs.map((l) => l.stage))).toEqual(new Set(LEG_STAGES));
    expect(legs.some((l) => l.delayMinutes > 30 && l.delayReason)).toBe(true);
    expect(legs.every((l) => (l.delayMinutes > 30) === (l.delayReason !== null))).toBe(true);
    expect(legs.some((l) => l.diversion)).toBe(true);
    expect(plan.some((t) => t.cancelled)).toBe(true);
    expect(legs.some((l) => l.cancelled)).toBe(true);
    // flown legs are in the past, released ones within a day and a half
    for (const l of legs) {
      if (l.stage === 'landed') expect(l.on).toBeLessThan(NOW);
      if (l.stage === 'released') expect(l.off - NOW).toBeLessThan(1.5 * DAY);
    }
  });

  it('maps time to stage', () => {
    const r = () => 0;
    expect(stageAt(NOW - 5 * 3_600_000, NOW - 3 * 3_600_000, NOW, r)).toBe('landed');
    expect(stageAt(NOW - 3_600_000, NOW + 3_600_000, NOW, r)).toBe('airborne');
    expect(stageAt(NOW + 3_600_000, NOW + 2 * 3_600_000, NOW, r)).toBe('released');
    expect(stageAt(NOW + 2 * DAY, NOW + 2 * DAY, NOW, r)).toBe('ready');
    expect(stageAt(NOW + 25 * DAY, NOW + 25 * DAY, NOW, r)).toBe('submitted');
  });

  it('gives benchmark sizes: 2,000 aircraft and over 100,000 legs', () => {
    const plan = generateTripPlan({ now: NOW, daysBack: 180, daysAhead: 90, aircraft: fleet(2_000), customers: 5_000 });
    expect(plan.reduce((n, t) => n + t.legs.length, 0)).toBeGreaterThan(100_000);
  });
});
