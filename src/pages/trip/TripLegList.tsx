import { Button, Checkbox, ControlGroup, HTMLSelect, InputGroup, Tag } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { tripApi, type LegListRow as LegRow } from '../../api/trip';
import { LegProgressTags, progressAt, useMinuteClock } from '../../ui/leg/legProgressTag';
import { eteText, GANTT_BAR_COLOURS, ganttBarColour, LEG_STATES } from '../../domain/trip';
import { DateControl } from '../../forms';
import { useReadings } from '../../state/readings';
import { hasAbility, session } from '../../state/session';
import { settings } from '../../state/settings';
import { ServerExportButton } from '../../ui/list/ServerExportButton';
import { EMPTY_LEG_SEARCH, legConditions, type LegSearch } from './tripSearch';
import { ColumnChooser, ListTable, Pager, type ListColumn } from '../../ui/list/ListTable';
import { instantText, TimeCell, useAirportZones, useZoneHint } from '../../ui/list/times';
import { useColumns } from '../../ui/list/useColumns';
import { useListQuery } from '../../ui/list/useListQuery';
import { tripOrLegEvent, useLiveReload } from '../../app/realtime/useLive';
import { columnDecl, LEG_COLUMNS } from '../../contract/listColumns';
import '../../ui/list/list.css';

/** Header label keys come from the columns the export shares (src/contract/listColumns.ts). */
const head = (key: string) => columnDecl(LEG_COLUMNS, key).label;

/** The state tag in its Gantt bar colour; the light blue one takes dark text to stay readable. */
const stateStyle = (state: number) => {
  const colour = ganttBarColour(state);
  return { background: GANTT_BAR_COLOURS[colour], color: colour === 'lightBlue' ? '#1c2127' : '#fff' };
};

/** Estimated time en route as H:MM. */
export { eteText };

/** The leg list (`trip/TripLegList`). */
export default function TripLegList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useSnapshot(session);
  const { timeType } = useSnapshot(settings);
  const zoneHint = useZoneHint();
  const readings = useReadings();
  const q = useListQuery<LegRow>(tripApi.legList, { sort: { field: 'plannedDepartureUtc', direction: 'desc' } });
  const live = useLiveReload(q.reload, tripOrLegEvent);
  const [form, setForm] = useState<LegSearch>(EMPTY_LEG_SEARCH);
  const zones = useAirportZones(
    q.rows.flatMap((r) => [r.departureIcao, r.arrivalIcao]),
    timeType,
  );
  const hint = zoneHint(timeType);
  // overdue and stale move with the clock: recomputed every minute from the rows, not refetched
  const clock = useMinuteClock();
  const columns = useMemo<ListColumn<LegRow>[]>(() => {
    const stateText = (r: LegRow) => readings.legState(r.legState);
    return [
      { key: 'tripNumber', header: t(head('tripNumber')), sortField: 'tripNumber', cell: (r) => r.tripNumber, text: (r) => r.tripNumber },
      {
        key: 'legNumber',
        header: t(head('legNumber')),
        sortField: 'legNumber',
        cell: (r) => (
          <a role="button" tabIndex={0} onClick={() => navigate(`/tripLegDetail?id=${encodeURIComponent(r.id)}`)} title={t('legDetail.list.open')} data-testid="leg-open">
            {r.legNumber}
          </a>
        ),
        text: (r) => String(r.legNumber),
      },
      { key: 'flightNo', header: t(head('flightNo')), sortField: 'flightNo', cell: (r) => r.flightNo ?? '', text: (r) => r.flightNo ?? '' },
      {
        key: 'route',
        header: t(head('route')),
        sortField: 'departureIcao',
        cell: (r) => (
          <span className="foc-list__route">
            {r.departureIcao} → {r.arrivalIcao}
          </span>
        ),
        text: (r) => `${r.departureIcao}-${r.arrivalIcao}`,
      },
      {
        key: 'plannedDeparture',
        header: t(head('plannedDeparture')),
        hint,
        sortField: 'plannedDepartureUtc',
        cell: (r) => <TimeCell iso={r.plannedDepartureUtc} timeType={timeType} zone={zones[r.departureIcao.toUpperCase()]} />,
        text: (r) => instantText(r.plannedDepartureUtc, timeType, zones[r.departureIcao.toUpperCase()]),
      },
      {
        key: 'plannedArrival',
        header: t(head('plannedArrival')),
        hint,
        sortField: 'plannedArrivalUtc',
        cell: (r) => <TimeCell iso={r.plannedArrivalUtc} timeType={timeType} zone={zones[r.arrivalIcao.toUpperCase()]} />,
        text: (r) => instantText(r.plannedArrivalUtc, timeType, zones[r.arrivalIcao.toUpperCase()]),
      },
      { key: 'ete', header: t(head('ete')), cell: (r) => eteText(r.eteMinutes), text: (r) => eteText(r.eteMinutes) },
      {
        key: 'legState',
        header: t(head('legState')),
        sortField: 'legState',
        cell: (r) => (
          <span data-testid="leg-state-cell" style={{ display: 'inline-flex', alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
            <Tag round style={stateStyle(r.legState)} data-state={r.legState}>
              {stateText(r)}
            </Tag>
            <LegProgressTags view={progressAt(r, clock)} compact />
          </span>
        ),
        text: (r) => {
          const v = progressAt(r, clock);
          return [stateText(r), v.progress === 'delayed' || v.progress === 'stale' || v.progress.endsWith('Detected') ? t(`trip.legProgress.${v.progress}`) : '', v.overdue !== 'none' ? t(`trip.overdue.${v.overdue}`) : ''].filter(Boolean).join(' · ');
        },
      },
      {
        key: 'log',
        header: t('legDetail.list.log'),
        cell: (r) => (
          <a role="button" tabIndex={0} onClick={() => navigate(`/tripLegLog?legId=${encodeURIComponent(r.id)}`)} data-testid="leg-log-link">
            {t('legDetail.list.log')}
          </a>
        ),
        text: () => '',
      },
    ];
  }, [t, zones, timeType, hint, navigate, readings, clock]);
  const { visible, shown, toggle } = useColumns('tripLegList', columns);
  const exported = shown.filter((c) => c.key !== 'log');
  const set = (patch: Partial<LegSearch>) => setForm({ ...form, ...patch });
  const reset = () => {
    setForm(EMPTY_LEG_SEARCH);
    q.search([]);
  };
  const icao = (key: 'departureIcao' | 'arrivalIcao', label: string) => (
    <InputGroup className="foc-list__icao" placeholder={label} maxLength={4} value={form[key]} onChange={(e) => set({ [key]: e.currentTarget.value.toUpperCase() })} data-testid={`search-${key}`} />
  );

  return (
    <div className="foc-list" data-testid="leg-list">
      <form
        className="foc-list__search"
        onSubmit={(e) => {
          e.preventDefault();
          q.search(legConditions(form, timeType));
        }}
      >
        <ControlGroup>
          <InputGroup leftIcon="search" placeholder={t('tripScreens.leg.flightNo')} value={form.flightNo} onChange={(e) => set({ flightNo: e.currentTarget.value })} data-testid="search-flightNo" />
          <InputGroup placeholder={t('tripScreens.list.tripNumber')} value={form.tripNumber} onChange={(e) => set({ tripNumber: e.currentTarget.value })} data-testid="search-tripNumber" />
        </ControlGroup>
        <HTMLSelect
          value={form.legState}
          onChange={(e) => set({ legState: e.currentTarget.value })}
          aria-label={t('tripScreens.leg.state')}
          data-testid="search-legState"
          options={[{ value: '', label: t('tripScreens.list.allStatuses') }, ...LEG_STATES.map((s) => ({ value: String(s), label: readings.legStateWithCode(s) }))]}
        />
        <ControlGroup>
          {icao('departureIcao', t('tripScreens.leg.departureIcao'))}
          {icao('arrivalIcao', t('tripScreens.leg.arrivalIcao'))}
        </ControlGroup>
        <span className="foc-list__range">
          <DateControl value={form.from} onChange={(from) => set({ from })} placeholder={t('tripScreens.leg.from')} aria-label={t('tripScreens.leg.from')} />
          <span>–</span>
          <DateControl value={form.to} onChange={(to) => set({ to })} placeholder={t('tripScreens.leg.to')} aria-label={t('tripScreens.leg.to')} />
        </span>
        <Checkbox
          checked={Boolean(form.needsClosing)}
          label={t('trip.needsClosing')}
          onChange={(e) => {
            const next = { ...form, needsClosing: e.currentTarget.checked };
            setForm(next);
            q.search(legConditions(next, timeType));
          }}
          style={{ margin: 0, alignSelf: 'center' }}
          data-testid="search-needsClosing"
        />
        <Button type="submit" intent="primary" icon="search" text={t('tripScreens.list.search')} data-testid="search-submit" />
        <Button icon="reset" text={t('tripScreens.list.reset')} onClick={reset} />
      </form>
      <div className="foc-list__toolbar">
        <span className="foc-list__spacer" />
        <Button icon="refresh" variant="minimal" onClick={q.reload} aria-label={t('tripScreens.list.reload')} data-testid="list-reload" />
        {hasAbility('tripLeg:export') && <ServerExportButton url="/trip/v1/tripLegs/export" name={t('tripScreens.leg.fileName')} columns={exported.map((c) => c.key)} query={q} />}
        <ColumnChooser all={columns} visible={visible} onToggle={toggle} />
      </div>
      <ListTable columns={shown} rows={q.rows} rowKey={(r) => r.id} sort={q.sort} onSort={q.toggleSort} loading={q.loading} testId="leg-table" highlight={(r) => live.changed.has(r.id) || live.changed.has(r.tripId)} />
      <Pager page={q.page} pages={q.pages} pageSize={q.pageSize} total={q.total} onPage={q.setPage} onPageSize={q.setPageSize} />
    </div>
  );
}
