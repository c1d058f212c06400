import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IntervalIndex } from './intervalIndex';

interface Item {
  id: number;
  row: number;
  start: number;
  end: number;
}

/** Brute force: every item meeting the window, per row in the documented draw order. */
function oracle(items: Item[], rowFrom: number, rowTo: number, t0: number, t1: number): number[] {
  if (t1 < t0) return [];
  const hits = items
    .map((it, order) => ({ it, order }))
    .filter(({ it }) => it.row >= rowFrom && it.row <= rowTo && it.start <= t1 && Math.max(it.start, it.end) >= t0);
  hits.sort((a, b) => a.it.row - b.it.row || a.it.start - b.it.start || a.order - b.order);
  return hits.map(({ it }) => it.id);
}

const itemArb = fc.record({
  row: fc.integer({ min: 0, max: 12 }),
  start: fc.integer({ min: 0, max: 1000 }),
  len: fc.oneof(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 600 })),
});
const itemsArb = fc.array(itemArb, { maxLength: 200 }).map((xs) => xs.map((x, id) => ({ id, row: x.row, start: x.start, end: x.start + x.len })));

function build(items: Item[]): IntervalIndex<Item> {
  const idx = new IntervalIndex<Item>();
  idx.setAll(items, (it) => it.row);
  return idx;
}

describe('IntervalIndex', () => {
  it('inView matches a brute-force oracle', () => {
    fc.assert(
      fc.property(itemsArb, fc.integer({ min: -2, max: 14 }), fc.integer({ min: 0, max: 14 }), fc.integer({ min: -50, max: 1700 }), fc.integer({ min: 0, max: 400 }), (items, rowFrom, rows, t0, w) => {
        const idx = build(items);
        expect(idx.size).toBe(items.length);
        expect(idx.inView(rowFrom, rowFrom + rows, t0, t0 + w).map((i) => i.id)).toEqual(oracle(items, rowFrom, rowFrom + rows, t0, t0 + w));
      }),
      { numRuns: 300 },
    );
  });

  it('hitTest matches the oracle, topmost last', () => {
    fc.assert(
      fc.property(itemsArb, fc.integer({ min: 0, max: 12 }), fc.integer({ min: -10, max: 1700 }), fc.integer({ min: 0, max: 5 }), (items, row, t, slop) => {
        const idx = build(items);
        expect(idx.hitTest(row, t, slop).map((i) => i.id)).toEqual(oracle(items, row, row, t - slop, t + slop));
      }),
      { numRuns: 300 },
    );
  });

  it('replacing a row keeps the rest and matches the oracle', () => {
    fc.assert(
      fc.property(itemsArb, itemsArb, fc.integer({ min: 0, max: 12 }), (items, replacement, row) => {
        const idx = build(items);
        const newRow = replacement.map((it, k) => ({ ...it, id: 10_000 + k, row }));
        idx.setRow(row, newRow);
        const all = [...items.filter((it) => it.row !== row), ...newRow];
        expect(idx.size).toBe(all.length);
        expect(idx.inView(0, 12, 0, 2000).map((i) => i.id)).toEqual(oracle(all, 0, 12, 0, 2000));
        idx.setRow(row, []);
        expect(idx.rowItems(row)).toEqual([]);
      }),
      { numRuns: 100 },
    );
  });

  it('treats an end before the start as a point and an inverted window as empty', () => {
    const idx = build([{ id: 1, row: 0, start: 10, end: 5 }]);
    expect(idx.hitTest(0, 10).map((i) => i.id)).toEqual([1]);
    expect(idx.hitTest(0, 7)).toEqual([]);
    expect(idx.inView(0, 0, 20, 0)).toEqual([]);
  });

  it('answers correctly at Gantt size: 100,000 items over 2,000 rows, a view of 40 rows × 3 days', () => {
    const DAY = 86_400_000;
    const t0 = Date.UTC(2026, 0, 1);
    let seed = 42;
    const rand = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
    const items: Item[] = [];
    for (let id = 0; id < 100_000; id++) {
      const start = t0 + Math.floor(rand() * 90 * DAY);
      items.push({ id, row: Math.floor(rand() * 2000), start, end: start + Math.floor(30 * 60_000 + rand() * 10 * 3_600_000) });
    }
    const idx = build(items);
    expect(idx.size).toBe(100_000);
    for (const [rowFrom, day] of [[0, 0], [980, 44], [1960, 87]] as const) {
      const a = t0 + day * DAY;
      const b = a + 3 * DAY;
      const got = idx.inView(rowFrom, rowFrom + 39, a, b).map((i) => i.id);
      expect(got.length).toBeGreaterThan(0);
      expect(got).toEqual(oracle(items, rowFrom, rowFrom + 39, a, b));
    }
  });
});
