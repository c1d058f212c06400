/**
 * In-page measurements, the same code for both timelines: each timeline is wrapped in a Subject
 * (ours.ts, peer.ts) and every figure is taken here with requestAnimationFrame and
 * performance.now(). "Shown" means: the rAF poll (registered after the change, so it runs after the
 * subject's own frame callback) saw the change, then a setTimeout(0) from that callback returned,
 * i.e. the frame's main-thread work, style, layout, paint and commit are done.
 */
import { mulberry32 } from '../../src/domain/random';
import type { BenchData } from './data';

export interface BodyRect {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

export interface Subject {
  /** Untimed: maps the shared data to what the timeline takes (vis items; nothing for ours). */
  prepare(data: BenchData): void;
  /** Creates the timeline with no rows or items (timed apart: `mountMs`), as a screen does while its data is on the way. */
  mount(host: HTMLElement): Promise<void>;
  /** Timed from just before this call: hands the rows and items to the mounted timeline. */
  load(): Promise<void>;
  /** Bars are on screen (engine: a drawn frame with drawnItems > 0; vis: item elements, loading screen gone). */
  hasBars(): boolean;
  /** Full redraws so far (engine: stats().framesFull; vis: 'changed' events). */
  redraws(): number;
  /** Shows `scale` minutes per 50-px cell with startMs at the left edge of the body. */
  setView(startMs: number, scale: number): void;
  /** One pan step of px to the right in time (engine: a wheel event; vis: setWindow without animation). */
  panStep(px: number): void;
  /** Makes '-' and '=' on the focused host zoom one step out / in about the body's centre, and focuses it (the engine has these keys itself; vis gets a listener calling setWindow). */
  zoomKeys(): void;
  /** Id of the item under a client point, through the timeline's public hit test. */
  hit(clientX: number, clientY: number): string | null;
  body(): BodyRect;
  /** Frames or redraws during `ms` of no input. */
  idle(ms: number): Promise<{ fullFrames: number; markerFrames: number | null }>;
  /** Hands the same data over again (new arrays) to the running timeline. */
  reload(): void;
  /** Bars or item elements now drawn. */
  drawn(): number;
}

export interface Timed {
  readonly ms: number;
  /** The cap was hit: ms is a lower bound. */
  readonly capped: boolean;
}

const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
const task = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls once per frame until cond() holds (or capMs passes), then waits for that frame's paint. */
export async function shownAfter(t0: number, cond: () => boolean, capMs: number): Promise<Timed> {
  for (;;) {
    await frame();
    if (cond()) break;
    if (performance.now() - t0 > capMs) return { ms: performance.now() - t0, capped: true };
  }
  await task();
  return { ms: performance.now() - t0, capped: false };
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i] as number;
}

export interface Distribution {
  readonly n: number;
  readonly mean: number;
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  readonly max: number;
}

export function distribution(values: readonly number[]): Distribution {
  const s = [...values].sort((a, b) => a - b);
  const mean = s.reduce((a, b) => a + b, 0) / Math.max(1, s.length);
  return { n: s.length, mean, p50: percentile(s, 50), p95: percentile(s, 95), p99: percentile(s, 99), max: s[s.length - 1] ?? Number.NaN };
}

/**
 * Mounts the empty timeline (timed as `mountMs`, until its first frame is shown), lets it settle,
 * then times the data hand-off until bars are shown (`ms`); `loadCallMs` is the hand-off call alone.
 */
export async function firstFrame(subject: Subject, host: HTMLElement, capMs: number): Promise<Timed & { loadCallMs: number; mountMs: number }> {
  const m0 = performance.now();
  await subject.mount(host);
  const mounted = await shownAfter(m0, () => true, capMs);
  await sleep(300);
  await frame();
  const t0 = performance.now();
  await subject.load();
  const loadCallMs = performance.now() - t0;
  const shown = await shownAfter(t0, () => subject.hasBars(), capMs);
  return { ...shown, loadCallMs, mountMs: mounted.ms };
}

export async function reload(subject: Subject, capMs: number): Promise<Timed> {
  await frame();
  const r0 = subject.redraws();
  const t0 = performance.now();
  subject.reload();
  return shownAfter(t0, () => subject.redraws() > r0 && subject.hasBars(), capMs);
}

export interface PanResult {
  /** Intervals between consecutive rAF callbacks while panning, ms. */
  readonly frame: Distribution;
  /** JS work of each step: the pan call plus the subject's frame callbacks that followed it, ms. */
  readonly work: Distribution;
  readonly px: number;
  readonly drawn: number;
}

/**
 * Pans by pxPerFrame in every animation frame for durationMs. In frame k the first callback (ours)
 * records the frame interval and pans; the subject then schedules its own callback for frame k+1;
 * a second callback registered after the pan runs after the subject's in frame k+1 and closes the
 * work bracket of step k.
 */
export async function pan(subject: Subject, startMs: number, scale: number, pxPerFrame: number, durationMs: number): Promise<PanResult> {
  subject.setView(startMs, scale);
  await shownAfter(performance.now(), () => true, 1000);
  await sleep(300);
  await frame();
  const intervals: number[] = [];
  const work: number[] = [];
  let steps = 0;
  return new Promise((resolve) => {
    let first = -1;
    let last = -1;
    let dispatchEnd = 0;
    let open = 0;
    let stopped = false;
    const finish = () => resolve({ frame: distribution(intervals), work: distribution(work), px: steps * pxPerFrame, drawn: subject.drawn() });
    const closeBracket = (dispatchMs: number) => () => {
      work.push(dispatchMs + (performance.now() - dispatchEnd));
      open--;
      if (stopped && open === 0) finish();
    };
    const onFrame = (ts: number) => {
      if (first < 0) first = ts;
      else intervals.push(ts - last);
      last = ts;
      if (ts - first >= durationMs) {
        stopped = true;
        dispatchEnd = performance.now();
        if (open === 0) finish();
        return;
      }
      requestAnimationFrame(onFrame);
      const a = performance.now();
      subject.panStep(pxPerFrame);
      dispatchEnd = performance.now();
      steps++;
      open++;
      requestAnimationFrame(closeBracket(dispatchEnd - a));
    };
    requestAnimationFrame(onFrame);
  });
}

/**
 * Zoom-step latency by the Event Timing API: the runner presses '-' and '=' for real (CDP key
 * events); each keydown entry's duration runs from the key event's timestamp to the presentation of
 * the next frame painted after its handlers, i.e. the frame that shows the new scale (8-ms
 * granularity; entries under the 16-ms threshold are not reported and count as 16 ms).
 */
export function watchKeyLatency(subject: Subject): () => { durations: number[]; missing: number; redraws: number } {
  const durations: number[] = [];
  let keys = 0;
  const r0 = subject.redraws();
  const onKey = () => {
    keys++;
  };
  window.addEventListener('keydown', onKey, true);
  const po = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'keydown') durations.push(e.duration);
  });
  po.observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit);
  return () => {
    for (const e of po.takeRecords()) if (e.name === 'keydown') durations.push(e.duration);
    po.disconnect();
    window.removeEventListener('keydown', onKey, true);
    const missing = Math.max(0, keys - durations.length);
    return { durations: [...durations, ...Array.from({ length: missing }, () => 16)], missing, redraws: subject.redraws() - r0 };
  };
}

/** Up to n seeded random points in the body (at most maxMs of queries) through the subject's hit test. */
export function hitTest(subject: Subject, n: number, maxMs: number): { usPerQuery: number; hitShare: number; n: number } {
  const b = subject.body();
  const rnd = mulberry32(7);
  const xs = new Float64Array(n);
  const ys = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    xs[i] = b.left + 1 + rnd() * (b.width - 2);
    ys[i] = b.top + 1 + rnd() * (b.height - 2);
  }
  for (let i = 0; i < Math.min(200, n); i++) subject.hit(xs[i] as number, ys[i] as number);
  let hits = 0;
  let done = 0;
  const t0 = performance.now();
  // Check the clock every 100 queries only, so the check costs nothing measurable.
  while (done < n && (done % 100 !== 0 || performance.now() - t0 < maxMs)) {
    if (subject.hit(xs[done] as number, ys[done] as number) !== null) hits++;
    done++;
  }
  const ms = performance.now() - t0;
  return { usPerQuery: (ms * 1000) / done, hitShare: hits / done, n: done };
}
