/**
 * A crew member's records (docs/crew-records.md): dated documents (licence, medical, security,
 * file) typed by the operator's document types, type abilities, leave and other activities,
 * training records and examinations, contracts, equipment and memberships; pilot jobs; the
 * operator's crew-record settings; and the roster periods published to crew.
 */
import { boolean, date, index, integer, jsonb, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CrewActivityKind } from '../../../src/domain/crew/recordChecks';
import type { CrewDocumentCheck, CrewDocumentTableKind } from '../../../src/domain/crew/records';
import { auditColumns, companyId, id, instant } from './columns';

/** Reminder bookkeeping of a dated row: the last band reminded (src/domain/expiry.ts) and when. */
const reminded = () => ({ notifiedBand: text('notified_band'), notifiedTime: instant('notified_time') });

/** Licences, medical certificates, security documents and crew files. */
export const crewDocuments = pgTable(
  'crew_documents',
  {
    id: id(),
    companyId: companyId(),
    crewId: uuid('crew_id').notNull(),
    /** CREW_DOCUMENT_TABLE_KINDS */
    kind: text('kind').$type<CrewDocumentTableKind>().notNull(),
    /** The type of its kind: crew_licence_types, crew_medical_types, crew_security_types or crew_file_types. */
    typeId: uuid('type_id').notNull(),
    docNo: text('doc_no'),
    effectiveDate: date('effective_date', { mode: 'string' }),
    dueDate: date('due_date', { mode: 'string' }),
    /** ISO 3166-1 alpha-2. */
    issueCountry: text('issue_country'),
    /** Visas or endorsements written on the document. */
    endorsements: text('endorsements'),
    /** Licences: ICAO English level (1–6) and its due date, reminded as a document of its own. */
    icaoLevel: smallint('icao_level'),
    icaoDueDate: date('icao_due_date', { mode: 'string' }),
    icaoNotifiedBand: text('icao_notified_band'),
    note: text('note'),
    ...reminded(),
    ...auditColumns(),
  },
  (t) => [index('crew_documents_crew_idx').on(t.crewId, t.kind), index('crew_documents_company_due_idx').on(t.companyId, t.dueDate)],
);

/** Type abilities: what a crew member may do on an aircraft type, under which rules, until when. */
export const crewAbilities = pgTable(
  'crew_abilities',
  {
    id: id(),
    companyId: companyId(),
    crewId: uuid('crew_id').notNull(),
    /** aircraft_types of the same company. */
    aircraftTypeId: uuid('aircraft_type_id').notNull(),
    /** CREW_ABILITIES */
    ability: text('ability').notNull(),
    /** The operating rules it is held under (e.g. CCAR-91, CCAR-135). */
    rules: text('rules'),
    /** pilot_jobs of the same company. */
    pilotJobId: uuid('pilot_job_id'),
    authDate: date('auth_date', { mode: 'string' }),
    dueDate: date('due_date', { mode: 'string' }),
    abilityLevel: text('ability_level'),
    note: text('note'),
    ...reminded(),
    ...auditColumns(),
  },
  (t) => [index('crew_abilities_crew_idx').on(t.crewId), index('crew_abilities_company_due_idx').on(t.companyId, t.dueDate)],
);

/** Leave, rest, official business, training and standby periods (UTC instants). */
export const crewActivities = pgTable(
  'crew_activities',
  {
    id: id(),
    companyId: companyId(),
    crewId: uuid('crew_id').notNull(),
    /** CREW_ACTIVITY_KINDS */
    kind: text('kind').$type<CrewActivityKind>().notNull(),
    startUtc: instant('start_utc').notNull(),
    endUtc: instant('end_utc').notNull(),
    /** Where (ICAO), when it matters (official business, standby). */
    place: text('place'),
    note: text('note'),
    ...auditColumns(),
  },
  (t) => [index('crew_activities_crew_time_idx').on(t.crewId, t.startUtc), index('crew_activities_company_time_idx').on(t.companyId, t.startUtc)],
);

/** Training records and examinations (CREW_TRAINING_KINDS). */
export const crewTrainings = pgTable(
  'crew_trainings',
  {
    id: id(),
    companyId: companyId(),
    crewId: uuid('crew_id').notNull(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    aircraftTypeId: uuid('aircraft_type_id'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    /** CREW_TRAINING_RESULTS */
    result: text('result'),
    score: text('score'),
    instructor: text('instructor'),
    /** When it must be done again (recurrent training, the next check). */
    dueDate: date('due_date', { mode: 'string' }),
    note: text('note'),
    ...reminded(),
    ...auditColumns(),
  },
  (t) => [index('crew_trainings_crew_idx').on(t.crewId, t.kind)],
);

export const crewContracts = pgTable(
  'crew_contracts',
  {
    id: id(),
    companyId: companyId(),
    crewId: uuid('crew_id').notNull(),
    contractNo: text('contract_no').notNull(),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    /** Days of leave a year. */
    leaveDays: integer('leave_days'),
    note: text('note'),
    ...auditColumns(),
  },
  (t) => [index('crew_contracts_crew_idx').on(t.crewId), uniqueIndex('crew_contracts_company_no_uq').on(t.companyId, t.contractNo)],
);

export const crewEquipment = pgTable(
  'crew_equipment',
  {
    id: id(),
    companyId: companyId(),
    crewId: uuid('crew_id').notNull(),
    item: text('item').notNull(),
    size: text('size'),
    quantity: integer('quantity').notNull().default(1),
    /** EQUIPMENT_STATUSES */
    status: text('status').notNull().default('notReceived'),
    receivedDate: date('received_date', { mode: 'string' }),
    returnedDate: date('returned_date', { mode: 'string' }),
    note: text('note'),
    ...auditColumns(),
  },
  (t) => [index('crew_equipment_crew_idx').on(t.crewId)],
);

/** Airline and hotel memberships (MEMBERSHIP_KINDS). */
export const crewMemberships = pgTable(
  'crew_memberships',
  {
    id: id(),
    companyId: companyId(),
    crewId: uuid('crew_id').notNull(),
    kind: text('kind').notNull(),
    /** The airline or hotel group. */
    provider: text('provider').notNull(),
    memberNo: text('member_no').notNull(),
    level: text('level'),
    dueDate: date('due_date', { mode: 'string' }),
    note: text('note'),
    ...auditColumns(),
  },
  (t) => [index('crew_memberships_crew_idx').on(t.crewId)],
);

/** One limitation of a pilot job (JOB_LIMITATION_TYPES): a value, the screen it applies to, from a date. */
export interface JobLimitation {
  type: string;
  value: string;
  screen?: string | null;
  date?: string | null;
}

/** Pilot jobs: the positions a pilot can hold (captain, instructor, …) and their limitations. */
export const pilotJobs = pgTable(
  'pilot_jobs',
  {
    id: id(),
    companyId: companyId(),
    name: text('name').notNull(),
    nameEn: text('name_en'),
    code: text('code').notNull(),
    /** CREW_ABILITIES: the ability the job needs. */
    ability: text('ability'),
    /** The aircraft type it is for (aircraft_types), or any. */
    aircraftTypeId: uuid('aircraft_type_id'),
    sortNum: integer('sort_num').notNull().default(0),
    effective: boolean('effective').notNull().default(true),
    /** Whether every leg needs one pilot holding it. */
    isNeed: boolean('is_need').notNull().default(false),
    limitations: jsonb('limitations').$type<JobLimitation[]>().notNull().default([]),
    note: text('note'),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('pilot_jobs_company_code_uq').on(t.companyId, t.code)],
);

/** The operator's crew-record rules; no row = the defaults. */
export const crewSettings = pgTable('crew_settings', {
  companyId: uuid('company_id').primaryKey(),
  /** CREW_DOCUMENT_CHECKS */
  documentCheck: text('document_check').$type<CrewDocumentCheck>().notNull().default('recorded'),
  ...auditColumns(),
});

/** A roster period published to the crew of one crew type; assignments changed after it are marked. */
export const rosterPublications = pgTable(
  'roster_publications',
  {
    id: id(),
    companyId: companyId(),
    /** CREW_TYPES */
    crewType: text('crew_type').notNull(),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    /** The operator zone the dates are days of. */
    zone: text('zone').notNull(),
    note: text('note'),
    /** Assignments (leg crew rows) the period held when published: [{assignmentId, legId, crewId, role}]. */
    snapshot: jsonb('snapshot').$type<{ assignmentId: string; legId: string; crewId: string; role: string }[]>().notNull().default([]),
    ...auditColumns(),
  },
  (t) => [index('roster_publications_company_type_idx').on(t.companyId, t.crewType, t.fromDate)],
);
