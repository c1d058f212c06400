/**
 * Money display (requirements S9: "Money shown with two decimals and thousands separators").
 * Pure: used by MoneyInput and by every table or label that shows an amount.
 */

/** Plain decimal or exponent notation, optional sign; no separators. */
const NUMERIC_TEXT = /^[+-]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:e[+-]?[0-9]+)?$/i;

/**
 * Rounds half away from zero on the DECIMAL value: numbers go through their shortest string
 * form first, so 1.005 shows as 1.01 (binary floating point would give 1.00).
 * `signDisplay: 'negative'` keeps values that round to zero from showing as "-0.00".
 */
const MONEY_FORMAT = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  roundingMode: 'halfExpand',
  signDisplay: 'negative',
  useGrouping: 'always',
});

/** The decimal text of an amount, or null when it is blank, not a number or not finite. */
export function moneyText(value: number | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  const text = value.trim();
  return NUMERIC_TEXT.test(text) ? text : null;
}

/**
 * `1234567.8` → `"1,234,567.80"`; `-5` → `"-5.00"`; with a currency code: `"CNY 1,234,567.80"`.
 * Strings are formatted exactly (no floating-point loss for large amounts). Blank, non-numeric
 * or non-finite values give `""`.
 */
export function formatMoney(value: number | string | null | undefined, currency?: string): string {
  const text = moneyText(value);
  if (text === null) return '';
  // Intl.NumberFormat v3 formats a numeric string as an exact decimal.
  const formatted = MONEY_FORMAT.format(text as unknown as number);
  return currency ? `${currency} ${formatted}` : formatted;
}

/** Removes thousands separators (ASCII and full-width commas) and spaces a user may paste. */
export function stripMoneySeparators(text: string): string {
  return text.replace(/[,，\s]/g, '');
}
