/** Where the map opens: the extent of the fleet (aircraft and the airports of the legs drawn). */

export type Bounds = [[number, number], [number, number]];

/** Padding around the fleet when the map fits it, px. */
export const FIT_PADDING = 64;
/** Zoom the fit never passes: one aircraft, or a fleet at one airport, shows its region, not a runway. */
export const FIT_MAX_ZOOM = 6;
/** Zoom when there is nothing to fit. */
export const EMPTY_VIEW = { center: [112, 30] as [number, number], zoom: 3 };

/**
 * South-west and north-east corners around the points, [lon, lat]; null for none. Longitudes are
 * unwrapped so a fleet across the antimeridian (Tokyo to Anchorage) is not fitted the long way round.
 */
export function boundsOf(points: readonly { lat: number; lon: number }[]): Bounds | null {
  const ok = points.filter((p) => Number.isFinite(p.lat) && Number.isFinite(p.lon));
  if (ok.length === 0) return null;
  const norm = (lon: number) => (lon > 180 || lon < -180 ? ((((lon + 180) % 360) + 360) % 360) - 180 : lon);
  const lons = ok.map((p) => norm(p.lon)).sort((a, b) => a - b);
  // the widest gap between neighbouring longitudes (round the globe) is the side left out
  let gap = lons[0]! + 360 - lons[lons.length - 1]!;
  let at = 0;
  for (let i = 1; i < lons.length; i++) {
    if (lons[i]! - lons[i - 1]! > gap) {
      gap = lons[i]! - lons[i - 1]!;
      at = i;
    }
  }
  const west = lons[at]!;
  const east = at === 0 ? lons[lons.length - 1]! : lons[at - 1]! + 360;
  const lats = ok.map((p) => p.lat);
  return [
    [west, Math.min(...lats)],
    [east, Math.max(...lats)],
  ];
}
