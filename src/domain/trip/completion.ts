/**
 * Trip completion (D4 trip status "completed"): a trip whose customer legs that are not cancelled
 * have all landed is completed; resetting a landing (or a takeoff) opens it again. Ferry legs do not
 * count (they belong to the aircraft's schedule, not to the customer's itinerary). Not a command of
 * its own: the server applies it after every trip or leg command.
 */
import type { LegFacts, TripFacts } from './facts';
import { LegState, TripStatus } from './states';

/** The trip's status after its legs changed, or null when it stays as it is. */
export function statusAfterFlight(trip: TripFacts<Pick<LegFacts, 'state' | 'isFerry'>>): typeof TripStatus.completed | typeof TripStatus.preparing | null {
  const live = trip.legs.filter((l) => !l.isFerry && l.state !== LegState.cancelled);
  const allFlown = live.length > 0 && live.every((l) => l.state === LegState.flown);
  if (allFlown && (trip.status === TripStatus.preparing || trip.status === TripStatus.received)) return TripStatus.completed;
  if (!allFlown && trip.status === TripStatus.completed) return TripStatus.preparing;
  return null;
}
