/**
 * Pilot jobs (src/contract/pilotJob.ts): the positions a pilot holds, their ability, aircraft type of
 * the company and limitations; the code is unique in the company (409 on `code`); each row answers
 * how many crew members hold it. A job still held or named by an ability cannot be deleted (409).
 */
import { and, count, eq, inArray } from 'drizzle-orm';
import { CREW_ABILITIES } from '../../../../src/contract/crewRecords';
import type { JobLimitation } from '../../../../src/contract/pilotJob';
import { ErrorKey } from '../../../../src/domain/api';
import type { CrewAbility } from '../../../../src/domain/crew/records';
import type { Db, DbOrTx } from '../../../db/client';
import { crewAbilities, crews, pilotJobs } from '../../../db/schema';
import type { Ctx } from '../../../lib/context';
import { listTable } from '../../../lib/crud';
import { badRequest, conflict } from '../../../lib/errors';
import { OPS, type ListQueryBody, type ListResourceDef } from '../../../lib/listQuery';
import { defineResource, type OperationLog } from '../../../lib/resource';
import type { ScopeDef } from '../../../lib/dataScope';
import { assertAircraftType, typeCodesOf } from './recordLookups';

const T = pilotJobs;
export const pilotJobScope: ScopeDef = { companyColumn: T.companyId };

export const pilotJobListDef: ListResourceDef = {
  name: 'pilotJob',
  fields: {
    name: { column: T.name, type: 'string', ops: OPS.text, sortable: true },
    nameEn: { column: T.nameEn, type: 'string', ops: OPS.text, sortable: true },
    code: { column: T.code, type: 'string', ops: OPS.text, sortable: true },
    ability: { column: T.ability, type: 'enum', enumValues: CREW_ABILITIES, ops: ['eq', 'in', 'isNull'], sortable: true },
    aircraftTypeId: { column: T.aircraftTypeId, type: 'uuid', ops: ['eq', 'in', 'isNull'] },
    effective: { column: T.effective, type: 'boolean', ops: OPS.flag, sortable: true },
    isNeed: { column: T.isNeed, type: 'boolean', ops: OPS.flag, sortable: true },
    sortNum: { column: T.sortNum, type: 'integer', ops: OPS.number, sortable: true },
    updateTime: { column: T.updateTime, type: 'datetime', ops: OPS.time, sortable: true },
  },
  defaultSort: { field: 'sortNum', direction: 'asc' },
  tieBreaker: T.id,
};

/** Limitations whose value is a whole number (hours, landings, days). */
const NUMERIC_LIMITS = new Set(['minFlightHours', 'minTypeHours', 'minLandings', 'recentExperienceDays']);

/** The first broken rule of a limitation list: a number where one is needed, one limitation per type and screen. */
export function limitationRule(list: readonly JobLimitation[]): { index: number; key: string } | null {
  const seen = new Set<string>();
  for (const [index, l] of list.entries()) {
    if (NUMERIC_LIMITS.has(l.type) && !/^\d{1,6}$/.test(l.value.trim())) return { index, key: 'crewRecordServer.rule.limitNumber' };
    const k = `${l.type}|${(l.screen ?? '').trim()}`;
    if (seen.has(k)) return { index, key: 'crewRecordServer.rule.limitDuplicate' };
    seen.add(k);
  }
  return null;
}

async function holdersOf(db: DbOrTx, ids: readonly string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: crews.pilotJobId, n: count() }).from(crews).where(inArray(crews.pilotJobId, [...ids])).groupBy(crews.pilotJobId);
  return new Map(rows.map((r) => [r.id!, Number(r.n)]));
}

export function createPilotJobService(deps: { db: Db; logs: OperationLog }) {
  const { db } = deps;
  const base = defineResource(deps, {
    name: 'pilotJob',
    table: T,
    scope: pilotJobScope,
    list: pilotJobListDef,
    label: (row) => `${row.code} ${row.name}`,
    uniques: { pilot_jobs_company_code_uq: { field: 'code', key: 'crewRecordServer.rule.jobCodeTaken' } },
    uniqueFields: { pilot_jobs_company_code_uq: 'code' },
    prepare(_ctx, input) {
      const limits = input.limitations as JobLimitation[] | undefined;
      const broken = limits ? limitationRule(limits) : null;
      if (broken) throw badRequest({ fields: { [`limitations.${broken.index}`]: { key: broken.key }, limitations: { key: broken.key } } });
      return input;
    },
    async checkRow(tx, ctx, row) {
      await assertAircraftType(tx, ctx.principal.companyId, 'aircraftTypeId', row.aircraftTypeId);
    },
    async afterDelete(tx, ctx, ids) {
      const [held] = await tx.select({ n: count() }).from(crews).where(and(eq(crews.companyId, ctx.principal.companyId), inArray(crews.pilotJobId, ids)));
      const [named] = await tx.select({ n: count() }).from(crewAbilities).where(and(eq(crewAbilities.companyId, ctx.principal.companyId), inArray(crewAbilities.pilotJobId, ids)));
      if (Number(held?.n ?? 0) > 0 || Number(named?.n ?? 0) > 0) throw conflict(ErrorKey.inUse, { inUse: { crews: Number(held?.n ?? 0), abilities: Number(named?.n ?? 0) } });
    },
  });
  type View = ReturnType<typeof base.view>;
  const present = async (rows: View[]) => {
    const holders = await holdersOf(db, rows.map((r) => r.id));
    const codes = await typeCodesOf(db, rows.map((r) => r.aircraftTypeId));
    return rows.map((r) => ({
      ...r,
      ability: r.ability as CrewAbility | null,
      aircraftTypeCode: r.aircraftTypeId ? (codes.get(r.aircraftTypeId) ?? null) : null,
      holders: holders.get(r.id) ?? 0,
    }));
  };
  const one = async (row: View) => (await present([row]))[0]!;
  return {
    scope: base.scope,
    remove: base.remove,
    async list(ctx: Ctx, body: ListQueryBody) {
      const page = await listTable(db, T, pilotJobListDef, base.scope(ctx), body);
      return { totalNum: page.totalNum, list: await present((page.list as (typeof T.$inferSelect)[]).map(base.view)) };
    },
    get: async (ctx: Ctx, id: string) => one(await base.get(ctx, id)),
    create: async (ctx: Ctx, input: Parameters<typeof base.create>[1]) => one(await base.create(ctx, input)),
    update: async (ctx: Ctx, id: string, input: Parameters<typeof base.update>[2]) => one(await base.update(ctx, id, input)),
  };
}

export type PilotJobService = ReturnType<typeof createPilotJobService>;
