/** The Gantt chart (server/modules/trip/gantt/ganttRoutes.ts): a time window's rows and bars in the fleet, crew and passenger views, and the move of a leg. */
import { api } from './http';
import type { TripDetail } from './tripTypes';

export interface GanttRowAnswer {
  id: string;
  tailNo: string;
  typeCode: string | null;
  status: string;
  /** 4 AOG, 3 MEL, 2 maintenance, else in service. */
  ganttStatus: number;
  sortNum: number;
  enabled: boolean;
}

export interface GanttLegAnswer {
  id: string;
  tripId: string;
  tripNumber: string;
  legNumber: number;
  aircraftId: string | null;
  departureIcao: string;
  arrivalIcao: string;
  plannedDepartureUtc: string;
  plannedArrivalUtc: string;
  actualOffUtc: string | null;
  actualOnUtc: string | null;
  legState: number;
  isFerry: boolean;
  locked: boolean;
  forcedOverlapReason: string | null;
  tripVersion: number;
}

export interface GanttWindowAnswer {
  rows: GanttRowAnswer[];
  items: GanttLegAnswer[];
  unassigned: GanttLegAnswer[];
  window: { from: string; to: string };
}

export type CrewTypeCode = 'pilot' | 'cabin' | 'maintenance';

export interface GanttCrewRow {
  id: string;
  workNo: string;
  cnName: string;
  enName: string | null;
  crewType: CrewTypeCode;
  position: string | null;
  baseIcao: string | null;
}

export interface GanttAssignment {
  id: string;
  legId: string;
  crewId: string;
  role: 'pic' | 'sic' | 'cabin' | 'maintenance';
  status: 'toConfirm' | 'accepted' | 'declined';
}

/** `POST /trip/v1/gantt/crewWindow`: legs of the window ± a day, so duty periods at its edges are whole. */
export interface CrewWindowAnswer {
  rows: GanttCrewRow[];
  legs: GanttLegAnswer[];
  assignments: GanttAssignment[];
  crewTypes: CrewTypeCode[];
  dutyParams: { preparationMinutes: number; finishingMinutes: number; minRestMinutes: number };
  window: { from: string; to: string };
}

export interface GanttPassengerRow {
  id: string;
  name: string;
  nationality: string | null;
  documentType: string | null;
  /** Masked: the last four characters. */
  document: string | null;
  legCount: number;
}

export interface PassengerWindowAnswer {
  rows: GanttPassengerRow[];
  legs: GanttLegAnswer[];
  bookings: { id: string; legId: string; passengerId: string }[];
  window: { from: string; to: string };
}

export interface MoveLegBody {
  /** The trip's version. */
  version: number;
  aircraftId: string;
  plannedDepartureUtc: string;
  forceOverlapReason?: string | null;
  /** Forces a duty-time warning (or a failure of the operator's own policy) of the leg's crew; logged. */
  dutyForceReason?: string | null;
  confirm?: boolean;
}

export const ganttApi = {
  window: (from: string, to: string) => api.read<GanttWindowAnswer>('/trip/v1/gantt/window', { from, to, view: 'fleet' }),
  crewWindow: (from: string, to: string) => api.read<CrewWindowAnswer>('/trip/v1/gantt/crewWindow', { from, to }),
  passengerWindow: (from: string, to: string) => api.read<PassengerWindowAnswer>('/trip/v1/gantt/passengerWindow', { from, to }),
  /** Silent: the screen tells refusals, warnings (confirm), duty-time verdicts and 412 (reload) itself. */
  move: (legId: string, body: MoveLegBody) => api.post<TripDetail>(`/trip/v1/tripLegs/${encodeURIComponent(legId)}/move`, body, { silent: true }),
};
