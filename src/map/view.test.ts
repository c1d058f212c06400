import { describe, expect, it } from 'vitest';
import { boundsOf } from './view';

describe('fleet extent', () => {
  it('is null for nothing, a point for one aircraft', () => {
    expect(boundsOf([])).toBeNull();
    expect(boundsOf([{ lat: 31.1, lon: 121.8 }])).toEqual([
      [121.8, 31.1],
      [121.8, 31.1],
    ]);
  });
  it('spans the fleet', () => {
    expect(boundsOf([{ lat: 40, lon: 116.6 }, { lat: 22.3, lon: 113.9 }, { lat: 18.3, lon: 109.4 }])).toEqual([
      [109.4, 18.3],
      [116.6, 40],
    ]);
  });
  it('goes the short way across the antimeridian', () => {
    const b = boundsOf([{ lat: 35.5, lon: 139.8 }, { lat: 61.2, lon: -150 }])!;
    expect(b[0][0]).toBeCloseTo(139.8);
    expect(b[1][0]).toBeCloseTo(210);
  });
});
