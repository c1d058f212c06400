import { useEffect, type RefObject } from 'react';
import type { TimelineEngine } from '../render/TimelineEngine';

/**
 * Writes the engine's drawn bar count and row height on the host element twice a second
 * (`data-drawn`, `data-row-height`), for browser tests and diagnostics, without React state.
 */
export function useHostStats(engine: TimelineEngine | null, host: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (!engine) return;
    const timer = setInterval(() => {
      host.current?.setAttribute('data-drawn', String(engine.stats().drawnItems));
      host.current?.setAttribute('data-row-height', String(engine.rowHeight()));
    }, 500);
    return () => clearInterval(timer);
  }, [engine, host]);
}
