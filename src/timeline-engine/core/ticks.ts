/**
 * Header ticks: a major row (hour/day/month/year groups) and a minor row (every cell, or every
 * k cells so labels do not overlap). Intervals come from d3-time, applied in wall time
 * (UTC shifted by the caller's offset function), so Beijing and Local both work.
 */
import { utcDay, utcHour, utcMinute, utcMonth, utcYear, type CountableTimeInterval, type TimeInterval } from 'd3-time';
import { MINUTES_PER_DAY, MS_PER_DAY, MS_PER_MINUTE } from './scales';
import { fromWall, toWall, UTC_OFFSET, type OffsetFn, type TimeRange, type TimeScale } from './timeScale';

export type TickUnit = 'minute' | 'hour' | 'day' | 'month' | 'year';
export type TickRow = 'major' | 'minor';

export interface TickLabelInput {
  /** The instant of the tick. */
  readonly utcMs: number;
  /** The same tick in wall time: read its fields with the getUTC… methods. */
  readonly wallMs: number;
  readonly unit: TickUnit;
  readonly row: TickRow;
  /** Minutes between ticks of this row (months and years: approximate). */
  readonly stepMinutes: number;
}

/** Formats a tick label; i18n lives with the caller. */
export type TickFormatter = (tick: TickLabelInput) => string;

export interface Tick {
  readonly ms: number;
  readonly px: number;
  readonly label: string;
}

export interface HeaderTicks {
  readonly major: readonly Tick[];
  readonly minor: readonly Tick[];
  readonly majorUnit: TickUnit;
  readonly minorUnit: TickUnit;
  readonly minorStepMinutes: number;
}

export interface TickOptions {
  readonly format: TickFormatter;
  readonly offset?: OffsetFn;
  /** Smallest room a minor label needs, in px (default 40). */
  readonly minLabelPx?: number;
  /** Safety cap per row (default 2,000). */
  readonly maxTicks?: number;
}

const MULTIPLIERS = [1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 24, 30, 40, 45, 60, 90, 120, 180, 360];

function isNiceStep(minutes: number): boolean {
  return minutes < MINUTES_PER_DAY ? MINUTES_PER_DAY % minutes === 0 : minutes % MINUTES_PER_DAY === 0;
}

/** Minutes between minor ticks: the scale times the smallest k that leaves minLabelPx per label. */
export function minorStepMinutes(scale: number, cellWidth: number, minLabelPx = 40): number {
  for (const k of MULTIPLIERS) {
    const step = scale * k;
    if (k * cellWidth >= minLabelPx && isNiceStep(step)) return step;
  }
  const k = Math.max(1, Math.ceil(minLabelPx / cellWidth));
  return Math.ceil((scale * k) / MINUTES_PER_DAY) * MINUTES_PER_DAY;
}

function minorInterval(step: number): { interval: TimeInterval; unit: TickUnit } {
  if (step < 60) {
    const interval = 60 % step === 0 ? (utcMinute.every(step) as TimeInterval) : utcMinute.filter((d) => (d.getTime() / MS_PER_MINUTE) % step === 0);
    return { interval, unit: 'minute' };
  }
  if (step < MINUTES_PER_DAY) {
    const hours = step / 60;
    const interval = Number.isInteger(hours) && 24 % hours === 0
      ? (utcHour.every(hours) as TimeInterval)
      : utcMinute.filter((d) => (d.getTime() / MS_PER_MINUTE) % step === 0);
    return { interval, unit: step % 60 === 0 ? 'hour' : 'minute' };
  }
  const days = step / MINUTES_PER_DAY;
  const interval = days === 1 ? utcDay : utcDay.filter((d) => Math.round(d.getTime() / MS_PER_DAY) % days === 0);
  return { interval, unit: 'day' };
}

function majorInterval(step: number): { interval: CountableTimeInterval; unit: TickUnit; stepMinutes: number } {
  if (step < 60) return { interval: utcHour, unit: 'hour', stepMinutes: 60 };
  if (step < MINUTES_PER_DAY) return { interval: utcDay, unit: 'day', stepMinutes: MINUTES_PER_DAY };
  if (step < 10 * MINUTES_PER_DAY) return { interval: utcMonth, unit: 'month', stepMinutes: 30 * MINUTES_PER_DAY };
  return { interval: utcYear, unit: 'year', stepMinutes: 365 * MINUTES_PER_DAY };
}

function ticksOf(
  interval: TimeInterval,
  wall: TimeRange,
  includeFloor: boolean,
  make: (wallMs: number) => Tick,
  maxTicks: number,
): Tick[] {
  const from = includeFloor ? interval.floor(new Date(wall.startMs)) : new Date(wall.startMs);
  const out: Tick[] = [];
  // range() is start-inclusive after ceiling; `from` is already on a boundary when floored.
  for (const d of interval.range(from, new Date(wall.endMs + 1))) {
    if (out.length >= maxTicks) break;
    out.push(make(d.getTime()));
  }
  return out;
}

/**
 * Ticks for a visible range. The minor row starts at the first boundary inside the range;
 * the major row also carries the boundary at or before the range start (its group label).
 */
export function headerTicks(scale: TimeScale, range: TimeRange, options: TickOptions): HeaderTicks {
  const offset = options.offset ?? UTC_OFFSET;
  const maxTicks = options.maxTicks ?? 2000;
  const step = minorStepMinutes(scale.scale, scale.cellWidth, options.minLabelPx ?? 40);
  const wall: TimeRange = { startMs: toWall(range.startMs, offset), endMs: toWall(range.endMs, offset) };
  const minor = minorInterval(step);
  const major = majorInterval(step);
  const maker = (unit: TickUnit, row: TickRow, stepMinutes: number) => (wallMs: number): Tick => {
    const utcMs = fromWall(wallMs, offset);
    return { ms: utcMs, px: scale.timeToPx(utcMs), label: options.format({ utcMs, wallMs, unit, row, stepMinutes }) };
  };
  return {
    minor: ticksOf(minor.interval, wall, false, maker(minor.unit, 'minor', step), maxTicks),
    major: ticksOf(major.interval, wall, true, maker(major.unit, 'major', major.stepMinutes), maxTicks),
    majorUnit: major.unit,
    minorUnit: minor.unit,
    minorStepMinutes: step,
  };
}
