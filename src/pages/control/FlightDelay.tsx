import { Checkbox, ControlGroup, Tag, Tooltip } from '@blueprintjs/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { ListCondition } from '../../api/trip';
import { LEG_RECORD_EXPORTS, legRecordsApi, type FlightDelayRow } from '../../api/legRecords';
import type { TimeType } from '../../domain/timeType';
import { DELAY_REASON_THRESHOLD_MINUTES } from '../../domain/trip/delay';
import { hasAbility, session } from '../../state/session';
import { settings } from '../../state/settings';
import { dayRangeConditions } from '../../ui/list/listQuery';
import type { ListColumn } from '../../ui/list/ListTable';
import { useAirportZones, useZoneHint } from '../../ui/list/times';
import { useListQuery } from '../../ui/list/useListQuery';
import type { DayRange } from '../../ui/list/dateRanges';
import { delayLevel, delayText } from './delayLevel';
import { legRefColumns, RecordSearch, RecordTable, SearchText, useSearchForm } from '../../ui/list/recordListFrame';
import { DateRangeFilter, timeColumn } from '../../ui/list/recordListParts';
import '../../ui/list/list.css';

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
  const search = useSearchForm(EMPTY, q, (s) => conditions(s, timeType));
  const { form, set } = search;
  const zones = useAirportZones(
    q.rows.map((r) => r.departureIcao),
    timeType,
  );

  const build = useMemo(
    () => {
      const leg = legRefColumns<FlightDelayRow>(t, (r) => navigate(`/tripLegDetail?id=${encodeURIComponent(r.id)}`));
      return (z: Record<string, string | null>): ListColumn<FlightDelayRow>[] => [
        leg.tripNumber,
        leg.legNumber,
        { key: 'flightNo', header: t('legRecordScreens.col.flightNo'), sortField: 'flightNo', cell: (r) => r.flightNo ?? '', text: (r) => r.flightNo ?? '' },
        leg.route,
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
      ];
    },
    [t, navigate, timeType, hint],
  );
  const columns = useMemo(() => build(zones), [build, zones]);

  return (
    <div className="foc-list foc-records" data-testid="flight-delay">
      <RecordSearch search={search}>
        <ControlGroup>
          <SearchText first field="flightNo" placeholder={t('legRecordScreens.col.flightNo')} value={form.flightNo} onChange={(flightNo) => set({ flightNo })} />
          <SearchText field="tripNumber" placeholder={t('legRecordScreens.col.tripNumber')} value={form.tripNumber} onChange={(tripNumber) => set({ tripNumber })} />
        </ControlGroup>
        <DateRangeFilter value={form.range} onChange={(range) => set({ range })} label={t('legRecordScreens.col.plannedDeparture')} timeType={timeType} />
        <Checkbox
          className="foc-list__check"
          checked={form.overThreshold}
          onChange={(e) => set({ overThreshold: e.currentTarget.checked })}
          label={t('legRecordScreens.delay.overThreshold', { n: DELAY_REASON_THRESHOLD_MINUTES })}
          data-testid="search-overThreshold"
        />
      </RecordSearch>
      <RecordTable
        query={q}
        screen="flightDelay"
        columns={columns}
        exportAs={hasAbility('flightDelay:export') ? { name: t('legRecordScreens.delay.fileName'), url: LEG_RECORD_EXPORTS.flightDelays } : null}
        testId="delay-table"
      />
    </div>
  );
}
