import { useCallback, useEffect, useRef, useState } from 'react';
import type { HomeAnswer } from '../../contract/home';
import type { RealtimeEvent } from '../../domain/message/realtime';
import type { TimeType } from '../../domain/timeType';
import { useLiveFleet, useLiveReload } from '../../app/realtime/useLive';
import { CLOCK_TICK_MS, LIVE_DEBOUNCE_MS } from './cards';
import { fetchHome } from './homeApi';

export type HomeLoad = { status: 'loading' } | { status: 'ready'; answer: HomeAnswer; at: Date } | { status: 'failed' };

/** Events that can move a card: trips and legs (legs, crew, detections confirmed) and intentions. */
const homeEvent = (e: RealtimeEvent) => Boolean(e.tripId || e.legId || e.businessId);

/**
 * The work cards of the seat: loaded when the seat or the time type changes, reloaded (debounced)
 * on pushed trip, leg and intention events, and every minute for the clock-driven flags (overdue,
 * delayed, stale; detections made by the position feed). An automatic reload that fails keeps the
 * cards on screen.
 */
export function useHomeCards(seatId: string | null | undefined, timeType: TimeType) {
  const [load, setLoad] = useState<HomeLoad>({ status: 'loading' });
  const latest = useRef(0);
  const reload = useCallback(
    (quiet: boolean) => {
      if (!seatId) return;
      const ticket = ++latest.current;
      if (!quiet) setLoad({ status: 'loading' });
      fetchHome(seatId, timeType, quiet).then(
        (answer) => ticket === latest.current && setLoad({ status: 'ready', answer, at: new Date() }),
        () => ticket === latest.current && !quiet && setLoad({ status: 'failed' }),
      );
    },
    [seatId, timeType],
  );
  useEffect(() => reload(false), [reload]);
  useEffect(() => {
    const timer = setInterval(() => reload(true), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, [reload]);
  const { changed } = useLiveReload(() => reload(true), homeEvent, LIVE_DEBOUNCE_MS);
  useLiveFleet(() => reload(true), null, LIVE_DEBOUNCE_MS);
  return { load, reload, changed };
}
