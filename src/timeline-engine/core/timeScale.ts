/**
 * An immutable time ↔ pixel map (after Perfetto's base/time_scale.ts): all times are UTC
 * milliseconds; x = 0 is the left edge of the time area (after the title column).
 */
import { cellMs } from './scales';

/** Offset of the wall clock to show, in ms to add to a UTC instant (Beijing: 8 h). */
export type OffsetFn = (utcMs: number) => number;

export const UTC_OFFSET: OffsetFn = () => 0;

export interface TimeRange {
  readonly startMs: number;
  readonly endMs: number;
}

export type SnapMode = 'round' | 'floor' | 'ceil';

/** Wall time of a UTC instant. */
export function toWall(utcMs: number, offset: OffsetFn = UTC_OFFSET): number {
  return utcMs + offset(utcMs);
}

/** UTC instant of a wall time (two passes so zone changes land on the right side). */
export function fromWall(wallMs: number, offset: OffsetFn = UTC_OFFSET): number {
  const guess = wallMs - offset(wallMs);
  return wallMs - offset(guess);
}

/**
 * Snaps an instant to a cell boundary of the scale. Cells are aligned to the epoch in wall
 * time (so 60-minute cells start on the hour and 2-day cells on every other wall midnight).
 */
export function snapToCell(ms: number, scale: number, mode: SnapMode = 'round', offset: OffsetFn = UTC_OFFSET): number {
  const step = cellMs(scale);
  const wall = toWall(ms, offset);
  const f = mode === 'floor' ? Math.floor : mode === 'ceil' ? Math.ceil : Math.round;
  return fromWall(f(wall / step) * step, offset);
}

export class TimeScale {
  /** Milliseconds one pixel covers. */
  readonly msPerPx: number;

  private constructor(
    /** UTC instant at x = 0. */
    readonly startMs: number,
    /** Minutes per cell. */
    readonly scale: number,
    readonly cellWidth: number,
  ) {
    if (!(cellWidth > 0) || !(scale > 0)) throw new RangeError('scale and cellWidth must be positive');
    this.msPerPx = cellMs(scale) / cellWidth;
    Object.freeze(this);
  }

  static of(startMs: number, scale: number, cellWidth: number): TimeScale {
    return new TimeScale(startMs, scale, cellWidth);
  }

  timeToPx(ms: number): number {
    return (ms - this.startMs) / this.msPerPx;
  }

  pxToTime(px: number): number {
    return this.startMs + px * this.msPerPx;
  }

  /** Width in px of a duration. */
  durationToPx(ms: number): number {
    return ms / this.msPerPx;
  }

  /** Scrolls by dxPx: positive moves the view later in time (like scrollLeft growing). */
  pan(dxPx: number): TimeScale {
    return dxPx === 0 ? this : new TimeScale(this.startMs + dxPx * this.msPerPx, this.scale, this.cellWidth);
  }

  /** Moves the left edge to an instant. */
  withStart(startMs: number): TimeScale {
    return new TimeScale(startMs, this.scale, this.cellWidth);
  }

  /** New scale and/or cell width, keeping the instant under anchorPx where it is. */
  zoomAt(anchorPx: number, newScale: number, cellWidth: number = this.cellWidth): TimeScale {
    const anchorMs = this.pxToTime(anchorPx);
    const msPerPx = cellMs(newScale) / cellWidth;
    return new TimeScale(anchorMs - anchorPx * msPerPx, newScale, cellWidth);
  }

  /** Instants at the left and right edge of a view widthPx wide. */
  visibleRange(widthPx: number): TimeRange {
    return { startMs: this.startMs, endMs: this.pxToTime(widthPx) };
  }

  /** Snaps an instant to this scale's cells (wall-time aligned when an offset is given). */
  snap(ms: number, mode: SnapMode = 'round', offset: OffsetFn = UTC_OFFSET): number {
    return snapToCell(ms, this.scale, mode, offset);
  }
}
