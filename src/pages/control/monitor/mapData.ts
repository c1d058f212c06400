/**
 * What the flight map draws for the monitoring screens, from the server's answers: airports of
 * the monitored legs (sized by how many legs use them), planned routes coloured by leg state,
 * aircraft at their last position and the trails of those flying. Pure: no React, no requests.
 */
import type { LiveAnswer, MonitorLegAnswer } from '../../../api/track';
import type { TrackPoint } from '../../../domain/track/types';
import { LegState } from '../../../domain/trip/states';
import type { MapAircraft, MapAirport, MapRoute, MapTrail } from '../../../map/types';

type Rgb = [number, number, number];
/** Route colours by leg state: released (waiting) blue, flying green, flown grey. */
export const ROUTE_COLOURS: Record<number, Rgb> = {
  [LegState.released]: [45, 114, 210],
  [LegState.flying]: [35, 133, 81],
  [LegState.flown]: [143, 153, 168],
};

export function mapAirports(legs: readonly MonitorLegAnswer[]): MapAirport[] {
  const byIcao = new Map<string, MapAirport>();
  const add = (icao: string, lat: number | null, lon: number | null) => {
    if (lat === null || lon === null) return;
    const a = byIcao.get(icao);
    if (a) a.uses++;
    else byIcao.set(icao, { icao, lat, lon, uses: 1 });
  };
  for (const l of legs) {
    add(l.departureIcao, l.depLat, l.depLon);
    add(l.arrivalIcao, l.arrLat, l.arrLon);
  }
  return [...byIcao.values()];
}

export function mapRoutes(legs: readonly MonitorLegAnswer[], selectedLegId: string | null): MapRoute[] {
  const out: MapRoute[] = [];
  for (const l of legs) {
    if (l.depLat === null || l.depLon === null || l.arrLat === null || l.arrLon === null) continue;
    out.push({
      legId: l.id,
      from: { lat: l.depLat, lon: l.depLon },
      to: { lat: l.arrLat, lon: l.arrLon },
      color: ROUTE_COLOURS[l.legState] ?? ROUTE_COLOURS[LegState.released]!,
      selected: l.id === selectedLegId,
    });
  }
  return out;
}

/** Aircraft with a position; `onlyLegs` keeps those on one of these legs or not on a leg at all. */
export function mapAircraft(live: LiveAnswer | null, onlyAircraft?: ReadonlySet<string>): MapAircraft[] {
  if (!live) return [];
  const out: MapAircraft[] = [];
  for (const a of live.aircraft) {
    if (a.lat === null || a.lon === null) continue;
    if (onlyAircraft && !onlyAircraft.has(a.aircraftId)) continue;
    out.push({
      aircraftId: a.aircraftId,
      legId: a.legId,
      tailNo: a.tailNo,
      lat: a.lat,
      lon: a.lon,
      trackDeg: a.trackDeg,
      altFt: a.altBaroFt ?? a.altGeomFt,
      gsKt: a.gsKt,
      onGround: a.onGround === true,
      time: Date.parse(a.time),
      stale: a.stale,
      label: a.callsign ?? undefined,
    });
  }
  return out;
}

/** Live trails, with the selected leg's whole track in place of its trail when it was loaded. */
export function mapTrails(live: LiveAnswer | null, selected: { legId: string; aircraftId: string; points: TrackPoint[] } | null, onlyAircraft?: ReadonlySet<string>): MapTrail[] {
  const out: MapTrail[] = [];
  for (const tr of live?.trails ?? []) {
    if (onlyAircraft && !onlyAircraft.has(tr.aircraftId)) continue;
    if (selected && tr.legId === selected.legId) continue;
    if (tr.legId && tr.points.length > 1) out.push({ legId: tr.legId, aircraftId: tr.aircraftId, points: tr.points });
  }
  if (selected && selected.points.length > 1) out.push({ legId: selected.legId, aircraftId: selected.aircraftId, points: selected.points });
  return out;
}

/** Bounds around every airport and aircraft, for the first fit ([[west, south], [east, north]]). */
export function boundsOf(points: readonly { lat: number; lon: number }[]): [[number, number], [number, number]] | null {
  if (points.length === 0) return null;
  let w = Infinity;
  let s = Infinity;
  let e = -Infinity;
  let n = -Infinity;
  for (const p of points) {
    w = Math.min(w, p.lon);
    e = Math.max(e, p.lon);
    s = Math.min(s, p.lat);
    n = Math.max(n, p.lat);
  }
  const pad = 1;
  return [
    [Math.max(-180, w - pad), Math.max(-85, s - pad)],
    [Math.min(180, e + pad), Math.min(85, n + pad)],
  ];
}
