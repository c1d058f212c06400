/**
 * The demo's flight logs: every flown demo leg gets its track posted through position ingestion as
 * the simulator would have sent it, which drafts its log from ADS-B like any landing; the seats then
 * work the logs as they would: control fills fuel, engines and APU and confirms most of them, crew
 * corrects a block-in time on some, a few legs had no ADS-B coverage and their logs are typed by
 * crew with an explained block-time correction, the newest landings wait for confirmation, and
 * quality marks one confirmed log for recheck. Deterministic: choices follow the legs' order.
 */
import type { Db } from '../db/client';
import type { Ctx } from '../lib/context';
import { AppError } from '../lib/errors';
import type { Services } from '../services';
import { flownTrack, type SimulatedLeg } from '../modules/track/simulator';
import { flownSimulatedLegs } from '../modules/track/trackRepository';

type Detail = NonNullable<Awaited<ReturnType<Services['flb']['byLeg']>>>;

export interface FlightLogSeats {
  control: Ctx;
  crew: Ctx;
  /** Quality (operations evaluation) marks a log for recheck. */
  quality: Ctx;
}

export interface FlightLogCounts {
  logs: number;
  confirmed: number;
  typed: number;
  corrected: number;
  drafts: number;
  recheck: number;
}

const MIN = 60_000;
/** Legs that landed this recently keep their ADS-B draft for the dispatcher to confirm. */
const FRESH_MS = 12 * 60 * MIN;
/** Every n-th flown leg flew without ADS-B coverage: its log is typed by crew. */
const TYPED_EVERY = 11;
/** Every n-th leg's block-in is corrected by crew from the aircraft's own record. */
const CORRECTED_EVERY = 7;
const LB_PER_KG = 2.20462262;

const ms = (v: Date | string | null | undefined): number | null => (v === null || v === undefined ? null : new Date(v).getTime());
const iso = (v: number) => new Date(v).toISOString();

/** Fuel of a flight in the log's unit: burn from the air and taxi minutes, a deterministic remaining quantity before uplift. */
function fuelOf(d: Detail, i: number) {
  const air = d.airMinutes ?? 0;
  const taxi = Math.max(0, (d.blockMinutes ?? air) - air);
  const burnKgH = 850 + (i % 5) * 90;
  const k = d.fuelUnit === 'lbs' ? LB_PER_KG : 1;
  const flightFuel = Math.round(((air / 60) * burnKgH * k) / 10) * 10;
  const blockFuel = flightFuel + Math.round(((taxi / 60) * 300 * k) / 10) * 10;
  const remainFuel = Math.round(((1200 + (i % 7) * 150) * k) / 10) * 10;
  const upliftFuel = Math.max(0, Math.round((blockFuel + 1800 * k - remainFuel) / 100) * 100);
  return { remainFuel, upliftFuel, totalFuel: remainFuel + upliftFuel, blockFuel, flightFuel };
}

/** Engine and APU figures: each installed engine ran the block time, one cycle per landing. */
function runsOf(d: Detail, i: number) {
  const block = d.blockMinutes ?? d.airMinutes ?? 0;
  const cycles = Math.max(1, d.landings ?? 1);
  return {
    engines: Object.fromEntries(d.installedEngines.map((p) => [p, { minutes: block, cycles }])),
    ...(d.hasApu ? { apuMinutes: 25 + (i % 4) * 5, apuCycles: 1 } : {}),
  };
}

/** Posts each flown leg's track through ingestion (drafting its log), except those that flew without coverage. */
async function postTracks(services: Services, companyId: string, legs: readonly SimulatedLeg[], typed: (i: number) => boolean): Promise<void> {
  let batch: ReturnType<typeof flownTrack> = [];
  const flush = async () => {
    if (batch.length === 0) return;
    await services.ingest.ingest(companyId, 'batch', { positions: batch });
    batch = [];
  };
  for (const [i, leg] of legs.entries()) {
    if (typed(i)) continue;
    batch.push(...flownTrack(leg));
    // one document per few legs: an aircraft's legs in order, detection state carried between documents
    if (batch.length > 4000) await flush();
  }
  await flush();
}

/**
 * A log typed by crew for a leg flown without ADS-B coverage: times from the leg and the aircraft's
 * record, not before the aircraft's previous block-in (`previousIn`, a quick turn-round).
 */
async function typeLog(services: Services, crew: Ctx, leg: SimulatedLeg, i: number, previousIn: number | null): Promise<Detail> {
  const air = ms(leg.actualOnUtc)! - ms(leg.actualOffUtc)!;
  const out = Math.max(ms(leg.actualOffUtc)! - (9 + (i % 4)) * MIN, previousIn ?? -Infinity);
  const off = Math.max(ms(leg.actualOffUtc)!, out + 5 * MIN);
  const on = off + air;
  const inn = on + (5 + (i % 3)) * MIN;
  const block = Math.round((inn - out) / MIN);
  return (await services.flb.create(crew, {
    legId: leg.id,
    outUtc: iso(out),
    offUtc: iso(off),
    onUtc: iso(on),
    inUtc: iso(inn),
    // the crew's block time from the aircraft's chock sensor, two minutes longer than the times typed
    blockMinutes: block + 2,
    airMinutes: Math.round(air / MIN),
    flightMinutes: block + 2,
    landings: 1,
    corrections: { blockMinutes: '按飞机轮挡传感器记录修正 (chock sensor record)', flightMinutes: '随轮挡时间修正 (follows the block time)' },
  })) as Detail;
}

/** A rule the log breaks (its times against the aircraft's previous log): it waits for the dispatcher. */
const refused = (e: unknown) => e instanceof AppError && String(e.key).startsWith('flb.');

export async function seedFlightLogs(db: Db, services: Services, seats: FlightLogSeats, now: number = Date.now()): Promise<FlightLogCounts> {
  const companyId = seats.control.principal.companyId;
  const legs = await flownSimulatedLegs(db, companyId, new Date(0), new Date(now + MIN));
  const typed = (i: number) => i % TYPED_EVERY === TYPED_EVERY - 6;
  await postTracks(services, companyId, legs, typed);

  const counts: FlightLogCounts = { logs: 0, confirmed: 0, typed: 0, corrected: 0, drafts: 0, recheck: 0 };
  let recheckCandidate: Detail | null = null;
  const lastIn = new Map<string, number>();
  for (const [i, leg] of legs.entries()) {
    let d = typed(i) ? null : ((await services.flb.byLeg(seats.control, leg.id)) as Detail | null);
    const manual = d === null;
    if (!d) d = await typeLog(services, seats.crew, leg, i, lastIn.get(leg.tailNo) ?? null);
    counts.logs++;
    if (manual) counts.typed++;
    const end = ms(d.inUtc) ?? ms(d.onUtc);
    if (end !== null) lastIn.set(leg.tailNo, Math.max(end, lastIn.get(leg.tailNo) ?? -Infinity));
    if (d.status !== 'draft') continue;
    if (now - (ms(leg.actualOnUtc) ?? now) < FRESH_MS && !manual) {
      counts.drafts++;
      continue;
    }
    try {
      if (!manual && i % CORRECTED_EVERY === 3 && d.inUtc) {
        // the crew's block-in from the aircraft's own record, three minutes after the stop ADS-B saw
        const inn = ms(d.inUtc)! + 3 * MIN;
        const block = d.outUtc ? Math.round((inn - ms(d.outUtc)!) / MIN) : null;
        d = (await services.flb.update(seats.crew, d.id, { version: d.version, inUtc: iso(inn), blockMinutes: block, flightMinutes: d.flightTimeBasis === 'block' ? block : d.flightMinutes, confirmLong: true })) as Detail;
        lastIn.set(leg.tailNo, Math.max(inn, lastIn.get(leg.tailNo) ?? -Infinity));
        counts.corrected++;
      }
      const paxNum = leg.isFerry ? 0 : (d.paxNum ?? 1 + (i % 5));
      d = (await services.flb.update(seats.control, d.id, { version: d.version, paxNum, ...fuelOf(d, i), ...runsOf(d, i), confirmLong: true })) as Detail;
      d = (await services.flb.confirm(seats.control, d.id, { version: d.version, confirmLong: true })) as Detail;
    } catch (e) {
      if (!refused(e)) throw e;
      counts.drafts++;
      continue;
    }
    counts.confirmed++;
    if (!manual && i % CORRECTED_EVERY === 3) recheckCandidate = d;
  }
  if (recheckCandidate) {
    await services.flb.recheck(seats.quality, recheckCandidate.id, { version: recheckCandidate.version, reason: '油量与加油单不符，请机组复核 (fuel does not match the uplift receipt)' });
    counts.recheck = 1;
  }
  return counts;
}
