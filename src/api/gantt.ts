/** The fleet Gantt chart (server/modules/trip/ganttRoutes.ts): a time window's rows and bars, and the move of a leg. */
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

export interface MoveLegBody {
  /** The trip's version. */
  version: number;
  aircraftId: string;
  plannedDepartureUtc: string;
  forceOverlapReason?: string | null;
  confirm?: boolean;
}

export const ganttApi = {
  window: (from: string, to: string) => api.post<GanttWindowAnswer>('/trip/v1/gantt/window', { from, to, view: 'fleet' }),
  /** Silent: the screen tells refusals, warnings (confirm) and 412 (reload) itself. */
  move: (legId: string, body: MoveLegBody) => api.post<TripDetail>(`/trip/v1/tripLegs/${encodeURIComponent(legId)}/move`, body, { silent: true }),
};
