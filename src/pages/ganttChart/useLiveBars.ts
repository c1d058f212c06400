import { useMemo, useRef } from 'react';
import type { TimelineItem } from '../../timeline-engine';
import type { GanttView } from './ganttMapping';

/** The colour a bar another dispatcher just changed flashes in. */
export const LIVE_BAR_COLOUR = '#ff9f1c';

/**
 * Bars changed by someone else (pushed events, `changed` = trip and leg ids) drawn in the flash
 * colour for a moment; a bar that left the chart with the change (a cancelled leg) stays that
 * moment as a faded cancelled bar, so the dispatcher sees what went.
 */
export function useLiveBars(view: GanttView, changed: ReadonlySet<string>): { items: TimelineItem[]; highlighted: string[] } {
  const known = useRef(new Map<string, { item: TimelineItem; tripId: string | null }>());
  return useMemo(() => {
    const isChanged = (id: string) => changed.has(id) || changed.has(view.legs.get(id)?.tripId ?? '');
    const present = new Set(view.items.map((i) => i.id));
    const items: TimelineItem[] = view.items.map((it) => (isChanged(it.id) ? { ...it, colour: LIVE_BAR_COLOUR } : it));
    const highlighted = items.filter((it) => it.colour === LIVE_BAR_COLOUR).map((it) => it.id);
    for (const [id, k] of known.current)
      if (!present.has(id) && (changed.has(id) || (k.tripId && changed.has(k.tripId)))) {
        items.push({ ...k.item, colour: LIVE_BAR_COLOUR, flags: { ...k.item.flags, cancelled: true } });
        highlighted.push(id);
      }
    // remember this view's bars (bounded: the window's bars only)
    const next = new Map<string, { item: TimelineItem; tripId: string | null }>();
    for (const it of view.items) next.set(it.id, { item: it, tripId: view.legs.get(it.id)?.tripId ?? null });
    for (const [id, k] of known.current) if (!next.has(id) && (changed.has(id) || (k.tripId && changed.has(k.tripId)))) next.set(id, k);
    known.current = next;
    return { items, highlighted };
  }, [view, changed]);
}
