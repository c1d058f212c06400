/**
 * Row density of the timeline: a wall screen read from across the room, the normal desk view and
 * a compact view of many rows. Each density bounds the row height and sets the text size; with
 * `fillRows` the rows grow to fill the body when there are few of them.
 */

export const DENSITIES = ['wall', 'normal', 'compact'] as const;
export type Density = (typeof DENSITIES)[number];

export interface DensitySpec {
  /** Smallest row, px (the normal density takes the user's own row height instead). */
  readonly rowMin: number;
  /** Tallest row when rows fill the body, px. */
  readonly rowMax: number;
  /** Text size of bar labels and row titles, px. */
  readonly font: number;
  /** Height of the two-line time header, px. */
  readonly header: number;
  /** Width of the row title column, px. */
  readonly titleWidth: number;
}

export const DENSITY: Readonly<Record<Density, DensitySpec>> = Object.freeze({
  wall: { rowMin: 40, rowMax: 72, font: 18, header: 56, titleWidth: 240 },
  normal: { rowMin: 20, rowMax: 40, font: 12, header: 40, titleWidth: 200 },
  compact: { rowMin: 16, rowMax: 20, font: 10, header: 32, titleWidth: 160 },
});

export function isDensity(v: unknown): v is Density {
  return (DENSITIES as readonly unknown[]).includes(v);
}

/**
 * Height of a row: `base` (never less), grown so `rowCount` rows fill `bodyHeight` up to the
 * density's tallest row; whole pixels so row lines stay crisp.
 */
export function fillRowHeight(base: number, bodyHeight: number, rowCount: number, spec: DensitySpec): number {
  const min = Math.max(1, Math.floor(base));
  if (rowCount <= 0 || bodyHeight <= 0) return min;
  const fill = Math.floor(bodyHeight / rowCount);
  return Math.max(min, Math.min(fill, Math.max(min, spec.rowMax)));
}

/** Text size for a row height: the density's size, smaller when the row cannot hold it (never below 8). */
export function textSizeFor(rowHeight: number, spec: DensitySpec | null): number {
  const cap = spec ? spec.font : 12;
  return Math.max(8, Math.min(cap, rowHeight - 8));
}
