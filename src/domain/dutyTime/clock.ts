/** Times of day as minutes since midnight, and the inclusive HH:MM bands the regulations' tables use. */

export const DAY_MINUTES = 1440;

/** 'HH:MM' → minutes since midnight; null when malformed (hours 00–23, minutes 00–59). */
export function minutesOfDay(hhmm: string): number | null {
  // by character codes: every check of every duty reads its report time
  if (typeof hhmm !== 'string' || hhmm.length !== 5 || hhmm.charCodeAt(2) !== 58) return null;
  const h1 = hhmm.charCodeAt(0) - 48;
  const h2 = hhmm.charCodeAt(1) - 48;
  const m1 = hhmm.charCodeAt(3) - 48;
  const m2 = hhmm.charCodeAt(4) - 48;
  if (h1 < 0 || h1 > 2 || h2 < 0 || h2 > 9 || m1 < 0 || m1 > 5 || m2 < 0 || m2 > 9) return null;
  const hours = h1 * 10 + h2;
  return hours > 23 ? null : hours * 60 + m1 * 10 + m2;
}

/** The 1,440 times of day, made once: every duty's report time is one of them. */
const TIMES_OF_DAY: readonly string[] = Array.from({ length: DAY_MINUTES }, (_, m) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);

export function hhmm(minutes: number): string {
  const m = ((Math.round(minutes) % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  return TIMES_OF_DAY[m]!;
}

/** An inclusive band of local times; `from` after `to` wraps midnight ('17:00'–'04:59'). */
export interface Band {
  readonly from: string;
  readonly to: string;
}

/** Bands are parsed once: the tables are read on every check of every duty. */
const parsedBands = new WeakMap<Band, readonly [number, number]>();

function bandMinutes(band: Band): readonly [number, number] {
  let m = parsedBands.get(band);
  if (!m) {
    m = [minutesOfDay(band.from)!, minutesOfDay(band.to)!];
    parsedBands.set(band, m);
  }
  return m;
}

export function inBand(minute: number, band: Band): boolean {
  const [from, to] = bandMinutes(band);
  return from <= to ? minute >= from && minute <= to : minute >= from || minute <= to;
}

/** Index of the band holding `minute`, or -1. */
export function bandIndex(bands: readonly Band[], minute: number): number {
  for (let i = 0; i < bands.length; i++) if (inBand(minute, bands[i]!)) return i;
  return -1;
}

/** Inclusive [min, max] sector counts a table column covers. */
export interface SectorColumn {
  readonly min: number;
  readonly max: number;
}

/** Index of the column covering `sectors`, or -1 (none, e.g. past the table's last column). */
export function columnIndex(columns: readonly SectorColumn[], sectors: number): number {
  for (let i = 0; i < columns.length; i++) if (sectors >= columns[i]!.min && sectors <= columns[i]!.max) return i;
  return -1;
}

export const bandText = (b: Band) => `${b.from}–${b.to}`;
export const columnText = (c: SectorColumn) => (c.max >= 99 ? `${c.min}+` : c.min === c.max ? String(c.min) : `${c.min}–${c.max}`);
