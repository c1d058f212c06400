import { beforeEach, describe, expect, it } from 'vitest';
import { parseColumnChoice, toggleColumn } from './columnChoice';
import { EMPTY_LEG_SEARCH, legConditions, tripConditions } from '../../pages/trip/tripSearch';
import { buildListBody, dayRangeConditions, nextSort } from './listQuery';

describe('list query body', () => {
  it('drops empty conditions and leaves out searchParas when nothing is searched', () => {
    expect(buildListBody({ page: 1, pageSize: 20, sort: null, conditions: tripConditions({ tripNumber: ' ', status: '' }) })).toEqual({ page: 1, pageSize: 20 });
  });
  it('keeps trimmed values, sort and isNull', () => {
    const body = buildListBody({
      page: 2,
      pageSize: 50,
      sort: { field: 'tripNumber', direction: 'desc' },
      conditions: [...tripConditions({ tripNumber: ' T2026 ', status: 'received' }), { name: 'aircraftId', op: 'isNull' }, { name: 'x', op: 'in', value: [] }],
    });
    expect(body).toEqual({
      page: 2,
      pageSize: 50,
      sortProperties: 'tripNumber',
      sortDirection: 'desc',
      searchParas: {
        logic: 'and',
        conditions: [
          { name: 'tripNumber', op: 'startsWith', value: 'T2026' },
          { name: 'status', op: 'eq', value: 'received' },
          { name: 'aircraftId', op: 'isNull' },
        ],
      },
    });
  });
  it('cycles the header sort asc → desc → default', () => {
    expect(nextSort(null, 'a')).toEqual({ field: 'a', direction: 'asc' });
    expect(nextSort({ field: 'a', direction: 'asc' }, 'a')).toEqual({ field: 'a', direction: 'desc' });
    expect(nextSort({ field: 'a', direction: 'desc' }, 'a')).toBeNull();
    expect(nextSort({ field: 'a', direction: 'desc' }, 'b')).toEqual({ field: 'b', direction: 'asc' });
  });
  it('turns a Beijing day range into UTC bounds, end day inclusive', () => {
    expect(dayRangeConditions('d', '2026-03-01', '2026-03-02', 'Beijing')).toEqual([
      { name: 'd', op: 'ge', value: '2026-02-28T16:00:00.000Z' },
      { name: 'd', op: 'lt', value: '2026-03-02T16:00:00.000Z' },
    ]);
    expect(dayRangeConditions('d', '2026-03-01', '', 'UTC')).toEqual([{ name: 'd', op: 'ge', value: '2026-03-01T00:00:00.000Z' }]);
    expect(dayRangeConditions('d', 'nonsense', '', 'UTC')).toEqual([]);
  });
  it('leg search: numeric state and upper-case ICAO', () => {
    const body = buildListBody({ page: 1, pageSize: 20, sort: null, conditions: legConditions({ ...EMPTY_LEG_SEARCH, legState: '31', departureIcao: 'zbaa' }, 'UTC') });
    expect(body.searchParas?.conditions).toEqual([
      { name: 'legState', op: 'eq', value: 31 },
      { name: 'departureIcao', op: 'eq', value: 'ZBAA' },
    ]);
  });
});

describe('column choice', () => {
  const all = ['a', 'b', 'c'];
  beforeEach(() => undefined);
  it('reads known keys in the screen order, defaults otherwise', () => {
    expect(parseColumnChoice('["c","a","zzz"]', all)).toEqual(['a', 'c']);
    expect(parseColumnChoice(null, all)).toEqual(all);
    expect(parseColumnChoice('not json', all, ['a'])).toEqual(['a']);
    expect(parseColumnChoice('[]', all)).toEqual(all);
    expect(parseColumnChoice('{"a":1}', all)).toEqual(all);
  });
  it('toggles but keeps the last column', () => {
    expect(toggleColumn(['a', 'c'], 'b', all)).toEqual(['a', 'b', 'c']);
    expect(toggleColumn(['a', 'c'], 'a', all)).toEqual(['c']);
    expect(toggleColumn(['c'], 'c', all)).toEqual(['c']);
  });
});
