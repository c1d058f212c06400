import type { TFunction } from 'i18next';
import type { TimeType } from '../../../domain/timeType';

/** `<prefix>.<value>` translated when the locales have it, else the value as stored (open-ended module and function names). */
export function labelOr(t: TFunction, prefix: string, value: string): string {
  const key = `${prefix}.${value}`;
  const text = t(key);
  return text === key ? value : text;
}

/** Logs and registrations have no airport: Local reads UTC (as their exports). */
export const logTimeType = (tt: TimeType): Exclude<TimeType, 'Local'> => (tt === 'Local' ? 'UTC' : tt);
