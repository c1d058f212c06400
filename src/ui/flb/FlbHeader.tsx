/** The head of a log: the leg (trip-leg number, flight number, tail, route, planned times), its status, origin and recheck. */
import { Callout, Card, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { FlbDetail } from '../../api/flb';
import type { TimeType } from '../../domain/timeType';
import { instantText } from '../list/times';
import { ORIGIN_INTENT, StatusTags } from './flbColumns';

export function FlbHeader({ detail: d, timeType, zones }: { detail: FlbDetail; timeType: TimeType; zones: { departure: string | null; arrival: string | null } }) {
  const { t } = useTranslation();
  return (
    <Card compact className="foc-flb__head" data-testid="flb-head">
      <div className="foc-flb__head-line">
        <strong className="foc-flb__leg" data-testid="flb-leg">{`${d.tripNumber}-${d.legNumber}`}</strong>
        {d.flightNo && <span>{d.flightNo}</span>}
        {d.tailNo && <Tag minimal icon="airplane">{d.tailNo}</Tag>}
        <span className="foc-flb__route">{`${d.departureIcao} → ${d.arrivalIcao}`}</span>
        <span className="foc-flb__muted">
          {t('flbScreen.head.planned', { departure: instantText(d.plannedDepartureUtc, timeType, zones.departure), arrival: instantText(d.plannedArrivalUtc, timeType, zones.arrival) })}
        </span>
        <span className="foc-flb__spacer" />
        <StatusTags row={d} t={t} />
        <Tag minimal intent={ORIGIN_INTENT[d.origin] ?? 'none'} data-testid="flb-log-origin" data-origin={d.origin}>
          {t(`flb.origin.${d.origin}`)}
        </Tag>
        <Tag minimal>{t('flbScreen.head.version', { version: d.version })}</Tag>
      </div>
      {d.recheck && (
        <Callout compact intent="danger" icon="flag" className="foc-flb__recheck" data-testid="flb-recheck-reason">
          {t('flbScreen.head.recheck', { reason: d.recheckReason ?? '', by: d.recheckBy ?? '', time: instantText(d.recheckTime, timeType) })}
        </Callout>
      )}
      {d.origin === 'synced' && (
        <Callout compact intent="primary" icon="lock" data-testid="flb-synced">
          {t('flbScreen.head.synced', { source: d.syncSource ?? '', ref: d.syncRef ?? '' })}
        </Callout>
      )}
      {d.status === 'confirmed' && d.confirmedBy && <div className="foc-flb__muted">{t('flbScreen.head.confirmed', { by: d.confirmedBy, time: instantText(d.confirmedTime, timeType) })}</div>}
    </Card>
  );
}
