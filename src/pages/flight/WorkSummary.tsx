/**
 * Work summary (`flight/WorkSummary`): legs, block, flight, air and night hours and landings per crew
 * member or per aircraft over a period, from confirmed flight logs (drafts on request), with a totals
 * row and the xlsx export. The period's days are read in the user's time type (Local as UTC).
 */
import { Button, Callout, SegmentedControl, Switch } from '@blueprintjs/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { WORK_SUMMARY_COLUMNS, WORK_SUMMARY_EXPORT_URL, WORK_SUMMARY_GROUPS, workSummaryApi, type WorkSummaryAnswer, type WorkSummaryBody } from '../../api/workSummary';
import type { WorkSummaryGroup } from '../../domain/flb/workSummary';
import { hasAbility, session } from '../../state/session';
import { settings } from '../../state/settings';
import { todayKey } from '../../ui/calendar/calendarModel';
import { quickRange, type DayRange } from '../../ui/list/dateRanges';
import { dayStartUtc } from '../../ui/list/listQuery';
import { DateRangeFilter } from '../../ui/list/recordListParts';
import { TableExportButton } from '../../ui/list/TableExportButton';
import { WorkSummaryTable } from '../../ui/flb/workSummaryTable';
import { crewApi, type CrewRow } from '../../api/resources';
import { useAircraftChoices } from '../../ui/fleet/useAircraftChoices';
import { OptionMultiSelect } from '../../ui/resource/OptionMultiSelect';
import { useChoices } from '../../ui/resource/useChoices';
import '../../ui/list/list.css';

const W = 'workSummary';
const crewLabel = (r: CrewRow) => `${r.workNo} ${r.cnName}`;

export default function WorkSummary() {
  const { t } = useTranslation();
  useSnapshot(session);
  const { timeType } = useSnapshot(settings);
  // the period's days have no airport: in Local they are read as UTC
  const dayType = timeType === 'Local' ? 'UTC' : timeType;
  const [range, setRange] = useState<DayRange>(() => quickRange('month', todayKey(Date.now(), dayType)));
  const [groupBy, setGroupBy] = useState<WorkSummaryGroup>('crew');
  const [includeDrafts, setIncludeDrafts] = useState(false);
  // only these crew members or aircraft (by the grouping); none chosen: everyone
  const [ids, setIds] = useState<string[]>([]);
  const crew = useChoices(crewApi, crewLabel, 'workNo');
  const aircraft = useAircraftChoices();
  const subjects = useMemo(() => (groupBy === 'crew' ? crew.rows.map((r) => ({ value: r.id, label: crewLabel(r) })) : aircraft), [groupBy, crew.rows, aircraft]);
  const [answer, setAnswer] = useState<WorkSummaryAnswer | null>(null);
  const [loading, setLoading] = useState(false);

  const body = useMemo((): WorkSummaryBody | null => {
    const fromUtc = range.from ? dayStartUtc(range.from, dayType) : null;
    const toUtc = range.to ? dayStartUtc(range.to, dayType, 1) : null;
    return fromUtc && toUtc ? { fromUtc, toUtc, groupBy, includeDrafts, ...(ids.length > 0 ? { ids } : {}) } : null;
  }, [range, dayType, groupBy, includeDrafts, ids]);

  const run = useCallback((b: WorkSummaryBody | null) => {
    if (!b) return;
    setLoading(true);
    workSummaryApi
      .summary(b)
      .then(setAnswer, () => undefined)
      .finally(() => setLoading(false));
  }, []);
  // grouping and drafts apply at once; changed dates and subjects on search
  useEffect(() => run(body), [groupBy, includeDrafts]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <div className="foc-list foc-work-summary" data-testid="workSummary-screen">
      <form
        className="foc-list__search"
        onSubmit={(e) => {
          e.preventDefault();
          run(body);
        }}
      >
        <DateRangeFilter value={range} onChange={setRange} label={t(`${W}.period`)} timeType={dayType} />
        <SegmentedControl
          size="small"
          aria-label={t(`${W}.groupBy`)}
          value={groupBy}
          options={WORK_SUMMARY_GROUPS.map((g) => ({ value: g, label: t(`${W}.group.${g}`) }))}
          onValueChange={(g) => {
            // the chosen crew members are not aircraft: a new grouping starts from everyone
            setIds([]);
            setGroupBy(g as WorkSummaryGroup);
          }}
          data-testid="workSummary-group"
        />
        <div className="foc-work-summary__subjects" data-testid="workSummary-subjects">
          <OptionMultiSelect options={subjects} chosen={ids} onChange={setIds} placeholder={t(`${W}.subjects.${groupBy}`)} />
        </div>
        <Switch className="foc-work-summary__switch" checked={includeDrafts} label={t(`${W}.includeDrafts`)} onChange={(e) => setIncludeDrafts(e.currentTarget.checked)} data-testid="workSummary-drafts" />
        <Button type="submit" intent="primary" icon="search" text={t('tripScreens.list.search')} loading={loading} disabled={!body} data-testid="search-submit" />
        <span className="foc-list__spacer" />
        {hasAbility('workSummary:export') && body && (
          <TableExportButton url={WORK_SUMMARY_EXPORT_URL} body={body} name={t(`${W}.fileName`)} columns={WORK_SUMMARY_COLUMNS.map((c) => c.key)} text={t(`${W}.export`)} disabled={!answer} />
        )}
      </form>
      <Callout compact icon="info-sign" intent={answer?.includeDrafts ? 'warning' : 'primary'} className="foc-work-summary__note" data-testid="workSummary-note">
        {t(answer?.includeDrafts ? `${W}.note.withDrafts` : `${W}.note.confirmed`)}
        {(answer?.groupBy ?? groupBy) === 'crew' ? ` ${t(`${W}.note.crew`)}` : ''}
      </Callout>
      <WorkSummaryTable answer={answer} groupBy={answer?.groupBy ?? groupBy} loading={loading} />
    </div>
  );
}
