import { describe, expect, it } from 'vitest';
import { mulberry32 } from './random';

describe('mulberry32', () => {
  it('repeats a sequence for a seed, differs for another, stays in [0, 1)', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const xs = Array.from({ length: 1000 }, () => a());
    expect(Array.from({ length: 1000 }, () => b())).toEqual(xs);
    expect(mulberry32(43)()).not.toBe(xs[0]);
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
    // roughly uniform: each tenth holds 6–14 % of 1,000 draws
    for (let k = 0; k < 10; k++) {
      const n = xs.filter((x) => x >= k / 10 && x < (k + 1) / 10).length;
      expect(n).toBeGreaterThan(60);
      expect(n).toBeLessThan(140);
    }
  });
});
