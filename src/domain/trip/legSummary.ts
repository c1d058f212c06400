/** What the trip and leg lists derive from legs (shown on screen and written by the export). */
import { LegState } from './states';

/** The fields of a leg the summary reads. */
export interface SummaryLeg {
  tripId: string;
  legState: number;
  plannedDepartureUtc: string;
  plannedArrivalUtc: string;
}

export interface TripLegSummary<L extends SummaryLeg = SummaryLeg> {
  count: number;
  firstDeparture: L | null;
  lastArrival: L | null;
}

/** Leg count and first departure / last arrival of each trip (cancelled legs left out unless all are). */
export function summariseLegs<L extends SummaryLeg>(legs: readonly L[]): Record<string, TripLegSummary<L>> {
  const byTrip = new Map<string, L[]>();
  for (const l of legs) byTrip.set(l.tripId, [...(byTrip.get(l.tripId) ?? []), l]);
  const out: Record<string, TripLegSummary<L>> = {};
  for (const [id, all] of byTrip) {
    const live = all.filter((l) => l.legState !== LegState.cancelled);
    const use = (live.length > 0 ? live : all).slice().sort((a, b) => a.plannedDepartureUtc.localeCompare(b.plannedDepartureUtc));
    const byArrival = use.slice().sort((a, b) => a.plannedArrivalUtc.localeCompare(b.plannedArrivalUtc));
    out[id] = { count: live.length, firstDeparture: use[0] ?? null, lastArrival: byArrival[byArrival.length - 1] ?? null };
  }
  return out;
}

/** Estimated time en route as H:MM ('' for none). */
export const eteText = (minutes: number | null): string => (minutes === null ? '' : `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`);
