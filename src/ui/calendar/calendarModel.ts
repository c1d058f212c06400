/**
 * Pure date arithmetic of the trip calendar (month, week, day): day keys 'YYYY-MM-DD', weeks from
 * Monday, the UTC window to fetch (wider than the view, kept while the view stays inside it), and
 * legs bucketed on the day of their planned departure in the user's time type — UTC, Beijing
 * (UTC+8) or Local at the departure airport (daylight saving included; an unknown zone reads UTC).
 */
import { formatInstant } from '../../domain/trip/time';
import type { TimeType } from '../../domain/timeType';

export type CalendarView = 'month' | 'week' | 'day';
export const CALENDAR_VIEWS: readonly CalendarView[] = ['month', 'week', 'day'];

const DAY_MS = 86_400_000;
const KEY = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** Epoch ms of 00:00 UTC of a day key; NaN for bad text or an impossible date. */
export function keyToMs(key: string): number {
  const m = KEY.exec(key);
  if (!m) return Number.NaN;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(y, mo - 1, d);
  const back = new Date(ms);
  return back.getUTCFullYear() === y && back.getUTCMonth() === mo - 1 && back.getUTCDate() === d ? ms : Number.NaN;
}

/** True for a real 'YYYY-MM-DD'. */
export const isDayKey = (key: string | null | undefined): key is string => !!key && !Number.isNaN(keyToMs(key));

/** The day key of an epoch ms read as a UTC date. */
export function msToKey(ms: number): string {
  const d = new Date(ms);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** The day `n` days after (negative: before). */
export const addDays = (key: string, n: number): string => msToKey(keyToMs(key) + n * DAY_MS);

/** Day of the week, Monday 0 … Sunday 6. */
export const weekdayIndex = (key: string): number => (new Date(keyToMs(key)).getUTCDay() + 6) % 7;

/** The Monday of the day's week. */
export const weekStart = (key: string): string => addDays(key, -weekdayIndex(key));

/** The seven days Monday … Sunday of the day's week. */
export const weekDays = (key: string): string[] => Array.from({ length: 7 }, (_, i) => addDays(weekStart(key), i));

/** 'YYYY-MM' of a day. */
export const monthOf = (key: string): string => key.slice(0, 7);

/** The first day of the day's month. */
export const monthStart = (key: string): string => `${monthOf(key)}-01`;

/** The same day of the month `n` months on, clamped to the month's last day (Jan 31 + 1 → Feb 28/29). */
export function addMonths(key: string, n: number): string {
  const [y, m, d] = key.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + n, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return msToKey(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(d, last)));
}

/** The weeks (Monday first) that show the day's month: 4 to 6 rows of 7 day keys. */
export function monthGrid(key: string): string[][] {
  const first = monthStart(key);
  const nextMonth = addMonths(first, 1);
  const weeks: string[][] = [];
  for (let start = weekStart(first); start < nextMonth; start = addDays(start, 7)) weeks.push(weekDays(start));
  return weeks;
}

/** The days a view shows around its anchor day, first and last inclusive. */
export function visibleDays(view: CalendarView, anchor: string): { first: string; last: string } {
  if (view === 'day') return { first: anchor, last: anchor };
  if (view === 'week') {
    const first = weekStart(anchor);
    return { first, last: addDays(first, 6) };
  }
  const weeks = monthGrid(anchor);
  return { first: weeks[0]![0]!, last: weeks[weeks.length - 1]![6]! };
}

/** The anchor of the previous (-1) or next (+1) page of a view. */
export function shiftAnchor(view: CalendarView, anchor: string, step: number): string {
  if (view === 'month') return addMonths(anchor, step);
  return addDays(anchor, step * (view === 'week' ? 7 : 1));
}

/** A half-open UTC window [fromUtc, toUtc) as ISO instants. */
export interface UtcWindow {
  fromUtc: string;
  toUtc: string;
}

/**
 * Every instant that can fall on one of the days in any time type: zones run from UTC-12 to
 * UTC+14, so a day D starts no earlier than D 00:00Z - 14 h and ends no later than D+1 00:00Z + 12 h.
 * Whole days of margin are taken on both sides.
 */
export function utcWindowOfDays(first: string, last: string): UtcWindow {
  return { fromUtc: new Date(keyToMs(first) - DAY_MS).toISOString(), toUtc: new Date(keyToMs(last) + 2 * DAY_MS).toISOString() };
}

/** Extra days fetched on each side of the view, so paging a step or two needs no new request. */
export const BUFFER_DAYS: Record<CalendarView, number> = { day: 3, week: 7, month: 7 };

/** The window to fetch for a view: its days widened by the view's buffer (like a trace viewer's buffered bounds). */
export function bufferedWindow(view: CalendarView, anchor: string): UtcWindow {
  const { first, last } = visibleDays(view, anchor);
  return utcWindowOfDays(addDays(first, -BUFFER_DAYS[view]), addDays(last, BUFFER_DAYS[view]));
}

/** True when the view's days are all inside a window already fetched (no new request needed). */
export function windowCovers(fetched: UtcWindow | null, view: CalendarView, anchor: string): boolean {
  if (!fetched) return false;
  const { first, last } = visibleDays(view, anchor);
  const need = utcWindowOfDays(first, last);
  return fetched.fromUtc <= need.fromUtc && fetched.toUtc >= need.toUtc;
}

/** The fields of a leg the calendar places. */
export interface PlaceableLeg {
  id: string;
  plannedDepartureUtc: string;
  departureIcao: string;
}

/** A leg on a calendar day: its departure wall time in the zone used. */
export interface PlacedLeg<L extends PlaceableLeg> {
  leg: L;
  day: string;
  /** HH:mm of the departure in the zone used. */
  time: string;
  /** Minutes after the day's midnight in that zone (for the day view's hours). */
  minuteOfDay: number;
  /** The IANA zone used ('UTC', 'Asia/Shanghai' or the airport's). */
  zone: string;
  /** Local was asked but the departure airport's zone is unknown: placed in UTC. */
  fellBackToUtc: boolean;
}

/** Where a leg's departure falls in a time type; `zones` maps upper-case ICAO → IANA zone (Local only). */
export function placeLeg<L extends PlaceableLeg>(leg: L, timeType: TimeType, zones: Readonly<Record<string, string | null | undefined>> = {}): PlacedLeg<L> | null {
  let f;
  try {
    f = formatInstant(leg.plannedDepartureUtc, timeType, timeType === 'Local' ? zones[leg.departureIcao.toUpperCase()] : null);
  } catch {
    return null;
  }
  const time = f.text.slice(11, 16);
  return { leg, day: f.text.slice(0, 10), time, minuteOfDay: Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)), zone: f.zone, fellBackToUtc: f.fellBackToUtc };
}

/** Legs grouped by their departure day in the time type, each day in wall-clock order (then by instant). */
export function bucketLegs<L extends PlaceableLeg>(legs: readonly L[], timeType: TimeType, zones: Readonly<Record<string, string | null | undefined>> = {}): Map<string, PlacedLeg<L>[]> {
  const out = new Map<string, PlacedLeg<L>[]>();
  for (const leg of legs) {
    const p = placeLeg(leg, timeType, zones);
    if (!p) continue;
    const list = out.get(p.day);
    if (list) list.push(p);
    else out.set(p.day, [p]);
  }
  for (const list of out.values())
    list.sort((a, b) => a.minuteOfDay - b.minuteOfDay || a.leg.plannedDepartureUtc.localeCompare(b.leg.plannedDepartureUtc) || a.leg.id.localeCompare(b.leg.id));
  return out;
}

/** What a month cell shows: at most `max` items, and how many more are hidden ("+n more"). */
export function overflow<T>(items: readonly T[], max: number): { shown: T[]; more: number } {
  if (items.length <= max) return { shown: [...items], more: 0 };
  const keep = Math.max(0, max - 1); // the "+n more" line takes the last slot
  return { shown: items.slice(0, keep), more: items.length - keep };
}

/**
 * Today's key in a time type. Beijing and UTC read the clock in their zone; Local has no single
 * airport, so today is the UTC date (as the lists' day ranges read Local).
 */
export function todayKey(nowMs: number, timeType: TimeType): string {
  return formatInstant(new Date(nowMs).toISOString(), timeType === 'Beijing' ? 'Beijing' : 'UTC').text.slice(0, 10);
}
