import { Button, HTMLSelect } from '@blueprintjs/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { fleetStatisticsApi, STATISTICS_COLUMNS, STATISTICS_EXPORT_URL, statisticsValue, type StatisticsListAnswer, type StatisticsRow } from '../../api/fleetStatistics';
import { aircraftTypeApi, type AircraftTypeRow } from '../../api/resources';
import { hoursText } from '../../domain/fleet/statistics';
import { formatQuantity } from '../../domain/fleet/units';
import { hasAbility, session } from '../../state/session';
import { settings } from '../../state/settings';
import { quickRange, type DayRange } from '../../ui/list/dateRanges';
import { dayStartUtc } from '../../ui/list/listQuery';
import { ListTable, type ListColumn } from '../../ui/list/ListTable';
import { DateRangeFilter } from '../../ui/list/recordListParts';
import { TableExportButton } from '../../ui/list/TableExportButton';
import { todayKey } from '../../ui/calendar/calendarModel';
import { aircraftDetailPath } from '../../ui/fleet/aircraftTabTypes';
import { StatisticsFigures, StatisticsSource } from '../../ui/fleet/StatisticsFigures';
import { useChoices } from '../../ui/resource/useChoices';
import '../../ui/list/list.css';
import '../../ui/fleet/fleet.css';

const S = 'fleetRecord.stats';

/** Aircraft statistics (`aircraft/AircraftStatistics`): each aircraft's hours, landings, engine and APU figures and fuel averages in a period, and the totals. */
export default function AircraftStatistics() {
  const { t } = useTranslation();
  useSnapshot(session);
  const { timeType, unitSystem } = useSnapshot(settings);
  const types = useChoices(aircraftTypeApi, (r: AircraftTypeRow) => r.code, 'code');
  const [range, setRange] = useState<DayRange>(() => quickRange('year', todayKey(Date.now(), timeType)));
  const [typeId, setTypeId] = useState('');
  const [answer, setAnswer] = useState<StatisticsListAnswer | null>(null);
  const [loading, setLoading] = useState(false);

  const body = useMemo(() => {
    const fromUtc = range.from ? dayStartUtc(range.from, timeType) : null;
    const toUtc = range.to ? dayStartUtc(range.to, timeType, 1) : null;
    return { ...(fromUtc ? { fromUtc } : {}), ...(toUtc ? { toUtc } : {}), ...(typeId ? { typeId } : {}) };
  }, [range, typeId, timeType]);

  const run = useCallback(() => {
    setLoading(true);
    fleetStatisticsApi
      .list(body)
      .then(setAnswer, () => undefined)
      .finally(() => setLoading(false));
  }, [body]);
  useEffect(run, []); // eslint-disable-line react-hooks/exhaustive-deps -- the first load; later ones on search

  const columns = useMemo<ListColumn<StatisticsRow>[]>(
    () =>
      STATISTICS_COLUMNS.map((c) => {
        const text = (r: StatisticsRow) => {
          const v = statisticsValue(r, c.key);
          if (v === null) return '—';
          if (c.hm && typeof v === 'number') return hoursText(v);
          if (c.key.startsWith('fuelPerHour') && typeof v === 'number') return formatQuantity('mass', v, unitSystem);
          return String(v);
        };
        return {
          key: c.key,
          header: t(c.label) + (c.hm ? ' (H:MM)' : ''),
          cell: (r) => (c.key === 'tailNo' ? <Link to={aircraftDetailPath(r.aircraftId)} data-testid="stats-open"><strong>{r.tailNo}</strong></Link> : text(r)),
          text,
        };
      }),
    [t, unitSystem],
  );

  return (
    <div className="foc-list foc-aircraft-stats-screen" data-testid="aircraftStatistics-screen">
      <form
        className="foc-list__search"
        onSubmit={(e) => {
          e.preventDefault();
          run();
        }}
      >
        <DateRangeFilter value={range} onChange={setRange} label={t(`${S}.period`)} timeType={timeType} />
        <HTMLSelect
          value={typeId}
          onChange={(e) => setTypeId(e.currentTarget.value)}
          aria-label={t(`${S}.type`)}
          data-testid="stats-type"
          options={[{ value: '', label: t('resources.list.all', { what: t(`${S}.type`) }) }, ...types.options.map((o) => ({ value: String(o.value), label: o.label }))]}
        />
        <Button type="submit" intent="primary" icon="search" text={t('tripScreens.list.search')} loading={loading} data-testid="search-submit" />
        <span className="foc-list__spacer" />
        {hasAbility('aircraftStatistics:export') && (
          <TableExportButton url={STATISTICS_EXPORT_URL} body={body} name={t(`${S}.fileName`)} columns={STATISTICS_COLUMNS.map((c) => c.key)} text={t(`${S}.export`)} disabled={!answer} />
        )}
      </form>
      {answer && (
        <>
          <StatisticsSource source={answer.source} counts={answer.sourceCounts} />
          <h4 className="foc-aircraft-data__section">{t(`${S}.totals`)}</h4>
          <StatisticsFigures figures={answer.totals} />
        </>
      )}
      <ListTable columns={columns} rows={answer?.rows ?? []} rowKey={(r) => r.aircraftId} sort={null} onSort={() => undefined} loading={loading} testId="aircraftStatistics-table" />
    </div>
  );
}
