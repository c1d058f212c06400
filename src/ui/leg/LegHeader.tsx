import { Card, H4, Icon, Tag, Tooltip } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { AirportHit, LegDetail } from '../../api/leg';
import { labelKey, zoneLabel, type EvaluationResult } from '../../domain/trip';
import { settings } from '../../state/settings';
import { TimeCell } from '../list/times';
import { airportName, LegStateTag } from './format';

interface Props {
  detail: LegDetail;
  airports: Record<string, AirportHit | null>;
}

/** Trip and leg numbers, route with airport names, planned and actual times in the user's time type, state. */
export function LegHeader({ detail, airports }: Props) {
  const aircraft = detail.aircraft;
  const { t, i18n } = useTranslation();
  const { timeType } = useSnapshot(settings);
  const { leg, trip } = detail;
  const dep = airports[leg.departureIcao.toUpperCase()];
  const arr = airports[leg.arrivalIcao.toUpperCase()];
  const depZone = dep?.timeZone ?? null;
  const arrZone = arr?.timeZone ?? null;
  const zoneText = timeType === 'Local' ? t('legDetail.header.localZones') : zoneLabel(timeType);
  const evaluation = leg.evaluation as { result?: EvaluationResult; reason?: string; note?: string } | null;
  const time = (iso: string | null, zone: string | null) => (iso ? <TimeCell iso={iso} timeType={timeType} zone={zone} /> : <span className="foc-leg__muted">—</span>);

  return (
    <Card className="foc-leg__header" data-testid="leg-header">
      <div className="foc-leg__title">
        <H4 className="foc-leg__title-text">
          <span data-testid="leg-trip-number">{trip.tripNumber}</span>
          <span className="foc-leg__sep">/</span>
          <span data-testid="leg-number">{t('legDetail.header.legNumber', { number: leg.legNumber })}</span>
          {leg.flightNo && <span className="foc-leg__flight">{leg.flightNo}</span>}
        </H4>
        <LegStateTag state={leg.legState} />
        {leg.locked && (
          <Tooltip content={t('legDetail.header.locked')}>
            <Icon icon="lock" intent="warning" data-testid="leg-locked" />
          </Tooltip>
        )}
        {leg.isFerry && <Tag minimal>{t('legDetail.header.ferry')}</Tag>}
        {trip.locked && <Tag minimal intent="warning">{t('legDetail.header.tripLocked')}</Tag>}
      </div>
      <div className="foc-leg__route" data-testid="leg-route">
        <span className="foc-leg__airport">
          <strong>{leg.departureIcao}</strong> <span>{airportName(dep, i18n.language)}</span>
        </span>
        <Icon icon="arrow-right" />
        <span className="foc-leg__airport">
          <strong>{leg.arrivalIcao}</strong> <span>{airportName(arr, i18n.language)}</span>
        </span>
      </div>
      <table className="foc-leg__times">
        <thead>
          <tr>
            <th>{t('legDetail.header.timeType', { zone: zoneText })}</th>
            <th>{t('legDetail.header.departure')}</th>
            <th>{t('legDetail.header.arrival')}</th>
          </tr>
        </thead>
        <tbody>
          <tr data-testid="leg-planned">
            <th>{t('legDetail.header.planned')}</th>
            <td>{time(leg.plannedDepartureUtc, depZone)}</td>
            <td>{time(leg.plannedArrivalUtc, arrZone)}</td>
          </tr>
          <tr data-testid="leg-actual">
            <th>{t('legDetail.header.actual')}</th>
            <td>{time(leg.actualOffUtc, depZone)}</td>
            <td>{time(leg.actualOnUtc, arrZone)}</td>
          </tr>
        </tbody>
      </table>
      <dl className="foc-leg__facts">
        <dt>{t('legDetail.header.aircraft')}</dt>
        <dd data-testid="leg-aircraft">{aircraft ? `${aircraft.tailNo} · ${aircraft.typeCode || aircraft.typeName}` : t('legDetail.header.noAircraft')}</dd>
        <dt>{t('legDetail.header.evaluation')}</dt>
        <dd data-testid="leg-evaluation">
          {evaluation?.result ? t(labelKey('evaluationResult', evaluation.result)) : t('legDetail.header.notEvaluated')}
          {evaluation?.reason ? ` — ${evaluation.reason}` : ''}
          {evaluation?.note ? ` — ${evaluation.note}` : ''}
        </dd>
        <dt>{t('legDetail.header.purpose')}</dt>
        <dd>{t(`tripForm.purpose.${leg.purpose}`, { defaultValue: leg.purpose })} · {t(`tripForm.operationNature.${leg.operationNature}`, { defaultValue: leg.operationNature })}</dd>
        {leg.delayReason && (
          <>
            <dt>{t('legDetail.header.delayReason')}</dt>
            <dd>{leg.delayReason}</dd>
          </>
        )}
        {leg.cancelReasonType && (
          <>
            <dt>{t('legDetail.header.cancelReason')}</dt>
            <dd>{t(`trip.cancelReason.${leg.cancelReasonType}`, { defaultValue: leg.cancelReasonType })}</dd>
          </>
        )}
        {detail.sourceLeg && (
          <>
            <dt>{t('legDetail.header.sourceLeg')}</dt>
            <dd>{t('legDetail.header.sourceLegText', { trip: detail.sourceLeg.tripNumber, number: detail.sourceLeg.legNumber })}</dd>
          </>
        )}
        {leg.note && (
          <>
            <dt>{t('legDetail.header.note')}</dt>
            <dd>{leg.note}</dd>
          </>
        )}
      </dl>
    </Card>
  );
}
