import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { notFound, staleVersion } from './errors';
import { compileListQuery, type ListQueryBody, type ListResourceDef } from './listQuery';
import { allReads } from '../db/reads';

/** Columns every business table has (see db/schema/columns.ts). */
export interface VersionedTable extends PgTable {
  id: PgColumn;
  version: PgColumn;
  updateTime: PgColumn;
  updateAuthorId: PgColumn;
  updateAuthor: PgColumn;
}

export interface Author {
  id: string | null;
  name: string;
}

/** Paged list through the list-query compiler, always inside `scope`. */
export async function listPage<T>(
  db: DbOrTx,
  table: PgTable,
  def: ListResourceDef,
  scope: SQL,
  body: ListQueryBody,
  select: (q: { where: SQL; orderBy: SQL[]; limit: number; offset: number }) => Promise<T[]>,
): Promise<{ totalNum: number; list: T[] }> {
  const q = compileListQuery(def, body);
  const where = q.where ? and(scope, q.where)! : scope;
  const [totals, list] = await allReads(db, [
    () => db.select({ n: count() }).from(table).where(where),
    () => select({ where, orderBy: q.orderBy, limit: q.limit, offset: q.offset }),
  ]);
  return { totalNum: Number(totals[0]?.n ?? 0), list };
}

/**
 * `listPage` for a list of one table's rows, in one round trip: the page carries the total as a
 * window count (`count(*) over ()`, evaluated before LIMIT); only a page past the end, which has no
 * row to carry it, costs a second query for the total.
 */
export async function listTable<T extends PgTable>(db: DbOrTx, table: T, def: ListResourceDef, scope: SQL, body: ListQueryBody): Promise<{ totalNum: number; list: T['$inferSelect'][] }> {
  const { page, where, offset } = listTableQuery(db, table, def, scope, body);
  const rows = (await page) as unknown as { row: T['$inferSelect']; total: number }[];
  if (rows.length > 0) return { totalNum: rows[0]!.total, list: rows.map((r) => r.row) };
  if (offset === 0) return { totalNum: 0, list: [] };
  const [totals] = await db.select({ n: count() }).from(table as PgTable).where(where);
  return { totalNum: Number(totals?.n ?? 0), list: [] };
}

/** The one statement of `listTable` (the API bench's peer runs its SQL as is). */
export function listTableQuery(db: DbOrTx, table: PgTable, def: ListResourceDef, scope: SQL, body: ListQueryBody) {
  const q = compileListQuery(def, body);
  const where = q.where ? and(scope, q.where)! : scope;
  const page = db
    .select({ row: table, total: sql<number>`count(*) over ()`.mapWith(Number) } as never)
    .from(table)
    .where(where)
    .orderBy(...q.orderBy)
    .limit(q.limit)
    .offset(q.offset);
  return { page, where, offset: q.offset };
}

/**
 * Optimistic update: changes the row only if it is in scope and still at `version`.
 * Out of scope or missing → 404; in scope at another version → 412.
 */
export async function updateVersioned<T extends VersionedTable>(
  db: DbOrTx,
  table: T,
  scope: SQL,
  id: string,
  version: number,
  values: Record<string, unknown>,
  author: Author,
): Promise<T['$inferSelect']> {
  const rows = (await db
    .update(table)
    .set({
      ...values,
      version: sql`${table.version} + 1`,
      updateTime: new Date(),
      updateAuthorId: author.id,
      updateAuthor: author.name,
    } as never)
    .where(and(eq(table.id, id), eq(table.version, version), scope))
    .returning()) as T['$inferSelect'][];
  if (rows[0]) return rows[0];
  await assertStale(db, table, scope, id, version);
  throw notFound();
}

async function assertStale(db: DbOrTx, table: VersionedTable, scope: SQL, id: string, version: number) {
  const [row] = await db
    .select({ version: table.version })
    .from(table)
    .where(and(eq(table.id, id), scope))
    .limit(1);
  if (!row) throw notFound();
  throw staleVersion({ currentVersion: row.version, sentVersion: version });
}

/** Bumps the version of an aggregate root whose child rows changed (roles, seats, permissions). */
export async function touchVersioned(
  db: DbOrTx,
  table: VersionedTable,
  scope: SQL,
  id: string,
  version: number,
  author: Author,
): Promise<void> {
  await updateVersioned(db, table, scope, id, version, {}, author);
}

/** One row by id, only if it is in scope (else undefined: the caller answers 404, never 403). */
export async function findScoped<T extends VersionedTable>(db: DbOrTx, table: T, scope: SQL, id: string) {
  const rows = (await db
    .select()
    .from(table as PgTable)
    .where(and(eq(table.id, id), scope))
    .limit(1)) as T['$inferSelect'][];
  return rows[0];
}

/** Deletes the rows of `ids` that are in scope; returns the ids deleted. */
export async function deleteScoped(db: DbOrTx, table: VersionedTable, scope: SQL, ids: readonly string[]) {
  const rows = await db
    .delete(table)
    .where(and(inArray(table.id, [...ids]), scope))
    .returning({ id: table.id });
  return rows.map((r) => r.id as string);
}
