import { describe, expect, it } from 'vitest';
import { bandsAround, setWatermarkHole, watermarkHole } from './watermarkHole';

describe('watermark hole', () => {
  it('covers the viewport around the hole with four bands and nothing inside it', () => {
    const bands = bandsAround({ left: 100, top: 50, width: 800, height: 600 }, { width: 1000, height: 700 });
    expect(bands).toEqual([
      { left: 0, top: 0, width: 1000, height: 50 },
      { left: 0, top: 650, width: 1000, height: 50 },
      { left: 0, top: 50, width: 100, height: 600 },
      { left: 900, top: 50, width: 100, height: 600 },
    ]);
    const area = bands.reduce((s, b) => s + b.width * b.height, 0);
    expect(area).toBe(1000 * 700 - 800 * 600);
  });

  it('leaves out empty bands (a hole at the edge)', () => {
    expect(bandsAround({ left: 0, top: 0, width: 1000, height: 700 }, { width: 1000, height: 700 })).toEqual([]);
  });

  it('rounds the area and clears it', () => {
    setWatermarkHole({ left: 10.4, top: 20.6, width: 100.2, height: 50.5 });
    expect(watermarkHole.rect).toEqual({ left: 10, top: 21, width: 100, height: 51 });
    setWatermarkHole(null);
    expect(watermarkHole.rect).toBeNull();
  });
});
