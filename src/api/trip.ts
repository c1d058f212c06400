import type { LegState, ReleaseStatus, TripStatus } from '../domain/trip';
import { api } from './http';

/** One condition of a list query: `{ name, op, value }` (server/lib/listQuery). */
export interface ListCondition {
  name: string;
  op: 'eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le' | 'like' | 'startsWith' | 'endsWith' | 'in' | 'notIn' | 'between' | 'isNull' | 'isNotNull';
  value?: unknown;
}

/** Body of every `POST …/list` route. */
export interface ListQueryBody {
  page: number;
  pageSize: number;
  sortProperties?: string;
  sortDirection?: 'asc' | 'desc';
  searchParas?: { logic: 'and' | 'or'; conditions: ListCondition[] };
}

/** Answer of every list route. */
export interface ListAnswer<T> {
  totalNum: number;
  list: T[];
}

interface Audit {
  createTime: string;
  updateTime: string | null;
}

/** A trip as `POST /trip/v1/trips/list` answers it (status is the canonical name). */
export interface TripRow extends Audit {
  id: string;
  tripNumber: string;
  customerId: string;
  contractName: string | null;
  status: TripStatus;
  releaseStatus: ReleaseStatus;
  locked: boolean;
  note: string | null;
}

/** A leg as `POST /trip/v1/tripLegs/list` answers it (no airport zones, no aircraft tail). */
export interface LegRow extends Audit {
  id: string;
  tripId: string;
  tripNumber: string;
  customerId: string;
  legNumber: number;
  flightNo: string | null;
  departureIcao: string;
  arrivalIcao: string;
  plannedDepartureUtc: string;
  plannedArrivalUtc: string;
  eteMinutes: number | null;
  legState: LegState;
  aircraftId: string | null;
  isFerry: boolean;
  locked: boolean;
}

export interface TripWithLegs extends TripRow {
  legs: LegRow[];
}

const quiet = { silent: true } as const;

export const tripApi = {
  list: (body: ListQueryBody) => api.read<ListAnswer<TripRow>>('/trip/v1/trips/list', body),
  legList: (body: ListQueryBody) => api.read<ListAnswer<LegRow>>('/trip/v1/tripLegs/list', body),
  get: (id: string) => api.get<TripWithLegs>(`/trip/v1/trips/${encodeURIComponent(id)}`),
  /** Legs of several trips (for the trip list's leg count and first/last times); silent. */
  legsOfTrips: (tripIds: string[]) =>
    api.read<ListAnswer<LegRow>>(
      '/trip/v1/tripLegs/list',
      { page: 1, pageSize: 500, sortProperties: 'plannedDepartureUtc', sortDirection: 'asc', searchParas: { logic: 'and', conditions: [{ name: 'tripId', op: 'in', value: tripIds }] } },
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
