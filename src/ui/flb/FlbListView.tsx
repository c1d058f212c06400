/**
 * The FLB list (`flight/FlbList`): filters (leg date, aircraft, crew member, status, recheck only,
 * origin), the logs with their tags, export, and per row: open, confirm, mark for recheck; "new
 * log" for a flown leg without one.
 */
import { Button, Checkbox, ControlGroup, HTMLSelect } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { flbApi, flbEditPath, type FlbRow } from '../../api/flb';
import { crewApi, type CrewRow } from '../../api/resources';
import { FLB_ORIGINS, FLB_STATUSES } from '../../domain/flb/rules';
import { hasAbility, session } from '../../state/session';
import { settings } from '../../state/settings';
import { recordTimeType } from '../fleet/faultView';
import { useAircraftChoices } from '../fleet/useAircraftChoices';
import type { DayRange } from '../list/dateRanges';
import { dayRangeConditions } from '../list/listQuery';
import type { ListColumn } from '../list/ListTable';
import { RecordSearch, RecordTable, useSearchForm } from '../list/recordListFrame';
import { DateRangeFilter } from '../list/recordListParts';
import { useAirportZones, useZoneHint } from '../list/times';
import { useListQuery } from '../list/useListQuery';
import { useChoices } from '../resource/useChoices';
import { commandsOf, confirmLog, recheckLog } from './flbCommands';
import { flbColumns } from './flbColumns';
import { FlbNewDialog } from './FlbNewDialog';
import '../list/list.css';
import './flb.css';

interface Search {
  aircraftId: string;
  crewId: string;
  status: string;
  origin: string;
  recheck: boolean;
  range: DayRange;
}
const EMPTY: Search = { aircraftId: '', crewId: '', status: '', origin: '', recheck: false, range: { from: '', to: '' } };
const crewName = (r: CrewRow) => (r.enName ? `${r.cnName} ${r.enName}` : r.cnName);

export function FlbListView() {
  const { t } = useTranslation();
  useSnapshot(session);
  const navigate = useNavigate();
  const { timeType } = useSnapshot(settings);
  const tt = recordTimeType(timeType);
  const hint = useZoneHint()(timeType);
  const aircraft = useAircraftChoices();
  const crew = useChoices(crewApi, crewName, 'workNo');
  const q = useListQuery<FlbRow>(flbApi.list, { sort: { field: 'plannedDepartureUtc', direction: 'desc' } });
  const search = useSearchForm(EMPTY, q, (s) => [
    { name: 'aircraftId', op: 'eq' as const, value: s.aircraftId },
    { name: 'crewId', op: 'eq' as const, value: s.crewId },
    { name: 'status', op: 'eq' as const, value: s.status },
    { name: 'origin', op: 'eq' as const, value: s.origin },
    ...(s.recheck ? [{ name: 'recheck', op: 'eq' as const, value: true }] : []),
    ...dayRangeConditions('plannedDepartureUtc', s.range.from, s.range.to, tt),
  ]);
  const [creating, setCreating] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const can = { add: hasAbility('flb:add'), submit: hasAbility('flb:submit'), recheck: hasAbility('flb:recheck'), export: hasAbility('flb:export') };
  // times in Local read at their airport (block-out and take-off at departure, landing and block-in at arrival)
  const zones = useAirportZones(q.rows.flatMap((r) => [r.departureIcao, r.arrivalIcao]), timeType);
  const columns = useMemo(() => flbColumns(t, timeType, hint, zones), [t, timeType, hint, zones]);
  const open = (r: { id: string }) => navigate(flbEditPath(r.id));
  const run = async (r: FlbRow, command: typeof confirmLog) => {
    setBusy(r.id);
    try {
      if (await command(t, r)) q.reload();
    } catch {
      // told by the request layer
    } finally {
      setBusy(null);
    }
  };
  const actions: ListColumn<FlbRow> = {
    key: 'actions',
    header: t('flbScreen.actions'),
    cell: (r) => {
      const c = commandsOf(r, can);
      return (
        <span className="foc-flb__actions">
          <Button size="small" variant="minimal" icon="document-open" text={t('flbScreen.open')} onClick={() => open(r)} data-testid="flb-open" />
          {c.confirm && <Button size="small" variant="minimal" intent="success" icon="tick" text={t('flbScreen.confirm.button')} loading={busy === r.id} onClick={() => void run(r, confirmLog)} data-testid="flb-confirm" />}
          {c.recheck && <Button size="small" variant="minimal" intent="danger" icon="flag" text={t('flbScreen.recheck.button')} loading={busy === r.id} onClick={() => void run(r, recheckLog)} data-testid="flb-recheck" />}
        </span>
      );
    },
    text: () => '',
  };
  const { form, set } = search;
  return (
    <div className="foc-list foc-records foc-flb" data-testid="flb-list">
      <RecordSearch search={search}>
        <ControlGroup>
          <HTMLSelect value={form.aircraftId} onChange={(e) => set({ aircraftId: e.currentTarget.value })} aria-label={t('flb.column.tailNo')} data-testid="search-aircraft" options={[{ value: '', label: t('flbScreen.filter.allAircraft') }, ...aircraft]} />
          <HTMLSelect value={form.crewId} onChange={(e) => set({ crewId: e.currentTarget.value })} aria-label={t('flbScreen.filter.crew')} data-testid="search-crew" options={[{ value: '', label: t('flbScreen.filter.allCrew') }, ...crew.options.map((o) => ({ value: String(o.value), label: o.label }))]} />
          <HTMLSelect value={form.status} onChange={(e) => set({ status: e.currentTarget.value })} aria-label={t('flb.column.status')} data-testid="search-status" options={[{ value: '', label: t('flbScreen.filter.allStatuses') }, ...FLB_STATUSES.map((s) => ({ value: s, label: t(`flb.status.${s}`) }))]} />
          <HTMLSelect value={form.origin} onChange={(e) => set({ origin: e.currentTarget.value })} aria-label={t('flb.column.origin')} data-testid="search-origin" options={[{ value: '', label: t('flbScreen.filter.allOrigins') }, ...FLB_ORIGINS.map((s) => ({ value: s, label: t(`flb.origin.${s}`) }))]} />
        </ControlGroup>
        <Checkbox className="foc-list__check" checked={form.recheck} label={t('flbScreen.filter.recheckOnly')} onChange={(e) => set({ recheck: e.currentTarget.checked })} data-testid="search-recheck" />
        <DateRangeFilter value={form.range} onChange={(range) => set({ range })} label={t('flb.column.legDate')} timeType={tt} />
      </RecordSearch>
      {can.add && (
        <div className="foc-flb__toolbar">
          <Button icon="add" intent="primary" text={t('flbScreen.new.button')} onClick={() => setCreating(true)} data-testid="flb-new-open" />
        </div>
      )}
      <RecordTable query={q} screen="flbList" columns={columns} actions={actions} exportAs={can.export ? { name: t('flbScreen.fileName'), url: flbApi.exportUrl } : null} testId="flb-table" />
      <FlbNewDialog isOpen={creating} onClose={() => setCreating(false)} onCreated={(log) => open(log)} />
    </div>
  );
}
