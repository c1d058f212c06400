import { describe, expect, it } from 'vitest';
import { simulatePosition, TAXI_MS } from '../track/flightProfile';
import { distanceKm } from '../track/geo';
import type { PositionSample } from '../track/types';
import { draftFromSamples } from './draft';

const ZBAA = { lat: 40.0801, lon: 116.5846, elevationFt: 116 };
const ZSPD = { lat: 31.1434, lon: 121.8052, elevationFt: 13 };
const OFF = Date.parse('2026-06-21T01:00:00Z');
const ON = OFF + 120 * 60_000;

/** The demo simulator's flight, sampled every `every` seconds (its own positions, as ingestion stores them). */
function flight(every = 20, from = ZBAA, to = ZSPD, off = OFF, on = ON): PositionSample[] {
  const f = { from, to, offTime: off, onTime: on };
  const out: PositionSample[] = [];
  for (let t = off - TAXI_MS; t <= on + TAXI_MS; t += every * 1000) {
    const p = simulatePosition(f, t);
    if (!p) continue;
    out.push({ icao24: 'abc123', time: t, lat: p.lat, lon: p.lon, altBaroFt: p.onGround ? null : Math.round(p.altFt), altGeomFt: null, onGround: p.onGround, gsKt: p.gsKt, trackDeg: p.trackDeg, vertRateFpm: p.vertRateFpm, squawk: null, callsign: null });
  }
  return out;
}
const fields = { departure: ZBAA.elevationFt, arrival: ZSPD.elevationFt };
const MIN = 60_000;

describe('a flight log draft from the simulator’s track', () => {
  it('OUT at the first taxi sample, OFF and ON at the wheels, IN at the stand; durations and the distance follow', () => {
    const d = draftFromSamples(flight(), fields, 'block');
    const f = d.figures;
    // the simulator stands 2 minutes, taxis 8 (OUT = OFF − 8 min, first sample after the stand), taxis in 4
    expect(f.outUtc).toBeGreaterThan(OFF - 8 * MIN);
    expect(f.outUtc).toBeLessThanOrEqual(OFF - 8 * MIN + 20_000);
    expect(Math.abs(f.offUtc! - OFF)).toBeLessThanOrEqual(20_000);
    expect(Math.abs(f.onUtc! - ON)).toBeLessThanOrEqual(20_000);
    expect(f.inUtc).toBeGreaterThanOrEqual(ON + 4 * MIN);
    expect(f.inUtc).toBeLessThanOrEqual(ON + 4 * MIN + 20_000);
    expect(f.blockMinutes).toBe(Math.round((f.inUtc! - f.outUtc!) / MIN));
    expect(f.airMinutes).toBe(Math.round((f.onUtc! - f.offUtc!) / MIN));
    expect(f.flightMinutes).toBe(f.blockMinutes);
    expect(f.landings).toBe(1);
    expect(f.mileageKm! / distanceKm(ZBAA, ZSPD)).toBeGreaterThan(0.97);
    expect(f.mileageKm! / distanceKm(ZBAA, ZSPD)).toBeLessThan(1.03);
    expect(d.notes).toMatchObject({ rejectedTakeoff: false, estimatedOff: false, estimatedOn: false });
  });

  it('the air basis makes flight time OFF → ON', () => {
    const f = draftFromSamples(flight(), fields, 'air').figures;
    expect(f.flightMinutes).toBe(f.airMinutes);
  });

  it('a midday summer flight in China has no night; the same flight at local midnight is all night', () => {
    expect(draftFromSamples(flight(), fields, 'block').figures.nightMinutes).toBe(0);
    const midnightOff = Date.parse('2026-06-20T16:00:00Z');
    const f = draftFromSamples(flight(20, ZBAA, ZSPD, midnightOff, midnightOff + 120 * 60_000), fields, 'block').figures;
    expect(f.nightMinutes).toBe(f.blockMinutes);
  });

  it('samples in any order give the same draft; a track still airborne has no ON or IN', () => {
    const s = flight();
    expect(draftFromSamples([...s].reverse(), fields, 'block').figures).toEqual(draftFromSamples(s, fields, 'block').figures);
    const airborne = s.filter((p) => p.time < OFF + 60 * MIN);
    const f = draftFromSamples(airborne, fields, 'block').figures;
    expect(f.offUtc).not.toBeNull();
    expect(f.onUtc).toBeNull();
    expect(f.inUtc).toBeNull();
    expect(f.blockMinutes).toBeNull();
    expect(f.mileageKm).toBeNull();
  });
});
