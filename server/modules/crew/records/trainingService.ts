/**
 * Training records and examinations (one table, `kind`): a name, an aircraft type of the company
 * when it is for one, dates, result, score, instructor and the next due date (its status of today,
 * reminded like a document). A training is changed with `crewDetail:training`, an examination with
 * `crewDetail:exam`: the route opens to either, the service checks the row's own kind.
 */
import { and, inArray } from 'drizzle-orm';
import { CREW_TRAINING_KINDS, CREW_TRAINING_RESULTS } from '../../../../src/contract/crewRecords';
import { EXPIRY_STATUSES } from '../../../../src/domain/expiry';
import type { CrewTrainingKind } from '../../../../src/domain/crew/records';
import { crewTrainings } from '../../../db/schema';
import { can, type Ctx } from '../../../lib/context';
import { badRequest, forbidden } from '../../../lib/errors';
import { OPS, type ListQueryBody } from '../../../lib/listQuery';
import { defineCrewRecord, type RecordDeps } from './crewRecordResource';
import { resetWhenChanged } from './documentService';
import { daysLeftSql, expiryOf, expirySql, ruleError } from './recordCommon';
import { assertAircraftType, typeCodesOf } from './recordLookups';

const T = crewTrainings;
type Result = (typeof CREW_TRAINING_RESULTS)[number];

/** The button that changes records of `kind`. */
export const trainingPermission = (kind: string) => `crewDetail:${kind === 'exam' ? 'exam' : 'training'}`;

export function createTrainingService(deps: RecordDeps) {
  const { db } = deps;
  const base = defineCrewRecord(deps, {
    name: 'crewTraining',
    table: T,
    defaultSort: { field: 'startDate', direction: 'desc' },
    fields: (day) => {
      const today = day.todaySql(T.crewId);
      return {
        kind: { column: T.kind, type: 'enum', enumValues: CREW_TRAINING_KINDS, ops: ['eq', 'in'], sortable: true },
        name: { column: T.name, type: 'string', ops: OPS.text, sortable: true },
        aircraftTypeId: { column: T.aircraftTypeId, type: 'uuid', ops: ['eq', 'in', 'isNull'] },
        result: { column: T.result, type: 'enum', enumValues: CREW_TRAINING_RESULTS, ops: ['eq', 'in', 'isNull'], sortable: true },
        instructor: { column: T.instructor, type: 'string', ops: OPS.text, sortable: true },
        status: { column: expirySql(T.dueDate, null, today, day.bands), type: 'enum', enumValues: EXPIRY_STATUSES, ops: ['eq', 'ne', 'in'], sortable: true },
        daysLeft: { column: daysLeftSql(T.dueDate, today), type: 'integer', ops: OPS.number, sortable: true },
        startDate: { column: T.startDate, type: 'date', ops: OPS.number, sortable: true },
        endDate: { column: T.endDate, type: 'date', ops: OPS.number, sortable: true },
        dueDate: { column: T.dueDate, type: 'date', ops: OPS.number, sortable: true },
        updateTime: { column: T.updateTime, type: 'datetime', ops: OPS.time, sortable: true },
      };
    },
    label: (row) => `${row.kind} ${row.name} ${row.startDate}`,
    prepare(_ctx, input, mode) {
      const out = { ...input };
      if (mode === 'update' && 'dueDate' in out) out.notifiedBand = resetWhenChanged(T.dueDate, T.notifiedBand, out.dueDate);
      return out;
    },
    async checkRow(tx, ctx, row) {
      await assertAircraftType(tx, ctx.principal.companyId, 'aircraftTypeId', row.aircraftTypeId);
      if (row.endDate && row.endDate < row.startDate) throw badRequest(ruleError('endDate', 'endBeforeStart'));
      if (row.dueDate && row.dueDate < row.startDate) throw badRequest(ruleError('dueDate', 'dueBeforeStart'));
    },
    async present(db, rows, day) {
      const codes = await typeCodesOf(db, rows.map((r) => r.aircraftTypeId));
      return rows.map((r) => ({
        ...r,
        kind: r.kind as CrewTrainingKind,
        result: r.result as Result | null,
        aircraftTypeCode: r.aircraftTypeId ? (codes.get(r.aircraftTypeId) ?? null) : null,
        ...expiryOf(r.dueDate, day.dayOf(r.crewZone), day.bands),
      }));
    },
  });
  const allow = (ctx: Ctx, kind: string) => {
    if (!can(ctx.principal, trainingPermission(kind))) throw forbidden();
  };
  return {
    ...base,
    list: (ctx: Ctx, body: ListQueryBody) => base.list(ctx, body),
    async create(ctx: Ctx, input: Parameters<typeof base.create>[1]) {
      allow(ctx, String(input.kind));
      return base.create(ctx, input);
    },
    async update(ctx: Ctx, id: string, input: Parameters<typeof base.update>[2]) {
      allow(ctx, (await base.get(ctx, id)).kind);
      return base.update(ctx, id, input);
    },
    async remove(ctx: Ctx, ids: string[]) {
      const rows = await db.select({ kind: T.kind }).from(T).where(and(inArray(T.id, ids), base.scope(ctx)));
      for (const kind of new Set(rows.map((r) => r.kind))) allow(ctx, kind);
      return base.remove(ctx, ids);
    },
  };
}

export type TrainingService = ReturnType<typeof createTrainingService>;
