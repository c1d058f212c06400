/**
 * The one owner of animation frames (after Perfetto's core/raf_scheduler.ts): callers ask for a
 * redraw of a layer, requests coalesce into one frame, and nothing is scheduled while nothing
 * was asked for (idle = zero frames). A 1-second timer moves the current-time marker by asking
 * for the 'marker' layer only. raf/caf and the timer functions are injected so tests use fakes.
 */
import { GANTT_DEFAULTS } from './scales';

export type Layer = 'full' | 'marker';

export interface SchedulerHost {
  raf(cb: (time: number) => void): number;
  caf(handle: number): void;
  setInterval(cb: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

/** Draws the asked layers; 'full' means everything (the caller also redraws the marker). */
export type DrawFn = (layers: ReadonlySet<Layer>, time: number) => void;

export interface FrameCounters {
  /** Frames drawn. */
  frames: number;
  /** Frames whose layers included 'full'. */
  full: number;
  /** Frames that drew the marker only. */
  marker: number;
}

export interface SchedulerOptions {
  readonly markerIntervalMs?: number;
}

export class FrameScheduler {
  private pending = new Set<Layer>();
  private frameHandle: number | null = null;
  private markerHandle: unknown = null;
  private destroyed = false;
  private readonly markerIntervalMs: number;
  readonly counters: FrameCounters = { frames: 0, full: 0, marker: 0 };

  constructor(
    private readonly draw: DrawFn,
    private readonly host: SchedulerHost,
    options: SchedulerOptions = {},
  ) {
    this.markerIntervalMs = options.markerIntervalMs ?? GANTT_DEFAULTS.markerIntervalMs;
  }

  /** True while a frame is scheduled. */
  get scheduled(): boolean {
    return this.frameHandle !== null;
  }

  get markerRunning(): boolean {
    return this.markerHandle !== null;
  }

  requestRedraw(layer: Layer = 'full'): void {
    if (this.destroyed) return;
    this.pending.add(layer);
    if (this.frameHandle === null) this.frameHandle = this.host.raf((t) => this.onFrame(t));
  }

  /** Starts the marker timer (idempotent). */
  startMarker(): void {
    if (this.destroyed || this.markerHandle !== null) return;
    this.markerHandle = this.host.setInterval(() => this.requestRedraw('marker'), this.markerIntervalMs);
  }

  stopMarker(): void {
    if (this.markerHandle === null) return;
    this.host.clearInterval(this.markerHandle);
    this.markerHandle = null;
  }

  resetCounters(): void {
    this.counters.frames = 0;
    this.counters.full = 0;
    this.counters.marker = 0;
  }

  /** Cancels everything; later requests are ignored. */
  destroy(): void {
    this.stopMarker();
    if (this.frameHandle !== null) this.host.caf(this.frameHandle);
    this.frameHandle = null;
    this.pending.clear();
    this.destroyed = true;
  }

  private onFrame(time: number): void {
    this.frameHandle = null;
    if (this.destroyed || this.pending.size === 0) return;
    const layers = this.pending;
    this.pending = new Set();
    this.counters.frames++;
    if (layers.has('full')) this.counters.full++;
    else this.counters.marker++;
    // Requests made while drawing land in the fresh set and schedule the next frame.
    this.draw(layers, time);
  }
}

/** The browser's functions, for the real engine. */
export function browserHost(): SchedulerHost {
  return {
    raf: (cb) => globalThis.requestAnimationFrame(cb),
    caf: (h) => globalThis.cancelAnimationFrame(h),
    setInterval: (cb, ms) => globalThis.setInterval(cb, ms),
    clearInterval: (h) => globalThis.clearInterval(h as ReturnType<typeof setInterval>),
  };
}
