/**
 * Harness page: `?subject=engine` loads our engine, `?subject=peer` vis-timeline (each in its own
 * chunk, so neither's code sits in the other's heap). The runner calls window.bench phase by phase.
 */
import { generate, ITEMS, ROWS, DATA_START, NOW_AT_OPEN } from './data';
import { distribution, firstFrame, hitTest, pan, reload, shownAfter, watchKeyLatency, type Distribution, type PanResult, type Subject, type Timed } from './measure';

const H = 3_600_000;
const DAY = 24 * H;

export interface BenchApi {
  ready(): Promise<{ subject: string; rows: number; items: number; generateMs: number; prepareMs: number }>;
  firstFrame(capMs: number): Promise<Timed & { loadCallMs: number; mountMs: number; drawn: number }>;
  idle(ms: number): Promise<{ fullFrames: number; markerFrames: number | null }>;
  /** Up to n queries, at most maxMs of them. */
  hitTest(n: number, maxMs: number): Promise<{ usPerQuery: number; hitShare: number; n: number }>;
  /** Pans at `scale` (60: from day 30 06:00; 1440: from day 0) by px a frame for ms. */
  pan(scale: number, pxPerFrame: number, ms: number): Promise<PanResult>;
  /** Shows 60 min/cell, focuses the host and starts watching keydown latencies (the runner then presses '-' / '='). */
  zoomBegin(): Promise<void>;
  zoomEnd(): Promise<{ steps: Distribution; missing: number; redraws: number }>;
  reload(capMs: number): Promise<Timed>;
}

declare global {
  interface Window {
    bench: BenchApi;
  }
}

const subjectName = new URLSearchParams(location.search).get('subject') === 'peer' ? 'peer' : 'engine';
const host = document.getElementById('host') as HTMLElement;
let stopWatch: ReturnType<typeof watchKeyLatency> | null = null;

const loaded = (async () => {
  const subject: Subject = subjectName === 'peer' ? (await import('./peer')).peerSubject() : (await import('./ours')).engineSubject();
  let t = performance.now();
  const data = generate(ROWS, ITEMS);
  const generateMs = performance.now() - t;
  t = performance.now();
  subject.prepare(data);
  const prepareMs = performance.now() - t;
  return { subject, info: { subject: subjectName, rows: data.rows.length, items: data.items.length, generateMs, prepareMs } };
})();

async function subject(): Promise<Subject> {
  return (await loaded).subject;
}

window.bench = {
  ready: async () => (await loaded).info,
  firstFrame: async (capMs) => {
    const s = await subject();
    const r = await firstFrame(s, host, capMs);
    return { ...r, drawn: r.capped ? 0 : s.drawn() };
  },
  idle: async (ms) => (await subject()).idle(ms),
  hitTest: async (n, maxMs) => hitTest(await subject(), n, maxMs),
  pan: async (scale, px, ms) => pan(await subject(), scale === 60 ? DATA_START + 30 * DAY + 6 * H : DATA_START, scale, px, ms),
  zoomBegin: async () => {
    const s = await subject();
    s.setView(NOW_AT_OPEN - 6 * H, 60);
    await shownAfter(performance.now(), () => true, 1000);
    s.zoomKeys();
    stopWatch = watchKeyLatency(s);
  },
  zoomEnd: async () => {
    if (!stopWatch) throw new Error('zoomBegin first');
    const r = stopWatch();
    stopWatch = null;
    return { steps: distribution(r.durations), missing: r.missing, redraws: r.redraws };
  },
  reload: async (capMs) => reload(await subject(), capMs),
};
