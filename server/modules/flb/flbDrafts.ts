/**
 * Drafts of flight logs from the ADS-B track (docs/decisions.md, "Flight logs (FLB)"): when a
 * landing of a leg is detected, and every minute for legs landed within the last three hours (the
 * IN time appears only once the aircraft stands), the leg's positions (its aircraft over the leg's
 * window) give the OOOI times, durations, landings, distance and night time. A leg without a log
 * gets a draft (origin adsb); a draft no user has touched is refreshed; anything else is left alone.
 * Safe with several server processes: one log per leg (unique leg_id, insert … on conflict do
 * nothing) and refreshes guarded by the version read.
 */
import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { draftFromSamples, type TrackDraft } from '../../../src/domain/flb/draft';
import { STAND_MAX_KT, TAXI_MIN_KT } from '../../../src/domain/flb/oooi';
import type { PositionSample } from '../../../src/domain/track/types';
import { legWindow } from '../../../src/domain/track/match';
import { LegState } from '../../../src/domain/trip/states';
import type { Db, DbOrTx } from '../../db/client';
import { flightLogs, trackEvents, tripLegs } from '../../db/schema';
import { scheduleRounds } from '../../lib/intervalJob';
import { createPositionRepository } from '../track/positionRepository';
import { createFlbRepository, type FlbRepository, type LegRow, type LogRow } from './flbRepository';

const SYSTEM = { id: null, name: 'ADS-B' };
/** Legs landed within this long are drafted or refreshed by the job. */
export const REFRESH_WINDOW_MS = 3 * 60 * 60_000;

/** What a new log of the leg starts with: the aircraft's fuel unit, the scheduled crew, the passengers. */
export async function legDefaults(repo: FlbRepository, leg: LegRow): Promise<Partial<LogRow>> {
  const facts = await repo.aircraftFacts(leg.aircraftId);
  const pax = await repo.passengerCount(leg.id);
  return { fuelUnit: facts.fuelUnit, operatingCrew: await repo.scheduledCrew(leg.id), paxNum: pax > 0 ? pax : null };
}

/** The draft the leg's positions give (null: no position of its aircraft in the leg's window). */
export async function draftOfLeg(tx: DbOrTx, leg: LegRow): Promise<TrackDraft | null> {
  if (!leg.aircraftId) return null;
  const repo = createFlbRepository(tx);
  const [from, to] = legWindow({
    id: leg.id,
    legState: leg.legState,
    plannedDepartureMs: leg.plannedDepartureUtc.getTime(),
    plannedArrivalMs: leg.plannedArrivalUtc.getTime(),
    actualOffMs: leg.actualOffUtc?.getTime() ?? null,
    actualOnMs: leg.actualOnUtc?.getTime() ?? null,
  });
  const samples = await repo.samples(leg.aircraftId, from, to);
  if (samples.length === 0) return null;
  const fields = await createPositionRepository(tx).elevations([leg.departureIcao, leg.arrivalIcao]);
  const basis = (await repo.settings(leg.companyId)).flightTimeBasis;
  const elevations = { departure: fields.get(leg.departureIcao)?.elevationFt ?? null, arrival: fields.get(leg.arrivalIcao)?.elevationFt ?? null };
  const first = draftFromSamples(samples, elevations, basis);
  const onUtc = first.figures.onUtc ?? null;
  const cut = onUtc === null ? -1 : nextLegMove(samples, leg.id, onUtc);
  return cut < 0 ? first : draftFromSamples(samples.slice(0, cut), elevations, basis);
}

/**
 * A quick turn-round: after the landing, the aircraft stands, then moves again on a position matched
 * to another leg (the next leg's taxi-out, inside this leg's window). The index of that movement
 * (the track is cut there, so this leg ends standing and keeps its IN), or -1.
 */
export function nextLegMove(samples: readonly (PositionSample & { legId: string | null })[], legId: string, onUtc: number): number {
  let stood = false;
  for (let i = 0; i < samples.length; i++) {
    const s = samples[i]!;
    if (s.time <= onUtc) continue;
    const speed = s.gsKt ?? 0;
    if (s.onGround && speed < STAND_MAX_KT) stood = true;
    else if (stood && s.legId !== null && s.legId !== legId && speed >= TAXI_MIN_KT) return i;
  }
  return -1;
}

const at = (v: number | null | undefined) => (v === null || v === undefined ? null : new Date(v));
const whole = (v: number | null | undefined) => (v === null || v === undefined ? null : Math.round(v));

/**
 * The log's values from a draft: the draft itself, its notes, and the ADS-B fields (all of them;
 * with `keepKnown`, a field the track could not tell keeps the log's value).
 */
export function adsbValues(d: TrackDraft, keepKnown: boolean): Partial<LogRow> {
  const f = d.figures;
  const all: Partial<LogRow> = {
    outUtc: at(f.outUtc),
    offUtc: at(f.offUtc),
    onUtc: at(f.onUtc),
    inUtc: at(f.inUtc),
    blockMinutes: whole(f.blockMinutes),
    airMinutes: whole(f.airMinutes),
    flightMinutes: whole(f.flightMinutes),
    landings: whole(f.landings),
    mileageKm: f.mileageKm === null || f.mileageKm === undefined ? null : Math.round(f.mileageKm * 10) / 10,
    nightMinutes: whole(f.nightMinutes),
  };
  const values = keepKnown ? Object.fromEntries(Object.entries(all).filter(([, v]) => v !== null)) : all;
  return { ...values, adsb: f, adsbNotes: d.notes };
}

/** Key order aside (jsonb keeps its own), the same figures. */
const canonical = (v: unknown) => JSON.stringify(Object.entries((v ?? {}) as Record<string, unknown>).filter(([, x]) => x !== null && x !== undefined).sort(([a], [b]) => a.localeCompare(b)));
const sameDraft = (a: unknown, b: unknown) => canonical(a) === canonical(b);

/**
 * Drafts the leg's log from its positions, or refreshes an untouched ADS-B draft. Answers what it
 * did. Never changes a log a user touched, a confirmed or a synced one.
 */
export async function draftForLeg(db: Db, companyId: string, legId: string): Promise<'created' | 'refreshed' | 'unchanged' | 'skipped'> {
  return db.transaction(async (tx) => {
    const [leg] = await tx.select().from(tripLegs).where(and(eq(tripLegs.companyId, companyId), eq(tripLegs.id, legId))).limit(1);
    if (!leg || !leg.aircraftId || (leg.legState !== LegState.flown && leg.legState !== LegState.flying)) return 'skipped';
    const repo = createFlbRepository(tx);
    const existing = await repo.logOfLeg(legId);
    if (existing && (existing.touched || existing.status !== 'draft' || existing.origin !== 'adsb')) return 'skipped';
    const d = await draftOfLeg(tx, leg);
    if (!d || d.figures.onUtc === null || d.figures.onUtc === undefined) return 'skipped';
    const values = adsbValues(d, false);
    if (!existing) {
      const defaults = await legDefaults(repo, leg);
      const [row] = await tx
        .insert(flightLogs)
        .values({ ...defaults, ...values, companyId, legId, tripId: leg.tripId, aircraftId: leg.aircraftId, origin: 'adsb', status: 'draft', createAuthor: SYSTEM.name, updateAuthor: SYSTEM.name } as never)
        .onConflictDoNothing({ target: flightLogs.legId })
        .returning();
      if (!row) return 'unchanged'; // another process drafted it meanwhile
      await repo.insertVersion(row, 'draft', null, SYSTEM);
      return 'created';
    }
    if (sameDraft(existing.adsb, values.adsb) && sameDraft(existing.adsbNotes, values.adsbNotes)) return 'unchanged';
    const [row] = await tx
      .update(flightLogs)
      .set({ ...values, version: sql`${flightLogs.version} + 1`, updateTime: new Date(), updateAuthorId: null, updateAuthor: SYSTEM.name } as never)
      .where(and(eq(flightLogs.id, existing.id), eq(flightLogs.version, existing.version), eq(flightLogs.touched, false)))
      .returning();
    if (!row) return 'unchanged';
    await repo.insertVersion(row, 'draft', null, SYSTEM);
    return 'refreshed';
  });
}

type Log = (msg: string, err: unknown) => void;

/** After ingestion: a landing proposed or confirmed for a leg drafts its log. */
export async function draftAfterEvents(db: Db, companyId: string, found: readonly { legId: string; kind: string; status: string }[], log?: Log) {
  const legs = [...new Set(found.filter((e) => e.kind === 'landing' && (e.status === 'proposed' || e.status === 'confirmed')).map((e) => e.legId))];
  for (const legId of legs) {
    try {
      await draftForLeg(db, companyId, legId);
    } catch (err) {
      log?.(`flight log draft of leg ${legId} failed`, err);
    }
  }
}

/** Legs landed within the window (recorded or detected) whose log is missing or an untouched ADS-B draft. */
export async function refreshRecent(db: Db, now = Date.now()): Promise<number> {
  const since = new Date(now - REFRESH_WINDOW_MS);
  const landed = await db
    .selectDistinct({ id: tripLegs.id, companyId: tripLegs.companyId })
    .from(tripLegs)
    .leftJoin(flightLogs, eq(flightLogs.legId, tripLegs.id))
    .leftJoin(trackEvents, and(eq(trackEvents.legId, tripLegs.id), eq(trackEvents.kind, 'landing'), inArray(trackEvents.status, ['proposed', 'confirmed'])))
    .where(
      and(
        or(gt(tripLegs.actualOnUtc, since), gt(trackEvents.time, since)),
        or(isNull(flightLogs.id), and(eq(flightLogs.origin, 'adsb'), eq(flightLogs.status, 'draft'), eq(flightLogs.touched, false))),
      ),
    )
    .limit(500);
  let changed = 0;
  for (const leg of landed) {
    const done = await draftForLeg(db, leg.companyId, leg.id);
    if (done === 'created' || done === 'refreshed') changed++;
  }
  return changed;
}

/** Runs `refreshRecent` every minute; answers the stop function (waits for a round in progress). */
export function scheduleFlbDraftJob(db: Db, log: { error: (o: object, m: string) => void; info: (o: object, m: string) => void }, intervalMs = 60_000) {
  return scheduleRounds(
    () => refreshRecent(db).then((n) => n > 0 && log.info({ changed: n }, 'flight logs: drafts from the track')),
    (err) => log.error({ err }, 'flight log draft job failed'),
    intervalMs,
  );
}
