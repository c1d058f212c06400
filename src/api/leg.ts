/**
 * The leg detail page's calls (docs/decisions.md "Leg flow"): the leg with its trip and records,
 * the leg commands (each with the trip's `version`, each answering the trip with its legs),
 * passengers, diversions, a new leg from a cancelled one, and the leg log.
 */
import type { LegCommand, LegCommandBodies } from '../contract/trip/legs';
import type { PassengerMode } from '../domain/trip/legRecords';
import { api, type CallOptions } from './http';
import type { LegCrewMember } from './legCrew';
import type { ListAnswer, ListQueryBody } from './trip';
import type { AirportHit, CivilLegRecord, DiversionRecord, LegBody, TripDetail, TripLeg } from './tripTypes';

export type { AirportHit } from './tripTypes';
export type { LegCommand, LegCommandBodies } from '../contract/trip/legs';
export type { PassengerMode } from '../domain/trip/legRecords';

/*
 * The leg detail, its passengers and the leg log are answers of the records module
 * (server/modules/trip/records); their types below move to that module's contract with it.
 */

/** A leg as the detail answers it: the trip answer's leg (src/contract/trip) and the leg it was made from. */
export type LegDetailRow = TripLeg & { sourceLegId?: string | null };

/** The trip of a leg detail, its legs with their detail fields. */
export type LegTripDetail = TripDetail<LegDetailRow>;

export interface PassengerRow {
  id: string;
  legId: string;
  name: string;
  nationality: string | null;
  documentType: string | null;
  documentNumber: string | null;
  phone: string | null;
  note: string | null;
}
export type PassengerInput = Omit<PassengerRow, 'id' | 'legId'>;

/** `GET /trip/v1/tripLegs/{id}`; `trip.legs` is filled by the page from the trip read. */
export interface LegDetail {
  leg: LegDetailRow;
  trip: LegTripDetail;
  passengers: PassengerRow[];
  /** The caller may not see this leg's passengers (data permission `passengerView`). */
  passengersHidden?: boolean;
  diversions: DiversionRecord[];
  civilLeg: CivilLegRecord | null;
  crew: LegCrewMember[];
  sourceLeg: { id: string; legNumber: number; tripNumber: string } | null;
  /** The leg's aircraft as the leg detail answers it (readable by whoever sees the leg). */
  aircraft: LegAircraft | null;
}

export interface LegAircraft {
  id: string;
  tailNo: string;
  typeId: string;
  typeCode: string;
  typeName: string;
  status: string;
}

export interface LegLogRow {
  id: string;
  legId: string;
  tripId: string;
  userName: string;
  time: string;
  command: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export interface AircraftRow {
  id: string;
  tailNo: string;
  typeId: string;
  status: 'airworthy' | 'maintenance' | 'mel' | 'aog' | null;
  enabled: boolean | null;
  baseIcao: string | null;
  locationIcao: string | null;
}

export interface AircraftTypeRow {
  id: string;
  code: string;
  name: string;
}

const LEGS = '/trip/v1/tripLegs';
const enc = encodeURIComponent;
const quiet = { silent: true } as const;

export const legApi = {
  detail: (id: string, opts?: CallOptions) => api.get<LegDetail>(`${LEGS}/${enc(id)}`, opts),
  /** The legs of a trip in trip order (the rules look at the neighbours), or null when unreadable. */
  tripLegs: (tripId: string): Promise<LegDetailRow[] | null> =>
    api.get<LegTripDetail>(`/trip/v1/trips/${enc(tripId)}`, quiet).then(
      (t) => t.legs,
      () => null,
    ),
  command: <C extends LegCommand>(id: string, command: C, version: number, body: LegCommandBodies[C]) =>
    api.post<LegTripDetail>(`${LEGS}/${enc(id)}/${command}`, { version, ...body }),

  addPassenger: (legId: string, version: number, passenger: Partial<PassengerInput> & { name: string }) =>
    api.post<unknown>(`${LEGS}/${enc(legId)}/passengers`, { version, passenger }),
  updatePassenger: (id: string, version: number, fields: Partial<PassengerInput>) => api.put<unknown>(`/trip/v1/legPassengers/${enc(id)}`, { version, ...fields }),
  removePassenger: (id: string, version: number) => api.post<unknown>(`/trip/v1/legPassengers/${enc(id)}/remove`, { version }),

  addDiversion: (legId: string, version: number, d: { diversionIcao: string; diversionEtaUtc: string; reason: string; note?: string }) =>
    api.post<unknown>(`${LEGS}/${enc(legId)}/diversions`, { version, ...d }),
  cancelDiversion: (id: string, version: number) => api.post<unknown>(`/trip/v1/diversions/${enc(id)}/cancel`, { version }),

  /** New leg from a cancelled one; silent so the caller can turn warnings into a confirmation. */
  renew: (legId: string, body: { version: number; leg: LegBody; passengers: { mode: PassengerMode; passengerIds?: string[] }; confirm?: boolean }) =>
    api.post<LegTripDetail>(`${LEGS}/${enc(legId)}/renew`, body, quiet),

  logs: (body: ListQueryBody) => api.read<ListAnswer<LegLogRow>>('/trip/v1/legLogs/list', body),

  aircraft: () =>
    api.read<ListAnswer<AircraftRow>>('/fleet/v1/aircraft/list', { page: 1, pageSize: 500, sortProperties: 'tailNo', sortDirection: 'asc' }, quiet),
  aircraftTypes: () => api.read<ListAnswer<AircraftTypeRow>>('/fleet/v1/aircraftTypes/list', { page: 1, pageSize: 500 }, quiet),
  /** One aircraft, or null when it cannot be read (no fleet permission). */
  aircraftOne: async (id: string): Promise<AircraftRow | null> => {
    try {
      return await api.get<AircraftRow>(`/fleet/v1/aircraft/${enc(id)}`, quiet);
    } catch {
      return null;
    }
  },
  /** An airport by ICAO (names and zone), or null. */
  airport: async (icao: string): Promise<AirportHit | null> => {
    try {
      const hits = await api.get<AirportHit[]>(`/base/v1/airports/search?q=${enc(icao)}&limit=5`, quiet);
      return hits.find((h) => h.icao.toUpperCase() === icao.toUpperCase()) ?? null;
    } catch {
      return null;
    }
  },
};
