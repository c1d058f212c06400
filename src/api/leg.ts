/**
 * The leg detail page's calls (docs/decisions.md "Leg flow"): the leg with its trip and records,
 * the leg commands (each with the trip's `version`, each answering the trip with its legs),
 * passengers, diversions, a new leg from a cancelled one, and the leg log.
 */
import type { Static } from 'typebox';
import type { Wire } from '../contract/common';
import type { AircraftRow as FleetAircraftRow, AircraftTypeRow as FleetAircraftTypeRow } from '../contract/fleet';
import type { EditPassengerBody, LegLogAnswer, legDetailSchema, PassengerAnswer, PassengerFields } from '../contract/legRecords';
import type { LegCommand, LegCommandBodies } from '../contract/trip/legs';
import type { LegRow as LegRowSchema, TripRow as TripRowSchema } from '../contract/trip/trips';
import type { PassengerMode } from '../domain/trip/legRecords';
import { api, type CallOptions } from './http';
import type { ListAnswer, ListQueryBody } from './trip';
import type { AirportHit, LegBody, TripDetail, TripLeg } from './tripTypes';

export type { AirportHit } from './tripTypes';
export type { LegCommand, LegCommandBodies } from '../contract/trip/legs';
export type { PassengerMode } from '../domain/trip/legRecords';

/** A leg as the detail answers it: the trip answer's leg (src/contract/trip) and the leg it was made from. */
export type LegDetailRow = TripLeg & { sourceLegId?: string | null };

/** The trip of a leg detail, its legs with their detail fields. */
export type LegTripDetail = TripDetail<LegDetailRow>;

/** A passenger of a leg, as the leg detail answers it. */
export type PassengerRow = PassengerAnswer;
/** The editable fields of a passenger (the contract's passenger body, every field present). */
export type PassengerInput = Required<PassengerFields>;

type LegDetailAnswer = Wire<Static<ReturnType<typeof legDetailSchema<typeof LegRowSchema, typeof TripRowSchema>>>>;
/**
 * `GET /trip/v1/tripLegs/{id}` (the contract's `legDetailSchema(LegRow, TripRow)`; the generic
 * schema's leg is typed as the trip contract's leg row here); `trip.legs` is filled by the page from the trip read.
 */
export type LegDetail = Omit<LegDetailAnswer, 'leg' | 'trip'> & { leg: LegDetailRow; trip: LegTripDetail };

/** The leg's aircraft as the leg detail answers it (readable by whoever sees the leg). */
export type LegAircraft = NonNullable<LegDetailAnswer['aircraft']>;

/** A line of the leg log (`POST /trip/v1/legLogs/list`). */
export type LegLogRow = LegLogAnswer;

/** An aircraft of `POST /fleet/v1/aircraft/list` / `GET /fleet/v1/aircraft/{id}`. */
export type AircraftRow = FleetAircraftRow;
/** An aircraft type of `POST /fleet/v1/aircraftTypes/list`. */
export type AircraftTypeRow = FleetAircraftTypeRow;

const LEGS = '/trip/v1/tripLegs';
/** The leg log's export route (an .xlsx built by the server, `tripLeg:export`). */
export const LEG_LOG_EXPORT = '/trip/v1/legLogs/export';
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

  addPassenger: (legId: string, version: number, passenger: PassengerFields) =>
    api.post<unknown>(`${LEGS}/${enc(legId)}/passengers`, { version, passenger }),
  updatePassenger: (id: string, version: number, fields: Omit<EditPassengerBody, 'version'>) => api.put<unknown>(`/trip/v1/legPassengers/${enc(id)}`, { version, ...fields }),
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
