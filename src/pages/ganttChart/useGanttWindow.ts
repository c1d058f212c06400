/**
 * Data of the Gantt's time window: fetched through the core BufferedWindow on every view change
 * (panning inside the loaded window asks for nothing), kept within the server's 62-day limit,
 * reloaded on demand and every `autoRefresh` seconds. Out-of-order answers are dropped.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { ganttApi } from '../../api/gantt';
import { BufferedWindow, covers } from '../../timeline-engine/core/bufferedWindow';
import type { TimeRange } from '../../timeline-engine/core/timeScale';
import { clampWindow, toView, type GanttView } from './ganttMapping';

export const EMPTY_VIEW: GanttView = { rows: [], items: [], legs: new Map(), aircraft: [] };

const iso = (ms: number) => new Date(ms).toISOString();

export function useGanttWindow(autoRefreshSeconds: number) {
  const buffer = useRef(new BufferedWindow()).current;
  const visibleRef = useRef<TimeRange | null>(null);
  const clampedRef = useRef<TimeRange | null>(null);
  const seq = useRef(0);
  const [view, setView] = useState<GanttView>(EMPTY_VIEW);
  const [unassigned, setUnassigned] = useState(0);
  const [loading, setLoading] = useState(false);

  const load = useCallback(
    async (w: TimeRange) => {
      const n = ++seq.current;
      setLoading(true);
      try {
        const answer = await ganttApi.window(iso(w.startMs), iso(w.endMs));
        if (n !== seq.current) return;
        setView(toView(answer));
        setUnassigned(answer.unassigned.length);
      } catch {
        // told by the request layer; ask again on the next view change
        if (n === seq.current) buffer.invalidate();
      } finally {
        if (n === seq.current) setLoading(false);
      }
    },
    [buffer],
  );

  const onVisible = useCallback(
    (visible: TimeRange) => {
      visibleRef.current = visible;
      if (clampedRef.current && covers(clampedRef.current, visible)) return;
      const d = buffer.update(visible);
      if (!d.refetch) return;
      const c = clampWindow(d.window, visible);
      clampedRef.current = c.clamped ? c.window : null;
      if (c.clamped) buffer.invalidate();
      void load(c.window);
    },
    [buffer, load],
  );

  const reload = useCallback(() => {
    buffer.invalidate();
    clampedRef.current = null;
    if (visibleRef.current) onVisible(visibleRef.current);
  }, [buffer, onVisible]);

  useEffect(() => {
    if (autoRefreshSeconds <= 0) return;
    const timer = setInterval(() => {
      if (typeof document === 'undefined' || document.visibilityState === 'visible') reload();
    }, autoRefreshSeconds * 1000);
    return () => clearInterval(timer);
  }, [autoRefreshSeconds, reload]);

  return { view, setView, unassigned, loading, onVisible, reload };
}
