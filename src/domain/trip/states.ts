/**
 * Leg and trip states (requirements D4). The stored codes are kept exactly as the spec
 * gives them; where the spec gives two readings of the same code, both are available and a
 * setting (`LegStateReading`, `TripStatusReading`) chooses which one the UI shows.
 */

/**
 * Leg state (`legState`). Names follow reading B for 3, 4 and 5 (preparing, flying, flown);
 * `legStateLabelKey` gives the label of either reading.
 *
 * The transition rules never depend on the reading: 4 and 5 are both "flying or flown" in
 * both readings, which is how every rule of D4 groups them.
 */
export const LegState = {
  cancelled: 0,
  notEvaluated: 1,
  evaluated: 2,
  pending: 12,
  preparing: 3,
  planned: 33,
  ready: 30,
  released: 31,
  notReleased: 32,
  flying: 4,
  flown: 5,
  conditionsNotMet: 6,
  timedOut: 99,
} as const;
export type LegState = (typeof LegState)[keyof typeof LegState];

/** Every leg state, in the order of the requirements' table. */
export const LEG_STATES: readonly LegState[] = Object.freeze(Object.values(LegState));

/**
 * The two readings of leg states 3, 4 and 5:
 * - A: 3 pending, 4 in flight, 5 flying;
 * - B: 3 preparing, 4 flying, 5 flown.
 */
export type LegStateReading = 'A' | 'B';
export const LEG_STATE_READINGS: readonly LegStateReading[] = ['A', 'B'];
export const DEFAULT_LEG_STATE_READING: LegStateReading = 'B';

/** Label keys of leg states; 3, 4 and 5 have one key per reading. */
export const LEG_STATE_LABEL = {
  0: 'trip.legState.cancelled',
  1: 'trip.legState.notEvaluated',
  2: 'trip.legState.evaluated',
  12: 'trip.legState.pending',
  33: 'trip.legState.planned',
  30: 'trip.legState.ready',
  31: 'trip.legState.released',
  32: 'trip.legState.notReleased',
  6: 'trip.legState.conditionsNotMet',
  99: 'trip.legState.timedOut',
  '3A': 'trip.legState.pending',
  '3B': 'trip.legState.preparing',
  '4A': 'trip.legState.inFlight',
  '4B': 'trip.legState.flying',
  '5A': 'trip.legState.flying',
  '5B': 'trip.legState.flown',
} as const;
export type LegStateLabelKey = (typeof LEG_STATE_LABEL)[keyof typeof LEG_STATE_LABEL];

/** The i18n key (namespace `trip`) of a leg state under a reading. */
export function legStateLabelKey(state: LegState, reading: LegStateReading): LegStateLabelKey {
  if (state === 3 || state === 4 || state === 5) return LEG_STATE_LABEL[`${state}${reading}`];
  return LEG_STATE_LABEL[state];
}

/** True for 4 and 5: the leg has taken off (flying or flown in either reading). */
export function hasDeparted(state: LegState): boolean {
  return state === LegState.flying || state === LegState.flown;
}

/** Release status of a trip (publication stage). */
export const ReleaseStatus = {
  businessIntention: 1,
  published: 2,
  draft: 3,
  submitted: 4,
  conditionNotMet: 5,
} as const;
export type ReleaseStatus = (typeof ReleaseStatus)[keyof typeof ReleaseStatus];
export const RELEASE_STATUSES: readonly ReleaseStatus[] = Object.freeze(Object.values(ReleaseStatus));

/**
 * Canonical trip status, used by the rules. Stored codes depend on the reading
 * (`tripStatusToCode`, `tripStatusFromCode`):
 *
 * | canonical   | A | B |
 * |-------------|---|---|
 * | unconfirmed | 5 | 0 |
 * | notReceived | 0 | 0 |
 * | received    | 1 | 1 |
 * | preparing   | 2 | 2 |
 * | cancelled   | 3 | 3 |
 * | completed   | 4 | – |
 * | rejected    | – | 4 |
 *
 * `unconfirmed` is a trip customer service has not submitted yet (or got back);
 * `notReceived` is submitted and waits for operations evaluation. Reading B does not tell
 * them apart (both 0); reading A has no rejected and reading B no completed code.
 */
export const TripStatus = {
  unconfirmed: 'unconfirmed',
  notReceived: 'notReceived',
  received: 'received',
  preparing: 'preparing',
  cancelled: 'cancelled',
  completed: 'completed',
  rejected: 'rejected',
} as const;
export type TripStatus = (typeof TripStatus)[keyof typeof TripStatus];
export const TRIP_STATUSES: readonly TripStatus[] = Object.freeze(Object.values(TripStatus));

/** Which set of trip status codes the deployment stores (a setting). */
export type TripStatusReading = 'A' | 'B';
export const TRIP_STATUS_READINGS: readonly TripStatusReading[] = ['A', 'B'];
export const DEFAULT_TRIP_STATUS_READING: TripStatusReading = 'A';

/** Reading A codes: 0 not received, 1 received, 2 pending/in preparation, 3 cancelled, 4 completed, 5 unconfirmed. */
export const TripStatusCodeA = { notReceived: 0, received: 1, preparing: 2, cancelled: 3, completed: 4, unconfirmed: 5 } as const;
/** Reading B codes: 0 unconfirmed, 1 received, 2 preparing, 3 cancelled, 4 rejected. */
export const TripStatusCodeB = { unconfirmed: 0, received: 1, preparing: 2, cancelled: 3, rejected: 4 } as const;

const TO_A: Record<TripStatus, number | null> = { ...TripStatusCodeA, rejected: null };
const TO_B: Record<TripStatus, number | null> = { ...TripStatusCodeB, notReceived: 0, completed: null };
const FROM_A: Record<number, TripStatus> = { 0: 'notReceived', 1: 'received', 2: 'preparing', 3: 'cancelled', 4: 'completed', 5: 'unconfirmed' };
const FROM_B: Record<number, TripStatus> = { 0: 'unconfirmed', 1: 'received', 2: 'preparing', 3: 'cancelled', 4: 'rejected' };

/** The stored code of a canonical status, or null when the reading has no code for it. */
export function tripStatusToCode(status: TripStatus, reading: TripStatusReading): number | null {
  return (reading === 'A' ? TO_A : TO_B)[status];
}

/** The canonical status of a stored code, or null for an unknown code. B's 0 reads as unconfirmed. */
export function tripStatusFromCode(code: number, reading: TripStatusReading): TripStatus | null {
  return (reading === 'A' ? FROM_A : FROM_B)[code] ?? null;
}

export const tripStatusLabelKey = (status: TripStatus): `trip.tripStatus.${TripStatus}` => `trip.tripStatus.${status}`;

/**
 * Business intention status. The spec lists to confirm, rejected and cancelled; `confirmed`
 * is added as the state after confirmation, from which a trip can be initiated.
 */
export const IntentionStatus = {
  toConfirm: 'toConfirm',
  confirmed: 'confirmed',
  rejected: 'rejected',
  cancelled: 'cancelled',
} as const;
export type IntentionStatus = (typeof IntentionStatus)[keyof typeof IntentionStatus];
export const INTENTION_STATUSES: readonly IntentionStatus[] = Object.freeze(Object.values(IntentionStatus));

/** Why a trip or leg was cancelled. */
export const CancelReasonType = { customer: 'customer', company: 'company' } as const;
export type CancelReasonType = (typeof CancelReasonType)[keyof typeof CancelReasonType];
export const CANCEL_REASON_TYPES: readonly CancelReasonType[] = Object.freeze(Object.values(CancelReasonType));
