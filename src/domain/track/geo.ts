/** Great-circle helpers on a spherical earth (mean radius), points in degrees. */

export interface LatLon {
  lat: number;
  lon: number;
}

export const EARTH_RADIUS_KM = 6371.0088;
const RAD = Math.PI / 180;

export function distanceKm(a: LatLon, b: LatLon): number {
  const dLat = (b.lat - a.lat) * RAD;
  const dLon = (b.lon - a.lon) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * RAD) * Math.cos(b.lat * RAD) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Initial course from a to b, degrees true in [0, 360). */
export function initialBearingDeg(a: LatLon, b: LatLon): number {
  const φ1 = a.lat * RAD;
  const φ2 = b.lat * RAD;
  const Δλ = (b.lon - a.lon) * RAD;
  const y = Math.sin(Δλ) * Math.cos(φ2);
  const x = Math.cos(φ1) * Math.sin(φ2) - Math.sin(φ1) * Math.cos(φ2) * Math.cos(Δλ);
  return ((Math.atan2(y, x) / RAD) % 360 + 360) % 360;
}

/** The point a fraction `f` (0..1) of the way from a to b along the great circle. */
export function interpolate(a: LatLon, b: LatLon, f: number): LatLon {
  const φ1 = a.lat * RAD;
  const λ1 = a.lon * RAD;
  const φ2 = b.lat * RAD;
  const λ2 = b.lon * RAD;
  const δ = distanceKm(a, b) / EARTH_RADIUS_KM;
  if (δ < 1e-12) return { lat: a.lat, lon: a.lon };
  const A = Math.sin((1 - f) * δ) / Math.sin(δ);
  const B = Math.sin(f * δ) / Math.sin(δ);
  const x = A * Math.cos(φ1) * Math.cos(λ1) + B * Math.cos(φ2) * Math.cos(λ2);
  const y = A * Math.cos(φ1) * Math.sin(λ1) + B * Math.cos(φ2) * Math.sin(λ2);
  const z = A * Math.sin(φ1) + B * Math.sin(φ2);
  return { lat: Math.atan2(z, Math.hypot(x, y)) / RAD, lon: Math.atan2(y, x) / RAD };
}

/**
 * `n` + 1 points of the great circle as [lon, lat], longitudes unwrapped so that consecutive
 * points never differ by more than 180° (a path across the antimeridian draws as one line).
 */
export function greatCircle(a: LatLon, b: LatLon, n = 64): [number, number][] {
  const out: [number, number][] = [];
  let prev: number | null = null;
  for (let i = 0; i <= n; i++) {
    const p = interpolate(a, b, i / n);
    let lon = p.lon;
    if (prev !== null) {
      while (lon - prev > 180) lon -= 360;
      while (lon - prev < -180) lon += 360;
    }
    out.push([lon, p.lat]);
    prev = lon;
  }
  return out;
}

/** The latitude and longitude half-sides of a box holding every point within `km` of `p` (a first filter before `nearest`). */
export function boxAround(p: LatLon, km: number): { dLat: number; dLon: number } {
  return { dLat: km / 111, dLon: km / (111 * Math.max(0.05, Math.cos((p.lat * Math.PI) / 180))) };
}

/** The closest of `list` to `p` within `maxKm`, or null. */
export function nearest<T extends LatLon>(p: LatLon, list: readonly T[], maxKm: number): T | null {
  let best: T | null = null;
  let bestKm = maxKm;
  for (const q of list) {
    const d = distanceKm(p, q);
    if (d <= bestKm) {
      best = q;
      bestKm = d;
    }
  }
  return best;
}
