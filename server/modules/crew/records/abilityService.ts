/**
 * Type abilities: what a crew member may do on an aircraft type of the company (captain, first
 * officer, instructor …), under which rules and pilot job, from the authorised date to the due date;
 * status of today in the crew member's base zone (operator's months: abilities have no type prompt).
 */
import { CREW_ABILITIES } from '../../../../src/contract/crewRecords';
import { EXPIRY_STATUSES } from '../../../../src/domain/expiry';
import type { CrewAbility } from '../../../../src/domain/crew/records';
import { crewAbilities } from '../../../db/schema';
import { badRequest } from '../../../lib/errors';
import { OPS } from '../../../lib/listQuery';
import { defineCrewRecord, type RecordDeps } from './crewRecordResource';
import { resetWhenChanged } from './documentService';
import { daysLeftSql, expiryOf, expirySql, ruleError } from './recordCommon';
import { assertAircraftType, assertPilotJob, jobNamesOf, typeCodesOf } from './recordLookups';

const T = crewAbilities;

export function createAbilityService(deps: RecordDeps) {
  return defineCrewRecord(deps, {
    name: 'crewAbility',
    table: T,
    defaultSort: { field: 'dueDate', direction: 'asc' },
    fields: (day) => {
      const today = day.todaySql(T.crewId);
      return {
        aircraftTypeId: { column: T.aircraftTypeId, type: 'uuid', ops: ['eq', 'in'] },
        ability: { column: T.ability, type: 'enum', enumValues: CREW_ABILITIES, ops: ['eq', 'in'], sortable: true },
        pilotJobId: { column: T.pilotJobId, type: 'uuid', ops: ['eq', 'in', 'isNull'] },
        rules: { column: T.rules, type: 'string', ops: OPS.text, sortable: true },
        status: { column: expirySql(T.dueDate, null, today, day.bands), type: 'enum', enumValues: EXPIRY_STATUSES, ops: ['eq', 'ne', 'in'], sortable: true },
        daysLeft: { column: daysLeftSql(T.dueDate, today), type: 'integer', ops: OPS.number, sortable: true },
        authDate: { column: T.authDate, type: 'date', ops: OPS.number, sortable: true },
        dueDate: { column: T.dueDate, type: 'date', ops: OPS.number, sortable: true },
        updateTime: { column: T.updateTime, type: 'datetime', ops: OPS.time, sortable: true },
      };
    },
    label: (row) => `${row.ability} ${row.dueDate ?? ''}`.trim(),
    prepare(_ctx, input, mode) {
      const out = { ...input };
      if (mode === 'update' && 'dueDate' in out) out.notifiedBand = resetWhenChanged(T.dueDate, T.notifiedBand, out.dueDate);
      return out;
    },
    async checkRow(tx, ctx, row) {
      await assertAircraftType(tx, ctx.principal.companyId, 'aircraftTypeId', row.aircraftTypeId);
      await assertPilotJob(tx, ctx.principal.companyId, 'pilotJobId', row.pilotJobId);
      if (row.authDate && row.dueDate && row.authDate > row.dueDate) throw badRequest(ruleError('dueDate', 'dueBeforeEffective'));
    },
    async present(db, rows, day) {
      const codes = await typeCodesOf(db, rows.map((r) => r.aircraftTypeId));
      const jobs = await jobNamesOf(db, rows.map((r) => r.pilotJobId));
      return rows.map((r) => ({
        ...r,
        ability: r.ability as CrewAbility,
        aircraftTypeCode: codes.get(r.aircraftTypeId) ?? null,
        pilotJobName: r.pilotJobId ? (jobs.get(r.pilotJobId) ?? null) : null,
        ...expiryOf(r.dueDate, day.dayOf(r.crewZone), day.bands),
      }));
    },
  });
}

export type AbilityService = ReturnType<typeof createAbilityService>;
