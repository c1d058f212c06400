/** The Gantt chart (server/modules/trip/gantt/ganttRoutes.ts): a time window's rows and bars in the fleet, crew and passenger views, and the move of a leg. Types: src/contract/trip/gantt.ts. */
import type { CrewWindowAnswer, CrewWindowBody, GanttWindowAnswer, GanttWindowBody, MoveLegBody, MovePreviewAnswer, PassengerWindowAnswer, PassengerWindowBody } from '../contract/trip/gantt';
import { api } from './http';
import type { TripDetail } from './tripTypes';

export type {
  CrewTypeCode,
  CrewWindowAnswer,
  GanttAssignment,
  GanttCrewRow,
  GanttLegAnswer,
  GanttPassengerRow,
  GanttRowAnswer,
  GanttWindowAnswer,
  MoveLegBody,
  MovePreviewAnswer,
  PassengerWindowAnswer,
} from '../contract/trip/gantt';

export const ganttApi = {
  window: (from: string, to: string) => api.read<GanttWindowAnswer>('/trip/v1/gantt/window', { from, to, view: 'fleet' } satisfies GanttWindowBody),
  crewWindow: (from: string, to: string) => api.read<CrewWindowAnswer>('/trip/v1/gantt/crewWindow', { from, to } satisfies CrewWindowBody),
  passengerWindow: (from: string, to: string) => api.read<PassengerWindowAnswer>('/trip/v1/gantt/passengerWindow', { from, to } satisfies PassengerWindowBody),
  /** Silent: the screen tells refusals, warnings (confirm), duty-time verdicts and 412 (reload) itself. */
  move: (legId: string, body: MoveLegBody) => api.post<TripDetail>(`/trip/v1/tripLegs/${encodeURIComponent(legId)}/move`, body, { silent: true }),
  /** What the move would do (its dry run, nothing written); silent: a refusal is told by the move that follows. */
  previewMove: (legId: string, body: MoveLegBody) => api.post<MovePreviewAnswer>(`/trip/v1/tripLegs/${encodeURIComponent(legId)}/move/preview`, body, { silent: true }),
};
