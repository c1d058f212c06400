/**
 * Per-row sorted interval arrays: items sorted by start with a running maximum of ends, so
 * 'what is in view' and 'what is under the pointer' are two binary searches and a short scan,
 * never a walk of the scene graph. Intervals are closed: an item [start, end] meets [t0, t1]
 * when start <= t1 and end >= t0. Draw order is the sorted order (later start on top, ties in
 * the order given), so results list the topmost item last.
 */

export interface Interval {
  readonly start: number;
  readonly end: number;
}

interface RowIntervals<T> {
  readonly items: readonly T[];
  readonly starts: Float64Array;
  readonly ends: Float64Array;
  /** maxEnd[i] = max(ends[0..i]). */
  readonly maxEnd: Float64Array;
}

/** First index whose value is > x (values ascending). */
function upperBound(values: Float64Array, x: number): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((values[mid] as number) <= x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** First index whose value is >= x (values ascending). */
function lowerBound(values: Float64Array, x: number): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((values[mid] as number) < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function buildRow<T extends Interval>(input: readonly T[]): RowIntervals<T> {
  const order = input.map((_, i) => i);
  order.sort((a, b) => (input[a] as T).start - (input[b] as T).start || a - b);
  const items = order.map((i) => input[i] as T);
  const n = items.length;
  const starts = new Float64Array(n);
  const ends = new Float64Array(n);
  const maxEnd = new Float64Array(n);
  let running = -Infinity;
  for (let i = 0; i < n; i++) {
    const it = items[i] as T;
    starts[i] = it.start;
    ends[i] = Math.max(it.start, it.end);
    running = Math.max(running, ends[i] as number);
    maxEnd[i] = running;
  }
  return { items, starts, ends, maxEnd };
}

export class IntervalIndex<T extends Interval> {
  private rows = new Map<number, RowIntervals<T>>();
  private count = 0;

  /** Number of indexed items. */
  get size(): number {
    return this.count;
  }

  /** Replaces every row: items are grouped by rowOf. */
  setAll(items: Iterable<T>, rowOf: (item: T) => number): void {
    const groups = new Map<number, T[]>();
    for (const it of items) {
      const r = rowOf(it);
      const g = groups.get(r);
      if (g) g.push(it);
      else groups.set(r, [it]);
    }
    this.rows.clear();
    this.count = 0;
    for (const [r, g] of groups) this.setRow(r, g);
  }

  /** Replaces one row's items (an empty list removes the row). */
  setRow(row: number, items: readonly T[]): void {
    const old = this.rows.get(row);
    if (old) this.count -= old.items.length;
    if (items.length === 0) {
      this.rows.delete(row);
      return;
    }
    this.rows.set(row, buildRow(items));
    this.count += items.length;
  }

  clear(): void {
    this.rows.clear();
    this.count = 0;
  }

  /** A row's items in draw order. */
  rowItems(row: number): readonly T[] {
    return this.rows.get(row)?.items ?? [];
  }

  /** Calls visit for every item of rows rowFrom..rowTo (inclusive) meeting [t0, t1], row by row in draw order. */
  forEachInView(rowFrom: number, rowTo: number, t0: number, t1: number, visit: (item: T, row: number) => void): void {
    if (t1 < t0) return;
    if (rowTo - rowFrom > this.rows.size) {
      const rows = [...this.rows.keys()].filter((r) => r >= rowFrom && r <= rowTo).sort((a, b) => a - b);
      for (const r of rows) this.scanRow(r, t0, t1, visit);
      return;
    }
    for (let r = rowFrom; r <= rowTo; r++) this.scanRow(r, t0, t1, visit);
  }

  inView(rowFrom: number, rowTo: number, t0: number, t1: number): T[] {
    const out: T[] = [];
    this.forEachInView(rowFrom, rowTo, t0, t1, (it) => out.push(it));
    return out;
  }

  /** Items of a row under instant t (± slopMs, for thin bars), topmost last. */
  hitTest(row: number, t: number, slopMs = 0): T[] {
    const out: T[] = [];
    this.scanRow(row, t - slopMs, t + slopMs, (it) => out.push(it));
    return out;
  }

  private scanRow(row: number, t0: number, t1: number, visit: (item: T, row: number) => void): void {
    const data = this.rows.get(row);
    if (!data) return;
    const upper = upperBound(data.starts, t1);
    const lower = lowerBound(data.maxEnd, t0);
    for (let i = lower; i < upper; i++) {
      if ((data.ends[i] as number) >= t0) visit(data.items[i] as T, row);
    }
  }
}
