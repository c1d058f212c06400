/** Node side of the timeline benchmark: the figures of one subject, ratios, targets and the table. */

export interface Figures {
  firstFrameMs: number | null;
  /** Time spent inside the data hand-off call itself (setProps / setGroups + setItems), ms. */
  loadCallMs: number | null;
  /** Creating the empty timeline until its first frame is shown, ms (before the data; not in firstFrameMs). */
  mountMs: number | null;
  drawnAtOpen: number | null;
  heapMB: number | null;
  domNodes: number | null;
  idleFullFrames: number | null;
  idleMarkerFrames: number | null;
  hitTestUs: number | null;
  hitShare: number | null;
  panP50At60Ms: number | null;
  panP95At60Ms: number | null;
  panP99At60Ms: number | null;
  panMaxAt60Ms: number | null;
  panWorkP50At60Ms: number | null;
  panWorkP95At60Ms: number | null;
  panFramesAt60: number | null;
  drawnAt60: number | null;
  /** Traced pan: GPU-process main-thread ms and renderer ReadPixels wait per pan frame. */
  panGpuMsPerFrameAt60: number | null;
  panReadPixelsMsPerFrameAt60: number | null;
  /** CPU ms of the browser's processes per pan frame (/proc; SwiftShader's raster included). */
  panCpuMsPerFrameAt60: number | null;
  panP50At1440Ms: number | null;
  panP95At1440Ms: number | null;
  panP99At1440Ms: number | null;
  panMaxAt1440Ms: number | null;
  panWorkP50At1440Ms: number | null;
  panWorkP95At1440Ms: number | null;
  panFramesAt1440: number | null;
  drawnAt1440: number | null;
  panGpuMsPerFrameAt1440: number | null;
  panReadPixelsMsPerFrameAt1440: number | null;
  /** CPU ms of the browser's processes per pan frame (/proc; SwiftShader's raster included). */
  panCpuMsPerFrameAt1440: number | null;
  zoomStepP50Ms: number | null;
  zoomStepMaxMs: number | null;
  /** Zoom steps whose latency was under Event Timing's 16-ms threshold (counted as 16 ms). */
  zoomStepsUnder16: number | null;
  reloadMs: number | null;
  generateMs: number | null;
  prepareMs: number | null;
  /** CPU seconds other processes on the machine used while this subject was measured, and the wall time. */
  otherProcessesCpuS: number | null;
  wallS: number | null;
  /** Keys whose value hit a time cap (a lower bound) or whose phase timed out (null). */
  lowerBounds: string[];
  errors: string[];
}

export function emptyFigures(): Figures {
  return {
    firstFrameMs: null, loadCallMs: null, mountMs: null, drawnAtOpen: null, heapMB: null, domNodes: null, idleFullFrames: null, idleMarkerFrames: null,
    hitTestUs: null, hitShare: null,
    panP50At60Ms: null, panP95At60Ms: null, panP99At60Ms: null, panMaxAt60Ms: null, panWorkP50At60Ms: null, panWorkP95At60Ms: null, panFramesAt60: null, drawnAt60: null, panGpuMsPerFrameAt60: null, panReadPixelsMsPerFrameAt60: null, panCpuMsPerFrameAt60: null,
    panP50At1440Ms: null, panP95At1440Ms: null, panP99At1440Ms: null, panMaxAt1440Ms: null, panWorkP50At1440Ms: null, panWorkP95At1440Ms: null, panFramesAt1440: null, drawnAt1440: null, panGpuMsPerFrameAt1440: null, panReadPixelsMsPerFrameAt1440: null, panCpuMsPerFrameAt1440: null,
    zoomStepP50Ms: null, zoomStepMaxMs: null, zoomStepsUnder16: null, reloadMs: null, generateMs: null, prepareMs: null, otherProcessesCpuS: null, wallS: null, lowerBounds: [], errors: [],
  };
}

type NumKey = { [K in keyof Figures]: Figures[K] extends number | null ? K : never }[keyof Figures];

const round = (v: number | null, d = 2): number | null => (v === null || !Number.isFinite(v) ? null : Math.round(v * 10 ** d) / 10 ** d);

export function rounded(f: Figures): Figures {
  const out = { ...f };
  for (const k of Object.keys(f) as (keyof Figures)[]) {
    const v = f[k];
    if (typeof v === 'number') (out as Record<string, unknown>)[k] = round(v, k === 'hitShare' ? 3 : 2);
  }
  return out;
}

function ratio(peer: Figures, engine: Figures, key: NumKey): number | null {
  const p = peer[key];
  const e = engine[key];
  if (p === null || e === null || e <= 0) return null;
  return round(p / e, 1);
}

export function summarise(engine: Figures, peer: Figures, meta: Record<string, unknown>) {
  const ratios = {
    firstFrame: ratio(peer, engine, 'firstFrameMs'),
    panP95At60: ratio(peer, engine, 'panP95At60Ms'),
    panP95At1440: ratio(peer, engine, 'panP95At1440Ms'),
    panWorkP95At60: ratio(peer, engine, 'panWorkP95At60Ms'),
    panWorkP95At1440: ratio(peer, engine, 'panWorkP95At1440Ms'),
    panCpuPerFrameAt60: ratio(peer, engine, 'panCpuMsPerFrameAt60'),
    panCpuPerFrameAt1440: ratio(peer, engine, 'panCpuMsPerFrameAt1440'),
    zoomStep: ratio(peer, engine, 'zoomStepP50Ms'),
    hitTest: ratio(peer, engine, 'hitTestUs'),
    heap: ratio(peer, engine, 'heapMB'),
    reload: ratio(peer, engine, 'reloadMs'),
  };
  const le = (v: number | null, limit: number) => v !== null && v <= limit;
  const ge = (v: number | null, limit: number) => v !== null && v >= limit;
  const targets = {
    firstFrameLe1500Ms: le(engine.firstFrameMs, 1500),
    panP95At60Le33Ms: le(engine.panP95At60Ms, 33),
    panP95At1440Le33Ms: le(engine.panP95At1440Ms, 33),
    ratioFirstFrameGe10: ge(ratios.firstFrame, 10),
    ratioPanP95At60Ge10: ge(ratios.panP95At60, 10),
    ratioPanP95At1440Ge10: ge(ratios.panP95At1440, 10),
    heapLe150MB: le(engine.heapMB, 150),
    idleZeroFullFrames: engine.idleFullFrames === 0,
  };
  const allMet = Object.values(targets).every(Boolean);
  return { bench: 'timeline', ...meta, engine: rounded(engine), peer: rounded(peer), ratios, targets: { ...targets, allMet } };
}

const ROWS: [string, NumKey, string][] = [
  ['first frame (data → bars shown)', 'firstFrameMs', 'ms'],
  ['  of which inside the hand-off call', 'loadCallMs', 'ms'],
  ['mount, empty (before the data)', 'mountMs', 'ms'],
  ['JS heap after load (after GC)', 'heapMB', 'MB'],
  ['DOM nodes after load', 'domNodes', ''],
  ['pan @60 min/cell frame p50', 'panP50At60Ms', 'ms'],
  ['pan @60 frame p95', 'panP95At60Ms', 'ms'],
  ['pan @60 frame p99', 'panP99At60Ms', 'ms'],
  ['pan @60 frame max', 'panMaxAt60Ms', 'ms'],
  ['pan @60 JS work p50', 'panWorkP50At60Ms', 'ms'],
  ['pan @60 JS work p95', 'panWorkP95At60Ms', 'ms'],
  ['pan @60 frames in 5 s', 'panFramesAt60', ''],
  ['pan @60 bars drawn at end', 'drawnAt60', ''],
  ['pan @60 GPU process per frame', 'panGpuMsPerFrameAt60', 'ms'],
  ['pan @60 ReadPixels wait per frame', 'panReadPixelsMsPerFrameAt60', 'ms'],
  ['pan @60 browser CPU per frame', 'panCpuMsPerFrameAt60', 'ms'],
  ['pan @1440 min/cell frame p50', 'panP50At1440Ms', 'ms'],
  ['pan @1440 frame p95', 'panP95At1440Ms', 'ms'],
  ['pan @1440 frame p99', 'panP99At1440Ms', 'ms'],
  ['pan @1440 frame max', 'panMaxAt1440Ms', 'ms'],
  ['pan @1440 JS work p50', 'panWorkP50At1440Ms', 'ms'],
  ['pan @1440 JS work p95', 'panWorkP95At1440Ms', 'ms'],
  ['pan @1440 frames in 5 s', 'panFramesAt1440', ''],
  ['pan @1440 bars drawn at end', 'drawnAt1440', ''],
  ['pan @1440 GPU process per frame', 'panGpuMsPerFrameAt1440', 'ms'],
  ['pan @1440 ReadPixels wait per frame', 'panReadPixelsMsPerFrameAt1440', 'ms'],
  ['pan @1440 browser CPU per frame', 'panCpuMsPerFrameAt1440', 'ms'],
  ['zoom step key → next paint, p50', 'zoomStepP50Ms', 'ms'],
  ['zoom step key → next paint, max', 'zoomStepMaxMs', 'ms'],
  ['hit test per query', 'hitTestUs', 'µs'],
  ['hit test share on a bar', 'hitShare', ''],
  ['idle 3 s: full frames / redraws', 'idleFullFrames', ''],
  ['idle 3 s: marker frames', 'idleMarkerFrames', ''],
  ['reload same data → shown', 'reloadMs', 'ms'],
  ['CPU-s used by other processes', 'otherProcessesCpuS', ''],
];

export function table(engine: Figures, peer: Figures): string {
  const cell = (f: Figures, k: NumKey) => {
    const v = f[k];
    if (v === null) return f.lowerBounds.includes(k) ? 'timed out' : '–';
    const s = Number.isInteger(v) ? String(v) : v.toFixed(Math.abs(v) < 10 ? 2 : 1);
    return f.lowerBounds.includes(k) ? `≥ ${s}` : s;
  };
  const lines = [`${'figure'.padEnd(36)}${'unit'.padEnd(6)}${'engine'.padStart(12)}${'vis-timeline'.padStart(14)}${'peer/engine'.padStart(13)}`];
  for (const [label, k, unit] of ROWS) {
    const e = engine[k];
    const p = peer[k];
    if (e === null && p === null && !engine.lowerBounds.includes(k) && !peer.lowerBounds.includes(k)) continue;
    const r = e !== null && p !== null && e > 0 && unit !== '' && (!k.includes('PerFrame') || k.startsWith('panCpu')) ? `${(p / e).toFixed(1)}×${peer.lowerBounds.includes(k) ? '+' : ''}` : '';
    lines.push(`${label.padEnd(36)}${unit.padEnd(6)}${cell(engine, k).padStart(12)}${cell(peer, k).padStart(14)}${r.padStart(13)}`);
  }
  return lines.join('\n');
}
