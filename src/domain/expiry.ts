/**
 * Expiry of every dated document (aircraft certificates, crew licences, medicals, abilities, …): the
 * status and reminder band of a document on a calendar day. One pure function (`expiryStatus`) answers
 * for lists, panels, reminder jobs, seeds and scheduling checks. Dates are 'YYYY-MM-DD'; "today" is the
 * calendar day in a zone (`todayIn`): the operator's base zone for aircraft, the crew member's base zone
 * for crew.
 */

export const EXPIRY_STATUSES = ['normal', 'nearExpiry', 'expired'] as const;
export type ExpiryStatus = (typeof EXPIRY_STATUSES)[number];

/** Reminder bands, in the order a document enters them. */
export const REMINDER_BANDS = ['3months', '10days', 'expired'] as const;
export type ReminderBand = (typeof REMINDER_BANDS)[number];

/** The zone "today" is taken in when no other is known (the default operator's base). */
export const DEFAULT_OPERATOR_ZONE = 'Asia/Shanghai';

/** The operator's bands: near expiry this many calendar months before the due date, the late band this many days. */
export interface ExpiryBands {
  nearMonths: number;
  soonDays: number;
}
export const DEFAULT_EXPIRY_BANDS: Readonly<ExpiryBands> = Object.freeze({ nearMonths: 3, soonDays: 10 });

const DAY_MS = 86_400_000;
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

function dayFormat(zone: string): Intl.DateTimeFormat {
  let f = dayFormats.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(zone, f);
  }
  return f;
}

/** True for a zone name the runtime knows (an IANA area/location name, or 'UTC'). */
export function isKnownZone(zone: string | null | undefined): zone is string {
  if (!zone || (zone !== 'UTC' && !zone.includes('/'))) return false;
  try {
    dayFormat(zone);
    return true;
  } catch {
    return false;
  }
}

/** `zone` when the runtime knows it, else `fallback` (a crew member without a known base → the operator's zone). */
export function zoneOr(zone: string | null | undefined, fallback: string = DEFAULT_OPERATOR_ZONE): string {
  return isKnownZone(zone) ? zone : fallback;
}

/** The calendar day of an instant in an IANA zone. */
export function todayIn(now: Date | number | string, zone: string = DEFAULT_OPERATOR_ZONE): string {
  const parts: Record<string, string> = {};
  for (const p of dayFormat(zone).formatToParts(typeof now === 'string' ? new Date(now) : now)) parts[p.type] = p.value;
  return `${parts.year!.padStart(4, '0')}-${parts.month}-${parts.day}`;
}

/** True for a well-formed 'YYYY-MM-DD' that is a real calendar day. */
export function isCalendarDate(date: string): boolean {
  const m = DATE_RE.exec(date);
  return !!m && dateOf(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / DAY_MS) === date;
}

function dayNumber(date: string): number {
  const m = DATE_RE.exec(date);
  if (!m) throw new Error(`not a date: ${date}`);
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / DAY_MS;
}

const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** Days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

export function addDays(date: string, days: number): string {
  return dateOf(dayNumber(date) + days);
}

/** The same day `months` calendar months later (or earlier), clamped to the month's last day (May 31 − 3 months = Feb 28/29). */
export function addMonths(date: string, months: number): string {
  const m = DATE_RE.exec(date);
  if (!m) throw new Error(`not a date: ${date}`);
  const total = Number(m[1]) * 12 + (Number(m[2]) - 1) + months;
  const year = Math.floor(total / 12);
  const month = total - year * 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return dateOf(Date.UTC(year, month, Math.min(Number(m[3]), last)) / DAY_MS);
}

export interface DocumentDates {
  /** The last day the document is valid. */
  dueDate: string;
  /** Days before the due date near expiry starts (the document type's prompt days); null → the operator's months. */
  promptDays?: number | null;
}

export interface ExpiryState {
  status: ExpiryStatus;
  band: ReminderBand | null;
  /** Days from today to the due date (0 on the due date, negative once expired). */
  daysLeft: number;
  /** The first day of near expiry. */
  nearFrom: string;
}

/**
 * The status on `today`: valid through the due date; expired from the day after. Near expiry from
 * `promptDays` before the due date (or the operator's months, default three calendar months, before),
 * and always within the late band (default ten days). Band: '3months' in near expiry before the late
 * band, '10days' in it, 'expired' (band names keep the defaults' names whatever the operator's figures).
 */
export function expiryStatus(doc: DocumentDates, today: string, bands: ExpiryBands = DEFAULT_EXPIRY_BANDS): ExpiryState {
  const daysLeft = daysBetween(today, doc.dueDate);
  const early = doc.promptDays !== null && doc.promptDays !== undefined ? addDays(doc.dueDate, -doc.promptDays) : addMonths(doc.dueDate, -bands.nearMonths);
  const late = addDays(doc.dueDate, -bands.soonDays);
  const nearFrom = early < late ? early : late;
  if (daysLeft < 0) return { status: 'expired', band: 'expired', daysLeft, nearFrom };
  if (daysLeft <= bands.soonDays) return { status: 'nearExpiry', band: '10days', daysLeft, nearFrom };
  if (today >= nearFrom) return { status: 'nearExpiry', band: '3months', daysLeft, nearFrom };
  return { status: 'normal', band: null, daysLeft, nearFrom };
}

/** Whether a document now in `band` should be reminded, given the last band notified (each band once, in order). */
export function bandToNotify(band: ReminderBand | null, lastNotified: string | null | undefined): ReminderBand | null {
  if (!band) return null;
  const last = REMINDER_BANDS.indexOf(lastNotified as ReminderBand);
  return REMINDER_BANDS.indexOf(band) > last ? band : null;
}
