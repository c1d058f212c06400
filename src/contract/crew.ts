/** The crew module's crew records (server/modules/crew/crewRoutes.ts). */
import { Type, type Static } from 'typebox';
import { CREW_POSITIONS, CREW_SEXES, CREW_STATUSES, CREW_TYPES } from '../domain/resourceEnums';
import { AuditFields, Nullable, Uuid, type Wire } from './common';
import { createBody, updateBody } from './crud';
import { Country, DateOnly, Icao, NStr, OneOf, Opt, Text } from './recordFields';

export { CREW_POSITIONS, CREW_SEXES, CREW_STATUSES, CREW_TYPES };

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
  ...AuditFields,
});
export type CrewRow = Wire<Static<typeof CrewRow>>;
