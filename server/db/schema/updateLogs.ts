/**
 * Release notes of the application (`system/UpdateLog`): written and published by the platform
 * administrator (rows of the platform company), shown to every user once after an update; and the
 * newest published note each user has seen.
 */
import { boolean, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { auditColumns, companyId, id, instant } from './columns';

export const updateLogs = pgTable(
  'update_logs',
  {
    id: id(),
    companyId: companyId(),
    appVersion: text('app_version').notNull(),
    noteZh: text('note_zh').notNull(),
    noteZhtw: text('note_zhtw').notNull(),
    noteEn: text('note_en').notNull(),
    published: boolean('published').notNull().default(false),
    publishTime: instant('publish_time'),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('update_logs_company_app_version_uq').on(t.companyId, t.appVersion)],
);

/** The newest published note a user has closed (one row per user). */
export const updateLogReads = pgTable('update_log_reads', {
  userId: uuid('user_id').primaryKey(),
  updateLogId: uuid('update_log_id').notNull(),
  readTime: instant('read_time').notNull().defaultNow(),
});
