/**
 * The fault list with its commands: record (per kind), extend an MEL item, close, files, the
 * fleet rules; live (reloads on the fleet's realtime notifications). The fault monitor shows it
 * with a search form over the fleet; an aircraft's faults tab fixes the aircraft.
 */
import { Button, Checkbox, ControlGroup, Dialog, DialogBody, HTMLSelect } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { faultApi, FAULT_KINDS, type FaultRow } from '../../api/fleetUpkeep';
import type { ListCondition } from '../../api/trip';
import { useLiveFleet } from '../../app/realtime/useLive';
import type { FaultKind } from '../../domain/fleet/availability';
import { hasAbility, session } from '../../state/session';
import { settings } from '../../state/settings';
import { AttachmentsPanel } from '../attachments/AttachmentsPanel';
import type { DayRange } from '../list/dateRanges';
import { dayRangeConditions } from '../list/listQuery';
import type { ListColumn } from '../list/ListTable';
import { RecordSearch, RecordTable, useSearchForm } from '../list/recordListFrame';
import { DateRangeFilter } from '../list/recordListParts';
import { useZoneHint } from '../list/times';
import { useListQuery } from '../list/useListQuery';
import { FaultCloseDialog, FaultCreateDialog, FaultExtendDialog } from './FaultDialogs';
import { faultColumns } from './faultColumns';
import { FaultEditDialog } from './FaultEditDialog';
import { recordTimeType } from './faultView';
import { FleetRulesDialog } from './FleetRulesDialog';
import '../list/list.css';
import './fleet.css';

interface Search {
  aircraftId: string;
  kind: string;
  state: string;
  overdue: boolean;
  range: DayRange;
}
const EMPTY: Search = { aircraftId: '', kind: '', state: '', overdue: false, range: { from: '', to: '' } };

export interface FaultListProps {
  /** The aircraft choices (value id, label tail number). */
  aircraft: readonly { value: string; label: string }[];
  /** One aircraft's faults (its detail tab): no search form, the aircraft fixed. */
  fixedAircraftId?: string;
  screen: string;
}

export function FaultList({ aircraft, fixedAircraftId, screen }: FaultListProps) {
  const { t, i18n } = useTranslation();
  useSnapshot(session);
  const { timeType } = useSnapshot(settings);
  const hint = useZoneHint()(recordTimeType(timeType));
  const fixed: ListCondition[] = fixedAircraftId ? [{ name: 'aircraftId', op: 'eq', value: fixedAircraftId }] : [];
  const q = useListQuery<FaultRow>(faultApi.list, { sort: { field: 'discoveredAt', direction: 'desc' }, conditions: fixed });
  const search = useSearchForm(EMPTY, q, (s) => [
    { name: 'aircraftId', op: 'eq' as const, value: s.aircraftId },
    { name: 'kind', op: 'eq' as const, value: s.kind },
    { name: 'state', op: 'eq' as const, value: s.state },
    ...(s.overdue ? [{ name: 'overdue', op: 'eq' as const, value: true }] : []),
    ...dayRangeConditions('discoveredAt', s.range.from, s.range.to, recordTimeType(timeType)),
  ]);
  useLiveFleet(q.reload, fixedAircraftId ? [fixedAircraftId] : null);
  const [creating, setCreating] = useState<FaultKind | null>(null);
  const [extending, setExtending] = useState<FaultRow | null>(null);
  const [closing, setClosing] = useState<FaultRow | null>(null);
  const [editing, setEditing] = useState<FaultRow | null>(null);
  const [files, setFiles] = useState<FaultRow | null>(null);
  const [rules, setRules] = useState(false);
  const can = { add: hasAbility('fault:add'), edit: hasAbility('fault:edit'), confirm: hasAbility('fault:confirm'), export: hasAbility('fault:export') };

  const columns = useMemo(() => faultColumns(t, i18n.language, timeType, hint), [t, i18n.language, timeType, hint]);
  const actions: ListColumn<FaultRow> = {
    key: 'actions',
    header: t('fleetFault.column.actions'),
    cell: (r) => (
      <span className="foc-fleet__actions">
        <Button size="small" variant="minimal" icon="paperclip" aria-label={t('fleetFault.files')} onClick={() => setFiles(r)} data-testid="fault-files" />
        {can.edit && r.state === 'open' && <Button size="small" variant="minimal" icon="edit" aria-label={t('fleetFault.edit.button')} onClick={() => setEditing(r)} data-testid="fault-edit-open" />}
        {can.edit && r.kind === 'mel' && r.state === 'open' && <Button size="small" variant="minimal" icon="time" text={t('fleetFault.extend.button')} onClick={() => setExtending(r)} data-testid="fault-extend-open" />}
        {can.confirm && r.state === 'open' && <Button size="small" variant="minimal" intent="success" icon="tick" text={t('fleetFault.close.button')} onClick={() => setClosing(r)} data-testid="fault-close-open" />}
      </span>
    ),
    text: () => '',
  };
  const choices = fixedAircraftId ? aircraft.filter((a) => a.value === fixedAircraftId) : aircraft;
  const { form, set } = search;

  return (
    <div className="foc-list foc-records" data-testid={`${screen}-faults`}>
      {!fixedAircraftId && (
        <RecordSearch search={search}>
          <ControlGroup>
            <HTMLSelect value={form.aircraftId} onChange={(e) => set({ aircraftId: e.currentTarget.value })} aria-label={t('fleetFault.column.tailNo')} data-testid="search-aircraft" options={[{ value: '', label: t('fleetFault.allAircraft') }, ...aircraft]} />
            <HTMLSelect value={form.kind} onChange={(e) => set({ kind: e.currentTarget.value })} aria-label={t('fleetFault.column.kind')} data-testid="search-kind" options={[{ value: '', label: t('fleetFault.allKinds') }, ...FAULT_KINDS.map((k) => ({ value: k, label: t(`fleetFault.kind.${k}`) }))]} />
            <HTMLSelect value={form.state} onChange={(e) => set({ state: e.currentTarget.value })} aria-label={t('fleetFault.column.state')} data-testid="search-state" options={[{ value: '', label: t('fleetFault.allStates') }, { value: 'open', label: t('fleetFault.state.open') }, { value: 'closed', label: t('fleetFault.state.closed') }]} />
          </ControlGroup>
          <Checkbox className="foc-list__check" checked={form.overdue} label={t('fleetFault.overdueOnly')} onChange={(e) => set({ overdue: e.currentTarget.checked })} data-testid="search-overdue" />
          <DateRangeFilter value={form.range} onChange={(range) => set({ range })} label={t('fleetFault.column.discoveredAt')} timeType={recordTimeType(timeType)} />
        </RecordSearch>
      )}
      {(can.add || can.edit) && (
        <div className="foc-fleet__panel-toolbar">
          {can.add &&
            FAULT_KINDS.map((k) => <Button key={k} icon="add" intent={k === 'aog' ? 'danger' : k === 'mel' ? 'warning' : 'primary'} text={t(`fleetFault.create.${k}`)} onClick={() => setCreating(k)} data-testid={`fault-add-${k}`} />)}
          {can.edit && !fixedAircraftId && <Button icon="cog" variant="minimal" text={t('fleetFault.rules.button')} onClick={() => setRules(true)} data-testid="fleet-rules-open" />}
        </div>
      )}
      <RecordTable query={q} screen={screen} columns={columns} actions={actions} exportAs={can.export && !fixedAircraftId ? { name: t('fleetFault.fileName'), url: faultApi.exportUrl } : null} testId={`${screen}-table`} />
      <FaultCreateDialog kind={creating} aircraft={choices} onClose={() => setCreating(null)} onSaved={q.reload} />
      <FaultExtendDialog row={extending} onClose={() => setExtending(null)} onSaved={q.reload} />
      <FaultEditDialog row={editing} onClose={() => setEditing(null)} onSaved={q.reload} />
      <FaultCloseDialog row={closing} onClose={() => setClosing(null)} onSaved={q.reload} />
      <FleetRulesDialog isOpen={rules} onClose={() => setRules(false)} />
      {files && (
        <Dialog isOpen title={t('fleetFault.filesOf', { tailNo: files.tailNo })} onClose={() => setFiles(null)} style={{ minWidth: 560 }}>
          <DialogBody>
            <AttachmentsPanel recordType="aircraftFault" recordId={files.id} />
          </DialogBody>
        </Dialog>
      )}
    </div>
  );
}
