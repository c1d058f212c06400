/**
 * The pixi.js v8 timeline: created once on a host element, fed with setProps (only what changed
 * is redone), drawn on demand through the core FrameScheduler (idle = no frames; the marker
 * moves once a second), virtualised through the IntervalIndex. Observable state (selection,
 * view) for useSyncExternalStore.
 */
// The app's CSP has no 'unsafe-eval': pixi must use its precompiled shader and uniform code.
import 'pixi.js/unsafe-eval';
import type { Application } from 'pixi.js';
import { applyVerdict, beginDrag, dragTo, dropOutcome, needsVerdict, type DragGeometry, type GhostState, type MoveVerdict } from '../core/dragModel';
import { IntervalIndex } from '../core/intervalIndex';
import { DENSITY, fillRowHeight } from '../core/density';
import { GANTT_DEFAULTS, isValidScale, nextScale, normalizeScale, type ZoomDirection } from '../core/scales';
import { browserHost, FrameScheduler, type Layer } from '../core/scheduler';
import { TimeScale } from '../core/timeScale';
import { startPixi } from './glContext';
import { attachInput } from './input';
import { areas, clampScrollTop, hitTest, visibleRows, type Areas, type Entry } from './layout';
import { navigate, type NavKey } from './navigation';
import { DEFAULT_PROPS, diffProps, mergeProps, type RowRange, type TimelineProps, type ViewRange } from './props';
import { installFont, Scene } from './scene';
import { fullFrame } from './fullFrame';
import { buildEntries, easeInOutCubic, type EngineState, type EngineStats } from './engineState';

export type { EngineState, EngineStats } from './engineState';

export class TimelineEngine {
  private props: TimelineProps;
  private readonly index = new IntervalIndex<Entry>();
  private entryList: Entry[] = [];
  private entryMap: Map<string, Entry> | null = null;
  private scale: TimeScale;
  private scrollTop = 0;
  /** Row height in use: cellHeight, grown to fill the body when the props ask (core/density.ts). */
  private rowH = 0;
  private width = 0;
  private height = 0;
  private drag: GhostState | null = null;
  private hovered: string | null = null;
  private anim: { from: number; to: number; t0: number; ms: number } | null = null;
  private state: EngineState;
  private readonly listeners = new Set<() => void>();
  private lastView = '';
  private drawnItems = 0;
  private lastFrameMs = 0;
  private readonly scheduler: FrameScheduler;
  private readonly scene = new Scene();
  private readonly detach: () => void;
  private readonly resize: ResizeObserver | null;
  private destroyed = false;

  private constructor(private readonly app: Application, private readonly host: HTMLElement, props: Partial<TimelineProps>) {
    this.props = { ...DEFAULT_PROPS, ...stripUndefined(props) };
    this.scale = TimeScale.of(this.props.viewStart, normalizeScale(this.props.scale), this.props.cellWidth);
    this.state = { selection: this.props.selection, view: { startMs: 0, endMs: 0 }, rows: { first: 0, last: -1 }, scale: this.scale.scale };
    this.rebuildIndex();
    this.applyTheme();
    this.fitRows();
    app.stage.addChild(this.scene.root);
    this.scheduler = new FrameScheduler((layers, time) => this.frame(layers, time), browserHost());
    if (!host.hasAttribute('tabindex')) host.tabIndex = 0;
    host.style.outline = 'none';
    host.style.touchAction = 'none';
    if (this.props.ariaLabel) host.setAttribute('aria-label', this.props.ariaLabel);
    this.detach = attachInput(host, this);
    this.resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => this.measure());
    this.resize?.observe(host);
    this.measure();
    if (this.props.now) this.scheduler.startMarker();
  }

  /** Creates the pixi application (WebGL/WebGPU init is async) inside host. */
  static async create(host: HTMLElement, props: Partial<TimelineProps> = {}): Promise<TimelineEngine> {
    const resolution = globalThis.devicePixelRatio || 1;
    const app = await startPixi(host.clientWidth, host.clientHeight, resolution);
    installFont(resolution);
    host.appendChild(app.canvas);
    return new TimelineEngine(app, host, props);
  }

  setProps(next: Partial<TimelineProps>): void {
    if (this.destroyed) return;
    const changes = diffProps(this.props, next);
    if (changes.keys.size === 0) return;
    const prev = this.props;
    this.props = mergeProps(prev, next, changes);
    if (changes.data) this.rebuildIndex();
    if (changes.scale) {
      const s = isValidScale(this.props.scale) ? this.props.scale : normalizeScale(this.props.scale);
      this.scale = this.scale.zoomAt(this.bodyWidth() / 2, s, this.props.cellWidth);
    }
    if (changes.viewStart) this.scale = this.scale.withStart(this.props.viewStart);
    if (changes.keys.has('theme')) this.applyTheme();
    this.fitRows();
    if (changes.selection) this.setState({ selection: this.props.selection });
    if (changes.keys.has('ariaLabel')) this.host.setAttribute('aria-label', this.props.ariaLabel ?? '');
    if (changes.marker) {
      if (this.props.now) this.scheduler.startMarker();
      else this.scheduler.stopMarker();
    }
    if (changes.redraw) this.scheduler.requestRedraw('full');
    else if (changes.marker) this.scheduler.requestRedraw('marker');
  }

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    this.scheduler.destroy();
    this.detach();
    this.resize?.disconnect();
    this.listeners.clear();
    this.scene.destroy();
    this.app.destroy({ removeView: true }, { children: true });
  }

  stats(): EngineStats {
    const c = this.scheduler.counters;
    return { framesFull: c.full, framesMarker: c.marker, drawnItems: this.drawnItems, lastFrameMs: this.lastFrameMs, labels: this.scene.cache.size };
  }

  resetStats(): void {
    this.scheduler.resetCounters();
  }

  getState = (): EngineState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Animates the view so the instant sits a third into the body (duration clamped to 400–800 ms). */
  scrollToTime(ms: number, durationMs = 600): void {
    const to = ms - (this.bodyWidth() / 3) * this.scale.msPerPx;
    const dur = Math.min(GANTT_DEFAULTS.scrollAnimationMaxMs, Math.max(GANTT_DEFAULTS.scrollAnimationMinMs, durationMs));
    this.anim = { from: this.scale.startMs, to, t0: -1, ms: dur };
    this.scheduler.requestRedraw('full');
  }

  scrollToRow(row: number): void {
    const a = this.areas();
    const top = row * this.rowH;
    if (top < this.scrollTop) this.scrollTop = top;
    else if (top + this.rowH > this.scrollTop + a.body.height) this.scrollTop = top + this.rowH - a.body.height;
    this.scrollTop = clampScrollTop(this.scrollTop, this.props.rows.length, this.rowH, a.body.height);
    this.scheduler.requestRedraw('full');
  }

  // ---- InputHost -------------------------------------------------------------------------

  bodyPoint(clientX: number, clientY: number): { x: number; y: number; inBody: boolean } {
    const r = this.host.getBoundingClientRect();
    const x = clientX - r.left - this.props.titleWidth;
    const y = clientY - r.top - this.props.titleHeight;
    return { x, y, inBody: x >= 0 && y >= 0 && x <= this.bodyWidth() && y <= this.height - this.props.titleHeight };
  }

  hitAt(bodyX: number, bodyY: number): Entry | null {
    return hitTest(this.index, this.scale, this.scrollTop, this.rowH, this.props.rows.length, bodyX, bodyY);
  }

  canDrag(entry: Entry): boolean {
    return this.props.onMove !== undefined && !entry.item.flags?.locked;
  }

  pan(dxPx: number, dyPx: number): void {
    if (dxPx === 0 && dyPx === 0) return;
    this.anim = null;
    const top = clampScrollTop(this.scrollTop + dyPx, this.props.rows.length, this.rowH, this.areas().body.height);
    if (dxPx === 0 && top === this.scrollTop) return;
    this.scale = this.scale.pan(dxPx);
    this.scrollTop = top;
    this.scheduler.requestRedraw('full');
  }

  zoomAt(dir: ZoomDirection, bodyX: number | null): void {
    const s = nextScale(this.scale.scale, dir);
    if (s === this.scale.scale) return;
    this.scale = this.scale.zoomAt(bodyX ?? this.bodyWidth() / 2, s);
    this.scheduler.requestRedraw('full');
  }

  dragStart(entry: Entry, clientX: number, clientY: number, bodyY: number): void {
    const rowTop = entry.row * this.rowH - this.scrollTop;
    this.drag = beginDrag({ itemId: entry.item.id, row: entry.row, startMs: entry.start, endMs: entry.end, pointerX: clientX, pointerY: clientY, grabOffsetY: bodyY - rowTop });
  }

  dragMove(clientX: number, clientY: number): void {
    if (!this.drag) return;
    const next = dragTo(this.drag, clientX, clientY, this.dragGeometry());
    if (next === this.drag) return;
    this.drag = next;
    if (needsVerdict(next)) this.askVerdict(next);
    this.scheduler.requestRedraw('full');
  }

  dragEnd(commit: boolean): void {
    const d = this.drag;
    this.drag = null;
    if (!d) return;
    const out = commit ? dropOutcome(d) : null;
    if (out?.kind === 'move') this.props.onMove?.(out.candidate);
    else if (out?.kind === 'refused') this.props.onMoveRefused?.(out.candidate, out.verdict);
    this.scheduler.requestRedraw('full');
  }

  hover(entry: Entry | null, clientX: number, clientY: number): void {
    const id = entry?.item.id ?? null;
    if (id === null && this.hovered === null) return;
    this.hovered = id;
    this.props.onHover?.(entry?.item ?? null, clientX, clientY);
  }

  click(entry: Entry | null): void {
    if (!entry) return;
    this.select(entry);
  }

  open(entry: Entry): void {
    this.props.onOpen?.(entry.item);
  }

  context(entry: Entry | null, clientX: number, clientY: number): void {
    if (entry) this.select(entry);
    this.props.onContextMenu?.(entry?.item ?? null, clientX, clientY);
  }

  navigate(key: NavKey): void {
    const current = this.state.selection ? this.entryOf(this.state.selection) : null;
    const rows = this.state.rows;
    const next = navigate(this.index, this.props.rows.length, current, key, { row: Math.max(0, rows.first), time: this.scale.pxToTime(this.bodyWidth() / 2) });
    if (!next) return;
    this.select(next);
    this.scrollToRow(next.row);
    const x0 = this.scale.timeToPx(next.start);
    if (x0 < 0 || x0 > this.bodyWidth()) this.scrollToTime(next.start, 400);
  }

  scrollToNow(): void {
    if (this.props.now) this.scrollToTime(this.props.now(), 600);
  }

  // ---- internals -------------------------------------------------------------------------

  private select(entry: Entry): void {
    if (this.state.selection !== entry.item.id) {
      this.setState({ selection: entry.item.id });
      this.scheduler.requestRedraw('full');
    }
    this.props.onSelect?.(entry.item);
  }

  private askVerdict(state: GhostState): void {
    const cand = state.candidate;
    const validate = this.props.validateMove;
    const apply = (v: MoveVerdict) => {
      if (!this.drag || this.destroyed) return;
      const next = applyVerdict(this.drag, cand, v);
      if (next !== this.drag) {
        this.drag = next;
        this.scheduler.requestRedraw('full');
      }
    };
    if (!validate) {
      apply({ status: 'allowed' });
      return;
    }
    Promise.resolve()
      .then(() => validate(cand))
      .then(apply, () => apply({ status: 'refused' }));
  }

  private dragGeometry(): DragGeometry {
    return { msPerPx: this.scale.msPerPx, scale: this.scale.scale, rowHeight: this.rowH, rowCount: this.props.rows.length, offset: this.props.offset };
  }

  private rebuildIndex(): void {
    this.entryList = buildEntries(this.props.rows, this.props.items);
    this.entryMap = null;
    this.index.setAll(this.entryList, (e) => e.row);
  }

  /** An item's entry by id; the map is built on first use after a data change (keyboard navigation). */
  private entryOf(id: string): Entry | null {
    if (!this.entryMap) this.entryMap = new Map(this.entryList.map((e) => [e.item.id, e]));
    return this.entryMap.get(id) ?? null;
  }

  private setState(patch: Partial<EngineState>): void {
    this.state = { ...this.state, ...patch };
    for (const l of [...this.listeners]) l();
  }

  private measure(): void {
    const w = Math.max(1, Math.floor(this.host.clientWidth));
    const h = Math.max(1, Math.floor(this.host.clientHeight));
    if (w === this.width && h === this.height) return;
    this.width = w;
    this.height = h;
    this.app.renderer.resize(w, h);
    this.fitRows();
    this.scrollTop = clampScrollTop(this.scrollTop, this.props.rows.length, this.rowH, this.areas().body.height);
    this.scheduler.requestRedraw('full');
  }

  /** The row height for the props and the body height now. */
  private fitRows(): void {
    const p = this.props;
    const spec = p.density ? DENSITY[p.density] : null;
    const body = Math.max(0, this.height - p.titleHeight);
    this.rowH = spec && p.fillRows ? fillRowHeight(p.cellHeight, body, p.rows.length, spec) : Math.max(1, p.cellHeight);
  }

  private applyTheme(): void {
    const palette = this.scene.setTheme(this.props.theme);
    this.app.renderer.background.color = palette.background;
  }

  /** Row height in use, px (cellHeight, or more when rows fill the body). */
  rowHeight(): number {
    return this.rowH;
  }

  private areas(): Areas {
    return areas(this.width, this.height, this.props.titleWidth, this.props.titleHeight);
  }

  private bodyWidth(): number {
    return Math.max(0, this.width - this.props.titleWidth);
  }

  private frame(layers: ReadonlySet<Layer>, time: number): void {
    const t0 = performance.now();
    if (layers.has('full')) {
      this.stepAnimation(time);
      this.drawFull();
    }
    this.placeMarker();
    this.app.render();
    this.lastFrameMs = performance.now() - t0;
    if (layers.has('full')) this.publishView();
  }

  private stepAnimation(time: number): void {
    const a = this.anim;
    if (!a) return;
    if (a.t0 < 0) a.t0 = time;
    const p = Math.min(1, (time - a.t0) / a.ms);
    this.scale = this.scale.withStart(a.from + (a.to - a.from) * easeInOutCubic(p));
    if (p < 1) this.scheduler.requestRedraw('full');
    else this.anim = null;
  }

  private drawFull(): void {
    const f = fullFrame({ index: this.index, scale: this.scale, scrollTop: this.scrollTop, areas: this.areas(), rowH: this.rowH, props: this.props, drag: this.drag, selection: this.state.selection });
    this.drawnItems = f.bars.length;
    this.scene.drawFull(f);
  }

  private placeMarker(): void {
    const now = this.props.now?.();
    const a = this.areas();
    const x = now === undefined ? -1 : this.scale.timeToPx(now);
    const half = Math.floor(a.header.height / 2);
    this.scene.placeMarker(x >= 0 && x <= a.body.width ? a.body.x + x : null, half, this.height - half);
  }

  private publishView(): void {
    const a = this.areas();
    const view: ViewRange = this.scale.visibleRange(a.body.width);
    const rows: RowRange = visibleRows(this.scrollTop, a.body.height, this.rowH, this.props.rows.length, 0);
    const key = `${view.startMs}|${view.endMs}|${rows.first}|${rows.last}|${this.scale.scale}`;
    if (key === this.lastView) return;
    this.lastView = key;
    this.setState({ view, rows, scale: this.scale.scale });
    this.props.onViewChange?.(view, rows, this.scale.scale);
  }
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  const out: Partial<T> = {};
  for (const [k, v] of Object.entries(o)) if (v !== undefined) (out as Record<string, unknown>)[k] = v;
  return out;
}
