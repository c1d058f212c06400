import { describe, expect, it } from 'vitest';
import { cruiseLevelFt, simulatePosition } from './flightProfile';
import { boxAround, distanceKm, greatCircle, initialBearingDeg, interpolate, nearest } from './geo';
import { simplifyTrack } from './simplify';
import type { TrackPoint } from './types';

const ZBAA = { lat: 40.0801, lon: 116.5846 };
const ZSSS = { lat: 31.1979, lon: 121.3363 };
const RJTT = { lat: 35.5523, lon: 139.78 };
const PHNL = { lat: 21.3187, lon: -157.9225 };
const KTEB = { lat: 40.85, lon: -74.0608 };

describe('great circles', () => {
  it('measures distances and courses', () => {
    expect(distanceKm(ZBAA, ZSSS)).toBeCloseTo(1076, -1);
    expect(initialBearingDeg(ZBAA, ZSSS)).toBeGreaterThan(140);
    expect(initialBearingDeg(ZBAA, ZSSS)).toBeLessThan(160);
    const mid = interpolate(ZBAA, ZSSS, 0.5);
    expect(distanceKm(ZBAA, mid)).toBeCloseTo(distanceKm(mid, ZSSS), 3);
  });

  it('draws across the antimeridian without a jump, and over the pole', () => {
    for (const [a, b] of [
      [RJTT, PHNL],
      [ZBAA, KTEB],
    ] as const) {
      const arc = greatCircle(a, b, 100);
      for (let i = 1; i < arc.length; i++) expect(Math.abs(arc[i]![0] - arc[i - 1]![0])).toBeLessThan(180);
      expect(arc[0]![1]).toBeCloseTo(a.lat, 6);
      expect(arc[arc.length - 1]![1]).toBeCloseTo(b.lat, 6);
    }
    // Beijing → Teterboro goes north of 65°
    expect(Math.max(...greatCircle(ZBAA, KTEB, 100).map((p) => p[1]))).toBeGreaterThan(65);
  });

  it('finds the nearest within reach', () => {
    const list = [{ icao: 'ZSSS', ...ZSSS }, { icao: 'ZSPD', lat: 31.1434, lon: 121.8052 }];
    expect(nearest({ lat: 31.15, lon: 121.79 }, list, 30)?.icao).toBe('ZSPD');
    expect(nearest(ZBAA, list, 30)).toBeNull();
  });
});

describe('simplifyTrack', () => {
  const zigzag = (n: number): TrackPoint[] => Array.from({ length: n }, (_, i) => ({ time: i * 2000, lat: 30 + i * 0.001, lon: 120 + (i % 50 === 0 ? 0.05 : 0), altFt: 1000 }));

  it('keeps the endpoints and at most the bound, in time order, the spikes first', () => {
    const pts = zigzag(21_600);
    const t0 = performance.now();
    const out = simplifyTrack(pts, 1000);
    expect(performance.now() - t0).toBeLessThan(500);
    expect(out.length).toBe(1000);
    expect(out[0]).toBe(pts[0]);
    expect(out[out.length - 1]).toBe(pts[pts.length - 1]);
    for (let i = 1; i < out.length; i++) expect(out[i]!.time).toBeGreaterThan(out[i - 1]!.time);
    // every spike (each 50th point) is among the kept
    expect(out.filter((p) => (p.time / 2000) % 50 === 0).length).toBe(Math.ceil(21_600 / 50));
  });

  it('leaves short tracks alone and drops collinear points', () => {
    expect(simplifyTrack(zigzag(10), 100)).toHaveLength(10);
    const line = Array.from({ length: 100 }, (_, i) => ({ time: i, lat: i * 0.01, lon: 179.99 + i * 0.001 > 180 ? 179.99 + i * 0.001 - 360 : 179.99 + i * 0.001, altFt: null }));
    const out = simplifyTrack(line, 3);
    expect(out).toHaveLength(3);
    expect(out[0]).toBe(line[0]);
    expect(out[2]).toBe(line[99]);
  });
});

describe('simulated flight profile', () => {
  const flight = { from: { ...ZBAA, elevationFt: 116 }, to: { ...ZSSS, elevationFt: 10 }, offTime: 0, onTime: 135 * 60_000 };

  it('is continuous: no jump beyond what the ground speed allows, and it ends at the destination', () => {
    let prev = simulatePosition(flight, 0)!;
    let along = 0;
    for (let t = 1000; t <= flight.onTime; t += 1000) {
      const p = simulatePosition(flight, t)!;
      const km = distanceKm(prev, p);
      expect(km).toBeLessThan((Math.max(p.gsKt, prev.gsKt) * 1.852) / 3600 + 0.05);
      along += km;
      prev = p;
    }
    expect(distanceKm(prev, ZSSS)).toBeLessThan(1);
    expect(along).toBeCloseTo(distanceKm(ZBAA, ZSSS), -1);
    expect(Math.max(...Array.from({ length: 100 }, (_, i) => simulatePosition(flight, (i * flight.onTime) / 100)!.altFt))).toBe(cruiseLevelFt(distanceKm(ZBAA, ZSSS)));
  });

  it('taxis on the ground around the flight and is absent outside it', () => {
    expect(simulatePosition(flight, -5 * 60_000)).toMatchObject({ onGround: true, lat: ZBAA.lat });
    expect(simulatePosition(flight, flight.onTime + 2 * 60_000)).toMatchObject({ onGround: true, lat: ZSSS.lat });
    expect(simulatePosition(flight, -11 * 60_000)).toBeNull();
    expect(simulatePosition(flight, flight.onTime + 11 * 60_000)).toBeNull();
  });
});

describe('boxAround', () => {
  it('holds every point within the distance (longitude widened away from the equator)', () => {
    const p = { lat: 40, lon: 116 };
    const { dLat, dLon } = boxAround(p, 15);
    expect(dLon).toBeGreaterThan(dLat);
    for (const q of [{ lat: 40 + 14.9 / 111.2, lon: 116 }, { lat: 40, lon: 116 + 14.9 / (111.2 * Math.cos((40 * Math.PI) / 180)) }]) {
      expect(distanceKm(p, q)).toBeLessThan(15);
      expect(Math.abs(q.lat - p.lat) <= dLat && Math.abs(q.lon - p.lon) <= dLon).toBe(true);
    }
  });
});
