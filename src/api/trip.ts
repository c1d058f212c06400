/** Trip and leg lists (server/modules/trip/trips/tripRoutes.ts). Types: src/contract/trip/trips.ts, src/contract/listQuery.ts. */
import type { Static, TUnsafe } from 'typebox';
import type { ListQuerySchemaBody, listAnswerSchema } from '../contract/listQuery';
import type { ListOp } from '../domain/list';
import type { LegListAnswer, TripListAnswer, TripWithLegs } from '../contract/trip/trips';
import { api } from './http';

export type { LegRow, TripRow, TripWithLegs } from '../contract/trip/trips';

/** One condition of a list query: `{ name, op, value }` (the contract's `ListConditionSchema`). */
export interface ListCondition {
  name: string;
  op: ListOp;
  value?: unknown;
}

/**
 * The body the screens build for a `POST …/list` route: the contract's body (`ListQuerySchemaBody`),
 * narrowed to what the browser sends (always a page, one sort field, one flat group of conditions).
 */
export interface ListQueryBody {
  page: number;
  pageSize: number;
  sortProperties?: string;
  sortDirection?: 'asc' | 'desc';
  searchParas?: { logic: 'and' | 'or'; conditions: ListCondition[] };
}
/** Checked: the page and sort of every body the browser builds are ones the contract accepts. */
export const LIST_BODY_FITS_CONTRACT = (b: ListQueryBody): ListQuerySchemaBody => ({ ...b, searchParas: undefined });

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
