/**
 * Which leg an aircraft is flying at an instant (docs/decisions.md, "Live map and positions").
 * Candidates are the aircraft's released, flying and flown legs. A leg covers the positions from
 * 90 minutes before its departure (taxi, engine start) to 30 minutes after its landing; a leg
 * still flying covers everything after its takeoff up to 6 hours past its planned arrival, a
 * released leg not yet off up to 3 hours past its planned arrival. Among legs that cover an
 * instant the one being flown wins (flying, or flown and between its take-off and 10 minutes after
 * its landing: a track sent after the flight gives each leg its own landing), then the one departing
 * last (a quick turn-round hands over to the next leg as soon as its window opens).
 */
import { LegState } from '../trip/states';

export interface MatchLeg {
  id: string;
  legState: number;
  plannedDepartureMs: number;
  plannedArrivalMs: number;
  actualOffMs: number | null;
  actualOnMs: number | null;
}

const MIN = 60_000;
export const BEFORE_DEPARTURE_MS = 90 * MIN;
export const AFTER_LANDING_MS = 30 * MIN;
export const FLYING_OVERRUN_MS = 6 * 60 * MIN;
export const RELEASED_OVERRUN_MS = 3 * 60 * MIN;

/** States whose legs take positions. */
export const TRACKED_STATES: readonly number[] = [LegState.released, LegState.flying, LegState.flown];

/** The instants a leg takes positions in, [from, to]. */
export function legWindow(leg: MatchLeg): [number, number] {
  const departure = leg.actualOffMs ?? leg.plannedDepartureMs;
  const from = Math.min(departure, leg.plannedDepartureMs) - BEFORE_DEPARTURE_MS;
  if (leg.actualOnMs !== null) return [from, leg.actualOnMs + AFTER_LANDING_MS];
  if (leg.legState === LegState.flying) return [from, Math.max(leg.plannedArrivalMs, departure + (leg.plannedArrivalMs - leg.plannedDepartureMs)) + FLYING_OVERRUN_MS];
  if (leg.legState === LegState.flown) return [from, leg.plannedArrivalMs + AFTER_LANDING_MS];
  return [from, leg.plannedArrivalMs + RELEASED_OVERRUN_MS];
}

/** A flown leg keeps the positions of its flight and of this long after its landing (roll-out and taxi in). */
export const LANDED_HOLD_MS = 10 * MIN;

/** The aircraft was flying this leg at `time`: in the air, or on its roll-out and taxi in. */
function inFlight(leg: MatchLeg, time: number): boolean {
  if (leg.legState === LegState.flying) return true;
  return leg.actualOffMs !== null && leg.actualOnMs !== null && time >= leg.actualOffMs && time <= leg.actualOnMs + LANDED_HOLD_MS;
}

/** The leg an aircraft was on at `time`, or null between legs. */
export function matchLeg<L extends MatchLeg>(legs: readonly L[], time: number): L | null {
  let best: L | null = null;
  let bestFlying = false;
  for (const leg of legs) {
    if (!TRACKED_STATES.includes(leg.legState)) continue;
    const [from, to] = legWindow(leg);
    if (time < from || time > to) continue;
    const flying = inFlight(leg, time);
    if (!best || (flying && !bestFlying) || (flying === bestFlying && leg.plannedDepartureMs > best.plannedDepartureMs)) {
      best = leg;
      bestFlying = flying;
    }
  }
  return best;
}
