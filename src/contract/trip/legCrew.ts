/**
 * Crew scheduling on legs (server/modules/trip/legCrew/legCrewRoutes.ts): commands carry the trip's
 * `version` and answer the trip with its legs (`TripWithLegs`); the list of assignments with crew
 * and leg; the crew the caller may pick for a role.
 */
import { Type, type Static } from 'typebox';
import { LEG_CREW_ROLE_LIST } from '../../domain/trip/crewAssignment';
import { CREW_ASSIGNMENT_STATES } from '../../domain/trip/statuses';
import { Instant, Nullable, Uuid, type Wire } from '../common';
import { listAnswerSchema } from '../listQuery';
import { N, OneOf } from './fields';
import { TripWithLegs } from './trips';

const Version = Type.Integer({ minimum: 1, description: "the trip's version" });
export const LegCrewRoleSchema = OneOf(LEG_CREW_ROLE_LIST);

/** A duty warning (or an operator-policy failure) forced with this reason, logged (dutyTime.error.dutyWarning). */
export const DutyForceReason = Type.Optional(Nullable(Type.String({ maxLength: 500 })));
export const AssignCrewBody = Type.Object(
  {
    version: Version,
    crewId: Uuid,
    role: LegCrewRoleSchema,
    /** Positioning (deadhead): travels on the leg to or from a duty, takes no seat of the operating crew. */
    positioning: Type.Optional(Type.Boolean()),
    dutyForceReason: DutyForceReason,
  },
  { additionalProperties: false },
);
export const CrewVersionBody = Type.Object({ version: Version }, { additionalProperties: false });
export const DeclineCrewBody = Type.Object({ version: Version, reason: Type.String({ maxLength: 500 }) }, { additionalProperties: false });
export const CandidatesQuery = Type.Object({ role: LegCrewRoleSchema }, { additionalProperties: false });

/** An assignment with its crew member and leg (for the leg panel and a crew Gantt). */
export const LegCrewListRow = Type.Object({
  id: Type.String(),
  legId: Type.String(),
  tripId: Type.String(),
  crewId: Type.String(),
  role: LegCrewRoleSchema,
  status: OneOf(CREW_ASSIGNMENT_STATES),
  declineReason: N(Type.String()),
  positioning: Type.Boolean(),
  version: Type.Integer(),
  createAuthor: N(Type.String()),
  createTime: Instant,
  updateAuthor: N(Type.String()),
  updateTime: Instant,
  workNo: Type.String(),
  cnName: Type.String(),
  enName: N(Type.String()),
  crewType: Type.String(),
  nationality: N(Type.String()),
  tripNumber: Type.String(),
  legNumber: Type.Integer(),
  flightNo: N(Type.String()),
  legState: Type.Integer(),
  departureIcao: Type.String(),
  arrivalIcao: Type.String(),
  plannedDepartureUtc: Instant,
  plannedArrivalUtc: Instant,
  aircraftId: N(Type.String()),
});
export const LegCrewListAnswer = listAnswerSchema(LegCrewListRow);

const Refusal = Type.Object({ key: Type.String(), params: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]))) });
/** Findings of the crew records that let the assignment through (`crewRecord.warning.*`: a document near expiry, one not on record). */
const RecordWarnings = Type.Optional(Type.Array(Refusal));

/** The answer of an assignment: the trip with its legs, and the crew records' warnings when there are any. */
export const AssignCrewAnswer = Type.Object({ ...TripWithLegs.properties, warnings: RecordWarnings });

/** A crew member the caller may pick, with the domain's answer for this leg and role. */
export const CrewCandidate = Type.Object({
  id: Type.String(),
  workNo: Type.String(),
  cnName: Type.String(),
  enName: N(Type.String()),
  crewType: Type.String(),
  position: N(Type.String()),
  nationality: N(Type.String()),
  status: Type.String(),
  eligible: Type.Boolean(),
  refusal: Type.Optional(Refusal),
  /** The crew records' warnings on this leg (shown beside an eligible crew member). */
  warnings: RecordWarnings,
});
export const CrewCandidates = Type.Array(CrewCandidate);

export type AssignCrewBody = Static<typeof AssignCrewBody>;
export type CrewVersionBody = Static<typeof CrewVersionBody>;
export type DeclineCrewBody = Static<typeof DeclineCrewBody>;
export type CandidatesQuery = Static<typeof CandidatesQuery>;
/** Browser side. */
export type LegCrewRow = Wire<Static<typeof LegCrewListRow>>;
export type LegCrewListAnswer = Wire<Static<typeof LegCrewListAnswer>>;
export type CrewCandidate = Static<typeof CrewCandidate>;
export type AssignCrewAnswer = Wire<Static<typeof AssignCrewAnswer>>;
