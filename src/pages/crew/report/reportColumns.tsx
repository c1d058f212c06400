/**
 * Columns of the flight-time and fatigue reports, for the screen (cells) and the xlsx export
 * (texts). Durations are H:MM; a figure against a limit is coloured by its level.
 */
import type { TFunction } from 'i18next';
import type { FatigueReportRow, FlightTimeReportRow, ReportFigure } from '../../../api/dutyTime';
import type { ListColumn } from '../../../ui/list/ListTable';
import { hm } from '../../../ui/dutyGuard/format';
import { crewName, LevelTag, levelClass } from '../../../ui/dutyGuard/parts';

type Crew = Pick<FlightTimeReportRow, 'workNo' | 'cnName' | 'enName' | 'verdict'>;

function crewColumns<R extends Crew>(t: TFunction): ListColumn<R>[] {
  return [
    { key: 'workNo', header: t('dutyTime.report.workNo'), text: (r) => r.workNo, cell: (r) => <strong>{r.workNo}</strong> },
    { key: 'name', header: t('dutyTime.report.name'), text: (r) => crewName(r), cell: (r) => crewName(r) },
  ];
}

const verdictColumn = <R extends Crew>(t: TFunction): ListColumn<R> => ({
  key: 'verdict',
  header: t('dutyTime.report.verdict'),
  text: (r) => t(`dutyTime.level.${r.verdict}`),
  cell: (r) => <LevelTag level={r.verdict} testId="report-verdict" />,
});

const minutes = <R,>(t: TFunction, key: string, get: (r: R) => number | null): ListColumn<R> => ({ key, header: t(`dutyTime.report.${key}`), hint: 'H:MM', text: (r) => hm(get(r)), cell: (r) => hm(get(r)) });
const count = <R,>(t: TFunction, key: string, get: (r: R) => number): ListColumn<R> => ({ key, header: t(`dutyTime.report.${key}`), text: (r) => String(get(r)), cell: (r) => get(r) });

const figureKey = (f: Pick<ReportFigure, 'check' | 'rule'>) => `${f.check}|${f.rule}`;

/** The regulation's cumulative figures in the order the rows carry them. */
function figureHeads(rows: readonly FlightTimeReportRow[]): ReportFigure[] {
  const seen = new Map<string, ReportFigure>();
  for (const r of rows) for (const f of r.figures) if (!seen.has(figureKey(f))) seen.set(figureKey(f), f);
  return [...seen.values()];
}

export function flightTimeColumns(t: TFunction, rows: readonly FlightTimeReportRow[]): ListColumn<FlightTimeReportRow>[] {
  const figures = figureHeads(rows).map((head, i): ListColumn<FlightTimeReportRow> => {
    const of = (r: FlightTimeReportRow) => r.figures.find((f) => figureKey(f) === figureKey(head));
    const text = (f: ReportFigure | undefined) => (f ? `${hm(f.actualMinutes)} / ${f.limitMinutes === null ? '—' : hm(f.limitMinutes)} / ${hm(f.marginMinutes)}` : '');
    return {
      key: `figure${i}`,
      header: head.rule,
      hint: t('dutyTime.report.figureHint'),
      text: (r) => text(of(r)),
      cell: (r) => {
        const f = of(r);
        if (!f) return null;
        return (
          <span className={levelClass(f.level)} data-testid="report-figure" data-level={f.level}>
            {text(f)}
          </span>
        );
      },
    };
  });
  return [
    ...crewColumns<FlightTimeReportRow>(t),
    minutes(t, 'day', (r) => r.dayMinutes),
    minutes(t, 'last7Days', (r) => r.last7DaysMinutes),
    minutes(t, 'last28Days', (r) => r.last28DaysMinutes),
    minutes(t, 'month', (r) => r.monthMinutes),
    minutes(t, 'year', (r) => r.yearMinutes),
    ...figures,
    verdictColumn<FlightTimeReportRow>(t),
  ];
}

export function fatigueColumns(t: TFunction): ListColumn<FatigueReportRow>[] {
  return [
    ...crewColumns<FatigueReportRow>(t),
    count(t, 'dutyPeriods', (r) => r.dutyPeriods),
    minutes(t, 'dutyMinutes', (r) => r.dutyMinutes),
    minutes(t, 'fdpMinutes', (r) => r.fdpMinutes),
    minutes(t, 'flightMinutes', (r) => r.flightMinutes),
    count(t, 'woclDuties', (r) => r.woclDuties),
    minutes(t, 'woclMinutes', (r) => r.woclMinutes),
    count(t, 'earlyStarts', (r) => r.earlyStarts),
    count(t, 'lateFinishes', (r) => r.lateFinishes),
    minutes(t, 'shortestRest', (r) => r.shortestRestMinutes),
    count(t, 'consecutiveDutyDays', (r) => r.consecutiveDutyDays),
    { key: 'warnings', header: t('dutyTime.report.warnings'), text: (r) => String(r.warnings), cell: (r) => <span className={r.warnings ? levelClass('warning') : undefined}>{r.warnings}</span> },
    { key: 'failures', header: t('dutyTime.report.failures'), text: (r) => String(r.failures), cell: (r) => <span className={r.failures ? levelClass('fail') : undefined}>{r.failures}</span> },
    verdictColumn<FatigueReportRow>(t),
  ];
}
