/**
 * Durations as the duty-time screens show and read them: minutes ⇄ 'H:MM' (hours not bounded by a
 * day: a cumulative limit reads '1000:00', a margin '-0:30'), and the period of a check.
 */
import { DUTY_CHECK_MAX_DAYS } from '../../domain/dutyTime/api';

export { hm, itemValue } from '../../domain/dutyTime/durations';

const HM = /^(\d{1,4}):([0-5]\d)$/;
const HOURS = /^\d{1,4}$/;

/**
 * A typed duration: 'H:MM' (any number of hours) or whole hours ('13' is 13:00). Blank is null;
 * anything else is 'invalid'.
 */
export function parseHm(text: string): number | null | 'invalid' {
  const s = text.trim();
  if (s === '') return null;
  const m = HM.exec(s);
  if (m) return Number(m[1]) * 60 + Number(m[2]);
  if (HOURS.test(s)) return Number(s) * 60;
  return 'invalid';
}

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' of a day `offset` days from `now`'s UTC date. */
export function dayText(offset: number, now = Date.now()): string {
  return new Date(now + offset * DAY_MS).toISOString().slice(0, 10);
}

/** Days a period of whole dates covers, both ends included (NaN when a date is unreadable). */
export function periodDays(from: string, to: string): number {
  const a = Date.parse(`${from}T00:00:00Z`);
  const b = Date.parse(`${to}T00:00:00Z`);
  return Math.round((b - a) / DAY_MS) + 1;
}

/** Why a check period cannot be sent: an i18n key with its parameters, or null. */
export function periodError(from: string, to: string): { key: string; params?: Record<string, number> } | null {
  const days = periodDays(from, to);
  if (Number.isNaN(days)) return null; // the date fields say what is wrong
  if (days < 1) return { key: 'dutyTime.check.periodReversed' };
  if (days > DUTY_CHECK_MAX_DAYS) return { key: 'dutyTime.error.periodTooLong', params: { maxDays: DUTY_CHECK_MAX_DAYS } };
  return null;
}
