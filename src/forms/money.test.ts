import { describe, expect, it } from 'vitest';
import { formatMoney, moneyText, stripMoneySeparators } from './money';

describe('formatMoney', () => {
  it('shows two decimals with thousands separators', () => {
    expect(formatMoney(1234567.8)).toBe('1,234,567.80');
    expect(formatMoney('1234567.8')).toBe('1,234,567.80');
    expect(formatMoney(12)).toBe('12.00');
    expect(formatMoney(999.999)).toBe('1,000.00');
    expect(formatMoney(1000)).toBe('1,000.00');
    expect(formatMoney(100)).toBe('100.00');
  });

  it('rounds half away from zero on the decimal value', () => {
    expect(formatMoney(1.005)).toBe('1.01'); // binary 1.00499999… would give 1.00
    expect(formatMoney(2.675)).toBe('2.68');
    expect(formatMoney(1.004)).toBe('1.00');
    expect(formatMoney(0.125)).toBe('0.13');
    expect(formatMoney(-2.675)).toBe('-2.68');
    expect(formatMoney(-0.005)).toBe('-0.01');
  });

  it('formats negatives and zero without a negative zero', () => {
    expect(formatMoney(-1234.5)).toBe('-1,234.50');
    expect(formatMoney(0)).toBe('0.00');
    expect(formatMoney(-0)).toBe('0.00');
    expect(formatMoney(-0.001)).toBe('0.00');
    expect(formatMoney('0')).toBe('0.00');
  });

  it('keeps large amounts exact when given as text', () => {
    expect(formatMoney('12345678901234567.89')).toBe('12,345,678,901,234,567.89');
    expect(formatMoney(1e21)).toBe('1,000,000,000,000,000,000,000.00');
    expect(formatMoney(Number.MAX_SAFE_INTEGER)).toBe('9,007,199,254,740,991.00');
    expect(formatMoney(1e-7)).toBe('0.00');
  });

  it('prefixes a currency code', () => {
    expect(formatMoney(1234567.8, 'CNY')).toBe('CNY 1,234,567.80');
    expect(formatMoney(-5, 'USD')).toBe('USD -5.00');
  });

  it('gives an empty string for blank, non-numeric or non-finite values', () => {
    for (const v of [null, undefined, '', '  ', 'abc', '1,234', '1.2.3', Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(formatMoney(v)).toBe('');
    }
    expect(formatMoney('', 'CNY')).toBe('');
  });
});

describe('money helpers', () => {
  it('moneyText accepts plain and exponent notation only', () => {
    expect(moneyText(' 12.5 ')).toBe('12.5');
    expect(moneyText('+3')).toBe('+3');
    expect(moneyText('.5')).toBe('.5');
    expect(moneyText('1e3')).toBe('1e3');
    expect(moneyText('1 000')).toBeNull();
  });

  it('stripMoneySeparators removes commas (also full-width) and spaces', () => {
    expect(stripMoneySeparators('1,234,567.80')).toBe('1234567.80');
    expect(stripMoneySeparators('1，234 567')).toBe('1234567');
  });
});
