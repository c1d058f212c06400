import { describe, expect, it } from 'vitest';
import { detect, initialDetector, isDiversion, samplePhase } from './detect';
import { simulatePosition } from './flightProfile';
import type { PositionSample } from './types';

const S = 1000;
const at = (time: number, p: Partial<PositionSample>): PositionSample => ({
  icao24: 'abc123',
  time,
  lat: 40,
  lon: 116,
  altBaroFt: null,
  altGeomFt: null,
  onGround: false,
  gsKt: null,
  trackDeg: null,
  vertRateFpm: null,
  squawk: null,
  callsign: null,
  ...p,
});
const ground = (t: number) => at(t, { onGround: true, gsKt: 10 });
const air = (t: number, alt = 3000) => at(t, { gsKt: 160, altBaroFt: alt });
const fields = { departure: 116, arrival: 10 };

describe('takeoff and landing detection', () => {
  it('reports a takeoff at the first airborne fix after the ground, a landing at the first ground fix', () => {
    const samples = [ground(0), ground(10 * S), air(20 * S, 400), air(30 * S, 1500), air(40 * S), at(50 * S, { gsKt: 140, altBaroFt: 60 }), at(60 * S, { gsKt: 40, altBaroFt: 20 }), ground(70 * S)];
    const r = detect(initialDetector(), samples, fields);
    expect(r.events.map((e) => [e.kind, e.time])).toEqual([
      ['takeoff', 20 * S],
      ['landing', 60 * S],
    ]);
    expect(r.state.phase).toBe('ground');
  });

  it('works across documents: the state carries the pending run', () => {
    const a = detect(initialDetector(), [ground(0), ground(S), air(2 * S)], fields);
    expect(a.events).toEqual([]);
    const b = detect(a.state, [air(3 * S)], fields);
    expect(b.events).toEqual([{ kind: 'takeoff', time: 2 * S, lat: 40, lon: 116 }]);
  });

  it('ignores a one-sample glitch and a flight first seen in the air', () => {
    expect(detect(initialDetector(), [ground(0), ground(S), air(2 * S), ground(3 * S), ground(4 * S)], fields).events).toEqual([]);
    const firstSeen = detect(initialDetector(), [air(0), air(S), air(2 * S)], fields);
    expect(firstSeen.events).toEqual([]);
    expect(firstSeen.state.phase).toBe('air');
  });

  it('a fast taxi or a slow low pass says nothing', () => {
    expect(samplePhase(at(0, { gsKt: 60, altBaroFt: 116 }), 116, 10)).toBeNull();
    expect(samplePhase(at(0, { gsKt: 90, altBaroFt: 200 }), 116, 10)).toBeNull();
    expect(samplePhase(at(0, { gsKt: 90, altBaroFt: 400 }), 116, 10)).toBe('air');
    expect(samplePhase(at(0, { gsKt: 90 }), null, null)).toBe('air');
  });

  it('finds takeoff and landing of a simulated flight sampled every 5 s', () => {
    const from = { lat: 40.0801, lon: 116.5846, elevationFt: 116 };
    const to = { lat: 31.1979, lon: 121.3363, elevationFt: 10 };
    const off = Date.parse('2026-11-24T02:00:00Z');
    const on = off + 135 * 60 * S;
    const samples: PositionSample[] = [];
    for (let t = off - 10 * 60 * S; t <= on + 10 * 60 * S; t += 5 * S) {
      const p = simulatePosition({ from, to, offTime: off, onTime: on }, t)!;
      samples.push(at(t, { lat: p.lat, lon: p.lon, altBaroFt: p.onGround ? null : p.altFt, onGround: p.onGround, gsKt: p.gsKt }));
    }
    const r = detect(initialDetector(), samples, { departure: 116, arrival: 10 });
    expect(r.events.map((e) => e.kind)).toEqual(['takeoff', 'landing']);
    expect(Math.abs(r.events[0]!.time - off)).toBeLessThanOrEqual(30 * S);
    expect(Math.abs(r.events[1]!.time - on)).toBeLessThanOrEqual(30 * S);
    expect(isDiversion(r.events[1]!, to)).toBe(false);
  });

  it('a landing 40 km from the planned airport is a diversion', () => {
    expect(isDiversion({ lat: 31.1434, lon: 121.8052 }, { lat: 31.1979, lon: 121.3363 })).toBe(true);
    expect(isDiversion({ lat: 31.19, lon: 121.34 }, { lat: 31.1979, lon: 121.3363 })).toBe(false);
  });
});
