import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companies } from '../../db/schema';

export type CompanyRow = typeof companies.$inferSelect;

export function createCompanyRepository(db: DbOrTx) {
  return {
    async findById(id: string): Promise<CompanyRow | undefined> {
      const [row] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
      return row;
    },
    async findByCode(code: string): Promise<CompanyRow | undefined> {
      const [row] = await db.select().from(companies).where(eq(companies.code, code)).limit(1);
      return row;
    },
    async insert(values: typeof companies.$inferInsert): Promise<CompanyRow> {
      const [row] = await db.insert(companies).values(values).returning();
      return row!;
    },
    async count(): Promise<number> {
      const rows = await db.select({ id: companies.id }).from(companies).limit(1);
      return rows.length;
    },
  };
}
