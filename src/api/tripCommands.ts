/**
 * The trip commands of the trip forms (server/modules/trip/trips/tripRoutes.ts). Every command sends
 * the trip's `version` (412 when stale) and answers the trip with its legs.
 */
import type { CustomerRow } from '../contract/customer';
import type { AircraftTypeRow } from '../contract/fleet';
import type { CancelLegBody, EditLegBody } from '../contract/trip/legs';
import type { CancelTripBody, TripCreateBody, TripHeaderBody } from '../contract/trip/trips';
import { dutyForce, dutyQuiet } from './dutyGuard';
import { api } from './http';
import type { ListAnswer } from './trip';
import type { AirportHit, LegBody, TripDetail } from './tripTypes';

export type { AirportHit, LegBody, TripDetail, TripLeg } from './tripTypes';
export type { TripCreateBody } from '../contract/trip/trips';

/** The leg fields an edit may change (besides the trip's version, the confirmation and a duty-time force). */
export type LegEditFields = Omit<EditLegBody, 'version' | 'confirm' | 'dutyForceReason'>;

/* The customer and aircraft-type hits below are answers of the customer and fleet modules. */

/** A customer of the trip form's search (`POST /customer/v1/customers/list`, `GET /customer/v1/customers/{id}`). */
export type CustomerHit = Pick<CustomerRow, 'id' | 'name' | 'simpleCode'>;

/** An aircraft type of `POST /fleet/v1/aircraftTypes/list`, the fields the trip form uses. */
export type AircraftTypeHit = Pick<AircraftTypeRow, 'id' | 'code' | 'name' | 'cruiseSpeedKmh' | 'taxiMinutes'>;

const TRIPS = '/trip/v1/trips';
const LEGS = '/trip/v1/tripLegs';
const id = (s: string) => encodeURIComponent(s);
const quiet = { silent: true } as const;

export const tripCommands = {
  get: (tripId: string) => api.get<TripDetail>(`${TRIPS}/${id(tripId)}`),
  /** The same, silently (row menus: a failure just leaves the actions disabled). */
  peek: (tripId: string) => api.get<TripDetail>(`${TRIPS}/${id(tripId)}`, quiet),
  create: (body: TripCreateBody) => api.post<TripDetail>(TRIPS, body),
  updateHeader: (tripId: string, body: TripHeaderBody) =>
    api.put<TripDetail>(`${TRIPS}/${id(tripId)}`, body),
  submit: (tripId: string, version: number) => api.post<TripDetail>(`${TRIPS}/${id(tripId)}/submit`, { version }),
  receive: (tripId: string, version: number) => api.post<TripDetail>(`${TRIPS}/${id(tripId)}/receive`, { version }),
  reject: (tripId: string, version: number, reason: string) => api.post<TripDetail>(`${TRIPS}/${id(tripId)}/reject`, { version, reason }),
  cancel: (tripId: string, version: number, reasonType: CancelTripBody['reasonType'], note?: string) =>
    api.post<TripDetail>(`${TRIPS}/${id(tripId)}/cancel`, { version, reasonType, ...(note ? { note } : {}) } satisfies CancelTripBody),
  lock: (tripId: string, version: number) => api.post<TripDetail>(`${TRIPS}/${id(tripId)}/lock`, { version }),
  unlock: (tripId: string, version: number) => api.post<TripDetail>(`${TRIPS}/${id(tripId)}/unlock`, { version }),
  addLeg: (tripId: string, version: number, leg: LegBody, confirm?: boolean) =>
    api.post<TripDetail>(`${TRIPS}/${id(tripId)}/addLeg`, { version, leg, ...(confirm ? { confirm } : {}) }),
  /** `position`: the 1-based leg number the new leg takes. */
  insertLeg: (tripId: string, version: number, position: number, leg: LegBody, confirm?: boolean) =>
    api.post<TripDetail>(`${TRIPS}/${id(tripId)}/insertLeg`, { version, position, leg, ...(confirm ? { confirm } : {}) }),
  /**
   * Only the changed fields; `version` is the trip's. A duty-time warning or refusal of the leg's
   * crew (400 `dutyTime.error.duty…`) is left to the caller, who may send it again with `dutyForceReason`.
   */
  editLeg: (legId: string, version: number, fields: LegEditFields, confirm?: boolean, dutyForceReason?: string) =>
    api.post<TripDetail>(`${LEGS}/${id(legId)}/edit`, { version, ...fields, ...(confirm ? { confirm } : {}), ...dutyForce(dutyForceReason) } satisfies EditLegBody, dutyQuiet),
  cancelLeg: (legId: string, version: number, reasonType: CancelLegBody['reasonType']) => api.post<TripDetail>(`${LEGS}/${id(legId)}/cancel`, { version, reasonType } satisfies CancelLegBody),

  searchAirports: (q: string) => api.get<AirportHit[]>(`/base/v1/airports/search?q=${encodeURIComponent(q)}&limit=10`, quiet),
  searchCustomers: (text: string) =>
    api.read<ListAnswer<CustomerHit>>(
      '/customer/v1/customers/list',
      {
        page: 1,
        pageSize: 20,
        sortProperties: 'name',
        sortDirection: 'asc',
        ...(text.trim() ? { searchParas: { logic: 'or', conditions: [{ name: 'name', op: 'like', value: text.trim() }, { name: 'simpleCode', op: 'like', value: text.trim() }] } } : {}),
      },
      quiet,
    ),
  customer: (customerId: string) => api.get<CustomerHit>(`/customer/v1/customers/${id(customerId)}`, quiet),
  aircraftTypes: () =>
    api.read<ListAnswer<AircraftTypeHit>>('/fleet/v1/aircraftTypes/list', { page: 1, pageSize: 100, sortProperties: 'code', sortDirection: 'asc' }, quiet),
};
