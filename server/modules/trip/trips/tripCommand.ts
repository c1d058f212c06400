import { TripEventCode, type FunctionCode } from '../../../../src/domain/trip/functionCodes';
import { statusAfterFlight } from '../../../../src/domain/trip/completion';
import { LegState, TripStatus } from '../../../../src/domain/trip/states';
/**
 * One trip command = one transaction: bump the trip's version (404 out of scope, 412 stale; the
 * row stays locked until commit, so commands on one trip run one after the other), load the legs,
 * let the command decide through the domain rules, write leg logs and events.
 */
import type { Db, Tx } from '../../../db/client';
import { trips } from '../../../db/schema';
import { authorOf, type Ctx } from '../../../lib/context';
import { updateVersioned, type Author } from '../../../lib/crud';
import { scopeWhere } from '../../../lib/dataScope';
import { notFound } from '../../../lib/errors';
import { createTripRepository, type LegInsert, type LegRow, type TripRepository, type TripRow } from './tripRepository';
import { legView, tripView } from './tripRules';
import { legScope, tripScope } from './tripLists';
import { aircraftOf, replanFerries } from './fleetSchedule';
import { createScheduleRepository } from './scheduleRepository';
import { assertMovedLegsCrewFree } from '../legCrew/crewOverlap';
import { assertAssignedCrewHold, settleCrewComplement } from '../legCrew/crewRejudge';

type LegChange = 'new' | 'uncancelled' | 'times' | 'place';

/** How each live leg of `after` differs from `before`: new, back from cancelled, other planned block times, other aircraft or airports. */
function legChanges(before: readonly LegRow[], after: readonly LegRow[]): [LegRow, Set<LegChange>][] {
  const was = new Map(before.map((l) => [l.id, l]));
  const cancelled = (l: LegRow) => l.legState === LegState.cancelled;
  return after
    .filter((l) => !cancelled(l))
    .map((l): [LegRow, Set<LegChange>] => {
      const b = was.get(l.id);
      const changes = new Set<LegChange>();
      if (!b) return [l, changes.add('new')];
      if (cancelled(b)) changes.add('uncancelled');
      if (b.plannedDepartureUtc.getTime() !== l.plannedDepartureUtc.getTime() || b.plannedArrivalUtc.getTime() !== l.plannedArrivalUtc.getTime()) changes.add('times');
      if (b.aircraftId !== l.aircraftId || b.departureIcao !== l.departureIcao || b.arrivalIcao !== l.arrivalIcao) changes.add('place');
      return [l, changes];
    });
}
const changedBy = (before: readonly LegRow[], after: readonly LegRow[], kinds: readonly LegChange[]) =>
  legChanges(before, after)
    .filter(([, c]) => kinds.some((k) => c.has(k)))
    .map(([l]) => l.id);

/** Live legs of `after` that are new, no longer cancelled, or at other planned block times than in `before`. */
export const movedLegs = (before: readonly LegRow[], after: readonly LegRow[]) => changedBy(before, after, ['new', 'uncancelled', 'times']);

/** Legs that were in `before` and are live again, or have other planned times, aircraft or airports: their crew is judged again. */
export const legsChangedForCrew = (before: readonly LegRow[], after: readonly LegRow[]) => changedBy(before, after, ['uncancelled', 'times', 'place']);

/** Function codes of the events table (shared with the browser and the realtime publisher). */
export const EventCode = TripEventCode;
export type EventCode = FunctionCode;

/** What a command writes with: the transaction's repository and the recorders. */
export interface Writer {
  tx: Tx;
  repo: TripRepository;
  ctx: Ctx;
  author: Author;
  /** Inserts a leg, with its log row (before null). */
  addLeg(values: Omit<LegInsert, 'companyId'>, command: string): Promise<LegRow>;
  /** Changes a leg, with its log row (before and after). */
  changeLeg(leg: LegRow, values: Partial<LegInsert>, command: string): Promise<LegRow>;
  /** An event with the next sequence number of the company. */
  event(code: EventCode, tripId: string, legId: string | null, payload: Record<string, unknown>): Promise<void>;
  /** The operator's reason when the command accepted an aircraft overlap or a short ferry window (fleetSchedule.ts). */
  forced: string | null;
  /**
   * The trip and version this command answers with (set by `run`): every event of that trip carries
   * it as `payload.tripVersion`, so the tab whose own command caused an event can tell it shows it.
   */
  answers: { tripId: string; version: number } | null;
}

export function writerOf(tx: Tx, ctx: Ctx): Writer {
  const repo = createTripRepository(tx);
  const author = authorOf(ctx);
  const companyId = ctx.principal.companyId;
  const log = (leg: LegRow, before: LegRow | null, after: LegRow, command: string) =>
    repo.insertLegLog({ companyId, legId: leg.id, tripId: leg.tripId, userId: author.id, userName: author.name, command, before: before && legView(before), after: legView(after) });
  const writer: Writer = {
    tx,
    repo,
    ctx,
    author,
    forced: null,
    answers: null,
    async addLeg(values, command) {
      const row = await repo.insertLeg({ ...values, companyId, createAuthorId: author.id, createAuthor: author.name, updateAuthorId: author.id, updateAuthor: author.name });
      await log(row, null, row, command);
      return row;
    },
    async changeLeg(leg, values, command) {
      const after = await repo.setLeg(leg.id, values, author);
      await log(leg, leg, after, command);
      return after;
    },
    async event(code, tripId, legId, payload) {
      const a = writer.answers;
      const p = a && a.tripId === tripId ? { ...payload, tripVersion: a.version } : payload;
      await repo.appendEvent({ companyId, functionCode: code, tripId, legId, payload: p, userId: author.id, userName: author.name });
    },
  };
  return writer;
}

/** A trip with its customer itinerary (`legs`) and the ferry legs generated for it (`ferryLegs`). */
export type TripAnswer = ReturnType<typeof tripView> & { legs: ReturnType<typeof legView>[]; ferryLegs: ReturnType<typeof legView>[] };

/** Thrown out of a dry run's transaction so it rolls back; carries what the dry run saw. */
class DryRun extends Error {
  constructor(readonly value: unknown) {
    super('dry run');
  }
}

type CommandFn = (w: Writer, trip: TripRow, legs: LegRow[], ferries: LegRow[]) => Promise<void>;

export function createTripCommands(db: Db) {
  /**
   * A trip with the legs the caller may see: commands check the whole itinerary, but a user whose
   * data permissions leave out an aircraft or an airport is never shown that leg.
   */
  const answer = async (repo: TripRepository, trip: TripRow, ctx: Ctx): Promise<TripAnswer> => {
    const all = await repo.legsOf(trip.id, scopeWhere(legScope, ctx.principal));
    return { ...tripView(trip), legs: all.filter((l) => !l.isFerry).map(legView), ferryLegs: all.filter((l) => l.isFerry).map(legView) };
  };

  return {
    answer,
    scopeOfTrips: (ctx: Ctx) => scopeWhere(tripScope, ctx.principal),
    scopeOfLegs: (ctx: Ctx) => scopeWhere(legScope, ctx.principal),

    /**
     * Runs `fn` on the trip at `version` with its customer itinerary (`legs`, what trip commands
     * index) and its generated ferry legs; then re-plans the ferries of every aircraft the trip's legs
     * were or are on (fleetSchedule.ts). The aircraft known before are locked before the trip row,
     * so commands on two trips of one aircraft queue in the same order. Answers the trip after.
     */
    run(ctx: Ctx, tripId: string, version: number, fn: CommandFn): Promise<TripAnswer> {
      return db.transaction(async (tx) => (await exec(tx, ctx, tripId, version, fn)).answer);
    },

    /**
     * A dry run of a command: `run` in full (versions, ferries, completion) in a transaction that
     * is then rolled back; answers what `inspect` reads inside it after the command (nothing stays).
     */
    async preview<T>(ctx: Ctx, tripId: string, version: number, fn: CommandFn, inspect: (w: Writer, answer: TripAnswer) => Promise<T>): Promise<T> {
      try {
        await db.transaction(async (tx) => {
          const r = await exec(tx, ctx, tripId, version, fn);
          throw new DryRun(await inspect(r.w, r.answer));
        });
      } catch (e) {
        if (e instanceof DryRun) return e.value as T;
        throw e;
      }
      throw new Error('a dry run always rolls back');
    },

    /** The trip of a leg the caller can see (404 otherwise). */
    async tripOfLeg(ctx: Ctx, legId: string): Promise<string> {
      const leg = await createTripRepository(db).legInScope(scopeWhere(legScope, ctx.principal), legId);
      if (!leg) throw notFound();
      return leg.tripId;
    },
  };

  async function exec(tx: Tx, ctx: Ctx, tripId: string, version: number, fn: CommandFn): Promise<{ w: Writer; answer: TripAnswer }> {
    const w = writerOf(tx, ctx);
    await createScheduleRepository(tx).lockAircraft(aircraftOf(await w.repo.legsOf(tripId)));
    const trip = await updateVersioned(tx, trips, scopeWhere(tripScope, ctx.principal), tripId, version, {}, w.author);
    w.answers = { tripId: trip.id, version: trip.version };
    const before = await w.repo.legsOf(trip.id);
    await fn(w, trip, before.filter((l) => !l.isFerry), before.filter((l) => l.isFerry));
    const legsAfter = await w.repo.legsOf(trip.id);
    const movedFerries = await replanFerries(w, trip.id, before, legsAfter);
    // legs with crew at new times, ferries of other trips moved by the re-plan included: each crew
    // member still on one leg at a time (crewOverlap.ts)
    // a leg on another aircraft type needs that type's complement of cabin crew and engineers (the re-plan moves ferries only, never a leg's aircraft)
    await settleCrewComplement(tx, before, legsAfter, (leg, values, command) => w.changeLeg(leg, values, command));
    const legsNow = await w.repo.legsOf(trip.id);
    await assertMovedLegsCrewFree(tx, [...new Set([...movedLegs(before, legsNow), ...movedFerries])]);
    // crew on legs at other times, on another aircraft or between other airports still meet the crew rules there
    await assertAssignedCrewHold(tx, ctx.principal.companyId, [...legsChangedForCrew(before, legsNow), ...movedFerries]);
    let after = await w.repo.tripInScope(scopeWhere(tripScope, ctx.principal), tripId);
    if (!after) throw notFound();
    // the last live leg landed: completed; a landing reset (or a new leg) opens it again
    const status = statusAfterFlight({ status: after.status as TripStatus, locked: after.locked, legs: legsAfter.map((l) => ({ state: l.legState as LegState, isFerry: l.isFerry })) });
    if (status) {
      const from = after.status;
      after = await w.repo.setTrip(trip.id, { status });
      await w.event(status === TripStatus.completed ? EventCode.complete : EventCode.reopen, trip.id, null, { from, to: status });
    }
    return { w, answer: await answer(w.repo, after, ctx) };
  }
}

export type TripCommands = ReturnType<typeof createTripCommands>;
