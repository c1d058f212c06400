/**
 * The commands on a log shared by the list and the detail: confirm (a flight time over 12 hours asks
 * first and sends confirmLong) and mark for recheck with a reason. Each resolves to the log's new
 * state, or null when the user cancelled (a refusal has been told by the request layer and rejects).
 */
import type { TFunction } from 'i18next';
import { flbApi, type FlbDetail } from '../../api/flb';
import { toastKey } from '../../app/toaster';
import { LONG_FLIGHT_MINUTES } from '../../domain/flb/rules';
import { confirm, promptReason } from '../../forms';
import { hm } from './flbView';

interface LogRef {
  id: string;
  version: number;
  tripNumber: string;
  legNumber: number;
  flightMinutes: number | null;
}

const name = (r: LogRef) => `${r.tripNumber}-${r.legNumber}`;

/** Asks about a flight time over 12 hours; true when there is none or the user confirmed it. */
export async function askLongFlight(t: TFunction, minutes: number | null): Promise<boolean> {
  if (minutes === null || minutes <= LONG_FLIGHT_MINUTES) return true;
  return confirm({ title: t('flbScreen.confirm.longTitle'), message: t('flbScreen.confirm.long', { time: hm(minutes), limit: hm(LONG_FLIGHT_MINUTES) }) });
}

/** Confirm a log (asks first). */
export async function confirmLog(t: TFunction, r: LogRef): Promise<FlbDetail | null> {
  const long = r.flightMinutes !== null && r.flightMinutes > LONG_FLIGHT_MINUTES;
  if (long) {
    if (!(await askLongFlight(t, r.flightMinutes))) return null;
  } else if (!(await confirm({ title: t('flbScreen.confirm.title'), message: t('flbScreen.confirm.message', { leg: name(r) }), intent: 'primary' }))) return null;
  const answer = await flbApi.confirm(r.id, { version: r.version, ...(long ? { confirmLong: true } : {}) });
  toastKey('flbScreen.confirm.done', undefined, 'success');
  return answer;
}

/** Mark a confirmed log for recheck with a reason. */
export async function recheckLog(t: TFunction, r: LogRef): Promise<FlbDetail | null> {
  const reason = await promptReason({ title: t('flbScreen.recheck.title'), message: t('flbScreen.recheck.message', { leg: name(r) }), confirmText: t('flbScreen.recheck.ok') });
  if (reason === null) return null;
  const answer = await flbApi.recheck(r.id, { version: r.version, reason });
  toastKey('flbScreen.recheck.done', undefined, 'success');
  return answer;
}

/** Which commands a log offers the user. */
export function commandsOf(r: { status: string; recheck: boolean; origin: string }, can: { submit: boolean; recheck: boolean }) {
  return {
    confirm: can.submit && r.origin !== 'synced' && (r.status === 'draft' || r.recheck),
    recheck: can.recheck && r.origin !== 'synced' && r.status === 'confirmed' && !r.recheck,
  };
}
