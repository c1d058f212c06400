/**
 * A duty-time report: a date, crew members (1–200) and a regulation — all three required
 * ("Reports need a date, crew member and regulation") — then one row per crew member, exported
 * to xlsx by the server (the columns shown) with the menu's export permission.
 */
import { Button, Callout, NonIdealState } from '@blueprintjs/core';
import type { TFunction } from 'i18next';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { DUTY_EXPORT_URLS, type ReportAnswer, type ReportBody } from '../../../api/dutyTime';
import { DateInput, dateFieldError } from '../../../forms';
import { hasAbility, session } from '../../../state/session';
import { ListTable, type ListColumn } from '../../../ui/list/ListTable';
import '../../../ui/list/list.css';
import { dayText } from '../../../ui/dutyGuard/format';
import { DutyExportButton } from '../../../ui/dutyGuard/DutyExportButton';
import { CrewMultiPicker, CrewTypeFilter, LevelTag, RegulationPicker, useCrewChoices, useRegulations } from '../../../ui/dutyGuard/parts';

/** The most crew members one report reads. */
export const REPORT_MAX_CREWS = 200;

export interface ReportScreenProps<R extends { crewId: string; verdict: 'pass' | 'warning' | 'fail' }> {
  /** Test ids and the file name key (`dutyTime.report.<screen>.fileName`). */
  screen: 'flightTimeReport' | 'fatigueReport';
  /** Permission area: `<perm>:export`. */
  perm: string;
  run: (body: ReportBody) => Promise<ReportAnswer<R>>;
  columns: (t: TFunction, rows: readonly R[]) => ListColumn<R>[];
}

const REQUIRED = { key: 'validation.required' };

export function ReportScreen<R extends { crewId: string; verdict: 'pass' | 'warning' | 'fail' }>({ screen, perm, run, columns }: ReportScreenProps<R>) {
  const { t } = useTranslation();
  useSnapshot(session);
  const [crewType, setCrewType] = useState('pilot');
  const crews = useCrewChoices(crewType);
  const regs = useRegulations();
  const [date, setDate] = useState(() => dayText(0));
  const [crewIds, setCrewIds] = useState<string[]>([]);
  const [regulationId, setRegulationId] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<ReportAnswer<R> | null>(null);
  /** The body the shown answer was read with (the export asks the same). */
  const [asked, setAsked] = useState<ReportBody | null>(null);

  useEffect(() => {
    if (!regulationId && regs.defaultId) setRegulationId(regs.defaultId);
  }, [regs.defaultId, regulationId]);

  const cols = useMemo(() => columns(t, answer?.rows ?? []), [columns, t, answer]);
  const missing = { date: !!dateFieldError(date, { required: true }), crews: crewIds.length === 0, regulation: !regulationId };

  const submit = async () => {
    setTried(true);
    if (missing.date || missing.crews || missing.regulation) return;
    setBusy(true);
    try {
      const body = { date, crewIds, regulationId };
      setAnswer(await run(body));
      setAsked(body);
    } catch {
      // the request layer has told the user
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="foc-list" data-testid={screen}>
      <form
        className="foc-duty-form"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <DateInput id={`${screen}-date`} label={t('dutyTime.report.date')} required value={date} onChange={setDate} touched={tried} helperText={t(`dutyTime.report.${screen}.dateHelper`)} />
        <CrewTypeFilter value={crewType} onChange={setCrewType} />
        <CrewMultiPicker crews={crews} value={crewIds} onChange={setCrewIds} max={REPORT_MAX_CREWS} error={tried && missing.crews ? REQUIRED : null} />
        <RegulationPicker rows={regs.rows} value={regulationId} onChange={setRegulationId} error={tried && missing.regulation ? REQUIRED : null} />
        <span className="foc-duty-form__actions">
          <Button type="submit" intent="primary" icon="th" text={t('dutyTime.report.run')} loading={busy} data-testid="report-run" />
          {hasAbility(`${perm}:export`) && (
            <DutyExportButton url={DUTY_EXPORT_URLS[screen]} body={asked} name={t(`dutyTime.report.${screen}.fileName`)} columns={cols.map((c) => c.key)} disabled={!answer || answer.rows.length === 0} testId="report-export" />
          )}
        </span>
      </form>
      {answer && (
        <Callout icon={null} intent="none" data-testid="report-summary">
          <span className="foc-duty-summary">
            <strong>{answer.date}</strong>
            <span>{answer.regulation.name}</span>
            <span>{t('dutyTime.report.counts', { total: answer.rows.length, warnings: answer.rows.filter((r) => r.verdict === 'warning').length, failures: answer.rows.filter((r) => r.verdict === 'fail').length })}</span>
            {answer.rows.some((r) => r.verdict !== 'pass') && <LevelTag level={answer.rows.some((r) => r.verdict === 'fail') ? 'fail' : 'warning'} testId="report-overall" />}
          </span>
        </Callout>
      )}
      {answer ? (
        <ListTable columns={cols} rows={answer.rows} rowKey={(r) => r.crewId} sort={null} onSort={() => undefined} loading={busy} testId={`${screen}-table`} />
      ) : (
        <NonIdealState icon="th" title={t('dutyTime.report.prompt')} />
      )}
    </div>
  );
}
