/**
 * A crew member's records (server/modules/crew/records, docs/crew-records.md): the tabs of the crew
 * detail, each a company-owned resource filtered by `crewId` — documents (licence, medical, security,
 * file), type abilities, activities (leave, rest, official business, training, standby), training
 * records and examinations, contracts, equipment, memberships — and the operator's crew settings.
 *
 * Routes (`/crew/v1/<path>`): `POST <path>/list`, `GET <path>/:id`, `POST <path>`, `PUT <path>/:id`,
 * `DELETE <path>`, `POST <path>/export`; documents also `POST documents/import` (licences, xlsx).
 */
import { Type, type Static } from 'typebox';
import { CREW_ACTIVITY_KINDS } from '../domain/crew/recordChecks';
import {
  CREW_ABILITIES,
  CREW_DOCUMENT_CHECKS,
  CREW_DOCUMENT_TABLE_KINDS,
  CREW_TRAINING_KINDS,
  CREW_TRAINING_RESULTS,
  EQUIPMENT_STATUSES,
  ICAO_LEVELS,
  MEMBERSHIP_KINDS,
} from '../domain/crew/records';
import { EXPIRY_STATUSES, REMINDER_BANDS } from '../domain/expiry';
import { AuditFields, Nullable, Uuid, UtcInstant, Instant, type Wire } from './common';
import { createBody, updateBody } from './crud';
import { RosterInvalid } from './roster';
import { Country, DateOnly, NInt, NStr, OneOf, Opt, Text } from './recordFields';

export { CREW_ABILITIES, CREW_ACTIVITY_KINDS, CREW_DOCUMENT_CHECKS, CREW_DOCUMENT_TABLE_KINDS, CREW_TRAINING_KINDS, CREW_TRAINING_RESULTS, EQUIPMENT_STATUSES, ICAO_LEVELS, MEMBERSHIP_KINDS };

/** API paths under `/crew/v1/` of each record tab. */
export const CREW_RECORD_PATHS = {
  document: 'documents',
  ability: 'abilities',
  activity: 'activities',
  training: 'trainings',
  contract: 'contracts',
  equipment: 'equipment',
  membership: 'memberships',
} as const;
export type CrewRecordResource = keyof typeof CREW_RECORD_PATHS;

const Note = Opt(Type.String({ maxLength: 500 }));
const Short = (n: number) => Opt(Text(n));

/** A document's status today in the crew member's base zone (src/domain/crew/documents.ts). */
const ExpiryFields = {
  status: OneOf(EXPIRY_STATUSES),
  band: Nullable(OneOf(REMINDER_BANDS)),
  /** Days from today to the due date (negative: overdue); null without due date. */
  daysLeft: NInt,
};

// ---- documents ---------------------------------------------------------------------------

export const CrewDocumentFields = {
  crewId: Uuid,
  kind: OneOf(CREW_DOCUMENT_TABLE_KINDS),
  /** A type of the document's kind (licence, medical, security or crew-file type). */
  typeId: Uuid,
  docNo: Short(60),
  effectiveDate: Opt(DateOnly),
  dueDate: Opt(DateOnly),
  issueCountry: Opt(Country),
  endorsements: Opt(Type.String({ maxLength: 500 })),
  icaoLevel: Opt(OneOf(ICAO_LEVELS)),
  icaoDueDate: Opt(DateOnly),
  note: Note,
};
export const CrewDocumentCreate = createBody(CrewDocumentFields);
export const CrewDocumentUpdate = updateBody(CrewDocumentFields, ['crewId', 'kind']);
export type CrewDocumentCreate = Static<typeof CrewDocumentCreate>;
export type CrewDocumentUpdate = Static<typeof CrewDocumentUpdate>;

export const CrewDocumentRow = Type.Object({
  id: Uuid,
  crewId: Uuid,
  workNo: NStr,
  crewName: NStr,
  kind: OneOf(CREW_DOCUMENT_TABLE_KINDS),
  typeId: Uuid,
  /** The type's name and English name. */
  typeName: NStr,
  typeNameEn: NStr,
  docNo: NStr,
  effectiveDate: NStr,
  dueDate: NStr,
  issueCountry: NStr,
  endorsements: NStr,
  icaoLevel: NInt,
  icaoDueDate: NStr,
  /** The ICAO English level's own status (null without level due date). */
  icaoStatus: Nullable(OneOf(EXPIRY_STATUSES)),
  note: NStr,
  ...ExpiryFields,
  ...AuditFields,
});
export type CrewDocumentRow = Wire<Static<typeof CrewDocumentRow>>;

// ---- abilities ---------------------------------------------------------------------------

export const CrewAbilityFields = {
  crewId: Uuid,
  aircraftTypeId: Uuid,
  ability: OneOf(CREW_ABILITIES),
  rules: Short(30),
  pilotJobId: Opt(Uuid),
  authDate: Opt(DateOnly),
  dueDate: Opt(DateOnly),
  abilityLevel: Short(20),
  note: Note,
};
export const CrewAbilityCreate = createBody(CrewAbilityFields);
export const CrewAbilityUpdate = updateBody(CrewAbilityFields, ['crewId']);
export type CrewAbilityCreate = Static<typeof CrewAbilityCreate>;
export type CrewAbilityUpdate = Static<typeof CrewAbilityUpdate>;
export const CrewAbilityRow = Type.Object({
  id: Uuid,
  crewId: Uuid,
  workNo: NStr,
  crewName: NStr,
  aircraftTypeId: Uuid,
  aircraftTypeCode: NStr,
  ability: OneOf(CREW_ABILITIES),
  rules: NStr,
  pilotJobId: Nullable(Uuid),
  pilotJobName: NStr,
  authDate: NStr,
  dueDate: NStr,
  abilityLevel: NStr,
  note: NStr,
  ...ExpiryFields,
  ...AuditFields,
});
export type CrewAbilityRow = Wire<Static<typeof CrewAbilityRow>>;

// ---- activities (leave, rest, official business, training, standby) ----------------------

export const CrewActivityFields = {
  crewId: Uuid,
  kind: OneOf(CREW_ACTIVITY_KINDS),
  startUtc: UtcInstant,
  endUtc: UtcInstant,
  place: Opt(Type.String({ pattern: '^[A-Z0-9]{4}$' })),
  note: Note,
};
export const CrewActivityCreate = createBody(CrewActivityFields);
export const CrewActivityUpdate = updateBody(CrewActivityFields, ['crewId']);
export type CrewActivityCreate = Static<typeof CrewActivityCreate>;
export type CrewActivityUpdate = Static<typeof CrewActivityUpdate>;
export const CrewActivityRow = Type.Object({
  id: Uuid,
  crewId: Uuid,
  workNo: NStr,
  crewName: NStr,
  kind: OneOf(CREW_ACTIVITY_KINDS),
  startUtc: Instant,
  endUtc: Instant,
  place: NStr,
  note: NStr,
  ...AuditFields,
});
export type CrewActivityRow = Wire<Static<typeof CrewActivityRow>>;

// ---- training records and examinations ---------------------------------------------------

export const CrewTrainingFields = {
  crewId: Uuid,
  kind: OneOf(CREW_TRAINING_KINDS),
  name: Text(100),
  aircraftTypeId: Opt(Uuid),
  startDate: DateOnly,
  endDate: Opt(DateOnly),
  result: Opt(OneOf(CREW_TRAINING_RESULTS)),
  score: Short(20),
  instructor: Short(50),
  dueDate: Opt(DateOnly),
  note: Note,
};
export const CrewTrainingCreate = createBody(CrewTrainingFields);
export const CrewTrainingUpdate = updateBody(CrewTrainingFields, ['crewId', 'kind']);
export type CrewTrainingCreate = Static<typeof CrewTrainingCreate>;
export type CrewTrainingUpdate = Static<typeof CrewTrainingUpdate>;
export const CrewTrainingRow = Type.Object({
  id: Uuid,
  crewId: Uuid,
  workNo: NStr,
  crewName: NStr,
  kind: OneOf(CREW_TRAINING_KINDS),
  name: Type.String(),
  aircraftTypeId: Nullable(Uuid),
  aircraftTypeCode: NStr,
  startDate: Type.String(),
  endDate: NStr,
  result: Nullable(OneOf(CREW_TRAINING_RESULTS)),
  score: NStr,
  instructor: NStr,
  dueDate: NStr,
  note: NStr,
  ...ExpiryFields,
  ...AuditFields,
});
export type CrewTrainingRow = Wire<Static<typeof CrewTrainingRow>>;

// ---- contracts, equipment, memberships ---------------------------------------------------

export const CrewContractFields = {
  crewId: Uuid,
  contractNo: Type.String({ pattern: '^[A-Za-z0-9][A-Za-z0-9/_-]{0,39}$' }),
  startDate: Opt(DateOnly),
  endDate: Opt(DateOnly),
  leaveDays: Opt(Type.Integer({ minimum: 0, maximum: 366 })),
  note: Note,
};
export const CrewContractCreate = createBody(CrewContractFields);
export const CrewContractUpdate = updateBody(CrewContractFields, ['crewId']);
export type CrewContractCreate = Static<typeof CrewContractCreate>;
export type CrewContractUpdate = Static<typeof CrewContractUpdate>;
export const CrewContractRow = Type.Object({
  id: Uuid,
  crewId: Uuid,
  workNo: NStr,
  crewName: NStr,
  contractNo: Type.String(),
  startDate: NStr,
  endDate: NStr,
  leaveDays: NInt,
  /** Leave days taken in the contract's current year (from the leave records). */
  leaveDaysTaken: Type.Integer(),
  note: NStr,
  ...AuditFields,
});
export type CrewContractRow = Wire<Static<typeof CrewContractRow>>;

export const CrewEquipmentFields = {
  crewId: Uuid,
  item: Text(60),
  size: Short(20),
  quantity: Type.Optional(Type.Integer({ minimum: 1, maximum: 999 })),
  status: Type.Optional(OneOf(EQUIPMENT_STATUSES)),
  receivedDate: Opt(DateOnly),
  returnedDate: Opt(DateOnly),
  note: Note,
};
export const CrewEquipmentCreate = createBody(CrewEquipmentFields);
export const CrewEquipmentUpdate = updateBody(CrewEquipmentFields, ['crewId']);
export type CrewEquipmentCreate = Static<typeof CrewEquipmentCreate>;
export type CrewEquipmentUpdate = Static<typeof CrewEquipmentUpdate>;
export const CrewEquipmentRow = Type.Object({
  id: Uuid,
  crewId: Uuid,
  workNo: NStr,
  crewName: NStr,
  item: Type.String(),
  size: NStr,
  quantity: Type.Integer(),
  status: OneOf(EQUIPMENT_STATUSES),
  receivedDate: NStr,
  returnedDate: NStr,
  note: NStr,
  ...AuditFields,
});
export type CrewEquipmentRow = Wire<Static<typeof CrewEquipmentRow>>;

export const CrewMembershipFields = {
  crewId: Uuid,
  kind: OneOf(MEMBERSHIP_KINDS),
  provider: Text(60),
  memberNo: Text(40),
  level: Short(30),
  dueDate: Opt(DateOnly),
  note: Note,
};
export const CrewMembershipCreate = createBody(CrewMembershipFields);
export const CrewMembershipUpdate = updateBody(CrewMembershipFields, ['crewId']);
export type CrewMembershipCreate = Static<typeof CrewMembershipCreate>;
export type CrewMembershipUpdate = Static<typeof CrewMembershipUpdate>;
export const CrewMembershipRow = Type.Object({
  id: Uuid,
  crewId: Uuid,
  workNo: NStr,
  crewName: NStr,
  kind: OneOf(MEMBERSHIP_KINDS),
  provider: Type.String(),
  memberNo: Type.String(),
  level: NStr,
  dueDate: NStr,
  note: NStr,
  ...AuditFields,
});
export type CrewMembershipRow = Wire<Static<typeof CrewMembershipRow>>;

// ---- settings ----------------------------------------------------------------------------

/** `GET|PUT /crew/v1/settings`: version 0 = the defaults (no row yet); a stale version answers 412. */
export const CrewSettings = Type.Object(
  { version: Type.Integer({ minimum: 0 }), documentCheck: OneOf(CREW_DOCUMENT_CHECKS) },
  { additionalProperties: false },
);
export type CrewSettings = Static<typeof CrewSettings>;

// ---- flight time ---------------------------------------------------------------------------

/** Figures of confirmed flight logs the crew member flew in (operating crew). */
export const CrewFlightFigures = Type.Object({ legs: Type.Integer(), blockMinutes: Type.Integer(), flightMinutes: Type.Integer(), landings: Type.Integer() });
/**
 * `GET /crew/v1/crews/{id}/flightTime`: the crew member's flight time from the confirmed flight logs
 * — all of them, the last 90 and 365 days (by take-off, else block-out) — and the time before joining;
 * `totalFlightMinutes` is the two together, the experience a pilot's record shows.
 */
export const CrewFlightTime = Type.Object({
  crewId: Uuid,
  priorFlightMinutes: Type.Integer(),
  logged: CrewFlightFigures,
  last90Days: CrewFlightFigures,
  last365Days: CrewFlightFigures,
  totalFlightMinutes: Type.Integer(),
  firstLogUtc: Nullable(Instant),
  lastLogUtc: Nullable(Instant),
});
export type CrewFlightTime = Wire<Static<typeof CrewFlightTime>>;

// ---- assignments that no longer hold ---------------------------------------------------------

/**
 * `GET /crew/v1/crews/{id}/assignmentIssues`: the crew member's assignments on legs not yet flown
 * (not declined, not cancelled) that the crew rules refuse now — a document edited or expired since
 * the assignment, leave recorded over it, a type rating withdrawn — each with the first rule it fails.
 */
export const CrewAssignmentIssue = Type.Object({
  ...RosterInvalid.properties,
  legId: Uuid,
  tripId: Uuid,
  tripNumber: Type.String(),
  legNumber: Type.Integer(),
  departureIcao: Type.String(),
  arrivalIcao: Type.String(),
  plannedDepartureUtc: Instant,
});
export type CrewAssignmentIssue = Wire<Static<typeof CrewAssignmentIssue>>;
