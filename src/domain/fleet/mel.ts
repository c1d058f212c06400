/**
 * MEL rectification deadlines. The interval is counted in calendar days excluding the day of
 * discovery, as MEL preambles count them (FAA MMEL preamble, CAAC and EASA MMEL conventions alike):
 * an item of category C (10 days) found at any time on 3 March is due by the end of 13 March. The
 * calendar day is the operator's base zone's, not UTC's, so an item found at 23:30 UTC on 2 March
 * (07:30 on 3 March in Beijing) is found on 3 March.
 */
import { utcToWall, wallToUtc } from '../trip/wallTime';

export const MEL_CATEGORIES = ['A', 'B', 'C', 'D'] as const;
export type MelCategory = (typeof MEL_CATEGORIES)[number];

/** Intervals of categories B, C and D in calendar days (A is stated in the MEL item itself). */
export interface MelIntervals {
  B: number;
  C: number;
  D: number;
}
export const DEFAULT_MEL_INTERVALS: Readonly<MelIntervals> = Object.freeze({ B: 3, C: 10, D: 120 });
/** Longest interval the platform accepts for any category, days. */
export const MEL_MAX_DAYS = 365;

/** The interval of a category: A takes the item's stated days (required), B–D the operator's rule. */
export function melIntervalDays(category: MelCategory, intervals: MelIntervals, statedDays?: number | null): number | null {
  if (category === 'A') return statedDays && statedDays > 0 ? statedDays : null;
  return intervals[category];
}

/** 'yyyy-MM-dd' plus `days` calendar days. */
export function addCalendarDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The calendar day (yyyy-MM-dd) of an instant in `zone`. */
export function dayIn(instant: string | number, zone: string): string {
  const iso = typeof instant === 'number' ? new Date(instant).toISOString() : instant;
  return utcToWall(iso, 'Local', zone).date;
}

/** The last instant of a calendar day in `zone` (23:59:59.999 local), ISO. */
export function endOfDayIn(date: string, zone: string): string {
  const next = wallToUtc(addCalendarDays(date, 1), '00:00', 'Local', zone);
  if (next === null) throw new RangeError(`not a date: ${date}`);
  return new Date(Date.parse(next) - 1).toISOString();
}

/**
 * The deadline of an MEL item found at `discoveredAt` with an interval of `days` (+ `extensionDays`):
 * the end of the (days + extension)-th calendar day after the day of discovery, in `zone`.
 */
export function melDeadline(discoveredAt: string, days: number, zone: string, extensionDays = 0): string {
  return endOfDayIn(addCalendarDays(dayIn(discoveredAt, zone), days + extensionDays), zone);
}

export interface Countdown {
  /** Milliseconds left (negative when overdue). */
  ms: number;
  overdue: boolean;
  days: number;
  hours: number;
  minutes: number;
}

/** Time left to a deadline as whole days, hours and minutes (of the absolute remainder). */
export function countdown(deadline: string | number, now: number): Countdown {
  const ms = (typeof deadline === 'number' ? deadline : Date.parse(deadline)) - now;
  const abs = Math.abs(ms);
  const totalMinutes = Math.floor(abs / 60_000);
  return { ms, overdue: ms < 0, days: Math.floor(totalMinutes / 1440), hours: Math.floor((totalMinutes % 1440) / 60), minutes: totalMinutes % 60 };
}
