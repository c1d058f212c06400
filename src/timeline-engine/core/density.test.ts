import { describe, expect, it } from 'vitest';
import { DENSITY, fillRowHeight, isDensity, textSizeFor } from './density';

describe('row density', () => {
  it('grows few rows to fill the body, up to the density tallest row', () => {
    // 10 rows in 600 px: 60 px each would fill, the wall caps at 72, normal at 40, compact at 20
    expect(fillRowHeight(40, 600, 10, DENSITY.wall)).toBe(60);
    expect(fillRowHeight(20, 600, 10, DENSITY.normal)).toBe(40);
    expect(fillRowHeight(16, 600, 10, DENSITY.compact)).toBe(20);
    expect(fillRowHeight(40, 2000, 10, DENSITY.wall)).toBe(72);
  });

  it('never shrinks rows below their base height when many rows do not fit', () => {
    expect(fillRowHeight(40, 600, 100, DENSITY.wall)).toBe(40);
    expect(fillRowHeight(24, 600, 100, DENSITY.normal)).toBe(24);
    // a base above the density cap is kept as it is
    expect(fillRowHeight(50, 600, 2, DENSITY.normal)).toBe(50);
  });

  it('keeps whole pixels and survives empty bodies and no rows', () => {
    expect(fillRowHeight(20, 701, 23, DENSITY.normal)).toBe(30);
    expect(fillRowHeight(20, 0, 5, DENSITY.normal)).toBe(20);
    expect(fillRowHeight(20, 500, 0, DENSITY.normal)).toBe(20);
  });

  it('sizes text by density, smaller when the row cannot hold it', () => {
    expect(textSizeFor(60, DENSITY.wall)).toBe(18);
    expect(textSizeFor(20, DENSITY.wall)).toBe(12);
    expect(textSizeFor(40, DENSITY.normal)).toBe(12);
    expect(textSizeFor(20, DENSITY.compact)).toBe(10);
    expect(textSizeFor(10, DENSITY.compact)).toBe(8);
    // no density: the old rule (12 px at most)
    expect(textSizeFor(60, null)).toBe(12);
  });

  it('has the three densities, wall the largest', () => {
    expect(isDensity('wall') && isDensity('normal') && isDensity('compact')).toBe(true);
    expect(isDensity('huge')).toBe(false);
    expect(DENSITY.wall.font).toBeGreaterThan(DENSITY.normal.font);
    expect(DENSITY.normal.font).toBeGreaterThan(DENSITY.compact.font);
  });
});
