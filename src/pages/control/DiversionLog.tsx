import { Button, ControlGroup, HTMLSelect, InputGroup, Tag } from '@blueprintjs/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { LEG_RECORD_EXPORTS, legRecordsApi, type DiversionRow } from '../../api/legRecords';
import type { TimeType } from '../../domain/timeType';
import { DIVERSION_STATUSES, DiversionStatus, diversionStatusLabelKey } from '../../domain/trip';
import { hasAbility, session } from '../../state/session';
import { settings } from '../../state/settings';
import { dayRangeConditions } from '../../ui/list/listQuery';
import type { ListColumn } from '../../ui/list/ListTable';
import { instantText, TimeCell, useAirportZones, useZoneHint } from '../../ui/list/times';
import { useListQuery } from '../../ui/list/useListQuery';
import type { DayRange } from '../../ui/list/dateRanges';
import { legRefColumns, RecordSearch, RecordTable, SearchText, useSearchForm, useRowCommand } from '../../ui/list/recordListFrame';
import { DateRangeFilter, timeColumn } from '../../ui/list/recordListParts';
import '../../ui/list/list.css';

interface Search {
  tripNumber: string;
  diversionIcao: string;
  status: string;
  range: DayRange;
}
const EMPTY: Search = { tripNumber: '', diversionIcao: '', status: '', range: { from: '', to: '' } };

const conditions = (s: Search, timeType: TimeType) => [
  { name: 'tripNumber', op: 'startsWith' as const, value: s.tripNumber },
  { name: 'diversionIcao', op: 'eq' as const, value: s.diversionIcao.trim().toUpperCase() },
  { name: 'status', op: 'eq' as const, value: s.status === '' ? '' : Number(s.status) },
  ...dayRangeConditions('diversionEtaUtc', s.range.from, s.range.to, timeType),
];

/** The diversion log (`control/DiversionLog`): diversions of released or flying legs; a normal one can be cancelled. */
export default function DiversionLog() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useSnapshot(session);
  const { timeType } = useSnapshot(settings);
  const zoneHint = useZoneHint();
  const hint = zoneHint(timeType);
  const q = useListQuery<DiversionRow>(legRecordsApi.diversions, { sort: { field: 'diversionEtaUtc', direction: 'desc' } });
  const search = useSearchForm(EMPTY, q, (s) => conditions(s, timeType));
  const { form, set } = search;
  const { busy, run } = useRowCommand(q.reload);
  const zones = useAirportZones(
    q.rows.flatMap((r) => [r.diversionIcao, r.arrivalIcao]),
    timeType,
  );
  const canCancel = hasAbility('diversion:cancel');

  const cancel = (r: DiversionRow) =>
    run(r.id, t('legRecordScreens.diversion.cancelConfirm', { icao: r.diversionIcao, trip: r.tripNumber, leg: r.legNumber }), async () =>
      legRecordsApi.cancelDiversion(r.id, await legRecordsApi.tripVersion(r.tripId)),
    );

  const build = useMemo(
    () =>
      (z: Record<string, string | null>): ListColumn<DiversionRow>[] => {
        const status = (r: DiversionRow) => t(diversionStatusLabelKey(r.status));
        const leg = legRefColumns<DiversionRow>(t, (r) => navigate(`/tripLegDetail?id=${encodeURIComponent(r.legId)}`));
        return [
          leg.tripNumber,
          leg.legNumber,
          leg.route,
          { key: 'diversionIcao', header: t('legRecordScreens.diversion.icao'), sortField: 'diversionIcao', cell: (r) => <strong className="foc-list__route">{r.diversionIcao}</strong>, text: (r) => r.diversionIcao },
          timeColumn({ key: 'diversionEta', header: t('legRecordScreens.diversion.eta'), hint, sortField: 'diversionEtaUtc', iso: (r) => r.diversionEtaUtc, icao: (r) => r.diversionIcao }, timeType, z),
          timeColumn({ key: 'plannedArrival', header: t('legRecordScreens.col.plannedArrival'), hint, sortField: 'plannedArrivalUtc', iso: (r) => r.plannedArrivalUtc, icao: (r) => r.arrivalIcao }, timeType, z),
          { key: 'reason', header: t('legRecordScreens.diversion.reason'), cell: (r) => r.reason, text: (r) => r.reason },
          { key: 'note', header: t('legRecordScreens.col.note'), cell: (r) => r.note ?? '', text: (r) => r.note ?? '' },
          {
            key: 'status',
            header: t('legRecordScreens.col.status'),
            sortField: 'status',
            cell: (r) => (
              <Tag minimal intent={r.status === DiversionStatus.cancelled ? 'none' : 'warning'} data-status={r.status}>
                {status(r)}
              </Tag>
            ),
            text: status,
          },
          { key: 'createAuthor', header: t('legRecordScreens.col.createAuthor'), cell: (r) => r.createAuthor ?? '', text: (r) => r.createAuthor ?? '' },
          {
            // no airport for the record time: Local shows UTC
            key: 'createTime',
            header: t('legRecordScreens.col.createTime'),
            hint: timeType === 'Local' ? 'UTC' : hint,
            sortField: 'createTime',
            cell: (r) => <TimeCell iso={r.createTime} timeType={timeType === 'Local' ? 'UTC' : timeType} />,
            text: (r) => instantText(r.createTime, timeType === 'Local' ? 'UTC' : timeType),
          },
        ];
      },
    [t, navigate, timeType, hint],
  );
  const columns = useMemo(() => build(zones), [build, zones]);
  const actions: ListColumn<DiversionRow> = {
    key: 'actions',
    header: t('legRecordScreens.col.actions'),
    cell: (r) =>
      canCancel && r.status === DiversionStatus.normal ? (
        <Button size="small" intent="danger" variant="minimal" icon="disable" text={t('legRecordScreens.diversion.cancel')} loading={busy === r.id} onClick={() => void cancel(r)} data-testid="diversion-cancel" />
      ) : null,
    text: () => '',
  };

  return (
    <div className="foc-list foc-records" data-testid="diversion-log">
      <RecordSearch search={search}>
        <ControlGroup>
          <SearchText first field="tripNumber" placeholder={t('legRecordScreens.col.tripNumber')} value={form.tripNumber} onChange={(tripNumber) => set({ tripNumber })} />
          <InputGroup className="foc-list__icao" placeholder={t('legRecordScreens.diversion.icao')} maxLength={4} value={form.diversionIcao} onChange={(e) => set({ diversionIcao: e.currentTarget.value.toUpperCase() })} data-testid="search-diversionIcao" />
        </ControlGroup>
        <HTMLSelect
          value={form.status}
          onChange={(e) => set({ status: e.currentTarget.value })}
          aria-label={t('legRecordScreens.col.status')}
          data-testid="search-status"
          options={[{ value: '', label: t('legRecordScreens.allStatuses') }, ...DIVERSION_STATUSES.map((s) => ({ value: String(s), label: t(diversionStatusLabelKey(s)) }))]}
        />
        <DateRangeFilter value={form.range} onChange={(range) => set({ range })} label={t('legRecordScreens.diversion.eta')} timeType={timeType} />
      </RecordSearch>
      <RecordTable
        query={q}
        screen="diversionLog"
        columns={columns}
        actions={canCancel ? actions : null}
        exportAs={hasAbility('diversion:export') ? { name: t('legRecordScreens.diversion.fileName'), url: LEG_RECORD_EXPORTS.diversions } : null}
        testId="diversion-table"
      />
    </div>
  );
}
