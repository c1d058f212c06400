/**
 * Time scales of the Gantt (spec requirements S3, S9; requirements D9).
 * A scale is the number of minutes one cell covers: 1 … 1440, or any multiple of 1440.
 */

export const MINUTES_PER_DAY = 1440;
export const MS_PER_MINUTE = 60_000;
export const MS_PER_DAY = MINUTES_PER_DAY * MS_PER_MINUTE;

/** Scales under a day, in minutes per cell, in zoom order. */
export const SUB_DAY_SCALES = [1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30, 60, 120, 180, 240, 360, 720, 1440] as const;

/** Day counts offered as zoom steps beyond one day (any multiple of a day stays valid). */
export const DAY_SCALE_STEPS = [2, 3, 4, 5, 6, 7, 10, 14, 15, 20, 30] as const;

/** Widest zoom step, in days per cell. */
export const MAX_ZOOM_DAYS = 30;

/** Every zoom step, in minutes per cell, ascending. */
export const ZOOM_STEPS: readonly number[] = Object.freeze([
  ...SUB_DAY_SCALES,
  ...DAY_SCALE_STEPS.map((d) => d * MINUTES_PER_DAY),
]);

/** Constants of the spec (D9 Gantt). */
export const GANTT_DEFAULTS = Object.freeze({
  cellWidth: 50,
  cellHeight: 20,
  titleHeight: 40,
  titleWidth: 200,
  /** Minutes per cell. */
  scale: 60,
  /** Bars narrower than this get no inline label (the bar itself is always drawn). */
  minBarLabelWidth: 100,
  /** The current-time marker moves this often. */
  markerIntervalMs: 1000,
  /** The label/texture cache is cleared (evicted) past this many entries. */
  labelCacheMaxEntries: 10_000,
  scrollAnimationMinMs: 400,
  scrollAnimationMaxMs: 800,
});

export type ZoomDirection = 'in' | 'out';

/** True for 1 … 1440 of the spec list or a positive whole multiple of 1440. */
export function isValidScale(scale: number): boolean {
  if (!Number.isInteger(scale) || scale <= 0) return false;
  if (scale % MINUTES_PER_DAY === 0) return true;
  return (SUB_DAY_SCALES as readonly number[]).includes(scale);
}

/** The nearest valid scale (ties go to the smaller one); non-finite input gives the default. */
export function normalizeScale(scale: number): number {
  if (!Number.isFinite(scale) || scale <= 0) return GANTT_DEFAULTS.scale;
  if (scale >= MINUTES_PER_DAY) return Math.max(1, Math.round(scale / MINUTES_PER_DAY)) * MINUTES_PER_DAY;
  let best: number = SUB_DAY_SCALES[0];
  for (const s of SUB_DAY_SCALES) if (Math.abs(s - scale) < Math.abs(best - scale)) best = s;
  return best;
}

/**
 * The next zoom step: 'in' gives fewer minutes per cell, 'out' more. A scale between steps
 * (e.g. 8 days) moves to the neighbouring step in that direction; the ends stay put.
 */
export function nextScale(scale: number, dir: ZoomDirection): number {
  if (dir === 'out') {
    for (const s of ZOOM_STEPS) if (s > scale) return s;
    return Math.max(scale, ZOOM_STEPS[ZOOM_STEPS.length - 1] ?? scale);
  }
  for (let i = ZOOM_STEPS.length - 1; i >= 0; i--) {
    const s = ZOOM_STEPS[i] as number;
    if (s < scale) return s;
  }
  return Math.min(scale, ZOOM_STEPS[0] ?? scale);
}

/** Milliseconds covered by one cell at a scale. */
export function cellMs(scale: number): number {
  return scale * MS_PER_MINUTE;
}
