import { date, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
    ...auditColumns(),
  },
  (t) => [uniqueIndex('crews_company_work_no_uq').on(t.companyId, t.workNo)],
);
