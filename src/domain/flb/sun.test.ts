import { describe, expect, it } from 'vitest';
import { nightMinutes, type TrackPoint } from './night';
import { CIVIL_TWILIGHT_DEG, isNight, sunAt, sunElevation } from './sun';

const at = (iso: string) => Date.parse(iso);

describe('the sun by the NOAA equations', () => {
  it('declination at the solstices and equinox, as the almanac gives it', () => {
    // June solstice 2026-06-21 08:24 UTC: the declination is the obliquity, 23.436°
    expect(sunAt(at('2026-06-21T08:24:00Z')).declination).toBeCloseTo(23.436, 2);
    // December solstice 2026-12-21 20:50 UTC
    expect(sunAt(at('2026-12-21T20:50:00Z')).declination).toBeCloseTo(-23.436, 2);
    // March equinox 2026-03-20 14:46 UTC
    expect(Math.abs(sunAt(at('2026-03-20T14:46:00Z')).declination)).toBeLessThan(0.01);
  });

  it('the equation of time at its extremes (about −14.2 min mid-February, +16.4 min early November)', () => {
    expect(sunAt(at('2026-02-11T12:00:00Z')).equationOfTime).toBeCloseTo(-14.2, 0);
    expect(sunAt(at('2026-11-03T12:00:00Z')).equationOfTime).toBeCloseTo(16.4, 0);
  });

  it('elevation: Greenwich at solar noon of the June solstice; the equator at sunrise and midnight of the equinox', () => {
    // 90° − 51.4769° + 23.436° = 61.96°, solar noon at 12:01:42 UTC
    expect(sunElevation(51.4769, 0, at('2026-06-21T12:01:42Z'))).toBeCloseTo(61.96, 1);
    // geometric sunrise at 0°, 0°: 06:00 mean time less the equation of time (−7.4 min on 20 March)
    expect(Math.abs(sunElevation(0, 0, at('2026-03-20T06:07:24Z')))).toBeLessThan(0.1);
    expect(sunElevation(0, 0, at('2026-03-20T00:07:24Z'))).toBeCloseTo(-90, 0);
    // the sun stands where the longitude puts it: 120°E is 8 hours ahead of Greenwich
    expect(sunElevation(0, 120, at('2026-03-20T04:07:24Z'))).toBeCloseTo(90, 0);
  });

  it('night is below civil twilight (−6°), not below the horizon', () => {
    expect(CIVIL_TWILIGHT_DEG).toBe(-6);
    // Beijing, 21 June: sunset about 11:46 UTC (19:46 local); civil dusk about 12:20 UTC
    expect(isNight(39.9, 116.4, at('2026-06-21T12:00:00Z'))).toBe(false);
    expect(isNight(39.9, 116.4, at('2026-06-21T12:40:00Z'))).toBe(true);
  });
});

describe('night minutes along a track', () => {
  const line = (from: [number, number], to: [number, number], start: string, hours: number): TrackPoint[] => [
    { lat: from[0], lon: from[1], time: at(start) },
    { lat: to[0], lon: to[1], time: at(start) + hours * 3_600_000 },
  ];

  it('polar summer has no night and polar winter is all night, whatever the airports', () => {
    const summer = line([80, 10], [80, 60], '2026-06-21T00:00:00Z', 2);
    expect(nightMinutes(summer, summer[0]!.time, summer[1]!.time)).toBe(0);
    const winter = line([80, 10], [80, 60], '2026-12-21T10:00:00Z', 2);
    expect(nightMinutes(winter, winter[0]!.time, winter[1]!.time)).toBe(120);
  });

  it('across the date line the aircraft is where the great circle puts it, not the long way round', () => {
    // at 12:00–14:00 UTC it is around local midnight at 180°: night all the way
    const midnight = line([0, 170], [0, -170], '2026-03-20T12:00:00Z', 2);
    expect(nightMinutes(midnight, midnight[0]!.time, midnight[1]!.time)).toBe(120);
    // at 00:00–02:00 UTC it is around local noon there: no night
    const noon = line([0, 170], [0, -170], '2026-03-20T00:00:00Z', 2);
    expect(nightMinutes(noon, noon[0]!.time, noon[1]!.time)).toBe(0);
  });

  it('counts the dusk on the way: a westbound evening flight out of Beijing', () => {
    // ZBAA 39.9N 116.4E → URUMQI 43.9N 87.5E, 21 June 11:00–15:00 UTC: night from civil dusk at the aircraft
    const track = line([40.08, 116.58], [43.9, 87.47], '2026-06-21T11:00:00Z', 4);
    const night = nightMinutes(track, track[0]!.time, track[1]!.time);
    // by the departure airport it would be night from 12:20 UTC (160 min), by the arrival airport from
    // about 14:28 UTC (32 min); flying west with the sun, the aircraft meets civil dusk near 14:02 UTC
    expect(night).toBeGreaterThan(45);
    expect(night).toBeLessThan(75);
  });

  it('fills a 10-minute gap in the samples along the great circle', () => {
    const t0 = at('2026-12-21T00:00:00Z'); // local midnight at 0°
    const gap: TrackPoint[] = [
      { lat: 60, lon: 0, time: t0 },
      { lat: 60, lon: 1, time: t0 + 5 * 60_000 },
      { lat: 60, lon: 3, time: t0 + 15 * 60_000 },
    ];
    expect(nightMinutes(gap, t0, t0 + 15 * 60_000)).toBe(15);
    expect(nightMinutes(gap, t0, t0)).toBe(0);
    expect(nightMinutes([], t0, t0 + 60_000)).toBe(0);
  });
});
