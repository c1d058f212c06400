/**
 * Leave and activity times, pure: the server keeps UTC instants; the tab shows and takes them as
 * wall date and time in the user's time type. Local time has no single zone for a crew member's
 * activity, so Local reads and writes as UTC (the column header says which).
 */
import type { TimeType } from '../../domain/timeType';
import { utcToWall, wallToUtc } from '../../domain/trip/wallTime';

/** The time type activities are entered in. */
export const activityTimeType = (timeType: TimeType): TimeType => (timeType === 'Local' ? 'UTC' : timeType);

export interface ActivityWall {
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
}

/** A row with its instants as wall date and time, for the form. */
export function withWallTimes<R extends { startUtc: string; endUtc: string }>(row: R, timeType: TimeType): R & ActivityWall {
  const tt = activityTimeType(timeType);
  const start = utcToWall(row.startUtc, tt);
  const end = utcToWall(row.endUtc, tt);
  return { ...row, startDate: start.date, startTime: start.time, endDate: end.date, endTime: end.time };
}

/** The form's wall times → `startUtc` / `endUtc` (a malformed one is sent as is: the server's schema answers on its field). */
export function toUtcBody(body: Record<string, unknown>, timeType: TimeType): Record<string, unknown> {
  const { startDate, startTime, endDate, endTime, ...rest } = body;
  const tt = activityTimeType(timeType);
  const at = (d: unknown, time: unknown) => wallToUtc(String(d ?? ''), String(time ?? ''), tt) ?? `${String(d ?? '')} ${String(time ?? '')}`;
  if (startDate !== undefined) rest.startUtc = at(startDate, startTime);
  if (endDate !== undefined) rest.endUtc = at(endDate, endTime);
  return rest;
}

/** The end not after the start (the form's cross-field rule). */
export function endBeforeStart(values: Record<string, unknown>, timeType: TimeType): boolean {
  const tt = activityTimeType(timeType);
  const s = wallToUtc(String(values.startDate ?? ''), String(values.startTime ?? ''), tt);
  const e = wallToUtc(String(values.endDate ?? ''), String(values.endTime ?? ''), tt);
  return s !== null && e !== null && e <= s;
}
