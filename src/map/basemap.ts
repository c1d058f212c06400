/**
 * The offline basemap: Natural Earth land and country borders from `world-atlas` (1:50m), built
 * at runtime into a MapLibre style with GeoJSON sources only — no tiles, sprites or glyphs from the
 * network. Rings crossing the antimeridian are unwrapped (longitudes past ±180 draw in the next
 * world copy) and rings around a pole are closed along it, or a band would cross the map.
 */
import type { StyleSpecification } from 'maplibre-gl';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countries50 from 'world-atlas/countries-50m.json';
import land50 from 'world-atlas/land-50m.json';

type Ring = [number, number][];
export const POLE_LAT = 85;

export interface BasemapTheme {
  ocean: string;
  land: string;
  border: string;
  coast: string;
}

export const THEMES: Record<'light' | 'dark', BasemapTheme> = {
  light: { ocean: '#d4e1ec', land: '#f3f1ea', border: '#c2b9a7', coast: '#8fa9c2' },
  dark: { ocean: '#0d1620', land: '#1b2631', border: '#3b4a5c', coast: '#2f4d6b' },
};

/** A ring with consecutive longitudes less than 180° apart; a ring around a pole is closed along it. */
export function unwrapRing(ring: Ring): Ring {
  const out: Ring = [];
  let prev: number | null = null;
  for (const [lon0, lat] of ring) {
    let lon = lon0;
    if (prev !== null) {
      while (lon - prev > 180) lon -= 360;
      while (lon - prev < -180) lon += 360;
    }
    out.push([lon, lat]);
    prev = lon;
  }
  const first = out[0];
  const last = out[out.length - 1];
  if (first && last && Math.abs(last[0] - first[0]) > 180) {
    const pole = (out.reduce((s, p) => s + p[1], 0) / out.length) < 0 ? -POLE_LAT : POLE_LAT;
    out.push([last[0], pole], [first[0], pole], [first[0], first[1]]);
  }
  return out.map(([lon, lat]) => [lon, Math.max(-POLE_LAT, Math.min(POLE_LAT, lat))]);
}

/** Lines split where they jump across the antimeridian. */
export function splitLines(lines: Ring[]): Ring[] {
  const out: Ring[] = [];
  for (const line of lines) {
    let cur: Ring = [];
    for (let i = 0; i < line.length; i++) {
      if (i > 0 && Math.abs(line[i]![0] - line[i - 1]![0]) > 180) {
        if (cur.length > 1) out.push(cur);
        cur = [];
      }
      cur.push(line[i]!);
    }
    if (cur.length > 1) out.push(cur);
  }
  return out;
}

type Poly = { type: 'Polygon'; coordinates: Ring[] } | { type: 'MultiPolygon'; coordinates: Ring[][] };

function fixPolygons(geom: Poly): GeoJSON.MultiPolygon {
  const polys = geom.type === 'Polygon' ? [geom.coordinates] : geom.coordinates;
  return { type: 'MultiPolygon', coordinates: polys.map((rings) => rings.map(unwrapRing)) };
}

let cached: { land: GeoJSON.FeatureCollection; borders: GeoJSON.FeatureCollection } | null = null;

/** Land polygons and country borders as GeoJSON (computed once). */
export function basemapData() {
  if (cached) return cached;
  const landTopo = land50 as unknown as Topology<{ land: GeometryCollection }>;
  const countriesTopo = countries50 as unknown as Topology<{ countries: GeometryCollection }>;
  const landFc = feature(landTopo, landTopo.objects.land) as unknown as GeoJSON.FeatureCollection<Poly>;
  const borders = mesh(countriesTopo, countriesTopo.objects.countries, (a, b) => a !== b) as GeoJSON.MultiLineString;
  cached = {
    land: { type: 'FeatureCollection', features: landFc.features.map((f) => ({ type: 'Feature', properties: {}, geometry: fixPolygons(f.geometry) })) },
    borders: { type: 'FeatureCollection', features: [{ type: 'Feature', properties: {}, geometry: { type: 'MultiLineString', coordinates: splitLines(borders.coordinates as Ring[]) } }] },
  };
  return cached;
}

export function basemapStyle(theme: 'light' | 'dark'): StyleSpecification {
  const c = THEMES[theme];
  const data = basemapData();
  return {
    version: 8,
    sources: {
      // 1:50m needs no tiles past zoom 6 (over-zoomed beyond): far less work for the worker
      land: { type: 'geojson', data: data.land, attribution: 'Natural Earth', maxzoom: 6, tolerance: 0.5 },
      borders: { type: 'geojson', data: data.borders, maxzoom: 6, tolerance: 0.5 },
    },
    layers: [
      { id: 'ocean', type: 'background', paint: { 'background-color': c.ocean } },
      { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': c.land } },
      { id: 'coast', type: 'line', source: 'land', paint: { 'line-color': c.coast, 'line-width': 0.8 } },
      { id: 'borders', type: 'line', source: 'borders', paint: { 'line-color': c.border, 'line-width': 0.7, 'line-dasharray': [3, 2] } },
    ],
  };
}
