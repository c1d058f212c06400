/**
 * Cell values and headers of an export (requirements D9): times as 'YYYY-MM-DD HH:mm' text in the
 * caller's time type with the zone in the header, enums as translated labels, money with two
 * decimals, flags as yes / no — what the list screen shows, in the caller's language.
 */
import type { ColumnDecl, ExportKind } from '../../../src/contract/export';
import type { TimeType } from '../../../src/domain/timeType';
import { formatInstant, zoneLabel } from '../../../src/domain/trip/time';
import type { LegStateReading, TripStatusReading } from '../../../src/domain/trip/states';

/** The caller's language and display settings. */
export interface ExportEnv {
  tr: (key: string, params?: Record<string, string | number>) => string;
  timeType: TimeType;
  legStateReading: LegStateReading;
  tripStatusReading: TripStatusReading;
}

/**
 * One exported column: the shared declaration (key, header label key, kind) and how a row gives
 * its value. `L` is what the export looked up once for the rows (names of references, airport zones).
 */
export interface ExportColumn<R, L = unknown> extends ColumnDecl {
  value: (row: R, lookups: L) => unknown;
  /** The label of an enum value (default: `enumPrefix.<value>`). */
  enumLabel?: (value: unknown, env: ExportEnv) => string;
  /** The IANA zone of a time in Local (its airport's). */
  zone?: (row: R, lookups: L) => string | null | undefined;
}

/** A column built from its declaration. */
export function exportColumn<R, L = unknown>(decl: ColumnDecl, more: Omit<ExportColumn<R, L>, keyof ColumnDecl> & Partial<ColumnDecl>): ExportColumn<R, L> {
  return { ...decl, ...more };
}

/** Columns from a list's declarations and a value per key (every declared key needs one). */
export function exportColumns<R, L = unknown>(
  decls: readonly ColumnDecl[],
  values: Record<string, ((row: R, lookups: L) => unknown) | Omit<ExportColumn<R, L>, keyof ColumnDecl>>,
): ExportColumn<R, L>[] {
  return decls.map((d) => {
    const v = values[d.key];
    if (!v) throw new Error(`export column ${d.key} has no value`);
    return typeof v === 'function' ? { ...d, value: v } : { ...d, ...v };
  });
}

/** What an exported cell holds: text, a number, or nothing. */
export type Cell = string | number | null;

const isBlank = (v: unknown) => v === null || v === undefined || v === '';

/** The time type a column's times show in (a time with no airport shows UTC in Local). */
const timeTypeOf = (kind: ExportKind, utcInLocal: boolean | undefined, env: ExportEnv): TimeType => (kind === 'datetime' && utcInLocal && env.timeType === 'Local' ? 'UTC' : env.timeType);

/** 'Planned departure (UTC+8)': the label in the caller's language, with the zone of a time column. */
export function headerText(col: ColumnDecl, env: ExportEnv): string {
  const label = env.tr(col.label);
  if (col.kind !== 'datetime') return label;
  const tt = timeTypeOf(col.kind, col.utcInLocal, env);
  return `${label} (${tt === 'Local' ? env.tr('tripScreens.zone.local') : zoneLabel(tt)})`;
}

/** The cell of a row in a column. */
export function cellValue<R, L>(col: ExportColumn<R, L>, row: R, lookups: L, env: ExportEnv): Cell {
  const v = col.value(row, lookups);
  if (isBlank(v)) return null;
  switch (col.kind) {
    case 'number': {
      const n = typeof v === 'number' ? v : Number(v);
      return Number.isFinite(n) ? n : String(v);
    }
    case 'money': {
      const n = typeof v === 'number' ? v : Number(v);
      return Number.isFinite(n) ? Math.round(n * 100) / 100 : String(v);
    }
    case 'boolean':
      return env.tr(v ? 'resources.value.yes' : 'resources.value.no');
    case 'enum':
      if (col.enumLabel) return col.enumLabel(v, env);
      return col.enumPrefix ? env.tr(`${col.enumPrefix}.${String(v)}`) : String(v);
    case 'date':
      return String(v).slice(0, 10);
    case 'datetime': {
      const tt = timeTypeOf(col.kind, col.utcInLocal, env);
      const zone = tt === 'Local' ? col.zone?.(row, lookups) : undefined;
      const iso = v instanceof Date ? v.toISOString() : String(v);
      try {
        const f = formatInstant(iso, tt, zone);
        // Local: each time carries its airport's offset, as the list shows it
        return tt === 'Local' ? `${f.text} ${zoneLabel('Local', zone, iso)}` : f.text;
      } catch {
        return null;
      }
    }
    default:
      return String(v);
  }
}
