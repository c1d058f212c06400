/**
 * Crew documents (licences, medicals, security documents, files): typed by the company's document
 * type of the document's kind; status of today in the crew member's base zone with the type's prompt
 * days; a licence may carry the ICAO English level with its own due date and status. A changed due
 * date (or ICAO due date) starts its reminders over.
 */
import { sql, type AnyColumn } from 'drizzle-orm';
import { CREW_DOCUMENT_TABLE_KINDS, ICAO_LEVELS } from '../../../../src/contract/crewRecords';
import { EXPIRY_STATUSES } from '../../../../src/domain/expiry';
import type { CrewDocumentTableKind } from '../../../../src/domain/crew/records';
import { crewDocuments } from '../../../db/schema';
import { badRequest } from '../../../lib/errors';
import { OPS } from '../../../lib/listQuery';
import { defineCrewRecord, type RecordDeps } from './crewRecordResource';
import { resolveLicenceRow } from './licenceRows';
import { daysLeftSql, expiryOf, expirySql, ruleError } from './recordCommon';
import { assertDocumentType, promptDaysSql, typesOfRows } from './recordLookups';

const T = crewDocuments;

/** In an update, resets `band` when `column` changes to `value` (kept when the same date is sent again). */
export const resetWhenChanged = (column: AnyColumn, band: AnyColumn, value: unknown) =>
  sql`(case when ${column} is distinct from ${value ?? null}::date then null else ${band} end)`;

export function createDocumentService(deps: RecordDeps) {
  return defineCrewRecord(deps, {
    name: 'crewDocument',
    table: T,
    defaultSort: { field: 'dueDate', direction: 'asc' },
    fields: (day) => {
      const today = day.todaySql(T.crewId);
      return {
        kind: { column: T.kind, type: 'enum', enumValues: CREW_DOCUMENT_TABLE_KINDS, ops: ['eq', 'in'], sortable: true },
        typeId: { column: T.typeId, type: 'uuid', ops: ['eq', 'in'] },
        docNo: { column: T.docNo, type: 'string', ops: OPS.text, sortable: true },
        status: { column: expirySql(T.dueDate, promptDaysSql(T.kind, T.typeId), today, day.bands), type: 'enum', enumValues: EXPIRY_STATUSES, ops: ['eq', 'ne', 'in'], sortable: true },
        icaoStatus: { column: sql`(case when ${T.icaoDueDate} is null then null else ${expirySql(T.icaoDueDate, null, today, day.bands)} end)`, type: 'enum', enumValues: EXPIRY_STATUSES, ops: ['eq', 'ne', 'in', 'isNull'] },
        daysLeft: { column: daysLeftSql(T.dueDate, today), type: 'integer', ops: OPS.number, sortable: true },
        effectiveDate: { column: T.effectiveDate, type: 'date', ops: OPS.number, sortable: true },
        dueDate: { column: T.dueDate, type: 'date', ops: OPS.number, sortable: true },
        issueCountry: { column: T.issueCountry, type: 'string', ops: ['eq', 'in', 'isNull'], sortable: true },
        icaoLevel: { column: T.icaoLevel, type: 'integer', ops: OPS.number, sortable: true },
        icaoDueDate: { column: T.icaoDueDate, type: 'date', ops: OPS.number, sortable: true },
        updateTime: { column: T.updateTime, type: 'datetime', ops: OPS.time, sortable: true },
      };
    },
    // the licence import names the crew member and the type (licenceImport.ts)
    resolveImport: resolveLicenceRow,
    label: (row) => `${row.kind} ${row.docNo ?? ''} ${row.dueDate ?? ''}`.trim(),
    prepare(_ctx, input, mode) {
      const out = { ...input };
      if (mode === 'update') {
        if ('dueDate' in out) out.notifiedBand = resetWhenChanged(T.dueDate, T.notifiedBand, out.dueDate);
        if ('icaoDueDate' in out) out.icaoNotifiedBand = resetWhenChanged(T.icaoDueDate, T.icaoNotifiedBand, out.icaoDueDate);
      }
      return out;
    },
    async checkRow(tx, ctx, row) {
      await assertDocumentType(tx, ctx.principal.companyId, row.kind, row.typeId);
      if (row.effectiveDate && row.dueDate && row.effectiveDate > row.dueDate) throw badRequest(ruleError('dueDate', 'dueBeforeEffective'));
      if (row.kind !== 'licence' && (row.icaoLevel !== null || row.icaoDueDate !== null)) throw badRequest(ruleError('icaoLevel', 'icaoOnLicence'));
      if (row.icaoDueDate !== null && row.icaoLevel === null) throw badRequest(ruleError('icaoLevel', 'icaoLevelRequired'));
      if (row.icaoLevel !== null && !(ICAO_LEVELS as readonly number[]).includes(row.icaoLevel)) throw badRequest(ruleError('icaoLevel', 'icaoLevelRequired'));
    },
    async present(db, rows, day) {
      const types = await typesOfRows(db, rows);
      return rows.map((r) => {
        const type = types.get(r.typeId);
        const today = day.dayOf(r.crewZone);
        const state = expiryOf(r.dueDate, today, day.bands, type?.promptDay);
        return {
          ...r,
          kind: r.kind as CrewDocumentTableKind,
          typeName: type?.name ?? null,
          typeNameEn: type?.nameEn ?? null,
          icaoStatus: r.icaoDueDate ? expiryOf(r.icaoDueDate, today, day.bands).status : null,
          ...state,
        };
      });
    },
  });
}

export type DocumentService = ReturnType<typeof createDocumentService>;
