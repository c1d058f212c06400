import type { EvaluateBody } from '../../../../src/contract/trip/legs';
import { LegFlowCode } from '../../../../src/domain/trip/functionCodes';
/**
 * One leg from performance evaluation to landing (docs/decisions.md, "Trips and legs"): every
 * command is one `TripCommands.run` transaction on the trip's version; the domain functions of
 * src/domain/trip decide, this file only maps bodies and rows to them and writes the answer, a leg
 * log row and one event.
 */
import { and, eq } from 'drizzle-orm';
import { aircraft } from '../../../db/schema';
import { blank, legOpen } from '../../../../src/domain/trip/guards';
import { lockLeg, unlockLeg } from '../../../../src/domain/trip/legEditing';
import {
  assignAircraft,
  attachFlightPlan,
  confirmAirworthiness,
  decideRelease,
  recordLanding,
  recordTakeoff,
  resetLanding,
  resetTakeoff,
  submitReady,
} from '../../../../src/domain/trip/legFlow';
import type { LegFacts } from '../../../../src/domain/trip/facts';
import type { LegState } from '../../../../src/domain/trip/states';
import type { Airworthiness, Evaluation, EvaluationResult, ReleaseDecision } from '../../../../src/domain/trip/statuses';
import { evaluatePerformance } from '../../../../src/domain/trip/tripFlow';
import type { Ctx } from '../../../lib/context';
import { scopeWhere } from '../../../lib/dataScope';
import { unknownReference } from '../../../lib/resource';
import { aircraftScope } from '../../fleet/fleetService';
import type { DutyService } from '../../crew/dutyService';
import type { TripAnswer, TripCommands, Writer } from '../trips/tripCommand';
import type { LegInsert, LegRow, TripRepository, TripRow } from '../trips/tripRepository';
import { allowed, legFacts, readinessItem, refusalError, tripFacts } from '../trips/tripRules';
import { TK, refuse } from '../../../../src/domain/trip/errors';
import { checkOverlap } from '../trips/fleetSchedule';
import { checkUpkeep } from '../trips/upkeepCheck';

export { LegFlowCode };
type LegFlowCode = (typeof LegFlowCode)[keyof typeof LegFlowCode];

/** What one leg command decided: the leg's new values, the trip's (evaluation only) and its event. */
interface Step {
  values: Partial<LegInsert>;
  code: LegFlowCode;
  payload?: Record<string, unknown>;
  trip?: Parameters<TripRepository['setTrip']>[1];
}
type Decide = (w: Writer, leg: LegRow, trip: TripRow, legs: LegRow[], index: number) => Step | Promise<Step>;


export type EvaluateInput = EvaluateBody;

export function createLegFlowService(deps: { commands: TripCommands; duty?: DutyService }) {
  const { commands, duty } = deps;

  /** Runs `decide` on leg `legId` within its trip at `version`: leg change + log, trip change, one event. */
  async function step(ctx: Ctx, legId: string, version: number, command: string, decide: Decide): Promise<TripAnswer> {
    const tripId = await commands.tripOfLeg(ctx, legId);
    return commands.run(ctx, tripId, version, async (w, trip, legs, ferries) => {
      const index = legs.findIndex((l) => l.id === legId);
      // generated ferry legs are not in the itinerary but follow the same flow from the aircraft on
      const leg = legs[index] ?? ferries.find((f) => f.id === legId)!;
      const s = await decide(w, leg, trip, legs, index);
      if (s.trip) await w.repo.setTrip(trip.id, s.trip);
      const after = await w.changeLeg(leg, s.values, command);
      await w.event(s.code, trip.id, leg.id, { legNumber: leg.legNumber, from: leg.legState, to: after.legState, ...s.payload });
    });
  }

  return {
    /** Performance evaluation (`evaluatePerformance`); a fail sends the trip back to customer service. */
    evaluate: (ctx: Ctx, legId: string, input: EvaluateInput) =>
      step(ctx, legId, input.version, 'evaluate', (_w, _leg, trip, legs, index) => {
        const decision: Evaluation =
          input.result === 'forcedPass'
            ? { result: 'forcedPass', reason: input.reason ?? '' }
            : input.result === 'fail'
              ? blank(input.note) ? { result: 'fail' } : { result: 'fail', note: input.note!.trim() }
              : { result: 'pass' };
        const out = allowed(evaluatePerformance(tripFacts(trip, legs), index, decision));
        return {
          values: { legState: out.legState, evaluation: out.evaluation },
          trip: { status: out.tripStatus },
          code: LegFlowCode.evaluate,
          payload: { result: out.evaluation.result, tripStatus: out.tripStatus, returnedTo: out.returnedTo },
        };
      }),

    /**
     * Assigns an aircraft of the company within the caller's data permissions (`assignAircraft`),
     * refused by its faults and inspections for the leg's times, its open MEL items confirmed (`checkUpkeep`).
     */
    assignAircraft: (ctx: Ctx, legId: string, version: number, aircraftId: string, forceOverlapReason?: string | null, confirm = false) =>
      step(ctx, legId, version, 'assignAircraft', async (w, leg) => {
        if (leg.isFerry) throw refusalError(refuse(TK.ferryNotEditable));
        const [row] = await w.tx
          .select({ id: aircraft.id, tailNo: aircraft.tailNo })
          .from(aircraft)
          .where(and(eq(aircraft.id, aircraftId), scopeWhere(aircraftScope, ctx.principal)))
          .limit(1);
        if (!row) throw unknownReference('aircraftId', aircraftId);
        const next = allowed(assignAircraft(legFacts(leg)));
        const times = { departure: leg.plannedDepartureUtc, arrival: leg.plannedArrivalUtc };
        await checkUpkeep(w.tx, ctx.principal.companyId, { legNumber: leg.legNumber, aircraftId, tailNo: row.tailNo, ...times }, confirm);
        const forced = await checkOverlap(w, { id: leg.id, aircraftId, departure: leg.plannedDepartureUtc, arrival: leg.plannedArrivalUtc }, forceOverlapReason);
        return {
          values: { aircraftId, legState: next.state, airworthiness: next.airworthiness, hasFlightPlan: next.hasFlightPlan, forcedOverlapReason: forced },
          code: LegFlowCode.aircraft,
          payload: { before: leg.aircraftId, after: aircraftId },
        };
      }),

    airworthiness: (ctx: Ctx, legId: string, version: number, value: Airworthiness) =>
      step(ctx, legId, version, 'airworthiness', (_w, leg) => {
        const next = allowed(confirmAirworthiness(legFacts(leg), value));
        return { values: { legState: next.state, airworthiness: next.airworthiness }, code: LegFlowCode.airworthiness, payload: { value } };
      }),

    /** Attaches (`attachFlightPlan`) or removes the flight plan. */
    flightPlan: (ctx: Ctx, legId: string, version: number, attached: boolean) =>
      step(ctx, legId, version, 'flightPlan', (_w, leg) => {
        const state = attached ? allowed(attachFlightPlan(legFacts(leg))).state : readinessItem(legFacts(leg), { hasFlightPlan: false });
        return { values: { legState: state, hasFlightPlan: attached }, code: LegFlowCode.flightPlan, payload: { attached } };
      }),

    /** Release documents present or not; any open leg (`legOpen`), no state change. */
    releaseDocuments: (ctx: Ctx, legId: string, version: number, attached: boolean) =>
      step(ctx, legId, version, 'releaseDocuments', (_w, leg) => {
        const closed = legOpen(legFacts(leg));
        if (closed) throw refusalError(closed);
        return { values: { hasReleaseDocuments: attached }, code: LegFlowCode.releaseDocuments, payload: { attached } };
      }),

    /** Ready (`submitReady`), once the duty periods of the leg's pilots pass the regulation with the crew assigned. */
    ready: (ctx: Ctx, legId: string, version: number) =>
      step(ctx, legId, version, 'ready', async (w, leg) => {
        const state = allowed(submitReady(legFacts(leg))).state;
        await duty?.judgeLeg(w.tx, ctx, leg);
        return { values: { legState: state }, code: LegFlowCode.ready };
      }),

    release: (ctx: Ctx, legId: string, version: number, decision: ReleaseDecision) =>
      step(ctx, legId, version, decision, (_w, leg) => ({ values: { legState: allowed(decideRelease(legFacts(leg), decision)).state }, code: LegFlowCode[decision] })),

    lock: (ctx: Ctx, legId: string, version: number) =>
      step(ctx, legId, version, 'lockLeg', (_w, leg) => ({ values: allowed(lockLeg(legFacts(leg))), code: LegFlowCode.lock })),

    unlock: (ctx: Ctx, legId: string, version: number) =>
      step(ctx, legId, version, 'unlockLeg', (_w, leg) => ({ values: allowed(unlockLeg(legFacts(leg))), code: LegFlowCode.unlock })),

    takeoff: (ctx: Ctx, legId: string, version: number, actualUtc: string, delayReason?: string | null) =>
      step(ctx, legId, version, 'takeoff', (_w, leg) => {
        const next = allowed(recordTakeoff(legFacts(leg), new Date(actualUtc).toISOString(), delayReason ?? null));
        return {
          values: { legState: next.state, actualOffUtc: new Date(next.actualTakeoffUtc), delayReason: next.delayReason },
          code: LegFlowCode.takeoff,
          payload: { actualUtc: next.actualTakeoffUtc, delayReason: next.delayReason },
        };
      }),

    landing: (ctx: Ctx, legId: string, version: number, actualUtc: string) =>
      step(ctx, legId, version, 'landing', (_w, leg) => {
        const next = allowed(recordLanding(legFacts(leg), new Date(actualUtc).toISOString()));
        return { values: { legState: next.state, actualOnUtc: new Date(next.actualLandingUtc) }, code: LegFlowCode.landing, payload: { actualUtc: next.actualLandingUtc } };
      }),

    /** Clears takeoff and landing (and the takeoff's delay reason): back to released. */
    resetTakeoff: (ctx: Ctx, legId: string, version: number, confirm: boolean) =>
      step(ctx, legId, version, 'resetTakeoff', (_w, leg) => ({
        values: { legState: allowed(resetTakeoff(legFacts(leg), confirm)).state, actualOffUtc: null, actualOnUtc: null, delayReason: null },
        code: LegFlowCode.resetTakeoff,
        payload: { before: { actualOffUtc: leg.actualOffUtc, actualOnUtc: leg.actualOnUtc, delayReason: leg.delayReason } },
      })),

    resetLanding: (ctx: Ctx, legId: string, version: number, confirm: boolean) =>
      step(ctx, legId, version, 'resetLanding', (_w, leg) => ({
        values: { legState: allowed(resetLanding(legFacts(leg), confirm)).state, actualOnUtc: null },
        code: LegFlowCode.resetLanding,
        payload: { before: { actualOnUtc: leg.actualOnUtc } },
      })),
  };
}

export type LegFlowService = ReturnType<typeof createLegFlowService>;
