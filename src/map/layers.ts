/**
 * The deck.gl layers of the flight map, from its props: planned routes as great-circle paths,
 * airports sized by use with their codes, fading trails (TripsLayer), aircraft rotated by track
 * with their tail numbers. Timestamps of trails are seconds from a base near `now`, so float32
 * keeps sub-second precision on the GPU.
 */
import type { Layer } from '@deck.gl/core';
import { TripsLayer } from '@deck.gl/geo-layers';
import { IconLayer, PathLayer, ScatterplotLayer, TextLayer } from '@deck.gl/layers';
import { greatCircle } from '../domain/track/geo';
import { aircraftAtlas, ICON_MAPPING } from './icons';
import { labelCharacterSet } from './labels';
import type { FlightMapProps, MapAircraft, MapAirport, MapRoute, MapTrail, Rgb } from './types';

export const LAYER_IDS = { routes: 'routes', airports: 'airports', airportLabels: 'airport-labels', trails: 'trails', aircraft: 'aircraft', aircraftLabels: 'aircraft-labels' } as const;

const AIR: Rgb = [214, 96, 20];
const GROUND: Rgb = [95, 107, 124];
const SELECTED: Rgb = [205, 66, 70];

interface TrailDatum {
  legId: string;
  path: [number, number][];
  timestamps: number[];
  selected: boolean;
}

/** Unwrapped [lon, lat] path and seconds from `base`. */
export function trailData(trails: readonly MapTrail[], base: number, selectedLegId: string | null | undefined): TrailDatum[] {
  return trails.map((t) => {
    const path: [number, number][] = [];
    let prev: number | null = null;
    for (const p of t.points) {
      let lon = p.lon;
      if (prev !== null) {
        while (lon - prev > 180) lon -= 360;
        while (lon - prev < -180) lon += 360;
      }
      path.push([lon, p.lat]);
      prev = lon;
    }
    return { legId: t.legId, path, timestamps: t.points.map((p) => (p.time - base) / 1000), selected: t.legId === selectedLegId };
  });
}

export const aircraftColour = (a: MapAircraft, selectedLegId: string | null | undefined): [number, number, number, number] => {
  const rgb = a.legId !== null && a.legId === selectedLegId ? SELECTED : a.onGround ? GROUND : AIR;
  return [...rgb, a.stale ? 110 : 255];
};

/** Label sizes, px; the declutter estimates boxes with them. */
export const AIRPORT_LABEL_PX = 12;
export const AIRCRAFT_LABEL_PX = 13;
/** Where a label sits from its point, px (airport codes below the dot, tail numbers above the aircraft). */
export const AIRPORT_LABEL_OFFSET = 15;
export const AIRCRAFT_LABEL_OFFSET = -24;

export const airportLabelId = (a: MapAirport) => `ap:${a.icao}`;
export const aircraftLabelId = (a: MapAircraft) => `ac:${a.aircraftId}`;

/**
 * Labels: a bitmap glyph atlas holding every character of the labels (the SDF atlas of deck.gl
 * 9.3+ draws small glyphs thin and its outline not at all) on a tinted box for contrast.
 */
function labelProps(dark: boolean, characterSet: string[], weight: number) {
  return {
    fontFamily: 'Helvetica, Arial, "Liberation Sans", "Noto Sans CJK SC", "Microsoft YaHei", sans-serif',
    fontWeight: weight,
    characterSet,
    fontSettings: { sdf: false, fontSize: 64, buffer: 6 },
    getColor: (dark ? [226, 232, 240, 255] : [24, 32, 38, 255]) as [number, number, number, number],
    background: true,
    getBackgroundColor: (dark ? [13, 22, 32, 215] : [255, 255, 255, 215]) as [number, number, number, number],
    backgroundPadding: [4, 1, 4, 1] as [number, number, number, number],
  };
}

/** `shownLabels`: ids of the labels the declutter kept (all when null). */
export function buildLayers(p: FlightMapProps, base: number, dark: boolean, shownLabels: ReadonlySet<string> | null = null): Layer[] {
  const selected = p.selectedLegId ?? null;
  const halo: [number, number, number, number] = dark ? [13, 22, 32, 230] : [255, 255, 255, 230];
  const characterSet = labelCharacterSet([...p.airports.map((a) => a.icao), ...p.aircraft.map((a) => a.tailNo)]);
  const airportLabels = shownLabels ? p.airports.filter((a) => shownLabels.has(airportLabelId(a))) : p.airports;
  const aircraftLabels = shownLabels ? p.aircraft.filter((a) => shownLabels.has(aircraftLabelId(a))) : p.aircraft;
  const routeData = p.routes.map((r) => ({ ...r, path: greatCircle(r.from, r.to, 48) }));
  return [
    new PathLayer<MapRoute & { path: [number, number][] }>({
      id: LAYER_IDS.routes,
      data: routeData,
      getPath: (d) => d.path,
      getColor: (d) => [...d.color, d.selected ? 255 : 150],
      getWidth: (d) => (d.selected ? 4 : 2),
      widthUnits: 'pixels',
      pickable: true,
      updateTriggers: { getColor: selected, getWidth: selected },
    }),
    new ScatterplotLayer<MapAirport>({
      id: LAYER_IDS.airports,
      data: p.airports,
      getPosition: (d) => [d.lon, d.lat],
      getRadius: (d) => 3 + Math.min(9, Math.sqrt(d.uses) * 1.6),
      radiusUnits: 'pixels',
      getFillColor: dark ? [120, 160, 200, 230] : [45, 114, 210, 220],
      getLineColor: halo,
      lineWidthUnits: 'pixels',
      getLineWidth: 1.5,
      stroked: true,
      pickable: false,
    }),
    new TextLayer<MapAirport>({
      id: LAYER_IDS.airportLabels,
      data: airportLabels,
      getPosition: (d) => [d.lon, d.lat],
      getText: (d) => d.icao,
      getSize: AIRPORT_LABEL_PX,
      getPixelOffset: [0, AIRPORT_LABEL_OFFSET],
      ...labelProps(dark, characterSet, 600),
    }),
    new TripsLayer<TrailDatum>({
      id: LAYER_IDS.trails,
      data: trailData(p.trails, base, selected),
      getPath: (d) => d.path,
      getTimestamps: (d) => d.timestamps,
      getColor: (d) => (d.selected ? SELECTED : AIR),
      getWidth: (d) => (d.selected ? 4 : 3),
      widthUnits: 'pixels',
      currentTime: (p.now - base) / 1000,
      trailLength: (p.trailLengthMs ?? 2 * 3_600_000) / 1000,
      fadeTrail: true,
      capRounded: true,
      jointRounded: true,
      updateTriggers: { getColor: selected, getWidth: selected },
    }),
    new IconLayer<MapAircraft>({
      id: LAYER_IDS.aircraft,
      data: p.aircraft,
      getPosition: (d) => [d.lon, d.lat],
      // deck.gl takes any image source here; its types name only URLs and textures
      iconAtlas: aircraftAtlas() as unknown as string,
      iconMapping: ICON_MAPPING,
      getIcon: () => 'aircraft',
      getSize: (d) => (d.onGround ? 18 : 28),
      sizeUnits: 'pixels',
      // deck.gl turns icons counter-clockwise; tracks are clockwise from north
      getAngle: (d) => -(d.trackDeg ?? 0),
      getColor: (d) => aircraftColour(d, selected),
      pickable: true,
      updateTriggers: { getColor: selected },
    }),
    new TextLayer<MapAircraft>({
      id: LAYER_IDS.aircraftLabels,
      data: aircraftLabels,
      getPosition: (d) => [d.lon, d.lat],
      getText: (d) => d.tailNo,
      getSize: AIRCRAFT_LABEL_PX,
      getPixelOffset: [0, AIRCRAFT_LABEL_OFFSET],
      ...labelProps(dark, characterSet, 700),
    }),
  ];
}
