/**
 * The demo's position source (docs/decisions.md, "Live map and positions"): every released or
 * flying leg of the operator is flown along its great circle on its times (src/domain/track/
 * flightProfile.ts) and its positions are posted through the public ingestion endpoint as a
 * readsb `aircraft.json`, with a key of its own, exactly as a receiver on the airfield would.
 * Instants are snapped to the tick grid, so several server processes simulating at once post the
 * same positions and the store keeps one of each. On start, legs already in the air get the
 * last hours of their track as one batch document.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { simulatePosition } from '../../../src/domain/track/flightProfile';
import { simulatedLegs } from './trackRepository';

export const SIMULATOR_KEY_NAME = 'simulator';
const MARGIN_MS = 15 * 60_000;
const BACKFILL_MS = 3 * 3_600_000;
const BACKFILL_STEP_MS = 20_000;

export type SimulatedLeg = Awaited<ReturnType<typeof simulatedLegs>>[number];
type Leg = SimulatedLeg;

function flight(l: Leg) {
  const off = (l.actualOffUtc ?? l.plannedDepartureUtc).getTime();
  const on = l.actualOnUtc?.getTime() ?? off + (l.plannedArrivalUtc.getTime() - l.plannedDepartureUtc.getTime());
  return {
    from: { lat: l.depLat, lon: l.depLon, elevationFt: l.depElevationFt ?? 0 },
    to: { lat: l.arrLat, lon: l.arrLon, elevationFt: l.arrElevationFt ?? 0 },
    offTime: off,
    onTime: on,
  };
}

/** Squawks stay the same for a leg: four octal digits from its id. */
function squawk(id: string): string {
  let h = 0;
  for (const c of id) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return (h % 4096).toString(8).padStart(4, '0').replace(/^7[567]/, '24');
}

/** One aircraft of a readsb document. */
function readsbEntry(l: Leg, t: number) {
  const p = simulatePosition(flight(l), t);
  if (!p) return null;
  return {
    hex: l.icao24!,
    type: 'adsb_icao',
    flight: (l.flightNo ?? l.tailNo).replace(/[^A-Z0-9]/gi, '').slice(0, 8).toUpperCase().padEnd(8, ' '),
    alt_baro: p.onGround ? 'ground' : Math.round(p.altFt),
    alt_geom: Math.round(p.altFt + 75),
    gs: Math.round(p.gsKt * 10) / 10,
    track: Math.round(p.trackDeg * 10) / 10,
    baro_rate: Math.round(p.vertRateFpm / 64) * 64,
    squawk: squawk(l.id),
    lat: Math.round(p.lat * 1e6) / 1e6,
    lon: Math.round(p.lon * 1e6) / 1e6,
    seen_pos: 0,
    seen: 0,
    messages: 1000,
    rssi: -12.5,
  };
}

/** A batch document's positions of a leg over [from, to), one every `step(t)` ms (snapped to that step). */
export function batchPositions(l: Leg, from: number, to: number, step: (t: number) => number) {
  const positions = [];
  for (let s = Math.ceil(from / step(from)) * step(from); s < to; s += step(s)) {
    const e = readsbEntry(l, s);
    if (!e) continue;
    positions.push({ icao24: e.hex, time: s, lat: e.lat, lon: e.lon, altBaroFt: e.alt_baro === 'ground' ? null : e.alt_baro, altGeomFt: e.alt_geom, onGround: e.alt_baro === 'ground', gsKt: e.gs, trackDeg: e.track, vertRateFpm: e.baro_rate, squawk: e.squawk, callsign: e.flight.trim() });
  }
  return positions;
}

/**
 * A flown leg's whole track as the simulator would have posted it, for the demo seed: every 20 s on
 * the ground and within 10 minutes of take-off and landing, every 2 minutes in between.
 */
export function flownTrack(l: Leg) {
  const f = flight(l);
  const near = 10 * 60_000;
  const dense = (t: number) => t < f.offTime + near || t > f.onTime - near;
  return batchPositions(l, f.offTime - 15 * 60_000, f.onTime + 15 * 60_000, (t) => (dense(t) ? 20_000 : 120_000));
}

export interface Simulator {
  /** Flies one tick at `now` (tests call it directly); answers the number of aircraft posted. */
  tick(now?: number): Promise<number>;
  stop(): Promise<void>;
}

export async function startSimulator(opts: { app: FastifyInstance; db: Db; companyId: string; intervalMs: number; autoStart?: boolean }): Promise<Simulator> {
  const { app, db, companyId, intervalMs } = opts;
  const ingest = app.services.ingest;
  // a key of its own each start; keys of earlier starts no process used for ten minutes go
  for (const k of await ingest.keys(companyId)) {
    const used = (k.lastUsedTime ?? k.createTime).getTime();
    if (k.name === SIMULATOR_KEY_NAME && !k.revokedTime && used < Date.now() - 10 * 60_000) await ingest.revokeKey(companyId, { id: k.id });
  }
  const { key } = await ingest.createKey(companyId, SIMULATOR_KEY_NAME);
  const backfilled = new Set<string>();

  async function post(format: 'readsb' | 'batch', payload: unknown): Promise<void> {
    const res = await app.inject({ method: 'POST', url: `/track/v1/positions/ingest?format=${format}`, headers: { 'x-ingest-key': key }, payload: payload as object });
    if (res.statusCode !== 200) app.log.warn({ status: res.statusCode, body: res.body.slice(0, 300) }, 'simulator: positions refused');
  }

  async function backfill(legs: Leg[], t: number): Promise<void> {
    const positions = [];
    for (const l of legs) {
      backfilled.add(l.id);
      const from = Math.max(flight(l).offTime - MARGIN_MS, t - BACKFILL_MS);
      positions.push(...batchPositions(l, from, t, () => BACKFILL_STEP_MS));
    }
    if (positions.length > 0) await post('batch', { positions });
  }

  async function tick(now: number = Date.now()): Promise<number> {
    const t = Math.floor(now / intervalMs) * intervalMs;
    const legs = await simulatedLegs(db, companyId, new Date(t), MARGIN_MS);
    const fresh = legs.filter((l) => !backfilled.has(l.id));
    if (fresh.length > 0) await backfill(fresh, t);
    const aircraft = legs.map((l) => readsbEntry(l, t)).filter((e) => e !== null);
    // one aircraft one position: a quick turn-round may put two legs of a tail in the window
    const byHex = new Map(aircraft.map((a) => [a.hex, a]));
    if (byHex.size > 0) await post('readsb', { now: t / 1000, messages: byHex.size * 1000, aircraft: [...byHex.values()] });
    return byHex.size;
  }

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const loop = () => {
    if (stopped) return;
    running = tick()
      .catch((err: unknown) => app.log.error({ err }, 'simulator tick failed'))
      .finally(() => {
        if (!stopped) timer = setTimeout(loop, intervalMs - (Date.now() % intervalMs) + 5);
      });
  };
  if (opts.autoStart !== false) loop();
  return {
    tick,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
