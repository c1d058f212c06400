import { Button, ButtonGroup, Callout, Spinner, Tag } from '@blueprintjs/core';
import { useEffect, useMemo, useState } from 'react';
import { tripOrLegEvent, useLiveReload } from '../../app/realtime/useLive';
import { LiveChangedContext } from '../../ui/calendar/LegChip';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { LegRow } from '../../api/trip';
import { GANTT_BAR_COLOURS } from '../../domain/trip';
import { settings } from '../../state/settings';
import { useAirportZones, useZoneHint } from '../../ui/list/times';
import { bucketLegs, CALENDAR_VIEWS, isDayKey, keyToMs, shiftAnchor, todayKey, visibleDays, type CalendarView } from '../../ui/calendar/calendarModel';
import { DayView, MonthView, WeekView, type ViewProps } from './CalendarViews';
import { useCalendarLegs } from './useCalendarLegs';
import './tripCalendar.css';

const LOCALES: Record<string, string> = { zh: 'zh-CN', zhtw: 'zh-TW', en: 'en-GB' };
const LEGEND: [keyof typeof GANTT_BAR_COLOURS, string][] = [
  ['blue', 'calendar.legend.ready'],
  ['teal', 'calendar.legend.released'],
  ['orange', 'calendar.legend.flying'],
  ['green', 'calendar.legend.flown'],
  ['lightBlue', 'calendar.legend.other'],
];

/** The page's title: the month, the week's first and last day, or the day with its weekday. */
function titleOf(view: CalendarView, anchor: string, locale: string): string {
  const f = (o: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, { ...o, timeZone: 'UTC' });
  if (view === 'month') return f({ year: 'numeric', month: 'long' }).format(keyToMs(anchor));
  if (view === 'day') return `${anchor} ${f({ weekday: 'long' }).format(keyToMs(anchor))}`;
  const { first, last } = visibleDays('week', anchor);
  return `${first} – ${last}`;
}

/** Re-reads "today" every minute so the highlight moves at midnight in the time type. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(id);
  }, []);
  return now;
}

/**
 * The trip calendar (`tripCalendar/TripCalendar`, month / week / day): legs on the day of their
 * planned departure in the user's time type; a click opens the leg's detail page. `fixedView`
 * serves the month, week and day pages (no switch). `?date=YYYY-MM-DD` opens on that day.
 */
export function CalendarScreen({ fixedView }: { fixedView?: CalendarView }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { timeType } = useSnapshot(settings);
  const zoneHint = useZoneHint();
  const now = useNow();
  const today = todayKey(now, timeType);
  const asked = params.get('date');
  const askedView = params.get('view') as CalendarView | null;
  const [view, setView] = useState<CalendarView>(fixedView ?? (askedView && CALENDAR_VIEWS.includes(askedView) ? askedView : 'month'));
  const [anchor, setAnchor] = useState(() => (isDayKey(asked) ? asked : today));
  useEffect(() => {
    if (isDayKey(asked)) setAnchor(asked);
  }, [asked]);

  const { legs, loading, truncated, reload } = useCalendarLegs(view, anchor);
  const live = useLiveReload(reload, tripOrLegEvent);
  const zones = useAirportZones(
    legs.map((l) => l.departureIcao),
    timeType,
  );
  const days = useMemo(() => bucketLegs(legs, timeType, zones), [legs, timeType, zones]);
  const locale = LOCALES[i18n.language] ?? i18n.language;

  const props: ViewProps = {
    anchor,
    today,
    days,
    locale,
    onOpen: (leg: LegRow) => navigate(`/tripLegDetail?id=${encodeURIComponent(leg.id)}`),
    onDay: (day) => {
      setAnchor(day);
      if (!fixedView) setView('day');
    },
  };
  const zoneNote = timeType === 'Local' ? t('calendar.zone.local') : t('calendar.zone.fixed', { zone: timeType === 'Beijing' ? `${t('calendar.zone.beijing')} ${zoneHint(timeType)}` : zoneHint(timeType) });

  return (
    <LiveChangedContext.Provider value={live.changed}>
    <div className="foc-cal" data-testid="trip-calendar" data-view={view} data-anchor={anchor}>
      <div className="foc-cal__toolbar">
        <ButtonGroup>
          <Button icon="chevron-left" onClick={() => setAnchor(shiftAnchor(view, anchor, -1))} aria-label={t('calendar.previous')} data-testid="calendar-prev" />
          <Button text={t('calendar.today')} onClick={() => setAnchor(today)} data-testid="calendar-today" />
          <Button icon="chevron-right" onClick={() => setAnchor(shiftAnchor(view, anchor, 1))} aria-label={t('calendar.next')} data-testid="calendar-next" />
        </ButtonGroup>
        <h2 className="foc-cal__title" data-testid="calendar-title">
          {titleOf(view, anchor, locale)}
        </h2>
        {loading && <Spinner size={16} />}
        <span className="foc-cal__spacer" />
        <Tag minimal icon="time" data-testid="calendar-zone" title={t('calendar.zone.hint')}>
          {zoneNote}
        </Tag>
        <Button icon="refresh" variant="minimal" onClick={reload} aria-label={t('calendar.reload')} data-testid="calendar-reload" />
        {!fixedView && (
          <ButtonGroup data-testid="calendar-view">
            {CALENDAR_VIEWS.map((v) => (
              <Button key={v} text={t(`calendar.view.${v}`)} active={view === v} intent={view === v ? 'primary' : 'none'} onClick={() => setView(v)} data-testid={`calendar-view-${v}`} />
            ))}
          </ButtonGroup>
        )}
      </div>
      {truncated && (
        <Callout intent="warning" compact>
          {t('calendar.truncated')}
        </Callout>
      )}
      {view === 'month' && <MonthView {...props} />}
      {view === 'week' && <WeekView {...props} />}
      {view === 'day' && <DayView {...props} />}
      <div className="foc-cal__legend">
        {LEGEND.map(([colour, key]) => (
          <span key={colour} className="foc-cal__legend-item">
            <span className="foc-cal__swatch" style={{ background: GANTT_BAR_COLOURS[colour] }} />
            {t(key)}
          </span>
        ))}
        <span className="foc-cal__legend-item foc-cal__legend-cancelled">{t('calendar.legend.cancelled')}</span>
        <span className="foc-cal__legend-item">{t('calendar.legend.ferry')}</span>
      </div>
    </div>
    </LiveChangedContext.Provider>
  );
}

export default function TripCalendar() {
  return <CalendarScreen />;
}
export const TripCalendarMonth = () => <CalendarScreen fixedView="month" />;
export const TripCalendarWeek = () => <CalendarScreen fixedView="week" />;
export const TripCalendarDay = () => <CalendarScreen fixedView="day" />;
