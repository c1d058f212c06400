/**
 * Data of the Gantt's time window for the chosen view: fetched through the core BufferedWindow on
 * every view change (panning inside the loaded window asks for nothing), kept within the server's
 * 62-day limit, reloaded on demand and every `autoRefresh` seconds, and from scratch when the view
 * kind changes. Out-of-order answers are dropped.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { BufferedWindow, covers } from '../../timeline-engine/core/bufferedWindow';
import type { TimeRange } from '../../timeline-engine/core/timeScale';
import type { GanttViewKind } from '../../state/ganttSettings';
import { clampWindow, type GanttView } from './ganttMapping';

export const emptyView = (kind: GanttViewKind): GanttView => ({ kind, rows: [], items: [], legs: new Map(), bars: new Map(), aircraft: [], unassigned: 0, leadRows: 0 });

/** Loads one view's window (ISO instants). */
export type ViewLoader = (from: string, to: string) => Promise<GanttView>;

const iso = (ms: number) => new Date(ms).toISOString();

export function useGanttWindow(kind: GanttViewKind, loader: ViewLoader, autoRefreshSeconds: number) {
  const buffer = useRef(new BufferedWindow()).current;
  const visibleRef = useRef<TimeRange | null>(null);
  const clampedRef = useRef<TimeRange | null>(null);
  const loaderRef = useRef(loader);
  loaderRef.current = loader;
  const seq = useRef(0);
  const [view, setView] = useState<GanttView>(() => emptyView(kind));
  const [loading, setLoading] = useState(false);

  const load = useCallback(
    async (w: TimeRange) => {
      const n = ++seq.current;
      setLoading(true);
      try {
        const next = await loaderRef.current(iso(w.startMs), iso(w.endMs));
        if (n === seq.current) setView(next);
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

  // Another view starts empty; another loader (e.g. texts of a new language) reloads in place.
  const shownKind = useRef(kind);
  useEffect(() => {
    if (shownKind.current !== kind) {
      shownKind.current = kind;
      seq.current++;
      setView(emptyView(kind));
    }
    reload();
  }, [kind, loader, reload]);

  useEffect(() => {
    if (autoRefreshSeconds <= 0) return;
    const timer = setInterval(() => {
      if (typeof document === 'undefined' || document.visibilityState === 'visible') reload();
    }, autoRefreshSeconds * 1000);
    return () => clearInterval(timer);
  }, [autoRefreshSeconds, reload]);

  return { view, setView, loading, onVisible, reload };
}
