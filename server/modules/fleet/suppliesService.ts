/**
 * Machine supplies: items per aircraft (CRUD through `defineResource`), refill and issue, and the
 * history of every move. A move is one statement on the item (`stock = stock ± q`, guarded against
 * going below zero) and its history row, in one transaction: the row lock of the UPDATE serialises
 * concurrent moves, so none is lost and each history row's before / balance are exact.
 */
import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import { decimalText, hundredths, isLowStock, quantityError, SUPPLY_RULE } from '../../../src/domain/fleet/supplies';
import type { SupplyMove } from '../../../src/contract/machineSupplies';
import type { Db } from '../../db/client';
import { aircraft, machineSupplies, machineSupplyHistory } from '../../db/schema';
import { authorOf, type Ctx } from '../../lib/context';
import { findScoped, listPage, listTable } from '../../lib/crud';
import { scopeWhere, type ScopeDef } from '../../lib/dataScope';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { OPS, type ListQueryBody, type ListResourceDef } from '../../lib/listQuery';
import { defineResource, unknownReference, type OperationLog } from '../../lib/resource';
import { aircraftScope } from './fleetService';
import { tailsOf } from './upkeepCommon';

const S = machineSupplies;
const H = machineSupplyHistory;
type SupplyDbRow = typeof S.$inferSelect;

export const supplyScope: ScopeDef = { companyColumn: S.companyId, dimensions: { aircraft: S.aircraftId } };
export const supplyHistoryScope: ScopeDef = { companyColumn: H.companyId, dimensions: { aircraft: H.aircraftId } };

/** 1 when the stock is at or below its threshold (a list filter: `low eq 1`). */
const LOW = sql`(case when ${S.lowStock} is not null and ${S.stock} <= ${S.lowStock} then 1 else 0 end)`;

export const supplyListDef: ListResourceDef = {
  name: 'machineSupplies',
  fields: {
    aircraftId: { column: S.aircraftId, type: 'uuid', ops: ['eq', 'in'] },
    title: { column: S.title, type: 'string', ops: OPS.text, sortable: true },
    name: { column: S.name, type: 'string', ops: OPS.text, sortable: true },
    nameEn: { column: S.nameEn, type: 'string', ops: OPS.text, sortable: true },
    unit: { column: S.unit, type: 'string', ops: OPS.text, sortable: true },
    stock: { column: S.stock, type: 'number', ops: OPS.number, sortable: true },
    low: { column: LOW, type: 'integer', ops: ['eq'], sortable: true },
    sortNum: { column: S.sortNum, type: 'integer', ops: OPS.number, sortable: true },
    updateTime: { column: S.updateTime, type: 'datetime', ops: OPS.time, sortable: true },
  },
  defaultSort: { field: 'sortNum', direction: 'asc' },
  tieBreaker: S.id,
};

export const supplyHistoryListDef: ListResourceDef = {
  name: 'machineSupplyHistory',
  fields: {
    supplyId: { column: H.supplyId, type: 'uuid', ops: ['eq', 'in'] },
    aircraftId: { column: H.aircraftId, type: 'uuid', ops: ['eq', 'in'] },
    kind: { column: H.kind, type: 'enum', enumValues: ['refill', 'issue'], ops: ['eq'], sortable: true },
    createTime: { column: H.createTime, type: 'datetime', ops: OPS.time, sortable: true },
  },
  defaultSort: { field: 'createTime', direction: 'desc' },
  tieBreaker: H.id,
};

/** Decimal text of a numeric column ('12.50' → '12.5'). */
const dec = (v: string | null) => (v === null ? null : decimalText(hundredths(v) ?? 0));

function checkLowStock(input: Record<string, unknown>) {
  const v = input.lowStock;
  if (v === undefined || v === null) return;
  const h = hundredths(v as string);
  if (h === null || h < 0) throw badRequest({ fields: { lowStock: { key: SUPPLY_RULE.number } } });
}

export function createSuppliesService(deps: { db: Db; logs: OperationLog }) {
  const { db, logs } = deps;
  const base = defineResource(deps, {
    name: 'machineSupplies',
    table: S,
    scope: supplyScope,
    list: supplyListDef,
    label: (row) => `${row.title} ${row.name}`,
    prepare(_ctx, input) {
      checkLowStock(input);
      return input;
    },
    async checkRow(tx, ctx, row) {
      const [a] = await tx.select({ id: aircraft.id }).from(aircraft).where(and(eq(aircraft.id, row.aircraftId), scopeWhere(aircraftScope, ctx.principal))).limit(1);
      if (!a) throw unknownReference('aircraftId');
    },
    // an item with history keeps it: deleting it would orphan the record of what was used
    async afterDelete(tx, ctx, ids) {
      const [row] = await tx.select({ n: count() }).from(H).where(and(eq(H.companyId, ctx.principal.companyId), inArray(H.supplyId, ids)));
      if (Number(row?.n ?? 0) > 0) throw conflict('machineSupplies.error.hasHistory', { history: Number(row!.n) });
    },
  });

  type View = ReturnType<typeof base.view>;
  const present = (r: View, tails: Map<string, string>) => ({
    ...r,
    stock: dec(r.stock)!,
    lowStock: dec(r.lowStock),
    low: isLowStock(r.stock, r.lowStock),
    tailNo: tails.get(r.aircraftId) ?? null,
  });
  const one = async (r: View) => present(r, await tailsOf(db, [r.aircraftId]));
  const historyView = (h: typeof H.$inferSelect, s: Pick<SupplyDbRow, 'title' | 'name' | 'unit'> | undefined, tails: Map<string, string>) => ({
    id: h.id,
    supplyId: h.supplyId,
    aircraftId: h.aircraftId,
    tailNo: tails.get(h.aircraftId) ?? null,
    title: s?.title ?? null,
    name: s?.name ?? null,
    unit: s?.unit ?? null,
    kind: h.kind,
    beforeNum: dec(h.beforeNum)!,
    addNum: dec(h.addNum)!,
    useNum: dec(h.useNum)!,
    balanceNum: dec(h.balanceNum)!,
    note: h.note,
    createAuthor: h.createAuthor,
    createTime: h.createTime,
  });

  return {
    scope: base.scope,
    remove: base.remove,
    async list(ctx: Ctx, body: ListQueryBody) {
      const page = await listTable(db, S, supplyListDef, base.scope(ctx), body);
      const rows = (page.list as SupplyDbRow[]).map(base.view);
      const tails = await tailsOf(db, rows.map((r) => r.aircraftId));
      return { totalNum: page.totalNum, list: rows.map((r) => present(r, tails)) };
    },
    get: async (ctx: Ctx, id: string) => one(await base.get(ctx, id)),
    create: async (ctx: Ctx, input: Parameters<typeof base.create>[1]) => one(await base.create(ctx, input)),
    update: async (ctx: Ctx, id: string, input: Parameters<typeof base.update>[2]) => one(await base.update(ctx, id, input)),

    /** Refill (add) or issue (use): quantity > 0, an issue not over the stock; item and history row together. */
    async move(ctx: Ctx, id: string, kind: SupplyMove, input: { quantity: string | number; note?: string | null }) {
      const bad = quantityError(input.quantity);
      if (bad) throw badRequest({ fields: { quantity: { key: bad } } });
      const q = decimalText(hundredths(input.quantity)!);
      const author = authorOf(ctx);
      return db.transaction(async (tx) => {
        const scope = scopeWhere(supplyScope, ctx.principal);
        const delta = kind === 'refill' ? sql`${S.stock} + ${q}::numeric` : sql`${S.stock} - ${q}::numeric`;
        const guard = kind === 'issue' ? gte(S.stock, sql`${q}::numeric`) : sql`${S.stock} + ${q}::numeric < 1e12`;
        const [after] = await tx
          .update(S)
          .set({ stock: sql`${delta}`, version: sql`${S.version} + 1`, updateTime: new Date(), updateAuthorId: author.id, updateAuthor: author.name })
          .where(and(eq(S.id, id), scope, guard))
          .returning();
        if (!after) {
          const row = await findScoped(tx, S, scope, id);
          if (!row) throw notFound();
          if (kind === 'issue') throw conflict('machineSupplies.error.overStock', { stock: dec(row.stock), fields: { quantity: { key: SUPPLY_RULE.overStock, params: { stock: dec(row.stock)!, unit: row.unit } } } });
          throw badRequest({ fields: { quantity: { key: SUPPLY_RULE.tooLarge } } });
        }
        const balance = hundredths(after.stock)!;
        const change = hundredths(q)!;
        const before = decimalText(kind === 'refill' ? balance - change : balance + change);
        const [h] = await tx
          .insert(H)
          .values({
            companyId: ctx.principal.companyId,
            supplyId: id,
            aircraftId: after.aircraftId,
            kind,
            beforeNum: before,
            addNum: kind === 'refill' ? q : '0',
            useNum: kind === 'issue' ? q : '0',
            balanceNum: after.stock,
            note: input.note ?? null,
            createAuthorId: author.id,
            createAuthor: author.name,
            updateAuthorId: author.id,
            updateAuthor: author.name,
          })
          .returning();
        const tails = await tailsOf(tx, [after.aircraftId]);
        await logs.operation(ctx, { moduleName: 'machineSupplies', functionName: kind, businessId: id, info: `${after.name} ${kind === 'refill' ? '+' : '-'}${q} = ${dec(after.stock)}`, tailNo: tails.get(after.aircraftId) }, tx);
        return { supply: present(base.view(after), tails), history: historyView(h!, after, tails) };
      });
    },

    /** History rows, newest first, with the item's title, name and unit. */
    async history(ctx: Ctx, body: ListQueryBody) {
      const scope = scopeWhere(supplyHistoryScope, ctx.principal);
      const page = await listPage(db, H, supplyHistoryListDef, scope, body, (q) =>
        db.select({ h: H, s: { title: S.title, name: S.name, unit: S.unit } }).from(H).leftJoin(S, eq(S.id, H.supplyId)).where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset),
      );
      const tails = await tailsOf(db, page.list.map((r) => r.h.aircraftId));
      return { totalNum: page.totalNum, list: page.list.map((r) => historyView(r.h, r.s ?? undefined, tails)) };
    },
  };
}

export type SuppliesService = ReturnType<typeof createSuppliesService>;

