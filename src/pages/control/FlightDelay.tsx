import { Button, Checkbox, ControlGroup, InputGroup, Tag, Tooltip } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { ListCondition } from '../../api/trip';
import { legRecordsApi, type FlightDelayRow } from '../../api/legRecords';
import type { TimeType } from '../../domain/timeType';
import { DELAY_REASON_THRESHOLD_MINUTES } from '../../domain/trip/delay';
import { hasAbility, session } from '../../state/session';
import { settings } from '../../state/settings';
import { ExportButton } from '../trip/ExportButton';
import { dayRangeConditions } from '../trip/listQuery';
import { ColumnChooser, ListTable, Pager, type ListColumn } from '../trip/ListTable';
import { useAirportZones, useZoneHint } from '../trip/times';
import { useColumns } from '../trip/useColumns';
import { useListQuery } from '../trip/useListQuery';
import type { DayRange } from './dateRanges';
import { delayLevel, delayText } from './delayLevel';
import { DateRangeFilter, exportPrepare, timeColumn } from './recordListParts';
import '../trip/tripLists.css';

interface Search {
  flightNo: string;
  tripNumber: string;
  overThreshold: boolean;
  range: DayRange;
}
const EMPTY: Search = { flightNo: '', tripNumber: '', overThreshold: false, range: { from: '', to: '' } };

const conditions = (s: Search, timeType: TimeType): ListCondition[] => [
  { name: 'flightNo', op: 'startsWith', value: s.flightNo },
  { name: 'tripNumber', op: 'startsWith', value: s.tripNumber },
  ...(s.overThreshold ? [{ name: 'delayMinutes', op: 'gt' as const, value: DELAY_REASON_THRESHOLD_MINUTES }] : []),
  ...dayRangeConditions('plannedDepartureUtc', s.range.from, s.range.to, timeType),
];

/** Flight delays (`control/FlightDelay`): legs that took off later than planned, with the delay and its reason. */
export default function FlightDelay() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useSnapshot(session);
  const { timeType } = useSnapshot(settings);
  const hint = useZoneHint()(timeType);
  const q = useListQuery<FlightDelayRow>(legRecordsApi.flightDelays, { sort: { field: 'actualOffUtc', direction: 'desc' } });
  const [form, setForm] = useState<Search>(EMPTY);
  const zones = useAirportZones(
    q.rows.map((r) => r.departureIcao),
    timeType,
  );

  const build = useMemo(
    () =>
      (z: Record<string, string | null>): ListColumn<FlightDelayRow>[] => [
        { key: 'tripNumber', header: t('legRecordScreens.col.tripNumber'), sortField: 'tripNumber', cell: (r) => <a onClick={() => navigate(`/tripLegDetail?id=${encodeURIComponent(r.id)}`)}>{r.tripNumber}</a>, text: (r) => r.tripNumber },
        { key: 'legNumber', header: t('legRecordScreens.col.legNumber'), sortField: 'legNumber', cell: (r) => r.legNumber, text: (r) => String(r.legNumber) },
        { key: 'flightNo', header: t('legRecordScreens.col.flightNo'), sortField: 'flightNo', cell: (r) => r.flightNo ?? '', text: (r) => r.flightNo ?? '' },
        { key: 'route', header: t('legRecordScreens.col.route'), sortField: 'departureIcao', cell: (r) => <span className="foc-list__route">{`${r.departureIcao} → ${r.arrivalIcao}`}</span>, text: (r) => `${r.departureIcao}-${r.arrivalIcao}` },
        timeColumn({ key: 'plannedDeparture', header: t('legRecordScreens.col.plannedDeparture'), hint, sortField: 'plannedDepartureUtc', iso: (r) => r.plannedDepartureUtc, icao: (r) => r.departureIcao }, timeType, z),
        timeColumn({ key: 'actualOff', header: t('legRecordScreens.delay.actualOff'), hint, sortField: 'actualOffUtc', iso: (r) => r.actualOffUtc, icao: (r) => r.departureIcao }, timeType, z),
        {
          key: 'delayMinutes',
          header: t('legRecordScreens.delay.minutes'),
          sortField: 'delayMinutes',
          cell: (r) => {
            const level = delayLevel(r.delayMinutes, r.delayReason);
            const tag = (
              <Tag round intent={level === 'minor' ? 'warning' : 'danger'} minimal={level === 'minor'} data-level={level} data-testid="delay-minutes">
                {delayText(r.delayMinutes)}
              </Tag>
            );
            return level === 'minor' ? tag : <Tooltip content={t('legRecordScreens.delay.reasonRule', { n: DELAY_REASON_THRESHOLD_MINUTES })}>{tag}</Tooltip>;
          },
          text: (r) => String(r.delayMinutes),
        },
        {
          key: 'delayReason',
          header: t('legRecordScreens.delay.reason'),
          cell: (r) =>
            delayLevel(r.delayMinutes, r.delayReason) === 'missingReason' ? (
              <Tag intent="danger" minimal icon="warning-sign" data-testid="delay-reason-missing">
                {t('legRecordScreens.delay.reasonMissing')}
              </Tag>
            ) : (
              (r.delayReason ?? '')
            ),
          text: (r) => r.delayReason ?? '',
        },
      ],
    [t, navigate, timeType, hint],
  );
  const columns = useMemo(() => build(zones), [build, zones]);
  const { visible, shown, toggle } = useColumns('flightDelay', columns);
  const set = (patch: Partial<Search>) => setForm({ ...form, ...patch });

  return (
    <div className="foc-list foc-records" data-testid="flight-delay">
      <form
        className="foc-list__search"
        onSubmit={(e) => {
          e.preventDefault();
          q.search(conditions(form, timeType));
        }}
      >
        <ControlGroup>
          <InputGroup leftIcon="search" placeholder={t('legRecordScreens.col.flightNo')} value={form.flightNo} onChange={(e) => set({ flightNo: e.currentTarget.value })} data-testid="search-flightNo" />
          <InputGroup placeholder={t('legRecordScreens.col.tripNumber')} value={form.tripNumber} onChange={(e) => set({ tripNumber: e.currentTarget.value })} data-testid="search-tripNumber" />
        </ControlGroup>
        <DateRangeFilter value={form.range} onChange={(range) => set({ range })} label={t('legRecordScreens.col.plannedDeparture')} timeType={timeType} />
        <Checkbox
          className="foc-list__check"
          checked={form.overThreshold}
          onChange={(e) => set({ overThreshold: e.currentTarget.checked })}
          label={t('legRecordScreens.delay.overThreshold', { n: DELAY_REASON_THRESHOLD_MINUTES })}
          data-testid="search-overThreshold"
        />
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
        {hasAbility('flightDelay:export') && (
          <ExportButton
            name={t('legRecordScreens.delay.fileName')}
            columns={shown}
            query={q}
            fetch={legRecordsApi.flightDelays}
            prepare={exportPrepare(timeType, (r) => [r.departureIcao], build, visible)}
          />
        )}
        <ColumnChooser all={columns} visible={visible} onToggle={toggle} />
      </div>
      <ListTable columns={shown} rows={q.rows} rowKey={(r) => r.id} sort={q.sort} onSort={q.toggleSort} loading={q.loading} testId="delay-table" />
      <Pager page={q.page} pages={q.pages} pageSize={q.pageSize} total={q.total} onPage={q.setPage} onPageSize={q.setPageSize} />
    </div>
  );
}
