/**
 * Deterministic roster for benchmarks/duty.bench.ts: `crew` pilots, each with their own leg
 * assignments (`DutyLeg[]`) from `historyDays` before the window to its end (`days`). mulberry32
 * (src/domain/random.ts), one seed for the whole roster: the same roster on every run.
 *
 * Each pilot walks through time from a random phase of their work cycle:
 * - 96 % short-haul (business-jet and charter flying in one region: China/Hong Kong/Japan/Korea,
 *   Europe, the US, New Zealand/Australia — zones crossed inside the region): duties of 1–4 legs
 *   (45/40/10/5 %; blocks from great-circle distance, ≤ 2,900 km a leg and ≤ 1,500 km in 3–4-leg
 *   duties, nearer airports likelier; 45–75 min turns), 2 pilots (3 with a class 2–3 rest facility
 *   on 5 % of the 1–2-leg duties); work runs of 6 duties (4, 5 or 7 now and then), rests 12–13 h at
 *   base and 10.5–11.5 h away, then 50–58 h off (36–44 h 5 % of the time). A pilot away from base
 *   at the end of a run goes home positioning; 4 % of duties start with a positioning leg.
 * - 4 % long-haul (ZBAA–EGLL, EGLL–KJFK, RJTT–KLAX, NZAA–KLAX, ZSPD–EDDF, EGLL–OMDB; 7–14 h
 *   blocks): 3 pilots (4 past 11 h of block), class 1–2 rest facility; a 24–40 h layover, home
 *   (10 % of returns positioning), then 5–7 days off.
 * - A few violations: 1 % of rests 8–9.5 h (below every preset's 10 h, so the two duties become
 *   one long FDP), 2 % of rests at base 10.5–12 h (EASA's 12 h), some short days off and long runs
 *   (periodic rest), and whatever the report times drifting round the clock give (night reports,
 *   WOCL, four sectors late in the day).
 */
import type { DutyLeg } from '../../src/domain/dutyTime/build';
import { mulberry32 } from '../../src/domain/random';
import { zoneOffsetMinutes } from '../../src/domain/trip/time';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

export interface Airport {
  icao: string;
  zone: string;
  lat: number;
  lon: number;
}

const A = (icao: string, zone: string, lat: number, lon: number): Airport => ({ icao, zone, lat, lon });
export const AIRPORTS: Record<string, Airport> = Object.fromEntries(
  [
    A('ZBAA', 'Asia/Shanghai', 40.08, 116.58),
    A('ZSPD', 'Asia/Shanghai', 31.14, 121.81),
    A('ZGGG', 'Asia/Shanghai', 23.39, 113.3),
    A('ZUUU', 'Asia/Shanghai', 30.58, 103.95),
    A('ZSHC', 'Asia/Shanghai', 30.23, 120.43),
    A('ZGSZ', 'Asia/Shanghai', 22.64, 113.81),
    A('VHHH', 'Asia/Hong_Kong', 22.31, 113.92),
    A('RJTT', 'Asia/Tokyo', 35.55, 139.78),
    A('RKSI', 'Asia/Seoul', 37.46, 126.44),
    A('EGLL', 'Europe/London', 51.47, -0.45),
    A('LFPG', 'Europe/Paris', 49.01, 2.55),
    A('EDDF', 'Europe/Berlin', 50.03, 8.56),
    A('LEMD', 'Europe/Madrid', 40.47, -3.56),
    A('LIRF', 'Europe/Rome', 41.8, 12.25),
    A('EHAM', 'Europe/Amsterdam', 52.31, 4.76),
    A('LSZH', 'Europe/Zurich', 47.46, 8.55),
    A('OMDB', 'Asia/Dubai', 25.25, 55.36),
    A('KJFK', 'America/New_York', 40.64, -73.78),
    A('KORD', 'America/Chicago', 41.97, -87.91),
    A('KDEN', 'America/Denver', 39.86, -104.67),
    A('KLAX', 'America/Los_Angeles', 33.94, -118.41),
    A('KMIA', 'America/New_York', 25.79, -80.29),
    A('KBOS', 'America/New_York', 42.36, -71.01),
    A('KIAD', 'America/New_York', 38.95, -77.46),
    A('KLAS', 'America/Los_Angeles', 36.08, -115.15),
    A('KSFO', 'America/Los_Angeles', 37.62, -122.38),
    A('NZAA', 'Pacific/Auckland', -37.01, 174.79),
    A('NZCH', 'Pacific/Auckland', -43.49, 172.53),
    A('YSSY', 'Australia/Sydney', -33.95, 151.18),
    A('YMML', 'Australia/Melbourne', -37.67, 144.84),
    A('YBBN', 'Australia/Brisbane', -27.38, 153.12),
    A('NZWN', 'Pacific/Auckland', -41.33, 174.81),
  ].map((a) => [a.icao, a]),
);

const REGIONS: readonly (readonly string[])[] = [
  ['ZBAA', 'ZSPD', 'ZSHC', 'ZGGG', 'ZGSZ', 'ZUUU', 'VHHH', 'RJTT', 'RKSI'],
  ['EGLL', 'LFPG', 'EDDF', 'EHAM', 'LSZH', 'LEMD', 'LIRF'],
  ['KJFK', 'KBOS', 'KIAD', 'KORD', 'KDEN', 'KLAS', 'KLAX', 'KSFO', 'KMIA'],
  ['NZAA', 'NZWN', 'NZCH', 'YSSY', 'YMML', 'YBBN'],
];
const LONG_HAUL: readonly (readonly [string, string])[] = [
  ['ZBAA', 'EGLL'],
  ['EGLL', 'KJFK'],
  ['RJTT', 'KLAX'],
  ['NZAA', 'KLAX'],
  ['ZSPD', 'EDDF'],
  ['EGLL', 'OMDB'],
];
const SHORT_HAUL_MAX_KM = 2_900;
const MULTI_SECTOR_MAX_KM = 1_500;

export function distanceKm(a: Airport, b: Airport): number {
  const r = Math.PI / 180;
  const h = Math.sin(((b.lat - a.lat) * r) / 2) ** 2 + Math.cos(a.lat * r) * Math.cos(b.lat * r) * Math.sin(((b.lon - a.lon) * r) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** Block minutes on a 5-min grid: 25 min of taxi and climb plus ~780 km/h. */
export const blockMinutes = (from: string, to: string) => Math.round((25 + distanceKm(AIRPORTS[from]!, AIRPORTS[to]!) / 13) / 5) * 5;

export interface CrewRoster {
  id: string;
  homeBaseIcao: string;
  homeZone: string;
  longHaul: boolean;
  /** Every leg from the first history day to the end of the window, in departure order. */
  legs: DutyLeg[];
}

export interface Roster {
  crew: CrewRoster[];
  historyStart: number;
  windowStart: number;
  windowEnd: number;
  legs: number;
  positioningLegs: number;
}

export interface RosterOptions {
  seed: number;
  crew: number;
  days: number;
  historyDays: number;
  /** First instant of the window (UTC ms). */
  windowStart: number;
}

export function generateRoster(o: RosterOptions): Roster {
  const rnd = mulberry32(o.seed);
  const between = (a: number, b: number) => a + rnd() * (b - a);
  const int = (a: number, b: number) => Math.floor(between(a, b + 1));
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  const grid = (ms: number) => Math.ceil(ms / (5 * MIN)) * 5 * MIN;
  const historyStart = o.windowStart - o.historyDays * DAY;
  const windowEnd = o.windowStart + o.days * DAY;
  const crew: CrewRoster[] = [];
  let legCount = 0;
  let positioningCount = 0;

  for (let c = 0; c < o.crew; c++) {
    const longHaul = rnd() < 0.04;
    const region = pick(REGIONS);
    const pair = pick(LONG_HAUL);
    const home = longHaul ? pair[0] : pick(region);
    const homeZone = AIRPORTS[home]!.zone;
    const legs: DutyLeg[] = [];
    let n = 0;
    const leg = (from: string, to: string, departure: number, pilots: number, positioning: boolean, restFacilityClass: 1 | 2 | 3 | null): DutyLeg => {
      const l: DutyLeg = {
        legId: `C${c}-L${++n}`,
        departure,
        arrival: departure + blockMinutes(from, to) * MIN,
        departureIcao: from,
        arrivalIcao: to,
        departureZone: AIRPORTS[from]!.zone,
        arrivalZone: AIRPORTS[to]!.zone,
        positioning,
        pilots,
        restFacilityClass,
      };
      legs.push(l);
      if (positioning) positioningCount++;
      return l;
    };
    // the first report: 05:00–10:00 local on a random day of the first cycle
    const offset = zoneOffsetMinutes(homeZone, historyStart);
    let report = grid(historyStart + int(0, 5) * DAY + (5 * 60 - offset) * MIN + between(0, 5) * HOUR);
    let at = home;

    if (longHaul) {
      const far = pair[1];
      while (report < windowEnd) {
        const pilots = blockMinutes(home, far) > 11 * 60 ? 4 : 3;
        const cls = rnd() < 0.7 ? 1 : 2;
        const out = leg(home, far, report + 60 * MIN, pilots, false, cls);
        report = grid(out.arrival + 30 * MIN + between(24, 40) * HOUR);
        if (report >= windowEnd) break;
        const back = leg(far, home, report + 60 * MIN, pilots, rnd() < 0.1, cls);
        report = grid(back.arrival + 30 * MIN + between(120, 160) * HOUR);
      }
    } else {
      const near = (from: string) => region.filter((x) => x !== from && distanceKm(AIRPORTS[from]!, AIRPORTS[x]!) <= SHORT_HAUL_MAX_KM);
      /** A destination within `maxKm` (the nearest when none), nearer ones likelier (weight 1/km). */
      const nearby = (from: string, maxKm: number) => {
        const options = region.filter((x) => x !== from).map((x) => ({ x, km: distanceKm(AIRPORTS[from]!, AIRPORTS[x]!) }));
        const within = options.filter((o) => o.km <= maxKm);
        const pool = within.length ? within : [options.reduce((a, b) => (b.km < a.km ? b : a))];
        const total = pool.reduce((s, o) => s + o.km ** -1.5, 0);
        let u = rnd() * total;
        for (const o of pool) if ((u -= o.km ** -1.5) <= 0) return o.x;
        return pool[pool.length - 1]!.x;
      };
      let run = 0;
      let runLength = 6;
      const newRun = () => {
        const r = rnd();
        runLength = r < 0.05 ? 4 : r < 0.3 ? 5 : r < 0.95 ? 6 : 7;
        run = 0;
      };
      newRun();
      run = int(0, runLength - 1); // a random phase of the cycle
      while (report < windowEnd) {
        run++;
        const lastOfRun = run >= runLength;
        const r = rnd();
        const sectors = r < 0.45 ? 1 : r < 0.85 ? 2 : r < 0.95 ? 3 : 4;
        const maxKm = sectors >= 3 ? MULTI_SECTOR_MAX_KM : SHORT_HAUL_MAX_KM;
        const pilots = sectors <= 2 && rnd() < 0.05 ? 3 : 2;
        const cls = pilots === 3 ? (rnd() < 0.5 ? 2 : 3) : null;
        let t = report + 60 * MIN;
        let arrival = t;
        if (rnd() < 0.04) {
          const to = nearby(at, SHORT_HAUL_MAX_KM);
          arrival = leg(at, to, t, 2, true, null).arrival;
          at = to;
          t = grid(arrival + between(45, 75) * MIN);
        }
        for (let s = 0; s < sectors; s++) {
          // the last sector goes home most of the time
          const to = s === sectors - 1 && at !== home && near(at).includes(home) && rnd() < 0.7 ? home : nearby(at, maxKm);
          arrival = leg(at, to, t, pilots, false, cls).arrival;
          at = to;
          t = grid(arrival + between(45, 75) * MIN);
        }
        if (lastOfRun && at !== home) {
          // home as a passenger before the days off (via a neighbour when home is too far)
          const via = near(at).includes(home) ? home : (near(at).find((x) => near(x).includes(home)) ?? home);
          arrival = leg(at, via, t, 2, true, null).arrival;
          at = via;
          if (via !== home) arrival = leg(via, home, grid(arrival + 45 * MIN), 2, true, null).arrival;
          at = home;
        }
        const release = arrival + 30 * MIN;
        let rest: number;
        if (lastOfRun) {
          rest = (rnd() < 0.05 ? between(36, 44) : between(50, 58)) * HOUR;
          newRun();
        } else {
          const q = rnd();
          rest = (q < 0.01 ? between(8, 9.5) : at === home ? (q < 0.03 ? between(10.5, 12) : between(12, 13)) : between(10.5, 11.5)) * HOUR;
        }
        report = grid(release + rest);
      }
    }
    legCount += legs.length;
    crew.push({ id: `C${c}`, homeBaseIcao: home, homeZone, longHaul, legs });
  }
  return { crew, historyStart, windowStart: o.windowStart, windowEnd, legs: legCount, positioningLegs: positioningCount };
}
