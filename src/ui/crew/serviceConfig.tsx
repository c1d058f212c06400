/** The contract, equipment and membership tabs of the crew detail. */
import { Tag, type Intent } from '@blueprintjs/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { crewContractApi, crewEquipmentApi, crewMembershipApi, type CrewContractRow, type CrewEquipmentRow, type CrewMembershipRow } from '../../api/crewRecords';
import { EQUIPMENT_STATUSES, MEMBERSHIP_KINDS } from '../../domain/crew/records';
import type { ListColumn } from '../list/ListTable';
import { patternRule, type FieldSpec } from '../resource/formModel';
import { enumOptions, enumText } from '../resource/labels';
import type { ResourceListConfig } from '../resource/ResourceList';
import type { SearchSpec } from '../resource/searchModel';
import { CREW_CONTRACT_COLUMNS, CREW_EQUIPMENT_COLUMNS, CREW_MEMBERSHIP_COLUMNS } from '../../contract/crewRecordColumns';
import { auditColumns, D, plain, recordBase, type CrewRef } from './recordBase';

/** Equipment status → colour: not received orange, received green, returned grey. */
export const EQUIPMENT_INTENT: Record<string, Intent> = { notReceived: 'warning', received: 'success', returned: 'none' };

export function useContractConfig(crew: CrewRef): ResourceListConfig<CrewContractRow> {
  const { t } = useTranslation();
  return useMemo(() => {
    const leaveText = (r: CrewContractRow) => (r.leaveDays === null ? '' : t(`${D}.leaveTaken`, { taken: r.leaveDaysTaken, days: r.leaveDays }));
    const columns: ListColumn<CrewContractRow>[] = [
      { key: 'contractNo', header: t(`${D}.col.contractNo`), sortField: 'contractNo', cell: (r) => <strong>{r.contractNo}</strong>, text: (r) => r.contractNo },
      plain(t, 'startDate', `${D}.col.startDate`),
      plain(t, 'endDate', `${D}.col.endDate`),
      plain(t, 'leaveDays', `${D}.col.leaveDays`),
      {
        key: 'leaveDaysTaken',
        header: t(`${D}.col.leaveDaysTaken`),
        cell: (r) => (
          <Tag minimal intent={r.leaveDays !== null && r.leaveDaysTaken > r.leaveDays ? 'danger' : 'none'} data-testid="leave-taken">
            {leaveText(r) || r.leaveDaysTaken}
          </Tag>
        ),
        text: (r) => leaveText(r) || String(r.leaveDaysTaken),
      },
      ...auditColumns<CrewContractRow>(t),
    ];
    const search: SearchSpec[] = [{ name: 'contractNo', label: `${D}.col.contractNo`, kind: 'text', width: 140 }];
    const form: FieldSpec[] = [
      { name: 'contractNo', label: `${D}.col.contractNo`, kind: 'text', required: true, maxLength: 40, rule: patternRule(/^[A-Za-z0-9][A-Za-z0-9/_-]{0,39}$/, 'HT-2026/018') },
      { name: 'leaveDays', label: `${D}.col.leaveDays`, kind: 'integer', min: 0, max: 366 },
      { name: 'startDate', label: `${D}.col.startDate`, kind: 'date' },
      { name: 'endDate', label: `${D}.col.endDate`, kind: 'date' },
      { name: 'note', label: `${D}.col.note`, kind: 'textarea', maxLength: 500, wide: true },
    ];
    const noun = t(`${D}.noun.contract`);
    return {
      ...recordBase({ screen: 'crewContract', resource: 'contract', api: crewContractApi, crew, right: 'contract', noun, fileName: `${crew.label} ${t(`${D}.tab.contracts`)}` }),
      sort: { field: 'startDate', direction: 'desc' },
      exportColumns: CREW_CONTRACT_COLUMNS.map((c) => c.key),
      columns,
      search,
      form,
    };
  }, [t, crew]);
}

export function useEquipmentConfig(crew: CrewRef): ResourceListConfig<CrewEquipmentRow> {
  const { t } = useTranslation();
  return useMemo(() => {
    const statuses = enumOptions(t, 'crewRecord.equipmentStatus', EQUIPMENT_STATUSES);
    const statusText = (r: CrewEquipmentRow) => enumText(t, 'crewRecord.equipmentStatus', r.status);
    const columns: ListColumn<CrewEquipmentRow>[] = [
      { key: 'item', header: t(`${D}.col.item`), sortField: 'item', cell: (r) => <strong>{r.item}</strong>, text: (r) => r.item },
      plain(t, 'size', `${D}.col.size`, false),
      plain(t, 'quantity', `${D}.col.quantity`, false),
      {
        key: 'status',
        header: t(`${D}.col.equipmentStatus`),
        sortField: 'status',
        cell: (r) => (
          <Tag intent={EQUIPMENT_INTENT[r.status] ?? 'none'} minimal={r.status === 'returned'} data-status={r.status} data-testid="equipment-status">
            {statusText(r)}
          </Tag>
        ),
        text: statusText,
      },
      plain(t, 'receivedDate', `${D}.col.receivedDate`),
      plain(t, 'returnedDate', `${D}.col.returnedDate`),
      ...auditColumns<CrewEquipmentRow>(t),
    ];
    const search: SearchSpec[] = [
      { name: 'item', label: `${D}.col.item`, kind: 'text', op: 'like', width: 140 },
      { name: 'status', label: `${D}.col.equipmentStatus`, kind: 'select', options: statuses },
    ];
    const form: FieldSpec[] = [
      { name: 'item', label: `${D}.col.item`, kind: 'text', required: true, maxLength: 60 },
      { name: 'size', label: `${D}.col.size`, kind: 'text', maxLength: 20 },
      { name: 'quantity', label: `${D}.col.quantity`, kind: 'integer', min: 1, max: 999, notNull: true, initial: '1' },
      { name: 'status', label: `${D}.col.equipmentStatus`, kind: 'select', required: true, notNull: true, options: statuses, initial: 'notReceived' },
      { name: 'receivedDate', label: `${D}.col.receivedDate`, kind: 'date' },
      { name: 'returnedDate', label: `${D}.col.returnedDate`, kind: 'date' },
      { name: 'note', label: `${D}.col.note`, kind: 'textarea', maxLength: 500, wide: true },
    ];
    return {
      ...recordBase({ screen: 'crewEquipment', resource: 'equipment', api: crewEquipmentApi, crew, right: 'equipment', noun: t(`${D}.noun.equipment`), fileName: `${crew.label} ${t(`${D}.tab.equipment`)}` }),
      sort: { field: 'item', direction: 'asc' },
      exportColumns: CREW_EQUIPMENT_COLUMNS.map((c) => c.key),
      columns,
      search,
      form,
    };
  }, [t, crew]);
}

export function useMembershipConfig(crew: CrewRef): ResourceListConfig<CrewMembershipRow> {
  const { t } = useTranslation();
  return useMemo(() => {
    const kinds = enumOptions(t, 'crewRecord.membershipKind', MEMBERSHIP_KINDS);
    const kindText = (r: CrewMembershipRow) => enumText(t, 'crewRecord.membershipKind', r.kind);
    const columns: ListColumn<CrewMembershipRow>[] = [
      { key: 'kind', header: t(`${D}.col.membershipKind`), sortField: 'kind', cell: (r) => <Tag minimal icon={r.kind === 'hotel' ? 'office' : 'airplane'}>{kindText(r)}</Tag>, text: kindText },
      { key: 'provider', header: t(`${D}.col.provider`), sortField: 'provider', cell: (r) => <strong>{r.provider}</strong>, text: (r) => r.provider },
      plain(t, 'memberNo', `${D}.col.memberNo`),
      plain(t, 'level', `${D}.col.level`, false),
      plain(t, 'dueDate', `${D}.col.dueDate`),
      ...auditColumns<CrewMembershipRow>(t),
    ];
    const search: SearchSpec[] = [
      { name: 'kind', label: `${D}.col.membershipKind`, kind: 'select', options: kinds },
      { name: 'provider', label: `${D}.col.provider`, kind: 'text', op: 'like', width: 140 },
    ];
    const form: FieldSpec[] = [
      { name: 'kind', label: `${D}.col.membershipKind`, kind: 'select', required: true, options: kinds, initial: 'airline' },
      { name: 'provider', label: `${D}.col.provider`, kind: 'text', required: true, maxLength: 60 },
      { name: 'memberNo', label: `${D}.col.memberNo`, kind: 'text', required: true, maxLength: 40 },
      { name: 'level', label: `${D}.col.level`, kind: 'text', maxLength: 30 },
      { name: 'dueDate', label: `${D}.col.dueDate`, kind: 'date' },
      { name: 'note', label: `${D}.col.note`, kind: 'textarea', maxLength: 500, wide: true },
    ];
    return {
      ...recordBase({ screen: 'crewMembership', resource: 'membership', api: crewMembershipApi, crew, right: 'membership', noun: t(`${D}.noun.membership`), fileName: `${crew.label} ${t(`${D}.tab.memberships`)}` }),
      sort: { field: 'kind', direction: 'asc' },
      exportColumns: CREW_MEMBERSHIP_COLUMNS.map((c) => c.key),
      columns,
      search,
      form,
    };
  }, [t, crew]);
}
