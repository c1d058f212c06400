import { describe, expect, it } from 'vitest';
import { fieldError, validateValues } from '../resource/formModel';
import { moveFields } from './suppliesConfig';

describe('the refill and issue dialogs check the quantity as the server does', () => {
  const refill = moveFields('refill', { stock: '5', unit: 'qt' });
  const issue = moveFields('issue', { stock: '5', unit: 'qt' });
  const quantity = (fields: typeof refill, v: string) => fieldError(fields[0]!, v);

  it('requires a valid number greater than 0', () => {
    expect(validateValues(refill, { quantity: '', note: '' }).quantity?.key).toBe('validation.required');
    expect(quantity(refill, 'abc')?.key).toBe('machineSupplies.rule.number');
    expect(quantity(refill, '0')?.key).toBe('machineSupplies.rule.positive');
    expect(quantity(refill, '-1')?.key).toBe('machineSupplies.rule.positive');
    expect(quantity(refill, '50')).toBeNull();
  });

  it('an issue cannot exceed the stock; the message names it', () => {
    expect(quantity(issue, '5')).toBeNull();
    expect(quantity(issue, '5.5')).toEqual({ key: 'machineSupplies.rule.overStock', params: { stock: '5', unit: 'qt' } });
  });
});
