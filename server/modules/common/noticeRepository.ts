import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { PublishedNotice as PublishedNoticeSchema } from '../../../src/contract/notices';
import type { DbOrTx } from '../../db/client';
import { noticeReads, notices } from '../../db/schema';

/** The channel the realtime hub listens on: the payload is the company id whose notices changed. */
export const NOTICE_CHANNEL = 'foc_notices';

/** A notice of the users' list as the repository reads it (instants as Dates until serialised). */
export type PublishedNotice = Static<typeof PublishedNoticeSchema>;

/** Notices a user of the company sees at `now` (the SQL of domain `noticeVisible`). */
function visibleWhere(companyId: string, now: Date): SQL {
  return and(eq(notices.companyId, companyId), eq(notices.isPublish, true), lte(notices.noticeTime, now), or(isNull(notices.overdueTime), gt(notices.overdueTime, now)))!;
}

/** The users' side of notices (published list, read marks) and the change signal. */
export function createNoticeRepository(db: DbOrTx) {
  const readJoin = (userId: string) => and(eq(noticeReads.noticeId, notices.id), eq(noticeReads.userId, userId));

  async function counts(companyId: string, userId: string, now: Date) {
    const [row] = await db
      .select({ total: count(), unread: sql<string | number>`count(*) filter (where ${noticeReads.noticeId} is null)` })
      .from(notices)
      .leftJoin(noticeReads, readJoin(userId))
      .where(visibleWhere(companyId, now));
    return { totalNum: Number(row?.total ?? 0), unread: Number(row?.unread ?? 0) };
  }

  return {
    counts,

    /** One page of the visible notices, sortNum ascending then newest first, each with the caller's read flag. */
    async publishedPage(companyId: string, userId: string, now: Date, page: number, pageSize: number) {
      const list = await db
        .select({
          id: notices.id,
          title: notices.title,
          content: notices.content,
          noticeTime: notices.noticeTime,
          overdueTime: notices.overdueTime,
          sortNum: notices.sortNum,
          updateAuthor: notices.updateAuthor,
          updateTime: notices.updateTime,
          isRead: sql<number>`case when ${noticeReads.noticeId} is null then 0 else 1 end`,
        })
        .from(notices)
        .leftJoin(noticeReads, readJoin(userId))
        .where(visibleWhere(companyId, now))
        .orderBy(asc(notices.sortNum), desc(notices.noticeTime), asc(notices.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      const { totalNum, unread } = await counts(companyId, userId, now);
      return { totalNum, unread, list: list.map((r) => ({ ...r, isRead: (Number(r.isRead) === 1 ? 1 : 0) as 0 | 1 })) satisfies PublishedNotice[] };
    },

    /** Whether the notice is one the company's users see at `now`. */
    async isVisible(companyId: string, id: string, now: Date): Promise<boolean> {
      const rows = await db
        .select({ id: notices.id })
        .from(notices)
        .where(and(eq(notices.id, id), visibleWhere(companyId, now)))
        .limit(1);
      return rows.length === 1;
    },

    /** Marks the notice read by the user (a second mark changes nothing). */
    async markRead(noticeId: string, userId: string): Promise<void> {
      await db.insert(noticeReads).values({ noticeId, userId }).onConflictDoNothing();
    },

    /** Forgets the read marks of deleted notices. */
    async removeReads(noticeIds: readonly string[]): Promise<void> {
      if (noticeIds.length > 0) await db.delete(noticeReads).where(inArray(noticeReads.noticeId, [...noticeIds]));
    },

    /** Tells the realtime hub (at commit, when run in a transaction) that the company's notices changed. */
    async notify(companyId: string): Promise<void> {
      await db.execute(sql`select pg_notify(${NOTICE_CHANNEL}, ${companyId})`);
    },
  };
}
