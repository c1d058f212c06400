/**
 * Shared format checks and rule primitives (requirements S5 "Shared format checks",
 * requirements D5 "Bill amount must be greater than 0").
 *
 * Conventions:
 * - A rule takes the value exactly as entered and returns a `RuleError` or `null`.
 *   Format rules do NOT trim and do NOT treat an empty value as valid: combine them with
 *   `required` (required fields) or wrap them in `optional` (optional fields).
 * - Lengths are counted in Unicode code points, not UTF-16 units.
 * - "Chinese characters" means the CJK Unified Ideographs block U+4E00–U+9FFF;
 *   "letters" in the requirements' format checks means ASCII A–Z / a–z.
 */
import { VK, type ValidationKey } from './keys';
import type { FieldErrors, RuleError } from './types';

export type Rule<T = string> = (value: T) => RuleError | null;

export function ruleError(key: ValidationKey, params?: Record<string, string | number>): RuleError {
  return params === undefined ? { key } : { key, params };
}

/** Distinguishes the error branch of the `Value | RuleError` results returned by parsers. */
export function isRuleError(value: unknown): value is RuleError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { key?: unknown }).key === 'string' &&
    (value as { key: string }).key.startsWith('validation.')
  );
}

/** Length in Unicode code points. */
export function charCount(value: string): number {
  let n = 0;
  for (const _ of value) n++;
  return n;
}

// ---------------------------------------------------------------------------
// Blank / required
// ---------------------------------------------------------------------------

/**
 * Blank means: null, undefined, an empty or whitespace-only string, or the word "null"
 * in any letter case (optionally surrounded by whitespace). Other values are not blank.
 */
export function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value !== 'string') return false;
  const t = value.trim();
  return t === '' || t.toLowerCase() === 'null';
}

export function required(value: unknown): RuleError | null {
  return isBlank(value) ? ruleError(VK.required) : null;
}

// ---------------------------------------------------------------------------
// Combinators
// ---------------------------------------------------------------------------

/** Runs rules in order and returns the first failure. */
export function chain<T>(...rules: readonly Rule<T>[]): Rule<T> {
  return (value) => {
    for (const rule of rules) {
      const error = rule(value);
      if (error) return error;
    }
    return null;
  };
}

/** Skips the rule when the value is blank (see `isBlank`). */
export function optional<T>(rule: Rule<T>): Rule<T | null | undefined> {
  return (value) => (isBlank(value) ? null : rule(value as T));
}

/** Runs one lazy check per field and keeps the failures (an empty object means valid). */
export function collectErrors<F extends string>(
  checks: Record<F, () => RuleError | null>,
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const field of Object.keys(checks) as F[]) {
    const error = checks[field]();
    if (error) errors[field] = error;
  }
  return errors;
}

// ---------------------------------------------------------------------------
// Length and character-class primitives
// ---------------------------------------------------------------------------

export function maxLength(max: number): Rule {
  return (value) => (charCount(value) > max ? ruleError(VK.maxLength, { max }) : null);
}

/** Length check with a caller-chosen key; the key receives `{min, max}`. */
export function lengthBetween(min: number, max: number, key: ValidationKey): Rule {
  return (value) => {
    const n = charCount(value);
    return n < min || n > max ? ruleError(key, { min, max }) : null;
  };
}

/** Rejects control characters (tabs, line breaks, NUL…) in single-line free text. */
export function noControlChars(value: string): RuleError | null {
  return /\p{Cc}/u.test(value) ? ruleError(VK.controlChars) : null;
}

function pattern(re: RegExp, key: ValidationKey, params?: Record<string, string | number>): Rule {
  return (value) => (re.test(value) ? null : ruleError(key, params));
}

// ---------------------------------------------------------------------------
// Shared format checks
// ---------------------------------------------------------------------------

/** "name": Chinese characters, ASCII letters and digits only. */
export const plainName: Rule = pattern(/^[\u4E00-\u9FFFA-Za-z0-9]+$/, VK.nameFormat);

/** ASCII digits only (leading zeros allowed: this is a digit string, not a number). */
export const digitsOnly: Rule = pattern(/^[0-9]+$/, VK.digitsFormat);

/** Mainland mobile number: 1 followed by 10 digits. */
export const mainlandMobile: Rule = pattern(/^1[0-9]{10}$/, VK.mobileFormat);

export const CHINESE_NAME_MIN_LENGTH = 2;
export const CHINESE_NAME_MAX_LENGTH = 4;
/** Chinese personal name of 2 to 4 Chinese characters. */
export const chineseName: Rule = pattern(/^[\u4E00-\u9FFF]{2,4}$/, VK.chineseNameFormat, {
  min: CHINESE_NAME_MIN_LENGTH,
  max: CHINESE_NAME_MAX_LENGTH,
});

export const PHONE_MIN_LENGTH = 5;
export const PHONE_MAX_LENGTH = 20;
/** Landline / general phone: digits, spaces, '+', '-', parentheses; 5–20 chars; at least one digit. */
export function landlinePhone(value: string): RuleError | null {
  const ok = /^[0-9 +\-()]{5,20}$/.test(value) && /[0-9]/.test(value);
  return ok ? null : ruleError(VK.phoneFormat, { min: PHONE_MIN_LENGTH, max: PHONE_MAX_LENGTH });
}

export const AMOUNT_DECIMALS = 2;
const AMOUNT_RE = /^(?:0|[1-9][0-9]*)(?:\.[0-9]{1,2})?$/;

function amountText(value: string | number): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  return value;
}

/**
 * Non-negative amount with up to two decimals. Strings must be plain decimal notation
 * ("0", "12", "12.5", "12.50"); no sign, no leading zeros, no exponent, no thousands separators.
 * Numbers are checked through their shortest string form (so 0.1 + 0.2 is rejected).
 */
export function amount(value: string | number): RuleError | null {
  const text = amountText(value);
  return text !== null && AMOUNT_RE.test(text)
    ? null
    : ruleError(VK.amountFormat, { decimals: AMOUNT_DECIMALS });
}

/** An `amount` that is also greater than 0 ("bill amount must be greater than 0"). */
export function positiveAmount(value: string | number): RuleError | null {
  const formatError = amount(value);
  if (formatError) return formatError;
  return Number(value) > 0 ? null : ruleError(VK.amountPositive);
}

export const PORT_MIN = 0;
export const PORT_MAX = 65535;
/** Integer port 0–65535. Strings: decimal digits without leading zeros (except "0"). */
export function port(value: string | number): RuleError | null {
  const ok =
    typeof value === 'number'
      ? Number.isInteger(value) && value >= PORT_MIN && value <= PORT_MAX
      : /^(?:0|[1-9][0-9]{0,4})$/.test(value) && Number(value) <= PORT_MAX;
  return ok ? null : ruleError(VK.portFormat, { min: PORT_MIN, max: PORT_MAX });
}

const OCTET = '(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])';
const IPV4 = `${OCTET}(?:\\.${OCTET}){3}`;
/** Dotted-quad IPv4; each octet 0–255 written without leading zeros. */
export const ipv4: Rule = pattern(new RegExp(`^${IPV4}$`), VK.ipv4Format);

const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const TLD = '(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})';
const HOSTNAME = `(?:${LABEL}\\.)+${TLD}`;
export const URL_MAX_LENGTH = 2048;
const URL_RE = new RegExp(`^https?://(?:localhost|${IPV4}|${HOSTNAME})(?::([0-9]{1,5}))?(?:[/?#]\\S*)?$`, 'i');

/**
 * Absolute http(s) URL: host is `localhost`, an IPv4 address or a dotted DNS name with an
 * alphabetic (or punycode) top-level label; optional port 1–65535; optional path, query and
 * fragment without whitespace. User-info, IPv6 literals and other schemes are rejected.
 */
export function url(value: string): RuleError | null {
  const m = value.length <= URL_MAX_LENGTH ? URL_RE.exec(value) : null;
  const portText = m?.[1];
  const ok = m !== null && (portText === undefined || (Number(portText) >= 1 && Number(portText) <= PORT_MAX));
  return ok ? null : ruleError(VK.urlFormat);
}

const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const EMAIL_RE = new RegExp(`^${ATOM}(?:\\.${ATOM})*@(${HOSTNAME})$`);
export const EMAIL_MAX_TOTAL_LENGTH = 254;
export const EMAIL_MAX_LOCAL_LENGTH = 64;

/** ASCII e-mail address `local@domain.tld` (dot-atom local part ≤ 64, total ≤ 254). */
export function email(value: string): RuleError | null {
  const at = value.lastIndexOf('@');
  const ok =
    value.length <= EMAIL_MAX_TOTAL_LENGTH &&
    at > 0 &&
    at <= EMAIL_MAX_LOCAL_LENGTH &&
    EMAIL_RE.test(value) &&
    value.length - at - 1 <= 253;
  return ok ? null : ruleError(VK.emailFormat);
}

/**
 * Company name: letters of any script (Chinese included), digits, spaces and the punctuation
 * common in registered names: ( ) （ ） & . , ， 、 ' ’ · -
 */
export const companyName: Rule = pattern(/^[\p{L}\p{N} ()（）&.,，、'’·\-]+$/u, VK.companyNameChars);

/**
 * Person (contact) name: starts with a letter of any script; may contain letters, spaces and
 * · . ' ’ - ; ends with a letter or a period. Digits are rejected.
 */
export const personName: Rule = pattern(/^\p{L}(?:[\p{L} ·.'’\-]*[\p{L}.])?$/u, VK.personNameChars);
