import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companySettings } from '../../db/schema';

/** Realtime channel: payload the company id whose settings (readings) changed; the hub pushes `{type:'settings'}`. */
export const SETTINGS_CHANNEL = 'foc_settings';

export type CompanySettingsRow = typeof companySettings.$inferSelect;
export interface CompanyReadingsValues {
  legStateReading: string;
  tripStatusReading: string;
  updateAuthor: string;
}

/** The company's settings row (absent until an administrator first saves). */
export function createCompanyReadingsRepository(db: DbOrTx) {
  return {
    async find(companyId: string): Promise<CompanySettingsRow | undefined> {
      const rows = await db.select().from(companySettings).where(eq(companySettings.companyId, companyId)).limit(1);
      return rows[0];
    },
    /** The first write of a company; undefined when another write got there first. */
    async insert(companyId: string, values: CompanyReadingsValues): Promise<CompanySettingsRow | undefined> {
      const rows = await db
        .insert(companySettings)
        .values({ ...values, companyId, version: 1, updateTime: new Date() })
        .onConflictDoNothing({ target: companySettings.companyId })
        .returning();
      return rows[0];
    },
    /** Optimistic update at `version`; undefined when the row is at another version. */
    async update(companyId: string, version: number, values: CompanyReadingsValues): Promise<CompanySettingsRow | undefined> {
      const rows = await db
        .update(companySettings)
        .set({ ...values, version: sql`${companySettings.version} + 1`, updateTime: new Date() })
        .where(and(eq(companySettings.companyId, companyId), eq(companySettings.version, version)))
        .returning();
      return rows[0];
    },
    /** Tells the realtime hub of every process that the company's settings changed. */
    async notify(companyId: string): Promise<void> {
      await db.execute(sql`select pg_notify(${SETTINGS_CHANNEL}, ${companyId})`);
    },
  };
}
