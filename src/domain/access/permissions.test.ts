import { describe, expect, it } from 'vitest';
import { combineGrants } from './permissions';

describe('combineGrants', () => {
  it('treats an unconfigured dimension as unrestricted', () => {
    expect(combineGrants([])).toEqual({ mode: 'all', values: [] });
  });
  it('lets all win over specific and none', () => {
    expect(combineGrants([{ mode: 'none', values: [] }, { mode: 'all', values: [] }]).mode).toBe('all');
  });
  it('unites specific values and ignores none', () => {
    expect(
      combineGrants([
        { mode: 'specific', values: ['b', 'a'] },
        { mode: 'none', values: [] },
        { mode: 'specific', values: ['a', 'c'] },
      ]),
    ).toEqual({ mode: 'specific', values: ['a', 'b', 'c'] });
  });
  it('keeps none when every role says none', () => {
    expect(combineGrants([{ mode: 'none', values: [] }])).toEqual({ mode: 'none', values: [] });
  });
});
