/**
 * Overdue and stale flags on the Gantt's leg bars (src/domain/trip/legProgress.ts): an overdue
 * leg's bar gets the amber or red outline, a stale one (past, still before release) is dimmed and
 * hatched; a takeoff or landing detected from positions and not confirmed yet puts a dot on the
 * bar's start or end (the monitor's "detected" state). Recomputed every minute from the view already loaded (no refetch). The flagged bar ids
 * go on the host element for tests and diagnostics.
 */
import { useMemo } from 'react';
import { DETECTED_COLOUR, detectedEdge, legProgressView, OVERDUE_COLOURS } from '../../domain/trip/legProgress';
import type { TimelineItem } from '../../timeline-engine';
import { useMinuteClock } from '../../ui/leg/legProgressTag';
import type { GanttView } from './ganttMapping';

export interface FlaggedBars {
  items: TimelineItem[];
  overdue: string[];
  stale: string[];
  detected: string[];
}

/** The items with the flags of their legs at `now` (leg bars of the fleet and passenger views; crew duty bars are not flagged). */
export function flagBars(items: readonly TimelineItem[], view: Pick<GanttView, 'kind' | 'legs' | 'bars'>, now: number): FlaggedBars {
  if (view.kind === 'crew') return { items: [...items], overdue: [], stale: [], detected: [] };
  const overdue: string[] = [];
  const stale: string[] = [];
  const detected: string[] = [];
  const out = items.map((it) => {
    const legId = view.bars.get(it.id)?.legId ?? (view.legs.has(it.id) ? it.id : null);
    const leg = legId ? view.legs.get(legId) : undefined;
    if (!leg || it.flags?.cancelled) return it;
    const v = legProgressView(leg, now);
    const edge = detectedEdge(v.progress);
    if (v.overdue === 'none' && !v.stale && !edge) return it;
    if (v.overdue !== 'none') overdue.push(it.id);
    if (v.stale) stale.push(it.id);
    if (edge) detected.push(it.id);
    const mark = edge ? { colour: DETECTED_COLOUR, at: edge } : undefined;
    return { ...it, flags: { ...it.flags, overdue: v.overdue === 'none' ? undefined : OVERDUE_COLOURS[v.overdue], stale: v.stale, mark } };
  });
  return { items: out, overdue, stale, detected };
}

export function useProgressFlags(items: readonly TimelineItem[], view: Pick<GanttView, 'kind' | 'legs' | 'bars'>): FlaggedBars {
  const now = useMinuteClock();
  return useMemo(() => flagBars(items, view, now), [items, view, now]);
}
