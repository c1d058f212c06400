import { useEffect, useState } from 'react';
import { tripApi, type LegRow, type TripRow } from '../../api/trip';
import { LegState } from '../../domain/trip';

export interface TripLegSummary {
  count: number;
  firstDeparture: LegRow | null;
  lastArrival: LegRow | null;
}

/** Leg count and first departure / last arrival of each trip (cancelled legs left out unless all are). */
export function summariseLegs(legs: readonly LegRow[]): Record<string, TripLegSummary> {
  const byTrip = new Map<string, LegRow[]>();
  for (const l of legs) byTrip.set(l.tripId, [...(byTrip.get(l.tripId) ?? []), l]);
  const out: Record<string, TripLegSummary> = {};
  for (const [id, all] of byTrip) {
    const live = all.filter((l) => l.legState !== LegState.cancelled);
    const use = (live.length > 0 ? live : all).slice().sort((a, b) => a.plannedDepartureUtc.localeCompare(b.plannedDepartureUtc));
    const byArrival = use.slice().sort((a, b) => a.plannedArrivalUtc.localeCompare(b.plannedArrivalUtc));
    out[id] = { count: live.length, firstDeparture: use[0] ?? null, lastArrival: byArrival[byArrival.length - 1] ?? null };
  }
  return out;
}

const customerCache = new Map<string, Promise<string | null>>();

/** Leg summaries and customer names of the trips on the page (silent: a failure leaves the cells empty). */
export function useTripExtras(rows: readonly TripRow[]) {
  const [legs, setLegs] = useState<Record<string, TripLegSummary>>({});
  const [customers, setCustomers] = useState<Record<string, string | null>>({});
  const ids = rows.map((r) => r.id).join(',');
  const customerIds = [...new Set(rows.map((r) => r.customerId))].sort().join(',');
  useEffect(() => {
    if (!ids) return;
    let live = true;
    tripApi.legsOfTrips(ids.split(',')).then(
      (a) => live && setLegs(summariseLegs(a.list)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [ids]);
  useEffect(() => {
    if (!customerIds) return;
    let live = true;
    Promise.all(
      customerIds.split(',').map((id) => {
        let p = customerCache.get(id);
        if (!p) customerCache.set(id, (p = tripApi.customerName(id)));
        return p.then((n) => [id, n] as const);
      }),
    ).then((pairs) => live && setCustomers((cur) => ({ ...cur, ...Object.fromEntries(pairs) })));
    return () => {
      live = false;
    };
  }, [customerIds]);
  return { legs, customers };
}
