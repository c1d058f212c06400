import { Button, ControlGroup, HTMLSelect, Tag, Tooltip } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { LEG_RECORD_EXPORTS, legRecordsApi, type CivilLegRow } from '../../api/legRecords';
import type { ListCondition } from '../../api/trip';
import type { TimeType } from '../../domain/timeType';
import { useReadings } from '../../state/readings';
import { formatMoney } from '../../forms';
import { hasAbility, session } from '../../state/session';
import { settings } from '../../state/settings';
import type { DayRange } from '../../ui/list/dateRanges';
import { legRefColumns, RecordSearch, RecordTable, SearchText, useSearchForm, useRowCommand } from '../../ui/list/recordListFrame';
import { DateRangeFilter, timeColumn } from '../../ui/list/recordListParts';
import { chipStyle } from '../../ui/calendar/LegChip';
import { CivilLegEditDialog, CivilLegSettleDialog } from './CivilLegDialogs';
import { dayRangeConditions } from '../../ui/list/listQuery';
import type { ListColumn } from '../../ui/list/ListTable';
import { instantText, TimeCell, useAirportZones, useZoneHint } from '../../ui/list/times';
import { useListQuery } from '../../ui/list/useListQuery';
import '../../ui/list/list.css';

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
  const search = useSearchForm(EMPTY, q, (s) => conditions(s, timeType));
  const { form, set } = search;
  const [editing, setEditing] = useState<CivilLegRow | null>(null);
  const [settling, setSettling] = useState<CivilLegRow | null>(null);
  const { busy, run } = useRowCommand(q.reload);
  const zones = useAirportZones(
    q.rows.map((r) => r.departureIcao),
    timeType,
  );
  const can = { edit: hasAbility('civilLeg:edit'), remove: hasAbility('civilLeg:delete'), settle: hasAbility('civilLeg:settle') };
  const settleType: TimeType = timeType === 'Local' ? 'UTC' : timeType;

  const readings = useReadings();
  const build = useMemo(
    () =>
      (z: Record<string, string | null>): ListColumn<CivilLegRow>[] => {
        const state = (r: CivilLegRow) => readings.legState(r.legState);
        const leg = legRefColumns<CivilLegRow>(t, (r) => navigate(`/tripLegDetail?id=${encodeURIComponent(r.legId)}`));
        return [
          leg.tripNumber,
          leg.legNumber,
          leg.route,
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
    [t, navigate, timeType, hint, settleType, readings],
  );
  const columns = useMemo(() => build(zones), [build, zones]);

  const remove = (r: CivilLegRow) =>
    run(r.id, t('legRecordScreens.civil.removeConfirm', { trip: r.tripNumber, leg: r.legNumber }), async () =>
      legRecordsApi.removeCivilLeg(r.id, await legRecordsApi.tripVersion(r.tripId)),
    );
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
  const closed = (saved: boolean) => {
    setEditing(null);
    setSettling(null);
    if (saved) q.reload();
  };

  return (
    <div className="foc-list foc-records" data-testid="civil-leg-list">
      <RecordSearch search={search}>
        <ControlGroup>
          <SearchText first field="tripNumber" placeholder={t('legRecordScreens.col.tripNumber')} value={form.tripNumber} onChange={(tripNumber) => set({ tripNumber })} />
          <SearchText field="supplier" placeholder={t('legRecordScreens.civil.supplier')} value={form.supplier} onChange={(supplier) => set({ supplier })} />
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
      </RecordSearch>
      <RecordTable
        query={q}
        screen="civilLegList"
        columns={columns}
        actions={can.edit || can.remove || can.settle ? actions : null}
        exportAs={hasAbility('civilLeg:export') ? { name: t('legRecordScreens.civil.fileName'), url: LEG_RECORD_EXPORTS.civilLegs } : null}
        testId="civil-table"
      />
      {editing && <CivilLegEditDialog row={editing} onClose={closed} />}
      {settling && <CivilLegSettleDialog row={settling} timeType={timeType} onClose={closed} />}
    </div>
  );
}
