import { describe, expect, it } from 'vitest';
import { declutter, labelCharacterSet, labelSize } from './labels';

describe('map labels', () => {
  it('the glyph atlas holds every character of the labels', () => {
    const labels = ['ZJSY', 'ZBAA', 'VHHH', 'B-652J', 'B-3QJX', 'N123_AB', 'JA01ÄÖ', '上海浦东', 'B‐12'];
    const set = new Set(labelCharacterSet(labels));
    for (const l of labels) for (const ch of l) expect(set.has(ch), `${l}: ${ch}`).toBe(true);
    // and the printable ASCII range, each character once
    for (let c = 32; c < 127; c++) expect(set.has(String.fromCharCode(c))).toBe(true);
    expect(labelCharacterSet(labels).length).toBe(set.size);
  });

  it('keeps labels that do not overlap, the higher priority one where two do', () => {
    const size = labelSize('ZSSS', 12);
    const kept = declutter([
      { id: 'ap:ZSSS', x: 100, y: 100, ...size, priority: 3 },
      { id: 'ap:ZSPD', x: 110, y: 104, ...size, priority: 5 },
      { id: 'ac:1', x: 105, y: 98, ...labelSize('B-652J', 13), priority: 1000 },
      { id: 'ap:ZBAA', x: 400, y: 100, ...size, priority: 1 },
      { id: 'ap:ZBAD', x: 400, y: 100 + size.height + 1, ...size, priority: 1 },
    ]);
    expect([...kept].sort()).toEqual(['ac:1', 'ap:ZBAA', 'ap:ZBAD']);
  });

  it('estimates wide glyphs wider', () => {
    expect(labelSize('上海', 12).width).toBeGreaterThan(labelSize('ZS', 12).width);
  });
});
