import { Column, is, type AnyColumn, type SQL } from 'drizzle-orm';
import { LIST_LIMITS } from './schema';
import type { FieldDef, FieldType } from './types';

/** Why a list query was refused; every reason maps to HTTP 400. */
export type ListQueryErrorReason = 'unknownField' | 'opNotAllowed' | 'badValue' | 'notSortable' | 'tooDeep' | 'tooMany';

export class ListQueryError extends Error {
  /** Lets Fastify's error handler answer 400 without a special case. */
  readonly statusCode = 400;
  readonly field: string;
  readonly reason: ListQueryErrorReason;

  constructor(field: string, reason: ListQueryErrorReason, message: string) {
    super(message);
    this.name = 'ListQueryError';
    // Field names come from the request: keep what we echo short.
    this.field = field.length > LIST_LIMITS.maxFieldNameLength ? `${field.slice(0, LIST_LIMITS.maxFieldNameLength)}…` : field;
    this.reason = reason;
  }
}

const INT_RANGES: Record<string, readonly [number, number]> = {
  smallint: [-32768, 32767],
  smallserial: [-32768, 32767],
  integer: [-2147483648, 2147483647],
  serial: [-2147483648, 2147483647],
};
const FLOAT4_MAX = 3.4028234663852886e38;
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const INSTANT_RE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,6}))?(?:(Z)|([+-])(\d{2}):(\d{2}))$/;

export function sqlTypeOf(column: AnyColumn | SQL): string | undefined {
  return is(column, Column) ? column.getSQLType() : undefined;
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

function daysInMonth(year: number, month: number): number {
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return month === 2 && leap ? 29 : (MONTH_DAYS[month - 1] ?? 0);
}

function validYmd(y: number, m: number, d: number): boolean {
  return y >= 1 && m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, m);
}

/** 'YYYY-MM-DD', a real calendar date (year 0001–9999); returned unchanged. */
export function parseDate(v: unknown): string | undefined {
  if (typeof v !== 'string') return undefined;
  const m = DATE_RE.exec(v);
  if (!m) return undefined;
  return validYmd(Number(m[1]), Number(m[2]), Number(m[3])) ? v : undefined;
}

/**
 * Strict ISO 8601 / RFC 3339 instant: `YYYY-MM-DDTHH:MM:SS[.ffffff](Z|±HH:MM)`.
 * Returned normalised to UTC (`…Z`) keeping up to microseconds, so it compares correctly against
 * `timestamptz` and against `timestamp` columns that hold UTC (drizzle's convention).
 */
export function parseInstant(v: unknown): string | undefined {
  if (typeof v !== 'string') return undefined;
  const m = INSTANT_RE.exec(v);
  if (!m) return undefined;
  const [y, mo, d, h, mi, s] = [m[1], m[2], m[3], m[4], m[5], m[6]].map(Number) as [number, number, number, number, number, number];
  if (!validYmd(y, mo, d) || h > 23 || mi > 59 || s > 59) return undefined;
  let offsetMin = 0;
  if (!m[8]) {
    const oh = Number(m[10]);
    const om = Number(m[11]);
    if (oh > 23 || om > 59) return undefined;
    offsetMin = (m[9] === '-' ? -1 : 1) * (oh * 60 + om);
  }
  const t = new Date(0);
  t.setUTCFullYear(y, mo - 1, d);
  t.setUTCHours(h, mi - offsetMin, s, 0);
  const year = t.getUTCFullYear();
  if (Number.isNaN(t.getTime()) || year < 1 || year > 9999) return undefined;
  return t.toISOString().replace(/\.000Z$/, `${m[7] ? `.${m[7]}` : ''}Z`);
}

/**
 * Validates one scalar value against a field's type and returns the driver value to bind
 * (bound with no column encoder: PostgreSQL infers the parameter type from the column).
 * Returns `undefined` when the value is not acceptable.
 */
export function driverValue(fd: FieldDef, v: unknown): unknown {
  switch (fd.type) {
    case 'string':
      return typeof v === 'string' && v.length <= LIST_LIMITS.maxStringLength && !v.includes('\u0000') ? v : undefined;
    case 'number': {
      if (typeof v !== 'number' || !Number.isFinite(v)) return undefined;
      return sqlTypeOf(fd.column) === 'real' && Math.abs(v) > FLOAT4_MAX ? undefined : v;
    }
    case 'integer': {
      if (typeof v !== 'number' || !Number.isSafeInteger(v)) return undefined;
      const range = INT_RANGES[sqlTypeOf(fd.column) ?? ''];
      return range && (v < range[0] || v > range[1]) ? undefined : v;
    }
    case 'boolean':
      return typeof v === 'boolean' ? v : undefined;
    case 'datetime':
      return parseInstant(v);
    case 'date':
      return parseDate(v);
    case 'uuid':
      return typeof v === 'string' && UUID_RE.test(v) ? v.toLowerCase() : undefined;
    case 'enum':
      return (typeof v === 'string' || typeof v === 'number') && fd.enumValues?.includes(v) ? v : undefined;
  }
}

/** Field types a column of a known SQL type may be declared as (definition sanity check). */
const COMPATIBLE: [test: (sqlType: string) => boolean, types: readonly FieldType[]][] = [
  [(t) => /^(smallint|integer|bigint|(small|big)?serial)$/.test(t), ['integer', 'enum']],
  [(t) => /^(numeric|decimal|real|double precision)/.test(t), ['number', 'integer']],
  [(t) => t === 'boolean', ['boolean']],
  [(t) => t === 'uuid', ['uuid']],
  [(t) => t === 'date', ['date']],
  [(t) => t.startsWith('timestamp'), ['datetime']],
  [(t) => /^(text|varchar|char|citext)/.test(t), ['string', 'enum']],
];

export function compatibleTypes(column: AnyColumn | SQL): readonly FieldType[] | undefined {
  const t = sqlTypeOf(column);
  return t === undefined ? undefined : COMPATIBLE.find(([test]) => test(t))?.[1];
}
