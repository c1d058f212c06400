/**
 * Duty-period check (`crew/DutyPeriodCheck`): one crew member's duty periods over a period (at most
 * DUTY_CHECK_MAX_DAYS days) against a regulation, each with its numbers, its verdict and, opened,
 * the rule behind every limit with the margin left, and its legs. Periods before the start are
 * history (greyed, not judged).
 */
import { Button, Callout, HTMLTable, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { Fragment, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { DUTY_EXPORT_URLS, dutyCheckApi, type DutyCheckAnswer, type DutyCheckBody, type DutyPeriodView } from '../../../api/dutyTime';
import { DUTY_CHECK_MAX_DAYS } from '../../../domain/dutyTime/api';
import { wallToUtc } from '../../../domain/trip/wallTime';
import { DateInput, dateFieldError } from '../../../forms';
import { hasAbility, session } from '../../../state/session';
import { settings } from '../../../state/settings';
import { TimeCell, useAirportZones, useZoneHint } from '../../../ui/list/times';
import '../../../ui/list/list.css';
import { dutyColumns, type Zones } from './checkColumns';
import { DutyExportButton } from '../../../ui/dutyGuard/DutyExportButton';
import { dayText, itemValue, periodError } from '../../../ui/dutyGuard/format';
import { LegTimesLegend, LegTimesTag } from '../../../ui/dutyGuard/legTimes';
import { CrewPicker, CrewTypeFilter, crewName, ItemHeads, LevelTag, levelClass, RegulationPicker, useCrewChoices, useRegulations } from '../../../ui/dutyGuard/parts';

const C = 'dutyTime.check';
const REQUIRED = { key: 'validation.required' };

export default function DutyPeriodCheck() {
  const { t } = useTranslation();
  useSnapshot(session);
  const { timeType } = useSnapshot(settings);
  const zoneHint = useZoneHint()(timeType);
  // the period's dates have no airport: in Local they are read as UTC
  const dateType = timeType === 'Local' ? 'UTC' : timeType;
  const [crewType, setCrewType] = useState('pilot');
  const crews = useCrewChoices(crewType);
  const regs = useRegulations();
  const [crewId, setCrewId] = useState('');
  const [from, setFrom] = useState(() => dayText(-7));
  const [to, setTo] = useState(() => dayText(7));
  const [regulationId, setRegulationId] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<DutyCheckAnswer | null>(null);
  /** The body the shown answer was read with (the export asks the same). */
  const [asked, setAsked] = useState<DutyCheckBody | null>(null);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    if (!regulationId && regs.defaultId) setRegulationId(regs.defaultId);
  }, [regs.defaultId, regulationId]);

  const icaos = useMemo(() => (answer ? answer.duties.flatMap((d) => [d.startIcao, d.endIcao, ...d.legs.flatMap((l) => [l.departureIcao, l.arrivalIcao])]) : []), [answer]);
  const zones: Zones = useAirportZones(icaos, timeType);
  const columns = useMemo(() => dutyColumns(t, timeType, zoneHint, zones), [t, timeType, zoneHint, zones]);

  const dateErrors = { from: dateFieldError(from, { required: true }), to: dateFieldError(to, { required: true }) };
  const period = dateErrors.from || dateErrors.to ? null : periodError(from, to);

  const check = async () => {
    setTried(true);
    if (!crewId || !regulationId || dateErrors.from || dateErrors.to || period) return;
    const fromIso = wallToUtc(from, '00:00', dateType);
    const toIso = new Date(Date.parse(wallToUtc(to, '00:00', dateType)!) + 86_400_000).toISOString();
    setBusy(true);
    try {
      const body = { crewId, from: fromIso!, to: toIso, regulationId };
      setAnswer(await dutyCheckApi.check(body));
      setAsked(body);
      setOpen(new Set());
    } catch {
      // the request layer has told the user
    } finally {
      setBusy(false);
    }
  };

  const flip = (id: string) =>
    setOpen((cur) => {
      const next = new Set(cur);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div className="foc-list" data-testid="duty-check">
      <form
        className="foc-duty-form"
        onSubmit={(e) => {
          e.preventDefault();
          void check();
        }}
      >
        <CrewTypeFilter value={crewType} onChange={setCrewType} />
        <CrewPicker crews={crews} value={crewId} onChange={setCrewId} error={tried && !crewId ? REQUIRED : null} />
        <DateInput id="duty-from" label={`${t(`${C}.from`)} (${dateType === 'UTC' ? 'UTC' : zoneHint})`} required value={from} onChange={setFrom} touched={tried} />
        <DateInput id="duty-to" label={t(`${C}.to`)} required value={to} onChange={setTo} touched={tried} error={tried && period ? period : undefined} helperText={t(`${C}.maxDays`, { maxDays: DUTY_CHECK_MAX_DAYS })} />
        <RegulationPicker rows={regs.rows} value={regulationId} onChange={setRegulationId} error={tried && !regulationId ? REQUIRED : null} />
        <span className="foc-duty-form__actions">
          {hasAbility('dutyCheck:check') && <Button type="submit" intent="primary" icon="endorsed" text={t(`${C}.run`)} loading={busy} data-testid="duty-run" />}
          {hasAbility('dutyCheck:export') && (
            <DutyExportButton url={DUTY_EXPORT_URLS.dutyCheck} body={asked} name={t('dutyTime.duty.fileName')} columns={[...columns.map((c) => c.key), 'findings']} disabled={!answer || answer.duties.length === 0} testId="duty-export" />
          )}
        </span>
      </form>
      {busy && !answer && <Spinner size={24} />}
      {answer && <Summary answer={answer} />}
      {answer && answer.duties.length === 0 && <NonIdealState icon="calendar" title={t(`${C}.noDuties`)} />}
      {answer && answer.duties.length > 0 && (
        <div className="foc-list__table-wrap">
          <HTMLTable compact striped className="foc-list__table foc-duty-table" data-testid="duty-table">
            <thead>
              <tr>
                <th />
                {columns.map((c) => (
                  <th key={c.key}>
                    <span className="foc-list__th">
                      {c.header}
                      {c.hint && <span className="foc-list__hint">({c.hint})</span>}
                    </span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {answer.duties.map((d) => (
                <Fragment key={d.dutyId}>
                  <tr className={d.judged ? undefined : 'foc-duty-row--history'} data-testid="duty-row" data-judged={d.judged ? 'true' : 'false'}>
                    <td>
                      <Button size="small" variant="minimal" icon={open.has(d.dutyId) ? 'chevron-down' : 'chevron-right'} aria-label={t(`${C}.details`)} onClick={() => flip(d.dutyId)} data-testid="duty-expand" />
                    </td>
                    {columns.map((c) => (
                      <td key={c.key} data-column={c.key}>
                        {c.cell(d)}
                      </td>
                    ))}
                  </tr>
                  {open.has(d.dutyId) && (
                    <tr className="foc-duty-detail">
                      <td colSpan={columns.length + 1}>
                        <DutyDetail duty={d} zones={zones} />
                      </td>
                    </tr>
                  )}
                </Fragment>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
    </div>
  );
}

function Summary({ answer }: { answer: DutyCheckAnswer }) {
  const { t } = useTranslation();
  const judged = answer.duties.filter((d) => d.judged);
  const count = (v: DutyPeriodView['verdict']) => judged.filter((d) => d.verdict === v).length;
  return (
    <Callout intent={answer.verdict === 'pass' ? 'success' : 'danger'} icon={null} data-testid="duty-summary">
      <div className="foc-duty-summary">
        <LevelTag level={answer.verdict} testId="duty-overall" />
        <strong>
          {answer.crew.workNo} {crewName(answer.crew)}
        </strong>
        <span>{answer.regulation.name}</span>
        <span>{t(`${C}.counts`, { total: judged.length, warnings: count('warning'), failures: count('fail') })}</span>
        <span className="foc-list__muted">{t(`${C}.warningShare`, { percent: Math.round(answer.regulation.warningRatio * 100) })}</span>
      </div>
    </Callout>
  );
}

function DutyDetail({ duty, zones }: { duty: DutyPeriodView; zones: Zones }) {
  const { t } = useTranslation();
  const { timeType } = useSnapshot(settings);
  const zone = (icao: string) => zones[icao.toUpperCase()] ?? null;
  return (
    <div className="foc-duty-detail__grid">
      <HTMLTable compact bordered data-testid="duty-items">
        <thead>
          <tr>
            <ItemHeads />
          </tr>
        </thead>
        <tbody>
          {duty.items.map((i, k) => (
            <tr key={k} data-testid="duty-item" data-level={i.level}>
              <td>{t(`dutyTime.check.${i.check}`)}</td>
              <td className="foc-duty-rule">{i.rule}</td>
              <td>{i.limitMinutes === null ? t('dutyTime.item.notAllowed') : itemValue(i, i.limitMinutes)}</td>
              <td>{itemValue(i, i.actualMinutes)}</td>
              <td className={levelClass(i.level)} data-testid="duty-item-margin">
                {itemValue(i, i.marginMinutes)}
              </td>
              <td>
                <LevelTag level={i.level} testId="duty-item-level" />
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <div>
        <HTMLTable compact bordered data-testid="duty-legs">
          <thead>
            <tr>
              <th>{t('dutyTime.leg.leg')}</th>
              <th>{t('dutyTime.leg.route')}</th>
              <th>{t('dutyTime.leg.departure')}</th>
              <th>{t('dutyTime.leg.arrival')}</th>
              <th>{t('dutyTime.leg.times')}</th>
              <th>{t('dutyTime.leg.role')}</th>
            </tr>
          </thead>
          <tbody>
            {duty.legs.map((l) => (
              <tr key={l.legId}>
                <td>
                  {l.tripNumber}-{l.legNumber}
                </td>
                <td className="foc-list__route">
                  {l.departureIcao}–{l.arrivalIcao}{' '}
                  {l.positioning && (
                    <Tag minimal intent="warning">
                      {t('dutyTime.leg.positioning')}
                    </Tag>
                  )}
                </td>
                <td>
                  <TimeCell iso={l.departure} timeType={timeType} zone={zone(l.departureIcao)} />
                </td>
                <td>
                  <TimeCell iso={l.arrival} timeType={timeType} zone={zone(l.arrivalIcao)} />
                </td>
                <td>
                  <LegTimesTag from={l.timesFrom} />
                </td>
                <td>{t(`legCrew.role.${l.role}`, { defaultValue: l.role })}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
        <LegTimesLegend />
      </div>
    </div>
  );
}
