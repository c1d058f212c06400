/**
 * Pure pieces of list screens: the `POST …/list` body from the screen's state, sorting, paging
 * and date-range conditions. Reusable by every list screen.
 */
import type { ListCondition, ListQueryBody } from '../../api/trip';
import type { TimeType } from '../../domain/timeType';

export const DEFAULT_PAGE_SIZE = 20;
export const PAGE_SIZES = [10, 20, 50, 100] as const;

export interface Sort {
  field: string;
  direction: 'asc' | 'desc';
}

export interface ListState {
  page: number;
  pageSize: number;
  sort: Sort | null;
  conditions: readonly ListCondition[];
  logic?: 'and' | 'or';
}

const NO_VALUE_OPS = new Set(['isNull', 'isNotNull']);

/** True when a condition carries a value worth sending (empty text, null and empty lists are not). */
export function hasValue(c: ListCondition): boolean {
  if (NO_VALUE_OPS.has(c.op)) return true;
  const v = c.value;
  if (v === undefined || v === null) return false;
  if (typeof v === 'string') return v.trim() !== '';
  if (Array.isArray(v)) return v.length > 0;
  return true;
}

/** The list body: empty conditions dropped, texts trimmed, no `searchParas` when nothing is searched. */
export function buildListBody(state: ListState): ListQueryBody {
  const body: ListQueryBody = { page: Math.max(1, Math.floor(state.page)), pageSize: state.pageSize };
  if (state.sort) {
    body.sortProperties = state.sort.field;
    body.sortDirection = state.sort.direction;
  }
  const conditions = state.conditions.filter(hasValue).map((c) => (typeof c.value === 'string' ? { ...c, value: c.value.trim() } : c));
  if (conditions.length > 0) body.searchParas = { logic: state.logic ?? 'and', conditions };
  return body;
}

/** Clicking a header: a new column sorts ascending, then descending, then back to the server's default. */
export function nextSort(current: Sort | null, field: string): Sort | null {
  if (!current || current.field !== field) return { field, direction: 'asc' };
  return current.direction === 'asc' ? { field, direction: 'desc' } : null;
}

/** The last page that still has rows (page 1 when there are none). */
export function lastPage(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The UTC instant at which a calendar day 'YYYY-MM-DD' starts in a time type: Beijing days start
 * at 16:00 UTC the day before; UTC and Local (no single airport) start at 00:00 UTC. Null for bad text.
 */
export function dayStartUtc(day: string, timeType: TimeType, addDays = 0): string | null {
  const m = DAY.exec(day.trim());
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + addDays);
  if (Number.isNaN(ms)) return null;
  const shift = timeType === 'Beijing' ? 8 * 3_600_000 : 0;
  return new Date(ms - shift).toISOString();
}

/** Conditions of a date range on a datetime field, both ends inclusive days. */
export function dayRangeConditions(field: string, from: string, to: string, timeType: TimeType): ListCondition[] {
  const out: ListCondition[] = [];
  const start = from ? dayStartUtc(from, timeType) : null;
  const end = to ? dayStartUtc(to, timeType, 1) : null;
  if (start) out.push({ name: field, op: 'ge', value: start });
  if (end) out.push({ name: field, op: 'lt', value: end });
  return out;
}
