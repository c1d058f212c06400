/**
 * Aircraft certificates: the status and reminder band of a certificate on a calendar day. One pure
 * function (`certificateStatus`) answers for the list, the panel, the reminder job and the seed.
 * Dates are 'YYYY-MM-DD'; "today" is the calendar day in the operator's base zone (`todayIn`).
 */
import { DEFAULT_FLEET_SETTINGS } from './settings';

/** The fixed list of certificate types (labels in locales/<lang>/fleetCertificate.json). */
export const CERTIFICATE_TYPES = ['registration', 'airworthiness', 'radioStation', 'noise', 'insurance', 'operatingSpec', 'other'] as const;
export type CertificateType = (typeof CERTIFICATE_TYPES)[number];

export const CERTIFICATE_STATUSES = ['normal', 'nearExpiry', 'expired'] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

/** Reminder bands, in the order a certificate enters them. */
export const REMINDER_BANDS = ['3months', '10days', 'expired'] as const;
export type ReminderBand = (typeof REMINDER_BANDS)[number];

/** The default operator zone (the fleet rules keep each operator's own). */
export const OPERATOR_ZONE = DEFAULT_FLEET_SETTINGS.baseZone;

/** The operator's reminder bands (fleet rules): near expiry this many calendar months before the end date, the late band this many days. */
export interface CertificateBands {
  nearMonths: number;
  soonDays: number;
}
export const DEFAULT_CERTIFICATE_BANDS: Readonly<CertificateBands> = Object.freeze({
  nearMonths: DEFAULT_FLEET_SETTINGS.certificateNearMonths,
  soonDays: DEFAULT_FLEET_SETTINGS.certificateSoonDays,
});

const DAY_MS = 86_400_000;
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar day of an instant in an IANA zone. */
export function todayIn(now: Date | number, zone: string = OPERATOR_ZONE): string {
  let f = dayFormats.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(zone, f);
  }
  const parts: Record<string, string> = {};
  for (const p of f.formatToParts(now)) parts[p.type] = p.value;
  return `${parts.year!.padStart(4, '0')}-${parts.month}-${parts.day}`;
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

export interface CertificateDates {
  endDate: string;
  /** Days before the end date near expiry starts; null → three calendar months. */
  reminderDays?: number | null;
}

export interface CertificateState {
  status: CertificateStatus;
  band: ReminderBand | null;
  /** Days from today to the end date (0 on the end date, negative once expired). */
  daysLeft: number;
  /** The first day of near expiry. */
  nearFrom: string;
}

/**
 * The status on `today`: valid through the end date; expired from the day after. Near expiry from
 * `reminderDays` before the end date (or the operator's months, default three calendar months, before),
 * and always within the late band (default ten days). Band: '3months' in near expiry before the late
 * band, '10days' in it, 'expired' (band names keep the defaults' names whatever the operator's figures).
 */
export function certificateStatus(cert: CertificateDates, today: string, bands: CertificateBands = DEFAULT_CERTIFICATE_BANDS): CertificateState {
  const daysLeft = daysBetween(today, cert.endDate);
  const early = cert.reminderDays !== null && cert.reminderDays !== undefined ? addDays(cert.endDate, -cert.reminderDays) : addMonths(cert.endDate, -bands.nearMonths);
  const late = addDays(cert.endDate, -bands.soonDays);
  const nearFrom = early < late ? early : late;
  if (daysLeft < 0) return { status: 'expired', band: 'expired', daysLeft, nearFrom };
  if (daysLeft <= bands.soonDays) return { status: 'nearExpiry', band: '10days', daysLeft, nearFrom };
  if (today >= nearFrom) return { status: 'nearExpiry', band: '3months', daysLeft, nearFrom };
  return { status: 'normal', band: null, daysLeft, nearFrom };
}

/** Whether a certificate now in `band` should be reminded, given the last band notified (each band once, in order). */
export function bandToNotify(band: ReminderBand | null, lastNotified: string | null | undefined): ReminderBand | null {
  if (!band) return null;
  const last = REMINDER_BANDS.indexOf(lastNotified as ReminderBand);
  return REMINDER_BANDS.indexOf(band) > last ? band : null;
}
