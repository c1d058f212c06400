import { describe, expect, it } from 'vitest';
import { decimalText, hundredths, isLowStock, quantityError, SUPPLY_RULE } from './supplies';

describe('quantityError', () => {
  it('requires a valid number greater than 0', () => {
    expect(quantityError('')).toBe(SUPPLY_RULE.required);
    expect(quantityError('  ')).toBe(SUPPLY_RULE.required);
    expect(quantityError(undefined)).toBe(SUPPLY_RULE.required);
    expect(quantityError('abc')).toBe(SUPPLY_RULE.number);
    expect(quantityError('1.234')).toBe(SUPPLY_RULE.number);
    expect(quantityError('1e3')).toBe(SUPPLY_RULE.number);
    expect(quantityError({})).toBe(SUPPLY_RULE.number);
    expect(quantityError('0')).toBe(SUPPLY_RULE.positive);
    expect(quantityError('-2')).toBe(SUPPLY_RULE.positive);
    expect(quantityError('0.01')).toBeNull();
    expect(quantityError(3)).toBeNull();
    expect(quantityError('100000000000000')).toBe(SUPPLY_RULE.tooLarge);
  });

  it('refuses an issue over the stock', () => {
    expect(quantityError('5', '5')).toBeNull();
    expect(quantityError('5.01', '5')).toBe(SUPPLY_RULE.overStock);
    expect(quantityError('1', '0')).toBe(SUPPLY_RULE.overStock);
  });
});

describe('decimal text', () => {
  it('reads and writes hundredths without float rounding', () => {
    expect(hundredths('0.1')! + hundredths('0.2')!).toBe(30);
    expect(hundredths('12.50')).toBe(1250);
    expect(decimalText(1250)).toBe('12.5');
    expect(decimalText(1205)).toBe('12.05');
    expect(decimalText(1200)).toBe('12');
  });

  it('flags low stock at or below the threshold', () => {
    expect(isLowStock('2', '2')).toBe(true);
    expect(isLowStock('2.01', '2')).toBe(false);
    expect(isLowStock('0', null)).toBe(false);
  });
});
