/**
 * Pure pieces of the business-intention screen: search conditions, the dialog's draft (departure
 * times as wall-clock text in the user's time type) and the request body (instants in UTC).
 */
import type { IntentionInput, IntentionRow } from '../../../api/intention';
import type { ListCondition } from '../../../api/trip';
import type { TimeType } from '../../../domain/timeType';
import { formatInstant } from '../../../domain/trip';
import { wallToUtc } from '../../../domain/trip/intentionRules';
import type { RuleError } from '../../../domain/validation/types';

export { routeText } from '../../../domain/trip/intentionRules';

export interface IntentionSearch {
  intentionNumber: string;
  status: string;
}
export const EMPTY_INTENTION_SEARCH: IntentionSearch = { intentionNumber: '', status: '' };

export function intentionConditions(s: IntentionSearch): ListCondition[] {
  return [
    { name: 'intentionNumber', op: 'startsWith', value: s.intentionNumber.trim().toUpperCase() },
    { name: 'status', op: 'eq', value: s.status },
  ];
}

export const STATUS_INTENT: Record<string, 'none' | 'primary' | 'success' | 'warning' | 'danger'> = {
  toConfirm: 'warning',
  confirmed: 'success',
  rejected: 'danger',
  cancelled: 'none',
};

export interface LegDraft {
  departureIcao: string;
  arrivalIcao: string;
  /** 'YYYY-MM-DD HH:mm' in the time type (Local: the departure airport's zone). */
  departure: string;
  passengers: string;
}

export interface IntentionDraft {
  customerId: string;
  contactName: string;
  contactPhone: string;
  note: string;
  legs: LegDraft[];
}

export const EMPTY_LEG: LegDraft = { departureIcao: '', arrivalIcao: '', departure: '', passengers: '' };

/** The dialog's start: an intention's fields, or an empty one with one leg row. */
export function draftOf(row: IntentionRow | null, timeType: TimeType, zones: Record<string, string | null> = {}): IntentionDraft {
  if (!row) return { customerId: '', contactName: '', contactPhone: '', note: '', legs: [{ ...EMPTY_LEG }] };
  return {
    customerId: row.customerId,
    contactName: row.contactName ?? '',
    contactPhone: row.contactPhone ?? '',
    note: row.note ?? '',
    legs: row.requestedLegs.map((l) => ({
      departureIcao: l.departureIcao,
      arrivalIcao: l.arrivalIcao,
      departure: formatInstant(l.departureUtc, timeType, zones[l.departureIcao]).text,
      passengers: l.passengers == null ? '' : String(l.passengers),
    })),
  };
}

const ICAO = /^[A-Z0-9]{4}$/;
const blankToNull = (s: string) => (s.trim() === '' ? null : s.trim());

/** Field errors by name ('customerId', 'legs.0.departureIcao', …), or the body to send. */
export function bodyOf(
  d: IntentionDraft,
  timeType: TimeType,
  zones: Record<string, string | null> = {},
): { errors: Record<string, RuleError>; body: IntentionInput | null } {
  const errors: Record<string, RuleError> = {};
  if (!d.customerId) errors.customerId = { key: 'validation.required' };
  const legs = d.legs.map((l, i) => {
    const dep = l.departureIcao.trim().toUpperCase();
    const arr = l.arrivalIcao.trim().toUpperCase();
    if (!ICAO.test(dep)) errors[`legs.${i}.departureIcao`] = { key: dep ? 'intention.form.icaoFormat' : 'validation.required' };
    if (!ICAO.test(arr)) errors[`legs.${i}.arrivalIcao`] = { key: arr ? 'intention.form.icaoFormat' : 'validation.required' };
    const utc = l.departure.trim() ? wallToUtc(l.departure, timeType, zones[dep]) : null;
    if (!utc) errors[`legs.${i}.departure`] = { key: l.departure.trim() ? 'validation.date.invalid' : 'validation.required' };
    const pax = l.passengers.trim();
    const passengers = pax === '' ? null : Number(pax);
    if (passengers !== null && !(Number.isInteger(passengers) && passengers >= 0 && passengers <= 999)) errors[`legs.${i}.passengers`] = { key: 'intention.form.passengers' };
    return { departureIcao: dep, arrivalIcao: arr, departureUtc: utc ?? '', passengers };
  });
  if (Object.keys(errors).length > 0) return { errors, body: null };
  return {
    errors,
    body: { customerId: d.customerId, contactName: blankToNull(d.contactName), contactPhone: blankToNull(d.contactPhone), note: blankToNull(d.note), requestedLegs: legs },
  };
}

