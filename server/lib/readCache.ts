/**
 * Answers of hot list reads, kept while the data under them is unchanged (docs/decisions.md, "Read
 * cache"). Ops-control wall displays and open list screens poll the same queries every few seconds;
 * with this cache such a poll costs one primary-key read instead of the list statement.
 *
 * Validity comes from the database, not from time: every transaction that changes a cached table
 * raises the company's counter in `data_generations` at commit (triggers, migration 0012). A read
 * takes the counter first, then answers the entry computed at that same counter, or computes and
 * stores under it. An answer computed after a later commit is stored under the older counter and so
 * is simply recomputed once; an older answer is never served after a newer commit, in this process
 * or any other on the same database. The key holds the company, the caller's data permissions and
 * the query, so two users with the same scope share entries and a change of permissions misses.
 * Entries are shared objects: callers must not mutate what they get.
 */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { dataGenerations } from '../db/schema';
import type { Principal } from './context';

/** Tables whose changes raise the counter (each needs the trigger of migration 0012). */
export type CachedTable = 'trip_legs';

export interface GenerationSource {
  current(companyId: string, table: CachedTable): Promise<number>;
}

export function createGenerationSource(db: DbOrTx): GenerationSource {
  return {
    async current(companyId, table) {
      const [row] = await db
        .select({ g: dataGenerations.generation })
        .from(dataGenerations)
        .where(and(eq(dataGenerations.companyId, companyId), eq(dataGenerations.tableName, table)));
      return row?.g ?? 0;
    },
  };
}

interface Entry {
  generation: number;
  value: unknown;
}

export function createReadCache(generations: GenerationSource, maxEntries = 500) {
  const entries = new Map<string, Entry>();
  const stats = { hits: 0, misses: 0 };
  return {
    stats,
    async through<T>(principal: Principal, table: CachedTable, query: unknown, compute: () => Promise<T>): Promise<T> {
      const generation = await generations.current(principal.companyId, table);
      const key = `${table}\u0000${principal.companyId}\u0000${JSON.stringify(principal.data)}\u0000${JSON.stringify(query)}`;
      const hit = entries.get(key);
      entries.delete(key); // re-inserted below: the Map's order is the recency order
      if (hit && hit.generation === generation) {
        stats.hits++;
        entries.set(key, hit);
        return hit.value as T;
      }
      stats.misses++;
      const value = await compute();
      entries.set(key, { generation, value });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return value;
    },
  };
}
export type ReadCache = ReturnType<typeof createReadCache>;
