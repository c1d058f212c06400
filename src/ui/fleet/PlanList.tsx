/**
 * Maintenance plan items with their commands: add, edit, confirm done (with files), cancel,
 * delete; live. The maintenance confirmation screen shows it over the fleet with a search form;
 * an aircraft's maintenance tab fixes the aircraft.
 */
import { Button, ControlGroup, HTMLSelect, Tag } from '@blueprintjs/core';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { maintenanceApi, MAINTENANCE_PLAN_COLUMNS, type MaintenancePlanRow } from '../../api/fleetUpkeep';
import type { ListCondition } from '../../api/trip';
import { useLiveFleet } from '../../app/realtime/useLive';
import { columnDecl } from '../../contract/listColumns';
import { MAINTENANCE_STATES } from '../../domain/fleet/availability';
import type { TimeType } from '../../domain/timeType';
import { promptReason } from '../../forms';
import { hasAbility, session } from '../../state/session';
import { settings } from '../../state/settings';
import type { ListColumn } from '../list/ListTable';
import { RecordSearch, RecordTable, useRowCommand, useSearchForm } from '../list/recordListFrame';
import { instantText, TimeCell, useZoneHint } from '../list/times';
import { useListQuery } from '../list/useListQuery';
import { recordTimeType } from './faultView';
import { ConfirmDialog, PlanDialog } from './MaintenanceDialogs';
import '../list/list.css';
import './fleet.css';

const STATE_INTENT: Record<string, 'primary' | 'success' | 'none'> = { planned: 'primary', done: 'success', cancelled: 'none' };

export function planColumns(t: TFunction, timeType: TimeType, hint: string): ListColumn<MaintenancePlanRow>[] {
  const head = (key: string) => t(columnDecl(MAINTENANCE_PLAN_COLUMNS, key).label);
  const tt = recordTimeType(timeType);
  const time = (key: 'plannedStart' | 'plannedEnd'): ListColumn<MaintenancePlanRow> => ({ key, header: head(key), hint, sortField: key, cell: (r) => <TimeCell iso={r[key]} timeType={tt} />, text: (r) => instantText(r[key], tt) });
  const cycle = (r: MaintenancePlanRow) => (r.cycleValue && r.cycleUnit ? `${r.cycleValue} ${t(`maintenance.cycleUnit.${r.cycleUnit}`)}` : '');
  return [
    { key: 'tailNo', header: head('tailNo'), cell: (r) => <strong>{r.tailNo}</strong>, text: (r) => r.tailNo },
    { key: 'name', header: head('name'), sortField: 'name', cell: (r) => r.name, text: (r) => r.name },
    { key: 'level', header: head('level'), sortField: 'level', cell: (r) => r.level, text: (r) => r.level },
    { key: 'position', header: head('position'), sortField: 'position', cell: (r) => r.position, text: (r) => r.position },
    time('plannedStart'),
    time('plannedEnd'),
    { key: 'cycle', header: head('cycle'), cell: cycle, text: cycle },
    { key: 'needsFe', header: head('needsFe'), sortField: 'needsFe', cell: (r) => (r.needsFe ? t('maintenance.yes') : ''), text: (r) => (r.needsFe ? t('maintenance.yes') : '') },
    {
      key: 'state',
      header: head('state'),
      sortField: 'state',
      cell: (r) => (
        <Tag minimal intent={STATE_INTENT[r.state] ?? 'none'} data-state={r.state}>
          {t(`maintenance.state.${r.state}`)}
        </Tag>
      ),
      text: (r) => t(`maintenance.state.${r.state}`),
    },
    { key: 'note', header: head('note'), cell: (r) => r.note ?? '', text: (r) => r.note ?? '' },
  ];
}

export function PlanList({ aircraft, fixedAircraftId, screen }: { aircraft: readonly { value: string; label: string }[]; fixedAircraftId?: string; screen: string }) {
  const { t } = useTranslation();
  useSnapshot(session);
  const { timeType } = useSnapshot(settings);
  const hint = useZoneHint()(recordTimeType(timeType));
  const fixed: ListCondition[] = fixedAircraftId ? [{ name: 'aircraftId', op: 'eq', value: fixedAircraftId }] : [];
  const q = useListQuery<MaintenancePlanRow>(maintenanceApi.list, { sort: { field: 'plannedStart', direction: 'desc' }, conditions: fixed });
  const search = useSearchForm({ aircraftId: '', state: '' }, q, (s) => [
    { name: 'aircraftId', op: 'eq' as const, value: s.aircraftId },
    { name: 'state', op: 'eq' as const, value: s.state },
  ]);
  useLiveFleet(q.reload, fixedAircraftId ? [fixedAircraftId] : null);
  const { busy, run } = useRowCommand(q.reload);
  const [editing, setEditing] = useState<{ mode: 'create' } | { mode: 'edit'; row: MaintenancePlanRow } | null>(null);
  const [confirming, setConfirming] = useState<MaintenancePlanRow | null>(null);
  const can = { add: hasAbility('maintenance:add'), edit: hasAbility('maintenance:edit'), remove: hasAbility('maintenance:delete'), confirm: hasAbility('maintenance:confirm'), export: hasAbility('maintenance:export') };
  const columns = useMemo(() => planColumns(t, timeType, hint), [t, timeType, hint]);

  const cancel = async (r: MaintenancePlanRow) => {
    const note = await promptReason({ title: t('maintenance.cancel.title'), message: t('maintenance.cancel.message', { name: r.name, tailNo: r.tailNo }), label: t('maintenance.column.note') });
    if (note === null) return;
    try {
      await maintenanceApi.cancel(r.id, { version: r.version, note: note.trim() || null });
      q.reload();
    } catch {
      // told by the request layer
    }
  };
  const actions: ListColumn<MaintenancePlanRow> = {
    key: 'actions',
    header: t('maintenance.column.actions'),
    cell: (r) =>
      r.state === 'planned' ? (
        <span className="foc-fleet__actions">
          {can.confirm && <Button size="small" variant="minimal" intent="success" icon="tick" text={t('maintenance.confirm.button')} onClick={() => setConfirming(r)} data-testid="plan-confirm-open" />}
          {can.edit && <Button size="small" variant="minimal" icon="edit" aria-label={t('maintenance.plan.editTitle')} onClick={() => setEditing({ mode: 'edit', row: r })} data-testid="plan-edit" />}
          {can.edit && <Button size="small" variant="minimal" icon="disable" aria-label={t('maintenance.cancel.title')} onClick={() => void cancel(r)} data-testid="plan-cancel" />}
          {can.remove && <Button size="small" variant="minimal" intent="danger" icon="trash" aria-label={t('maintenance.delete')} loading={busy === r.id} onClick={() => void run(r.id, t('maintenance.deleteConfirm', { name: r.name }), () => maintenanceApi.remove([r.id]))} data-testid="plan-delete" />}
        </span>
      ) : null,
    text: () => '',
  };
  const { form, set } = search;
  return (
    <div className="foc-list foc-records" data-testid={`${screen}-plans`}>
      {!fixedAircraftId && (
        <RecordSearch search={search}>
          <ControlGroup>
            <HTMLSelect value={form.aircraftId} onChange={(e) => set({ aircraftId: e.currentTarget.value })} aria-label={t('maintenance.column.tailNo')} data-testid="search-aircraft" options={[{ value: '', label: t('fleetFault.allAircraft') }, ...aircraft]} />
            <HTMLSelect value={form.state} onChange={(e) => set({ state: e.currentTarget.value })} aria-label={t('maintenance.column.state')} data-testid="search-state" options={[{ value: '', label: t('fleetFault.allStates') }, ...MAINTENANCE_STATES.map((s) => ({ value: s, label: t(`maintenance.state.${s}`) }))]} />
          </ControlGroup>
        </RecordSearch>
      )}
      {can.add && (
        <div className="foc-fleet__panel-toolbar">
          <Button icon="add" intent="primary" text={t('maintenance.plan.add')} onClick={() => setEditing({ mode: 'create' })} data-testid="plan-add" />
        </div>
      )}
      <RecordTable query={q} screen={screen} columns={columns} actions={actions} exportAs={can.export && !fixedAircraftId ? { name: t('maintenance.fileName'), url: maintenanceApi.exportUrl } : null} testId={`${screen}-table`} />
      <PlanDialog target={editing} aircraft={fixedAircraftId ? aircraft.filter((a) => a.value === fixedAircraftId) : aircraft} onClose={() => setEditing(null)} onSaved={q.reload} />
      <ConfirmDialog row={confirming} onClose={() => setConfirming(null)} onSaved={q.reload} />
    </div>
  );
}
