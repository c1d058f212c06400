import { describe, it, expect } from 'vitest';
import { TK, TRIP_ERROR_KEYS, ok, refuse } from './errors';

describe('trip error keys', () => {
  it('are unique and namespaced', () => {
    expect(new Set(TRIP_ERROR_KEYS).size).toBe(TRIP_ERROR_KEYS.length);
    for (const k of TRIP_ERROR_KEYS) expect(k).toMatch(/^trip\.(error|warning)\.[a-zA-Z]+$/);
  });
  it('build results and refusals', () => {
    expect(ok(1)).toEqual({ ok: true, value: 1 });
    expect(refuse(TK.noCrew)).toEqual({ ok: false, key: 'trip.error.noCrew' });
    expect(refuse(TK.noSuchLeg, { number: 2 })).toEqual({ ok: false, key: 'trip.error.noSuchLeg', params: { number: 2 } });
  });
});
