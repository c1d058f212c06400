/**
 * Reading one spreadsheet cell the way people fill them in (requirements S5): Excel date cells and
 * serial numbers, dates typed as text, numbers stored as text, full-width letters, digits and
 * spaces, stray spaces, enumerations by value or by their label in zh, zhtw or en.
 */
import type { ImportColumn } from '../../../src/contract/import';
import { VK } from '../../../src/domain/validation/keys';
import { toStorableText } from '../text';

/** What exceljs hands over for a cell, reduced to plain values. */
export type Raw = string | number | boolean | Date | null;

export interface CellError {
  key: string;
  params?: Record<string, string | number>;
}
export type Parsed = { empty: true } | { value: unknown } | { error: CellError };

/** The form's key for a value that is not one of the allowed ones (resources.rule.invalid). */
export const INVALID = 'resources.rule.invalid';

/**
 * exceljs cell value → Raw: rich text joined, formulas by their result, hyperlinks by their text, errors
 * empty. Text comes out storable (a NUL or an unpaired surrogate typed into a cell would fail the insert).
 */
export function rawOf(value: unknown): Raw {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return toStorableText(value);
  if (typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  if (typeof value === 'object') {
    const v = value as { richText?: { text: string }[]; result?: unknown; text?: unknown; error?: unknown };
    if (Array.isArray(v.richText)) return toStorableText(v.richText.map((p) => String(p.text ?? '')).join(''));
    if ('result' in v) return rawOf(v.result);
    if (typeof v.text === 'string') return toStorableText(v.text);
  }
  return null;
}

/** Full-width letters, digits and punctuation to ASCII, ideographic spaces to spaces (NFKC), trimmed. */
export const fold = (s: string) => s.normalize('NFKC').trim();
/** Text kept as typed (Chinese punctuation stays) but without full-width spaces around or doubled. */
const plain = (s: string) => s.replace(/\u3000/g, ' ').trim();

const pad = (n: number) => String(n).padStart(2, '0');
const DAY_MS = 86_400_000;
/** Day 0 of Excel's 1900 date system as used by every modern program (1899-12-30). */
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);

function ymd(y: number, m: number, d: number): string | CellError {
  const t = new Date(Date.UTC(y, m - 1, d));
  if (y < 1900 || y > 2999 || t.getUTCFullYear() !== y || t.getUTCMonth() !== m - 1 || t.getUTCDate() !== d) return { key: VK.dateInvalid };
  return `${y}-${pad(m)}-${pad(d)}`;
}

const fromDate = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

/** A date cell, an 8-digit yyyyMMdd number, an Excel serial number, or yyyyMMdd / yyyy-MM-dd / yyyy/M/d / yyyy年M月d日 text. */
export function parseDate(raw: Raw): string | CellError {
  if (raw instanceof Date) return Number.isNaN(raw.getTime()) ? { key: VK.dateInvalid } : fromDate(new Date(raw.getTime() + 500));
  if (typeof raw === 'number') {
    if (Number.isInteger(raw) && raw >= 19000101 && raw <= 29991231) return ymd(Math.floor(raw / 10000), Math.floor(raw / 100) % 100, raw % 100);
    if (raw >= 1 && raw < 401769) return fromDate(new Date(EXCEL_EPOCH + Math.floor(raw + 1e-9) * DAY_MS));
    return { key: VK.dateFormat };
  }
  const s = fold(String(raw));
  let m = /^(\d{4})(\d{2})(\d{2})$/.exec(s) ?? /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(s) ?? /^(\d{4})年(\d{1,2})月(\d{1,2})日?$/.exec(s);
  if (!m) {
    // "1985-03-12 00:00:00" as some programs write a date-time
    m = /^(\d{4})-(\d{2})-(\d{2})[ T]00:00(?::00)?$/.exec(s);
    if (!m) return { key: VK.dateFormat };
  }
  return ymd(Number(m[1]), Number(m[2]), Number(m[3]));
}

const isError = (v: unknown): v is CellError => typeof v === 'object' && v !== null && 'key' in v;

/** Header and label comparison: folded, lower case, without spaces, required marks and colons. */
export const headerKey = (s: string) => fold(s).toLowerCase().replace(/[\s*:：]/g, '');

/** Translations of one i18n key in zh, zhtw and en. */
export type Labels = (key: string) => readonly string[];

const YES = ['y', 'yes', 'true', '1', '是', '有', '√', 'x'];
const NO = ['n', 'no', 'false', '0', '否', '无', '無'];

/** Parses one cell for its column; `labels` translates enum and yes/no labels. */
export function parseCell(column: ImportColumn, raw: Raw, labels: Labels): Parsed {
  if (raw === null || (typeof raw === 'string' && plain(raw.normalize('NFKC')) === '')) return { empty: true };
  const text = () => (raw instanceof Date ? fromDate(raw) : typeof raw === 'number' ? String(raw) : String(raw));
  switch (column.kind) {
    case 'text':
    case 'ref':
      return { value: plain(text()) };
    case 'code': {
      const v = fold(text()).replace(/\s+/g, (w) => (w.length > 1 ? ' ' : w));
      return { value: column.upperCase ? v.toUpperCase() : v };
    }
    case 'date': {
      const d = parseDate(raw);
      return isError(d) ? { error: d } : { value: d };
    }
    case 'integer': {
      const s = fold(text());
      return /^-?\d+$/.test(s) ? { value: Number(s) } : { error: { key: INVALID } };
    }
    case 'flag': {
      if (typeof raw === 'boolean') return { value: raw };
      const s = headerKey(text());
      if (YES.includes(s) || labels('resources.value.yes').some((l) => headerKey(l) === s)) return { value: true };
      if (NO.includes(s) || labels('resources.value.no').some((l) => headerKey(l) === s)) return { value: false };
      return { error: { key: INVALID } };
    }
    case 'enum': {
      const s = headerKey(text());
      for (const v of column.values ?? []) {
        if (headerKey(String(v)) === s || labels(`${column.enumLabels}.${v}`).some((l) => headerKey(l) === s)) return { value: v };
      }
      return { error: { key: INVALID } };
    }
    case 'codes': {
      const codes = fold(text())
        .split(/[,;，；、\s]+/)
        .filter((c) => c !== '');
      return codes.length === 0 ? { empty: true } : { value: [...new Set(codes)] };
    }
  }
}
