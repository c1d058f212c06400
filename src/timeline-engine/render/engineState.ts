/** Pure helpers of the engine: observable state, stats, item → entry resolution, easing. */
import type { Entry } from './layout';
import type { RowRange, TimelineItem, TimelineRow, ViewRange } from './props';

/** What the host may observe (useTimelineValue); replaced, never mutated. */
export interface EngineState {
  readonly selection: string | null;
  readonly view: ViewRange;
  readonly rows: RowRange;
  /** Minutes per cell now shown. */
  readonly scale: number;
}

export interface EngineStats {
  readonly framesFull: number;
  readonly framesMarker: number;
  /** Bars drawn in the last full frame. */
  readonly drawnItems: number;
  /** Duration of the last frame's CPU work including the render call, ms. */
  readonly lastFrameMs: number;
  /** Label objects held by the label cache. */
  readonly labels: number;
}

/** Resolves rows (index or id) and drops items whose row does not exist or whose times are not finite. */
export function buildEntries(rows: readonly TimelineRow[], items: readonly TimelineItem[]): Entry[] {
  const rowIndex = new Map<string, number>();
  rows.forEach((r, i) => rowIndex.set(r.id, i));
  const list: Entry[] = [];
  for (const item of items) {
    const row = typeof item.row === 'number' ? item.row : rowIndex.get(item.row);
    if (row === undefined || !Number.isInteger(row) || row < 0 || row >= rows.length) continue;
    if (!Number.isFinite(item.start) || !Number.isFinite(item.end)) continue;
    const e: Entry = { start: item.start, end: Math.max(item.start, item.end), row, item };
    list.push(e);
  }
  return list;
}

export function easeInOutCubic(p: number): number {
  const t = Math.min(1, Math.max(0, p));
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}
