import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { captchas, companies, loginFailures, sessions, users } from '../../db/schema';

export type SessionRow = typeof sessions.$inferSelect;

export function createSessionRepository(db: DbOrTx) {
  return {
    async insert(row: typeof sessions.$inferInsert): Promise<SessionRow> {
      const [created] = await db.insert(sessions).values(row).returning();
      return created!;
    },
    /** The session with its user and company, whatever their state (the caller decides). */
    async findByHash(tokenHash: string) {
      const [row] = await db
        .select({ session: sessions, user: users, company: companies })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .innerJoin(companies, eq(companies.id, sessions.companyId))
        .where(eq(sessions.tokenHash, tokenHash))
        .limit(1);
      return row;
    },
    async findById(id: string): Promise<SessionRow | undefined> {
      const [row] = await db.select().from(sessions).where(eq(sessions.id, id)).limit(1);
      return row;
    },
    async setExpiry(id: string, expiresAt: Date): Promise<void> {
      await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, id));
    },
    async revoke(id: string, reason: string): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: new Date(), revokeReason: reason })
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
    },
    async revokeAllOfUser(userId: string, reason: string): Promise<number> {
      const rows = await db
        .update(sessions)
        .set({ revokedAt: new Date(), revokeReason: reason })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return rows.length;
    },
    async deleteExpired(before: Date): Promise<void> {
      await db.delete(sessions).where(lt(sessions.maxExpiresAt, before));
    },
  };
}

export function createCaptchaRepository(db: DbOrTx) {
  return {
    async insert(answerHash: string, expiresAt: Date): Promise<string> {
      const [row] = await db.insert(captchas).values({ answerHash, expiresAt }).returning({ id: captchas.id });
      return row!.id;
    },
    /** Deletes and returns the captcha in one statement: whoever takes it first is the only one to use it. */
    async take(id: string, now: Date) {
      const [row] = await db
        .delete(captchas)
        .where(and(eq(captchas.id, id), gt(captchas.expiresAt, now)))
        .returning();
      return row;
    },
    async purgeExpired(now: Date): Promise<void> {
      await db.delete(captchas).where(lt(captchas.expiresAt, now));
    },
  };
}

export function createLoginFailureRepository(db: DbOrTx) {
  return {
    async get(key: string) {
      const [row] = await db.select().from(loginFailures).where(eq(loginFailures.key, key)).limit(1);
      return row;
    },
    /** Counts one failure in the key's current window (a new window once the old one has passed). */
    async increment(key: string, now: Date, windowSeconds: number): Promise<void> {
      const windowEnd = sql`${loginFailures.windowStart} + make_interval(secs => ${windowSeconds})`;
      await db
        .insert(loginFailures)
        .values({ key, windowStart: now, failures: 1 })
        .onConflictDoUpdate({
          target: loginFailures.key,
          set: {
            failures: sql`case when ${windowEnd} <= ${now.toISOString()}::timestamptz then 1 else ${loginFailures.failures} + 1 end`,
            windowStart: sql`case when ${windowEnd} <= ${now.toISOString()}::timestamptz then ${now.toISOString()}::timestamptz else ${loginFailures.windowStart} end`,
          },
        });
    },
    async clear(key: string): Promise<void> {
      await db.delete(loginFailures).where(eq(loginFailures.key, key));
    },
  };
}
