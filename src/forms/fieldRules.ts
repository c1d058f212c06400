/**
 * Field-level checks used by the kit's inputs AND by form `validate` functions, so a form and
 * its inputs always agree. They only compose the rules of src/domain/validation: blank values
 * give `required` for required fields and pass for optional ones.
 */
import {
  amount,
  chineseName,
  digitsOnly,
  email,
  formatDate,
  formatTime,
  ipv4,
  isBlank,
  isRuleError,
  landlinePhone,
  mainlandMobile,
  normaliseDate,
  normaliseTime,
  parseDateInput,
  parseTimeInput,
  plainName,
  port,
  positiveAmount,
  required as requiredRule,
  url,
  type CalendarDate,
  type Rule,
  type RuleError,
  type TimeInputOptions,
  type TimeOfDay,
} from '../domain/validation';
import { stripMoneySeparators } from './money';

export interface FieldCheckOptions {
  required?: boolean;
}

/** Blank → `required` (required fields) or valid (optional fields); otherwise `check`. */
function blankOr(text: string, opts: FieldCheckOptions, check: () => RuleError | null): RuleError | null {
  if (isBlank(text)) return opts.required ? requiredRule(text) : null;
  return check();
}

// ---------------------------------------------------------------------------
// Date and time
// ---------------------------------------------------------------------------

export function dateFieldError(text: string, opts: FieldCheckOptions = {}): RuleError | null {
  return blankOr(text, opts, () => {
    const parsed = parseDateInput(text);
    return isRuleError(parsed) ? parsed : null;
  });
}

export function timeFieldError(text: string, opts: FieldCheckOptions & TimeInputOptions = {}): RuleError | null {
  return blankOr(text, opts, () => {
    const parsed = parseTimeInput(text, opts);
    return isRuleError(parsed) ? parsed : null;
  });
}

/** The canonical form when the text is valid, else the text unchanged (used on blur). */
export function normaliseDateText(text: string): string {
  const n = normaliseDate(text);
  return typeof n === 'string' ? n : text;
}

export function normaliseTimeText(text: string, opts: TimeInputOptions = {}): string {
  const n = normaliseTime(text, opts);
  return typeof n === 'string' ? n : text;
}

/** A local Date at midnight for a valid date text (for the date picker), else null. */
export function dateTextToDate(text: string): Date | null {
  const parsed = parseDateInput(text);
  if (isRuleError(parsed)) return null;
  const d = new Date(parsed.year, parsed.month - 1, parsed.day);
  d.setFullYear(parsed.year); // years below 100 would otherwise map to 19xx
  return d;
}

export function dateToText(date: Date): string {
  const c: CalendarDate = { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
  return formatDate(c);
}

const MINUTES_PER_DAY = 24 * 60;

/**
 * The time `direction` steps later (+1) or earlier (-1), wrapping round midnight; a time off
 * the step snaps to the neighbouring step first. Blank starts from midnight. Returns null when
 * the text is not a time at all (the arrow keys then do nothing).
 */
export function stepTimeText(text: string, direction: 1 | -1, minuteStep: number): string | null {
  let minutes: number;
  if (isBlank(text)) {
    minutes = direction === 1 ? -minuteStep : 0;
  } else {
    const parsed = parseTimeInput(text, { minuteStep: 1 });
    if (isRuleError(parsed)) return null;
    minutes = parsed.hours * 60 + parsed.minutes;
  }
  const onStep = minutes % minuteStep === 0;
  const next =
    direction === 1
      ? Math.floor(minutes / minuteStep) * minuteStep + minuteStep
      : onStep
        ? minutes - minuteStep
        : Math.floor(minutes / minuteStep) * minuteStep;
  const wrapped = ((next % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  const time: TimeOfDay = { hours: Math.floor(wrapped / 60), minutes: wrapped % 60 };
  return formatTime(time);
}

// ---------------------------------------------------------------------------
// Date and time together: 'YYYY-MM-DD HH:mm' (requirements S9 time format)
// ---------------------------------------------------------------------------

/**
 * Splits 'date time' at the first whitespace into the date part and the time part (either may
 * be ''); ' 09:30' (as joined from an empty date) keeps the time in the time part.
 */
export function splitDateTime(value: string): [date: string, time: string] {
  const at = value.search(/\s/);
  return at < 0 ? [value.trim(), ''] : [value.slice(0, at).trim(), value.slice(at).trim()];
}

/** Joins the two parts; '' when both are blank. */
export function joinDateTime(date: string, time: string): string {
  const d = date.trim();
  const t = time.trim();
  return d === '' && t === '' ? '' : `${d} ${t}`;
}

/** First failure of the date part, then of the time part. Partly blank values are incomplete. */
export function dateTimeFieldError(value: string, opts: FieldCheckOptions & TimeInputOptions = {}): RuleError | null {
  const [date, time] = splitDateTime(value);
  if (isBlank(date) && isBlank(time)) return opts.required ? requiredRule('') : null;
  return dateFieldError(date, { required: true }) ?? timeFieldError(time, { ...opts, required: true });
}

/** 'YYYY-MM-DD HH:mm' when valid, else the value unchanged. */
export function normaliseDateTimeText(value: string, opts: TimeInputOptions = {}): string {
  const [date, time] = splitDateTime(value);
  return joinDateTime(normaliseDateText(date), normaliseTimeText(time, opts));
}

// ---------------------------------------------------------------------------
// Money
// ---------------------------------------------------------------------------

export interface MoneyCheckOptions extends FieldCheckOptions {
  /** Use `positiveAmount` (greater than 0) instead of `amount` (0 or more). */
  positive?: boolean;
}

/** Thousands separators are tolerated: MoneyInput removes them on blur. */
export function moneyFieldError(text: string, opts: MoneyCheckOptions = {}): RuleError | null {
  const rule = opts.positive ? positiveAmount : amount;
  return blankOr(text, opts, () => rule(stripMoneySeparators(text)));
}

// ---------------------------------------------------------------------------
// Shared format checks (requirements S5)
// ---------------------------------------------------------------------------

/** The named shared checks; 'blank' is the blank check alone (use with `required`). */
export const FORMAT_CHECKS = {
  blank: () => null,
  name: plainName,
  digits: digitsOnly,
  mobile: mainlandMobile,
  phone: landlinePhone,
  port,
  ipv4,
  url,
  email,
  chineseName,
  amount,
} as const satisfies Record<string, Rule>;

export type FormatCheckName = keyof typeof FORMAT_CHECKS;

export function ruleOf(check: FormatCheckName | Rule): Rule {
  return typeof check === 'function' ? check : FORMAT_CHECKS[check];
}

export function checkedFieldError(text: string, check: FormatCheckName | Rule, opts: FieldCheckOptions = {}): RuleError | null {
  return blankOr(text, opts, () => ruleOf(check)(text));
}
