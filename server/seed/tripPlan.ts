/**
 * A business-jet operator's year of trips, as a pure plan (no database): for each aircraft a chain
 * of charter trips between airports business jets really use, with the stage every leg has reached
 * relative to `now` (flown in the past, released today, evaluated next week, received or still with
 * customer service further out), a few cancellations, delays over 30 minutes with their reasons and
 * diversions. `tripWriter.ts` plays the plan through the services; benchmarks take the plan alone at
 * any size (2,000 aircraft and 100,000 legs in about a second).
 */
import { estimateEteMinutes, greatCircleKm, type LatLon } from '../../src/domain/trip/schedule';
import { mulberry32 } from '../../src/domain/random';

/** Airports with business-aviation traffic (FBO or GA terminal), with weights and positions. */
export const BIZJET_AIRPORTS: readonly { icao: string; weight: number; lat: number; lon: number }[] = [
  { icao: 'ZBAA', weight: 10, lat: 40.0801, lon: 116.5846 },
  { icao: 'ZBAD', weight: 3, lat: 39.5093, lon: 116.4105 },
  { icao: 'ZSSS', weight: 8, lat: 31.1979, lon: 121.3363 },
  { icao: 'ZSPD', weight: 4, lat: 31.1434, lon: 121.8052 },
  { icao: 'ZGSZ', weight: 7, lat: 22.6393, lon: 113.8107 },
  { icao: 'ZGGG', weight: 4, lat: 23.3924, lon: 113.2988 },
  { icao: 'VHHH', weight: 7, lat: 22.308, lon: 113.9185 },
  { icao: 'VMMC', weight: 2, lat: 22.1496, lon: 113.5915 },
  { icao: 'ZUUU', weight: 4, lat: 30.5785, lon: 103.9471 },
  { icao: 'ZUTF', weight: 2, lat: 30.3125, lon: 104.4411 },
  { icao: 'ZPPP', weight: 2, lat: 25.1019, lon: 102.9292 },
  { icao: 'ZHHH', weight: 2, lat: 30.7838, lon: 114.2081 },
  { icao: 'ZSHC', weight: 3, lat: 30.2295, lon: 120.4344 },
  { icao: 'ZSAM', weight: 2, lat: 24.544, lon: 118.1277 },
  { icao: 'ZJSY', weight: 4, lat: 18.3029, lon: 109.4122 },
  { icao: 'ZYTX', weight: 2, lat: 41.6398, lon: 123.4834 },
  { icao: 'ZSQD', weight: 2, lat: 36.3617, lon: 120.0883 },
  { icao: 'ZLXY', weight: 2, lat: 34.4471, lon: 108.7516 },
  { icao: 'ZSNJ', weight: 2, lat: 31.742, lon: 118.862 },
  { icao: 'ZWWW', weight: 1, lat: 43.9071, lon: 87.4742 },
  { icao: 'RJTT', weight: 3, lat: 35.5523, lon: 139.78 },
  { icao: 'RKSI', weight: 2, lat: 37.4691, lon: 126.451 },
  { icao: 'WSSS', weight: 3, lat: 1.3502, lon: 103.994 },
  { icao: 'VTBD', weight: 2, lat: 13.9126, lon: 100.607 },
  { icao: 'WMKK', weight: 1, lat: 2.7456, lon: 101.71 },
  { icao: 'OMDW', weight: 1, lat: 24.8966, lon: 55.1614 },
  { icao: 'LFPB', weight: 1, lat: 48.9694, lon: 2.4414 },
  { icao: 'EGGW', weight: 1, lat: 51.8747, lon: -0.3683 },
  { icao: 'UUWW', weight: 1, lat: 55.5915, lon: 37.2615 },
];

/** How far a leg has gone through the flow (each stage includes the ones before it). */
export type LegStage = 'draft' | 'submitted' | 'received' | 'evaluated' | 'aircraft' | 'ready' | 'released' | 'airborne' | 'landed';
export const LEG_STAGES: readonly LegStage[] = ['draft', 'submitted', 'received', 'evaluated', 'aircraft', 'ready', 'released', 'airborne', 'landed'];

export interface PlannedLeg {
  departureIcao: string;
  arrivalIcao: string;
  /** Epoch ms, UTC. */
  off: number;
  on: number;
  eteMinutes: number;
  flightNo: string;
  purpose: string;
  operationNature: string;
  stage: LegStage;
  /** Actual takeoff minus planned, minutes (flown or airborne legs). */
  delayMinutes: number;
  delayReason: string | null;
  /** A diversion recorded while airborne (the leg still lands at its destination afterwards). */
  diversion: { icao: string; reason: string } | null;
  /** Cancelled on its own (the trip goes on). */
  cancelled: boolean;
}

export interface PlannedTrip {
  aircraftIndex: number;
  customerIndex: number;
  legs: PlannedLeg[];
  /** The whole trip was cancelled by the customer or the company. */
  cancelled: 'customer' | 'company' | null;
  note: string | null;
}

export interface TripPlanOptions {
  /** Epoch ms; the plan is relative to it (the seed uses the current UTC day). */
  now: number;
  daysBack?: number;
  daysAhead?: number;
  seed?: number;
  /** Aircraft and customers available (indices into the reference data). */
  aircraft: readonly { typeCruiseKmh: number; taxiMinutes: number; baseIcao: string; flies: boolean }[];
  customers: number;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const DELAY_REASONS = ['旅客晚到 Passenger late', '航空器准备 Aircraft preparation', '空中流量控制 ATC flow control', '天气 Weather', '机场保障 Airport services'];
const DIVERSION_REASONS = ['目的地天气低于标准 Destination weather below minima', '跑道关闭 Runway closed', '旅客身体不适 Passenger unwell'];
const PURPOSES = ['business', 'business', 'business', 'private', 'medical'];

/** The stage a leg has reached, from its planned departure relative to now. */
export function stageAt(off: number, on: number, now: number, rnd: () => number): LegStage {
  if (on + HOUR < now) return 'landed';
  if (off < now) return 'airborne';
  const ahead = off - now;
  if (ahead < 36 * HOUR) return 'released';
  if (ahead < 4 * DAY) return 'ready';
  if (ahead < 7 * DAY) return 'aircraft';
  if (ahead < 11 * DAY) return 'evaluated';
  if (ahead < 18 * DAY) return 'received';
  return rnd() < 0.6 ? 'submitted' : 'draft';
}

/** The plan: trips of every flying aircraft from `daysBack` ago to `daysAhead` on, deterministic for one seed and `now`. */
export function generateTripPlan(opts: TripPlanOptions): PlannedTrip[] {
  const rnd = mulberry32(opts.seed ?? 20_261_122);
  const int = (n: number) => Math.floor(rnd() * n);
  const byIcao = new Map(BIZJET_AIRPORTS.map((a) => [a.icao, a]));
  const total = BIZJET_AIRPORTS.reduce((s, a) => s + a.weight, 0);
  const weighted = (not: string) => {
    for (;;) {
      let r = rnd() * total;
      for (const a of BIZJET_AIRPORTS) if ((r -= a.weight) < 0 && a.icao !== not) return a.icao;
    }
  };
  const pos = (icao: string): LatLon => ({ lat: byIcao.get(icao)?.lat ?? 0, lon: byIcao.get(icao)?.lon ?? 0 });
  const start = opts.now - (opts.daysBack ?? 60) * DAY;
  const end = opts.now + (opts.daysAhead ?? 30) * DAY;
  const trips: PlannedTrip[] = [];
  let flight = 0;

  opts.aircraft.forEach((ac, aircraftIndex) => {
    if (!ac.flies) return;
    let at = byIcao.has(ac.baseIcao) ? ac.baseIcao : 'ZBAA';
    // hours from midnight UTC, staggered so that not every aircraft departs at once
    let t = start + int(3) * DAY + (1 + int(10)) * HOUR;
    while (t < end) {
      // a trip of 1–4 legs; a quarter start somewhere else (the aircraft needs a ferry there)
      const legs: PlannedLeg[] = [];
      const count = 1 + (rnd() < 0.45 ? 1 : 0) + (rnd() < 0.2 ? 1 : 0) + (rnd() < 0.08 ? 1 : 0);
      let from = rnd() < 0.75 ? at : weighted(at);
      // starting elsewhere leaves the time to position the aircraft there (a ferry) plus three hours
      const positioning = from === at ? 0 : estimateEteMinutes(greatCircleKm(pos(at), pos(from)), ac.typeCruiseKmh, ac.taxiMinutes) * 60_000 + 3 * HOUR;
      let off = Math.round((t + positioning) / (5 * 60_000)) * 5 * 60_000;
      const purpose = PURPOSES[int(PURPOSES.length)]!;
      for (let k = 0; k < count; k++) {
        const to = weighted(from);
        const ete = estimateEteMinutes(greatCircleKm(pos(from), pos(to)), ac.typeCruiseKmh, ac.taxiMinutes);
        const on = off + ete * 60_000;
        const stage = stageAt(off, on, opts.now, rnd);
        const flown = stage === 'landed' || stage === 'airborne';
        const late = flown && rnd() < 0.14;
        const delayMinutes = flown ? (late ? 35 + int(150) : int(25)) : 0;
        legs.push({
          departureIcao: from,
          arrivalIcao: to,
          off,
          on,
          eteMinutes: ete,
          flightNo: `DBA${String(100 + (flight++ % 9_900)).padStart(4, '0')}`,
          purpose,
          operationNature: 'charter',
          stage,
          delayMinutes,
          delayReason: delayMinutes > 30 ? DELAY_REASONS[int(DELAY_REASONS.length)]! : null,
          diversion: stage === 'landed' && rnd() < 0.03 ? { icao: weighted(to), reason: DIVERSION_REASONS[int(DIVERSION_REASONS.length)]! } : null,
          cancelled: false,
        });
        from = to;
        // turnaround of 2–6 hours, or a stay of 1–3 days
        off = Math.round((on + (rnd() < 0.6 ? (2 + int(5)) * HOUR : (1 + int(3)) * DAY)) / (5 * 60_000)) * 5 * 60_000;
      }
      const future = legs[0]!.off > opts.now + DAY;
      const cancelled = future && rnd() < 0.05 ? (rnd() < 0.6 ? 'customer' : 'company') : null;
      // a later leg of a future multi-leg trip is sometimes cancelled on its own
      if (!cancelled && future && legs.length > 1 && rnd() < 0.1) legs[legs.length - 1]!.cancelled = true;
      trips.push({ aircraftIndex, customerIndex: int(Math.max(1, opts.customers)), legs, cancelled, note: null });
      at = legs.filter((l) => !l.cancelled).at(-1)!.arrivalIcao;
      const last = legs.at(-1)!;
      t = last.on + (1 + int(4)) * DAY - (last.on % DAY) + (1 + int(10)) * HOUR;
    }
  });
  return trips;
}

/** Stage reached by a trip: the furthest of its legs (the trip status follows the first steps). */
export function tripStage(trip: PlannedTrip): LegStage {
  let best = 0;
  for (const l of trip.legs) best = Math.max(best, LEG_STAGES.indexOf(l.stage));
  return LEG_STAGES[best]!;
}

export const stageReached = (stage: LegStage, atLeast: LegStage): boolean => LEG_STAGES.indexOf(stage) >= LEG_STAGES.indexOf(atLeast);
