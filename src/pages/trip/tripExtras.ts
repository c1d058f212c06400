import { useEffect, useState } from 'react';
import { tripApi, type LegRow, type TripRow } from '../../api/trip';
import { summariseLegs as summarise, type TripLegSummary as DomainSummary } from '../../domain/trip';

export type TripLegSummary = DomainSummary<LegRow>;

/** Leg count and first departure / last arrival of each trip (cancelled legs left out unless all are). */
export const summariseLegs = (legs: readonly LegRow[]): Record<string, TripLegSummary> => summarise(legs);

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
