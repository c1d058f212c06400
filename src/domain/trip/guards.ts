/** Refusals shared by several commands. Each answers null when the rule allows. */
import { TK, refuse, type Refusal } from './errors';
import { LegState, TripStatus, hasDeparted } from './states';
import type { LegFacts, TripFacts } from './facts';

/** A trip whose legs may change: not locked, cancelled or completed. */
export function tripChangeable(trip: Pick<TripFacts, 'status' | 'locked'>): Refusal | null {
  if (trip.locked) return refuse(TK.tripLocked);
  if (trip.status === TripStatus.cancelled) return refuse(TK.tripCancelled);
  if (trip.status === TripStatus.completed) return refuse(TK.tripCompleted);
  return null;
}

/** A leg that is neither cancelled nor flying nor flown. */
export function legOpen(leg: Pick<LegFacts, 'state'>): Refusal | null {
  if (leg.state === LegState.cancelled) return refuse(TK.cancelledLegNotEditable);
  if (leg.state === LegState.flying) return refuse(TK.flyingLegNotEditable);
  if (leg.state === LegState.flown) return refuse(TK.legAlreadyFlown);
  return null;
}

/** No leg from `from` on has departed. */
export function noLaterLegDeparted(legs: readonly Pick<LegFacts, 'state'>[], from: number): Refusal | null {
  return legs.slice(from).some((l) => hasDeparted(l.state)) ? refuse(TK.laterLegFlying) : null;
}

/** The leg at `index`, or a refusal. */
export function legAt<L>(legs: readonly L[], index: number): L | Refusal {
  const leg = Number.isInteger(index) && index >= 0 ? legs[index] : undefined;
  return leg === undefined ? refuse(TK.noSuchLeg, { number: index + 1 }) : leg;
}

export const isRefusal = (x: unknown): x is Refusal =>
  typeof x === 'object' && x !== null && (x as { ok?: unknown }).ok === false && 'key' in x;

/** True for a blank or missing reason. */
export const blank = (s: string | null | undefined): boolean => (s ?? '').trim() === '';
