/** Times of day as minutes since midnight, and the inclusive HH:MM bands the regulations' tables use. */

export const DAY_MINUTES = 1440;

/** 'HH:MM' → minutes since midnight; null when malformed (hours 00–23, minutes 00–59). */
export function minutesOfDay(hhmm: string): number | null {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(hhmm);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

export function hhmm(minutes: number): string {
  const m = ((Math.round(minutes) % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
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
  return bands.findIndex((b) => inBand(minute, b));
}

/** Inclusive [min, max] sector counts a table column covers. */
export interface SectorColumn {
  readonly min: number;
  readonly max: number;
}

/** Index of the column covering `sectors`, or -1 (none, e.g. past the table's last column). */
export function columnIndex(columns: readonly SectorColumn[], sectors: number): number {
  return columns.findIndex((c) => sectors >= c.min && sectors <= c.max);
}

export const bandText = (b: Band) => `${b.from}–${b.to}`;
export const columnText = (c: SectorColumn) => (c.max >= 99 ? `${c.min}+` : c.min === c.max ? String(c.min) : `${c.min}–${c.max}`);
