import { bigint, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { companyId } from './columns';

/**
 * A counter per company and table, raised at commit by every transaction that changed the table's
 * rows of that company (triggers in migration 0012). Read caches (server/lib/readCache.ts) compare it
 * with the counter their answer was computed at: equal means nothing committed since.
 */
export const dataGenerations = pgTable(
  'data_generations',
  {
    companyId: companyId(),
    tableName: text('table_name').notNull(),
    generation: bigint('generation', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.tableName] })],
);
