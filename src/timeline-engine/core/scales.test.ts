import { describe, expect, it } from 'vitest';
import { GANTT_DEFAULTS, isValidScale, nextScale, normalizeScale, SUB_DAY_SCALES, ZOOM_STEPS } from './scales';

describe('scales', () => {
  it('has the spec defaults', () => {
    expect(GANTT_DEFAULTS).toMatchObject({ cellWidth: 50, cellHeight: 20, titleHeight: 40, titleWidth: 200, scale: 60, minBarLabelWidth: 100, markerIntervalMs: 1000, labelCacheMaxEntries: 10_000 });
  });

  it('validates scales: the spec list and multiples of a day', () => {
    for (const s of SUB_DAY_SCALES) expect(isValidScale(s)).toBe(true);
    for (const s of [2880, 4320, 1440 * 8, 1440 * 45]) expect(isValidScale(s)).toBe(true);
    for (const s of [0, -60, 7, 8, 45, 90, 1000, 1500, 2000, 60.5, Number.NaN]) expect(isValidScale(s)).toBe(false);
  });

  it('steps through every zoom step in both directions', () => {
    let s = 1;
    const seen = [s];
    while (nextScale(s, 'out') !== s) seen.push((s = nextScale(s, 'out')));
    expect(seen).toEqual([...ZOOM_STEPS]);
    expect(s).toBe(30 * 1440);
    const back = [s];
    while (nextScale(s, 'in') !== s) back.push((s = nextScale(s, 'in')));
    expect(back).toEqual([...ZOOM_STEPS].reverse());
    expect(ZOOM_STEPS.every(isValidScale)).toBe(true);
  });

  it('moves off-step scales to the neighbouring step and clamps at the ends', () => {
    expect(nextScale(8 * 1440, 'out')).toBe(10 * 1440);
    expect(nextScale(8 * 1440, 'in')).toBe(7 * 1440);
    expect(nextScale(1, 'in')).toBe(1);
    expect(nextScale(60 * 1440, 'out')).toBe(60 * 1440);
    expect(nextScale(60 * 1440, 'in')).toBe(30 * 1440);
    expect(nextScale(60, 'in')).toBe(30);
    expect(nextScale(60, 'out')).toBe(120);
  });

  it('normalizes arbitrary numbers to valid scales', () => {
    expect(normalizeScale(7)).toBe(6);
    expect(normalizeScale(50)).toBe(60);
    expect(normalizeScale(3000)).toBe(2880);
    expect(normalizeScale(Number.NaN)).toBe(60);
    expect(normalizeScale(0)).toBe(60);
  });
});
