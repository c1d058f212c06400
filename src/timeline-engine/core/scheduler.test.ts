import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FrameScheduler, type Layer, type SchedulerHost } from './scheduler';

/** A fake raf on top of vitest's fake timers: frames run every 16 ms. */
function fakeHost(): SchedulerHost & { rafCalls: number } {
  const host = {
    rafCalls: 0,
    raf: (cb: (t: number) => void) => {
      host.rafCalls++;
      return setTimeout(() => cb(Date.now()), 16) as unknown as number;
    },
    caf: (h: number) => clearTimeout(h as unknown as ReturnType<typeof setTimeout>),
    setInterval: (cb: () => void, ms: number) => setInterval(cb, ms),
    clearInterval: (h: unknown) => clearInterval(h as ReturnType<typeof setInterval>),
  };
  return host;
}

describe('FrameScheduler', () => {
  let drawn: Layer[][];
  const draw = (layers: ReadonlySet<Layer>) => drawn.push([...layers].sort());

  beforeEach(() => {
    vi.useFakeTimers();
    drawn = [];
  });
  afterEach(() => vi.useRealTimers());

  it('coalesces requests into one frame', () => {
    const host = fakeHost();
    const s = new FrameScheduler(draw, host);
    s.requestRedraw('full');
    s.requestRedraw('full');
    s.requestRedraw('marker');
    expect(host.rafCalls).toBe(1);
    expect(s.scheduled).toBe(true);
    vi.advanceTimersByTime(20);
    expect(drawn).toEqual([['full', 'marker']]);
    expect(s.counters).toEqual({ frames: 1, full: 1, marker: 0 });
    expect(s.scheduled).toBe(false);
  });

  it('schedules nothing while idle', () => {
    const host = fakeHost();
    const s = new FrameScheduler(draw, host);
    vi.advanceTimersByTime(10_000);
    expect(host.rafCalls).toBe(0);
    expect(s.counters.frames).toBe(0);
  });

  it('the marker timer asks for the marker layer once a second', () => {
    const host = fakeHost();
    const s = new FrameScheduler(draw, host);
    s.startMarker();
    s.startMarker();
    vi.advanceTimersByTime(5_020);
    expect(drawn).toEqual(Array.from({ length: 5 }, () => ['marker']));
    expect(s.counters).toEqual({ frames: 5, full: 0, marker: 5 });
    s.stopMarker();
    vi.advanceTimersByTime(5_000);
    expect(s.counters.frames).toBe(5);
    expect(s.markerRunning).toBe(false);
  });

  it('a request made while drawing gets the next frame', () => {
    const host = fakeHost();
    let again = true;
    const s: FrameScheduler = new FrameScheduler((layers) => {
      draw(layers);
      if (again) {
        again = false;
        s.requestRedraw('marker');
      }
    }, host);
    s.requestRedraw();
    vi.advanceTimersByTime(16);
    expect(drawn).toEqual([['full']]);
    vi.advanceTimersByTime(16);
    expect(drawn).toEqual([['full'], ['marker']]);
    vi.advanceTimersByTime(1000);
    expect(s.counters).toEqual({ frames: 2, full: 1, marker: 1 });
  });

  it('destroy cancels the pending frame and the timer; counters reset', () => {
    const host = fakeHost();
    const s = new FrameScheduler(draw, host, { markerIntervalMs: 500 });
    s.startMarker();
    vi.advanceTimersByTime(520);
    expect(s.counters.marker).toBe(1);
    s.resetCounters();
    expect(s.counters).toEqual({ frames: 0, full: 0, marker: 0 });
    s.requestRedraw();
    s.destroy();
    s.requestRedraw();
    vi.advanceTimersByTime(5_000);
    expect(s.counters.frames).toBe(0);
    expect(drawn).toHaveLength(1);
  });
});
