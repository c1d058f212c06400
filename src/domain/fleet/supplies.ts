/**
 * Machine supplies: the quantity rule of a refill or an issue (required, a valid number with up to two
 * decimals, greater than 0; an issue not over the stock), shared by the dialogs and the server.
 * Quantities are decimal text; comparisons are in hundredths so no float rounding enters.
 */

/** Message keys (locales/<lang>/machineSupplies.json). */
export const SUPPLY_RULE = {
  required: 'machineSupplies.rule.required',
  number: 'machineSupplies.rule.number',
  positive: 'machineSupplies.rule.positive',
  overStock: 'machineSupplies.rule.overStock',
  tooLarge: 'machineSupplies.rule.tooLarge',
} as const;

/** The largest stock or quantity (numeric(14,2)). */
export const SUPPLY_MAX_HUNDREDTHS = 99_999_999_999_99;
const NUMBER_RE = /^[+-]?(\d+)(?:\.(\d{1,2}))?$/;

/** Hundredths of a decimal text ('12.5' → 1250), or null when it is not a number with up to two decimals. */
export function hundredths(text: string | number | null | undefined): number | null {
  const s = String(text ?? '').trim();
  const m = NUMBER_RE.exec(s);
  if (!m) return null;
  const n = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return s.startsWith('-') ? -n : n;
}

/** Canonical text of hundredths (1250 → '12.5', 1200 → '12'). */
export function decimalText(h: number): string {
  const sign = h < 0 ? '-' : '';
  const a = Math.abs(h);
  const whole = Math.floor(a / 100);
  const frac = a % 100;
  return frac === 0 ? `${sign}${whole}` : `${sign}${whole}.${String(frac).padStart(2, '0').replace(/0$/, '')}`;
}

/** The first rule a quantity breaks (a message key), or null. `stock` given → an issue, which cannot exceed it. */
export function quantityError(value: unknown, stock?: string | number | null): string | null {
  if (value === null || value === undefined || String(value).trim() === '') return SUPPLY_RULE.required;
  if (typeof value !== 'string' && typeof value !== 'number') return SUPPLY_RULE.number;
  const h = hundredths(value);
  if (h === null) return SUPPLY_RULE.number;
  if (h <= 0) return SUPPLY_RULE.positive;
  if (h > SUPPLY_MAX_HUNDREDTHS) return SUPPLY_RULE.tooLarge;
  if (stock !== undefined && stock !== null) {
    const s = hundredths(stock);
    if (s !== null && h > s) return SUPPLY_RULE.overStock;
  }
  return null;
}

/** A stock at or below its low-stock threshold (no threshold: never low). */
export function isLowStock(stock: string | number, threshold: string | number | null | undefined): boolean {
  if (threshold === null || threshold === undefined || threshold === '') return false;
  const s = hundredths(stock);
  const t = hundredths(threshold);
  return s !== null && t !== null && s <= t;
}

/** The refusals the supplies routes answer with (texts in machineSupplies.json). */
export type SupplyErrorKey = 'machineSupplies.error.overStock' | 'machineSupplies.error.hasHistory';
