/**
 * The time windows of the monitoring screens: today (the calendar day in the time type: Beijing
 * days start at 16:00 UTC; UTC and Local days at 00:00 UTC — a fleet spread over zones has no
 * single local day), ± 24 hours around now, the last seven days.
 */
import type { TimeType } from '../../../domain/timeType';

export const MONITOR_WINDOWS = ['today', 'around', 'week'] as const;
export type MonitorWindow = (typeof MONITOR_WINDOWS)[number];

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export function dayStart(now: number, timeType: TimeType): number {
  const offset = timeType === 'Beijing' ? 8 * HOUR : 0;
  return Math.floor((now + offset) / DAY) * DAY - offset;
}

export function windowRange(kind: MonitorWindow, now: number, timeType: TimeType): { from: string; to: string } {
  const iso = (ms: number) => new Date(ms).toISOString();
  if (kind === 'today') {
    const start = dayStart(now, timeType);
    return { from: iso(start), to: iso(start + DAY - 1) };
  }
  if (kind === 'around') return { from: iso(now - DAY), to: iso(now + DAY) };
  return { from: iso(dayStart(now, timeType) - 6 * DAY), to: iso(now + HOUR) };
}
