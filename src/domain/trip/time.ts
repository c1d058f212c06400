/**
 * Time display for the three time types (requirements S3, requirements D9): UTC, Local
 * (the airport's IANA zone) and Beijing. Format YYYY-MM-DD HH:mm. Uses only `Intl`.
 */
import type { TimeType } from '../timeType';

export const BEIJING_ZONE = 'Asia/Shanghai';
/** The spec's Beijing shift: Beijing = UTC + 8 h (no daylight saving). */
export const BEIJING_OFFSET_MINUTES = 8 * 60;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(zone, f);
  }
  return f;
}

/** True when `Intl` knows the IANA zone. */
export function isKnownZone(zone: string | null | undefined): zone is string {
  if (!zone) return false;
  try {
    formatter(zone);
    return true;
  } catch {
    return false;
  }
}

interface Wall {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClock(ms: number, zone: string): Wall {
  const parts: Record<string, number> = {};
  for (const p of formatter(zone).formatToParts(ms)) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour! % 24,
    minute: parts.minute!,
    second: parts.second!,
  };
}

function toMs(instant: string | number): number {
  const ms = typeof instant === 'number' ? instant : Date.parse(instant);
  if (Number.isNaN(ms)) throw new RangeError(`invalid instant: ${String(instant)}`);
  return ms;
}

/** Offset of the zone from UTC at the instant, in minutes (east positive). */
export function zoneOffsetMinutes(zone: string, at: string | number): number {
  const ms = toMs(at);
  const w = wallClock(ms, zone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return Math.round((asUtc - (ms - (((ms % 1000) + 1000) % 1000))) / 60_000);
}

/** The IANA zone a time type shows, and whether Local fell back to UTC for an unknown zone. */
export function zoneOf(timeType: TimeType, ianaZone?: string | null): { zone: string; fellBackToUtc: boolean } {
  if (timeType === 'UTC') return { zone: 'UTC', fellBackToUtc: false };
  if (timeType === 'Beijing') return { zone: BEIJING_ZONE, fellBackToUtc: false };
  return isKnownZone(ianaZone) ? { zone: ianaZone, fellBackToUtc: false } : { zone: 'UTC', fellBackToUtc: true };
}

export interface FormattedInstant {
  /** YYYY-MM-DD HH:mm */
  text: string;
  /** The IANA zone used. */
  zone: string;
  /** Local was asked with an unknown or missing zone: shown in UTC instead. */
  fellBackToUtc: boolean;
}

const pad = (n: number, w = 2): string => String(n).padStart(w, '0');

/** Formats an ISO UTC instant in a time type. Throws RangeError for an invalid instant. */
export function formatInstant(isoUtc: string, timeType: TimeType, ianaZone?: string | null): FormattedInstant {
  const ms = toMs(isoUtc);
  const { zone, fellBackToUtc } = zoneOf(timeType, ianaZone);
  const w = wallClock(ms, zone);
  return { text: `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)} ${pad(w.hour)}:${pad(w.minute)}`, zone, fellBackToUtc };
}

/** 'UTC', 'UTC+8', 'UTC+5:45', 'UTC-4' for an offset in minutes. */
export function offsetLabel(minutes: number): string {
  if (minutes === 0) return 'UTC';
  const sign = minutes > 0 ? '+' : '-';
  const abs = Math.abs(minutes);
  const m = abs % 60;
  return `UTC${sign}${Math.floor(abs / 60)}${m === 0 ? '' : `:${pad(m)}`}`;
}

/**
 * The label of the zone a time type shows: 'UTC', 'UTC+8' for Beijing, and for Local the
 * airport's offset at the instant `at` (daylight saving included; default now). Local with an
 * unknown zone answers 'UTC', as formatInstant falls back.
 */
export function zoneLabel(timeType: TimeType, ianaZone?: string | null, at: string | number = Date.now()): string {
  if (timeType === 'UTC') return 'UTC';
  if (timeType === 'Beijing') return offsetLabel(BEIJING_OFFSET_MINUTES);
  const { zone, fellBackToUtc } = zoneOf(timeType, ianaZone);
  return fellBackToUtc ? 'UTC' : offsetLabel(zoneOffsetMinutes(zone, at));
}

const WALL = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})$/;

/** Parses 'YYYY-MM-DD HH:mm' as if it were UTC; epoch ms. */
function parseWall(wall: string): number {
  const m = WALL.exec(wall.trim());
  if (!m) throw new RangeError(`invalid date-time: ${wall}`);
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  const ms = Date.UTC(y, mo - 1, d, h, mi);
  const back = new Date(ms);
  if (back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d || h > 23 || mi > 59) throw new RangeError(`invalid date-time: ${wall}`);
  return ms;
}

/** A Beijing wall-clock time 'YYYY-MM-DD HH:mm' as an ISO UTC instant: 8 hours subtracted. */
export function beijingToUtc(beijingWall: string): string {
  return new Date(parseWall(beijingWall) - BEIJING_OFFSET_MINUTES * 60_000).toISOString();
}

/** An ISO UTC instant as a Beijing wall-clock time 'YYYY-MM-DD HH:mm': 8 hours added. */
export function utcToBeijing(isoUtc: string): string {
  const d = new Date(toMs(isoUtc) + BEIJING_OFFSET_MINUTES * 60_000);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z$/;

/**
 * Message parameters with every `<name>Utc` instant (ISO, UTC) also written as `<name>` in a time
 * type: 'YYYY-MM-DD HH:mm' and the zone label; in Local, the airport zone `<name>Zone` when sent.
 */
export function paramsInTimeType<P extends Readonly<Record<string, unknown>>>(params: P, timeType: TimeType): Record<string, unknown> {
  const out: Record<string, unknown> = { ...params };
  for (const [name, value] of Object.entries(params)) {
    if (!name.endsWith('Utc') || typeof value !== 'string' || !ISO_UTC.test(value)) continue;
    const base = name.slice(0, -3);
    const zone = typeof params[`${base}Zone`] === 'string' ? (params[`${base}Zone`] as string) : null;
    out[base] = `${formatInstant(value, timeType, zone).text} ${zoneLabel(timeType, zone, value)}`;
  }
  return out;
}
