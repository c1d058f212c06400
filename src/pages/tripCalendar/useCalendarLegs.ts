import { useCallback, useEffect, useRef, useState } from 'react';
import { tripApi, type LegRow } from '../../api/trip';
import { bufferedWindow, windowCovers, type CalendarView, type UtcWindow } from '../../ui/calendar/calendarModel';

/** Legs per request (the list routes' maximum) and the most the calendar reads for one window. */
export const CALENDAR_PAGE_SIZE = 500;
export const CALENDAR_LEG_CAP = 5000;

export interface CalendarLegs {
  legs: LegRow[];
  loading: boolean;
  /** More legs than the cap depart in the window: some are not shown. */
  truncated: boolean;
  reload(): void;
}

/** Legs departing in a window (planned departure, UTC), page by page up to the cap. */
async function legsIn(w: UtcWindow): Promise<{ legs: LegRow[]; truncated: boolean }> {
  const legs: LegRow[] = [];
  for (let page = 1; legs.length < CALENDAR_LEG_CAP; page++) {
    const a = await tripApi.legList({
      page,
      pageSize: CALENDAR_PAGE_SIZE,
      sortProperties: 'plannedDepartureUtc',
      sortDirection: 'asc',
      searchParas: {
        logic: 'and',
        conditions: [
          { name: 'plannedDepartureUtc', op: 'ge', value: w.fromUtc },
          { name: 'plannedDepartureUtc', op: 'lt', value: w.toUtc },
        ],
      },
    });
    legs.push(...a.list);
    if (a.list.length < CALENDAR_PAGE_SIZE || legs.length >= a.totalNum) return { legs, truncated: false };
  }
  return { legs, truncated: true };
}

/**
 * The legs of a calendar view. A window wider than the view is fetched (buffered bounds) and kept
 * while the view pages inside it; leaving it, or a reload, fetches the window around the new view.
 */
export function useCalendarLegs(view: CalendarView, anchor: string): CalendarLegs {
  const [state, setState] = useState<{ window: UtcWindow | null; legs: LegRow[]; truncated: boolean }>({ window: null, legs: [], truncated: false });
  const [loading, setLoading] = useState(false);
  const [tick, setTick] = useState(0);
  const ticket = useRef(0);
  const lastTick = useRef(tick);
  const covered = windowCovers(state.window, view, anchor);

  useEffect(() => {
    const forced = lastTick.current !== tick;
    lastTick.current = tick;
    if (covered && !forced) return;
    const mine = ++ticket.current;
    const w = bufferedWindow(view, anchor);
    setLoading(true);
    legsIn(w).then(
      (r) => {
        if (mine !== ticket.current) return;
        setState({ window: w, ...r });
        setLoading(false);
      },
      () => mine === ticket.current && setLoading(false),
    );
  }, [view, anchor, covered, tick]);

  return { legs: state.legs, loading, truncated: state.truncated, reload: useCallback(() => setTick((n) => n + 1), []) };
}
