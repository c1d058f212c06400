import { describe, expect, it } from 'vitest';
import { searchConditions, type SearchSpec } from './searchModel';

describe('searchConditions', () => {
  const specs: SearchSpec[] = [
    { name: 'endFrom', field: 'endDate', label: 'x', kind: 'date', op: 'ge' },
    { name: 'endTo', field: 'endDate', label: 'x', kind: 'date', op: 'le' },
    { name: 'low', label: 'x', kind: 'select', options: [{ value: 1, label: 'low' }] },
  ];

  it('two date boxes search one field as a range, in yyyy-MM-dd', () => {
    expect(searchConditions(specs, { endFrom: '20261201', endTo: '2026-12-31', low: '' })).toEqual([
      { name: 'endDate', op: 'ge', value: '2026-12-01' },
      { name: 'endDate', op: 'le', value: '2026-12-31' },
    ]);
  });

  it('a select keeps its option value type; empty boxes send nothing', () => {
    expect(searchConditions(specs, { endFrom: '', endTo: '', low: '1' })).toEqual([{ name: 'low', op: 'eq', value: 1 }]);
  });
});
