/**
 * Business intentions (customer service's first record of a wish to fly) and trip
 * initiation. Status flow: toConfirm → confirmed (→ trip initiated) | rejected | cancelled.
 */
import { TK, ok, refuse, type Result } from './errors';
import { blank } from './guards';
import { IntentionStatus, ReleaseStatus, TripStatus } from './states';

/** A leg the customer asked for in an intention (free of the leg form's strictness). */
export interface RequestedLeg {
  departureIcao: string;
  arrivalIcao: string;
  /** ISO 8601 UTC. */
  departureUtc: string;
  passengers?: number | null;
}

/** The fields of an intention a user writes (the body of create; an edit sends some of them). */
export interface IntentionInput {
  customerId: string;
  contactName?: string | null;
  contactPhone?: string | null;
  requestedLegs: RequestedLeg[];
  note?: string | null;
}

export interface IntentionFacts {
  status: IntentionStatus;
  /** A trip was already initiated from this intention. */
  tripInitiated: boolean;
}

/** A new intention: to confirm, release status "business intention". A customer is required. */
export function createIntention(input: { customerId: string | null }): Result<{
  status: typeof IntentionStatus.toConfirm;
  releaseStatus: typeof ReleaseStatus.businessIntention;
}> {
  if (blank(input.customerId)) return refuse(TK.customerRequired);
  return ok({ status: IntentionStatus.toConfirm, releaseStatus: ReleaseStatus.businessIntention });
}

function wrongStatus() {
  return refuse(TK.wrongIntentionStatus);
}

/** toConfirm → confirmed. */
export function confirmIntention(i: IntentionFacts): Result<{ status: typeof IntentionStatus.confirmed }> {
  return i.status === IntentionStatus.toConfirm ? ok({ status: IntentionStatus.confirmed }) : wrongStatus();
}

/** toConfirm → rejected, with a reason. */
export function rejectIntention(
  i: IntentionFacts,
  reason: string,
): Result<{ status: typeof IntentionStatus.rejected; reason: string }> {
  if (i.status !== IntentionStatus.toConfirm) return wrongStatus();
  if (blank(reason)) return refuse(TK.reasonRequired);
  return ok({ status: IntentionStatus.rejected, reason: reason.trim() });
}

/** toConfirm or confirmed → cancelled, unless a trip was already initiated from it (cancel the trip instead). */
export function cancelIntention(i: IntentionFacts): Result<{ status: typeof IntentionStatus.cancelled }> {
  if (i.status !== IntentionStatus.toConfirm && i.status !== IntentionStatus.confirmed) return wrongStatus();
  if (i.tripInitiated) return refuse(TK.intentionAlreadyInitiated);
  return ok({ status: IntentionStatus.cancelled });
}

/**
 * Initiates a trip: unconfirmed, release status draft, waiting for customer service to add
 * legs and submit. From a confirmed intention that has no trip yet, or directly (null).
 */
export function initiateTrip(intention: IntentionFacts | null): Result<{
  status: typeof TripStatus.unconfirmed;
  releaseStatus: typeof ReleaseStatus.draft;
  intentionTripInitiated: boolean;
}> {
  if (intention) {
    if (intention.status !== IntentionStatus.confirmed) return wrongStatus();
    if (intention.tripInitiated) return refuse(TK.intentionAlreadyInitiated);
  }
  return ok({ status: TripStatus.unconfirmed, releaseStatus: ReleaseStatus.draft, intentionTripInitiated: intention !== null });
}
