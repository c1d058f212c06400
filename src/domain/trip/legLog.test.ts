import { describe, expect, it } from 'vitest';
import { legLogDiff } from './legLog';

describe('legLogDiff', () => {
  it('lists the changed fields, ignoring bookkeeping', () => {
    const before = { id: 'x', legState: 33, airworthiness: null, hasFlightPlan: false, version: 3, updateTime: 'a', note: 'n' };
    const after = { id: 'x', legState: 3, airworthiness: 'airworthy', hasFlightPlan: false, version: 4, updateTime: 'b', note: 'n' };
    expect(legLogDiff(before, after)).toEqual([
      { field: 'legState', before: 33, after: 3 },
      { field: 'airworthiness', before: null, after: 'airworthy' },
    ]);
  });
  it('compares objects by value and instants by moment', () => {
    expect(legLogDiff({ evaluation: { result: 'pass', note: null } }, { evaluation: { note: null, result: 'pass' } })).toEqual([]);
    expect(legLogDiff({ t: '2030-01-01T00:00:00Z' }, { t: '2030-01-01T00:00:00.000Z' })).toEqual([]);
    expect(legLogDiff({ evaluation: null }, { evaluation: { result: 'fail' } })).toEqual([{ field: 'evaluation', before: null, after: { result: 'fail' } }]);
  });
  it('a new leg lists its form fields that have a value, in form order', () => {
    expect(legLogDiff(null, { departureIcao: 'ZBAA', hasCrew: false, legNumber: 1, flightNo: null, isFerry: false, tripId: 't', version: 1 })).toEqual([
      { field: 'legNumber', before: undefined, after: 1 },
      { field: 'departureIcao', before: undefined, after: 'ZBAA' },
    ]);
    expect(legLogDiff(null, { legNumber: 2, isFerry: true }).map((c) => c.field)).toEqual(['legNumber', 'isFerry']);
  });
  it('lists known fields in the log order, unknown ones after; a field that disappeared counts', () => {
    expect(legLogDiff({ zeta: 1, note: 'a', legState: 1 }, { zeta: 2, note: 'b', legState: 2 }).map((c) => c.field)).toEqual(['legState', 'note', 'zeta']);
    expect(legLogDiff({ a: 1, b: 2 }, { a: 1 })).toEqual([{ field: 'b', before: 2, after: undefined }]);
    expect(legLogDiff({ a: null }, {})).toEqual([]);
  });
});
