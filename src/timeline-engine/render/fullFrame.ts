/**
 * What one full frame draws, from the engine's state: the visible bars (virtualised through the
 * interval index), header ticks, cell lines, the drag ghost and the label texts. Pure: the engine
 * hands the result to Scene.drawFull.
 */
import type { GhostState } from '../core/dragModel';
import type { IntervalIndex } from '../core/intervalIndex';
import { MIN_LABEL_ROOM } from '../core/labelFit';
import { DENSITY, textSizeFor } from '../core/density';
import { cellMs } from '../core/scales';
import { headerTicks } from '../core/ticks';
import type { TimeScale } from '../core/timeScale';
import { barRect, cellLines, collectBars, visibleRows, type Areas, type Entry } from './layout';
import type { RowRange, TimelineItem, TimelineProps } from './props';
import type { Scene } from './scene';
import { visibleSpanRects } from './rowSpans';

export type FullFrame = Parameters<Scene['drawFull']>[0];

export function fullFrame(s: {
  index: IntervalIndex<Entry>;
  scale: TimeScale;
  scrollTop: number;
  areas: Areas;
  rowH: number;
  props: TimelineProps;
  drag: GhostState | null;
  selection: FullFrame['selection'];
}): FullFrame {
  const { areas: a, props: p, scale, scrollTop, rowH } = s;
  const rowCount = p.rows.length;
  const bars = collectBars(s.index, scale, scrollTop, a.body, rowH, rowCount, { overscanRows: 2, overscanPx: 0, minLabelWidth: MIN_LABEL_ROOM + 8 });
  const range = scale.visibleRange(a.body.width);
  const ticks = headerTicks(scale, range, { format: p.formatTick, offset: p.offset });
  const cellXs = p.cellWidth >= 4
    ? cellLines(range.startMs, range.endMs, cellMs(scale.scale), p.offset).map((ms) => scale.timeToPx(ms))
    : ticks.minor.map((t) => t.px);
  let ghost = null;
  if (s.drag?.active) {
    const c = s.drag.candidate;
    const rect = barRect(c.startMs, c.endMs, c.row, scale, scrollTop, rowH, a.body.width);
    if (rect) ghost = { rect, verdict: s.drag.verdict };
  }
  const format = p.formatLabel;
  const labelOf = (it: TimelineItem): readonly string[] => (format ? [format(it)] : it.labels ?? (it.label ? [it.label] : []));
  const rowRange: RowRange = visibleRows(scrollTop, a.body.height, rowH, rowCount, 0);
  return {
    spans: visibleSpanRects(p.rowSpans, p.rows, rowRange, scale, scrollTop, rowH, a.body.width),
    areas: a,
    cellHeight: rowH,
    scrollTop,
    rows: p.rows,
    rowRange,
    cellXs,
    ticks,
    bars,
    selection: s.selection,
    showLabels: p.showLabels,
    labelOf: (b) => labelOf(b.entry.item),
    ghost,
    textSize: textSizeFor(rowH, p.density ? DENSITY[p.density] : null),
    watermark: p.watermark,
  };
}
