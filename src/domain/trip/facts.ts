/**
 * The facts the transition rules read. Each command takes only the fields it needs
 * (`Pick<LegFacts, …>`), so callers build them from whatever row or form they hold.
 */
import type { LegState, TripStatus } from './states';
import type { Airworthiness, Evaluation } from './statuses';

/** What the rules know about one leg. */
export interface LegFacts {
  state: LegState;
  /** Auto-generated positioning (ferry) leg: follows the schedule, never edited by hand. */
  isFerry: boolean;
  /** Locked for aircraft: the aircraft assignment is pinned. */
  locked: boolean;
  hasAircraft: boolean;
  /** Crew scheduled (排班) for the leg. */
  hasCrew: boolean;
  /** Airworthiness confirmation, null before any. */
  airworthiness: Airworthiness | null;
  hasFlightPlan: boolean;
  hasReleaseDocuments: boolean;
  evaluation: Evaluation | null;
  /** ISO 8601 UTC instants. */
  plannedDepartureUtc: string | null;
  actualTakeoffUtc: string | null;
  actualLandingUtc: string | null;
}

/** What the rules know about a trip; legs in trip order. */
export interface TripFacts<L extends Pick<LegFacts, 'state'> = Pick<LegFacts, 'state' | 'isFerry'>> {
  status: TripStatus;
  locked: boolean;
  legs: readonly L[];
}
