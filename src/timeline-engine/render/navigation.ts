/**
 * Keyboard order of the timeline: left/right go to the previous/next item of the row (draw order,
 * i.e. by start), up/down to the nearest item in time in the closest row above/below that has items.
 */
import type { IntervalIndex } from '../core/intervalIndex';
import type { Entry } from './layout';

export type NavKey = 'left' | 'right' | 'up' | 'down';

export function navKeyOf(key: string): NavKey | null {
  switch (key) {
    case 'ArrowLeft': return 'left';
    case 'ArrowRight': return 'right';
    case 'ArrowUp': return 'up';
    case 'ArrowDown': return 'down';
    default: return null;
  }
}

function nearestInTime(items: readonly Entry[], t: number): Entry | null {
  let best: Entry | null = null;
  let bestD = Infinity;
  for (const e of items) {
    const d = e.start <= t && e.end >= t ? 0 : Math.min(Math.abs(e.start - t), Math.abs(e.end - t));
    if (d < bestD) {
      best = e;
      bestD = d;
    }
  }
  return best;
}

/**
 * The entry to select after a key. `current` null starts at `fallback` (row and instant, e.g.
 * the first row in view and the middle of the view). Returns null when there is nowhere to go.
 */
export function navigate(
  index: IntervalIndex<Entry>,
  rowCount: number,
  current: Entry | null,
  key: NavKey,
  fallback: { row: number; time: number },
): Entry | null {
  if (!current) {
    for (let r = Math.max(0, fallback.row); r < rowCount; r++) {
      const hit = nearestInTime(index.rowItems(r), fallback.time);
      if (hit) return hit;
    }
    return null;
  }
  if (key === 'left' || key === 'right') {
    const items = index.rowItems(current.row);
    const i = items.findIndex((e) => e.item.id === current.item.id);
    if (i < 0) return null;
    return items[key === 'left' ? i - 1 : i + 1] ?? null;
  }
  const step = key === 'up' ? -1 : 1;
  const t = (current.start + current.end) / 2;
  for (let r = current.row + step; r >= 0 && r < rowCount; r += step) {
    const hit = nearestInTime(index.rowItems(r), t);
    if (hit) return hit;
  }
  return null;
}
