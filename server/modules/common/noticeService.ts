/**
 * Notice messages (requirements S3, S9): the administrators' CRUD of the company's announcements
 * with publish / unpublish commands, and every user's list of the notices visible now with read marks.
 * The rules are the domain's (`noticeRefusal`, `noticeVisible`); every change users can see is
 * signalled on `foc_notices` in its transaction (the realtime hub pushes it at commit).
 */
import type { ErrorKey } from '../../../src/domain/api';
import { NOTICE_PAGE_SIZE, noticeRefusal, type NoticeRefusal } from '../../../src/domain/message/notice';
import type { Db } from '../../db/client';
import { notices } from '../../db/schema';
import { authorOf, type Ctx } from '../../lib/context';
import { updateVersioned } from '../../lib/crud';
import type { ScopeDef } from '../../lib/dataScope';
import { AppError, notFound } from '../../lib/errors';
import { OPS, type ListQueryBody, type ListResourceDef } from '../../lib/listQuery';
import { defineResource, type OperationLog } from '../../lib/resource';
import type { NoticeBody, NoticeUpdate } from '../../../src/contract/notices';
import { createNoticeRepository } from './noticeRepository';

type NoticeRow = typeof notices.$inferSelect;

export type { NoticeBody, NoticeUpdate };

/** Notices belong to the company; no data-permission dimension restricts them. */
export const noticeScope: ScopeDef = { companyColumn: notices.companyId };

export const noticeListDef: ListResourceDef = {
  name: 'notice',
  fields: {
    title: { column: notices.title, type: 'string', ops: OPS.text, sortable: true },
    content: { column: notices.content, type: 'string', ops: ['like'] },
    noticeTime: { column: notices.noticeTime, type: 'datetime', ops: OPS.time, sortable: true },
    overdueTime: { column: notices.overdueTime, type: 'datetime', ops: [...OPS.time, 'isNull', 'isNotNull'], sortable: true },
    sortNum: { column: notices.sortNum, type: 'integer', ops: OPS.number, sortable: true },
    isPublish: { column: notices.isPublish, type: 'boolean', ops: ['eq'], sortable: true },
    createTime: { column: notices.createTime, type: 'datetime', ops: OPS.time, sortable: true },
    updateTime: { column: notices.updateTime, type: 'datetime', ops: OPS.time, sortable: true },
  },
  defaultSort: { field: 'noticeTime', direction: 'desc' },
  tieBreaker: notices.id,
};

/** The form field a refusal is about (the browser shows it under that field). */
const REFUSAL_FIELD: Record<NoticeRefusal, (row: NoticeRow) => string> = {
  'notice.titleRequired': () => 'title',
  'notice.contentRequired': () => 'content',
  'notice.tooLong': (row) => (row.title.length > row.content.length ? 'title' : 'content'),
  'notice.overdueBeforeNotice': () => 'overdueTime',
};

/** A refusal of `noticeRefusal` → 400 with its key, and the key under the field it is about. */
function refusalError(key: NoticeRefusal, row: NoticeRow): AppError {
  return new AppError(400, key, { fields: { [REFUSAL_FIELD[key](row)]: { key } } });
}

const instant = (v: string | null | undefined) => (v === undefined ? undefined : v === null ? null : new Date(v));

/** Body → column values (instants as Dates; absent fields left out). */
function valuesOf(body: Partial<NoticeBody>) {
  const { noticeTime, overdueTime, ...rest } = body;
  const out: Record<string, unknown> = { ...rest };
  if (noticeTime !== undefined) out.noticeTime = instant(noticeTime);
  if (overdueTime !== undefined) out.overdueTime = instant(overdueTime);
  return out;
}

export function createNoticeService(deps: { db: Db; logs: OperationLog }) {
  const { db, logs } = deps;
  const resource = defineResource(deps, {
    name: 'notice',
    table: notices,
    scope: noticeScope,
    list: noticeListDef,
    label: (row) => row.title,
    // After the write, in its transaction: the domain's check, then the signal when users see the change.
    async checkRow(tx, _ctx, row) {
      const refusal = noticeRefusal({
        title: row.title,
        content: row.content,
        noticeTime: row.noticeTime.toISOString(),
        overdueTime: row.overdueTime ? row.overdueTime.toISOString() : null,
        sortNum: row.sortNum,
        isPublish: row.isPublish,
      });
      if (refusal) throw refusalError(refusal, row);
      if (row.isPublish) await createNoticeRepository(tx).notify(row.companyId);
    },
    async afterDelete(tx, ctx, ids) {
      const repo = createNoticeRepository(tx);
      await repo.removeReads(ids);
      await repo.notify(ctx.principal.companyId);
    },
  });

  return {
    list: (ctx: Ctx, body: ListQueryBody) => resource.list(ctx, body),
    get: (ctx: Ctx, id: string) => resource.get(ctx, id),
    create: (ctx: Ctx, body: NoticeBody) => resource.create(ctx, valuesOf(body) as never),
    update: (ctx: Ctx, id: string, body: NoticeUpdate) => {
      const { version, ...fields } = body;
      return resource.update(ctx, id, { ...valuesOf(fields), version } as never);
    },
    remove: (ctx: Ctx, ids: string[]) => resource.remove(ctx, ids),

    /** The publish / unpublish commands (optimistic: a stale version answers 412). */
    async setPublished(ctx: Ctx, id: string, version: number, publish: boolean) {
      return db.transaction(async (tx) => {
        const row = await updateVersioned(tx, notices, resource.scope(ctx), id, version, { isPublish: publish }, authorOf(ctx));
        await createNoticeRepository(tx).notify(ctx.principal.companyId);
        await logs.operation(ctx, { moduleName: 'notice', functionName: publish ? 'publish' : 'unpublish', businessId: row.id, info: row.title }, tx);
        return resource.view(row);
      });
    },

    /** The caller's page of the notices visible now, with read flags and the unread count. */
    published(ctx: Ctx, body: { page?: number; pageSize?: number }) {
      const page = body.page ?? 1;
      const pageSize = body.pageSize ?? NOTICE_PAGE_SIZE;
      return createNoticeRepository(db).publishedPage(ctx.principal.companyId, ctx.principal.userId, new Date(), page, pageSize);
    },

    /** Marks a visible notice read by the caller (idempotent); a notice the caller does not see → 404. */
    async read(ctx: Ctx, id: string) {
      const repo = createNoticeRepository(db);
      const now = new Date();
      if (!(await repo.isVisible(ctx.principal.companyId, id, now))) throw notFound();
      await repo.markRead(id, ctx.principal.userId);
      const { unread } = await repo.counts(ctx.principal.companyId, ctx.principal.userId, now);
      return { id, isRead: 1 as const, unread };
    },
  };
}

export type NoticeService = ReturnType<typeof createNoticeService>;
