import { maskTail } from '../../../src/domain/crew/records';
import { ErrorKey } from '../../../src/domain/api';
import type { ExpiryStatus } from '../../../src/domain/expiry';
import { listTable } from '../../lib/crud';
import { forbidden } from '../../lib/errors';
import { crewExpiryFields, crewExpiryOf, type CrewExpiry } from './records/crewExpiry';
import { assertAircraftType, assertPilotJob } from './records/recordLookups';
import { loadCrewFacts, recordDayOf, type RecordDay } from './records/recordCommon';
import type { Db } from '../../db/client';
import { CREW_POSITIONS, CREW_SEXES, CREW_STATUSES, CREW_TYPES, crews } from '../../db/schema';
import { crewScope } from './crewScope';
import { OPS, type ListResourceDef } from '../../lib/listQuery';
import { can, type Ctx } from '../../lib/context';
import type { ListQueryBody } from '../../lib/listQuery';
import { defineResource, unknownReference, type OperationLog } from '../../lib/resource';
import { assertAirport } from '../fleet/fleetService';
import { createReferenceRepository } from '../fleet/referenceRepository';

export { CREW_POSITIONS, CREW_SEXES, CREW_STATUSES, CREW_TYPES };


export { crewScope } from './crewScope';

export const crewListDef: ListResourceDef = {
  name: 'crew',
  fields: {
    workNo: { column: crews.workNo, type: 'string', ops: OPS.text, sortable: true },
    cnName: { column: crews.cnName, type: 'string', ops: OPS.text, sortable: true },
    enName: { column: crews.enName, type: 'string', ops: OPS.text, sortable: true },
    sex: { column: crews.sex, type: 'enum', enumValues: CREW_SEXES, ops: ['eq', 'isNull'], sortable: true },
    nationality: { column: crews.nationality, type: 'string', ops: ['eq', 'ne', 'in', 'notIn', 'isNull'], sortable: true },
    crewType: { column: crews.crewType, type: 'enum', enumValues: CREW_TYPES, ops: ['eq', 'ne', 'in'], sortable: true },
    position: { column: crews.position, type: 'enum', enumValues: CREW_POSITIONS, ops: ['eq', 'ne', 'in', 'isNull'], sortable: true },
    baseIcao: { column: crews.baseIcao, type: 'string', ops: OPS.text, sortable: true },
    department: { column: crews.department, type: 'string', ops: OPS.text, sortable: true },
    email: { column: crews.email, type: 'string', ops: OPS.text },
    phone: { column: crews.phone, type: 'string', ops: OPS.text },
    birthdate: { column: crews.birthdate, type: 'date', ops: OPS.number, sortable: true },
    hireDate: { column: crews.hireDate, type: 'date', ops: OPS.number, sortable: true },
    dateTerminated: { column: crews.dateTerminated, type: 'date', ops: OPS.number, sortable: true },
    status: { column: crews.status, type: 'enum', enumValues: CREW_STATUSES, ops: ['eq', 'ne'], sortable: true },
    employeeType: { column: crews.employeeType, type: 'string', ops: OPS.text, sortable: true },
    createTime: { column: crews.createTime, type: 'datetime', ops: OPS.time, sortable: true },
    updateTime: { column: crews.updateTime, type: 'datetime', ops: OPS.time, sortable: true },
  },
  defaultSort: { field: 'workNo', direction: 'asc' },
  tieBreaker: crews.id,
};

/** Who may read bank card and emergency contact unmasked. */
export const SENSITIVE_PERMISSION = 'crewDetail:sensitive';
const SENSITIVE = ['bankCard', 'emergencyContact', 'emergencyPhone'] as const;

/** A crew row as a reader sees it: the sensitive fields masked without the right (docs/crew-records.md); the records' worst status and next due date. */
export function presentCrew<R extends Record<string, unknown>>(ctx: Ctx, row: R, expiry: CrewExpiry = NO_EXPIRY) {
  const masked = !can(ctx.principal, SENSITIVE_PERMISSION);
  const out: Record<string, unknown> = { ...row, masked, documentStatus: expiry.documentStatus, nextDueDate: expiry.nextDueDate };
  if (masked) for (const k of SENSITIVE) out[k] = maskTail(row[k] as string | null);
  return out as R & { masked: boolean; documentStatus: ExpiryStatus; nextDueDate: string | null };
}
const NO_EXPIRY: CrewExpiry = { documentStatus: 'normal', nextDueDate: null };

/** An update from a reader who sees the sensitive fields masked may not send them (a masked value must never be stored). */
function assertMayWriteSensitive(ctx: Ctx, input: Record<string, unknown>) {
  if (can(ctx.principal, SENSITIVE_PERMISSION)) return;
  const sent = SENSITIVE.filter((k) => k in input);
  if (sent.length > 0) throw forbidden(ErrorKey.insufficientAccess, { fields: Object.fromEntries(sent.map((k) => [k, { key: 'crewRecordServer.rule.sensitiveMasked' }])) });
}

export function createCrewService(deps: { db: Db; logs: OperationLog; now?: () => Date }) {
  const { db } = deps;
  const base = createCrewResource(deps);
  const now = () => deps.now?.() ?? new Date();
  /** Rows with their records' status, batched (one look-up per page). */
  const presentAll = async <R extends { id: string }>(ctx: Ctx, rows: R[], day?: RecordDay) => {
    if (rows.length === 0) return [];
    const d = day ?? (await recordDayOf(db, ctx.principal.companyId, now(), { sql: false }));
    const facts = await loadCrewFacts(db, rows.map((r) => r.id));
    const expiry = await crewExpiryOf(db, new Map(rows.map((r) => [r.id, facts.get(r.id)?.zone ?? null])), d);
    return rows.map((r) => presentCrew(ctx, r, expiry.get(r.id)));
  };
  const one = async <R extends { id: string }>(ctx: Ctx, row: R) => (await presentAll(ctx, [row]))[0]!;
  return {
    ...base,
    list: async (ctx: Ctx, body: ListQueryBody) => {
      const day = await recordDayOf(db, ctx.principal.companyId, now());
      const def: ListResourceDef = { ...crewListDef, fields: { ...crewListDef.fields, ...crewExpiryFields(crews.id, day) } };
      const page = await listTable(db, crews, def, base.scope(ctx), body);
      return { totalNum: page.totalNum, list: await presentAll(ctx, page.list.map(base.view), day) };
    },
    get: async (ctx: Ctx, id: string) => one(ctx, await base.get(ctx, id)),
    // a new crew member has no records yet: nothing to look up
    create: async (ctx: Ctx, input: Parameters<typeof base.create>[1]) => presentCrew(ctx, await base.create(ctx, input)),
    update: async (ctx: Ctx, id: string, input: Parameters<typeof base.update>[2]) => {
      assertMayWriteSensitive(ctx, input);
      return one(ctx, await base.update(ctx, id, input));
    },
  };
}

function createCrewResource(deps: { db: Db; logs: OperationLog }) {
  return defineResource(deps, {
    name: 'crew',
    table: crews,
    scope: crewScope,
    list: crewListDef,
    label: (row) => `${row.workNo} ${row.cnName}`,
    async checkRow(tx, ctx, row) {
      const repo = createReferenceRepository(tx);
      const ids = row.qualifiedTypeIds;
      if (ids.length > 0 && (await repo.typesInCompany(ctx.principal.companyId, ids)) !== new Set(ids).size) throw unknownReference('qualifiedTypeIds');
      await assertAirport(repo, 'baseIcao', row.baseIcao);
      // the exclusive type, pilot job and own account: of the same company
      await assertAircraftType(tx, ctx.principal.companyId, 'exclusiveTypeId', row.exclusiveTypeId);
      await assertPilotJob(tx, ctx.principal.companyId, 'pilotJobId', row.pilotJobId);
      if (row.userId && !(await repo.userInCompany(ctx.principal.companyId, row.userId))) throw unknownReference('userId');
    },
    uniqueFields: { crews_company_work_no_uq: 'workNo' },
    /** Imported rows name qualified aircraft types by code: ids of the company's types, else unknownReference. */
    async resolveImport(tx, ctx, body) {
      const codes = (body.qualifiedTypeIds as string[] | undefined) ?? [];
      const found = await createReferenceRepository(tx).typeIdsByCode(ctx.principal.companyId, codes);
      const ids = new Map(found.map((t) => [t.code, t.id]));
      const unknown = codes.filter((c) => !ids.has(c));
      if (unknown.length > 0) throw unknownReference('qualifiedTypeIds', unknown.join(', '));
      return { ...body, qualifiedTypeIds: codes.map((c) => ids.get(c)!) };
    },
  });
}

export type CrewService = ReturnType<typeof createCrewService>;
