/**
 * The sun's position for night-flight time, by the NOAA solar calculator's published equations
 * (NOAA Global Monitoring Laboratory, "General Solar Position Calculations", after Meeus,
 * Astronomical Algorithms): declination, equation of time, and the geometric elevation of the
 * sun's centre at a place and instant. Accurate to about 0.01° for 1800–2100, far inside what
 * civil twilight (−6°) needs. Pure: no time zones, only UTC instants and degrees.
 */

const RAD = Math.PI / 180;
const DEG = 180 / Math.PI;

/** Civil twilight: the sun's centre 6° below the horizon. Night is when it is lower (ICAO Annex 1, FAA 14 CFR 1.1). */
export const CIVIL_TWILIGHT_DEG = -6;

export interface SunAt {
  /** Declination, degrees. */
  declination: number;
  /** Equation of time, minutes (apparent − mean solar time). */
  equationOfTime: number;
}

/** Julian centuries since J2000.0 of a UTC instant (epoch ms). */
function julianCentury(ms: number): number {
  const jd = ms / 86_400_000 + 2_440_587.5;
  return (jd - 2_451_545) / 36_525;
}

/** Declination and equation of time at an instant (NOAA spreadsheet columns G–V). */
export function sunAt(ms: number): SunAt {
  const t = julianCentury(ms);
  const l0 = (280.46646 + t * (36000.76983 + t * 0.0003032)) % 360;
  const m = 357.52911 + t * (35999.05029 - 0.0001537 * t);
  const e = 0.016708634 - t * (0.000042037 + 0.0000001267 * t);
  const c = Math.sin(m * RAD) * (1.914602 - t * (0.004817 + 0.000014 * t)) + Math.sin(2 * m * RAD) * (0.019993 - 0.000101 * t) + Math.sin(3 * m * RAD) * 0.000289;
  const omega = 125.04 - 1934.136 * t;
  const apparentLong = l0 + c - 0.00569 - 0.00478 * Math.sin(omega * RAD);
  const meanObliquity = 23 + (26 + (21.448 - t * (46.815 + t * (0.00059 - t * 0.001813))) / 60) / 60;
  const obliquity = meanObliquity + 0.00256 * Math.cos(omega * RAD);
  const declination = Math.asin(Math.sin(obliquity * RAD) * Math.sin(apparentLong * RAD)) * DEG;
  const y = Math.tan((obliquity / 2) * RAD) ** 2;
  const eot =
    y * Math.sin(2 * l0 * RAD) -
    2 * e * Math.sin(m * RAD) +
    4 * e * y * Math.sin(m * RAD) * Math.cos(2 * l0 * RAD) -
    0.5 * y * y * Math.sin(4 * l0 * RAD) -
    1.25 * e * e * Math.sin(2 * m * RAD);
  return { declination, equationOfTime: 4 * eot * DEG };
}

/** Geometric elevation of the sun's centre (degrees, no refraction) seen from lat/lon (degrees, east positive) at `ms`. */
export function sunElevation(lat: number, lon: number, ms: number): number {
  const { declination, equationOfTime } = sunAt(ms);
  const minutesOfDay = (((ms % 86_400_000) + 86_400_000) % 86_400_000) / 60_000;
  const trueSolar = (((minutesOfDay + equationOfTime + 4 * lon) % 1440) + 1440) % 1440;
  const hourAngle = trueSolar / 4 < 0 ? trueSolar / 4 + 180 : trueSolar / 4 - 180;
  const cosZenith = Math.sin(lat * RAD) * Math.sin(declination * RAD) + Math.cos(lat * RAD) * Math.cos(declination * RAD) * Math.cos(hourAngle * RAD);
  return 90 - Math.acos(Math.min(1, Math.max(-1, cosZenith))) * DEG;
}

/** Night at a place and instant: the sun's centre below civil twilight. */
export const isNight = (lat: number, lon: number, ms: number): boolean => sunElevation(lat, lon, ms) < CIVIL_TWILIGHT_DEG;
