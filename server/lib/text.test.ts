import { describe, expect, it } from 'vitest';
import { isStorableText, toStorableText, unstorableTextAt } from './text';

describe('storable text', () => {
  it('NUL and unpaired surrogates are not storable; surrogate pairs are', () => {
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('\ud800')).toBe(false);
    expect(isStorableText('x\udc00')).toBe(false);
    expect(isStorableText('✈️ 🛩 中文')).toBe(true);
    expect(toStorableText('a\u0000b\ud800c')).toBe('ab\ufffdc');
  });

  it('finds the first bad string or key at any depth, without recursion', () => {
    expect(unstorableTextAt({ a: [1, { b: 'ok' }, { c: 'x\u0000' }] })).toBe('/a/2/c');
    expect(unstorableTextAt({ ['k\u0000/~']: 1 })).toBe('/k\u0000~1~0');
    expect(unstorableTextAt('\ud800')).toBe('/');
    expect(unstorableTextAt({ a: 'fine', n: 1, z: null })).toBeNull();
    let deep: unknown = '\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(unstorableTextAt(deep)).toMatch(/^(\/0)+$/);
  });
});
