import { Button, Popover } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { LegRow } from '../../api/trip';
import { keyToMs, monthGrid, monthOf, overflow, weekDays, type PlacedLeg } from '../../ui/calendar/calendarModel';
import { LegChip } from '../../ui/calendar/LegChip';

/** Chips a month cell shows before "+n more". */
export const MONTH_CELL_LINES = 4;

export interface ViewProps {
  anchor: string;
  today: string;
  days: ReadonlyMap<string, PlacedLeg<LegRow>[]>;
  locale: string;
  onOpen: (leg: LegRow) => void;
  /** Opens the day view of a day. */
  onDay: (day: string) => void;
}

const fmt = (locale: string, opts: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, { ...opts, timeZone: 'UTC' });

/** Weekday names Monday … Sunday in the locale. */
function weekdayNames(locale: string, width: 'short' | 'long'): string[] {
  const f = fmt(locale, { weekday: width });
  // 2024-01-01 was a Monday
  return Array.from({ length: 7 }, (_, i) => f.format(Date.UTC(2024, 0, 1 + i)));
}

function dayClass(day: string, today: string, extra?: string): string {
  return ['foc-cal__day', day === today && 'foc-cal__day--today', extra].filter(Boolean).join(' ');
}

export function MonthView({ anchor, today, days, locale, onOpen, onDay }: ViewProps) {
  const { t } = useTranslation();
  const month = monthOf(anchor);
  const names = weekdayNames(locale, 'short');
  return (
    <div className="foc-cal__month" data-testid="calendar-month">
      {names.map((n) => (
        <div key={n} className="foc-cal__weekday">
          {n}
        </div>
      ))}
      {monthGrid(anchor)
        .flat()
        .map((day) => {
          const legs = days.get(day) ?? [];
          const { shown, more } = overflow(legs, MONTH_CELL_LINES);
          return (
            <div key={day} className={dayClass(day, today, monthOf(day) !== month ? 'foc-cal__day--other' : undefined)} data-testid="calendar-day" data-day={day}>
              <button type="button" className="foc-cal__day-number" onClick={() => onDay(day)} aria-label={day}>
                {Number(day.slice(8))}
              </button>
              <div className="foc-cal__chips">
                {shown.map((p) => (
                  <LegChip key={p.leg.id} placed={p} onOpen={onOpen} />
                ))}
                {more > 0 && (
                  <Popover
                    placement="bottom"
                    content={
                      <div className="foc-cal__more-list" data-testid="calendar-more-list">
                        <div className="foc-cal__more-title">{day}</div>
                        {legs.map((p) => (
                          <LegChip key={p.leg.id} placed={p} onOpen={onOpen} />
                        ))}
                      </div>
                    }
                  >
                    <Button size="small" variant="minimal" className="foc-cal__more" text={t('calendar.more', { count: more })} data-testid="calendar-more" />
                  </Popover>
                )}
              </div>
            </div>
          );
        })}
    </div>
  );
}

export function WeekView({ anchor, today, days, locale, onOpen, onDay }: ViewProps) {
  const { t } = useTranslation();
  const names = weekdayNames(locale, 'short');
  const md = fmt(locale, { month: 'numeric', day: 'numeric' });
  return (
    <div className="foc-cal__week" data-testid="calendar-week">
      {weekDays(anchor).map((day, i) => {
        const legs = days.get(day) ?? [];
        return (
          <div key={day} className={dayClass(day, today, 'foc-cal__week-col')} data-testid="calendar-day" data-day={day}>
            <button type="button" className="foc-cal__week-head" onClick={() => onDay(day)}>
              <span>{names[i]}</span> <strong>{md.format(keyToMs(day))}</strong>
            </button>
            <div className="foc-cal__chips foc-cal__chips--week">
              {legs.map((p) => (
                <LegChip key={p.leg.id} placed={p} detailed onOpen={onOpen} />
              ))}
              {legs.length === 0 && <span className="foc-cal__none">{t('calendar.noLegs')}</span>}
            </div>
          </div>
        );
      })}
    </div>
  );
}

export function DayView({ anchor, today, days, onOpen }: ViewProps) {
  const { t } = useTranslation();
  const legs = days.get(anchor) ?? [];
  const hours = Array.from({ length: 24 }, (_, h) => h);
  return (
    <div className={dayClass(anchor, today, 'foc-cal__dayview')} data-testid="calendar-dayview" data-day={anchor}>
      {legs.length === 0 && <div className="foc-cal__none foc-cal__none--day">{t('calendar.noLegs')}</div>}
      {hours.map((h) => {
        const inHour = legs.filter((p) => Math.floor(p.minuteOfDay / 60) === h);
        return (
          <div key={h} className={`foc-cal__hour${inHour.length ? '' : ' foc-cal__hour--empty'}`} data-hour={h}>
            <span className="foc-cal__hour-label">{`${String(h).padStart(2, '0')}:00`}</span>
            <div className="foc-cal__hour-legs">
              {inHour.map((p) => (
                <LegChip key={p.leg.id} placed={p} detailed onOpen={onOpen} />
              ))}
            </div>
          </div>
        );
      })}
    </div>
  );
}
