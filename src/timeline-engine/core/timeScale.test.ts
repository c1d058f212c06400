import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { snapToCell, TimeScale, type OffsetFn } from './timeScale';

const T0 = Date.UTC(2026, 10, 22, 0, 0);
const BEIJING: OffsetFn = () => 8 * 3_600_000;

describe('TimeScale', () => {
  it('maps time to pixels from scale and cell width', () => {
    const ts = TimeScale.of(T0, 60, 50);
    expect(ts.msPerPx).toBe(72_000);
    expect(ts.timeToPx(T0 + 3_600_000)).toBe(50);
    expect(ts.pxToTime(100)).toBe(T0 + 2 * 3_600_000);
    expect(ts.durationToPx(30 * 60_000)).toBe(25);
    expect(ts.visibleRange(1000)).toEqual({ startMs: T0, endMs: T0 + 20 * 3_600_000 });
  });

  it('is immutable; pan moves later for positive dx', () => {
    const ts = TimeScale.of(T0, 60, 50);
    const p = ts.pan(50);
    expect(ts.startMs).toBe(T0);
    expect(p.startMs).toBe(T0 + 3_600_000);
    expect(ts.pan(0)).toBe(ts);
    expect(Object.isFrozen(ts)).toBe(true);
  });

  it('zoomAt keeps the instant under the anchor', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 4e12 }),
        fc.constantFrom(1, 5, 60, 720, 1440, 2880),
        fc.constantFrom(1, 10, 60, 1440, 4320),
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 10, max: 200 }),
        (start, from, to, anchor, cw) => {
          const ts = TimeScale.of(start, from, 50);
          const z = ts.zoomAt(anchor, to, cw);
          expect(z.scale).toBe(to);
          expect(z.cellWidth).toBe(cw);
          expect(Math.abs(z.pxToTime(anchor) - ts.pxToTime(anchor))).toBeLessThan(1);
        },
      ),
    );
  });

  it('px and time round-trip', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4e12 }), fc.integer({ min: -5000, max: 5000 }), (start, px) => {
        const ts = TimeScale.of(start, 15, 40);
        expect(ts.timeToPx(ts.pxToTime(px))).toBeCloseTo(px, 6);
      }),
    );
  });

  it('snaps to the cell of the scale', () => {
    const ts = TimeScale.of(T0, 60, 50);
    const t = Date.UTC(2026, 10, 22, 7, 29, 59);
    expect(ts.snap(t)).toBe(Date.UTC(2026, 10, 22, 7));
    expect(ts.snap(t + 2000)).toBe(Date.UTC(2026, 10, 22, 8));
    expect(ts.snap(t, 'ceil')).toBe(Date.UTC(2026, 10, 22, 8));
    expect(snapToCell(t, 15, 'floor')).toBe(Date.UTC(2026, 10, 22, 7, 15));
    expect(snapToCell(t, 1)).toBe(Date.UTC(2026, 10, 22, 7, 30));
  });

  it('snaps day cells to wall midnight when given an offset', () => {
    const t = Date.UTC(2026, 10, 22, 10, 0); // 18:00 in Beijing
    expect(snapToCell(t, 1440, 'floor')).toBe(Date.UTC(2026, 10, 22));
    expect(snapToCell(t, 1440, 'floor', BEIJING)).toBe(Date.UTC(2026, 10, 21, 16)); // Beijing midnight of the 22nd
    expect(snapToCell(t, 1440, 'round', BEIJING)).toBe(Date.UTC(2026, 10, 22, 16));
  });

  it('snapped instants are fixed points', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4e12 }), fc.constantFrom(1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30, 60, 120, 180, 240, 360, 720, 1440, 2880), (t, s) => {
        const snapped = snapToCell(t, s);
        expect(snapToCell(snapped, s)).toBe(snapped);
        expect(Math.abs(snapped - t)).toBeLessThanOrEqual((s * 60_000) / 2);
      }),
    );
  });

  it('rejects non-positive sizes', () => {
    expect(() => TimeScale.of(0, 60, 0)).toThrow(RangeError);
  });
});
