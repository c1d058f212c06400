import { describe, expect, it } from 'vitest';
import { BufferedWindow, covers, fetchWindow, MS_PER_HOUR } from './bufferedWindow';
import { MS_PER_DAY } from './scales';

const H = MS_PER_HOUR;
const t = (d: number, h = 0, m = 0) => Date.UTC(2026, 10, d, h, m);

describe('fetchWindow', () => {
  it('widens by one view width each side, snapped to whole hours for short views', () => {
    expect(fetchWindow({ startMs: t(22, 7, 30), endMs: t(22, 17, 30) })).toEqual({ startMs: t(21, 21), endMs: t(23, 4) });
  });

  it('snaps to whole days for long views, with a factor', () => {
    const w = fetchWindow({ startMs: t(10, 5), endMs: t(13, 5) }, { factor: 0.5 });
    expect(w).toEqual({ startMs: t(8), endMs: t(15) });
    expect(w.startMs % MS_PER_DAY).toBe(0);
  });

  it('snaps days to the caller wall clock', () => {
    const w = fetchWindow({ startMs: t(10, 5), endMs: t(13, 5) }, { factor: 0, offset: () => 8 * H });
    expect(w).toEqual({ startMs: t(9, 16), endMs: t(13, 16) });
  });

  it('always covers the visible range', () => {
    for (const [a, b] of [[t(1), t(1, 0, 1)], [t(3, 3, 3), t(9, 9)], [t(5, 23, 59), t(6, 0, 1)]] as const) {
      expect(covers(fetchWindow({ startMs: a, endMs: b }), { startMs: a, endMs: b })).toBe(true);
    }
  });
});

describe('BufferedWindow', () => {
  it('fetches once, then not while panning inside the buffer', () => {
    const bw = new BufferedWindow();
    const first = bw.update({ startMs: t(22, 8), endMs: t(22, 18) });
    expect(first.refetch).toBe(true);
    expect(bw.update({ startMs: t(22, 12), endMs: t(22, 22) })).toEqual({ refetch: false, window: first.window });
    expect(bw.update({ startMs: t(21, 23), endMs: t(22, 9) }).refetch).toBe(false);
  });

  it('refetches when the view leaves the window, and after invalidate', () => {
    const bw = new BufferedWindow();
    const first = bw.update({ startMs: t(22, 8), endMs: t(22, 18) });
    const moved = bw.update({ startMs: t(23, 8), endMs: t(23, 18) });
    expect(moved.refetch).toBe(true);
    expect(moved.window).not.toEqual(first.window);
    bw.invalidate();
    expect(bw.current).toBeNull();
    expect(bw.update({ startMs: t(23, 8), endMs: t(23, 18) }).refetch).toBe(true);
  });

  it('refetches a smaller window after a deep zoom in', () => {
    const bw = new BufferedWindow();
    bw.update({ startMs: t(1), endMs: t(30) });
    const zoomed = bw.update({ startMs: t(15, 10), endMs: t(15, 11) });
    expect(zoomed.refetch).toBe(true);
    expect(zoomed.window).toEqual({ startMs: t(15, 9), endMs: t(15, 12) });
    expect(bw.update({ startMs: t(15, 9, 30), endMs: t(15, 10, 30) }).refetch).toBe(false);
  });
});
