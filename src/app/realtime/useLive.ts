import { useEffect, useRef, useState } from 'react';
import type { RealtimeEvent } from '../../domain/message/realtime';
import { onFleetChange, onRealtimeEvent, onRealtimeResync, realtime } from '../../state/realtime';

/** How long a row or bar changed by someone else stays highlighted. */
export const LIVE_HIGHLIGHT_MS = 4000;

/**
 * Applies pushed changes to a screen without a reload by the user: when an event `matches`, the
 * screen's `reload` runs (coalesced over `delayMs`), and the trip and leg ids the event touched are
 * returned as `changed` for a short highlight. A resync (past the replay window) reloads too.
 */
export function useLiveReload(reload: () => void, matches: (e: RealtimeEvent) => boolean = () => true, delayMs = 250): { changed: ReadonlySet<string>; last: RealtimeEvent | null } {
  const [changed, setChanged] = useState<ReadonlySet<string>>(new Set());
  const [last, setLast] = useState<RealtimeEvent | null>(null);
  const reloadRef = useRef(reload);
  reloadRef.current = reload;
  const matchRef = useRef(matches);
  matchRef.current = matches;
  // a cached view hidden in its tab stops listening (React Activity): on showing again, catch up
  const seen = useRef<number | null>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const clearers: ReturnType<typeof setTimeout>[] = [];
    const schedule = () => {
      if (timer) return;
      timer = setTimeout(() => {
        timer = null;
        reloadRef.current();
      }, delayMs);
    };
    const offEvent = onRealtimeEvent((e) => {
      if (!matchRef.current(e)) return;
      setLast(e);
      schedule();
      if (e.own) return;
      const ids = [e.tripId, e.legId].filter((x): x is string => Boolean(x));
      if (ids.length === 0) return;
      setChanged((s) => new Set([...s, ...ids]));
      clearers.push(
        setTimeout(() => setChanged((s) => new Set([...s].filter((x) => !ids.includes(x)))), LIVE_HIGHLIGHT_MS),
      );
    });
    const offResync = onRealtimeResync(schedule);
    if (seen.current !== null && seen.current !== realtime.events) schedule();
    return () => {
      seen.current = realtime.events;
      offEvent();
      offResync();
      if (timer) clearTimeout(timer);
      for (const c of clearers) clearTimeout(c);
    };
  }, [delayMs]);
  return { changed, last };
}

/** Events about trips and legs (what the trip, leg, calendar and Gantt screens show). */
export const tripOrLegEvent = (e: RealtimeEvent) => Boolean(e.tripId || e.legId);

/**
 * Reloads a screen when aircraft statuses, faults or inspections change (the fleet-upkeep frames),
 * coalesced over `delayMs`; `aircraftIds` limits it to those aircraft (an empty frame matches any).
 */
export function useLiveFleet(reload: () => void, aircraftIds: readonly string[] | null = null, delayMs = 250): void {
  const reloadRef = useRef(reload);
  reloadRef.current = reload;
  const key = aircraftIds === null ? null : aircraftIds.join(',');
  useEffect(() => {
    const only = key === null ? null : new Set(key.split(','));
    let timer: ReturnType<typeof setTimeout> | null = null;
    const off = onFleetChange((ids) => {
      if (only && ids.length > 0 && !ids.some((id) => only.has(id))) return;
      if (timer) return;
      timer = setTimeout(() => {
        timer = null;
        reloadRef.current();
      }, delayMs);
    });
    const offResync = onRealtimeResync(() => reloadRef.current());
    return () => {
      off();
      offResync();
      if (timer) clearTimeout(timer);
    };
  }, [key, delayMs]);
}
