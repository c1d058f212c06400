/**
 * Fetch windows wider than the view (after Perfetto's buffered_bounds.ts): data is asked for the
 * visible range widened on each side, snapped to whole hours or days, and panning inside that
 * window asks for nothing new.
 */
import { MS_PER_DAY } from './scales';
import { fromWall, toWall, UTC_OFFSET, type OffsetFn, type TimeRange } from './timeScale';

export const MS_PER_HOUR = 3_600_000;

export interface BufferOptions {
  /** View widths added on each side (default 1). */
  readonly factor?: number;
  /** Snap unit; default: hours for views up to two days, else days. */
  readonly snapMs?: number;
  /** Wall clock for day snapping (default UTC). */
  readonly offset?: OffsetFn;
  /**
   * A covering window wider than this many times the window the view would ask for now is
   * refetched (after a deep zoom in), so memory follows the zoom (default 8).
   */
  readonly maxOversize?: number;
}

function snapUnit(widthMs: number, options: BufferOptions): number {
  return options.snapMs ?? (widthMs <= 2 * MS_PER_DAY ? MS_PER_HOUR : MS_PER_DAY);
}

/** The window to fetch for a visible range. */
export function fetchWindow(visible: TimeRange, options: BufferOptions = {}): TimeRange {
  const width = Math.max(0, visible.endMs - visible.startMs);
  const pad = width * (options.factor ?? 1);
  const unit = snapUnit(width, options);
  const offset = options.offset ?? UTC_OFFSET;
  const start = toWall(visible.startMs - pad, offset);
  const end = toWall(visible.endMs + pad, offset);
  return {
    startMs: fromWall(Math.floor(start / unit) * unit, offset),
    endMs: fromWall(Math.ceil(end / unit) * unit, offset),
  };
}

export function covers(window: TimeRange, visible: TimeRange): boolean {
  return window.startMs <= visible.startMs && window.endMs >= visible.endMs;
}

export interface WindowDecision {
  /** True when the caller must fetch `window`. */
  readonly refetch: boolean;
  /** The window whose data the view should hold. */
  readonly window: TimeRange;
}

/** Remembers the loaded window and says when a new visible range needs a fetch. */
export class BufferedWindow {
  private loaded: TimeRange | null = null;

  constructor(private readonly options: BufferOptions = {}) {}

  get current(): TimeRange | null {
    return this.loaded;
  }

  update(visible: TimeRange): WindowDecision {
    const wanted = fetchWindow(visible, this.options);
    const loaded = this.loaded;
    if (loaded && covers(loaded, visible)) {
      const oversize = (loaded.endMs - loaded.startMs) / Math.max(1, wanted.endMs - wanted.startMs);
      if (oversize <= (this.options.maxOversize ?? 8)) return { refetch: false, window: loaded };
    }
    this.loaded = wanted;
    return { refetch: true, window: wanted };
  }

  /** Forgets the window (data changed on the server, settings changed). */
  invalidate(): void {
    this.loaded = null;
  }
}
