/**
 * Reference records of the company: airports (global catalogue + the operator's own data),
 * aircraft types, aircraft, customers and crew (server/modules/{base,fleet,customer,crew}).
 */
import { api } from './http';
import type { ListAnswer, ListQueryBody } from './trip';
import { AIRPORT_NATURES, CREW_POSITIONS, CREW_SEXES, CREW_STATUSES, CREW_TYPES, CUSTOMER_TYPES } from '../domain/resourceEnums';

/** Audit fields every business record answers. */
export interface AuditRow {
  createAuthor?: string | null;
  createTime?: string;
  updateAuthor: string | null;
  updateTime: string | null;
}

export const FLEET_TYPES = ['own', 'hosted', 'proxy'] as const;
export type FleetType = (typeof FLEET_TYPES)[number];
export const AIRCRAFT_STATUSES = ['airworthy', 'maintenance', 'mel', 'aog'] as const;
export type AircraftStatus = (typeof AIRCRAFT_STATUSES)[number];
/** CUSTOMER_TYPES: 1 company, 2 personal. */
export { AIRPORT_NATURES, CREW_POSITIONS, CREW_SEXES, CREW_STATUSES, CREW_TYPES, CUSTOMER_TYPES };

export interface AirportRow {
  icao: string;
  iata: string | null;
  name: string;
  city: string | null;
  countryCode: string;
  continent: string;
  latitude: number;
  longitude: number;
  elevationFt: number | null;
  elevationM: number | null;
  timeZone: string;
  runwayLengthFt: number | null;
  runwayLengthM: number | null;
  type: string;
  scheduledService: boolean;
  cnName: string | null;
  cnCityName: string | null;
  nature: (typeof AIRPORT_NATURES)[number] | null;
  isOpen: boolean | null;
  hasCustoms: boolean | null;
  military: boolean | null;
  operationTime: string | null;
  threeCloseTime: string | null;
  fbo: string | null;
  fuelPrice: string | null;
  airportServicePrice: string | null;
  warningMark: boolean;
  note: string | null;
  grade: number | null;
  /** The overlay's version; null until the operator first writes. */
  version: number | null;
  updateAuthor: string | null;
  updateTime: string | null;
}

export interface AircraftTypeRow extends AuditRow {
  id: string;
  code: string;
  name: string;
  manufacturer: string | null;
  seats: number | null;
  version: number;
}

export interface AircraftRow extends AuditRow {
  id: string;
  tailNo: string;
  typeId: string;
  serialNo: string | null;
  seatNum: number | null;
  baseIcao: string | null;
  locationIcao: string | null;
  fleetType: FleetType;
  status: AircraftStatus;
  customerId: string | null;
  registryCountry: string | null;
  manufactureDate: string | null;
  calendarColor: string | null;
  sortNum: number;
  enabled: boolean;
  icao24: string | null;
  version: number;
}

export interface CustomerRow extends AuditRow {
  id: string;
  serialNumber: string | null;
  simpleCode: string | null;
  type: 1 | 2;
  name: string;
  personName: string | null;
  serviceUserId: string | null;
  manager: string | null;
  linkman: string | null;
  linkTel: string | null;
  companyAddress: string | null;
  companyProfile: string | null;
  note: string | null;
  billMoneyUnit: string | null;
  email: string | null;
  homePhone: string | null;
  version: number;
}

export interface CrewRow extends AuditRow {
  id: string;
  workNo: string;
  cnName: string;
  enName: string | null;
  sex: 'M' | 'F' | null;
  nationality: string | null;
  crewType: (typeof CREW_TYPES)[number];
  position: (typeof CREW_POSITIONS)[number] | null;
  baseIcao: string | null;
  department: string | null;
  email: string | null;
  phone: string | null;
  birthdate: string | null;
  hireDate: string | null;
  dateTerminated: string | null;
  status: (typeof CREW_STATUSES)[number];
  employeeType: string | null;
  qualifiedTypeIds: string[];
  version: number;
}

/** The calls of a plain company-owned resource (server/lib/resourceRoutes.ts). */
export interface CrudApi<T> {
  list(body: ListQueryBody): Promise<ListAnswer<T>>;
  /** The same list without telling the user of a failure (choice lists of other screens). */
  listQuiet(body: ListQueryBody): Promise<ListAnswer<T>>;
  get(id: string): Promise<T>;
  create(body: Record<string, unknown>): Promise<T>;
  /** `body` carries `version`: a stale one answers 412. */
  update(id: string, body: Record<string, unknown>): Promise<T>;
  remove(ids: string[]): Promise<{ deleted: number }>;
}

export function crudApi<T>(base: string): CrudApi<T> {
  return {
    list: (body) => api.read<ListAnswer<T>>(`${base}/list`, body),
    listQuiet: (body) => api.read<ListAnswer<T>>(`${base}/list`, body, { silent: true }),
    get: (id) => api.get<T>(`${base}/${encodeURIComponent(id)}`),
    create: (body) => api.post<T>(base, body),
    update: (id, body) => api.put<T>(`${base}/${encodeURIComponent(id)}`, body),
    remove: (ids) => api.delete<{ deleted: number }>(base, ids),
  };
}

export const aircraftTypeApi = crudApi<AircraftTypeRow>('/fleet/v1/aircraftTypes');
export const aircraftApi = crudApi<AircraftRow>('/fleet/v1/aircraft');
export const customerApi = crudApi<CustomerRow>('/customer/v1/customers');
export const crewApi = crudApi<CrewRow>('/crew/v1/crews');

export const airportApi = {
  list: (body: ListQueryBody) => api.read<ListAnswer<AirportRow>>('/base/v1/airports/list', body),
  get: (icao: string) => api.get<AirportRow>(`/base/v1/airports/${encodeURIComponent(icao)}`),
  /** Upsert of the operator's data: no `version` on the first write, the current one afterwards. */
  update: (icao: string, body: Record<string, unknown>) => api.put<AirportRow>(`/base/v1/airports/${encodeURIComponent(icao)}`, body),
};

/** Up to 500 records for a choice list (aircraft types, customers), quietly: a failure leaves the list empty. */
export async function choiceRows<T>(resource: Pick<CrudApi<T>, 'listQuiet'>, sortProperties?: string): Promise<T[]> {
  try {
    return (await resource.listQuiet({ page: 1, pageSize: 500, ...(sortProperties ? { sortProperties, sortDirection: 'asc' as const } : {}) })).list;
  } catch {
    return [];
  }
}
