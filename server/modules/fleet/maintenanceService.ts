/**
 * Maintenance plans (inspection windows with a repeat cycle), their confirmations and the
 * maintenance status per aircraft. Every write refreshes the aircraft status in its transaction
 * (a window covering now puts the aircraft in scheduled maintenance; the minute job follows
 * windows that start and end on their own).
 */
import { and, count, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { MaintenanceCancel, MaintenanceConfirm, MaintenancePlanCreate, MaintenancePlanUpdate, MaintenanceStatusQuery } from '../../../src/contract/maintenance';
import { MAINTENANCE_STATES, type MaintenanceCycleUnit, type MaintenanceState, type UpkeepStatus } from '../../../src/domain/fleet/availability';
import { FK } from '../../../src/domain/fleet/errors';
import { daysUntil, nextWindow, UTILISATION_DAYS, type Utilisation } from '../../../src/domain/fleet/maintenance';
import type { Db, DbOrTx } from '../../db/client';
import { aircraft, maintenanceConfirmations, maintenancePlans, tripLegs } from '../../db/schema';
import { authorOf, type Ctx } from '../../lib/context';
import { findScoped, listTable, updateVersioned } from '../../lib/crud';
import { scopeWhere, type ScopeDef } from '../../lib/dataScope';
import { conflict, notFound, staleVersion } from '../../lib/errors';
import { OPS, type ListQueryBody, type ListResourceDef } from '../../lib/listQuery';
import { unknownReference, type OperationLog } from '../../lib/resource';
import { aircraftScope } from './fleetService';
import { refreshStatus } from './statusService';
import { clamp, field, instant, notFuture, publicRow, tailsOf } from './upkeepCommon';

export const planScope: ScopeDef = { companyColumn: maintenancePlans.companyId, dimensions: { aircraft: maintenancePlans.aircraftId } };

export const planListDef: ListResourceDef = {
  name: 'maintenancePlan',
  fields: {
    id: { column: maintenancePlans.id, type: 'uuid', ops: ['eq', 'in'] },
    aircraftId: { column: maintenancePlans.aircraftId, type: 'uuid', ops: ['eq', 'in'] },
    name: { column: maintenancePlans.name, type: 'string', ops: OPS.text, sortable: true },
    level: { column: maintenancePlans.level, type: 'string', ops: OPS.text, sortable: true },
    position: { column: maintenancePlans.position, type: 'string', ops: OPS.text, sortable: true },
    state: { column: maintenancePlans.state, type: 'enum', enumValues: MAINTENANCE_STATES, ops: ['eq', 'ne', 'in'], sortable: true },
    needsFe: { column: maintenancePlans.needsFe, type: 'boolean', ops: ['eq'], sortable: true },
    plannedStart: { column: maintenancePlans.plannedStart, type: 'datetime', ops: OPS.time, sortable: true },
    plannedEnd: { column: maintenancePlans.plannedEnd, type: 'datetime', ops: OPS.time, sortable: true },
    updateTime: { column: maintenancePlans.updateTime, type: 'datetime', ops: OPS.time, sortable: true },
  },
  defaultSort: { field: 'plannedStart', direction: 'asc' },
  tieBreaker: maintenancePlans.id,
};

type Plan = typeof maintenancePlans.$inferSelect;
const DAY = 86_400_000;
const view = (row: Plan, tailNo: string) => ({ ...publicRow(row), state: row.state as MaintenanceState, cycleUnit: row.cycleUnit as MaintenanceCycleUnit | null, tailNo });

function checkWindow(start: Date, end: Date, value: number | null | undefined, unit: string | null | undefined) {
  if (end <= start) throw field('plannedEnd', FK.endBeforeStart);
  if ((value == null) !== (unit == null)) throw field(value == null ? 'cycleValue' : 'cycleUnit', FK.cycleIncomplete);
}

/**
 * The aircraft's average daily use over the last UTILISATION_DAYS of flown legs (state 5): hours
 * from the actual off/on times, else the planned ones; cycles as legs.
 */
async function utilisation(tx: DbOrTx, companyId: string, aircraftId: string, now: Date): Promise<Utilisation> {
  const from = new Date(now.getTime() - UTILISATION_DAYS * DAY);
  const [row] = await tx
    .select({
      legs: count(),
      hours: sql<number>`coalesce(sum(extract(epoch from (coalesce(${tripLegs.actualOnUtc}, ${tripLegs.plannedArrivalUtc}) - coalesce(${tripLegs.actualOffUtc}, ${tripLegs.plannedDepartureUtc})))), 0) / 3600.0`.mapWith(Number),
    })
    .from(tripLegs)
    .where(and(eq(tripLegs.companyId, companyId), eq(tripLegs.aircraftId, aircraftId), eq(tripLegs.legState, 5), gte(tripLegs.plannedDepartureUtc, from), lte(tripLegs.plannedDepartureUtc, now)));
  return { hoursPerDay: Math.max(0, row?.hours ?? 0) / UTILISATION_DAYS, cyclesPerDay: Number(row?.legs ?? 0) / UTILISATION_DAYS };
}

export function createMaintenanceService(deps: { db: Db; logs: OperationLog }) {
  const { db, logs } = deps;
  const scope = (ctx: Ctx) => scopeWhere(planScope, ctx.principal);
  const one = async (tx: DbOrTx, row: Plan) => view(row, (await tailsOf(tx, [row.aircraftId])).get(row.aircraftId) ?? '');
  const log = (ctx: Ctx, tx: DbOrTx, functionName: string, row: Plan, tailNo: string) =>
    logs.operation(ctx, { moduleName: 'maintenance', functionName, businessId: row.id, info: row.name, tailNo }, tx);

  /** A planned item in scope at `version` (404, 412, 409 otherwise). */
  async function plannedItem(tx: DbOrTx, ctx: Ctx, id: string, version: number) {
    const row = await findScoped(tx, maintenancePlans, scope(ctx), id);
    if (!row) throw notFound();
    if (row.version !== version) throw staleVersion({ currentVersion: row.version, sentVersion: version });
    if (row.state !== 'planned') throw conflict(FK.notPlanned);
    return row;
  }

  async function insertPlan(tx: DbOrTx, ctx: Ctx, values: Omit<typeof maintenancePlans.$inferInsert, 'companyId'>) {
    const author = authorOf(ctx);
    const [row] = await tx
      .insert(maintenancePlans)
      .values({ ...values, companyId: ctx.principal.companyId, createAuthorId: author.id, createAuthor: author.name, updateAuthorId: author.id, updateAuthor: author.name })
      .returning();
    return row!;
  }

  return {
    scope,

    async list(ctx: Ctx, body: ListQueryBody) {
      const page = await listTable(db, maintenancePlans, planListDef, scope(ctx), body);
      const names = await tailsOf(db, page.list.map((r) => r.aircraftId));
      return { totalNum: page.totalNum, list: page.list.map((r) => view(r, names.get(r.aircraftId) ?? '')) };
    },

    async get(ctx: Ctx, id: string) {
      const row = await findScoped(db, maintenancePlans, scope(ctx), id);
      if (!row) throw notFound();
      return one(db, row);
    },

    async create(ctx: Ctx, input: MaintenancePlanCreate) {
      const start = instant(input.plannedStart, 'plannedStart');
      const end = instant(input.plannedEnd, 'plannedEnd');
      checkWindow(start, end, input.cycleValue, input.cycleUnit);
      return db.transaction(async (tx) => {
        const plane = await findScoped(tx, aircraft, scopeWhere(aircraftScope, ctx.principal), input.aircraftId);
        if (!plane) throw unknownReference('aircraftId');
        const row = await insertPlan(tx, ctx, { ...input, aircraftId: plane.id, level: input.level ?? '', position: input.position ?? '', plannedStart: start, plannedEnd: end });
        await log(ctx, tx, 'create', row, plane.tailNo);
        await refreshStatus(tx, ctx.principal.companyId, [plane.id], 'maintenanceChanged', authorOf(ctx), { planId: row.id });
        return view(row, plane.tailNo);
      });
    },

    async update(ctx: Ctx, id: string, input: MaintenancePlanUpdate) {
      const { version, ...given } = input;
      return db.transaction(async (tx) => {
        const before = await plannedItem(tx, ctx, id, version);
        const start = given.plannedStart ? instant(given.plannedStart, 'plannedStart') : before.plannedStart;
        const end = given.plannedEnd ? instant(given.plannedEnd, 'plannedEnd') : before.plannedEnd;
        checkWindow(start, end, given.cycleValue !== undefined ? given.cycleValue : before.cycleValue, given.cycleUnit !== undefined ? given.cycleUnit : before.cycleUnit);
        const row = await updateVersioned(tx, maintenancePlans, scope(ctx), id, version, { ...given, plannedStart: start, plannedEnd: end }, authorOf(ctx));
        const out = await one(tx, row);
        await log(ctx, tx, 'update', row, out.tailNo);
        await refreshStatus(tx, ctx.principal.companyId, [row.aircraftId], 'maintenanceChanged', authorOf(ctx), { planId: row.id });
        return out;
      });
    },

    async remove(ctx: Ctx, ids: string[]) {
      return db.transaction(async (tx) => {
        const rows = await tx.delete(maintenancePlans).where(and(inArray(maintenancePlans.id, ids), scope(ctx))).returning();
        if (rows.length === 0) throw notFound();
        await logs.operation(ctx, { moduleName: 'maintenance', functionName: 'delete', info: rows.map((r) => r.name).join(',') }, tx);
        await refreshStatus(tx, ctx.principal.companyId, [...new Set(rows.map((r) => r.aircraftId))], 'maintenanceChanged', authorOf(ctx));
        return { deleted: rows.length };
      });
    },

    /** Done: the confirmation, the item done, the next item by the cycle, the status refreshed. */
    async confirm(ctx: Ctx, id: string, input: MaintenanceConfirm) {
      notFuture('doneAt', instant(input.doneAt, 'doneAt'));
      const doneAt = clamp(instant(input.doneAt));
      return db.transaction(async (tx) => {
        const plan = await plannedItem(tx, ctx, id, input.version);
        const author = authorOf(ctx);
        const window = nextWindow(
          { plannedStart: plan.plannedStart.getTime(), plannedEnd: plan.plannedEnd.getTime(), cycleValue: plan.cycleValue, cycleUnit: plan.cycleUnit as MaintenanceCycleUnit | null },
          doneAt.getTime(),
          await utilisation(tx, ctx.principal.companyId, plan.aircraftId, doneAt),
        );
        const { id: _id, companyId: _c, version: _v, createTime: _ct, updateTime: _ut, createAuthorId: _ca, createAuthor: _cn, updateAuthorId: _ua, updateAuthor: _un, ...copy } = plan;
        const next = window ? await insertPlan(tx, ctx, { ...copy, state: 'planned', plannedStart: new Date(window.start), plannedEnd: new Date(window.end) }) : null;
        const [confirmation] = await tx
          .insert(maintenanceConfirmations)
          .values({ companyId: ctx.principal.companyId, planId: plan.id, aircraftId: plan.aircraftId, doneBy: input.doneBy.trim(), doneAt, note: input.note ?? null, nextPlanId: next?.id ?? null, createAuthorId: author.id, createAuthor: author.name, updateAuthorId: author.id, updateAuthor: author.name })
          .returning();
        const done = await updateVersioned(tx, maintenancePlans, scope(ctx), id, input.version, { state: 'done' }, author);
        const out = await one(tx, done);
        await log(ctx, tx, 'confirm', done, out.tailNo);
        await refreshStatus(tx, ctx.principal.companyId, [plan.aircraftId], 'maintenanceEnded', author, { planId: plan.id });
        return { confirmation: publicRow(confirmation!), plan: out, next: next ? view(next, out.tailNo) : null };
      });
    },

    async cancel(ctx: Ctx, id: string, input: MaintenanceCancel) {
      return db.transaction(async (tx) => {
        const before = await plannedItem(tx, ctx, id, input.version);
        const note = input.note ? [before.note, input.note].filter(Boolean).join('\n') : before.note;
        const row = await updateVersioned(tx, maintenancePlans, scope(ctx), id, input.version, { state: 'cancelled', note }, authorOf(ctx));
        const out = await one(tx, row);
        await log(ctx, tx, 'cancel', row, out.tailNo);
        await refreshStatus(tx, ctx.principal.companyId, [row.aircraftId], 'maintenanceChanged', authorOf(ctx), { planId: row.id });
        return out;
      });
    },

    /** The confirmations of a plan item (in scope), newest first. */
    async confirmations(ctx: Ctx, planId: string) {
      const plan = await findScoped(db, maintenancePlans, scope(ctx), planId);
      if (!plan) throw notFound();
      const rows = await db.select().from(maintenanceConfirmations).where(and(eq(maintenanceConfirmations.companyId, ctx.principal.companyId), eq(maintenanceConfirmations.planId, planId))).orderBy(desc(maintenanceConfirmations.doneAt));
      return rows.map(publicRow);
    },

    /** One confirmation (in scope through its aircraft), for its files. */
    async confirmation(ctx: Ctx, id: string) {
      const [row] = await db
        .select()
        .from(maintenanceConfirmations)
        .where(and(eq(maintenanceConfirmations.id, id), scopeWhere({ companyColumn: maintenanceConfirmations.companyId, dimensions: { aircraft: maintenanceConfirmations.aircraftId } }, ctx.principal)));
      if (!row) throw notFound();
      return publicRow(row);
    },

    /** Per aircraft in scope: the last inspection done, the next planned, overdue and days left. */
    async status(ctx: Ctx, query: MaintenanceStatusQuery, now = new Date()) {
      const planes = await db
        .select({ id: aircraft.id, tailNo: aircraft.tailNo, status: aircraft.status })
        .from(aircraft)
        .where(and(scopeWhere(aircraftScope, ctx.principal), query.aircraftId ? eq(aircraft.id, query.aircraftId) : undefined))
        .orderBy(aircraft.sortNum, aircraft.tailNo);
      const ids = planes.map((p) => p.id);
      if (ids.length === 0) return { totalNum: 0, list: [] };
      const done = await db
        .selectDistinctOn([maintenanceConfirmations.aircraftId], { aircraftId: maintenanceConfirmations.aircraftId, doneAt: maintenanceConfirmations.doneAt, doneBy: maintenanceConfirmations.doneBy, name: maintenancePlans.name })
        .from(maintenanceConfirmations)
        .innerJoin(maintenancePlans, eq(maintenancePlans.id, maintenanceConfirmations.planId))
        .where(and(eq(maintenanceConfirmations.companyId, ctx.principal.companyId), inArray(maintenanceConfirmations.aircraftId, ids)))
        .orderBy(maintenanceConfirmations.aircraftId, desc(maintenanceConfirmations.doneAt));
      const next = await db
        .selectDistinctOn([maintenancePlans.aircraftId])
        .from(maintenancePlans)
        .where(and(eq(maintenancePlans.companyId, ctx.principal.companyId), inArray(maintenancePlans.aircraftId, ids), eq(maintenancePlans.state, 'planned')))
        .orderBy(maintenancePlans.aircraftId, maintenancePlans.plannedStart);
      const lastOf = new Map(done.map((d) => [d.aircraftId, d]));
      const nextOf = new Map(next.map((n) => [n.aircraftId, n]));
      const rows = planes.map((p) => {
        const l = lastOf.get(p.id);
        const n = nextOf.get(p.id);
        return {
          aircraftId: p.id,
          tailNo: p.tailNo,
          status: p.status as UpkeepStatus,
          lastName: l?.name ?? null,
          lastDoneAt: l?.doneAt ?? null,
          lastDoneBy: l?.doneBy ?? null,
          nextPlanId: n?.id ?? null,
          nextName: n?.name ?? null,
          nextLevel: n?.level ?? null,
          nextStart: n?.plannedStart ?? null,
          nextEnd: n?.plannedEnd ?? null,
          overdue: n ? n.plannedEnd.getTime() < now.getTime() : false,
          daysLeft: n ? daysUntil(n.plannedStart.getTime(), now.getTime()) : null,
        };
      });
      const wanted = query.overdueOnly ? rows.filter((r) => r.overdue) : rows;
      const size = query.pageSize ?? 500;
      const from = ((query.page ?? 1) - 1) * size;
      return { totalNum: wanted.length, list: wanted.slice(from, from + size) };
    },
  };
}
export type MaintenanceService = ReturnType<typeof createMaintenanceService>;
