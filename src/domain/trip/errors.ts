/**
 * Every i18n key (namespace `trip`) a trip rule can refuse or warn with: the leg errors of
 * requirements D8, the rules on transitions of D4 and the trip-leg form of D5.
 * Rules reference these constants, never string literals; tests/integration/tripLocales.test.ts
 * checks that every key is translated in zh, zhtw and en.
 *
 * Interpolation parameters are noted beside each key.
 */
export const TK = {
  // D8 leg errors
  legNotEvaluated: 'trip.error.legNotEvaluated',
  notScheduledByFleet: 'trip.error.notScheduledByFleet',
  legAlreadyFlown: 'trip.error.legAlreadyFlown',
  scheduleChanged: 'trip.error.scheduleChanged',
  ferryNotEditable: 'trip.error.ferryNotEditable',
  flyingLegNotEditable: 'trip.error.flyingLegNotEditable',
  cancelledLegNotEditable: 'trip.error.cancelledLegNotEditable',
  insertAfterFlying: 'trip.error.insertAfterFlying',

  // D4 rules on transitions
  laterLegFlying: 'trip.error.laterLegFlying',
  insertBeforeFirst: 'trip.error.insertBeforeFirst',
  insertAfterCancelled: 'trip.error.insertAfterCancelled',
  noSuchLeg: 'trip.error.noSuchLeg', // {number} (1-based)
  noLegs: 'trip.error.noLegs',
  tripLocked: 'trip.error.tripLocked',
  legLocked: 'trip.error.legLocked',
  tripCancelled: 'trip.error.tripCancelled',
  tripCompleted: 'trip.error.tripCompleted',
  tripFlyingNotCancellable: 'trip.error.tripFlyingNotCancellable',
  wrongTripStatus: 'trip.error.wrongTripStatus',
  wrongLegState: 'trip.error.wrongLegState',
  wrongIntentionStatus: 'trip.error.wrongIntentionStatus',
  intentionAlreadyInitiated: 'trip.error.intentionAlreadyInitiated',
  reasonRequired: 'trip.error.reasonRequired',
  customerRequired: 'trip.error.customerRequired',
  legReleased: 'trip.error.legReleased',
  legNotReady: 'trip.error.legNotReady',
  legNotReleased: 'trip.error.legNotReleased',
  noCrew: 'trip.error.noCrew',
  noAirworthiness: 'trip.error.noAirworthiness',
  noFlightPlan: 'trip.error.noFlightPlan',
  noReleaseDocuments: 'trip.error.noReleaseDocuments',
  confirmationRequired: 'trip.error.confirmationRequired',
  nothingToReset: 'trip.error.nothingToReset',
  landingBeforeTakeoff: 'trip.error.landingBeforeTakeoff',
  delayReasonRequired: 'trip.error.delayReasonRequired', // {minutes}

  // D5 trip-leg form
  /** The issue's `field` names the field. */
  required: 'trip.error.required',
  invalidDate: 'trip.error.invalidDate',
  invalidTime: 'trip.error.invalidTime',
  arrivalDateBeforeDeparture: 'trip.error.arrivalDateBeforeDeparture',
  arrivalBeforeDeparture: 'trip.error.arrivalBeforeDeparture',
  flightTimeInvalid: 'trip.error.flightTimeInvalid',
  sameAirport: 'trip.warning.sameAirport',
  discontinuous: 'trip.warning.discontinuous', // {expected}
  flightTimeLong: 'trip.warning.flightTimeLong', // {hours}
} as const;

export type TripErrorKey = (typeof TK)[keyof typeof TK];

/** All trip error and warning keys, in declaration order. */
export const TRIP_ERROR_KEYS: readonly TripErrorKey[] = Object.freeze(Object.values(TK));

/** Interpolation parameters of a refusal. */
export type RefusalParams = Readonly<Record<string, string | number>>;

/** A rule said no. */
export interface Refusal {
  ok: false;
  key: TripErrorKey;
  params?: RefusalParams;
}

/** The answer of a transition: the new state, or a refusal. */
export type Result<T> = { ok: true; value: T } | Refusal;

export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });

export function refuse(key: TripErrorKey, params?: RefusalParams): Refusal {
  return params ? { ok: false, key, params } : { ok: false, key };
}
