/**
 * Input rules shared by many screens (requirements S5 and S9, requirements D5 "Other rules"):
 * time and date inputs, comma-separated mail recipients, uploads and "select first".
 *
 * Parsers return `Value | RuleError`; tell them apart with `isRuleError` from './rules'.
 * Time, date and recipient inputs ignore surrounding whitespace (they are typed by hand).
 */
import { VK } from './keys';
import { email, required, ruleError } from './rules';
import type { RuleError } from './types';

const pad2 = (n: number): string => String(n).padStart(2, '0');

// ---------------------------------------------------------------------------
// Time of day: HHmm or HH:mm, 00:00–23:59, minutes on a step (default 5)
// ---------------------------------------------------------------------------

export const TIME_MINUTE_STEP = 5;

export interface TimeOfDay {
  hours: number;
  minutes: number;
}

export interface TimeInputOptions {
  /** Minutes must be a multiple of this (integer 1–60). Default 5; 1 allows any minute. */
  minuteStep?: number;
}

function minuteStepOf(opts: TimeInputOptions): number {
  const step = opts.minuteStep ?? TIME_MINUTE_STEP;
  if (!Number.isInteger(step) || step < 1 || step > 60) {
    throw new RangeError(`minuteStep must be an integer from 1 to 60, got ${step}`);
  }
  return step;
}

/** Parses "HHmm" or "HH:mm" (exactly two hour digits). */
export function parseTimeInput(input: string, opts: TimeInputOptions = {}): TimeOfDay | RuleError {
  const step = minuteStepOf(opts);
  const blank = required(input);
  if (blank) return blank;
  const m = /^([0-9]{2}):?([0-9]{2})$/.exec(input.trim());
  if (!m) return ruleError(VK.timeFormat);
  const hours = Number(m[1]);
  const minutes = Number(m[2]);
  if (hours > 23 || minutes > 59) return ruleError(VK.timeRange);
  if (minutes % step !== 0) return ruleError(VK.timeStep, { step });
  return { hours, minutes };
}

/** 'HH:mm'. */
export function formatTime(time: TimeOfDay): string {
  return `${pad2(time.hours)}:${pad2(time.minutes)}`;
}

/** Parses and returns the canonical 'HH:mm' form. */
export function normaliseTime(input: string, opts: TimeInputOptions = {}): string | RuleError {
  const parsed = parseTimeInput(input, opts);
  return 'key' in parsed ? parsed : formatTime(parsed);
}

export function validateTimeInput(input: string, opts: TimeInputOptions = {}): RuleError | null {
  const parsed = parseTimeInput(input, opts);
  return 'key' in parsed ? parsed : null;
}

// ---------------------------------------------------------------------------
// Calendar date: yyyyMMdd or yyyy-MM-dd, real (proleptic Gregorian) dates, years 0001–9999
// ---------------------------------------------------------------------------

export interface CalendarDate {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export function parseDateInput(input: string): CalendarDate | RuleError {
  const blank = required(input);
  if (blank) return blank;
  const m = /^([0-9]{4})(?:-([0-9]{2})-([0-9]{2})|([0-9]{2})([0-9]{2}))$/.exec(input.trim());
  if (!m) return ruleError(VK.dateFormat);
  const year = Number(m[1]);
  const month = Number(m[2] ?? m[4]);
  const day = Number(m[3] ?? m[5]);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    return ruleError(VK.dateInvalid);
  }
  return { year, month, day };
}

/** 'yyyy-MM-dd'. */
export function formatDate(date: CalendarDate): string {
  return `${String(date.year).padStart(4, '0')}-${pad2(date.month)}-${pad2(date.day)}`;
}

/** Parses and returns the canonical 'yyyy-MM-dd' form. */
export function normaliseDate(input: string): string | RuleError {
  const parsed = parseDateInput(input);
  return 'key' in parsed ? parsed : formatDate(parsed);
}

export function validateDateInput(input: string): RuleError | null {
  const parsed = parseDateInput(input);
  return 'key' in parsed ? parsed : null;
}

// ---------------------------------------------------------------------------
// Comma-separated mail recipients
// ---------------------------------------------------------------------------

/** ASCII ',' and the full-width '，' (common with Chinese input methods) both separate. */
const RECIPIENT_SEPARATOR = /[,，]/;

/**
 * Splits, trims and checks each recipient. Errors carry the 1-based `position` of the first
 * bad item, and for an invalid address the offending text as `email`. Duplicates are kept.
 */
export function parseRecipients(input: string): string[] | RuleError {
  const blank = required(input);
  if (blank) return blank;
  const items = input.split(RECIPIENT_SEPARATOR).map((s) => s.trim());
  for (const [i, item] of items.entries()) {
    if (item === '') return ruleError(VK.recipientsEmpty, { position: i + 1 });
    if (email(item)) return ruleError(VK.recipientsInvalid, { position: i + 1, email: item });
  }
  return items;
}

/** Recipients joined by ',' without spaces. */
export function normaliseRecipients(input: string): string | RuleError {
  const parsed = parseRecipients(input);
  return Array.isArray(parsed) ? parsed.join(',') : parsed;
}

export function validateRecipients(input: string): RuleError | null {
  const parsed = parseRecipients(input);
  return Array.isArray(parsed) ? null : parsed;
}

// ---------------------------------------------------------------------------
// Uploads
// ---------------------------------------------------------------------------

export const BYTES_PER_MB = 1024 * 1024;

export interface UploadConfig {
  /** Lower-case extensions without the dot; file names are compared case-insensitively. */
  readonly extensions: readonly string[];
  readonly maxSizeMb: number;
  /** Maximum number of files, or null for no limit. */
  readonly maxCount: number | null;
}

/** General uploads: office documents, images and PDF up to 10 MB each; no count limit. */
export const UPLOAD_GENERAL: UploadConfig = Object.freeze({
  extensions: Object.freeze(['jpg', 'jpeg', 'png', 'pdf', 'xls', 'xlsx', 'doc', 'docx', 'ppt', 'pptx']),
  maxSizeMb: 10,
  maxCount: null,
});

/** Alternative configuration: at most 5 files of 5 MB (JPG/JPEG in upper case match too). */
export const UPLOAD_ALTERNATIVE: UploadConfig = Object.freeze({
  extensions: Object.freeze(['xls', 'xlsx', 'png', 'jpg', 'pdf', 'jpeg']),
  maxSizeMb: 5,
  maxCount: 5,
});

/** Imports: one xlsx workbook within the general 10 MB limit. */
export const UPLOAD_IMPORT: UploadConfig = Object.freeze({
  extensions: Object.freeze(['xlsx']),
  maxSizeMb: 10,
  maxCount: 1,
});

export interface UploadFile {
  name: string;
  /** Bytes. */
  size: number;
}

export interface UploadCheckOptions {
  /** Files already attached, counted against `maxCount`. Default 0. */
  existingCount?: number;
}

/** Lower-case text after the last '.', or '' when there is none (".png" alone has none). */
export function fileExtension(name: string): string {
  const base = name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot + 1).toLowerCase();
}

/**
 * First failure among: count over the limit, then per file in order wrong format and size over
 * the limit (the limit itself is allowed). An empty list passes; use `requireSelection` for
 * "pick a file first".
 */
export function checkUploads(
  files: readonly UploadFile[],
  config: UploadConfig,
  opts: UploadCheckOptions = {},
): RuleError | null {
  const existing = opts.existingCount ?? 0;
  if (config.maxCount !== null && existing + files.length > config.maxCount) {
    return ruleError(VK.uploadCount, { maxCount: config.maxCount });
  }
  const types = config.extensions.join(', ');
  for (const file of files) {
    if (!config.extensions.includes(fileExtension(file.name))) {
      return ruleError(VK.uploadFormat, { name: file.name, types });
    }
    if (!(file.size <= config.maxSizeMb * BYTES_PER_MB)) {
      return ruleError(VK.uploadSize, { name: file.name, maxMb: config.maxSizeMb });
    }
  }
  return null;
}

// ---------------------------------------------------------------------------
// Selection
// ---------------------------------------------------------------------------

/** Delete and batch actions require at least one selected row. */
export function requireSelection(ids: readonly unknown[]): RuleError | null {
  return ids.length === 0 ? ruleError(VK.selectionRequired) : null;
}
