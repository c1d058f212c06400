/**
 * The fleet schedule's invariants on the server (docs/decisions.md, "Fleet schedule"): an aircraft
 * is not given two overlapping legs unless the operator forces it with a reason, and its ferry
 * legs are re-planned after every trip or leg command by the pure planner of
 * src/domain/trip/ferry.ts, in the command's transaction, under per-aircraft advisory locks.
 */
import type { ScheduleErrorKey } from '../../../../src/domain/trip/ferry';
import {
  DEFAULT_CRUISE_KMH,
  FERRY_NATURE,
  FERRY_PURPOSE,
  SK,
  ferryFrozen,
  firstOverlap,
  newTooShort,
  planFerries,
  type DesiredFerry,
  type PlanLeg,
} from '../../../../src/domain/trip/ferry';
import { blank } from '../../../../src/domain/trip/guards';
import { estimateEteMinutes, greatCircleKm, DEFAULT_TAXI_MINUTES } from '../../../../src/domain/trip/schedule';
import { LegState } from '../../../../src/domain/trip/states';
import { AppError } from '../../../lib/errors';
import { TripEventCode, type FunctionCode } from '../../../../src/domain/trip/functionCodes';
import type { Tx } from '../../../db/client';
import type { Ctx } from '../../../lib/context';
import type { Author } from '../../../lib/crud';
import type { LegInsert, LegRow, TripRepository } from './tripRepository';
import { legView } from './tripRules';
import { createScheduleRepository } from './scheduleRepository';

/** What the schedule writes with: tripCommand's `Writer` (declared here to keep the import one-way). */
export interface Writer {
  tx: Tx;
  repo: TripRepository;
  ctx: Ctx;
  author: Author;
  forced: string | null;
  addLeg(values: Omit<LegInsert, 'companyId'>, command: string): Promise<LegRow>;
  changeLeg(leg: LegRow, values: Partial<LegInsert>, command: string): Promise<LegRow>;
  event(code: FunctionCode, tripId: string, legId: string | null, payload: Record<string, unknown>): Promise<void>;
}

const DEPARTED: readonly number[] = [LegState.flying, LegState.flown];
const live = (r: LegRow | undefined) => r !== undefined && r.legState !== LegState.cancelled;
/** Committed ferries never move (`ferryFrozen`): departed, or released for a leg that is still live. */
const frozen = (r: LegRow, byId: ReadonlyMap<string, LegRow>) =>
  r.isFerry && ferryFrozen({ departed: DEPARTED.includes(r.legState), released: r.legState === LegState.released }, live(r.ferryForLegId ? byId.get(r.ferryForLegId) : undefined));

const scheduleError = (key: ScheduleErrorKey, params: Record<string, string | number>) => new AppError(400, key, params);

/** The planner's view of an aircraft's legs. */
export function planLegs(rows: readonly LegRow[]): PlanLeg[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return rows.map((r) => planLeg(r, frozen(r, byId)));
}

function planLeg(r: LegRow, isFrozen: boolean): PlanLeg {
  return {
    id: r.id,
    from: r.departureIcao,
    to: r.arrivalIcao,
    departure: r.plannedDepartureUtc.getTime(),
    arrival: r.plannedArrivalUtc.getTime(),
    cancelled: r.legState === LegState.cancelled,
    isFerry: r.isFerry,
    frozen: isFrozen,
    departed: DEPARTED.includes(r.legState),
    ferryForLegId: r.ferryForLegId,
  };
}

/**
 * The overlap rule of a leg that gets an aircraft or new times: refused with
 * `trip.error.aircraftOverlap` (the other leg's tail, trip and leg number) unless `force` carries a
 * reason. Answers the value to store in `forced_overlap_reason`: the reason when given, else null.
 * Customer legs and committed ferries count; movable ferries are re-planned after the command.
 */
export async function checkOverlap(w: Writer, leg: { id: string; aircraftId: string; departure: Date; arrival: Date }, force: string | null | undefined): Promise<string | null> {
  const repo = createScheduleRepository(w.tx);
  const companyId = w.ctx.principal.companyId;
  await repo.lockAircraft([leg.aircraftId]);
  const rows = await repo.legsOfAircraft(companyId, leg.aircraftId);
  const others = planLegs(rows)
    .map((p, i) => ({ ...p, row: rows[i]! }))
    .filter((p) => !p.isFerry || p.frozen);
  const hit = firstOverlap({ id: leg.id, departure: leg.departure.getTime(), arrival: leg.arrival.getTime() }, others);
  const reason = blank(force) ? null : force!.trim();
  if (hit && reason === null) {
    const tailNo = (await repo.aircraftPerformance(companyId, leg.aircraftId))?.tailNo ?? '';
    throw scheduleError(SK.aircraftOverlap, { tailNo, tripNumber: hit.row.tripNumber, legNumber: hit.row.legNumber });
  }
  if (reason !== null) w.forced = reason;
  return reason;
}

/** Aircraft of the legs. */
export const aircraftOf = (legs: readonly LegRow[]): string[] => [...new Set(legs.flatMap((l) => (l.aircraftId ? [l.aircraftId] : [])))];

/**
 * Re-plans the ferries of every aircraft the command's trip had or has legs on. `before` are the
 * trip's legs (ferries included) before the command. Ferry gaps too short for a ferry that the
 * command introduced are refused with `trip.error.ferryWindowTooShort` unless the command was
 * forced (`w.forced`). Writes inserts, moves and removals with leg logs (command 'ferry'), one
 * FERRY_FLIGHT_CHANGE event per changed aircraft, and bumps the version of the other trips whose
 * ferries changed (their open dialogs must reload: D8 "fleet schedule changed, reload").
 */
/** What the ferry plan of a leg depends on; a command that changes none of it for any leg leaves the ferries as they are. */
const scheduleKey = (r: LegRow) =>
  [r.id, r.aircraftId, r.departureIcao, r.arrivalIcao, r.plannedDepartureUtc.getTime(), r.plannedArrivalUtc.getTime(), r.legState === LegState.cancelled, DEPARTED.includes(r.legState), r.legState === LegState.released, r.legNumber, r.tripNumber, r.customerId].join('|');

/** True when some leg's aircraft, route, times, cancellation, release or departure, or its place in the trip changed. */
export function scheduleChanged(before: readonly LegRow[], after: readonly LegRow[]): boolean {
  if (before.length !== after.length) return true;
  const keys = new Set(before.map(scheduleKey));
  return after.some((r) => !keys.has(scheduleKey(r)));
}

/**
 * Re-plans the ferry legs of the aircraft the command touched (inserts, moves, removes); answers the
 * ids of the ferries it moved, other trips' included, whose crew must still be free at the new times.
 */
export async function replanFerries(w: Writer, tripId: string, before: readonly LegRow[], after: readonly LegRow[]): Promise<string[]> {
  // evaluation, airworthiness, crew, flight plan, ready, documents, submit, receive: nothing to re-plan
  if (!scheduleChanged(before, after)) return [];
  const repo = createScheduleRepository(w.tx);
  const companyId = w.ctx.principal.companyId;
  const ids = [...new Set([...aircraftOf(before), ...aircraftOf(after)])].sort();
  await repo.lockAircraft(ids);
  const touched = new Set<string>();
  const movedFerries: string[] = [];
  for (const aircraftId of ids) {
    const rows = await repo.legsOfAircraft(companyId, aircraftId);
    const perf = await repo.aircraftPerformance(companyId, aircraftId);
    const pos = await repo.positions(rows.flatMap((r) => [r.departureIcao, r.arrivalIcao]));
    const ete = (from: string, to: string) => {
      const a = pos.get(from);
      const b = pos.get(to);
      return estimateEteMinutes(a && b ? greatCircleKm(a, b) : 0, perf?.cruiseSpeedKmh || DEFAULT_CRUISE_KMH, perf?.taxiMinutes ?? DEFAULT_TAXI_MINUTES);
    };
    const plan = planFerries({ legs: planLegs(rows), eteMinutes: ete });
    const earlier = [...rows.filter((r) => r.tripId !== tripId), ...before.filter((r) => r.aircraftId === aircraftId)];
    const introduced = newTooShort(planFerries({ legs: planLegs(earlier), eteMinutes: ete }).tooShort, plan.tooShort);
    const byId = new Map(rows.map((r) => [r.id, r]));
    if (introduced.length > 0 && w.forced === null) {
      const t = introduced[0]!;
      const target = byId.get(t.forLegId)!;
      throw scheduleError(SK.ferryWindowTooShort, { tailNo: perf?.tailNo ?? '', from: t.from, to: t.to, tripNumber: target.tripNumber, legNumber: target.legNumber });
    }
    const forcedFor = new Set(introduced.map((t) => t.forLegId));
    const values = (d: DesiredFerry) => {
      const target = byId.get(d.forLegId)!;
      return {
        tripId: target.tripId,
        tripNumber: target.tripNumber,
        customerId: target.customerId,
        legNumber: target.legNumber,
        departureIcao: d.from,
        arrivalIcao: d.to,
        plannedDepartureUtc: new Date(d.departure),
        plannedArrivalUtc: new Date(d.arrival),
        eteMinutes: Math.round((d.arrival - d.departure) / 60_000),
        ferryForLegId: d.forLegId,
        ...(forcedFor.has(d.forLegId) ? { forcedOverlapReason: w.forced } : {}),
      };
    };
    const changed: string[] = [];
    let inserted = 0;
    let moved = 0;
    let removed = 0;
    for (const d of plan.insert) {
      const target = byId.get(d.forLegId)!;
      const row = await w.addLeg(
        { ...values(d), purpose: FERRY_PURPOSE, operationNature: FERRY_NATURE, legState: LegState.planned, releaseStatus: target.releaseStatus, aircraftId, isFerry: true },
        'ferry',
      );
      changed.push(row.tripId);
      inserted++;
    }
    for (const u of plan.update) {
      const row = byId.get(u.id)!;
      // a moved ferry is a new flight: its airworthiness and flight plan go (as on a new aircraft)
      const after = await w.changeLeg(row, { ...values(u.ferry), legState: LegState.planned, airworthiness: null, hasFlightPlan: false }, 'ferry');
      changed.push(row.tripId, after.tripId);
      movedFerries.push(row.id);
      moved++;
    }
    for (const id of plan.remove) {
      const row = byId.get(id)!;
      await repo.deleteLeg(id);
      await w.repo.insertLegLog({ companyId, legId: id, tripId: row.tripId, userId: w.author.id, userName: w.author.name, command: 'ferry', before: legView(row), after: null });
      changed.push(row.tripId);
      removed++;
    }
    // kept ferries follow their leg's number, trip number and customer (an insertion renumbers legs)
    for (const id of plan.keep) {
      const row = byId.get(id)!;
      const target = row.ferryForLegId ? byId.get(row.ferryForLegId) : undefined;
      if (!target || DEPARTED.includes(row.legState) || row.legState === LegState.released) continue;
      if (row.legNumber !== target.legNumber || row.tripNumber !== target.tripNumber || row.customerId !== target.customerId) {
        await w.changeLeg(row, { legNumber: target.legNumber, tripNumber: target.tripNumber, customerId: target.customerId }, 'ferry');
        changed.push(row.tripId);
      }
    }
    if (changed.length > 0) {
      for (const t of changed) touched.add(t);
      await w.event(TripEventCode.ferry, tripId, null, { aircraftId, tailNo: perf?.tailNo ?? null, inserted, moved, removed });
    }
  }
  touched.delete(tripId);
  await repo.bumpTrips([...touched], w.author);
  return movedFerries;
}
