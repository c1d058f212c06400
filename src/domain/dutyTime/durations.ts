/** Durations as the duty-time screens and their exports write them: minutes as 'H:MM' (hours not bounded by a day). */
import type { CheckItem } from './check';

/** 605 → '10:05', -30 → '-0:30', null → ''. */
export function hm(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined || !Number.isFinite(minutes)) return '';
  const m = Math.round(minutes);
  const abs = Math.abs(m);
  return `${m < 0 ? '-' : ''}${Math.floor(abs / 60)}:${String(abs % 60).padStart(2, '0')}`;
}

/** A check item's limit, actual or margin: H:MM, or the number itself when the item counts (extensions, sectors). */
export function itemValue(item: Pick<CheckItem, 'unit'>, value: number | null): string {
  if (value === null) return '';
  return item.unit === 'count' ? String(value) : hm(value);
}
