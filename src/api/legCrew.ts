/** Crew scheduling on legs (`/trip/v1/tripLegs/{id}/crew`, `/trip/v1/legCrews/…`). */
import type { CrewAssignmentState } from '../domain/trip';
import type { LegCrewRole } from '../domain/trip/crewAssignment';
import { dutyForce, dutyQuiet } from './dutyGuard';
import { api } from './http';
import type { ListAnswer, ListQueryBody } from './trip';
import type { TripDetail } from './tripTypes';

/** An assignment with its crew member and leg, as `POST /trip/v1/legCrews/list` answers it. */
export interface LegCrewRow {
  id: string;
  legId: string;
  tripId: string;
  crewId: string;
  role: LegCrewRole;
  status: CrewAssignmentState;
  declineReason: string | null;
  /** Positioning (deadhead): travels on the leg to or from a duty, takes no seat of the operating crew. */
  positioning: boolean;
  version: number;
  workNo: string;
  cnName: string;
  enName: string | null;
  crewType: string;
  nationality: string | null;
  tripNumber: string;
  legNumber: number;
  flightNo: string | null;
  legState: number;
  departureIcao: string;
  arrivalIcao: string;
  plannedDepartureUtc: string;
  plannedArrivalUtc: string;
  aircraftId: string | null;
  createTime: string;
  updateTime: string;
}

/** A crew member the caller may pick for a role, with the domain's answer for the leg. */
export interface CrewCandidate {
  id: string;
  workNo: string;
  cnName: string;
  enName: string | null;
  crewType: string;
  position: string | null;
  nationality: string | null;
  status: string;
  eligible: boolean;
  refusal?: { key: string; params?: Record<string, string | number> };
}

/** An assignment with its crew member, as the leg detail answers it. */
export type LegCrewMember = Pick<LegCrewRow, 'id' | 'legId' | 'crewId' | 'role' | 'status' | 'declineReason' | 'cnName' | 'enName' | 'workNo' | 'crewType' | 'nationality'>;

/** What every crew command answers: the trip with its legs, at its new version. */
export type CrewCommandAnswer = TripDetail;

/** Options of an assignment: positioning crew, and the reason forcing a duty-time warning (or a forceable failure). */
export interface AssignOptions {
  positioning?: boolean;
  dutyForceReason?: string | null;
}

const id = (s: string) => encodeURIComponent(s);

export const legCrewApi = {
  list: (body: ListQueryBody) => api.read<ListAnswer<LegCrewRow>>('/trip/v1/legCrews/list', body),
  /** Every assignment of one leg. */
  ofLeg: (legId: string) =>
    api.read<ListAnswer<LegCrewRow>>('/trip/v1/legCrews/list', {
      page: 1,
      pageSize: 100,
      sortProperties: 'createTime',
      sortDirection: 'asc',
      searchParas: { logic: 'and', conditions: [{ name: 'legId', op: 'eq', value: legId }] },
    } satisfies ListQueryBody),
  candidates: (legId: string, role: LegCrewRole) => api.get<CrewCandidate[]>(`/trip/v1/tripLegs/${id(legId)}/crewCandidates`, { params: { role } }),
  /** A duty-time warning or refusal (400 `dutyTime.error.duty…`) is left to the caller's dialog. */
  assign: (legId: string, version: number, crewId: string, role: LegCrewRole, options: AssignOptions = {}) =>
    api.post<CrewCommandAnswer>(
      `/trip/v1/tripLegs/${id(legId)}/crew`,
      { version, crewId, role, ...(options.positioning ? { positioning: true } : {}), ...dutyForce(options.dutyForceReason) },
      dutyQuiet,
    ),
  remove: (assignmentId: string, version: number) => api.post<CrewCommandAnswer>(`/trip/v1/legCrews/${id(assignmentId)}/remove`, { version }),
  accept: (assignmentId: string, version: number) => api.post<CrewCommandAnswer>(`/trip/v1/legCrews/${id(assignmentId)}/accept`, { version }),
  decline: (assignmentId: string, version: number, reason: string) => api.post<CrewCommandAnswer>(`/trip/v1/legCrews/${id(assignmentId)}/decline`, { version, reason }),
};
