/**
 * Row background spans (props `rowSpans`): translucent bands behind a row's bars over a time
 * interval, optionally hatched, e.g. a period in which the row's subject is unavailable. Only the
 * spans of visible rows that meet the visible time range become rectangles; open-ended spans run
 * to the right edge. Generic: the engine knows rows, instants and colours, not what a span means.
 */
import type { Graphics } from 'pixi.js';
import type { TimeScale } from '../core/timeScale';
import type { Rect } from './layout';
import type { Colour, RowRange, RowSpan, TimelineRow } from './props';

export interface SpanRect extends Rect {
  readonly colour: Colour;
  readonly hatched: boolean;
}

/** The rectangles (body coordinates) of the spans on rows `rowRange` that meet [0, viewWidth]. */
export function visibleSpanRects(
  spans: readonly RowSpan[],
  rows: readonly TimelineRow[],
  rowRange: RowRange,
  scale: TimeScale,
  scrollTop: number,
  rowH: number,
  viewWidth: number,
): SpanRect[] {
  if (spans.length === 0 || rowRange.last < rowRange.first) return [];
  const index = new Map<string | number, number>();
  for (let r = rowRange.first; r <= rowRange.last; r++) {
    const row = rows[r];
    if (row) index.set(row.id, r);
    index.set(r, r);
  }
  const out: SpanRect[] = [];
  for (const s of spans) {
    const r = index.get(s.row);
    if (r === undefined) continue;
    const x0 = Math.max(0, scale.timeToPx(s.start));
    const x1 = s.end === null ? viewWidth : Math.min(viewWidth, scale.timeToPx(s.end));
    if (x1 <= 0 || x0 >= viewWidth || x1 - x0 < 0.5) continue;
    out.push({ x: x0, y: r * rowH - scrollTop, width: x1 - x0, height: rowH - 1, colour: s.colour, hatched: s.hatched === true });
  }
  return out;
}

/** Draws span rectangles into `g` (cleared by the caller): a translucent fill, hatched ones with diagonal strokes. */
export function drawRowSpans(g: Graphics, rects: readonly SpanRect[]): void {
  for (const r of rects) {
    g.rect(r.x, r.y, r.width, r.height).fill({ color: r.colour, alpha: 0.16 });
    if (!r.hatched) continue;
    for (let d = 6; d < r.width + r.height; d += 8) {
      g.moveTo(r.x + Math.max(0, d - r.height), r.y + Math.min(r.height, d)).lineTo(r.x + Math.min(r.width, d), r.y + Math.max(0, d - r.width));
    }
    g.stroke({ width: 1, color: r.colour, alpha: 0.35 });
  }
}
