/**
 * Which trip page fits a trip: edit before submission, change once operations received it
 * (requirements D2 "trip add, edit, change, submit and receive"). Each answers null when the
 * page may change the trip, else the refusal to show; the commands' own rules still decide.
 */
import { TK, refuse, type Refusal } from './errors';
import type { TripFacts } from './facts';
import { tripChangeable } from './guards';
import { TripStatus } from './states';

/** Edit: a trip customer service has not submitted yet, or got back rejected. */
export function editPageRefusal(trip: Pick<TripFacts, 'status' | 'locked'>): Refusal | null {
  const closed = tripChangeable(trip);
  if (closed) return closed;
  return trip.status === TripStatus.unconfirmed || trip.status === TripStatus.rejected ? null : refuse(TK.wrongTripStatus);
}

/** Change: a trip operations has received (received or preparing). */
export function changePageRefusal(trip: Pick<TripFacts, 'status' | 'locked'>): Refusal | null {
  const closed = tripChangeable(trip);
  if (closed) return closed;
  return trip.status === TripStatus.received || trip.status === TripStatus.preparing ? null : refuse(TK.wrongTripStatus);
}
