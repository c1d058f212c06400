/**
 * Pilot jobs (server/modules/crew/records): the positions a pilot can hold (captain, instructor,
 * check pilot …) with the ability they need, the aircraft type they are for, and their limitations.
 * Routes `/crew/v1/pilotJobs` (list, get, create, update, delete, export); permission area `pilotJob`.
 */
import { Type, type Static } from 'typebox';
import { CREW_ABILITIES, JOB_LIMITATION_TYPES } from '../domain/crew/records';
import { AuditFields, Nullable, Uuid, type Wire } from './common';
import { createBody, updateBody } from './crud';
import { DateOnly, NStr, OneOf, Opt, Text } from './recordFields';

export { JOB_LIMITATION_TYPES };

/** One limitation: its type, a value (hours, landings, days, a category or minima, as text), the screen it applies to, from a date. */
export const JobLimitation = Type.Object(
  {
    type: OneOf(JOB_LIMITATION_TYPES),
    value: Text(50),
    screen: Opt(Type.String({ maxLength: 50 })),
    date: Opt(DateOnly),
  },
  { additionalProperties: false },
);
export type JobLimitation = Static<typeof JobLimitation>;

export const PilotJobFields = {
  name: Text(50),
  nameEn: Opt(Text(100)),
  code: Type.String({ pattern: '^[A-Za-z0-9][A-Za-z0-9_-]{0,19}$' }),
  ability: Opt(OneOf(CREW_ABILITIES)),
  aircraftTypeId: Opt(Uuid),
  sortNum: Type.Optional(Type.Integer({ minimum: 0, maximum: 99999 })),
  effective: Type.Optional(Type.Boolean()),
  isNeed: Type.Optional(Type.Boolean()),
  limitations: Type.Optional(Type.Array(JobLimitation, { maxItems: 20 })),
  note: Opt(Type.String({ maxLength: 500 })),
};
export const PilotJobCreate = createBody(PilotJobFields);
export const PilotJobUpdate = updateBody(PilotJobFields);
export type PilotJobCreate = Static<typeof PilotJobCreate>;
export type PilotJobUpdate = Static<typeof PilotJobUpdate>;

export const PilotJobRow = Type.Object({
  id: Uuid,
  name: Type.String(),
  nameEn: NStr,
  code: Type.String(),
  ability: Nullable(OneOf(CREW_ABILITIES)),
  aircraftTypeId: Nullable(Uuid),
  aircraftTypeCode: NStr,
  sortNum: Type.Integer(),
  effective: Type.Boolean(),
  isNeed: Type.Boolean(),
  limitations: Type.Array(JobLimitation),
  note: NStr,
  /** Pilots holding the job (crews.pilot_job_id). */
  holders: Type.Integer(),
  ...AuditFields,
});
export type PilotJobRow = Wire<Static<typeof PilotJobRow>>;
