import type { TFunction } from 'i18next';
import type { TimeType } from '../../../domain/timeType';

/** `<prefix>.<value>` translated when the locales have it, else the value as stored (open-ended module and function names). */
export function labelOr(t: TFunction, prefix: string, value: string): string {
  const key = `${prefix}.${value}`;
  const text = t(key);
  return text === key ? value : text;
}

/**
 * A log's module: its `systemLog.module.<name>` text, else the plural name the resource of that name
 * gives its lists and exports (`<name>.fileName`: "Agent levels", "Licence types"), else the name.
 */
export function moduleLabel(t: TFunction, name: string): string {
  const own = labelOr(t, 'systemLog.module', name);
  if (own !== name) return own;
  const key = `${name}.fileName`;
  const text = t(key);
  return text === key ? name : text;
}

/** Logs and registrations have no airport: Local reads UTC (as their exports). */
export const logTimeType = (tt: TimeType): Exclude<TimeType, 'Local'> => (tt === 'Local' ? 'UTC' : tt);
