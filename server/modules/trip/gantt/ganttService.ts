/**
 * The Gantt chart's server side (requirements D2, D4, D8): the fleet view's rows and leg bars
 * of a time window, and the drag of a leg to another aircraft or time — one trip command decided by
 * the domain's `moveVerdict` on the database state, written like a leg edit (docs/decisions.md,
 * "Trips and legs", "Fleet schedule"). A stale trip version answers 412, which the browser shows
 * as `trip.error.scheduleChanged` ("fleet schedule changed, reload").
 */
import type { GanttWindowBody, MoveLegBody } from '../../../../src/contract/trip/gantt';
import type { ErrorKey } from '../../../../src/domain/api';
import { editResets } from '../../../../src/domain/trip/editResets';
import { TK } from '../../../../src/domain/trip/errors';
import { assignAircraft } from '../../../../src/domain/trip/legFlow';
import { ganttStatusCode, moveVerdict } from '../../../../src/domain/trip/move';
import type { LegState, TripStatus } from '../../../../src/domain/trip/states';
import type { Db } from '../../../db/client';
import type { Ctx } from '../../../lib/context';
import { scopeWhere } from '../../../lib/dataScope';
import { AppError } from '../../../lib/errors';
import { unknownReference } from '../../../lib/resource';
import { aircraftScope } from '../../fleet/fleetService';
import { createDutyRepository } from '../../crew/dutyRepository';
import { createEventRepository } from '../../track/eventRepository';
import { detectedTimesOf } from '../../../../src/domain/trip/legProgress';
import type { DutyService } from '../../crew/dutyService';
import { checkOverlap, planLegs } from '../trips/fleetSchedule';
import { createGanttRepository } from './ganttRepository';
import { checkedWindow } from './ganttViews';
import { createScheduleRepository } from '../trips/scheduleRepository';
import { EventCode, type TripCommands } from '../trips/tripCommand';
import { legScope } from '../trips/tripLists';
import type { LegInsert } from '../trips/tripRepository';
import { allowed, legAmong, legFacts } from '../trips/tripRules';
import type { DutyChangeVerdict } from '../../../../src/contract/dutyTime';
import type { LegRow, TripRow } from '../trips/tripRepository';
import type { Writer } from '../trips/tripCommand';
import { targetUpkeep } from '../trips/upkeepCheck';
import { upkeepOf } from '../../fleet/upkeepFacts';
import { upkeepWire } from './ganttUpkeep';
import { createMovePreviewRepository, ferryChanges, readinessLost, type FerryView } from './movePreview';

type WindowLeg = Awaited<ReturnType<ReturnType<typeof createGanttRepository>['windowLegs']>>[number];

/**
 * The takeoff and landing detected from positions and still waiting for the dispatcher, on the legs
 * not landed yet whose departure is at most a day ahead (the only legs a detection can concern), so
 * the bars show the same "detected" state as the monitor (src/domain/trip/legProgress.ts).
 */
async function withDetectedTimes(db: Db, legs: readonly WindowLeg[]): Promise<(WindowLeg & { detectedOffUtc: string | null; detectedOnUtc: string | null })[]> {
  const soon = Date.now() + 86_400_000;
  const ids = legs.filter((l) => l.aircraftId !== null && l.actualOnUtc === null && new Date(l.plannedDepartureUtc).getTime() < soon).map((l) => l.id);
  const detected = detectedTimesOf(ids.length > 0 ? await createEventRepository(db).ofLegs(ids) : []);
  return legs.map((l) => ({ ...l, detectedOffUtc: detected.get(l.id)?.detectedOffUtc ?? null, detectedOnUtc: detected.get(l.id)?.detectedOnUtc ?? null }));
}

/** Version of the window's answer shape; the browser drops a cached window of another version. */
export const GANTT_SCHEMA_VERSION = 2;
const dayOf = (d: Date) => d.toISOString().slice(0, 10);

export type GanttWindowQuery = GanttWindowBody;
export type MoveBody = MoveLegBody;

/** What a dry run of the move records on its way (the preview's parts read before the write). */
interface DryRunSeen {
  leg: LegRow | null;
  aircraftIds: string[];
  ferriesBefore: FerryView[];
  warnings: { key: string; params?: Record<string, unknown> }[];
  duty: DutyChangeVerdict | null;
}

export function createGanttService(deps: { db: Db; commands: TripCommands; duty?: DutyService }) {
  const { db, commands, duty } = deps;

  return {
    /**
     * Aircraft rows within the caller's aircraft data permissions, and the live legs within the leg
     * data permissions whose planned block meets [from, to) widened by a day each side: on those
     * aircraft (`items`) or on none (`unassigned`), in one query; the rows' upkeep spans meeting
     * [from, to) and the faults and inspections behind them (the browser's move verdict).
     */
    async window(ctx: Ctx, q: GanttWindowQuery) {
      const { from, to, legsFrom, legsTo } = checkedWindow(q);
      const repo = createGanttRepository(db);
      const rows = (await repo.aircraftRows(scopeWhere(aircraftScope, ctx.principal))).map((r) => ({ ...r, ganttStatus: ganttStatusCode(r.status) }));
      const legs = await withDetectedTimes(db, await repo.windowLegs(scopeWhere(legScope, ctx.principal), legsFrom, legsTo, rows.map((r) => r.id)));
      const upkeep = await upkeepOf(db, ctx.principal.companyId, rows.map((r) => r.id), legsFrom, legsTo);
      return {
        rows,
        items: legs.filter((l) => l.aircraftId !== null),
        unassigned: legs.filter((l) => l.aircraftId === null),
        ...upkeepWire(upkeep, from.getTime(), to.getTime()),
        window: { from: from.toISOString(), to: to.toISOString() },
        schemaVersion: GANTT_SCHEMA_VERSION,
      };
    },

    /**
     * Moves a leg to an aircraft and a new departure, its flight time kept (`moveVerdict`): refusals
     * answer 400 with their key, warnings without `confirm` 400 `trip.error.confirmationRequired`
     * with `result.warnings`. New times reset what `editResets` says, a new aircraft follows
     * `assignAircraft`; leg log 'move', events as a leg edit writes them.
     */
    async move(ctx: Ctx, legId: string, body: MoveBody) {
      const tripId = await commands.tripOfLeg(ctx, legId);
      return commands.run(ctx, tripId, body.version, moveCommand(ctx, legId, body, null));
    },

    /**
     * The move's dry run (`MovePreview`): the same command in a transaction that is rolled back,
     * with warnings and the crew's duty verdict recorded instead of asked; refusals throw as in the move.
     */
    async previewMove(ctx: Ctx, legId: string, body: MoveBody) {
      const tripId = await commands.tripOfLeg(ctx, legId);
      const seen: DryRunSeen = { leg: null, aircraftIds: [], ferriesBefore: [], warnings: [], duty: null };
      return commands.preview(ctx, tripId, body.version, moveCommand(ctx, legId, body, seen), async (w) => {
        const repo = createMovePreviewRepository(w.tx);
        const before = seen.leg!;
        const after = (await w.repo.legsOf(before.tripId)).find((l) => l.id === before.id) ?? before;
        const state = async (l: LegRow) => ({
          aircraftId: l.aircraftId,
          tailNo: await repo.tailNo(l.aircraftId),
          legState: l.legState,
          airworthiness: l.airworthiness,
          hasFlightPlan: l.hasFlightPlan,
          plannedDepartureUtc: l.plannedDepartureUtc.toISOString(),
          plannedArrivalUtc: l.plannedArrivalUtc.toISOString(),
        });
        const ferries = ferryChanges(seen.ferriesBefore, await repo.ferries(ctx.principal.companyId, seen.aircraftIds));
        const iso = (f: FerryView) => ({ ...f, plannedDepartureUtc: f.plannedDepartureUtc.toISOString(), plannedArrivalUtc: f.plannedArrivalUtc.toISOString() });
        return {
          legId: before.id,
          before: await state(before),
          after: await state(after),
          readinessLost: readinessLost(before, after),
          warnings: seen.warnings,
          ferriesAdded: ferries.added.map(iso),
          ferriesRemoved: ferries.removed.map(iso),
          crew: await repo.crew(before.id, after.aircraftId),
          duty: seen.duty,
          version: body.version,
        };
      });
    },
  };

  /** The move as a trip command; with `seen` (a dry run) warnings and the duty verdict are recorded, not asked. */
  function moveCommand(ctx: Ctx, legId: string, body: MoveBody, seen: DryRunSeen | null) {
    return async (w: Writer, trip: TripRow, legs: LegRow[], ferries: LegRow[]) => {
      const leg = legAmong(legs, ferries, legId);
      const plane = await createGanttRepository(w.tx).aircraftInScope(scopeWhere(aircraftScope, ctx.principal), body.aircraftId);
      if (!plane) throw unknownReference('aircraftId', body.aircraftId);
      if (seen) {
        seen.leg = leg;
        seen.aircraftIds = [...new Set([leg.aircraftId, plane.id].filter((id): id is string => id !== null))];
        seen.ferriesBefore = await createMovePreviewRepository(w.tx).ferries(ctx.principal.companyId, seen.aircraftIds);
      }
      const schedule = createScheduleRepository(w.tx);
      await schedule.lockAircraft([plane.id]);
      const rows = await schedule.legsOfAircraft(ctx.principal.companyId, plane.id);
      const plan = planLegs(rows);
      const departure = new Date(body.plannedDepartureUtc);
      const arrivalAt = new Date(departure.getTime() + (leg.plannedArrivalUtc.getTime() - leg.plannedDepartureUtc.getTime()));
      const upkeep = await targetUpkeep(w.tx, ctx.principal.companyId, plane.id, departure, arrivalAt);
      const verdict = moveVerdict({
        trip: {
          status: trip.status as TripStatus,
          locked: trip.locked,
          legs: legs.map((l) => ({
            id: l.id,
            legNumber: l.legNumber,
            state: l.legState as LegState,
            locked: l.locked,
            aircraftId: l.aircraftId,
            departure: l.plannedDepartureUtc.getTime(),
            arrival: l.plannedArrivalUtc.getTime(),
          })),
        },
        leg: { id: leg.id, isFerry: leg.isFerry },
        target: { aircraftId: plane.id, tailNo: plane.tailNo, upkeep },
        departure: departure.getTime(),
        aircraftLegs: rows.map((r, i) => ({
          id: r.id,
          tripNumber: r.tripNumber,
          legNumber: r.legNumber,
          state: r.legState as LegState,
          isFerry: r.isFerry,
          departure: r.plannedDepartureUtc.getTime(),
          arrival: r.plannedArrivalUtc.getTime(),
          committed: plan[i]!.frozen,
        })),
        forceOverlapReason: body.forceOverlapReason ?? null,
      });
      if (verdict.status === 'refused') throw new AppError(400, verdict.key, verdict.params);
      if (verdict.status === 'warning' && body.confirm !== true) {
        const warnings = verdict.warnings.map((x) => ({ legNumber: leg.legNumber, field: null, key: x.key, params: x.params }));
        if (seen) seen.warnings = verdict.warnings.map((x) => ({ key: x.key, params: x.params as Record<string, unknown> }));
        else throw new AppError(400, TK.confirmationRequired, { warnings });
      }
      const arrival = new Date(verdict.arrival);
      const aircraftChanged = plane.id !== leg.aircraftId;
      const timesChanged = departure.getTime() !== leg.plannedDepartureUtc.getTime();
      if (!aircraftChanged && !timesChanged) return;

      const values: Partial<LegInsert> = {};
      if (aircraftChanged) {
        const next = allowed(assignAircraft(legFacts(leg)));
        Object.assign(values, { aircraftId: plane.id, legState: next.state, airworthiness: next.airworthiness, hasFlightPlan: next.hasFlightPlan });
      }
      if (timesChanged) {
        Object.assign(values, { plannedDepartureUtc: departure, plannedArrivalUtc: arrival });
        Object.assign(values, editResets((values.legState ?? leg.legState) as LegState, { route: false, times: true }));
      }
      // the same rule again under the writer: stores the reason and lets it force a short ferry window
      values.forcedOverlapReason = await checkOverlap(w, { id: leg.id, aircraftId: plane.id, departure, arrival }, body.forceOverlapReason);
      const snap = duty && timesChanged ? await duty.snapshot(w.tx, ctx, (await createDutyRepository(w.tx).pilotsOfLeg(leg.id)).map((p) => p.crewId), [leg.plannedDepartureUtc, departure]) : null;
      const after = await w.changeLeg(leg, values, 'move');
      const judge = () => duty?.judge(w.tx, ctx, snap, { tripId: trip.id, legId: leg.id, command: 'move', forceReason: body.dutyForceReason }) ?? null;
      if (!seen) await judge();
      else {
        try {
          seen.duty = (await judge()) as DutyChangeVerdict | null;
        } catch (e) {
          const d = e instanceof AppError ? (e.details as { duty?: DutyChangeVerdict } | undefined)?.duty : undefined;
          if (!d) throw e;
          seen.duty = d;
        }
      }

      const payload = {
        legNumber: leg.legNumber,
        command: 'move',
        before: { aircraftId: leg.aircraftId, plannedDepartureUtc: leg.plannedDepartureUtc.toISOString(), plannedArrivalUtc: leg.plannedArrivalUtc.toISOString() },
        after: { aircraftId: after.aircraftId, plannedDepartureUtc: after.plannedDepartureUtc.toISOString(), plannedArrivalUtc: after.plannedArrivalUtc.toISOString() },
      };
      if (aircraftChanged) await w.event(EventCode.aircraft, trip.id, leg.id, payload);
      if (timesChanged) {
        const dateChanged = dayOf(after.plannedDepartureUtc) !== dayOf(leg.plannedDepartureUtc) || dayOf(after.plannedArrivalUtc) !== dayOf(leg.plannedArrivalUtc);
        await w.event(dateChanged ? EventCode.date : EventCode.time, trip.id, leg.id, payload);
      }
    };
  }
}

export type GanttService = ReturnType<typeof createGanttService>;
