/**
 * Date ranges of the record lists (requirements D9): the quick choices (this month, last month,
 * the last three months, the whole year) and the automatic 30-day range — picking one end of an
 * empty or inverted range fills the other end 30 days away (both ends inclusive).
 */
import { addDays, addMonths, isDayKey, monthStart } from '../calendar/calendarModel';

export const QUICK_RANGES = ['month', 'lastMonth', 'lastThreeMonths', 'year'] as const;
export type QuickRange = (typeof QUICK_RANGES)[number];

export const AUTO_RANGE_DAYS = 30;

export interface DayRange {
  from: string;
  to: string;
}

const monthEnd = (day: string) => addDays(addMonths(monthStart(day), 1), -1);

/** The days of a quick choice around today ('YYYY-MM-DD'). */
export function quickRange(q: QuickRange, today: string): DayRange {
  switch (q) {
    case 'month':
      return { from: monthStart(today), to: monthEnd(today) };
    case 'lastMonth': {
      const first = addMonths(monthStart(today), -1);
      return { from: first, to: monthEnd(first) };
    }
    case 'lastThreeMonths':
      return { from: addMonths(monthStart(today), -2), to: monthEnd(today) };
    case 'year':
      return { from: `${today.slice(0, 4)}-01-01`, to: `${today.slice(0, 4)}-12-31` };
  }
}

/**
 * The range after one end changed: when the changed end is a real day and the other end is empty
 * or on the wrong side, the other end becomes 30 days away; otherwise the range is as typed.
 */
export function autoRange(range: DayRange, changed: keyof DayRange): DayRange {
  const span = AUTO_RANGE_DAYS - 1;
  if (changed === 'from' && isDayKey(range.from) && (!range.to || (isDayKey(range.to) && range.to < range.from))) return { ...range, to: addDays(range.from, span) };
  if (changed === 'to' && isDayKey(range.to) && (!range.from || (isDayKey(range.from) && range.from > range.to))) return { ...range, from: addDays(range.to, -span) };
  return range;
}
