/** The crew module's crew records (server/modules/crew/crewRoutes.ts). */
import { Type, type Static } from 'typebox';
import { CAPTAIN_RECOMMENDATIONS } from '../domain/crew/records';
import { EXPIRY_STATUSES } from '../domain/expiry';
import { CREW_POSITIONS, CREW_SEXES, CREW_STATUSES, CREW_TYPES } from '../domain/resourceEnums';
import { AuditFields, Nullable, Uuid, type Wire } from './common';
import { createBody, updateBody } from './crud';
import { Country, DateOnly, Icao, NStr, OneOf, Opt, Text } from './recordFields';

export { CAPTAIN_RECOMMENDATIONS, CREW_POSITIONS, CREW_SEXES, CREW_STATUSES, CREW_TYPES };

export const CrewFields = {
  workNo: Type.String({ pattern: '^[A-Za-z0-9][A-Za-z0-9-]{0,19}$' }),
  cnName: Text(50),
  enName: Opt(Text(100)),
  sex: Opt(OneOf(CREW_SEXES)),
  nationality: Opt(Country),
  crewType: OneOf(CREW_TYPES),
  position: Opt(OneOf(CREW_POSITIONS)),
  baseIcao: Opt(Icao),
  department: Opt(Text(100)),
  email: Opt(Type.String({ format: 'email', maxLength: 100 })),
  phone: Opt(Type.String({ pattern: '^[0-9+()\\- ]{3,30}$' })),
  birthdate: Opt(DateOnly),
  hireDate: Opt(DateOnly),
  dateTerminated: Opt(DateOnly),
  status: Type.Optional(OneOf(CREW_STATUSES)),
  employeeType: Opt(Text(30)),
  qualifiedTypeIds: Type.Optional(Type.Array(Uuid, { maxItems: 50, uniqueItems: true })),
  pinyinName: Opt(Text(100)),
  idNumber: Opt(Type.String({ pattern: '^[0-9A-Za-z]{6,30}$' })),
  passportNo: Opt(Type.String({ pattern: '^[0-9A-Za-z]{5,20}$' })),
  exclusiveTypeId: Opt(Uuid),
  bankName: Opt(Text(60)),
  bankCard: Opt(Type.String({ pattern: '^[0-9 ]{8,30}$' })),
  emergencyContact: Opt(Text(50)),
  emergencyPhone: Opt(Type.String({ pattern: '^[0-9+()\\- ]{3,30}$' })),
  /** The crew member's own user account (same company). */
  userId: Opt(Uuid),
  pilotJobId: Opt(Uuid),
  captainAuthorised: Type.Optional(Type.Boolean()),
  captainRecommendation: Opt(OneOf(CAPTAIN_RECOMMENDATIONS)),
  routeCheckDone: Type.Optional(Type.Boolean()),
  /** Flight time before joining, minutes. */
  priorFlightMinutes: Type.Optional(Type.Integer({ minimum: 0, maximum: 6_000_000 })),
};
export const CrewCreate = createBody(CrewFields);
export const CrewUpdate = updateBody(CrewFields);
export type CrewCreate = Static<typeof CrewCreate>;
export type CrewUpdate = Static<typeof CrewUpdate>;

export const CrewRow = Type.Object({
  id: Uuid,
  workNo: Type.String(),
  cnName: Type.String(),
  enName: NStr,
  sex: Nullable(OneOf(CREW_SEXES)),
  nationality: NStr,
  crewType: OneOf(CREW_TYPES),
  position: Nullable(OneOf(CREW_POSITIONS)),
  baseIcao: NStr,
  department: NStr,
  email: NStr,
  phone: NStr,
  birthdate: NStr,
  hireDate: NStr,
  dateTerminated: NStr,
  status: OneOf(CREW_STATUSES),
  employeeType: NStr,
  qualifiedTypeIds: Type.Array(Uuid),
  pinyinName: NStr,
  idNumber: NStr,
  passportNo: NStr,
  exclusiveTypeId: Nullable(Uuid),
  /** Bank card and emergency contact: masked (all but the last four characters) without `crewDetail:sensitive`. */
  bankName: NStr,
  bankCard: NStr,
  emergencyContact: NStr,
  emergencyPhone: NStr,
  /** True when the sensitive fields above are masked for this reader. */
  masked: Type.Boolean(),
  userId: Nullable(Uuid),
  pilotJobId: Nullable(Uuid),
  captainAuthorised: Type.Boolean(),
  captainRecommendation: Nullable(OneOf(CAPTAIN_RECOMMENDATIONS)),
  routeCheckDone: Type.Boolean(),
  priorFlightMinutes: Type.Integer(),
  /** The worst status of the crew member's dated records today, and the next due date among them. */
  documentStatus: OneOf(EXPIRY_STATUSES),
  nextDueDate: NStr,
  ...AuditFields,
});
export type CrewRow = Wire<Static<typeof CrewRow>>;
