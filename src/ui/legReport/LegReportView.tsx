/** One flown leg's report: identity, plan against actual (differences coloured), delay, diversions, fuel, passengers, crew. */
import { Callout, HTMLTable, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { LegReportAnswer } from '../../api/legReport';
import type { TimeType } from '../../domain/timeType';
import { diffTone, hm, signedHm } from '../../domain/trip/legReport';
import { formatInstant, zoneLabel } from '../../domain/trip/time';
import './legReport.css';

const INTENT = { none: 'none', minor: 'warning', major: 'danger' } as const;

export function LegReportView({ report: r, timeType }: { report: LegReportAnswer; timeType: TimeType }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const time = (iso: string | null, zone: string | null) => {
    if (!iso) return '—';
    const z = timeType === 'Local' ? zone : null;
    return `${formatInstant(iso, timeType, z).text} ${zoneLabel(timeType, z, iso)}`;
  };
  const dep = r.leg.departure;
  const arr = r.leg.arrival;
  const name = (a: typeof dep) => (lang === 'en' ? a.nameEn : lang === 'zhtw' ? a.nameZhtw : a.nameZh);
  const diff = (v: number | null, testId: string) => (v === null ? '—' : <Tag minimal intent={INTENT[diffTone(v)]} data-tone={diffTone(v)} data-testid={testId}>{signedHm(v)}</Tag>);
  const a = r.actual;
  const dash = (v: string | number | null | undefined) => (v === null || v === undefined || v === '' ? '—' : v);
  const fuel = (v: number | null) => (v === null ? '—' : `${v} ${r.fuel.unit ?? ''}`);
  const role = (x: string) => t(`legReport.role.${x}`, { defaultValue: x });

  return (
    <div className="foc-leg-report" data-testid="leg-report">
      <h3 className="foc-leg-report__title">
        {r.leg.tripNumber}-{r.leg.legNumber} <span data-testid="leg-report-tail">{r.leg.tailNo ?? ''}</span> {r.leg.aircraftType ?? ''}
      </h3>
      <div className="foc-leg-report__identity">
        <span>{t('legReport.field.customer')}: {dash(r.leg.customerName)}</span>
        <span>{t('legReport.field.flightNo')}: {dash(r.leg.flightNo)}</span>
        <span>{dep.icao} {name(dep)} → {arr.icao} {name(arr)}</span>
        <span>{t('legReport.field.source')}: <Tag minimal data-testid="leg-report-source">{t(`legReport.source.${a.source ?? 'none'}`)}</Tag></span>
        <span>{t('legReport.field.flbStatus')}: {t(`legReport.flbStatus.${r.flb?.status ?? 'none'}`)}</span>
      </div>
      <h4>{t('legReport.section.planActual')}</h4>
      <HTMLTable compact striped className="foc-leg-report__table" data-testid="leg-report-plan">
        <thead>
          <tr><th /><th>{t('legReport.col.plan')}</th><th>{t('legReport.col.actual')}</th><th>{t('legReport.col.diff')}</th></tr>
        </thead>
        <tbody>
          <tr><td>{t('legReport.field.departureTime')}</td><td>{time(r.plan.departureUtc, dep.timeZone)}</td><td>{a.outUtc ? `${t('legReport.field.out')} ${time(a.outUtc, dep.timeZone)}` : time(a.offUtc, dep.timeZone)}</td><td>{diff(r.differences.departureMinutes, 'diff-departure')}</td></tr>
          {a.outUtc && <tr><td>{t('legReport.field.off')}</td><td /><td>{time(a.offUtc, dep.timeZone)}</td><td /></tr>}
          {a.inUtc && <tr><td>{t('legReport.field.on')}</td><td /><td>{time(a.onUtc, arr.timeZone)}</td><td /></tr>}
          <tr><td>{t('legReport.field.arrivalTime')}</td><td>{time(r.plan.arrivalUtc, arr.timeZone)}</td><td>{a.inUtc ? `${t('legReport.field.in')} ${time(a.inUtc, arr.timeZone)}` : time(a.onUtc, arr.timeZone)}</td><td>{diff(r.differences.arrivalMinutes, 'diff-arrival')}</td></tr>
          <tr><td>{t('legReport.field.block')}</td><td>{dash(hm(r.plan.blockMinutes))}</td><td>{dash(hm(a.blockMinutes))}</td><td>{diff(r.differences.blockMinutes, 'diff-block')}</td></tr>
          <tr><td>{t('legReport.field.air')}</td><td>{dash(hm(r.plan.eteMinutes))}</td><td>{dash(hm(a.airMinutes))}</td><td>{diff(r.differences.airMinutes, 'diff-air')}</td></tr>
          <tr><td>{t('legReport.field.flightTime')}</td><td /><td>{dash(hm(a.flightMinutes))}</td><td /></tr>
        </tbody>
      </HTMLTable>
      <div className="foc-leg-report__grid">
        <section>
          <h4>{t('legReport.section.delays')}</h4>
          <div>{t('legReport.field.delayMinutes')}: {dash(r.delay.minutes)}</div>
          <div>
            {t('legReport.field.delayReason')}: {r.delay.reason ?? (r.delay.reasonRequired ? <Tag intent="danger" minimal>{t('legReport.delay.reasonMissing')}</Tag> : '—')}
          </div>
        </section>
        <section>
          <h4>{t('legReport.section.diversions')}</h4>
          {r.diversions.length === 0 ? (
            <div className="foc-leg-report__muted">{t('legReport.empty.diversions')}</div>
          ) : (
            r.diversions.map((d, i) => (
              <div key={i}>{t(`legReport.diversionSource.${d.source}`)} {d.icao ?? ''} {time(d.time, arr.timeZone)} {d.reason ?? ''}</div>
            ))
          )}
        </section>
        <section>
          <h4>{t('legReport.section.fuel')}</h4>
          <div>{t('legReport.field.remainFuel')}: {fuel(r.fuel.remain)} · {t('legReport.field.upliftFuel')}: {fuel(r.fuel.uplift)}</div>
          <div>{t('legReport.field.totalFuel')}: {fuel(r.fuel.total)}</div>
          <div>{t('legReport.field.blockFuel')}: {fuel(r.fuel.block)} · {t('legReport.field.flightFuel')}: {fuel(r.fuel.flight)}</div>
          <div>{t('legReport.field.plannedFuel')}: {fuel(r.fuel.planned)}</div>
        </section>
        <section>
          <h4>{t('legReport.section.passengers')}</h4>
          <div data-testid="leg-report-pax">
            {t('legReport.field.manifestCount')}: {r.passengers.hidden ? t('legReport.passengers.hidden') : dash(r.passengers.manifestCount)} · {t('legReport.field.flbPaxNum')}: {dash(r.passengers.flbPaxNum)}
          </div>
          {r.passengers.names.length > 0 && <div className="foc-leg-report__muted">{r.passengers.names.join(', ')}</div>}
        </section>
        <section>
          <h4>{t('legReport.section.crew')}</h4>
          <div>{t('legReport.crew.assigned')}: {r.crew.assigned.length === 0 ? '—' : r.crew.assigned.map((c) => `${role(c.role)} ${c.name}${c.positioning ? ` (${t('legReport.crew.positioning')})` : ''}`).join(', ')}</div>
          <div>{t('legReport.crew.operating')}: {r.crew.operating.length === 0 ? '—' : r.crew.operating.map((c) => `${role(c.role)} ${c.name}`).join(', ')}</div>
        </section>
      </div>
      {a.source === null && <Callout intent="warning">{t('legReport.source.none')}</Callout>}
    </div>
  );
}
