import { Button, ControlGroup, HTMLSelect, InputGroup, Tag, Tooltip } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { legRecordsApi, type CivilLegRow } from '../../api/legRecords';
import type { ListCondition } from '../../api/trip';
import { showToast } from '../../app/toaster';
import type { TimeType } from '../../domain/timeType';
import { DEFAULT_LEG_STATE_READING, legStateLabelKey } from '../../domain/trip';
import { confirm, formatMoney } from '../../forms';
import { hasAbility, session } from '../../state/session';
import { settings } from '../../state/settings';
import type { DayRange } from '../control/dateRanges';
import { DateRangeFilter, exportPrepare, timeColumn } from '../control/recordListParts';
import { chipStyle } from '../tripCalendar/LegChip';
import { CivilLegEditDialog, CivilLegSettleDialog } from './CivilLegDialogs';
import { ExportButton } from './ExportButton';
import { dayRangeConditions } from './listQuery';
import { ColumnChooser, ListTable, Pager, type ListColumn } from './ListTable';
import { instantText, TimeCell, useAirportZones, useZoneHint } from './times';
import { useColumns } from './useColumns';
import { useListQuery } from './useListQuery';
import './tripLists.css';

interface Search {
  tripNumber: string;
  supplier: string;
  settled: '' | 'yes' | 'no';
  range: DayRange;
}
const EMPTY: Search = { tripNumber: '', supplier: '', settled: '', range: { from: '', to: '' } };

const conditions = (s: Search, timeType: TimeType): ListCondition[] => [
  { name: 'tripNumber', op: 'startsWith', value: s.tripNumber },
  { name: 'supplier', op: 'like', value: s.supplier },
  ...(s.settled ? [{ name: 'settlementTime', op: s.settled === 'yes' ? ('isNotNull' as const) : ('isNull' as const) }] : []),
  ...dayRangeConditions('plannedDepartureUtc', s.range.from, s.range.to, timeType),
];

/** Outsourced (civil) legs (`trip/CivilLegList`): legs flown by another operator, their supplier, amount and settlement. */
export default function CivilLegList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useSnapshot(session);
  const { timeType } = useSnapshot(settings);
  const hint = useZoneHint()(timeType);
  const q = useListQuery<CivilLegRow>(legRecordsApi.civilLegs, { sort: { field: 'plannedDepartureUtc', direction: 'desc' } });
  const [form, setForm] = useState<Search>(EMPTY);
  const [editing, setEditing] = useState<CivilLegRow | null>(null);
  const [settling, setSettling] = useState<CivilLegRow | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const zones = useAirportZones(
    q.rows.map((r) => r.departureIcao),
    timeType,
  );
  const can = { edit: hasAbility('civilLeg:edit'), remove: hasAbility('civilLeg:delete'), settle: hasAbility('civilLeg:settle') };
  const settleType: TimeType = timeType === 'Local' ? 'UTC' : timeType;

  const build = useMemo(
    () =>
      (z: Record<string, string | null>): ListColumn<CivilLegRow>[] => {
        const state = (r: CivilLegRow) => t(legStateLabelKey(r.legState, DEFAULT_LEG_STATE_READING));
        return [
          { key: 'tripNumber', header: t('legRecordScreens.col.tripNumber'), sortField: 'tripNumber', cell: (r) => <a onClick={() => navigate(`/tripLegDetail?id=${encodeURIComponent(r.legId)}`)}>{r.tripNumber}</a>, text: (r) => r.tripNumber },
          { key: 'legNumber', header: t('legRecordScreens.col.legNumber'), sortField: 'legNumber', cell: (r) => r.legNumber, text: (r) => String(r.legNumber) },
          { key: 'route', header: t('legRecordScreens.col.route'), sortField: 'departureIcao', cell: (r) => <span className="foc-list__route">{`${r.departureIcao} → ${r.arrivalIcao}`}</span>, text: (r) => `${r.departureIcao}-${r.arrivalIcao}` },
          timeColumn({ key: 'plannedDeparture', header: t('legRecordScreens.col.plannedDeparture'), hint, sortField: 'plannedDepartureUtc', iso: (r) => r.plannedDepartureUtc, icao: (r) => r.departureIcao }, timeType, z),
          { key: 'legState', header: t('legRecordScreens.col.legState'), sortField: 'legState', cell: (r) => <Tag round style={chipStyle(r.legState)}>{state(r)}</Tag>, text: state },
          { key: 'capacityNumber', header: t('legRecordScreens.civil.capacityNumber'), sortField: 'capacityNumber', cell: (r) => r.capacityNumber, text: (r) => r.capacityNumber },
          { key: 'supplier', header: t('legRecordScreens.civil.supplier'), sortField: 'supplier', cell: (r) => r.supplier, text: (r) => r.supplier },
          { key: 'contact', header: t('legRecordScreens.civil.contact'), cell: (r) => r.contact ?? '', text: (r) => r.contact ?? '' },
          { key: 'currency', header: t('legRecordScreens.civil.currency'), sortField: 'currency', cell: (r) => r.currency, text: (r) => r.currency },
          { key: 'amount', header: t('legRecordScreens.civil.amount'), sortField: 'amount', cell: (r) => <span className="foc-list__amount">{formatMoney(r.amount)}</span>, text: (r) => r.amount },
          {
            key: 'settlementTime',
            header: t('legRecordScreens.civil.settlementTime'),
            hint: timeType === 'Local' ? 'UTC' : hint,
            sortField: 'settlementTime',
            cell: (r) => (r.settlementTime ? <TimeCell iso={r.settlementTime} timeType={settleType} /> : <Tag minimal>{t('legRecordScreens.civil.unsettled')}</Tag>),
            text: (r) => instantText(r.settlementTime, settleType),
          },
          { key: 'note', header: t('legRecordScreens.col.note'), cell: (r) => r.note ?? '', text: (r) => r.note ?? '' },
        ];
      },
    [t, navigate, timeType, hint, settleType],
  );
  const columns = useMemo(() => build(zones), [build, zones]);
  const { visible, shown, toggle } = useColumns('civilLegList', columns);

  const remove = async (r: CivilLegRow) => {
    if (!(await confirm({ message: t('legRecordScreens.civil.removeConfirm', { trip: r.tripNumber, leg: r.legNumber }), intent: 'danger' }))) return;
    setBusy(r.id);
    try {
      await legRecordsApi.removeCivilLeg(r.id, await legRecordsApi.tripVersion(r.tripId));
      showToast(t('legRecordScreens.done'), 'success');
      q.reload();
    } catch {
      // the request layer has told the user
    } finally {
      setBusy(null);
    }
  };
  const actions: ListColumn<CivilLegRow> = {
    key: 'actions',
    header: t('legRecordScreens.col.actions'),
    cell: (r) => (
      <span className="foc-list__actions">
        {can.edit && (
          <Tooltip content={t('legRecordScreens.edit')}>
            <Button size="small" variant="minimal" icon="edit" aria-label={t('legRecordScreens.edit')} onClick={() => setEditing(r)} data-testid="civil-edit-button" />
          </Tooltip>
        )}
        {can.settle && (
          <Tooltip content={t('legRecordScreens.civil.settle')}>
            <Button size="small" variant="minimal" intent="success" icon="bank-account" aria-label={t('legRecordScreens.civil.settle')} onClick={() => setSettling(r)} data-testid="civil-settle-button" />
          </Tooltip>
        )}
        {can.remove && (
          <Tooltip content={t('legRecordScreens.remove')}>
            <Button size="small" variant="minimal" intent="danger" icon="trash" aria-label={t('legRecordScreens.remove')} loading={busy === r.id} onClick={() => void remove(r)} data-testid="civil-remove-button" />
          </Tooltip>
        )}
      </span>
    ),
    text: () => '',
  };
  const set = (patch: Partial<Search>) => setForm({ ...form, ...patch });
  const closed = (saved: boolean) => {
    setEditing(null);
    setSettling(null);
    if (saved) q.reload();
  };

  return (
    <div className="foc-list foc-records" data-testid="civil-leg-list">
      <form
        className="foc-list__search"
        onSubmit={(e) => {
          e.preventDefault();
          q.search(conditions(form, timeType));
        }}
      >
        <ControlGroup>
          <InputGroup leftIcon="search" placeholder={t('legRecordScreens.col.tripNumber')} value={form.tripNumber} onChange={(e) => set({ tripNumber: e.currentTarget.value })} data-testid="search-tripNumber" />
          <InputGroup placeholder={t('legRecordScreens.civil.supplier')} value={form.supplier} onChange={(e) => set({ supplier: e.currentTarget.value })} data-testid="search-supplier" />
        </ControlGroup>
        <HTMLSelect
          value={form.settled}
          onChange={(e) => set({ settled: e.currentTarget.value as Search['settled'] })}
          aria-label={t('legRecordScreens.civil.settlementTime')}
          data-testid="search-settled"
          options={[
            { value: '', label: t('legRecordScreens.civil.anySettlement') },
            { value: 'yes', label: t('legRecordScreens.civil.settled') },
            { value: 'no', label: t('legRecordScreens.civil.unsettled') },
          ]}
        />
        <DateRangeFilter value={form.range} onChange={(range) => set({ range })} label={t('legRecordScreens.col.plannedDeparture')} timeType={timeType} />
        <Button type="submit" intent="primary" icon="search" text={t('legRecordScreens.search')} data-testid="search-submit" />
        <Button
          icon="reset"
          text={t('legRecordScreens.reset')}
          onClick={() => {
            setForm(EMPTY);
            q.search([]);
          }}
        />
      </form>
      <div className="foc-list__toolbar">
        <span className="foc-list__spacer" />
        <Button icon="refresh" variant="minimal" onClick={q.reload} aria-label={t('legRecordScreens.reload')} data-testid="list-reload" />
        {hasAbility('civilLeg:export') && (
          <ExportButton
            name={t('legRecordScreens.civil.fileName')}
            columns={shown}
            query={q}
            fetch={legRecordsApi.civilLegs}
            prepare={exportPrepare(timeType, (r) => [r.departureIcao], build, visible)}
          />
        )}
        <ColumnChooser all={columns} visible={visible} onToggle={toggle} />
      </div>
      <ListTable columns={can.edit || can.remove || can.settle ? [...shown, actions] : shown} rows={q.rows} rowKey={(r) => r.id} sort={q.sort} onSort={q.toggleSort} loading={q.loading} testId="civil-table" />
      <Pager page={q.page} pages={q.pages} pageSize={q.pageSize} total={q.total} onPage={q.setPage} onPageSize={q.setPageSize} />
      {editing && <CivilLegEditDialog row={editing} onClose={closed} />}
      {settling && <CivilLegSettleDialog row={settling} timeType={timeType} onClose={closed} />}
    </div>
  );
}
