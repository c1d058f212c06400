import { Button, ControlGroup, HTMLSelect, InputGroup, Tag } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { tripApi, type TripRow } from '../../api/trip';
import { tripStatusOptionText, tripStatusOptions, type Translate } from '../../domain/trip/readingText';
import { useReadings } from '../../state/readings';
import { hasAbility, session } from '../../state/session';
import { settings } from '../../state/settings';
import { ServerExportButton } from '../../ui/list/ServerExportButton';
import { TripRowActions } from './form/TripRowActions';
import { EMPTY_TRIP_SEARCH, tripConditions, type TripSearch } from './tripSearch';
import { ColumnChooser, ListTable, Pager, type ListColumn } from '../../ui/list/ListTable';
import { instantText, TimeCell, useAirportZones, useZoneHint } from '../../ui/list/times';
import { useTripExtras } from './tripExtras';
import { useColumns } from '../../ui/list/useColumns';
import { useListQuery } from '../../ui/list/useListQuery';
import { tripOrLegEvent, useLiveReload } from '../../app/realtime/useLive';
import { columnDecl, TRIP_COLUMNS } from '../../contract/listColumns';
import '../../ui/list/list.css';

/** Header label keys come from the columns the export shares (src/contract/listColumns.ts). */
const head = (key: string) => columnDecl(TRIP_COLUMNS, key).label;

const STATUS_INTENT: Record<string, 'none' | 'primary' | 'success' | 'warning' | 'danger'> = {
  unconfirmed: 'none',
  notReceived: 'warning',
  received: 'primary',
  preparing: 'primary',
  completed: 'success',
  cancelled: 'danger',
  rejected: 'danger',
};

/** The trip list (`trip/TripList`): search, sort, paging, column choice and CSV export of the page. */
export default function TripList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useSnapshot(session);
  const { timeType } = useSnapshot(settings);
  const zoneHint = useZoneHint();
  const readings = useReadings();
  const q = useListQuery<TripRow>(tripApi.list, { sort: { field: 'createTime', direction: 'desc' } });
  const live = useLiveReload(q.reload, tripOrLegEvent);
  const [form, setForm] = useState<TripSearch>(EMPTY_TRIP_SEARCH);
  const { legs, customers } = useTripExtras(q.rows);
  const icaos = Object.values(legs).flatMap((s) => [s.firstDeparture?.departureIcao ?? '', s.lastArrival?.arrivalIcao ?? ''].filter(Boolean));
  const zones = useAirportZones(icaos, timeType);
  const localHint = zoneHint(timeType);

  const columns = useMemo<ListColumn<TripRow>[]>(() => {
    const dep = (r: TripRow) => legs[r.id]?.firstDeparture;
    const arr = (r: TripRow) => legs[r.id]?.lastArrival;
    const depZone = (r: TripRow) => zones[dep(r)?.departureIcao ?? ''];
    const arrZone = (r: TripRow) => zones[arr(r)?.arrivalIcao ?? ''];
    const customer = (r: TripRow) => customers[r.customerId] ?? '';
    return [
      { key: 'tripNumber', header: t(head('tripNumber')), sortField: 'tripNumber', cell: (r) => <strong>{r.tripNumber}</strong>, text: (r) => r.tripNumber },
      { key: 'customer', header: t(head('customer')), cell: (r) => customer(r) || <span className="foc-list__muted">{r.customerId.slice(0, 8)}</span>, text: customer },
      {
        key: 'status',
        header: t(head('status')),
        sortField: 'status',
        cell: (r) => (
          <Tag minimal intent={STATUS_INTENT[r.status] ?? 'none'} data-status={r.status}>
            {readings.tripStatus(r.status)}
          </Tag>
        ),
        text: (r) => readings.tripStatus(r.status),
      },
      { key: 'legs', header: t(head('legs')), cell: (r) => legs[r.id]?.count ?? '', text: (r) => String(legs[r.id]?.count ?? '') },
      {
        key: 'firstDeparture',
        header: t(head('firstDeparture')),
        hint: localHint,
        cell: (r) => dep(r) && <TimeCell iso={dep(r)!.plannedDepartureUtc} timeType={timeType} zone={depZone(r)} />,
        text: (r) => instantText(dep(r)?.plannedDepartureUtc, timeType, depZone(r)),
      },
      {
        key: 'lastArrival',
        header: t(head('lastArrival')),
        hint: localHint,
        cell: (r) => arr(r) && <TimeCell iso={arr(r)!.plannedArrivalUtc} timeType={timeType} zone={arrZone(r)} />,
        text: (r) => instantText(arr(r)?.plannedArrivalUtc, timeType, arrZone(r)),
      },
      {
        // no airport for the create time: Local shows UTC
        key: 'createTime',
        header: t(head('createTime')),
        hint: timeType === 'Local' ? 'UTC' : localHint,
        sortField: 'createTime',
        cell: (r) => <TimeCell iso={r.createTime} timeType={timeType === 'Local' ? 'UTC' : timeType} />,
        text: (r) => instantText(r.createTime, timeType === 'Local' ? 'UTC' : timeType),
      },
      // row actions (trip forms): pages and commands, each by ability and domain rule
      { key: 'actions', header: t('tripForm.row.column'), cell: (r) => <TripRowActions tripId={r.id} tripNumber={r.tripNumber} onChanged={q.reload} />, text: () => '' },
    ];
  }, [t, legs, customers, zones, timeType, localHint, q.reload, readings]);
  const { visible, shown, toggle } = useColumns('tripList', columns);

  const submit = () => q.search(tripConditions(form));
  const reset = () => {
    setForm(EMPTY_TRIP_SEARCH);
    q.search([]);
  };
  const exported = shown.filter((c) => c.key !== 'actions');

  return (
    <div className="foc-list" data-testid="trip-list">
      <form
        className="foc-list__search"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <ControlGroup>
          <InputGroup
            placeholder={t('tripScreens.list.tripNumber')}
            value={form.tripNumber}
            onChange={(e) => setForm({ ...form, tripNumber: e.currentTarget.value })}
            data-testid="search-tripNumber"
            leftIcon="search"
          />
          <HTMLSelect
            value={form.status}
            onChange={(e) => setForm({ ...form, status: e.currentTarget.value })}
            aria-label={t('tripScreens.list.status')}
            data-testid="search-status"
            options={[{ value: '', label: t('tripScreens.list.allStatuses') }, ...tripStatusOptions(readings.trip).map((o) => ({ value: o.value, label: tripStatusOptionText(o, t as unknown as Translate) }))]}
          />
        </ControlGroup>
        <Button type="submit" intent="primary" icon="search" text={t('tripScreens.list.search')} data-testid="search-submit" />
        <Button icon="reset" text={t('tripScreens.list.reset')} onClick={reset} />
      </form>
      <div className="foc-list__toolbar">
        {hasAbility('trip:add') && <Button intent="primary" icon="add" text={t('tripScreens.trip.add')} onClick={() => navigate('/tripAdd')} data-testid="trip-add" />}
        <span className="foc-list__spacer" />
        <Button icon="refresh" variant="minimal" onClick={q.reload} aria-label={t('tripScreens.list.reload')} data-testid="list-reload" />
        {hasAbility('trip:export') && <ServerExportButton url="/trip/v1/trips/export" name={t('tripScreens.trip.fileName')} columns={exported.map((c) => c.key)} query={q} />}
        <ColumnChooser all={columns} visible={visible} onToggle={toggle} />
      </div>
      <ListTable columns={shown} rows={q.rows} rowKey={(r) => r.id} sort={q.sort} onSort={q.toggleSort} loading={q.loading} testId="trip-table" highlight={(r) => live.changed.has(r.id)} />
      <Pager page={q.page} pages={q.pages} pageSize={q.pageSize} total={q.total} onPage={q.setPage} onPageSize={q.setPageSize} />
    </div>
  );
}
