/**
 * Wall-clock date and time in one of the three time types (UTC, Local at an airport's IANA zone,
 * Beijing) ⇄ UTC instants, for forms that let the user type times in their own time type.
 * Pure: uses only `Intl` through ./time.
 */
import type { TimeType } from '../timeType';
import { formatInstant, zoneOf, zoneOffsetMinutes } from './time';

const DATE = /^(\d{4})-?(\d{2})-?(\d{2})$/;
const CLOCK = /^(\d{2}):?(\d{2})$/;

/** Epoch ms of a wall date (yyyy-MM-dd or yyyyMMdd) and time (HH:mm or HHmm) read as UTC, or null. */
export function wallMs(date: string, time: string): number | null {
  const d = DATE.exec(date.trim());
  const c = CLOCK.exec(time.trim());
  if (!d || !c) return null;
  const [y, mo, day, h, mi] = [Number(d[1]), Number(d[2]), Number(d[3]), Number(c[1]), Number(c[2])];
  if (h > 23 || mi > 59) return null;
  const ms = Date.UTC(y, mo - 1, day, h, mi);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== day) return null;
  return ms;
}

/**
 * The UTC instant (ISO, 'Z') of a wall-clock time written in `timeType` — Local in `ianaZone`
 * (an unknown or missing zone reads as UTC, as the display falls back). In a daylight-saving
 * gap the time is read with the offset before the change; in an overlap, the earlier instant.
 * Null when the date or time is not valid.
 */
export function wallToUtc(date: string, time: string, timeType: TimeType, ianaZone?: string | null): string | null {
  const wall = wallMs(date, time);
  if (wall === null) return null;
  const { zone } = zoneOf(timeType, ianaZone);
  if (zone === 'UTC') return new Date(wall).toISOString();
  // Two passes: the offset at the guessed instant, then at the corrected one.
  const first = zoneOffsetMinutes(zone, wall);
  let at = wall - first * 60_000;
  const second = zoneOffsetMinutes(zone, at);
  if (second !== first) {
    const retry = wall - second * 60_000;
    // keep the reading that shows the wall time back, else the earlier offset (gap)
    if (zoneOffsetMinutes(zone, retry) === second) at = retry;
  }
  return new Date(at).toISOString();
}

/** A UTC instant as wall date 'yyyy-MM-dd' and time 'HH:mm' in `timeType` (Local in `ianaZone`). */
export function utcToWall(isoUtc: string, timeType: TimeType, ianaZone?: string | null): { date: string; time: string } {
  const { text } = formatInstant(isoUtc, timeType, ianaZone);
  return { date: text.slice(0, 10), time: text.slice(11, 16) };
}

/**
 * Minutes the wall clock is ahead of UTC at that wall time (0 UTC, 480 Beijing, the zone's offset
 * for Local): the `departureOffsetMinutes` / `arrivalOffsetMinutes` of the leg form. 0 when the
 * date or time is not valid (the form reports those itself).
 */
export function wallOffsetMinutes(date: string, time: string, timeType: TimeType, ianaZone?: string | null): number {
  const wall = wallMs(date, time);
  const utc = wallToUtc(date, time, timeType, ianaZone);
  return wall === null || utc === null ? 0 : Math.round((wall - Date.parse(utc)) / 60_000);
}
