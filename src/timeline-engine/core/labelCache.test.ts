import { describe, expect, it } from 'vitest';
import { LabelCache } from './labelCache';

function cache(maxEntries: number, maxBytes: number) {
  const evicted: string[] = [];
  const c = new LabelCache<string>({ maxEntries, maxBytes, onEvict: (k) => evicted.push(k) });
  return { c, evicted };
}

describe('LabelCache', () => {
  it('defaults to the spec cap of 10,000 entries', () => {
    const { c, evicted } = cache(10_000, Number.POSITIVE_INFINITY);
    const d = new LabelCache<number>();
    expect(d.maxEntries).toBe(10_000);
    for (let i = 0; i < 10_050; i++) c.set(`k${i}`, `v${i}`, 1);
    expect(c.size).toBe(10_000);
    expect(evicted).toEqual(Array.from({ length: 50 }, (_, i) => `k${i}`));
    expect(c.has('k49')).toBe(false);
    expect(c.has('k50')).toBe(true);
    expect(c.stats().evictions).toBe(50);
  });

  it('evicts by byte budget, oldest first', () => {
    const { c, evicted } = cache(100, 1000);
    c.set('a', 'A', 400);
    c.set('b', 'B', 400);
    expect(c.bytes).toBe(800);
    c.set('c', 'C', 400);
    expect(evicted).toEqual(['a']);
    expect(c.bytes).toBe(800);
    c.set('d', 'D', 900);
    expect(evicted).toEqual(['a', 'b', 'c']);
    expect(c.size).toBe(1);
  });

  it('does not keep a value larger than the whole budget', () => {
    const { c, evicted } = cache(100, 1000);
    c.set('a', 'A', 10);
    expect(c.set('huge', 'H', 2000)).toBe(false);
    expect(evicted).toEqual(['huge']);
    expect(c.has('a')).toBe(true);
    expect(c.bytes).toBe(10);
  });

  it('get refreshes recency; peek does not', () => {
    const { c, evicted } = cache(3, 1e9);
    c.set('a', 'A', 1);
    c.set('b', 'B', 1);
    c.set('c', 'C', 1);
    expect(c.get('a')).toBe('A');
    expect(c.peek('b')).toBe('B');
    c.set('d', 'D', 1);
    expect(evicted).toEqual(['b']);
    c.set('e', 'E', 1);
    expect(evicted).toEqual(['b', 'c']);
    expect([...['a', 'd', 'e']].every((k) => c.has(k))).toBe(true);
    expect(c.get('zz')).toBeUndefined();
    expect(c.stats()).toMatchObject({ hits: 1, misses: 1 });
  });

  it('replacing a key disposes the old value and updates the bytes', () => {
    const { c, evicted } = cache(10, 1000);
    c.set('a', 'A1', 100);
    c.set('a', 'A2', 300);
    expect(evicted).toEqual(['a']);
    expect(c.peek('a')).toBe('A2');
    expect(c.bytes).toBe(300);
  });

  it('getOrCreate builds once; delete and clear dispose', () => {
    const { c, evicted } = cache(10, 1000);
    let made = 0;
    const make = () => ({ value: `v${++made}`, bytes: 5 });
    expect(c.getOrCreate('x', make)).toBe('v1');
    expect(c.getOrCreate('x', make)).toBe('v1');
    expect(made).toBe(1);
    c.set('y', 'Y', 5);
    expect(c.delete('x')).toBe(true);
    expect(c.delete('x')).toBe(false);
    c.clear();
    expect(evicted).toEqual(['x', 'y']);
    expect(c.size).toBe(0);
    expect(c.bytes).toBe(0);
  });
});
