/** Field readers shared by the position parsers: lenient for feeds of the world, strict for our batch. */

export const HEX24 = /^[0-9a-f]{6}$/;
export const SQUAWK = /^[0-7]{4}$/;

export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A finite number, or null for anything else (feeds leave fields out or send garbage). */
export const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** A callsign: padding removed, upper case; null when absent or blank. */
export function callsign(v: unknown): string | null {
  if (typeof v !== 'string') return null;
  const s = v.trim().toUpperCase();
  return s === '' ? null : s.slice(0, 8);
}

export function squawk(v: unknown): string | null {
  const s = typeof v === 'number' ? String(v).padStart(4, '0') : typeof v === 'string' ? v.trim() : '';
  return SQUAWK.test(s) ? s : null;
}

export const validLatLon = (lat: number, lon: number): boolean => lat >= -90 && lat <= 90 && lon >= -180 && lon <= 180;

/** Why a feed entry's position cannot be kept ('noPosition', 'outOfRange'), or null when it can. */
export function positionProblem(lat: number | null, lon: number | null): 'noPosition' | 'outOfRange' | null {
  if (lat === null || lon === null) return 'noPosition';
  return validLatLon(lat, lon) ? null : 'outOfRange';
}

/** Track in [0, 360). */
export const trackOf = (v: unknown): number | null => {
  const n = num(v);
  if (n === null) return null;
  return n >= 0 && n < 360 ? n : ((n % 360) + 360) % 360;
};

export function bump(skipped: Record<string, number>, reason: string): void {
  skipped[reason] = (skipped[reason] ?? 0) + 1;
}
