/**
 * The domain's rules on a trip as the forms hold it: which actions a trip and each of its legs
 * allow, and the refusal to show on a disabled button. Pure (no React): the same functions of
 * src/domain/trip the server runs.
 */
import type { Refusal } from '../../../domain/trip/errors';
import type { LegFacts, TripFacts } from '../../../domain/trip/facts';
import { addLeg, cancelLeg, editLeg, insertLeg } from '../../../domain/trip/legEditing';
import { LegState, type LegState as LegStateCode, type TripStatus } from '../../../domain/trip/states';
import { cancelTrip, lockTrip, receiveTrip, rejectTrip, submitTrip, unlockTrip } from '../../../domain/trip/tripFlow';
import { changePageRefusal, editPageRefusal } from '../../../domain/trip/tripPages';

interface TripLike {
  status: TripStatus;
  locked: boolean;
  legs: readonly { legState: LegStateCode; isFerry: boolean; departureIcao: string; arrivalIcao: string }[];
}

export function tripFactsOf(trip: TripLike): TripFacts<Pick<LegFacts, 'state' | 'isFerry'>> {
  return { status: trip.status, locked: trip.locked, legs: trip.legs.map((l) => ({ state: l.legState, isFerry: l.isFerry })) };
}

const refusalOf = (r: { ok: true } | Refusal): Refusal | null => (r.ok ? null : r);

export type TripAction = 'edit' | 'change' | 'submit' | 'receive' | 'reject' | 'cancel' | 'lock' | 'unlock';

/** Each trip action: null when the rule allows it, else its refusal. */
export function tripActionRefusals(trip: TripLike): Record<TripAction, Refusal | null> {
  const facts = tripFactsOf(trip);
  return {
    edit: editPageRefusal(facts),
    change: changePageRefusal(facts),
    submit: refusalOf(submitTrip(facts)),
    receive: refusalOf(receiveTrip(facts)),
    // a reason is asked in the dialog: test the status with a placeholder reason
    reject: refusalOf(rejectTrip(facts, '-')),
    cancel: refusalOf(cancelTrip(facts, 'customer')),
    lock: refusalOf(lockTrip(facts)),
    unlock: refusalOf(unlockTrip(facts)),
  };
}

/** Leg actions of the editors: append, and per leg edit / cancel / insert before it. */
export function addLegRefusal(trip: TripLike): Refusal | null {
  return refusalOf(addLeg(tripFactsOf(trip)));
}
export function legActionRefusals(trip: TripLike, index: number): { edit: Refusal | null; cancel: Refusal | null; insertBefore: Refusal | null } {
  const facts = tripFactsOf(trip);
  return {
    edit: refusalOf(editLeg(facts, index)),
    cancel: refusalOf(cancelLeg(facts, index, 'customer')),
    insertBefore: refusalOf(insertLeg(facts, index)),
  };
}

/**
 * The airports around a place in the trip, skipping cancelled legs (continuity of the leg form):
 * the arrival of the nearest open leg before `before`, the departure of the nearest open leg from
 * `from` on.
 */
export function neighbours(trip: TripLike, before: number, from: number): { before: string | null; after: string | null } {
  let prev: string | null = null;
  for (let i = before - 1; i >= 0; i--) {
    if (trip.legs[i]!.legState !== LegState.cancelled) {
      prev = trip.legs[i]!.arrivalIcao;
      break;
    }
  }
  let next: string | null = null;
  for (let i = from; i < trip.legs.length; i++) {
    if (trip.legs[i]!.legState !== LegState.cancelled) {
      next = trip.legs[i]!.departureIcao;
      break;
    }
  }
  return { before: prev, after: next };
}
