/**
 * Units of the map and the position screens. Positions are kept in aviation units (feet, knots,
 * feet per minute); the user chooses how speeds (km/h or knots) and altitudes (flight level,
 * feet or metres) are shown (theme settings `speedUnit`, `altitudeUnit`, stored per user).
 */
export const SPEED_UNITS = ['kmh', 'kt'] as const;
export type SpeedUnit = (typeof SPEED_UNITS)[number];
export const ALTITUDE_UNITS = ['fl', 'ft', 'm'] as const;
export type AltitudeUnit = (typeof ALTITUDE_UNITS)[number];

export const DEFAULT_SPEED_UNIT: SpeedUnit = 'kmh';
export const DEFAULT_ALTITUDE_UNIT: AltitudeUnit = 'm';

export const FT_PER_M = 3.280_839_895;
export const KMH_PER_KT = 1.852;
/** 1 m/s in knots. */
export const KT_PER_MS = 3600 / 1852;
/** 1 m/s in feet per minute. */
export const FPM_PER_MS = FT_PER_M * 60;

export const metresToFeet = (m: number): number => m * FT_PER_M;
export const feetToMetres = (ft: number): number => ft / FT_PER_M;
export const msToKnots = (ms: number): number => ms * KT_PER_MS;
export const knotsToKmh = (kt: number): number => kt * KMH_PER_KT;

/** A speed in knots in the chosen unit, rounded to whole units. */
export function speedIn(kt: number, unit: SpeedUnit): number {
  return Math.round(unit === 'kt' ? kt : knotsToKmh(kt));
}

/** An altitude in feet in the chosen unit: flight level (hundreds of feet), feet to the nearest 25, metres to the nearest 10. */
export function altitudeIn(ft: number, unit: AltitudeUnit): number {
  if (unit === 'fl') return Math.round(ft / 100);
  return unit === 'ft' ? Math.round(ft / 25) * 25 : Math.round(feetToMetres(ft) / 10) * 10;
}

/** Unit labels are the same in every language the platform speaks. */
export const SPEED_LABEL: Record<SpeedUnit, string> = { kmh: 'km/h', kt: 'kt' };
export const ALTITUDE_LABEL: Record<AltitudeUnit, string> = { fl: 'FL', ft: 'ft', m: 'm' };

/** 'FL350' / '12,350 ft' / '3,760 m'; '—' for unknown. Flight levels have three digits (FL045); none below sea level. */
export function formatAltitude(ft: number | null, unit: AltitudeUnit): string {
  if (ft === null || !Number.isFinite(ft)) return '—';
  if (unit === 'fl') return `FL${String(Math.max(0, altitudeIn(ft, unit))).padStart(3, '0')}`;
  return `${altitudeIn(ft, unit).toLocaleString('en-US')} ${ALTITUDE_LABEL[unit]}`;
}

/** '843 km/h' / '455 kt'; '—' for unknown. */
export function formatSpeed(kt: number | null, unit: SpeedUnit): string {
  if (kt === null || !Number.isFinite(kt)) return '—';
  return `${speedIn(kt, unit).toLocaleString('en-US')} ${SPEED_LABEL[unit]}`;
}
