/** Operators' edited message templates (a function code without a row uses the built-in default). */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { messageTemplates } from '../../db/schema';

export type TemplateRow = typeof messageTemplates.$inferSelect;

export function createTemplateRepository(db: DbOrTx) {
  return {
    ofCompany: (companyId: string) => db.select().from(messageTemplates).where(eq(messageTemplates.companyId, companyId)),
    async find(companyId: string, functionCode: string): Promise<TemplateRow | null> {
      const [row] = await db
        .select()
        .from(messageTemplates)
        .where(and(eq(messageTemplates.companyId, companyId), eq(messageTemplates.functionCode, functionCode)));
      return row ?? null;
    },
    insert: (values: typeof messageTemplates.$inferInsert) => db.insert(messageTemplates).values(values).returning(),
    update: (id: string, version: number, values: Partial<typeof messageTemplates.$inferInsert>) =>
      db
        .update(messageTemplates)
        .set({ ...values, version: version + 1, updateTime: new Date() })
        .where(and(eq(messageTemplates.id, id), eq(messageTemplates.version, version)))
        .returning(),
    remove: (companyId: string, functionCode: string) =>
      db.delete(messageTemplates).where(and(eq(messageTemplates.companyId, companyId), eq(messageTemplates.functionCode, functionCode))).returning(),
  };
}
