import { Button, ControlGroup, HTMLSelect, InputGroup, Tag } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { legRecordsApi, type DiversionRow } from '../../api/legRecords';
import { showToast } from '../../app/toaster';
import type { TimeType } from '../../domain/timeType';
import { DIVERSION_STATUSES, DiversionStatus, diversionStatusLabelKey } from '../../domain/trip';
import { confirm } from '../../forms';
import { hasAbility, session } from '../../state/session';
import { settings } from '../../state/settings';
import { ExportButton } from '../trip/ExportButton';
import { dayRangeConditions } from '../trip/listQuery';
import { ColumnChooser, ListTable, Pager, type ListColumn } from '../trip/ListTable';
import { instantText, TimeCell, useAirportZones, useZoneHint } from '../trip/times';
import { useColumns } from '../trip/useColumns';
import { useListQuery } from '../trip/useListQuery';
import type { DayRange } from './dateRanges';
import { DateRangeFilter, exportPrepare, timeColumn } from './recordListParts';
import '../trip/tripLists.css';

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
  const [form, setForm] = useState<Search>(EMPTY);
  const [busy, setBusy] = useState<string | null>(null);
  const zones = useAirportZones(
    q.rows.flatMap((r) => [r.diversionIcao, r.arrivalIcao]),
    timeType,
  );
  const canCancel = hasAbility('diversion:cancel');

  const cancel = async (r: DiversionRow) => {
    const yes = await confirm({ message: t('legRecordScreens.diversion.cancelConfirm', { icao: r.diversionIcao, trip: r.tripNumber, leg: r.legNumber }), intent: 'danger' });
    if (!yes) return;
    setBusy(r.id);
    try {
      await legRecordsApi.cancelDiversion(r.id, await legRecordsApi.tripVersion(r.tripId));
      showToast(t('legRecordScreens.done'), 'success');
      q.reload();
    } catch {
      // the request layer has told the user
    } finally {
      setBusy(null);
    }
  };

  const build = useMemo(
    () =>
      (z: Record<string, string | null>): ListColumn<DiversionRow>[] => {
        const status = (r: DiversionRow) => t(diversionStatusLabelKey(r.status));
        return [
          { key: 'tripNumber', header: t('legRecordScreens.col.tripNumber'), sortField: 'tripNumber', cell: (r) => <a onClick={() => navigate(`/tripLegDetail?id=${encodeURIComponent(r.legId)}`)}>{r.tripNumber}</a>, text: (r) => r.tripNumber },
          { key: 'legNumber', header: t('legRecordScreens.col.legNumber'), sortField: 'legNumber', cell: (r) => r.legNumber, text: (r) => String(r.legNumber) },
          { key: 'route', header: t('legRecordScreens.col.route'), sortField: 'departureIcao', cell: (r) => <span className="foc-list__route">{`${r.departureIcao} → ${r.arrivalIcao}`}</span>, text: (r) => `${r.departureIcao}-${r.arrivalIcao}` },
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
  const { visible, shown, toggle } = useColumns('diversionLog', columns);
  const actions: ListColumn<DiversionRow> = {
    key: 'actions',
    header: t('legRecordScreens.col.actions'),
    cell: (r) =>
      canCancel && r.status === DiversionStatus.normal ? (
        <Button size="small" intent="danger" variant="minimal" icon="disable" text={t('legRecordScreens.diversion.cancel')} loading={busy === r.id} onClick={() => void cancel(r)} data-testid="diversion-cancel" />
      ) : null,
    text: () => '',
  };
  const set = (patch: Partial<Search>) => setForm({ ...form, ...patch });

  return (
    <div className="foc-list foc-records" data-testid="diversion-log">
      <form
        className="foc-list__search"
        onSubmit={(e) => {
          e.preventDefault();
          q.search(conditions(form, timeType));
        }}
      >
        <ControlGroup>
          <InputGroup leftIcon="search" placeholder={t('legRecordScreens.col.tripNumber')} value={form.tripNumber} onChange={(e) => set({ tripNumber: e.currentTarget.value })} data-testid="search-tripNumber" />
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
        {hasAbility('diversion:export') && (
          <ExportButton
            name={t('legRecordScreens.diversion.fileName')}
            columns={shown}
            query={q}
            fetch={legRecordsApi.diversions}
            prepare={exportPrepare(timeType, (r) => [r.diversionIcao, r.arrivalIcao], build, visible)}
          />
        )}
        <ColumnChooser all={columns} visible={visible} onToggle={toggle} />
      </div>
      <ListTable columns={canCancel ? [...shown, actions] : shown} rows={q.rows} rowKey={(r) => r.id} sort={q.sort} onSort={q.toggleSort} loading={q.loading} testId="diversion-table" />
      <Pager page={q.page} pages={q.pages} pageSize={q.pageSize} total={q.total} onPage={q.setPage} onPageSize={q.setPageSize} />
    </div>
  );
}
