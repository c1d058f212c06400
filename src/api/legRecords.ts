/**
 * Records kept beside legs: the diversion log, flight delays and outsourced (civil) legs
 * (requirements D3). Every write carries the TRIP's version, as leg commands do.
 */
import type { LegState } from '../domain/trip';
import { api } from './http';
import type { ListAnswer, ListQueryBody } from './trip';
import type { CivilLegInput, CivilLegRecord, DiversionRecord } from './tripTypes';

/** A diversion as `POST /trip/v1/diversions/list` answers it, with its leg. */
export interface DiversionRow extends DiversionRecord {
  tripNumber: string;
  legNumber: number;
  departureIcao: string;
  arrivalIcao: string;
  aircraftId: string | null;
  plannedArrivalUtc: string;
}

/** A leg that has taken off, as `POST /trip/v1/flightDelays/list` answers it. */
export interface FlightDelayRow {
  id: string;
  tripId: string;
  tripNumber: string;
  legNumber: number;
  flightNo: string | null;
  departureIcao: string;
  arrivalIcao: string;
  aircraftId: string | null;
  plannedDepartureUtc: string;
  actualOffUtc: string;
  /** Whole minutes late, rounded up: over 30 needs a delay reason (requirements D5). */
  delayMinutes: number;
  delayReason: string | null;
}

/** An outsourced (civil) leg, as `POST /trip/v1/civilLegs/list` answers it, with its leg. */
export interface CivilLegRow extends CivilLegRecord {
  tripNumber: string;
  legNumber: number;
  departureIcao: string;
  arrivalIcao: string;
  plannedDepartureUtc: string;
  legState: LegState;
}

const id = (v: string) => encodeURIComponent(v);

export const legRecordsApi = {
  diversions: (body: ListQueryBody) => api.read<ListAnswer<DiversionRow>>('/trip/v1/diversions/list', body),
  cancelDiversion: (diversionId: string, version: number) => api.post<unknown>(`/trip/v1/diversions/${id(diversionId)}/cancel`, { version }),
  flightDelays: (body: ListQueryBody) => api.read<ListAnswer<FlightDelayRow>>('/trip/v1/flightDelays/list', body),
  civilLegs: (body: ListQueryBody) => api.read<ListAnswer<CivilLegRow>>('/trip/v1/civilLegs/list', body),
  updateCivilLeg: (civilLegId: string, version: number, input: CivilLegInput) => api.put<unknown>(`/trip/v1/civilLegs/${id(civilLegId)}`, { version, ...input }),
  removeCivilLeg: (civilLegId: string, version: number) => api.post<unknown>(`/trip/v1/civilLegs/${id(civilLegId)}/remove`, { version }),
  settleCivilLeg: (civilLegId: string, version: number, settlementTime: string) =>
    api.post<unknown>(`/trip/v1/civilLegs/${id(civilLegId)}/settle`, { version, settlementTime }),
  /** The trip's current version (every write above needs it). */
  tripVersion: async (tripId: string): Promise<number> => (await api.get<{ version: number }>(`/trip/v1/trips/${id(tripId)}`)).version,
};
