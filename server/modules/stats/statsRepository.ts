import { and, count, countDistinct, eq, gt, gte, isNull } from 'drizzle-orm';
import { LogType } from '../../../src/domain/access';
import type { DbOrTx } from '../../db/client';
import { aircraft, companies, sessions, sysLogs, users } from '../../db/schema';

/** A session counts as live while it is neither revoked nor expired. */
const live = (now: Date) => and(isNull(sessions.revokedAt), gt(sessions.expiresAt, now));

async function one(q: Promise<{ n: number }[]>): Promise<number> {
  const [row] = await q;
  return Number(row?.n ?? 0);
}

/** Counts for the landing page and the home dashboard. Every company-level count takes the company id. */
export function createStatsRepository(db: DbOrTx) {
  return {
    /** Operators: companies whose registration is approved and not disabled. */
    activeCompanies: () => one(db.select({ n: count() }).from(companies).where(eq(companies.status, 'active'))),

    /** Enabled aircraft of active operators. */
    operatorAircraft: () =>
      one(
        db
          .select({ n: count() })
          .from(aircraft)
          .innerJoin(companies, eq(companies.id, aircraft.companyId))
          .where(and(eq(aircraft.enabled, true), eq(companies.status, 'active'))),
      ),

    /** Distinct users with a live session (of one company, or of the whole platform). */
    signedInUsers: (now: Date, companyId?: string) =>
      one(
        db
          .select({ n: countDistinct(sessions.userId) })
          .from(sessions)
          .where(companyId ? and(live(now), eq(sessions.companyId, companyId)) : live(now)),
      ),

    companyUsers: (companyId: string) => one(db.select({ n: count() }).from(users).where(eq(users.companyId, companyId))),

    /** Failed sign-ins (login log entries with success 0) of a company since an instant. */
    failedSignIns: (companyId: string, since: Date) =>
      one(
        db
          .select({ n: count() })
          .from(sysLogs)
          .where(and(eq(sysLogs.companyId, companyId), eq(sysLogs.type, LogType.login), eq(sysLogs.success, 0), gte(sysLogs.createTime, since))),
      ),

    pendingRegistrations: () => one(db.select({ n: count() }).from(companies).where(and(eq(companies.status, 'pending'), eq(companies.isPlatform, false)))),

    ownLiveSessions: (now: Date, companyId: string, userId: string) =>
      one(db.select({ n: count() }).from(sessions).where(and(live(now), eq(sessions.companyId, companyId), eq(sessions.userId, userId)))),
  };
}

export type StatsRepository = ReturnType<typeof createStatsRepository>;
