import { Icon } from '@blueprintjs/core';
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import type { LegRow } from '../../api/trip';
import { GANTT_BAR_COLOURS, ganttBarColour, LegState } from '../../domain/trip';
import { useReadings } from '../../state/readings';
import type { PlacedLeg } from './calendarModel';

/** The chip colours of a leg state: the Gantt bar colour; light blue takes dark text. */
export function chipStyle(state: number): { background: string; color: string } {
  const colour = ganttBarColour(state);
  return { background: GANTT_BAR_COLOURS[colour], color: colour === 'lightBlue' ? '#1c2127' : '#fff' };
}

interface Props {
  placed: PlacedLeg<LegRow>;
  /** Also the arrival time, flight number and state (week and day views). */
  detailed?: boolean;
  onOpen: (leg: LegRow) => void;
}

/** A leg on the calendar: departure time, route, trip number; ferry marked, cancelled struck through. */
/** Trip and leg ids another user just changed (realtime push): their chips flash. */
export const LiveChangedContext = createContext<ReadonlySet<string>>(new Set());

export function LegChip({ placed, detailed, onOpen }: Props) {
  const { t } = useTranslation();
  const l = placed.leg;
  const changed = useContext(LiveChangedContext);
  const live = changed.has(l.id) || changed.has(l.tripId);
  const cancelled = l.legState === LegState.cancelled;
  const state = useReadings().legState(l.legState);
  const title = [
    `${l.tripNumber} / ${t('calendar.legNumber', { n: l.legNumber })}${l.flightNo ? ` · ${l.flightNo}` : ''}`,
    `${l.departureIcao} → ${l.arrivalIcao}`,
    `${placed.time}${placed.fellBackToUtc ? ` (${t('calendar.zoneUnknown')})` : ''}`,
    state,
    l.isFerry ? t('calendar.ferry') : '',
  ]
    .filter(Boolean)
    .join('\n');
  const cls = ['foc-cal__chip', cancelled && 'foc-cal__chip--cancelled', l.isFerry && 'foc-cal__chip--ferry', detailed && 'foc-cal__chip--detailed', live && 'foc-live-changed'].filter(Boolean).join(' ');
  return (
    <button
      type="button"
      className={cls}
      style={chipStyle(l.legState)}
      title={title}
      onClick={() => onOpen(l)}
      data-testid="calendar-leg"
      data-leg-id={l.id}
      data-day={placed.day}
      data-state={l.legState}
      data-ferry={l.isFerry ? '' : undefined}
      data-live={live ? 'changed' : undefined}
    >
      <span className="foc-cal__chip-time">{placed.time}</span>
      {l.isFerry && (
        <span className="foc-cal__ferry" aria-label={t('calendar.ferry')}>
          <Icon icon="swap-horizontal" size={10} />
          {t('calendar.ferryShort')}
        </span>
      )}
      <span className="foc-cal__chip-route">
        {l.departureIcao}→{l.arrivalIcao}
      </span>
      <span className="foc-cal__chip-trip">{l.tripNumber}</span>
      {detailed && (
        <>
          {l.flightNo && <span className="foc-cal__chip-flight">{l.flightNo}</span>}
          <span className="foc-cal__chip-state">{state}</span>
        </>
      )}
      {placed.fellBackToUtc && <span className="foc-cal__chip-zone">UTC</span>}
    </button>
  );
}
