/**
 * Equipment issued to a crew member (uniform, flight bag, iPad …) and memberships (airline, hotel).
 * Equipment states its dates: not received has neither date; received has its received date and no
 * returned date; returned has both, in order.
 */
import { EQUIPMENT_STATUSES, MEMBERSHIP_KINDS } from '../../../../src/contract/crewRecords';
import type { EquipmentStatus } from '../../../../src/domain/crew/records';
import { crewEquipment, crewMemberships } from '../../../db/schema';
import { badRequest } from '../../../lib/errors';
import { OPS } from '../../../lib/listQuery';
import { defineCrewRecord, type RecordDeps } from './crewRecordResource';
import { ruleError } from './recordCommon';

const E = crewEquipment;
const M = crewMemberships;
type MembershipKind = (typeof MEMBERSHIP_KINDS)[number];

/** The rule an equipment row's dates break, if any (field, rule key). */
export function equipmentRule(row: { status: string; receivedDate: string | null; returnedDate: string | null }): [string, string] | null {
  if (row.status === 'notReceived' && (row.receivedDate || row.returnedDate)) return ['status', 'notReceivedHasDates'];
  if (row.status === 'received' && !row.receivedDate) return ['receivedDate', 'receivedDateRequired'];
  if (row.status === 'received' && row.returnedDate) return ['returnedDate', 'returnedWhileReceived'];
  if (row.status === 'returned' && !row.returnedDate) return ['returnedDate', 'returnedDateRequired'];
  if (row.status === 'returned' && !row.receivedDate) return ['receivedDate', 'receivedDateRequired'];
  if (row.receivedDate && row.returnedDate && row.returnedDate < row.receivedDate) return ['returnedDate', 'returnedBeforeReceived'];
  return null;
}

export function createEquipmentService(deps: RecordDeps) {
  return defineCrewRecord(deps, {
    name: 'crewEquipment',
    table: E,
    defaultSort: { field: 'item', direction: 'asc' },
    fields: () => ({
      item: { column: E.item, type: 'string', ops: OPS.text, sortable: true },
      status: { column: E.status, type: 'enum', enumValues: EQUIPMENT_STATUSES, ops: ['eq', 'ne', 'in'], sortable: true },
      receivedDate: { column: E.receivedDate, type: 'date', ops: OPS.number, sortable: true },
      returnedDate: { column: E.returnedDate, type: 'date', ops: OPS.number, sortable: true },
      updateTime: { column: E.updateTime, type: 'datetime', ops: OPS.time, sortable: true },
    }),
    label: (row) => `${row.item} ${row.status}`,
    async checkRow(_tx, _ctx, row) {
      const broken = equipmentRule(row);
      if (broken) throw badRequest(ruleError(broken[0], broken[1]));
    },
    async present(_db, rows) {
      return rows.map((r) => ({ ...r, status: r.status as EquipmentStatus }));
    },
  });
}

export function createMembershipService(deps: RecordDeps) {
  return defineCrewRecord(deps, {
    name: 'crewMembership',
    table: M,
    defaultSort: { field: 'provider', direction: 'asc' },
    fields: () => ({
      kind: { column: M.kind, type: 'enum', enumValues: MEMBERSHIP_KINDS, ops: ['eq', 'in'], sortable: true },
      provider: { column: M.provider, type: 'string', ops: OPS.text, sortable: true },
      memberNo: { column: M.memberNo, type: 'string', ops: OPS.text, sortable: true },
      dueDate: { column: M.dueDate, type: 'date', ops: OPS.number, sortable: true },
      updateTime: { column: M.updateTime, type: 'datetime', ops: OPS.time, sortable: true },
    }),
    label: (row) => `${row.kind} ${row.provider} ${row.memberNo}`,
    async present(_db, rows) {
      return rows.map((r) => ({ ...r, kind: r.kind as MembershipKind }));
    },
  });
}

export type EquipmentService = ReturnType<typeof createEquipmentService>;
export type MembershipService = ReturnType<typeof createMembershipService>;
