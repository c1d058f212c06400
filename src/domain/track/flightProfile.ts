/**
 * A deterministic flight for the demo simulator: taxi before off and after on, a climb at 2,500
 * ft/min to a cruise level chosen from the distance (capped at FL410), cruise, a descent at 2,000
 * ft/min ending at `on`; the aircraft moves along the great circle with a speed profile (slower
 * in climb and descent) whose integral is the route's length, so ground speed and positions agree.
 */
import { distanceKm, initialBearingDeg, interpolate, type LatLon } from './geo';

export interface SimFlight {
  from: LatLon & { elevationFt?: number };
  to: LatLon & { elevationFt?: number };
  offTime: number;
  onTime: number;
  cruiseFt?: number;
}

export interface SimPosition {
  lat: number;
  lon: number;
  altFt: number;
  gsKt: number;
  trackDeg: number;
  vertRateFpm: number;
  onGround: boolean;
}

const MIN = 60_000;
export const TAXI_MS = 10 * MIN;
const CLIMB_FPM = 2500;
const DESCENT_FPM = 2000;
/** Speed during climb and descent as a share of cruise speed. */
const SLOW = 0.65;

/** Cruise level by distance: ~1,000 ft per 25 km, 8,000 to 41,000 ft, in whole thousands. */
export function cruiseLevelFt(km: number): number {
  return Math.max(8000, Math.min(41_000, Math.round((km * 40) / 1000) * 1000));
}

export function simulatePosition(f: SimFlight, t: number): SimPosition | null {
  if (t < f.offTime - TAXI_MS || t > f.onTime + TAXI_MS || f.onTime <= f.offTime) return null;
  const depElev = f.from.elevationFt ?? 0;
  const arrElev = f.to.elevationFt ?? 0;
  const km = distanceKm(f.from, f.to);
  const course = initialBearingDeg(f.from, f.to);
  if (t < f.offTime) {
    const moving = t > f.offTime - TAXI_MS + 2 * MIN;
    return { lat: f.from.lat, lon: f.from.lon, altFt: depElev, gsKt: moving ? 15 : 0, trackDeg: course, vertRateFpm: 0, onGround: true };
  }
  if (t > f.onTime) {
    const moving = t < f.onTime + 4 * MIN;
    return { lat: f.to.lat, lon: f.to.lon, altFt: arrElev, gsKt: moving ? 15 : 0, trackDeg: initialBearingDeg(interpolate(f.from, f.to, 0.999), f.to), vertRateFpm: 0, onGround: true };
  }
  const total = f.onTime - f.offTime;
  let cruise = f.cruiseFt ?? cruiseLevelFt(km);
  let climb = ((cruise - depElev) / CLIMB_FPM) * MIN;
  let descent = ((cruise - arrElev) / DESCENT_FPM) * MIN;
  if (climb + descent > total * 0.9) {
    // short leg: scale the level down so that climb and descent fit in 90 % of the flight
    const scale = (total * 0.9) / (climb + descent);
    cruise = Math.max(depElev, arrElev) + (cruise - Math.max(depElev, arrElev)) * scale;
    climb = Math.max(0, ((cruise - depElev) / CLIMB_FPM) * MIN);
    descent = Math.max(0, ((cruise - arrElev) / DESCENT_FPM) * MIN);
  }
  const level = total - climb - descent;
  // distance = v·(SLOW·climb + level + SLOW·descent)
  const v = km / (SLOW * climb + level + SLOW * descent); // km per ms at cruise
  const e = t - f.offTime;
  let along: number;
  let alt: number;
  let vs: number;
  let speed: number;
  if (e < climb) {
    along = v * SLOW * e;
    alt = depElev + (e / MIN) * CLIMB_FPM;
    vs = CLIMB_FPM;
    speed = v * SLOW;
  } else if (e < climb + level) {
    along = v * SLOW * climb + v * (e - climb);
    alt = cruise;
    vs = 0;
    speed = v;
  } else {
    const d = e - climb - level;
    along = v * SLOW * climb + v * level + v * SLOW * d;
    alt = cruise - (d / MIN) * DESCENT_FPM;
    vs = -DESCENT_FPM;
    speed = v * SLOW;
  }
  const frac = km === 0 ? 0 : Math.min(1, along / km);
  const p = interpolate(f.from, f.to, frac);
  const ahead = interpolate(f.from, f.to, Math.min(1, frac + 0.001));
  const track = frac >= 0.999 ? initialBearingDeg(interpolate(f.from, f.to, 0.998), f.to) : initialBearingDeg(p, ahead);
  const kt = (speed * 3_600_000) / 1.852;
  return { lat: p.lat, lon: p.lon, altFt: Math.max(Math.min(depElev, arrElev), alt), gsKt: Math.max(AIRBORNE_FLOOR_KT, kt), trackDeg: track, vertRateFpm: vs, onGround: false };
}

/** Ground speed never shown below a jet's rotation speed in the air. */
const AIRBORNE_FLOOR_KT = 120;
