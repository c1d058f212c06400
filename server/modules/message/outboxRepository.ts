import { and, asc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { mailSettings, outbox } from '../../db/schema';

export type OutboxRow = typeof outbox.$inferSelect;
export type MailSettingsRow = typeof mailSettings.$inferSelect;
export type MailSettingsValues = Omit<MailSettingsRow, 'companyId' | 'updateTime' | 'version'>;

/** The row is still ours: unsent, and its next attempt is the lease we set when claiming it. */
const leased = (id: string, lease: Date) => and(eq(outbox.id, id), eq(outbox.status, 'unsent'), eq(outbox.nextAttemptTime, lease));

export function createOutboxRepository(db: Db) {
  return {
    /**
     * Claims up to `limit` due rows: in one short transaction the rows are locked (rows another
     * process holds are skipped) and their next attempt moved to `lease`, so no other process picks
     * them until the lease runs out. The lease instant then identifies the claim when recording.
     */
    async claimDue(limit: number, lease: Date): Promise<OutboxRow[]> {
      return db.transaction(async (tx) => {
        const due = await tx
          .select()
          .from(outbox)
          .where(and(eq(outbox.status, 'unsent'), lte(outbox.nextAttemptTime, sql`now()`)))
          .orderBy(asc(outbox.nextAttemptTime))
          .limit(limit)
          .for('update', { skipLocked: true });
        if (due.length === 0) return [];
        await tx
          .update(outbox)
          .set({ nextAttemptTime: lease })
          .where(inArray(outbox.id, due.map((r) => r.id)));
        return due;
      });
    },
    /** Records a delivery; false when the claim was lost (the lease ran out and someone else took it). */
    async markSent(id: string, lease: Date): Promise<boolean> {
      const rows = await db.update(outbox).set({ status: 'sent', sentTime: new Date(), lastError: null }).where(leased(id, lease)).returning({ id: outbox.id });
      return rows.length > 0;
    },
    /** Records a failed attempt (or a wait without an attempt): attempts, status, next attempt and the error. */
    async markAttempt(id: string, lease: Date, values: { attempts: number; status: 'unsent' | 'failed'; nextAttemptTime: Date; lastError: string }): Promise<boolean> {
      const rows = await db.update(outbox).set(values).where(leased(id, lease)).returning({ id: outbox.id });
      return rows.length > 0;
    },
    /** One row, due now (mail the platform itself sends, e.g. a password-reset link). */
    async insert(row: typeof outbox.$inferInsert): Promise<void> {
      await db.insert(outbox).values(row);
    },
    /** Failed rows of the company back to unsent, due now; attempts are kept. Answers the ids changed. */
    async retry(companyId: string, ids: readonly string[]): Promise<string[]> {
      const rows = await db
        .update(outbox)
        .set({ status: 'unsent', nextAttemptTime: sql`now()` })
        .where(and(eq(outbox.companyId, companyId), eq(outbox.status, 'failed'), inArray(outbox.id, [...ids])))
        .returning({ id: outbox.id });
      return rows.map((r) => r.id);
    },
  };
}

export function pageOutbox(db: DbOrTx, q: { where: SQL; orderBy: SQL[]; limit: number; offset: number }) {
  return db.select().from(outbox).where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset);
}

export function createMailSettingsRepository(db: DbOrTx) {
  return {
    async find(companyId: string): Promise<MailSettingsRow | undefined> {
      const rows = await db.select().from(mailSettings).where(eq(mailSettings.companyId, companyId)).limit(1);
      return rows[0];
    },
    async findMany(companyIds: readonly string[]): Promise<MailSettingsRow[]> {
      if (companyIds.length === 0) return [];
      return db.select().from(mailSettings).where(inArray(mailSettings.companyId, [...companyIds]));
    },
    /** The first write of a company; undefined when another write got there first. */
    async insert(companyId: string, values: MailSettingsValues): Promise<MailSettingsRow | undefined> {
      const rows = await db
        .insert(mailSettings)
        .values({ ...values, companyId, version: 1, updateTime: new Date() })
        .onConflictDoNothing({ target: mailSettings.companyId })
        .returning();
      return rows[0];
    },
    /** Optimistic update at `version`; undefined when the row is at another version. */
    async update(companyId: string, version: number, values: MailSettingsValues): Promise<MailSettingsRow | undefined> {
      const rows = await db
        .update(mailSettings)
        .set({ ...values, version: sql`${mailSettings.version} + 1`, updateTime: new Date() })
        .where(and(eq(mailSettings.companyId, companyId), eq(mailSettings.version, version)))
        .returning();
      return rows[0];
    },
  };
}
