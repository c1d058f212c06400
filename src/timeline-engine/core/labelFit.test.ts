import { describe, expect, it } from 'vitest';
import { estimateWidth, fitLabel, MIN_LABEL_ROOM } from './labelFit';

/** 7 px a character. */
const width = (s: string) => s.length * 7;
const LABELS = ['CA1234 ZBAA-ZSPD', 'CA1234', 'B-652Q'];

describe('bar label degradation', () => {
  it('draws flight number and route when the bar is wide enough', () => {
    expect(fitLabel(LABELS, 200, width)).toBe('CA1234 ZBAA-ZSPD');
  });

  it('falls back to the flight number, then the registration, as the bar narrows', () => {
    expect(fitLabel(LABELS, 100, width)).toBe('CA1234');
    expect(fitLabel(['CA1234 ZBAA-ZSPD', 'CA12345', 'B-65'], 40, width)).toBe('B-65');
  });

  it('leaves the label out only when nothing fits', () => {
    expect(fitLabel(LABELS, 30, width)).toBeNull();
    expect(fitLabel(LABELS, MIN_LABEL_ROOM - 1, () => 0)).toBeNull();
    expect(fitLabel([], 500, width)).toBeNull();
  });

  it('skips empty texts and measures each candidate once, in order', () => {
    const seen: string[] = [];
    const text = fitLabel(['', 'CA1234 ZBAA-ZSPD', 'CA1234'], 60, (s) => (seen.push(s), width(s)));
    expect(text).toBe('CA1234');
    expect(seen).toEqual(['CA1234 ZBAA-ZSPD', 'CA1234']);
  });

  it('estimates wide glyphs (Chinese) as a full em', () => {
    expect(estimateWidth('航班', 12)).toBe(24);
    expect(estimateWidth('CA', 10)).toBeCloseTo(12.4);
  });
});
