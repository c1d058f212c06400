/**
 * One leg from evaluation to landing:
 * evaluated (2) --aircraft--> planned (33) --crew/airworthiness/flight plan--> preparing (3)
 * --ready submission--> ready (30) --release--> released (31) | not released (32)
 * --takeoff--> flying (4) --landing--> flown (5).
 * Pending (12) and conditions not met (6) are accepted wherever preparing is; timed out (99)
 * only by aircraft reassignment's refusal. Leg states follow reading B names (see states.ts).
 */
import { delayReasonRequired, DELAY_REASON_THRESHOLD_MINUTES } from './delay';
import { TK, ok, refuse, type Refusal, type Result } from './errors';
import type { LegFacts } from './facts';
import { blank, legOpen } from './guards';
import { LegState } from './states';
import { isAirworthy, type Airworthiness, type ReleaseDecision } from './statuses';

/** States in which readiness items can change and the leg can be submitted ready. */
const PREPARING: readonly LegState[] = [LegState.pending, LegState.preparing, LegState.planned, LegState.notReleased, LegState.conditionsNotMet];

/** Not cancelled/flying/flown, evaluated, not released. */
function pastEvaluation(leg: Pick<LegFacts, 'state'>): Refusal | null {
  const notOpen = legOpen(leg);
  if (notOpen) return notOpen;
  if (leg.state === LegState.notEvaluated) return refuse(TK.legNotEvaluated);
  if (leg.state === LegState.released) return refuse(TK.legReleased);
  return null;
}

/**
 * Assigns (or changes) the aircraft of an evaluated leg → planned (33). Airworthiness and
 * flight plan belong to the aircraft, so they are cleared; crew stays. Refused for a leg locked
 * for aircraft, not evaluated, released, cancelled, flying, flown or timed out.
 */
export function assignAircraft(leg: Pick<LegFacts, 'state' | 'locked'>): Result<{
  state: typeof LegState.planned;
  hasAircraft: true;
  airworthiness: null;
  hasFlightPlan: false;
}> {
  if (leg.locked) return refuse(TK.legLocked);
  const r = pastEvaluation(leg);
  if (r) return r;
  if (leg.state === LegState.timedOut) return refuse(TK.wrongLegState);
  return ok({ state: LegState.planned, hasAircraft: true, airworthiness: null, hasFlightPlan: false });
}

type ReadyFacts = Pick<LegFacts, 'state' | 'hasAircraft' | 'hasCrew' | 'airworthiness' | 'hasFlightPlan'>;

/** Guards of a readiness item change; the leg must be scheduled by fleet. */
function readinessChangeable(leg: ReadyFacts): Refusal | null {
  const r = pastEvaluation(leg);
  if (r) return r;
  if (leg.state === LegState.evaluated || !leg.hasAircraft) return refuse(TK.notScheduledByFleet);
  if (leg.state === LegState.timedOut) return refuse(TK.wrongLegState);
  return null;
}

const complete = (l: ReadyFacts): boolean => l.hasCrew && isAirworthy(l.airworthiness) && l.hasFlightPlan;

/** The state after a readiness item changed: planned/pending → preparing; ready that lost an item → preparing. */
function stateAfterItem(next: ReadyFacts): LegState {
  if (next.state === LegState.planned || next.state === LegState.pending) return LegState.preparing;
  if (next.state === LegState.ready && !complete(next)) return LegState.preparing;
  return next.state;
}

/** Records the airworthiness confirmation of the assigned aircraft. */
export function confirmAirworthiness(
  leg: ReadyFacts,
  airworthiness: Airworthiness,
): Result<{ state: LegState; airworthiness: Airworthiness }> {
  const r = readinessChangeable(leg);
  if (r) return r;
  return ok({ state: stateAfterItem({ ...leg, airworthiness }), airworthiness });
}

/** Records that a flight plan is attached. */
export function attachFlightPlan(leg: ReadyFacts): Result<{ state: LegState; hasFlightPlan: true }> {
  const r = readinessChangeable(leg);
  if (r) return r;
  return ok({ state: stateAfterItem({ ...leg, hasFlightPlan: true }), hasFlightPlan: true });
}

/**
 * Ready submission → ready (30). Refused without aircraft (not scheduled by fleet), crew,
 * airworthiness confirmation (airworthy or conditionally) or flight plan, in that order.
 */
export function submitReady(leg: ReadyFacts): Result<{ state: typeof LegState.ready }> {
  const r = readinessChangeable(leg);
  if (r) return r;
  if (!PREPARING.includes(leg.state)) return refuse(TK.wrongLegState);
  if (!leg.hasCrew) return refuse(TK.noCrew);
  if (!isAirworthy(leg.airworthiness)) return refuse(TK.noAirworthiness);
  if (!leg.hasFlightPlan) return refuse(TK.noFlightPlan);
  return ok({ state: LegState.ready });
}

/**
 * Release decision: release (30 → 31, needs release documents), no release (30 → 32),
 * cancel release (31 → 30).
 */
export function decideRelease(
  leg: Pick<LegFacts, 'state' | 'hasReleaseDocuments'>,
  decision: ReleaseDecision,
): Result<{ state: LegState }> {
  const notOpen = legOpen(leg);
  if (notOpen) return notOpen;
  if (decision === 'cancelRelease') {
    return leg.state === LegState.released ? ok({ state: LegState.ready }) : refuse(TK.legNotReleased);
  }
  if (leg.state === LegState.released) return refuse(TK.legReleased);
  if (leg.state !== LegState.ready) return refuse(TK.legNotReady);
  if (decision === 'noRelease') return ok({ state: LegState.notReleased });
  if (!leg.hasReleaseDocuments) return refuse(TK.noReleaseDocuments);
  return ok({ state: LegState.released });
}

/**
 * Takeoff of a released leg → flying (4). When the takeoff is more than 30 minutes after the
 * planned departure, a delay reason is required.
 */
export function recordTakeoff(
  leg: Pick<LegFacts, 'state' | 'plannedDepartureUtc'>,
  actualUtc: string,
  delayReason: string | null = null,
): Result<{ state: typeof LegState.flying; actualTakeoffUtc: string; delayReason: string | null }> {
  const notOpen = legOpen(leg);
  if (notOpen) return notOpen;
  if (leg.state !== LegState.released) return refuse(TK.legNotReleased);
  const late =
    leg.plannedDepartureUtc !== null && delayReasonRequired(Date.parse(leg.plannedDepartureUtc), Date.parse(actualUtc));
  if (late && blank(delayReason)) return refuse(TK.delayReasonRequired, { minutes: DELAY_REASON_THRESHOLD_MINUTES });
  return ok({ state: LegState.flying, actualTakeoffUtc: actualUtc, delayReason: blank(delayReason) ? null : delayReason!.trim() });
}

/** Landing of a flying leg → flown (5); not before the takeoff. */
export function recordLanding(
  leg: Pick<LegFacts, 'state' | 'actualTakeoffUtc'>,
  actualUtc: string,
): Result<{ state: typeof LegState.flown; actualLandingUtc: string }> {
  if (leg.state !== LegState.flying) return refuse(TK.wrongLegState);
  if (leg.actualTakeoffUtc !== null && Date.parse(actualUtc) < Date.parse(leg.actualTakeoffUtc)) {
    return refuse(TK.landingBeforeTakeoff);
  }
  return ok({ state: LegState.flown, actualLandingUtc: actualUtc });
}

type ResetFacts = Pick<LegFacts, 'state'>;

/**
 * Resets the takeoff time: clears takeoff and landing, the leg goes back to released (31).
 * Needs a leg that took off, then the user's confirmation.
 */
export function resetTakeoff(
  leg: ResetFacts,
  confirmed: boolean,
): Result<{ state: typeof LegState.released; actualTakeoffUtc: null; actualLandingUtc: null }> {
  if (leg.state !== LegState.flying && leg.state !== LegState.flown) return refuse(TK.nothingToReset);
  if (!confirmed) return refuse(TK.confirmationRequired);
  return ok({ state: LegState.released, actualTakeoffUtc: null, actualLandingUtc: null });
}

/** Resets the landing time: clears landing, the leg goes back to flying (4). Needs a flown leg, then confirmation. */
export function resetLanding(
  leg: ResetFacts,
  confirmed: boolean,
): Result<{ state: typeof LegState.flying; actualLandingUtc: null }> {
  if (leg.state !== LegState.flown) return refuse(TK.nothingToReset);
  if (!confirmed) return refuse(TK.confirmationRequired);
  return ok({ state: LegState.flying, actualLandingUtc: null });
}
