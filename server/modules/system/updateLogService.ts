/**
 * Release notes: CRUD and publish by the platform administrator (rows of the platform company; any
 * other caller is refused, whatever its keys), and the newest published note each user has not closed.
 */
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { UpdateLogBody, UpdateLogUpdate } from '../../../src/contract/updateLog';
import { isBlank, VK } from '../../../src/domain/validation';
import type { Db } from '../../db/client';
import { companies, updateLogReads, updateLogs } from '../../db/schema';
import { authorOf, type Ctx } from '../../lib/context';
import { updateVersioned } from '../../lib/crud';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { OPS, type ListQueryBody, type ListResourceDef } from '../../lib/listQuery';
import { defineResource, type OperationLog } from '../../lib/resource';

export const updateLogListDef: ListResourceDef = {
  name: 'updateLog',
  fields: {
    appVersion: { column: updateLogs.appVersion, type: 'string', ops: OPS.text, sortable: true },
    published: { column: updateLogs.published, type: 'boolean', ops: ['eq'], sortable: true },
    publishTime: { column: updateLogs.publishTime, type: 'datetime', ops: [...OPS.time, 'isNull', 'isNotNull'], sortable: true },
    createTime: { column: updateLogs.createTime, type: 'datetime', ops: OPS.time, sortable: true },
    updateTime: { column: updateLogs.updateTime, type: 'datetime', ops: OPS.time, sortable: true },
  },
  defaultSort: { field: 'createTime', direction: 'desc' },
  tieBreaker: updateLogs.id,
};

const NOTES = ['noteZh', 'noteZhtw', 'noteEn'] as const;

function platformOnly(ctx: Ctx) {
  if (!ctx.principal.isPlatformAdmin) throw forbidden();
}

export function createUpdateLogService(deps: { db: Db; logs: OperationLog }) {
  const { db, logs } = deps;
  const resource = defineResource(deps, {
    name: 'updateLog',
    table: updateLogs,
    scope: { companyColumn: updateLogs.companyId },
    list: updateLogListDef,
    label: (row) => row.appVersion,
    prepare(ctx, input) {
      platformOnly(ctx);
      const out = { ...input };
      const fields: Record<string, { key: string }> = {};
      for (const k of NOTES) {
        if (typeof out[k] !== 'string') continue;
        out[k] = (out[k] as string).trimEnd();
        if (isBlank(out[k] as string)) fields[k] = { key: VK.required };
      }
      if (Object.keys(fields).length > 0) throw badRequest({ fields });
      return out;
    },
    uniques: { update_logs_company_app_version_uq: { field: 'appVersion', key: 'systemLog.update.uniqueVersion' } },
    uniqueFields: { update_logs_company_app_version_uq: 'appVersion' },
  });
  const read = (ctx: Ctx) => platformOnly(ctx);

  return {
    list: (ctx: Ctx, body: ListQueryBody) => (read(ctx), resource.list(ctx, body)),
    get: (ctx: Ctx, id: string) => (read(ctx), resource.get(ctx, id)),
    create: (ctx: Ctx, body: UpdateLogBody) => resource.create(ctx, body as never),
    update: (ctx: Ctx, id: string, body: UpdateLogUpdate) => resource.update(ctx, id, body as never),
    remove: (ctx: Ctx, ids: string[]) => (read(ctx), resource.remove(ctx, ids)),

    /** Publishes a note (optimistic: a stale version answers 412): users see it once, from now. */
    async publish(ctx: Ctx, id: string, version: number) {
      platformOnly(ctx);
      return db.transaction(async (tx) => {
        const row = await updateVersioned(tx, updateLogs, resource.scope(ctx), id, version, { published: true, publishTime: new Date() }, authorOf(ctx));
        await logs.operation(ctx, { moduleName: 'updateLog', functionName: 'publish', businessId: row.id, info: row.appVersion }, tx);
        return resource.view(row);
      });
    },

    /** The newest published note of the platform, unless the caller has closed it (or a newer one). */
    async unseen(ctx: Ctx) {
      const [newest] = await db
        .select({ id: updateLogs.id, appVersion: updateLogs.appVersion, noteZh: updateLogs.noteZh, noteZhtw: updateLogs.noteZhtw, noteEn: updateLogs.noteEn, publishTime: updateLogs.publishTime })
        .from(updateLogs)
        .innerJoin(companies, and(eq(companies.id, updateLogs.companyId), eq(companies.isPlatform, true)))
        .where(and(eq(updateLogs.published, true), isNotNull(updateLogs.publishTime)))
        .orderBy(desc(updateLogs.publishTime), desc(updateLogs.id))
        .limit(1);
      if (!newest) return null;
      const [seen] = await db.select().from(updateLogReads).where(eq(updateLogReads.userId, ctx.principal.userId)).limit(1);
      return seen?.updateLogId === newest.id ? null : { ...newest, publishTime: newest.publishTime! };
    },

    /** The caller closed a published note. */
    async seen(ctx: Ctx, id: string) {
      const [row] = await db.select({ id: updateLogs.id }).from(updateLogs).where(and(eq(updateLogs.id, id), eq(updateLogs.published, true))).limit(1);
      if (!row) throw notFound();
      const now = new Date();
      await db.insert(updateLogReads).values({ userId: ctx.principal.userId, updateLogId: id, readTime: now }).onConflictDoUpdate({ target: updateLogReads.userId, set: { updateLogId: id, readTime: now } });
    },
  };
}

export type UpdateLogService = ReturnType<typeof createUpdateLogService>;
