/** How the delay list shows a delay (requirements D5, D9). */
import { DELAY_REASON_THRESHOLD_MINUTES } from '../../domain/trip/delay';

/** How a delay reads: within 30 minutes a warning; over 30 needs a reason (D5) — danger, and flagged when none was given. */
export function delayLevel(minutes: number, reason: string | null): 'minor' | 'major' | 'missingReason' {
  if (minutes <= DELAY_REASON_THRESHOLD_MINUTES) return 'minor';
  return reason && reason.trim() ? 'major' : 'missingReason';
}

/** Minutes as H:MM ('1:05'), or minutes alone under an hour. */
export const delayText = (minutes: number): string => (minutes < 60 ? String(minutes) : `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`);
