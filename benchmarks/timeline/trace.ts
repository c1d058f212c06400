/**
 * Node side, optional (BENCH_TRACE=1): a Chromium trace of a pan phase (run again after the
 * untraced one), reduced to where a frame's time went: the GPU process's main thread (WebGL
 * commands; SwiftShader rasterises on threads of its own that the trace does not show, which is why
 * a frame's whole cost is read from /proc instead, cpu.ts) and the renderer's main thread waiting in
 * GLES2::ReadPixels (the software compositor reads the WebGL canvas back every frame).
 */
import type { Browser, Page } from 'playwright-core';

interface TraceEvent {
  readonly ph: string;
  readonly name: string;
  readonly pid: number;
  readonly tid: number;
  readonly ts: number;
  readonly dur?: number;
  readonly args?: { name?: string };
}

export const TRACE_CATEGORIES = ['toplevel', 'gpu', 'devtools.timeline'];

export async function startTrace(browser: Browser, page: Page): Promise<void> {
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
}

/** Busy ms (union of slices) of one thread, optionally of slices with one name only. */
function busy(events: readonly TraceEvent[], match: (e: TraceEvent) => boolean): number {
  const list = events.filter((e) => e.ph === 'X' && typeof e.dur === 'number' && match(e)).sort((a, b) => a.ts - b.ts);
  let total = 0;
  let end = -1;
  for (const e of list) {
    const s = Math.max(e.ts, end);
    const f = e.ts + (e.dur as number);
    if (f > s) {
      total += f - s;
      end = f;
    }
  }
  return total / 1000;
}

export async function stopTrace(browser: Browser): Promise<{ gpuMainMs: number; readPixelsMs: number; rendererMainMs: number }> {
  const buf = await browser.stopTracing();
  const events = (JSON.parse(buf.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  const thread = new Map<string, string>();
  const proc = new Map<number, string>();
  for (const e of events) {
    if (e.ph !== 'M') continue;
    if (e.name === 'thread_name') thread.set(`${e.pid}:${e.tid}`, e.args?.name ?? '');
    if (e.name === 'process_name') proc.set(e.pid, e.args?.name ?? '');
  }
  const on = (p: string, t: string) => (e: TraceEvent) => proc.get(e.pid) === p && thread.get(`${e.pid}:${e.tid}`) === t;
  const gpu = on('GPU Process', 'CrGpuMain');
  const renderer = on('Renderer', 'CrRendererMain');
  return {
    gpuMainMs: busy(events, gpu),
    readPixelsMs: busy(events, (e) => renderer(e) && e.name === 'GLES2::ReadPixels'),
    rendererMainMs: busy(events, renderer),
  };
}
