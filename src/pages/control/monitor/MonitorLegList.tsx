/** The monitored legs: flight, aircraft, route, times in the time type, state, live figures and detected events. */
import { HTMLTable, NonIdealState, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { LiveAnswer, MonitorLegAnswer, TrackEventAnswer } from '../../../api/track';
import { formatAltitude, formatSpeed } from '../../../domain/track/units';
import { legStateText } from '../../../domain/trip/readingText';
import { LegState } from '../../../domain/trip/states';
import type { TimeType } from '../../../domain/timeType';
import { companyReadings } from '../../../state/companyReadings';
import { settings } from '../../../state/settings';
import { instantText } from '../../../ui/list/times';
import { EventActions } from './EventActions';
import { LegProgressTags, progressAt } from '../../../ui/leg/legProgressTag';

const STATE_INTENT: Record<number, 'primary' | 'success' | 'none'> = { [LegState.released]: 'primary', [LegState.flying]: 'success', [LegState.flown]: 'none' };

export interface MonitorLegListProps {
  legs: readonly MonitorLegAnswer[];
  events: readonly TrackEventAnswer[];
  live: LiveAnswer | null;
  selectedLegId: string | null;
  canDecide: boolean;
  timeType: TimeType;
  /** The clock progress is read at (re-read every minute by the screen). */
  now: number;
  onSelect: (leg: MonitorLegAnswer) => void;
  onOpen: (leg: MonitorLegAnswer) => void;
  onChanged: () => void;
}

export function MonitorLegList(p: MonitorLegListProps) {
  const { t } = useTranslation();
  const { speedUnit, altitudeUnit } = useSnapshot(settings);
  const { legStateReading } = useSnapshot(companyReadings);
  if (p.legs.length === 0) return <NonIdealState icon="airplane" title={t('track.monitor.noLegs')} />;
  const at = (iso: string | null, zone: string | null) => instantText(iso, p.timeType, zone);
  const fixOf = new Map((p.live?.aircraft ?? []).filter((a) => a.legId).map((a) => [a.legId!, a]));
  return (
    <HTMLTable compact interactive striped data-testid="monitor-legs">
      <thead>
        <tr>
          <th>{t('track.monitor.flight')}</th>
          <th>{t('track.monitor.route')}</th>
          <th>{t('track.monitor.departure')}</th>
          <th>{t('track.monitor.arrival')}</th>
          <th>{t('track.monitor.state')}</th>
        </tr>
      </thead>
      <tbody>
        {p.legs.map((l) => {
          const fix = fixOf.get(l.id);
          const events = p.events.filter((e) => e.legId === l.id && e.status !== 'dismissed');
          const view = progressAt(l, p.now);
          return (
            <tr
              key={l.id}
              className={l.id === p.selectedLegId ? 'is-selected' : undefined}
              onClick={() => p.onSelect(l)}
              onDoubleClick={() => p.onOpen(l)}
              data-testid={`monitor-leg-${l.id}`}
              data-leg-state={l.legState}
              data-progress={view.progress}
              data-overdue={view.overdue}
            >
              <td>
                <b>{l.flightNo ?? `${l.tripNumber}-${l.legNumber}`}</b>
                <div className="foc-monitor__muted">
                  {l.tailNo ?? '—'} · {l.customerName ?? ''}
                </div>
              </td>
              <td>
                {l.departureIcao} → {l.arrivalIcao}
                {l.isFerry ? (
                  <Tag minimal style={{ marginLeft: 4 }}>
                    {t('ganttScreen.ferry')}
                  </Tag>
                ) : null}
              </td>
              <td>
                {at(l.plannedDepartureUtc, l.depZone)}
                {l.actualOffUtc ? <div className="foc-monitor__muted">{at(l.actualOffUtc, l.depZone)}</div> : null}
              </td>
              <td>
                {at(l.plannedArrivalUtc, l.arrZone)}
                {l.actualOnUtc ? <div className="foc-monitor__muted">{at(l.actualOnUtc, l.arrZone)}</div> : null}
              </td>
              <td>
                <Tag minimal intent={STATE_INTENT[l.legState] ?? 'none'}>
                  {legStateText(l.legState as LegState, legStateReading, t)}
                </Tag>
                <LegProgressTags view={view} compact />
                {fix && !fix.onGround ? (
                  <div className="foc-monitor__live" data-testid="monitor-live">
                    {formatAltitude(fix.altBaroFt ?? fix.altGeomFt, altitudeUnit)} · {formatSpeed(fix.gsKt, speedUnit)}
                  </div>
                ) : null}
                {events.map((e) => (
                  <EventActions key={e.id} event={e} leg={l} canDecide={p.canDecide} at={(iso) => at(iso, e.kind === 'takeoff' ? l.depZone : l.arrZone)} onDone={p.onChanged} />
                ))}
              </td>
            </tr>
          );
        })}
      </tbody>
    </HTMLTable>
  );
}
