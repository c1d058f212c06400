import { and, count, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { DECLARED_TABLES, type DeclaredTable } from '../../db/schema';

const tableOf = (name: string): DeclaredTable => {
  const table = DECLARED_TABLES[name];
  if (!table) throw new Error(`no table for declared resource ${name}`);
  return table;
};

/** Look-ups the declared resources make on each other, always within one company. */
export function createDeclaredRepository(db: DbOrTx) {
  return {
    /** Whether `id` is a row of the declared resource `name` in the company. */
    async exists(name: string, companyId: string, id: string) {
      const t = tableOf(name);
      const rows = await db.select({ id: t.id }).from(t).where(and(eq(t.companyId, companyId), eq(t.id, id))).limit(1);
      return rows.length === 1;
    },
    /** The value of `field` of one row of the company (a tree's parent), undefined when there is no such row. */
    async valueOf(name: string, field: string, companyId: string, id: string): Promise<unknown> {
      const t = tableOf(name);
      const rows = await db.select({ v: t[field]! }).from(t).where(and(eq(t.companyId, companyId), eq(t.id, id))).limit(1);
      return rows[0]?.v;
    },
    /** The id of the company's first row whose `field` is `value` (a reference named by its title on import). */
    async idOf(name: string, field: string, companyId: string, value: string): Promise<string | undefined> {
      const t = tableOf(name);
      const rows = await db.select({ id: t.id }).from(t).where(and(eq(t.companyId, companyId), eq(t[field]!, value))).orderBy(t.id).limit(1);
      return rows[0]?.id as string | undefined;
    },
    /** Rows of the company whose `field` still refers to one of `ids`. */
    async countReferring(name: string, field: string, companyId: string, ids: readonly string[]) {
      const t = tableOf(name);
      const [row] = await db.select({ n: count() }).from(t).where(and(eq(t.companyId, companyId), inArray(t[field]!, [...ids])));
      return Number(row?.n ?? 0);
    },
  };
}
