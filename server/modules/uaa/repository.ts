import { and, eq, gt, isNull, lt, lte, sql } from 'drizzle-orm';
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

/** An attempt counted: the window's count with it and when the window started. */
export interface Counted {
  failures: number;
  windowStart: Date;
}

export function createLoginFailureRepository(db: DbOrTx) {
  /**
   * Counts one attempt in the key's current window (a new window once the old one has passed) and
   * answers the new count; with `limit`, not when the window already holds it (undefined). One
   * statement, so concurrent attempts each see their own number and cannot all slip under a limit.
   */
  async function countIn(key: string, now: Date, windowSeconds: number, limit?: number): Promise<Counted | undefined> {
    const at = sql`${now.toISOString()}::timestamptz`;
    const expired = sql`${loginFailures.windowStart} + make_interval(secs => ${windowSeconds}) <= ${at}`;
    const [row] = await db
      .insert(loginFailures)
      .values({ key, windowStart: now, failures: 1 })
      .onConflictDoUpdate({
        target: loginFailures.key,
        set: {
          failures: sql`case when ${expired} then 1 else ${loginFailures.failures} + 1 end`,
          windowStart: sql`case when ${expired} then ${at} else ${loginFailures.windowStart} end`,
        },
        ...(limit === undefined ? {} : { setWhere: sql`${expired} or ${loginFailures.failures} < ${limit}` }),
      })
      .returning({ failures: loginFailures.failures, windowStart: loginFailures.windowStart });
    return row;
  }
  return {
    async get(key: string) {
      const [row] = await db.select().from(loginFailures).where(eq(loginFailures.key, key)).limit(1);
      return row;
    },
    /** Counts one attempt unless the window already holds `limit`: the window it was counted in, null when refused (nothing counted). */
    take: async (key: string, now: Date, windowSeconds: number, limit: number): Promise<Date | null> => (await countIn(key, now, windowSeconds, limit))?.windowStart ?? null,
    /** Counts one attempt: the window's count with it, and the window it was counted in. */
    count: async (key: string, now: Date, windowSeconds: number): Promise<Counted> => (await countIn(key, now, windowSeconds)) ?? { failures: 1, windowStart: now },
    /**
     * Gives back an attempt counted in the window that started at `windowStart` and did not fail (not
     * if that window has since been replaced). The window, not the attempt's clock: under a burst an
     * attempt whose clock reads earlier may be counted after the one that opened the window.
     */
    async release(key: string, windowStart: Date): Promise<void> {
      await db
        .update(loginFailures)
        .set({ failures: sql`greatest(${loginFailures.failures} - 1, 0)` })
        .where(and(eq(loginFailures.key, key), eq(loginFailures.windowStart, windowStart)));
    },
    async clear(key: string): Promise<void> {
      await db.delete(loginFailures).where(eq(loginFailures.key, key));
    },
  };
}
