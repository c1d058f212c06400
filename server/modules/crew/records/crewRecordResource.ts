/**
 * One tab of a crew member's record as a resource: `defineResource` scoped through the crew member
 * (recordCommon.ts), the crew member checked visible on every write, and every answer presented in
 * one batch with the crew member's work number and name and the statuses of the crew member's day.
 */
import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../../db/client';
import type { Ctx } from '../../../lib/context';
import { listTable } from '../../../lib/crud';
import type { FieldDef, ListQueryBody, ListResourceDef } from '../../../lib/listQuery';
import { defineResource, type OperationLog, type ResourceDef, type ResourceTable, type ResourceView } from '../../../lib/resource';
import { assertCrewVisible, crewListFields, loadCrewFacts, recordDayOf, recordScope, type CrewFacts, type RecordDay } from './recordCommon';

export interface RecordTable extends ResourceTable {
  crewId: PgColumn;
}

export interface RecordDeps {
  db: Db;
  logs: OperationLog;
  /** Tests fix "now". */
  now?: () => Date;
}

/** A row with its crew member's facts, ready to present. */
export type WithCrew<V> = V & { workNo: string | null; crewName: string | null; crewZone: string | null };

export interface CrewRecordDef<T extends RecordTable, Out> {
  name: string;
  table: T;
  /** The tab's own list fields (the crew fields are added), on the operator's day rules. */
  fields: (day: RecordDay) => Record<string, FieldDef>;
  defaultSort: ListResourceDef['defaultSort'];
  label: ResourceDef<T>['label'];
  prepare?: ResourceDef<T>['prepare'];
  /** Checks of the whole row after a write (references of the company, date order …). */
  checkRow?: ResourceDef<T>['checkRow'];
  uniques?: ResourceDef<T>['uniques'];
  uniqueFields?: ResourceDef<T>['uniqueFields'];
  resolveImport?: ResourceDef<T>['resolveImport'];
  /** The rows as the contract answers them (batched lookups). */
  present: (db: DbOrTx, rows: WithCrew<ResourceView<T>>[], day: RecordDay) => Promise<Out[]>;
}

/** A day context for field names only (routes read lists with the caller's day). */
const NAMES_DAY: RecordDay = {
  operatorZone: 'UTC',
  bands: { nearMonths: 3, soonDays: 10 },
  dayOf: () => '2000-01-01',
  todaySql: () => sql`current_date`,
};

export function defineCrewRecord<T extends RecordTable, Out>(deps: RecordDeps, def: CrewRecordDef<T, Out>) {
  const { db } = deps;
  const { table } = def;
  const now = () => deps.now?.() ?? new Date();
  const listDef = (day: RecordDay): ListResourceDef => ({
    name: def.name,
    fields: { ...crewListFields(table.crewId), ...def.fields(day) },
    defaultSort: def.defaultSort,
    tieBreaker: table.id,
  });
  const base = defineResource(deps, {
    name: def.name,
    table,
    scope: recordScope(table.companyId, table.crewId),
    list: { ...listDef(NAMES_DAY), fields: {} },
    label: def.label,
    prepare: def.prepare,
    uniques: def.uniques,
    uniqueFields: def.uniqueFields,
    resolveImport: def.resolveImport,
    async checkRow(tx, ctx, row) {
      await assertCrewVisible(tx, ctx, (row as { crewId: string }).crewId);
      await def.checkRow?.(tx, ctx, row);
    },
  });
  type View = ResourceView<T>;

  const presentAll = async (companyId: string, rows: View[], day?: RecordDay): Promise<Out[]> => {
    if (rows.length === 0) return [];
    const d = day ?? (await recordDayOf(db, companyId, now(), { sql: false }));
    const facts = await loadCrewFacts(db, rows.map((r) => (r as unknown as { crewId: string }).crewId));
    const withCrew = rows.map((r) => {
      const f: CrewFacts | undefined = facts.get((r as unknown as { crewId: string }).crewId);
      return { ...r, workNo: f?.workNo ?? null, crewName: f?.crewName ?? null, crewZone: f?.zone ?? null };
    });
    return def.present(db, withCrew, d);
  };
  const one = async (ctx: Ctx, row: View) => (await presentAll(ctx.principal.companyId, [row]))[0]!;

  return {
    scope: base.scope,
    view: base.view,
    remove: base.remove,
    importRows: base.importRows,
    /** The list definition on a company's day rules (filters such as the status need the day). */
    listDef,
    presentAll,

    async list(ctx: Ctx, body: ListQueryBody) {
      const day = await recordDayOf(db, ctx.principal.companyId, now());
      const page = await listTable(db, table, listDef(day), base.scope(ctx), body);
      return { totalNum: page.totalNum, list: await presentAll(ctx.principal.companyId, (page.list as T['$inferSelect'][]).map(base.view), day) };
    },
    get: async (ctx: Ctx, id: string) => one(ctx, await base.get(ctx, id)),
    create: async (ctx: Ctx, input: Parameters<typeof base.create>[1]) => one(ctx, await base.create(ctx, input)),
    update: async (ctx: Ctx, id: string, input: Parameters<typeof base.update>[2]) => one(ctx, await base.update(ctx, id, input)),
  };
}
