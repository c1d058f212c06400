/** Bodies and answers of crew scheduling on legs (legCrewRoutes.ts). */
import { Type } from 'typebox';
import { LEG_CREW_ROLE_LIST } from '../../../../src/domain/trip/crewAssignment';
import { CREW_ASSIGNMENT_STATES } from '../../../../src/domain/trip/statuses';
import { Instant, Nullable, Uuid } from '../../../lib/schemas';
import { OneOf } from '../../fleet/fleetRoutes';

const Version = Type.Integer({ minimum: 1, description: "the trip's version" });
const N = Nullable;
export const Role = OneOf(LEG_CREW_ROLE_LIST);

/** A duty warning (or an operator-policy failure) forced with this reason, logged (dutyTime.error.dutyWarning). */
export const DutyForceReason = Type.Optional(Nullable(Type.String({ maxLength: 500 })));
export const AssignCrewBody = Type.Object(
  { version: Version, crewId: Uuid, role: Role, positioning: Type.Optional(Type.Boolean()), dutyForceReason: DutyForceReason },
  { additionalProperties: false },
);
export const CrewVersionBody = Type.Object({ version: Version }, { additionalProperties: false });
export const DeclineCrewBody = Type.Object({ version: Version, reason: Type.String({ maxLength: 500 }) }, { additionalProperties: false });
export const CandidatesQuery = Type.Object({ role: Role }, { additionalProperties: false });

/** An assignment with its crew member and leg (for the leg panel and a crew Gantt). */
export const LegCrewListRow = Type.Object({
  id: Type.String(),
  legId: Type.String(),
  tripId: Type.String(),
  crewId: Type.String(),
  role: Role,
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

const Refusal = Type.Object({ key: Type.String(), params: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]))) });

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
});
