import { describe, expect, it } from 'vitest';
import { AIRPORT_IMPORT_COLUMNS, CREW_IMPORT_COLUMNS, CUSTOMER_IMPORT_COLUMNS } from '../../../src/contract/import';
import { AIRPORT_NATURES, CREW_POSITIONS, CREW_SEXES, CREW_STATUSES, CREW_TYPES, CUSTOMER_TYPES } from '../../db/schema';
import * as domain from '../../../src/domain/resourceEnums';

describe('import columns', () => {
  it('the enumerations the columns accept are the database’s', () => {
    expect(domain.CREW_TYPES).toEqual(CREW_TYPES);
    expect(domain.CREW_POSITIONS).toEqual(CREW_POSITIONS);
    expect(domain.CREW_STATUSES).toEqual(CREW_STATUSES);
    expect(domain.CREW_SEXES).toEqual(CREW_SEXES);
    expect(domain.CUSTOMER_TYPES).toEqual(CUSTOMER_TYPES);
    expect(domain.AIRPORT_NATURES).toEqual(AIRPORT_NATURES);
  });

  it.each([
    ['crew', CREW_IMPORT_COLUMNS],
    ['customer', CUSTOMER_IMPORT_COLUMNS],
    ['airport', AIRPORT_IMPORT_COLUMNS],
  ] as const)('%s: keys and titles are unique, required columns come with an example', (_name, columns) => {
    expect(new Set(columns.map((c) => c.key)).size).toBe(columns.length);
    expect(new Set(columns.map((c) => c.label)).size).toBe(columns.length);
    for (const c of columns.filter((x) => x.required)) expect(c.example, c.key).not.toBe('');
  });
});
