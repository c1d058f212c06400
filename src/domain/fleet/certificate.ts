/**
 * Aircraft certificates: the status and reminder band of a certificate on a calendar day. One pure
 * function (`certificateStatus`) answers for the list, the panel, the reminder job and the seed.
 * Dates are 'YYYY-MM-DD'; "today" is the calendar day in the operator's base zone (`todayIn`).
 */
import { EXPIRY_STATUSES, expiryStatus, todayIn as dayIn, type ExpiryBands, type ExpiryState, type ExpiryStatus } from '../expiry';
import { DEFAULT_FLEET_SETTINGS } from './settings';

/** The fixed list of certificate types (labels in locales/<lang>/fleetCertificate.json). */
export const CERTIFICATE_TYPES = ['registration', 'airworthiness', 'radioStation', 'noise', 'insurance', 'operatingSpec', 'other'] as const;
export type CertificateType = (typeof CERTIFICATE_TYPES)[number];

export const CERTIFICATE_STATUSES = EXPIRY_STATUSES;
export type CertificateStatus = ExpiryStatus;

export { REMINDER_BANDS, type ReminderBand, addDays, addMonths, bandToNotify, daysBetween } from '../expiry';

/** The default operator zone (the fleet rules keep each operator's own). */
export const OPERATOR_ZONE = DEFAULT_FLEET_SETTINGS.baseZone;

/** The operator's reminder bands (fleet rules): near expiry this many calendar months before the end date, the late band this many days. */
export type CertificateBands = ExpiryBands;
export const DEFAULT_CERTIFICATE_BANDS: Readonly<CertificateBands> = Object.freeze({
  nearMonths: DEFAULT_FLEET_SETTINGS.certificateNearMonths,
  soonDays: DEFAULT_FLEET_SETTINGS.certificateSoonDays,
});

/** The calendar day of an instant in an IANA zone (default the operator zone). */
export function todayIn(now: Date | number, zone: string = OPERATOR_ZONE): string {
  return dayIn(now, zone);
}

export interface CertificateDates {
  endDate: string;
  /** Days before the end date near expiry starts; null → three calendar months. */
  reminderDays?: number | null;
}

export type CertificateState = ExpiryState;

/** `expiryStatus` (src/domain/expiry.ts) of a certificate: its end date is the due date, its reminder days the prompt days. */
export function certificateStatus(cert: CertificateDates, today: string, bands: CertificateBands = DEFAULT_CERTIFICATE_BANDS): CertificateState {
  return expiryStatus({ dueDate: cert.endDate, promptDays: cert.reminderDays }, today, bands);
}
