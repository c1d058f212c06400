/**
 * Seeded demo data of the flight map stories: airports of East Asia, Europe and North America,
 * planned routes between them, aircraft in flight with two-hour trails sampled every 10 s along
 * their great circles (one across the antimeridian, one over the pole) and a few on the ground.
 * Deterministic: a fixed `now` and mulberry32.
 */
import { simulatePosition } from '../../src/domain/track/flightProfile';
import { mulberry32 } from '../../src/domain/random';
import type { MapAircraft, MapAirport, MapRoute, MapTrail } from '../../src/map/types';

export const STORY_NOW = Date.parse('2026-11-24T06:00:00Z');
const MIN = 60_000;

const AIRPORTS: [string, number, number][] = [
  ['ZBAA', 40.0801, 116.5846], ['ZSSS', 31.1979, 121.3363], ['ZSPD', 31.1434, 121.8052], ['ZGSZ', 22.6393, 113.8107], ['ZGGG', 23.3924, 113.2988],
  ['VHHH', 22.308, 113.9185], ['ZUUU', 30.5785, 103.9471], ['ZPPP', 25.1019, 102.9292], ['ZJSY', 18.3029, 109.4122], ['ZSAM', 24.544, 118.1277],
  ['RJTT', 35.5523, 139.78], ['RKSI', 37.4691, 126.4505], ['WSSS', 1.3502, 103.9944], ['VTBD', 13.9126, 100.6068], ['UUWW', 55.5915, 37.2615],
  ['EGLF', 51.2758, -0.7763], ['LFPB', 48.9694, 2.4414], ['EDDM', 48.3538, 11.7861], ['OMDB', 25.2528, 55.3644], ['PHNL', 21.3187, -157.9225],
  ['KTEB', 40.85, -74.0608], ['KVNY', 34.2098, -118.49], ['PANC', 61.1743, -149.9963], ['CYVR', 49.1939, -123.1844], ['ZYTX', 41.6398, 123.4834],
];
const pos = (icao: string) => {
  const a = AIRPORTS.find((x) => x[0] === icao)!;
  return { lat: a[1], lon: a[2] };
};

/** [from, to, minutes in the air so far, total minutes] of the flights in the air at STORY_NOW. */
const FLIGHTS: [string, string, number, number][] = [
  ['ZBAA', 'ZSSS', 70, 135], ['ZGSZ', 'ZBAA', 40, 200], ['VHHH', 'RJTT', 150, 240], ['RJTT', 'PHNL', 300, 420],
  ['ZBAA', 'KTEB', 500, 780], ['EGLF', 'OMDB', 120, 400], ['WSSS', 'ZGGG', 90, 230], ['UUWW', 'ZBAA', 200, 420],
];

export interface MapStoryData {
  airports: MapAirport[];
  routes: MapRoute[];
  aircraft: MapAircraft[];
  trails: MapTrail[];
}

export function mapStoryData(seed = 20_261_124): MapStoryData {
  const rnd = mulberry32(seed);
  const uses = new Map<string, number>();
  const routes: MapRoute[] = [];
  const aircraft: MapAircraft[] = [];
  const trails: MapTrail[] = [];
  FLIGHTS.forEach(([from, to, flown, total], i) => {
    uses.set(from, (uses.get(from) ?? 0) + 1);
    uses.set(to, (uses.get(to) ?? 0) + 1);
    const legId = `leg-${i}`;
    const aircraftId = `ac-${i}`;
    const off = STORY_NOW - flown * MIN;
    const flight = { from: pos(from), to: pos(to), offTime: off, onTime: off + total * MIN };
    routes.push({ legId, from: pos(from), to: pos(to), color: [35, 133, 81] });
    const points = [];
    for (let t = Math.max(off, STORY_NOW - 120 * MIN); t <= STORY_NOW; t += 10_000) {
      const p = simulatePosition(flight, t)!;
      points.push({ time: t, lat: p.lat, lon: p.lon, altFt: p.altFt });
    }
    trails.push({ legId, aircraftId, points });
    const now = simulatePosition(flight, STORY_NOW)!;
    aircraft.push({ aircraftId, legId, tailNo: `B-${(3000 + Math.floor(rnd() * 6000)).toString(16).toUpperCase()}`, lat: now.lat, lon: now.lon, trackDeg: now.trackDeg, altFt: now.altFt, gsKt: now.gsKt, onGround: false, time: STORY_NOW - Math.floor(rnd() * 5000) });
  });
  // three on the ground, one of them not heard from for an hour
  (['ZBAA', 'ZSSS', 'VHHH'] as const).forEach((icao, i) => {
    const p = pos(icao);
    aircraft.push({ aircraftId: `gnd-${i}`, legId: null, tailNo: `B-G${i + 1}0${i}`, lat: p.lat + 0.01, lon: p.lon + 0.01, trackDeg: 90 * i, altFt: null, gsKt: 0, onGround: true, time: STORY_NOW - (i === 2 ? 60 * MIN : 30_000), stale: i === 2 });
  });
  // four planned (released) routes still on the ground
  (
    [
      ['ZSSS', 'ZGSZ'], ['ZUUU', 'ZPPP'], ['RKSI', 'ZYTX'], ['LFPB', 'EDDM'],
    ] as const
  ).forEach(([from, to], i) => routes.push({ legId: `planned-${i}`, from: pos(from), to: pos(to), color: [45, 114, 210] }));
  for (const [from, to] of [['ZSSS', 'ZGSZ'], ['ZUUU', 'ZPPP'], ['RKSI', 'ZYTX'], ['LFPB', 'EDDM']]) {
    uses.set(from!, (uses.get(from!) ?? 0) + 1);
    uses.set(to!, (uses.get(to!) ?? 0) + 1);
  }
  const airports = AIRPORTS.map(([icao, lat, lon]) => ({ icao, lat, lon, uses: uses.get(icao) ?? 0 }));
  return { airports, routes, aircraft, trails };
}
