import { HTMLTable, Tag } from '@blueprintjs/core';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { tripCommands, type TripDetail, type TripLeg } from '../../../api/tripCommands';
import { LegState } from '../../../domain/trip/states';
import { LEG_PURPOSES, OPERATION_NATURES } from '../../../domain/trip/legOptions';
import { useReadings } from '../../../state/readings';
import { settings } from '../../../state/settings';
import { TimeCell, useAirportZones, useZoneHint } from '../../../ui/list/times';
import { eteText } from './legDraft';

/** Trip number, status and lock as the title of a trip page. */
export function TripTitle({ trip, title }: { trip: TripDetail; title: string }) {
  const { t } = useTranslation();
  const readings = useReadings();
  return (
    <h3 className="foc-trip-form__title">
      {title} <span data-testid="trip-number">{trip.tripNumber}</span>
      <Tag minimal intent="primary" data-testid="trip-status" data-status={trip.status}>
        {readings.tripStatus(trip.status)}
      </Tag>
      {trip.locked && (
        <Tag minimal intent="warning" icon="lock">
          {t('tripForm.locked')}
        </Tag>
      )}
    </h3>
  );
}

/** Customer, contract, note and the notes of a rejection or a cancellation. */
export function TripFacts({ trip }: { trip: TripDetail }) {
  const { t } = useTranslation();
  const [customer, setCustomer] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    tripCommands.customer(trip.customerId).then(
      (c) => live && setCustomer(c.name),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [trip.customerId]);
  const row = (label: string, value: ReactNode) => (
    <>
      <dt>{label}</dt>
      <dd>{value || '—'}</dd>
    </>
  );
  return (
    <dl className="foc-trip-form__facts" data-testid="trip-facts">
      {row(t('tripForm.header.customer'), customer ?? trip.customerId.slice(0, 8))}
      {row(t('tripForm.header.contractName'), trip.contractName)}
      {row(t('tripForm.header.note'), trip.note)}
      {row(t('tripForm.header.createAuthor'), trip.createAuthor)}
      {trip.rejectedNote && row(t('tripForm.header.rejectedNote'), trip.rejectedNote)}
      {trip.cancelReasonType && row(t('tripForm.cancel.reasonType'), t(`trip.cancelReason.${trip.cancelReasonType}`))}
      {trip.cancelNote && row(t('tripForm.cancel.note'), trip.cancelNote)}
    </dl>
  );
}

const optionText = (t: (k: string) => string, group: 'purpose' | 'operationNature', v: string) =>
  ((group === 'purpose' ? LEG_PURPOSES : OPERATION_NATURES) as readonly string[]).includes(v) ? t(`tripForm.${group}.${v}`) : v;

/** The trip's legs, times in the user's time type; `actions` adds a last column. */
export function TripLegsView({ trip, actions }: { trip: TripDetail; actions?: (leg: TripLeg, index: number) => ReactNode }) {
  const { t } = useTranslation();
  const readings = useReadings();
  const { timeType } = useSnapshot(settings);
  const zones = useAirportZones(
    trip.legs.flatMap((l) => [l.departureIcao, l.arrivalIcao]),
    timeType,
  );
  const hint = useZoneHint()(timeType);
  return (
    <div className="foc-trip-form__table-wrap">
      <HTMLTable compact striped className="foc-trip-form__table" data-testid="trip-legs">
        <thead>
          <tr>
            <th>#</th>
            <th>{t('tripForm.leg.flightNo')}</th>
            <th>{t('tripForm.leg.route')}</th>
            <th>
              {t('tripForm.leg.departure')} <span className="foc-trip-form__hint">({hint})</span>
            </th>
            <th>
              {t('tripForm.leg.arrival')} <span className="foc-trip-form__hint">({hint})</span>
            </th>
            <th>{t('tripForm.leg.ete')}</th>
            <th>
              {t('tripForm.leg.purpose')} / {t('tripForm.leg.operationNature')}
            </th>
            <th>{t('tripForm.leg.state')}</th>
            {actions && <th />}
          </tr>
        </thead>
        <tbody>
          {trip.legs.map((l, i) => (
            <tr key={l.id} data-testid="trip-leg-row" data-state={l.legState} className={l.legState === LegState.cancelled ? 'foc-trip-form__cancelled' : undefined}>
              <td>{l.legNumber}</td>
              <td>{l.flightNo ?? ''}</td>
              <td className="foc-list__route">
                {l.departureIcao} → {l.arrivalIcao}
                {l.isFerry && (
                  <Tag minimal className="foc-trip-form__second">
                    {t('tripForm.leg.ferry')}
                  </Tag>
                )}
              </td>
              <td>
                <TimeCell iso={l.plannedDepartureUtc} timeType={timeType} zone={zones[l.departureIcao.toUpperCase()]} />
              </td>
              <td>
                <TimeCell iso={l.plannedArrivalUtc} timeType={timeType} zone={zones[l.arrivalIcao.toUpperCase()]} />
              </td>
              <td>{l.eteMinutes ? eteText(l.eteMinutes) : ''}</td>
              <td>
                {optionText(t, 'purpose', l.purpose)} / {optionText(t, 'operationNature', l.operationNature)}
              </td>
              <td>
                <Tag minimal intent={l.legState === LegState.cancelled ? 'danger' : 'none'}>
                  {readings.legState(l.legState)}
                </Tag>
              </td>
              {actions && <td className="foc-trip-form__actions">{actions(l, i)}</td>}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
