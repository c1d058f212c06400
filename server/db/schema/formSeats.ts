/** Form–seat relations (`system/FormSeatRelation`): which seats receive which generated form. */
import { boolean, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, companyId, id } from './columns';

export const formSeatRelations = pgTable(
  'form_seat_relations',
  {
    id: id(),
    companyId: companyId(),
    formType: text('form_type').notNull(),
    names: text('names').notNull(),
    /** Seat keys of the company, sorted. */
    seatCodes: jsonb('seat_codes').$type<string[]>().notNull(),
    isMultiLeg: boolean('is_multi_leg').notNull().default(false),
    exportType: text('export_type').notNull(),
    crewType: text('crew_type').notNull(),
    sendTo: text('send_to').notNull(),
    lang: text('lang').notNull(),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('form_seat_relations_company_form_type_names_uq').on(t.companyId, t.formType, t.names)],
);
