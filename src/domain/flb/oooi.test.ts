import { describe, expect, it } from 'vitest';
import type { PositionSample } from '../track/types';
import { extractOooi } from './oooi';

const T0 = Date.parse('2026-05-01T02:00:00Z');
/** One phase of a synthetic track: seconds, ground speed (kt), on the ground, altitude (ft); sampled every `every` s. */
type Leg = [seconds: number, gsKt: number, onGround: boolean, altFt: number, every?: number];

/** Samples of the phases in order, moving east along the equator at the ground speed (111.32 km a degree there). */
function track(legs: Leg[], start = T0): PositionSample[] {
  const out: PositionSample[] = [];
  let t = start;
  let lon = 100;
  for (const [seconds, gsKt, onGround, altFt, every = 10] of legs) {
    for (let s = 0; s < seconds; s += every) {
      out.push({ icao24: 'abc123', time: t, lat: 0, lon, altBaroFt: onGround ? null : altFt, altGeomFt: null, onGround, gsKt, trackDeg: 90, vertRateFpm: null, squawk: null, callsign: null });
      t += every * 1000;
      lon += (gsKt * 1.852 * (every / 3600)) / 111.32;
    }
  }
  return out;
}
const min = (m: number) => T0 + m * 60_000;

describe('OOOI from a track', () => {
  it('stand, taxi with a hold, take-off, cruise, landing, taxi in, stand', () => {
    const s = track([
      [300, 0, true, 0], // at the stand 5 min
      [240, 15, true, 0], // taxi 4 min  → OUT at 5:00
      [120, 0, true, 0], // hold short 2 min (not a new OUT)
      [60, 20, true, 0], // line up
      [40, 120, true, 0], // roll
      [3600, 420, false, 20000], // airborne → OFF at 12:40
      [30, 110, true, 0], // landing roll → ON at 72:40
      [300, 12, true, 0], // taxi in
      [600, 0, true, 0], // stand → IN at 78:10
    ]);
    const d = extractOooi(s);
    expect(d.out).toBe(min(5));
    expect(d.off).toBe(min(12) + 40_000);
    expect(d.on).toBe(min(72) + 40_000);
    expect(d.in).toBe(min(78) + 10_000);
    expect([d.landings, d.rejectedTakeoff, d.estimated]).toEqual([1, false, { off: false, on: false }]);
    // 420 kt for an hour ≈ 778 km along the samples
    expect(d.distanceKm).toBeGreaterThan(770);
    expect(d.distanceKm).toBeLessThan(790);
  });

  it('a rejected take-off is flagged and is no take-off; the second roll is', () => {
    const d = extractOooi(
      track([
        [120, 0, true, 0],
        [60, 15, true, 0],
        [30, 90, true, 0], // roll to 90 kt …
        [60, 10, true, 0], // … and stop: rejected
        [120, 15, true, 0], // back to the runway
        [40, 120, true, 0],
        [600, 300, false, 8000],
        [30, 100, true, 0],
        [120, 10, true, 0],
        [60, 0, true, 0],
      ]),
    );
    expect(d.rejectedTakeoff).toBe(true);
    expect(d.out).toBe(min(2));
    expect(d.off).toBe(min(2) + (60 + 30 + 60 + 120 + 40) * 1000);
    expect(d.landings).toBe(1);
  });

  it('a touch-and-go counts a landing; ON is the last landing; a go-around (no ground contact) counts none', () => {
    const touchAndGo = extractOooi(
      track([
        [60, 0, true, 0],
        [60, 15, true, 0],
        [900, 250, false, 3000],
        [20, 120, true, 0], // touch …
        [600, 200, false, 2000], // … and go
        [30, 100, true, 0],
        [120, 0, true, 0],
      ]),
    );
    expect(touchAndGo.landings).toBe(2);
    expect(touchAndGo.on).toBe(min(1) + (60 + 900 + 20 + 600) * 1000);
    const goAround = extractOooi(
      track([
        [60, 0, true, 0],
        [60, 15, true, 0],
        [900, 250, false, 3000],
        [120, 150, false, 300], // low approach, no contact
        [600, 250, false, 3000],
        [30, 100, true, 0],
        [120, 0, true, 0],
      ]),
    );
    expect(goAround.landings).toBe(1);
  });

  it('a diversion lands where the track says: the landing position is given for the caller to compare', () => {
    const d = extractOooi(track([[60, 0, true, 0], [60, 15, true, 0], [1800, 400, false, 30000], [30, 100, true, 0], [60, 0, true, 0]]));
    expect(d.landingAt!.lat).toBe(0);
    expect(d.landingAt!.lon).toBeGreaterThan(103); // about 370 km east of the start
  });

  it('a turn-round in the track: OUT is the first movement after the stand that followed the previous leg’s landing', () => {
    const s = track([
      [600, 400, false, 30000], // the previous leg, airborne
      [30, 110, true, 0], // its landing roll
      [240, 12, true, 0], // its taxi in
      [2400, 0, true, 0], // the turn-round at the stand, 40 min
      [300, 15, true, 0], // taxi out → OUT at 54:30
      [120, 0, true, 0], // hold short
      [40, 120, true, 0], // roll
      [1800, 400, false, 30000], // airborne
      [30, 110, true, 0], // landing
      [120, 12, true, 0],
      [300, 0, true, 0],
    ]);
    const d = extractOooi(s);
    expect(d.out).toBe(min(54) + 30_000);
    expect(d.off).toBe(min(62) + 10_000);
    expect(d.landings).toBe(1);
    expect(d.rejectedTakeoff).toBe(false);
    expect(d.in).toBe(min(94) + 40_000);
  });

  it('a 10-minute gap: the landing after it is marked estimated; unknown OUT and IN stay unknown', () => {
    const before = track([[60, 20, true, 0], [40, 120, true, 0], [1200, 400, false, 30000]]);
    const after = track([[30, 100, true, 0], [120, 20, true, 0]], before[before.length - 1]!.time + 10 * 60_000);
    const d = extractOooi([...before, ...after]);
    expect(d.out).toBeNull(); // the track starts moving
    expect(d.in).toBeNull(); // and ends moving
    expect(d.on).toBe(after[0]!.time);
    expect(d.estimated).toEqual({ off: false, on: true });
  });

  it('one noisy sample makes no take-off; an empty track makes nothing', () => {
    const s = track([[120, 0, true, 0], [60, 15, true, 0]]);
    s[5] = { ...s[5]!, onGround: false, gsKt: 150, altBaroFt: 5000 };
    expect(extractOooi(s)).toMatchObject({ off: null, on: null, landings: 0 });
    expect(extractOooi([])).toMatchObject({ out: null, off: null, on: null, in: null, landings: 0 });
  });
});
