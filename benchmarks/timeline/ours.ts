/**
 * Our GPU timeline engine as a benchmark subject, driven only through its public surface:
 * TimelineEngine.create / setProps / stats / resetStats, DOM wheel events on the host (deltaX pans
 * exactly that many px), its own '-' / '=' keys (one zoom step about the centre), and bodyPoint + hitAt (the
 * public methods the engine's own input code uses for hover and click) for hit tests.
 */
import { GANTT_DEFAULTS } from '../../src/timeline-engine/core/scales';
import { TimelineEngine } from '../../src/timeline-engine';
import { NOW_AT_OPEN, type BenchData } from './data';
import type { BodyRect, Subject } from './measure';
import { sleep } from './measure';

const H = 3_600_000;

export function engineSubject(): Subject {
  let data: BenchData | null = null;
  let engine: TimelineEngine | null = null;
  let host: HTMLElement | null = null;
  const opened = performance.now();
  const now = () => NOW_AT_OPEN + (performance.now() - opened);
  const need = (): TimelineEngine => {
    if (!engine) throw new Error('engine not loaded');
    return engine;
  };
  const body = (): BodyRect => {
    const r = (host as HTMLElement).getBoundingClientRect();
    const tw = GANTT_DEFAULTS.titleWidth;
    const th = GANTT_DEFAULTS.titleHeight;
    return { left: r.left + tw, top: r.top + th, width: r.width - tw, height: r.height - th };
  };
  const wheel = (init: WheelEventInit) => {
    const b = body();
    const ev = new WheelEvent('wheel', { clientX: b.left + b.width / 2, clientY: b.top + b.height / 2, deltaMode: 0, bubbles: true, cancelable: true, ...init });
    (host as HTMLElement).dispatchEvent(ev);
  };

  return {
    prepare(d) {
      data = d;
    },
    async mount(h) {
      host = h;
      engine = await TimelineEngine.create(h, {
        rows: [],
        items: [],
        scale: 60,
        cellWidth: 50,
        cellHeight: 20,
        viewStart: NOW_AT_OPEN - 4 * H,
        now,
        showLabels: true,
        ariaLabel: 'benchmark timeline',
      });
    },
    async load() {
      const d = data as BenchData;
      need().setProps({ rows: d.rows, items: d.items });
    },
    hasBars: () => engine !== null && engine.stats().framesFull > 0 && engine.stats().drawnItems > 0,
    redraws: () => need().stats().framesFull,
    setView(startMs, scale) {
      need().setProps({ scale, viewStart: startMs });
    },
    panStep(px) {
      wheel({ deltaX: px, deltaY: 0 });
    },
    zoomKeys() {
      (host as HTMLElement).focus({ preventScroll: true });
    },
    hit(clientX, clientY) {
      const e = need();
      const p = e.bodyPoint(clientX, clientY);
      return p.inBody ? e.hitAt(p.x, p.y)?.item.id ?? null : null;
    },
    body,
    async idle(ms) {
      const e = need();
      e.resetStats();
      await sleep(ms);
      const s = e.stats();
      return { fullFrames: s.framesFull, markerFrames: s.framesMarker };
    },
    reload() {
      const d = data as BenchData;
      need().setProps({ rows: [...d.rows], items: [...d.items] });
    },
    drawn: () => need().stats().drawnItems,
  };
}
