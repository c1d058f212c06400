/** Trip and leg lists (server/modules/trip/trips/tripRoutes.ts). Types: src/contract/trip/trips.ts, src/contract/listQuery.ts. */
import type { Static, TUnsafe } from 'typebox';
import type { ListQuerySchemaBody as ListQueryBody, listAnswerSchema } from '../contract/listQuery';
import type { LegListAnswer, TripListAnswer, TripWithLegs } from '../contract/trip/trips';
import { api } from './http';

export type { LegListRow, LegRow, TripRow, TripWithLegs } from '../contract/trip/trips';

/** One condition `{ name, op, value }` and the body of a `POST …/list` route: the contract's types. */
export type { ListConditionBody as ListCondition, ListQuerySchemaBody as ListQueryBody } from '../contract/listQuery';

/** Answer of every list route (`{ totalNum, list }`, the contract's `listAnswerSchema`). */
export type ListAnswer<T> = Static<ReturnType<typeof listAnswerSchema<TUnsafe<T>>>>;

const quiet = { silent: true } as const;

export const tripApi = {
  list: (body: ListQueryBody) => api.read<TripListAnswer>('/trip/v1/trips/list', body),
  legList: (body: ListQueryBody) => api.read<LegListAnswer>('/trip/v1/tripLegs/list', body),
  get: (id: string) => api.get<TripWithLegs>(`/trip/v1/trips/${encodeURIComponent(id)}`),
  /** Legs of several trips (for the trip list's leg count and first/last times); silent. */
  legsOfTrips: (tripIds: string[]) =>
    api.read<LegListAnswer>(
      '/trip/v1/tripLegs/list',
      { page: 1, pageSize: 500, sortProperties: 'plannedDepartureUtc', sortDirection: 'asc', searchParas: { logic: 'and', conditions: [{ name: 'tripId', op: 'in', value: tripIds }] } } satisfies ListQueryBody,
      quiet,
    ),
  /** An aircraft's legs departing in [from, to) (a fault's reporting leg); silent. */
  legsOfAircraft: (aircraftId: string, from: string, to: string) =>
    api.read<LegListAnswer>(
      '/trip/v1/tripLegs/list',
      {
        page: 1,
        pageSize: 50,
        sortProperties: 'plannedDepartureUtc',
        sortDirection: 'desc',
        searchParas: {
          logic: 'and',
          conditions: [
            { name: 'aircraftId', op: 'eq', value: aircraftId },
            { name: 'plannedDepartureUtc', op: 'ge', value: from },
            { name: 'plannedDepartureUtc', op: 'lt', value: to },
          ],
        },
      } satisfies ListQueryBody,
      quiet,
    ),
  /** A customer's name, or null when it cannot be read (no permission, gone). */
  customerName: async (id: string): Promise<string | null> => {
    try {
      return (await api.get<{ name: string }>(`/customer/v1/customers/${encodeURIComponent(id)}`, quiet)).name;
    } catch {
      return null;
    }
  },
  /** An airport's IANA zone (via the search every signed-in user may use), or null. */
  airportZone: async (icao: string): Promise<string | null> => {
    try {
      const hits = await api.get<{ icao: string; timeZone: string }[]>(`/base/v1/airports/search?q=${encodeURIComponent(icao)}&limit=5`, quiet);
      return hits.find((h) => h.icao.toUpperCase() === icao.toUpperCase())?.timeZone ?? null;
    } catch {
      return null;
    }
  },
};
