/**
 * Records kept beside legs: the diversion log, flight delays and outsourced (civil) legs
 * (requirements D3; server/modules/trip/records/legRecordRoutes.ts). Every write carries the
 * TRIP's version and answers the trip with its legs. Types: src/contract/legRecords.ts.
 */
import type { CivilLegEdit, CivilLegListAnswer, DiversionListAnswer, FlightDelayAnswer } from '../contract/legRecords';
import { api } from './http';
import type { ListAnswer, ListQueryBody } from './trip';
import type { TripDetail } from './tripTypes';

export type { CivilLegEdit, CivilLegListAnswer as CivilLegRow, DiversionListAnswer as DiversionRow, FlightDelayAnswer as FlightDelayRow } from '../contract/legRecords';

const id = (v: string) => encodeURIComponent(v);
const V1 = '/trip/v1';

/** Export routes of the lists (`POST …/export`, an .xlsx built by the server). */
export const LEG_RECORD_EXPORTS = {
  diversions: `${V1}/diversions/export`,
  flightDelays: `${V1}/flightDelays/export`,
  civilLegs: `${V1}/civilLegs/export`,
} as const;

export const legRecordsApi = {
  diversions: (body: ListQueryBody) => api.read<ListAnswer<DiversionListAnswer>>(`${V1}/diversions/list`, body),
  cancelDiversion: (diversionId: string, version: number) => api.post<TripDetail>(`${V1}/diversions/${id(diversionId)}/cancel`, { version }),
  flightDelays: (body: ListQueryBody) => api.read<ListAnswer<FlightDelayAnswer>>(`${V1}/flightDelays/list`, body),
  civilLegs: (body: ListQueryBody) => api.read<ListAnswer<CivilLegListAnswer>>(`${V1}/civilLegs/list`, body),
  updateCivilLeg: (civilLegId: string, version: number, input: CivilLegEdit) => api.put<TripDetail>(`${V1}/civilLegs/${id(civilLegId)}`, { version, ...input }),
  removeCivilLeg: (civilLegId: string, version: number) => api.post<TripDetail>(`${V1}/civilLegs/${id(civilLegId)}/remove`, { version }),
  settleCivilLeg: (civilLegId: string, version: number, settlementTime: string) => api.post<TripDetail>(`${V1}/civilLegs/${id(civilLegId)}/settle`, { version, settlementTime }),
  /** The trip's current version (every write above needs it). */
  tripVersion: async (tripId: string): Promise<number> => (await api.get<TripDetail>(`${V1}/trips/${id(tripId)}`)).version,
};
