import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { menus, seatMenus, seats, sessionSeats, sessions, users } from '../../db/schema';

export type SeatRow = typeof seats.$inferSelect;

/** The seat channel: `company:seatId` (or `company:` for every seat) when a seat's menus change. */
/** How stale a session's last activity may get before a route load refreshes it (the hub's socket tick). */
export const PRESENCE_TICK_MS = 30_000;

export const MENUS_CHANNEL = 'foc_menus';

export function createSeatRepository(db: DbOrTx) {
  return {
    async ofCompany(companyId: string): Promise<SeatRow[]> {
      return db.select().from(seats).where(eq(seats.companyId, companyId)).orderBy(asc(seats.sortNum), asc(seats.keyName));
    },
    /** The catalogue (every entry), for the seat-menu tree. */
    async catalogue() {
      return db
        .select({ id: menus.id, parentId: menus.parentId, key: menus.key, menuName: menus.menuName, menuType: menus.menuType, sortNum: menus.sortNum })
        .from(menus)
        .orderBy(asc(menus.sortNum));
    },
    async menuIdsOf(seatId: string, companyId: string): Promise<string[]> {
      const rows = await db
        .select({ menuId: seatMenus.menuId })
        .from(seatMenus)
        .where(and(eq(seatMenus.seatId, seatId), eq(seatMenus.companyId, companyId)));
      return rows.map((r) => r.menuId);
    },
    async replaceMenus(companyId: string, seatId: string, add: readonly string[], remove: readonly string[]): Promise<void> {
      if (remove.length) await db.delete(seatMenus).where(and(eq(seatMenus.seatId, seatId), eq(seatMenus.companyId, companyId), inArray(seatMenus.menuId, [...remove])));
      for (let i = 0; i < add.length; i += 1000) {
        await db
          .insert(seatMenus)
          .values(add.slice(i, i + 1000).map((menuId) => ({ companyId, seatId, menuId })))
          .onConflictDoNothing();
      }
    },
    /** Signals the realtime hub at commit that menus of the company (one seat, or all) changed. */
    async signalMenus(companyId: string, seatId = ''): Promise<void> {
      await db.execute(sql`select pg_notify(${MENUS_CHANNEL}, ${`${companyId}:${seatId}`})`);
    },
  };
}

/** Which seat each signed-in session works in. */
export function createSeatPresenceRepository(db: DbOrTx) {
  return {
    /** The session works in this seat now (since stays when the seat did not change). */
    async note(p: { sessionId: string; companyId: string; userId: string }, seatId: string): Promise<void> {
      const now = new Date();
      await db
        .insert(sessionSeats)
        .values({ sessionId: p.sessionId, companyId: p.companyId, userId: p.userId, seatId, since: now, lastActivity: now })
        .onConflictDoUpdate({
          target: sessionSeats.sessionId,
          set: {
            seatId,
            since: sql`case when ${sessionSeats.seatId} = ${seatId} then ${sessionSeats.since} else ${now.toISOString()}::timestamptz end`,
            lastActivity: now,
          },
          // a route load in the same seat within the presence tick writes nothing (reads stay reads)
          setWhere: sql`${sessionSeats.seatId} <> ${seatId} or ${sessionSeats.lastActivity} < ${new Date(now.getTime() - PRESENCE_TICK_MS).toISOString()}::timestamptz`,
        });
    },
    /** Sessions whose realtime socket is connected: still active. */
    async touch(sessionIds: readonly string[]): Promise<void> {
      if (sessionIds.length === 0) return;
      await db.update(sessionSeats).set({ lastActivity: new Date() }).where(inArray(sessionSeats.sessionId, [...sessionIds]));
    },
    /** Forgets the seats of the company's ended sessions (revoked, expired or deleted). */
    async prune(companyId: string): Promise<void> {
      await db.execute(sql`delete from ${sessionSeats} ss where ss.company_id = ${companyId} and not exists (
        select 1 from ${sessions} s where s.id = ss.session_id and s.revoked_at is null and s.expires_at > now())`);
    },
    /** Live (neither revoked nor expired) sessions of the company with their seat. */
    async live(companyId: string) {
      return db
        .select({
          sessionId: sessionSeats.sessionId,
          userId: sessionSeats.userId,
          userName: users.userName,
          personName: users.personName,
          seatId: sessionSeats.seatId,
          seatKey: seats.keyName,
          since: sessionSeats.since,
          lastActivity: sessionSeats.lastActivity,
          ip: sessions.ip,
        })
        .from(sessionSeats)
        .innerJoin(sessions, eq(sessions.id, sessionSeats.sessionId))
        .innerJoin(users, eq(users.id, sessionSeats.userId))
        .innerJoin(seats, eq(seats.id, sessionSeats.seatId))
        .where(and(eq(sessionSeats.companyId, companyId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
        .orderBy(asc(seats.sortNum), asc(users.userName), asc(sessionSeats.since));
    },
  };
}
