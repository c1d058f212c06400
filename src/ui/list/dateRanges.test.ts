import { describe, expect, it } from 'vitest';
import { autoRange, quickRange } from './dateRanges';

describe('record list date ranges', () => {
  it('quick choices', () => {
    expect(quickRange('month', '2030-02-14')).toEqual({ from: '2030-02-01', to: '2030-02-28' });
    expect(quickRange('lastMonth', '2030-01-31')).toEqual({ from: '2029-12-01', to: '2029-12-31' });
    expect(quickRange('lastThreeMonths', '2030-03-31')).toEqual({ from: '2030-01-01', to: '2030-03-31' });
    expect(quickRange('year', '2028-07-04')).toEqual({ from: '2028-01-01', to: '2028-12-31' });
  });
  it('fills the other end 30 days away', () => {
    expect(autoRange({ from: '2030-05-01', to: '' }, 'from')).toEqual({ from: '2030-05-01', to: '2030-05-30' });
    expect(autoRange({ from: '', to: '2030-03-01' }, 'to')).toEqual({ from: '2030-01-31', to: '2030-03-01' });
    expect(autoRange({ from: '2030-05-10', to: '2030-05-01' }, 'from')).toEqual({ from: '2030-05-10', to: '2030-06-08' });
    expect(autoRange({ from: '2030-05-10', to: '2030-05-01' }, 'to')).toEqual({ from: '2030-04-02', to: '2030-05-01' });
  });
  it('leaves a sound range, and half-typed text, alone', () => {
    expect(autoRange({ from: '2030-05-01', to: '2030-05-03' }, 'from')).toEqual({ from: '2030-05-01', to: '2030-05-03' });
    expect(autoRange({ from: '203005', to: '' }, 'from')).toEqual({ from: '203005', to: '' });
    expect(autoRange({ from: '', to: '' }, 'to')).toEqual({ from: '', to: '' });
  });
});
