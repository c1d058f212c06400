/**
 * Trip-level transitions: submit, receive, reject, performance evaluation, cancel and lock.
 *
 * Flow: unconfirmed --submit--> notReceived --receive--> received --first pass--> preparing.
 * Reject (from notReceived or received) → rejected, which customer service may resubmit.
 * A failed evaluation sends the trip back to customer service (unconfirmed).
 */
import { TK, ok, refuse, type Result } from './errors';
import type { LegFacts, TripFacts } from './facts';
import { blank, isRefusal, legAt, legOpen, tripChangeable } from './guards';
import { LegState, ReleaseStatus, TripStatus, type CancelReasonType } from './states';
import type { Evaluation } from './statuses';

const wrongStatus = () => refuse(TK.wrongTripStatus);

/** unconfirmed or rejected → notReceived (release status submitted). Needs a leg that is not cancelled. */
export function submitTrip(trip: TripFacts<Pick<LegFacts, 'state'>>): Result<{
  status: typeof TripStatus.notReceived;
  releaseStatus: typeof ReleaseStatus.submitted;
}> {
  if (trip.locked) return refuse(TK.tripLocked);
  if (trip.status !== TripStatus.unconfirmed && trip.status !== TripStatus.rejected) return wrongStatus();
  if (!trip.legs.some((l) => l.state !== LegState.cancelled)) return refuse(TK.noLegs);
  return ok({ status: TripStatus.notReceived, releaseStatus: ReleaseStatus.submitted });
}

/** notReceived → received (operations evaluation takes the trip). */
export function receiveTrip(trip: Pick<TripFacts, 'status'>): Result<{ status: typeof TripStatus.received }> {
  return trip.status === TripStatus.notReceived ? ok({ status: TripStatus.received }) : wrongStatus();
}

/** notReceived or received → rejected, with a reason (the trip's rejectedNote). */
export function rejectTrip(
  trip: Pick<TripFacts, 'status'>,
  reason: string,
): Result<{ status: typeof TripStatus.rejected; rejectedNote: string }> {
  if (trip.status !== TripStatus.notReceived && trip.status !== TripStatus.received) return wrongStatus();
  if (blank(reason)) return refuse(TK.reasonRequired);
  return ok({ status: TripStatus.rejected, rejectedNote: reason.trim() });
}

/** The decision of the evaluator on one leg. */
export type EvaluationDecision = Evaluation;

export interface EvaluationOutcome {
  legState: LegState;
  evaluation: Evaluation;
  tripStatus: TripStatus;
  /** Set when the trip goes back to a seat. */
  returnedTo: 'CUSTOMER_SERVICE' | null;
}

/**
 * Performance evaluation of the leg at `index`, on a received or preparing trip; the leg must
 * be not evaluated (1) or evaluated (2, re-evaluation).
 * - pass / forced pass (reason required): leg → evaluated (2), trip received → preparing;
 * - fail: leg stays not evaluated (1), trip → unconfirmed, back to customer service.
 */
export function evaluatePerformance(
  trip: TripFacts<Pick<LegFacts, 'state'>>,
  index: number,
  decision: EvaluationDecision,
): Result<EvaluationOutcome> {
  const closed = tripChangeable(trip);
  if (closed) return closed;
  if (trip.status !== TripStatus.received && trip.status !== TripStatus.preparing) return wrongStatus();
  const leg = legAt(trip.legs, index);
  if (isRefusal(leg)) return leg;
  const notOpen = legOpen(leg);
  if (notOpen) return notOpen;
  if (leg.state !== LegState.notEvaluated && leg.state !== LegState.evaluated) {
    return refuse(TK.wrongLegState);
  }
  if (decision.result === 'fail') {
    return ok({ legState: LegState.notEvaluated, evaluation: decision, tripStatus: TripStatus.unconfirmed, returnedTo: 'CUSTOMER_SERVICE' });
  }
  if (decision.result === 'forcedPass') {
    if (blank(decision.reason)) return refuse(TK.reasonRequired);
    decision = { result: 'forcedPass', reason: decision.reason.trim() };
  }
  return ok({ legState: LegState.evaluated, evaluation: decision, tripStatus: TripStatus.preparing, returnedTo: null });
}

/**
 * Cancels a trip and, with it, every leg not yet flown. Refused while any leg is flying (4):
 * the aircraft is in the air, the crew must land it first. Flown legs (5) stay flown: history
 * is not rewritten. Also refused for a locked, cancelled or completed trip.
 */
export function cancelTrip(
  trip: TripFacts<Pick<LegFacts, 'state'>>,
  reason: CancelReasonType,
  note = '',
): Result<{ status: typeof TripStatus.cancelled; cancelReason: CancelReasonType; cancelNote: string; legStates: LegState[] }> {
  const closed = tripChangeable(trip);
  if (closed) return closed;
  if (trip.legs.some((l) => l.state === LegState.flying)) return refuse(TK.tripFlyingNotCancellable);
  return ok({
    status: TripStatus.cancelled,
    cancelReason: reason,
    cancelNote: note.trim(),
    legStates: trip.legs.map((l) => (l.state === LegState.flown ? l.state : LegState.cancelled)),
  });
}

/** Locks a trip against edits. Refused for a cancelled trip; locking a locked trip is allowed. */
export function lockTrip(trip: Pick<TripFacts, 'status'>): Result<{ locked: true }> {
  return trip.status === TripStatus.cancelled ? refuse(TK.tripCancelled) : ok({ locked: true });
}

/** Unlocks a trip. Refused for a cancelled trip (nothing to edit any more). */
export function unlockTrip(trip: Pick<TripFacts, 'status'>): Result<{ locked: false }> {
  return trip.status === TripStatus.cancelled ? refuse(TK.tripCancelled) : ok({ locked: false });
}
