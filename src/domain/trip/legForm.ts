/**
 * Trip-leg form rules (requirements D5 "Trip leg form", D9). Errors block saving;
 * warnings need the user's confirmation.
 */
import { delayReasonRequired, DELAY_REASON_THRESHOLD_MINUTES } from './delay';
import { TK, type RefusalParams, type TripErrorKey } from './errors';

/** Flight time above which the user must confirm (D9): 12 hours. */
export const LONG_FLIGHT_MINUTES = 12 * 60;

/** The form's fields. Dates accept yyyy-MM-dd or yyyyMMdd, times HH:mm or HHmm. */
export interface LegForm {
  purpose: string | null;
  operationNature: string | null;
  departureIcao: string | null;
  arrivalIcao: string | null;
  departureDate: string | null;
  departureTime?: string | null;
  arrivalDate: string | null;
  arrivalTime?: string | null;
  /**
   * Offset from UTC, in minutes, of the clock each side is written in (0 for UTC, 480 for
   * Beijing, the airport's offset for Local), so legs crossing zones compare correctly.
   */
  departureOffsetMinutes?: number;
  arrivalOffsetMinutes?: number;
  /** Flight time as entered (H:mm or HH:mm); when absent, arrival minus departure is used. */
  flightTime?: string | null;
  /** Arrival airport of the previous leg and departure airport of the next one, for continuity. */
  previousArrivalIcao?: string | null;
  nextDepartureIcao?: string | null;
  /** Actual takeoff (ISO UTC) and its delay reason. */
  actualTakeoffUtc?: string | null;
  delayReason?: string | null;
}

export interface LegFormIssue {
  field: keyof LegForm | null;
  key: TripErrorKey;
  params?: RefusalParams;
}

export interface LegFormResult {
  errors: LegFormIssue[];
  warnings: LegFormIssue[];
  /** No errors: the form may be saved (after confirming the warnings, if any). */
  ok: boolean;
  needsConfirmation: boolean;
}

const REQUIRED = ['purpose', 'operationNature', 'departureIcao', 'arrivalIcao', 'departureDate', 'arrivalDate'] as const;

const filled = (s: string | null | undefined): s is string => (s ?? '').trim() !== '';

/** Days since the epoch of a yyyy-MM-dd or yyyyMMdd date, or null when invalid. */
function parseDate(s: string): number | null {
  const m = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(s.trim());
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(y, mo - 1, d);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
  return ms / 86_400_000;
}

/** Minutes of a HH:mm / HHmm clock time (00:00–23:59), or null. */
function parseClock(s: string): number | null {
  const m = /^(\d{2}):?(\d{2})$/.exec(s.trim());
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  return h < 24 && min < 60 ? h * 60 + min : null;
}

/** Minutes of an H:mm / HH:mm / HHmm duration, or null. */
function parseDuration(s: string): number | null {
  const m = /^(\d{1,2}):?(\d{2})$/.exec(s.trim());
  if (!m || Number(m[2]) >= 60) return null;
  return Number(m[1]) * 60 + Number(m[2]);
}

/** Validates the trip-leg form. */
export function legValidation(form: LegForm): LegFormResult {
  const errors: LegFormIssue[] = [];
  const warnings: LegFormIssue[] = [];

  for (const field of REQUIRED) if (!filled(form[field])) errors.push({ field, key: TK.required });

  const depDay = filled(form.departureDate) ? parseDate(form.departureDate) : null;
  const arrDay = filled(form.arrivalDate) ? parseDate(form.arrivalDate) : null;
  if (filled(form.departureDate) && depDay === null) errors.push({ field: 'departureDate', key: TK.invalidDate });
  if (filled(form.arrivalDate) && arrDay === null) errors.push({ field: 'arrivalDate', key: TK.invalidDate });
  const depClock = filled(form.departureTime) ? parseClock(form.departureTime) : null;
  const arrClock = filled(form.arrivalTime) ? parseClock(form.arrivalTime) : null;
  if (filled(form.departureTime) && depClock === null) errors.push({ field: 'departureTime', key: TK.invalidTime });
  if (filled(form.arrivalTime) && arrClock === null) errors.push({ field: 'arrivalTime', key: TK.invalidTime });

  // Instants in UTC minutes, when both date and time are known.
  const depAt = depDay !== null && depClock !== null ? depDay * 1440 + depClock - (form.departureOffsetMinutes ?? 0) : null;
  const arrAt = arrDay !== null && arrClock !== null ? arrDay * 1440 + arrClock - (form.arrivalOffsetMinutes ?? 0) : null;

  let flightMinutes: number | null = null;
  if (depDay !== null && arrDay !== null && arrDay < depDay) {
    errors.push({ field: 'arrivalDate', key: TK.arrivalDateBeforeDeparture });
  } else if (depAt !== null && arrAt !== null) {
    if (arrAt < depAt) errors.push({ field: 'arrivalTime', key: TK.arrivalBeforeDeparture });
    else if (arrAt === depAt) errors.push({ field: 'arrivalTime', key: TK.flightTimeInvalid });
    else flightMinutes = arrAt - depAt;
  }
  if (filled(form.flightTime)) {
    const entered = parseDuration(form.flightTime);
    if (entered === null || entered <= 0) errors.push({ field: 'flightTime', key: TK.flightTimeInvalid });
    else flightMinutes = entered;
  }
  if (flightMinutes !== null && flightMinutes > LONG_FLIGHT_MINUTES) {
    warnings.push({ field: 'flightTime', key: TK.flightTimeLong, params: { hours: LONG_FLIGHT_MINUTES / 60 } });
  }

  const dep = (form.departureIcao ?? '').trim().toUpperCase();
  const arr = (form.arrivalIcao ?? '').trim().toUpperCase();
  if (dep !== '' && dep === arr) warnings.push({ field: 'arrivalIcao', key: TK.sameAirport });
  const prev = (form.previousArrivalIcao ?? '').trim().toUpperCase();
  if (prev !== '' && dep !== '' && prev !== dep) {
    warnings.push({ field: 'departureIcao', key: TK.discontinuous, params: { expected: prev } });
  }
  const next = (form.nextDepartureIcao ?? '').trim().toUpperCase();
  if (next !== '' && arr !== '' && next !== arr) {
    warnings.push({ field: 'arrivalIcao', key: TK.discontinuous, params: { expected: next } });
  }

  if (depAt !== null && filled(form.actualTakeoffUtc) && !filled(form.delayReason)) {
    const actual = Date.parse(form.actualTakeoffUtc);
    if (!Number.isNaN(actual) && delayReasonRequired(depAt * 60_000, actual)) {
      errors.push({ field: 'delayReason', key: TK.delayReasonRequired, params: { minutes: DELAY_REASON_THRESHOLD_MINUTES } });
    }
  }

  return { errors, warnings, ok: errors.length === 0, needsConfirmation: warnings.length > 0 };
}
