import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Regulation } from '../../../src/domain/dutyTime/regulation';
import { auditColumns, companyId, id } from './columns';

/**
 * An operator's regulations (requirements D3 "Regulation"): each a whole copy of a built-in
 * preset (src/domain/dutyTime/presets) that may only tighten it (src/domain/dutyTime/policy.ts).
 * The presets themselves are not rows: they are code and data, the same for every company.
 */
export const regulations = pgTable(
  'regulations',
  {
    id: id(),
    companyId: companyId(),
    name: text('name').notNull(),
    /** PRESET_KEYS */
    basedOn: text('based_on').notNull(),
    body: jsonb('body').$type<Regulation>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    note: text('note'),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('regulations_company_name_uq').on(t.companyId, t.name)],
);

/** A company's duty-time settings: the regulation scheduling is checked against (a preset key or a regulation id). */
export const dutySettings = pgTable('duty_settings', {
  companyId: uuid('company_id').primaryKey(),
  regulationId: text('regulation_id').notNull().default('CCAR-121'),
  /** The operator runs a fatigue risk management programme (EASA Table 4 for unknown acclimatisation). */
  operatorHasFrm: boolean('operator_has_frm').notNull().default(false),
  updateAuthor: text('update_author'),
  updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});

/** Duty warnings (and operator-policy failures) forced with a reason: who, when, on what, and the items waived. */
export const dutyOverrides = pgTable(
  'duty_overrides',
  {
    id: id(),
    companyId: companyId(),
    tripId: uuid('trip_id').notNull(),
    legId: uuid('leg_id').notNull(),
    crewId: uuid('crew_id').notNull(),
    /** assignCrew | editLeg | move */
    command: text('command').notNull(),
    regulationId: text('regulation_id').notNull(),
    verdict: text('verdict').notNull(),
    reason: text('reason').notNull(),
    items: jsonb('items').$type<unknown[]>().notNull(),
    userId: uuid('user_id'),
    userName: text('user_name'),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('duty_overrides_company_crew_idx').on(t.companyId, t.crewId, t.createTime)],
);
