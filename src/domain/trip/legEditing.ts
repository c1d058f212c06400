/**
 * Adding, inserting, editing, cancelling and locking legs of a trip (requirements D4
 * "Rules on transitions", D8 leg errors). Every function is pure: it answers what the new
 * state would be, or why not.
 */
import { TK, ok, refuse, type Result } from './errors';
import type { LegFacts, TripFacts } from './facts';
import { isRefusal, legAt, legOpen, noLaterLegDeparted, tripChangeable } from './guards';
import { LegState, hasDeparted, type CancelReasonType } from './states';

type EditFacts = Pick<LegFacts, 'state' | 'isFerry'>;
type Trip = TripFacts<EditFacts>;

/** Where a new leg goes and the state it starts in. */
export interface NewLeg {
  index: number;
  state: typeof LegState.notEvaluated;
}

/**
 * Appends a leg at the end of the trip. Allowed after a flying or flown last leg: extending a
 * trip that is under way is ordinary (the insertion rules protect the legs already flown).
 */
export function addLeg(trip: Pick<Trip, 'status' | 'locked' | 'legs'>): Result<NewLeg> {
  const closed = tripChangeable(trip);
  if (closed) return closed;
  return ok({ index: trip.legs.length, state: LegState.notEvaluated });
}

/**
 * Inserts a leg so that it takes position `atIndex` (the leg now there and the following
 * move down). The anchor is the leg before it. Refused before the first leg, after a
 * cancelled, flying or flown leg, and when any later leg is flying or flown.
 */
export function insertLeg(trip: Trip, atIndex: number): Result<NewLeg> {
  const closed = tripChangeable(trip);
  if (closed) return closed;
  if (atIndex === 0) return refuse(TK.insertBeforeFirst);
  if (!Number.isInteger(atIndex) || atIndex < 0 || atIndex > trip.legs.length) return refuse(TK.noSuchLeg, { number: atIndex + 1 });
  const anchor = trip.legs[atIndex - 1]!;
  if (anchor.state === LegState.cancelled) return refuse(TK.insertAfterCancelled);
  if (hasDeparted(anchor.state)) return refuse(TK.insertAfterFlying);
  const later = noLaterLegDeparted(trip.legs, atIndex);
  if (later) return later;
  return ok({ index: atIndex, state: LegState.notEvaluated });
}

/** Shared checks of edit and cancel, in the order the user should hear them. */
function changeableLeg(trip: Trip, index: number): Result<EditFacts> {
  const closed = tripChangeable(trip);
  if (closed) return closed;
  const leg = legAt(trip.legs, index);
  if (isRefusal(leg)) return leg;
  const notOpen = legOpen(leg);
  if (notOpen) return notOpen;
  if (leg.isFerry) return refuse(TK.ferryNotEditable);
  const later = noLaterLegDeparted(trip.legs, index + 1);
  if (later) return later;
  return ok(leg);
}

/**
 * May the leg at `index` be edited? Refused for a locked, cancelled or completed trip, a
 * cancelled, flying or flown leg, an auto-generated ferry leg, or when a later leg is flying
 * or flown. What an edit resets (evaluation, readiness) is decided by the edit itself.
 */
export function editLeg(trip: Trip, index: number): Result<{ index: number }> {
  const r = changeableLeg(trip, index);
  return r.ok ? ok({ index }) : r;
}

/**
 * Cancels the leg at `index` (state 0). Same refusals as `editLeg`: ferry legs are not
 * cancelled by hand either, they disappear when the schedule no longer needs them.
 */
export function cancelLeg(
  trip: Trip,
  index: number,
  reason: CancelReasonType,
): Result<{ index: number; state: typeof LegState.cancelled; reason: CancelReasonType }> {
  const r = changeableLeg(trip, index);
  return r.ok ? ok({ index, state: LegState.cancelled, reason }) : r;
}

/**
 * Locks (pins) the aircraft of a leg. Refused for a cancelled, flying or flown leg; locking
 * an already locked leg is allowed (idempotent). The trip lock does not matter: this is the
 * fleet's own switch.
 */
export function lockLeg(leg: Pick<LegFacts, 'state'>): Result<{ locked: true }> {
  return legOpen(leg) ?? ok({ locked: true });
}

/** Unlocks the aircraft of a leg. Refused for a cancelled, flying or flown leg. */
export function unlockLeg(leg: Pick<LegFacts, 'state'>): Result<{ locked: false }> {
  return legOpen(leg) ?? ok({ locked: false });
}

/**
 * A dialog opened on one version of the fleet schedule may only write to that version;
 * otherwise the user must reload (D4, D8 "fleet schedule changed, reload").
 */
export function scheduleUnchanged(openedVersion: number | string, currentVersion: number | string): Result<null> {
  return openedVersion === currentVersion ? ok(null) : refuse(TK.scheduleChanged);
}
