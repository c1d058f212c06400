/**
 * Site messages of the caller (the requirements' message log): list (page size 20 by update time in the
 * browser), mark one read, mark all read, mark a leg's messages read when the leg is opened from a
 * message, and the unread count for the bell. Every query is the caller's own messages of their company.
 */
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { MESSAGE_CATEGORIES, SEAT_MESSAGE, languageOf } from '../../../src/domain/message';
import type { Db } from '../../db/client';
import { messageLogs } from '../../db/schema';
import type { Ctx } from '../../lib/context';
import { listPage } from '../../lib/crud';
import { badRequest, notFound } from '../../lib/errors';
import { authorOf } from '../../lib/context';
import { createTripRepository } from '../trip/trips/tripRepository';
import type { SeatKey } from '../../../src/domain/access/seats';
import { OPS, type ListQueryBody, type ListResourceDef } from '../../lib/listQuery';

export const messageListDef: ListResourceDef = {
  name: 'messageLog',
  fields: {
    messageTitle: { column: messageLogs.messageTitle, type: 'string', ops: OPS.text, sortable: true },
    messageInfo: { column: messageLogs.messageInfo, type: 'string', ops: ['like'] },
    messageType: { column: messageLogs.messageType, type: 'enum', enumValues: [...MESSAGE_CATEGORIES], ops: ['eq', 'in'], sortable: true },
    functionCode: { column: messageLogs.functionCode, type: 'string', ops: ['eq', 'in', 'notIn'], sortable: true },
    isRead: { column: messageLogs.isRead, type: 'enum', enumValues: [0, 1], ops: ['eq'], sortable: true },
    createAuthor: { column: messageLogs.createAuthor, type: 'string', ops: ['eq', 'like'], sortable: true },
    businessId: { column: messageLogs.businessId, type: 'uuid', ops: ['eq'] },
    tripLegId: { column: messageLogs.tripLegId, type: 'uuid', ops: ['eq'] },
    createTime: { column: messageLogs.createTime, type: 'datetime', ops: OPS.time, sortable: true },
    updateTime: { column: messageLogs.updateTime, type: 'datetime', ops: OPS.time, sortable: true },
  },
  defaultSort: { field: 'updateTime', direction: 'desc' },
  tieBreaker: messageLogs.id,
};

type Row = typeof messageLogs.$inferSelect;

/** A message as the browser sees it, in the reader's language. */
export function messageView(r: Row, lang: string) {
  const text = r.content[languageOf(lang)] ?? { title: r.messageTitle, body: r.messageInfo };
  return {
    id: r.id,
    messageTitle: text.title,
    messageType: r.messageType,
    messageInfo: text.body,
    receivePeopleName: r.receivePeopleName,
    createAuthor: r.createAuthor,
    createTime: r.createTime.toISOString(),
    updateAuthor: r.updateAuthor,
    updateTime: r.updateTime.toISOString(),
    isRead: r.isRead,
    businessId: r.businessId,
    tripLegId: r.tripLegId,
    functionCode: r.functionCode,
    eventSeq: r.eventSeq,
    seatKey: r.seatKey,
  };
}

export function createMessageLogService(db: Db) {
  const mine = (ctx: Ctx) => and(eq(messageLogs.companyId, ctx.principal.companyId), eq(messageLogs.userId, ctx.principal.userId))!;
  const unread = async (ctx: Ctx) => Number((await db.select({ n: count() }).from(messageLogs).where(and(mine(ctx), eq(messageLogs.isRead, 0))))[0]?.n ?? 0);
  return {
    async list(ctx: Ctx, body: ListQueryBody, lang: string) {
      const page = await listPage(db, messageLogs, messageListDef, mine(ctx), body, (q) =>
        db.select().from(messageLogs).where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset),
      );
      return { totalNum: page.totalNum, list: page.list.map((r) => messageView(r, lang)), unread: await unread(ctx) };
    },

    unread,

    /** Marks the caller's message read (idempotent); 404 for anyone else's. */
    async markRead(ctx: Ctx, id: string) {
      const [row] = await db
        .update(messageLogs)
        .set({ isRead: 1, readTime: sql`coalesce(${messageLogs.readTime}, now())` })
        .where(and(mine(ctx), eq(messageLogs.id, id)))
        .returning({ id: messageLogs.id });
      if (!row) throw notFound();
      return { unread: await unread(ctx) };
    },

    async markAllRead(ctx: Ctx, ids?: readonly string[]) {
      await db
        .update(messageLogs)
        .set({ isRead: 1, readTime: sql`now()` })
        .where(and(mine(ctx), eq(messageLogs.isRead, 0), ids && ids.length ? inArray(messageLogs.id, [...ids]) : undefined));
      return { unread: await unread(ctx) };
    },

    /**
     * A message written to the users of seats: an event like any change (numbered, published by the
     * same pipeline, pushed and replayed), whose template takes the seats and text from the writer.
     */
    async sendToSeats(ctx: Ctx, input: { seats: SeatKey[]; title: string; content: string }) {
      const title = input.title.trim();
      const content = input.content.trim();
      if (!title || !content) throw badRequest({ fields: { [title ? 'content' : 'title']: { key: 'message.seat.required' } } });
      const seats = [...new Set(input.seats)];
      const author = authorOf(ctx);
      return db.transaction(async (tx) => {
        const sequence = await createTripRepository(tx).appendEvent({ companyId: ctx.principal.companyId, functionCode: SEAT_MESSAGE, tripId: null, legId: null, payload: { seats, title, content }, userId: author.id, userName: author.name });
        return { seq: sequence };
      });
    },

    /** Marks read all but each user's `keep` newest unread messages (the demo seed's history). */
    async settleHistory(companyId: string, keep: number) {
      await db.execute(sql`
        update ${messageLogs} set is_read = 1, read_time = now()
        where ${messageLogs.companyId} = ${companyId} and ${messageLogs.isRead} = 0 and ${messageLogs.id} not in (
          select id from (
            select id, row_number() over (partition by user_id order by update_time desc, event_seq desc) as n
            from ${messageLogs} where company_id = ${companyId} and is_read = 0
          ) ranked where n <= ${keep}
        )`);
    },

    /** Opening a leg from a message reads every message of that leg. */
    async markLegRead(ctx: Ctx, tripLegId: string) {
      await db
        .update(messageLogs)
        .set({ isRead: 1, readTime: sql`now()` })
        .where(and(mine(ctx), eq(messageLogs.isRead, 0), eq(messageLogs.tripLegId, tripLegId)));
      return { unread: await unread(ctx) };
    },
  };
}

export type MessageLogService = ReturnType<typeof createMessageLogService>;
