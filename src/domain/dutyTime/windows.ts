/**
 * Cumulative limits over their windows: rolling days or hours, calendar months, quarters and years
 * (at a fixed UTC offset: the operator's reference time). Sums use prefix sums over one crew
 * member's duty periods in time order, clipped at the window's start, so a whole roster is
 * checked in linear time.
 */
import type { CumulativeWindow } from './regulation';

const MIN = 60_000;
const DAY = 1440 * MIN;

/** Year and month of a local instant, by day (one `Date` per day seen, however many duties and limits). */
const months = new Map<number, { y: number; m: number }>();
function monthOf(localMs: number): { y: number; m: number } {
  const day = Math.floor(localMs / DAY);
  let v = months.get(day);
  if (!v) {
    const d = new Date(day * DAY);
    v = { y: d.getUTCFullYear(), m: d.getUTCMonth() };
    if (months.size > 100_000) months.clear();
    months.set(day, v);
  }
  return v;
}

/** Start (UTC ms) of the window that ends at `end`. */
export function windowStart(w: CumulativeWindow, end: number, offsetMinutes: number): number {
  switch (w.kind) {
    case 'rollingDays':
      return end - w.days * DAY;
    case 'rollingHours':
      return end - w.hours * 60 * MIN;
    default: {
      // calendar windows: in the reference time, then back to UTC; the instant just before `end` decides the period
      const { y, m } = monthOf(end - 1 + offsetMinutes * MIN);
      let start: number;
      if (w.kind === 'calendarMonth') start = Date.UTC(y, m, 1);
      else if (w.kind === 'calendarMonths') start = Date.UTC(y, m - (w.count - 1), 1);
      else if (w.kind === 'calendarQuarter') start = Date.UTC(y, Math.floor(m / 3) * 3 - 3 * ((w.count ?? 1) - 1), 1);
      else start = Date.UTC(y, 0, 1);
      return start - offsetMinutes * MIN;
    }
  }
}

export function windowLabel(w: CumulativeWindow): string {
  switch (w.kind) {
    case 'rollingDays':
      return `${w.days} consecutive days`;
    case 'rollingHours':
      return `${w.hours} consecutive hours`;
    case 'calendarMonth':
      return 'calendar month';
    case 'calendarMonths':
      return `${w.count} calendar months`;
    case 'calendarQuarter':
      return w.count && w.count > 1 ? `${w.count} calendar quarters` : 'calendar quarter';
    case 'calendarYear':
      return 'calendar year';
  }
}

/**
 * Amounts spread over intervals [start, end) (duty, FDP or flight time of each duty period), in time
 * order; `sumIn(a, b)` answers the amount inside [a, b), an interval cut by a boundary counting
 * pro rata.
 */
export class IntervalSums {
  private readonly prefix: Float64Array;
  constructor(
    private readonly starts: Float64Array,
    private readonly ends: Float64Array,
    private readonly amounts: Float64Array,
  ) {
    this.prefix = new Float64Array(amounts.length + 1);
    for (let i = 0; i < amounts.length; i++) this.prefix[i + 1] = this.prefix[i]! + amounts[i]!;
  }

  /** First index whose end is after `t`. */
  private firstEndingAfter(t: number): number {
    let lo = 0;
    let hi = this.ends.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.ends[mid]! > t) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }

  /** First index starting at or after `t`. */
  private firstStartingFrom(t: number): number {
    let lo = 0;
    let hi = this.starts.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.starts[mid]! >= t) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }

  private part(i: number, a: number, b: number): number {
    const s = this.starts[i]!;
    const e = this.ends[i]!;
    if (e <= s) return 0;
    const overlap = Math.max(0, Math.min(e, b) - Math.max(s, a));
    return (this.amounts[i]! * overlap) / (e - s);
  }

  sumIn(a: number, b: number): number {
    const i = this.firstEndingAfter(a);
    const j = this.firstStartingFrom(b) - 1;
    if (j < i) return 0;
    if (i === j) return this.part(i, a, b);
    return this.part(i, a, b) + (this.prefix[j]! - this.prefix[i + 1]!) + this.part(j, a, b);
  }
}
