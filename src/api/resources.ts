/**
 * Reference records of the company: airports (global catalogue + the operator's own data),
 * aircraft types, aircraft, customers and crew (server/modules/{base,fleet,customer,crew}).
 */
import { api } from './http';
import type { ListAnswer, ListQueryBody } from './trip';
import type { AircraftCreate, AircraftRow, AircraftTypeCreate, AircraftTypeRow, AircraftTypeUpdate, AircraftUpdate } from '../contract/fleet';
import type { AirportOverlayBody, AirportRow } from '../contract/airports';
import type { DeleteAnswer } from '../contract/crud';
import type { CrewCreate, CrewRow, CrewUpdate } from '../contract/crew';
import type { CustomerCreate, CustomerRow, CustomerUpdate } from '../contract/customer';
import { AIRCRAFT_STATUSES, AIRPORT_NATURES, CREW_POSITIONS, CREW_SEXES, CREW_STATUSES, CREW_TYPES, CUSTOMER_TYPES, FLEET_TYPES } from '../domain/resourceEnums';

/** The records' answers (src/contract/{fleet,customer,crew,airports}.ts). */
export type { AircraftRow, AircraftTypeRow, AirportRow, CrewRow, CustomerRow };
export type { AircraftStatus, FleetType } from '../contract/fleet';
/** The audit fields of a record as received (src/contract/common.ts AuditFields), for the modules whose records extend it. */
export type AuditRow = Partial<Pick<AircraftTypeRow, 'createAuthor' | 'createTime'>> & Pick<AircraftTypeRow, 'updateAuthor'> & { updateTime: string | null };
/** CUSTOMER_TYPES: 1 company, 2 personal. */
export { AIRCRAFT_STATUSES, AIRPORT_NATURES, CREW_POSITIONS, CREW_SEXES, CREW_STATUSES, CREW_TYPES, CUSTOMER_TYPES, FLEET_TYPES };

/** The calls of a plain company-owned resource (server/lib/resourceRoutes.ts). */
export interface CrudApi<T, C = Record<string, unknown>, U = Record<string, unknown>> {
  list(body: ListQueryBody): Promise<ListAnswer<T>>;
  /** The same list without telling the user of a failure (choice lists of other screens). */
  listQuiet(body: ListQueryBody): Promise<ListAnswer<T>>;
  get(id: string): Promise<T>;
  create(body: C): Promise<T>;
  /** `body` carries `version`: a stale one answers 412. */
  update(id: string, body: U): Promise<T>;
  remove(ids: string[]): Promise<DeleteAnswer>;
}

export function crudApi<T, C = Record<string, unknown>, U = Record<string, unknown>>(base: string): CrudApi<T, C, U> {
  return {
    list: (body) => api.read<ListAnswer<T>>(`${base}/list`, body),
    listQuiet: (body) => api.read<ListAnswer<T>>(`${base}/list`, body, { silent: true }),
    get: (id) => api.get<T>(`${base}/${encodeURIComponent(id)}`),
    create: (body) => api.post<T>(base, body),
    update: (id, body) => api.put<T>(`${base}/${encodeURIComponent(id)}`, body),
    remove: (ids) => api.delete<DeleteAnswer>(base, ids),
  };
}

// the screens' generic forms build the bodies field by field (Record<string, unknown>); the server checks them against these
export type { AircraftCreate, AircraftTypeCreate, AircraftTypeUpdate, AircraftUpdate, CrewCreate, CrewUpdate, CustomerCreate, CustomerUpdate };
export const aircraftTypeApi = crudApi<AircraftTypeRow>('/fleet/v1/aircraftTypes');
export const aircraftApi = crudApi<AircraftRow>('/fleet/v1/aircraft');
export const customerApi = crudApi<CustomerRow>('/customer/v1/customers');
export const crewApi = crudApi<CrewRow>('/crew/v1/crews');

export const airportApi = {
  list: (body: ListQueryBody) => api.read<ListAnswer<AirportRow>>('/base/v1/airports/list', body),
  get: (icao: string) => api.get<AirportRow>(`/base/v1/airports/${encodeURIComponent(icao)}`),
  /** Upsert of the operator's data: no `version` on the first write, the current one afterwards. */
  update: (icao: string, body: AirportOverlayBody | Record<string, unknown>) => api.put<AirportRow>(`/base/v1/airports/${encodeURIComponent(icao)}`, body),
};

/** Up to 500 records for a choice list (aircraft types, customers), quietly: a failure leaves the list empty. */
export async function choiceRows<T>(resource: Pick<CrudApi<T>, 'listQuiet'>, sortProperties?: string): Promise<T[]> {
  try {
    return (await resource.listQuiet({ page: 1, pageSize: 500, ...(sortProperties ? { sortProperties, sortDirection: 'asc' as const } : {}) })).list;
  } catch {
    return [];
  }
}
