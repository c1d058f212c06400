import { describe, expect, it } from 'vitest';
import { IntervalIndex } from '../core/intervalIndex';
import { TimeScale } from '../core/timeScale';
import { areas, barRect, cellLines, clampScrollTop, collectBars, hitTest, rowAtY, visibleRows, type Entry } from './layout';

const H = 3_600_000;
// 60-minute cells of 50 px: 1 px = 72 s.
const scale = TimeScale.of(0, 60, 50);

function entry(id: string, row: number, startH: number, endH: number): Entry {
  return { start: startH * H, end: endH * H, row, item: { id, row, start: startH * H, end: endH * H, colour: 0x336699, label: id } };
}

function indexOf(entries: Entry[]): IntervalIndex<Entry> {
  const ix = new IntervalIndex<Entry>();
  ix.setAll(entries, (e) => e.row);
  return ix;
}

describe('layout', () => {
  it('splits the canvas into header, title column and body', () => {
    const a = areas(1000, 500, 200, 40);
    expect(a.body).toEqual({ x: 200, y: 40, width: 800, height: 460 });
    expect(a.header).toEqual({ x: 200, y: 0, width: 800, height: 40 });
    expect(a.titles).toEqual({ x: 0, y: 40, width: 200, height: 460 });
  });

  it('finds the rows in view with overscan and clamps scrolling', () => {
    expect(visibleRows(0, 100, 20, 1000)).toEqual({ first: 0, last: 4 });
    expect(visibleRows(30, 100, 20, 1000)).toEqual({ first: 1, last: 6 });
    expect(visibleRows(30, 100, 20, 1000, 2)).toEqual({ first: 0, last: 8 });
    expect(visibleRows(0, 100, 20, 3, 2)).toEqual({ first: 0, last: 2 });
    expect(visibleRows(0, 100, 20, 0)).toEqual({ first: 0, last: -1 });
    expect(clampScrollTop(5000, 10, 20, 100)).toBe(100);
    expect(clampScrollTop(-5, 10, 20, 100)).toBe(0);
    expect(clampScrollTop(50, 2, 20, 100)).toBe(0);
    expect(rowAtY(45, 0, 20, 10)).toBe(2);
    expect(rowAtY(5, 20, 20, 10)).toBe(1);
    expect(rowAtY(500, 0, 20, 10)).toBe(-1);
  });

  it('maps an item to a rectangle, culls it off-screen and never hides short bars', () => {
    expect(barRect(H, 3 * H, 2, scale, 0, 20, 800, { padY: 2 })).toEqual({ x: 50, y: 42, width: 100, height: 16 });
    expect(barRect(H, H + 1000, 0, scale, 0, 20, 800)?.width).toBe(2);
    expect(barRect(-3 * H, -2 * H, 0, scale, 0, 20, 800)).toBeNull();
    expect(barRect(20 * H, 21 * H, 0, scale, 0, 20, 800)).toBeNull();
    // Far ends are clipped so huge coordinates never reach the GPU.
    const long = barRect(-1000 * H, 1000 * H, 0, scale, 0, 20, 800);
    expect(long?.x).toBe(-1);
    expect(long?.width).toBe(802);
  });

  it('collects only bars in view and flags the ones wide enough for a label', () => {
    const ix = indexOf([
      entry('a', 0, 1, 2), // 50 px: no label
      entry('b', 0, 3, 6), // 150 px: label
      entry('off-right', 0, 30, 31),
      entry('off-left', 1, -5, -4),
      entry('clipped', 1, -10, 1), // only 50 px visible: no label
      entry('below', 9, 1, 5),
    ]);
    const bars = collectBars(ix, scale, 0, { width: 800, height: 40 }, 20, 10, { overscanRows: 0 });
    expect(bars.map((b) => [b.entry.item.id, b.labelled])).toEqual([['a', false], ['b', true], ['clipped', false]]);
    const scrolled = collectBars(ix, scale, 160, { width: 800, height: 40 }, 20, 10, { overscanRows: 0 });
    expect(scrolled.map((b) => b.entry.item.id)).toEqual(['below']);
    expect(scrolled[0]?.y).toBe(9 * 20 - 160 + 3);
  });

  it('hit-tests the topmost bar under the pointer, with slop for thin bars', () => {
    const ix = indexOf([entry('under', 0, 1, 5), entry('top', 0, 2, 3), entry('thin', 1, 1, 1)]);
    expect(hitTest(ix, scale, 0, 20, 2, 60, 10)?.item.id).toBe('under');
    expect(hitTest(ix, scale, 0, 20, 2, 120, 10)?.item.id).toBe('top');
    expect(hitTest(ix, scale, 0, 20, 2, 51, 30)?.item.id).toBe('thin');
    expect(hitTest(ix, scale, 0, 20, 2, 400, 10)).toBeNull();
    expect(hitTest(ix, scale, 0, 20, 2, 60, 100)).toBeNull();
  });

  it('steps cell lines in wall time and gives up when they are too dense', () => {
    const beijing = () => 8 * H;
    const day = 24 * H;
    expect(cellLines(0, 2 * day, day, beijing)).toEqual([16 * H, 40 * H]);
    expect(cellLines(0, 3 * H, H, () => 0)).toEqual([0, H, 2 * H, 3 * H]);
    expect(cellLines(0, 10_000 * H, H, () => 0, 100)).toEqual([]);
  });
});
