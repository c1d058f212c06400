import { describe, expect, it } from 'vitest';
import { TimeScale } from '../core/timeScale';
import { visibleSpanRects } from './rowSpans';

const H = 3_600_000;
// 60-minute cells of 50 px: 1 px = 72 s; the body is 500 px wide (10 hours).
const scale = TimeScale.of(0, 60, 50);
const rows = [{ id: 'a', title: 'A' }, { id: 'b', title: 'B' }, { id: 'c', title: 'C' }];

describe('visibleSpanRects', () => {
  it('places spans of visible rows in body coordinates, clipped to the view, open ends to the right edge', () => {
    const rects = visibleSpanRects(
      [
        { row: 'a', start: 2 * H, end: 4 * H, colour: 1 },
        { row: 'b', start: -5 * H, end: null, colour: 2, hatched: true },
        { row: 2, start: 9 * H, end: 30 * H, colour: 3 },
      ],
      rows,
      { first: 0, last: 2 },
      scale,
      0,
      30,
      500,
    );
    expect(rects).toEqual([
      { x: 100, y: 0, width: 100, height: 29, colour: 1, hatched: false },
      { x: 0, y: 30, width: 500, height: 29, colour: 2, hatched: true },
      { x: 450, y: 60, width: 50, height: 29, colour: 3, hatched: false },
    ]);
  });
  it('draws nothing for rows out of view, spans outside the time range or unknown rows', () => {
    const spans = [
      { row: 'a', start: 2 * H, end: 4 * H, colour: 1 },
      { row: 'c', start: 20 * H, end: 22 * H, colour: 1 },
      { row: 'c', start: -9 * H, end: -1 * H, colour: 1 },
      { row: 'zz', start: 0, end: null, colour: 1 },
    ];
    expect(visibleSpanRects(spans, rows, { first: 1, last: 2 }, scale, 30, 30, 500)).toEqual([]);
    expect(visibleSpanRects([], rows, { first: 0, last: 2 }, scale, 0, 30, 500)).toEqual([]);
  });
});
