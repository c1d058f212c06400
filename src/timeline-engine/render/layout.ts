/**
 * Pure layout of the timeline: the areas of the canvas, the rows in view, and items → bar
 * rectangles found through the interval index (only what is in view plus overscan).
 */
import { GANTT_DEFAULTS } from '../core/scales';
import type { IntervalIndex } from '../core/intervalIndex';
import type { TimeScale } from '../core/timeScale';
import type { RowRange, TimelineItem } from './props';

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface Areas {
  readonly header: Rect;
  readonly titles: Rect;
  readonly body: Rect;
}

/** An item placed in the index: its row resolved to an index. */
export interface Entry {
  readonly start: number;
  readonly end: number;
  readonly row: number;
  readonly item: TimelineItem;
}

export interface Bar {
  readonly entry: Entry;
  /** Body coordinates (x = 0 is the left edge of the time area, y = 0 the top of row 0 minus scrollTop). */
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  /** Room for an inline label (the visible width reaches the spec minimum). */
  readonly labelled: boolean;
}

export interface BarOptions {
  /** Narrowest drawn bar, px (short bars are never hidden). */
  readonly minWidth?: number;
  /** Space above and below a bar inside its row. */
  readonly padY?: number;
  readonly minLabelWidth?: number;
  /** Extra rows drawn above and below the view. */
  readonly overscanRows?: number;
  /** Extra px drawn left and right of the view. */
  readonly overscanPx?: number;
}

export const MIN_BAR_WIDTH = 2;

export function areas(width: number, height: number, titleWidth: number, titleHeight: number): Areas {
  const tw = Math.min(Math.max(0, titleWidth), width);
  const th = Math.min(Math.max(0, titleHeight), height);
  return {
    header: { x: tw, y: 0, width: width - tw, height: th },
    titles: { x: 0, y: th, width: tw, height: height - th },
    body: { x: tw, y: th, width: width - tw, height: height - th },
  };
}

export function maxScrollTop(rowCount: number, cellHeight: number, bodyHeight: number): number {
  return Math.max(0, rowCount * cellHeight - bodyHeight);
}

export function clampScrollTop(scrollTop: number, rowCount: number, cellHeight: number, bodyHeight: number): number {
  return Math.min(Math.max(0, scrollTop), maxScrollTop(rowCount, cellHeight, bodyHeight));
}

/** Rows at least partly in view, widened by overscan; last < first when there are none. */
export function visibleRows(scrollTop: number, bodyHeight: number, cellHeight: number, rowCount: number, overscan = 0): RowRange {
  if (rowCount <= 0 || cellHeight <= 0 || bodyHeight <= 0) return { first: 0, last: -1 };
  const first = Math.max(0, Math.floor(scrollTop / cellHeight) - overscan);
  const last = Math.min(rowCount - 1, Math.ceil((scrollTop + bodyHeight) / cellHeight) - 1 + overscan);
  return { first, last };
}

/** Row under a body y, or -1. */
export function rowAtY(bodyY: number, scrollTop: number, cellHeight: number, rowCount: number): number {
  if (cellHeight <= 0) return -1;
  const r = Math.floor((bodyY + scrollTop) / cellHeight);
  return r >= 0 && r < rowCount ? r : -1;
}

/** The rectangle of an interval in a row, or null when it lies wholly outside [0, viewWidth]. */
export function barRect(
  start: number,
  end: number,
  row: number,
  scale: TimeScale,
  scrollTop: number,
  cellHeight: number,
  viewWidth: number,
  options: BarOptions = {},
): Rect | null {
  const minWidth = options.minWidth ?? MIN_BAR_WIDTH;
  const padY = options.padY ?? Math.min(3, Math.floor(cellHeight / 6));
  let x0 = scale.timeToPx(start);
  let x1 = Math.max(scale.timeToPx(end), x0 + minWidth);
  if (x1 < 0 || x0 > viewWidth) return null;
  // Clip far ends so huge coordinates never reach the GPU (1 px beyond keeps edges off-screen).
  x0 = Math.max(x0, -1);
  x1 = Math.min(x1, viewWidth + 1);
  return { x: x0, y: row * cellHeight - scrollTop + padY, width: Math.max(minWidth, x1 - x0), height: Math.max(1, cellHeight - 2 * padY) };
}

/** Bars of the items in view (rows in view ± overscan, the view ± overscan px), in draw order. */
export function collectBars(
  index: IntervalIndex<Entry>,
  scale: TimeScale,
  scrollTop: number,
  body: { width: number; height: number },
  cellHeight: number,
  rowCount: number,
  options: BarOptions = {},
): Bar[] {
  const overscanPx = options.overscanPx ?? 0;
  const rows = visibleRows(scrollTop, body.height, cellHeight, rowCount, options.overscanRows ?? 1);
  const minLabel = options.minLabelWidth ?? GANTT_DEFAULTS.minBarLabelWidth;
  const t0 = scale.pxToTime(-overscanPx);
  const t1 = scale.pxToTime(body.width + overscanPx);
  // Bars shorter than minWidth are widened, so look a little further left for them.
  const slop = (options.minWidth ?? MIN_BAR_WIDTH) * scale.msPerPx;
  const out: Bar[] = [];
  index.forEachInView(rows.first, rows.last, t0 - slop, t1, (entry) => {
    const r = barRect(entry.start, entry.end, entry.row, scale, scrollTop, cellHeight, body.width + overscanPx, options);
    if (!r || r.x + r.width < -overscanPx) return;
    const visibleWidth = Math.min(r.x + r.width, body.width) - Math.max(r.x, 0);
    out.push({ entry, ...r, labelled: visibleWidth >= minLabel });
  });
  return out;
}

/** The topmost entry under a body point (thin bars get slopPx either side), or null. */
export function hitTest(
  index: IntervalIndex<Entry>,
  scale: TimeScale,
  scrollTop: number,
  cellHeight: number,
  rowCount: number,
  bodyX: number,
  bodyY: number,
  slopPx = MIN_BAR_WIDTH,
): Entry | null {
  const row = rowAtY(bodyY, scrollTop, cellHeight, rowCount);
  if (row < 0) return null;
  const t = scale.pxToTime(bodyX);
  const hits = index.hitTest(row, t, slopPx * scale.msPerPx);
  // Prefer a bar actually under the pointer, topmost last.
  for (let i = hits.length - 1; i >= 0; i--) {
    const h = hits[i] as Entry;
    if (h.start <= t && h.end >= t) return h;
  }
  return hits.length > 0 ? (hits[hits.length - 1] as Entry) : null;
}

/** Cell boundaries (UTC ms) of a range, stepping in wall time; empty when cells are too dense. */
export function cellLines(startMs: number, endMs: number, stepMs: number, offset: (ms: number) => number, maxLines = 2000): number[] {
  if (!(stepMs > 0)) return [];
  const wall0 = startMs + offset(startMs);
  const wall1 = endMs + offset(endMs);
  if ((wall1 - wall0) / stepMs > maxLines) return [];
  const out: number[] = [];
  for (let w = Math.ceil(wall0 / stepMs) * stepMs; w <= wall1; w += stepMs) {
    const guess = w - offset(w);
    out.push(w - offset(guess));
  }
  return out;
}
