/** Operators' regulations and the company's duty-time settings (server/db/schema/duty.ts). */
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dutyOverrides, dutySettings, regulations } from '../../db/schema';

export type RegulationRowDb = typeof regulations.$inferSelect;
export type DutySettingsRow = typeof dutySettings.$inferSelect;

export function createRegulationRepository(db: DbOrTx) {
  return {
    ofCompany: (companyId: string) => db.select().from(regulations).where(eq(regulations.companyId, companyId)).orderBy(regulations.name),
    async find(companyId: string, id: string): Promise<RegulationRowDb | null> {
      const [row] = await db.select().from(regulations).where(and(eq(regulations.companyId, companyId), eq(regulations.id, id)));
      return row ?? null;
    },
    async byName(companyId: string, name: string): Promise<RegulationRowDb | null> {
      const [row] = await db.select().from(regulations).where(and(eq(regulations.companyId, companyId), eq(regulations.name, name)));
      return row ?? null;
    },
    insert: (values: typeof regulations.$inferInsert) => db.insert(regulations).values(values).returning(),
    update: (companyId: string, id: string, version: number, values: Partial<typeof regulations.$inferInsert>) =>
      db
        .update(regulations)
        .set({ ...values, version: version + 1, updateTime: new Date() })
        .where(and(eq(regulations.companyId, companyId), eq(regulations.id, id), eq(regulations.version, version)))
        .returning(),
    remove: (companyId: string, ids: string[]) => db.delete(regulations).where(and(eq(regulations.companyId, companyId), inArray(regulations.id, ids))).returning({ id: regulations.id }),
    async settings(companyId: string): Promise<DutySettingsRow | null> {
      const [row] = await db.select().from(dutySettings).where(eq(dutySettings.companyId, companyId));
      return row ?? null;
    },
    /** Sets the company's regulation (creates the settings row on first use). */
    setDefault: (companyId: string, regulationId: string, author: string) =>
      db
        .insert(dutySettings)
        .values({ companyId, regulationId, updateAuthor: author })
        .onConflictDoUpdate({ target: dutySettings.companyId, set: { regulationId, updateAuthor: author, updateTime: new Date() } }),
    logOverride: (values: typeof dutyOverrides.$inferInsert) => db.insert(dutyOverrides).values(values),
    overridesOf: (companyId: string, legId: string) =>
      db.select().from(dutyOverrides).where(and(eq(dutyOverrides.companyId, companyId), eq(dutyOverrides.legId, legId))).orderBy(dutyOverrides.createTime),
  };
}

export type RegulationRepository = ReturnType<typeof createRegulationRepository>;
