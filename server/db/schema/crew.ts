import { boolean, date, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { auditColumns, companyId, id } from './columns';

/** Crew type (requirements D3 "Crew — employment"); also the `crewType` data-permission dimension. */
export { CREW_POSITIONS, CREW_SEXES, CREW_STATUSES, CREW_TYPES } from '../../../src/domain/resourceEnums';

/** Crew members: identity and employment (requirements D3 "Crew"). */
export const crews = pgTable(
  'crews',
  {
    id: id(),
    companyId: companyId(),
    workNo: text('work_no').notNull(),
    cnName: text('cn_name').notNull(),
    enName: text('en_name'),
    /** CREW_SEXES */
    sex: text('sex'),
    /** ISO 3166-1 alpha-2. */
    nationality: text('nationality'),
    /** CREW_TYPES */
    crewType: text('crew_type').notNull(),
    /** CREW_POSITIONS */
    position: text('position'),
    baseIcao: text('base_icao'),
    department: text('department'),
    email: text('email'),
    phone: text('phone'),
    birthdate: date('birthdate', { mode: 'string' }),
    hireDate: date('hire_date', { mode: 'string' }),
    dateTerminated: date('date_terminated', { mode: 'string' }),
    /** CREW_STATUSES */
    status: text('status').notNull().default('active'),
    employeeType: text('employee_type'),
    /** Aircraft types (ids of aircraft_types of the same company) the crew member is qualified on. */
    qualifiedTypeIds: uuid('qualified_type_ids').array().notNull().default([]),
    pinyinName: text('pinyin_name'),
    idNumber: text('id_number'),
    passportNo: text('passport_no'),
    /** The one aircraft type the crew member flies exclusively (aircraft_types), if any. */
    exclusiveTypeId: uuid('exclusive_type_id'),
    /** Sensitive: masked for readers without `crewDetail:sensitive`. */
    bankName: text('bank_name'),
    bankCard: text('bank_card'),
    emergencyContact: text('emergency_contact'),
    emergencyPhone: text('emergency_phone'),
    /** The crew member's own user account (their messages: document reminders, published rosters). */
    userId: uuid('user_id'),
    /** Pilot job (pilot_jobs) and the captain statuses. */
    pilotJobId: uuid('pilot_job_id'),
    captainAuthorised: boolean('captain_authorised').notNull().default(false),
    /** CAPTAIN_RECOMMENDATIONS */
    captainRecommendation: text('captain_recommendation'),
    routeCheckDone: boolean('route_check_done').notNull().default(false),
    /** Flight time before joining, minutes (basic flight-time data; flights since come from the flight logs). */
    priorFlightMinutes: integer('prior_flight_minutes').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('crews_company_work_no_uq').on(t.companyId, t.workNo)],
);
