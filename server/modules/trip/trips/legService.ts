/** Adding, inserting, editing and cancelling legs: every command versioned on the trip. */
import { cancelLeg, editLeg, insertLeg, addLeg } from '../../../../src/domain/trip/legEditing';
import { assignAircraft } from '../../../../src/domain/trip/legFlow';
import type { CancelReasonType, LegState } from '../../../../src/domain/trip/states';
import { editResets } from '../../../../src/domain/trip/editResets';
import type { Ctx } from '../../../lib/context';
import { unknownReference } from '../../../lib/resource';
import { EventCode, type TripCommands, type Writer } from './tripCommand';
import { TK, refuse } from '../../../../src/domain/trip/errors';
import type { AddLegBody, EditLegBody, InsertLegBody } from '../../../../src/contract/trip/legs';
import { checkOverlap } from './fleetSchedule';
import { createScheduleRepository } from './scheduleRepository';
import { checkUpkeep } from './upkeepCheck';
import type { LegRow, TripRow } from './tripRepository';
import { allowed, checkLegForms, formOf, legFacts, legValues, neighbour, refusalError, tripFacts, type FormLeg, type LegInput } from './tripRules';
import { assertReferences } from './tripService';
import type { DutyService } from '../../crew/dutyService';
import { createDutyRepository } from '../../crew/dutyRepository';

/** The bodies of addLeg, insertLeg and a leg's edit (the contract's types). */
export type LegAdd = AddLegBody;
export type LegInsertAt = InsertLegBody;
export type LegEdit = EditLegBody;

const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/** The legs as they will be, for the continuity warnings: `form` at `index`, cancelled legs skipped. */
export function checkForm(legs: readonly LegRow[], index: number, form: FormLeg, confirm: boolean, replaces: boolean) {
  const before = legs.slice(0, index);
  const after = legs.slice(replaces ? index + 1 : index);
  const prev = neighbour(before, before.length, -1);
  const next = neighbour(after, 0, 1);
  checkLegForms([{ legNumber: index + 1, prefix: 'leg.', form: formOf(form, prev?.arrivalIcao ?? null, next?.departureIcao ?? null) }], confirm);
}

async function insertAt(w: Writer, trip: TripRow, legs: LegRow[], index: number, input: LegAdd, command: string) {
  checkForm(legs, index, input.leg, input.confirm === true, false);
  await assertReferences(w.repo, w.tx, w.ctx.principal.companyId, undefined, [{ prefix: 'leg.', icaos: [input.leg.departureIcao, input.leg.arrivalIcao] }]);
  for (const leg of legs.slice(index)) await w.changeLeg(leg, { legNumber: leg.legNumber + 1 }, command);
  return w.addLeg(
    { ...legValues(input.leg), tripId: trip.id, tripNumber: trip.tripNumber, customerId: trip.customerId, legNumber: index + 1, legState: 1, releaseStatus: trip.releaseStatus },
    command,
  );
}

export function createLegService(deps: { commands: TripCommands; duty?: DutyService }) {
  const { commands, duty } = deps;

  return {
    /** Appends a leg (domain `addLeg`). */
    add: (ctx: Ctx, tripId: string, input: LegAdd) =>
      commands.run(ctx, tripId, input.version, async (w, trip, legs) => {
        const at = allowed(addLeg(tripFacts(trip, legs)));
        const leg = await insertAt(w, trip, legs, at.index, input, 'addLeg');
        await w.event(EventCode.legAdd, trip.id, leg.id, { legNumber: leg.legNumber });
      }),

    /** Inserts a leg at `position` (domain `insertLeg`: never before the first leg, nor after a cancelled or departed one). */
    insert: (ctx: Ctx, tripId: string, input: LegInsertAt) =>
      commands.run(ctx, tripId, input.version, async (w, trip, legs) => {
        const at = allowed(insertLeg(tripFacts(trip, legs), input.position - 1));
        const leg = await insertAt(w, trip, legs, at.index, input, 'insertLeg');
        await w.event(EventCode.legInsert, trip.id, leg.id, { legNumber: leg.legNumber });
      }),

    /** Edits a leg (domain `editLeg`; a new aircraft goes through `assignAircraft`). */
    async edit(ctx: Ctx, legId: string, input: LegEdit) {
      const tripId = await commands.tripOfLeg(ctx, legId);
      return commands.run(ctx, tripId, input.version, async (w, trip, legs, ferries) => {
        if (ferries.some((f) => f.id === legId)) throw refusalError(refuse(TK.ferryNotEditable));
        const index = legs.findIndex((l) => l.id === legId);
        const leg = legs[index]!;
        allowed(editLeg(tripFacts(trip, legs), index));
        const { version: _v, confirm, aircraftId, forceOverlapReason, dutyForceReason, ...fields } = input;
        const merged: LegInput = {
          flightNo: leg.flightNo,
          purpose: leg.purpose,
          operationNature: leg.operationNature,
          departureIcao: leg.departureIcao,
          arrivalIcao: leg.arrivalIcao,
          plannedDepartureUtc: leg.plannedDepartureUtc.toISOString(),
          plannedArrivalUtc: leg.plannedArrivalUtc.toISOString(),
          note: leg.note,
          ...fields,
          eteMinutes: fields.eteMinutes ?? (fields.plannedDepartureUtc || fields.plannedArrivalUtc ? null : leg.eteMinutes),
        };
        checkForm(legs, index, merged, confirm === true, true);
        await assertReferences(w.repo, w.tx, ctx.principal.companyId, undefined, [{ prefix: 'leg.', icaos: [fields.departureIcao, fields.arrivalIcao] }]);
        const values: Record<string, unknown> = legValues(merged);
        const codes: EventCode[] = [];
        if (aircraftId !== undefined && aircraftId !== leg.aircraftId) {
          if (!(await w.repo.aircraftInCompany(ctx.principal.companyId, aircraftId))) throw unknownReference('aircraftId', aircraftId);
          const next = allowed(assignAircraft(legFacts(leg)));
          Object.assign(values, { aircraftId, legState: next.state, airworthiness: next.airworthiness, hasFlightPlan: next.hasFlightPlan });
          codes.push(EventCode.aircraft);
        }
        const plane = aircraftId ?? leg.aircraftId;
        const [dep, arr] = [values.plannedDepartureUtc as Date, values.plannedArrivalUtc as Date];
        if (plane && (plane !== leg.aircraftId || dep.getTime() !== leg.plannedDepartureUtc.getTime() || arr.getTime() !== leg.plannedArrivalUtc.getTime())) {
          const tailNo = (await createScheduleRepository(w.tx).aircraftPerformance(ctx.principal.companyId, plane))?.tailNo ?? '';
          await checkUpkeep(w.tx, ctx.principal.companyId, { legNumber: leg.legNumber, aircraftId: plane, tailNo, departure: dep, arrival: arr }, confirm === true);
          values.forcedOverlapReason = await checkOverlap(w, { id: leg.id, aircraftId: plane, departure: dep, arrival: arr }, forceOverlapReason);
        } else if (forceOverlapReason?.trim()) {
          w.forced = forceOverlapReason.trim();
          values.forcedOverlapReason = w.forced;
        }
        // a new route undoes the evaluation, new times the flight plan and release (domain `editResets`)
        const routeChanged = values.departureIcao !== leg.departureIcao || values.arrivalIcao !== leg.arrivalIcao;
        const timesChanged = dep.getTime() !== leg.plannedDepartureUtc.getTime() || arr.getTime() !== leg.plannedArrivalUtc.getTime();
        Object.assign(values, editResets((values.legState as LegState | undefined) ?? (leg.legState as LegState), { route: routeChanged, times: timesChanged }));
        // the pilots' duty periods with the new times or route (zones) are judged in this transaction
        const snap = duty && (timesChanged || routeChanged) ? await duty.snapshot(w.tx, ctx, (await createDutyRepository(w.tx).pilotsOfLeg(leg.id)).map((p) => p.crewId), [leg.plannedDepartureUtc, dep]) : null;
        const after = await w.changeLeg(leg, values, 'editLeg');
        await duty?.judge(w.tx, ctx, snap, { tripId: trip.id, legId: leg.id, command: 'editLeg', forceReason: dutyForceReason });
        if (after.departureIcao !== leg.departureIcao || after.arrivalIcao !== leg.arrivalIcao) codes.push(EventCode.icao);
        if (dayOf(after.plannedDepartureUtc) !== dayOf(leg.plannedDepartureUtc) || dayOf(after.plannedArrivalUtc) !== dayOf(leg.plannedArrivalUtc)) codes.push(EventCode.date);
        else if (after.plannedDepartureUtc.getTime() !== leg.plannedDepartureUtc.getTime() || after.plannedArrivalUtc.getTime() !== leg.plannedArrivalUtc.getTime()) codes.push(EventCode.time);
        if (codes.length === 0) codes.push(EventCode.legUpdate);
        for (const code of codes) await w.event(code, trip.id, leg.id, { legNumber: leg.legNumber });
      });
    },

    /** Cancels a leg (domain `cancelLeg`). */
    async cancel(ctx: Ctx, legId: string, input: { version: number; reasonType: CancelReasonType }) {
      const tripId = await commands.tripOfLeg(ctx, legId);
      return commands.run(ctx, tripId, input.version, async (w, trip, legs, ferries) => {
        if (ferries.some((f) => f.id === legId)) throw refusalError(refuse(TK.ferryNotEditable));
        const index = legs.findIndex((l) => l.id === legId);
        const next = allowed(cancelLeg(tripFacts(trip, legs), index, input.reasonType));
        const leg = legs[index]!;
        await w.changeLeg(leg, { legState: next.state, cancelReasonType: next.reason }, 'cancelLeg');
        await w.event(EventCode.legCancel, trip.id, leg.id, { legNumber: leg.legNumber, reasonType: next.reason });
      });
    },
  };
}

export type LegService = ReturnType<typeof createLegService>;
