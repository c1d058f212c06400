/** Crew scheduling on legs (`/trip/v1/tripLegs/{id}/crew`, `/trip/v1/legCrews/…`). */
import type { AssignCrewAnswer, AssignCrewBody, CrewCandidate, CrewVersionBody, DeclineCrewBody, LegCrewListAnswer, LegCrewRow } from '../contract/trip/legCrew';
import type { LegCrewRole } from '../domain/trip/crewAssignment';
import { dutyForce, dutyQuiet } from './dutyGuard';
import { api } from './http';
import type { ListQueryBody } from './trip';
import type { TripDetail } from './tripTypes';

export type { CrewCandidate, LegCrewRow } from '../contract/trip/legCrew';

/** An assignment with its crew member, as the leg detail answers it. */
export type LegCrewMember = Pick<LegCrewRow, 'id' | 'legId' | 'crewId' | 'role' | 'status' | 'declineReason' | 'cnName' | 'enName' | 'workNo' | 'crewType' | 'nationality'>;

/** What every crew command answers: the trip with its legs, at its new version. */
export type CrewCommandAnswer = TripDetail;
/** An assignment's answer: the trip, and the crew records' warnings when there are any. */
export type AssignAnswer = CrewCommandAnswer & Pick<AssignCrewAnswer, 'warnings'>;

/** Options of an assignment: positioning crew, and the reason forcing a duty-time warning (or a forceable failure). */
export type AssignOptions = Pick<AssignCrewBody, 'positioning' | 'dutyForceReason'>;

const id = (s: string) => encodeURIComponent(s);

export const legCrewApi = {
  list: (body: ListQueryBody) => api.read<LegCrewListAnswer>('/trip/v1/legCrews/list', body),
  /** Every assignment of one leg. */
  ofLeg: (legId: string) =>
    api.read<LegCrewListAnswer>('/trip/v1/legCrews/list', {
      page: 1,
      pageSize: 100,
      sortProperties: 'createTime',
      sortDirection: 'asc',
      searchParas: { logic: 'and', conditions: [{ name: 'legId', op: 'eq', value: legId }] },
    } satisfies ListQueryBody),
  candidates: (legId: string, role: LegCrewRole) => api.get<CrewCandidate[]>(`/trip/v1/tripLegs/${id(legId)}/crewCandidates`, { params: { role } }),
  /** A duty-time warning or refusal (400 `dutyTime.error.duty…`) is left to the caller's dialog. */
  assign: (legId: string, version: number, crewId: string, role: LegCrewRole, options: AssignOptions = {}) =>
    api.post<AssignAnswer>(
      `/trip/v1/tripLegs/${id(legId)}/crew`,
      { version, crewId, role, ...(options.positioning ? { positioning: true } : {}), ...dutyForce(options.dutyForceReason) } satisfies AssignCrewBody,
      dutyQuiet,
    ),
  remove: (assignmentId: string, version: number) => api.post<CrewCommandAnswer>(`/trip/v1/legCrews/${id(assignmentId)}/remove`, { version } satisfies CrewVersionBody),
  accept: (assignmentId: string, version: number) => api.post<CrewCommandAnswer>(`/trip/v1/legCrews/${id(assignmentId)}/accept`, { version } satisfies CrewVersionBody),
  decline: (assignmentId: string, version: number, reason: string) => api.post<CrewCommandAnswer>(`/trip/v1/legCrews/${id(assignmentId)}/decline`, { version, reason } satisfies DeclineCrewBody),
};
