/** Which columns of a list screen are shown, remembered in the browser per screen. */
import { read, write } from '../../state/storage';

export const COLUMN_STORAGE_PREFIX = 'foc.columns.';

/**
 * The visible columns from stored text: known keys only, in the screen's order; the defaults
 * when nothing usable is stored (never an empty table).
 */
export function parseColumnChoice(raw: string | null, all: readonly string[], defaults: readonly string[] = all): string[] {
  if (!raw) return [...defaults];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [...defaults];
  }
  if (!Array.isArray(parsed)) return [...defaults];
  const chosen = new Set(parsed.filter((k): k is string => typeof k === 'string'));
  const visible = all.filter((k) => chosen.has(k));
  return visible.length > 0 ? visible : [...defaults];
}

/** Turns a column on or off; the last visible column stays. */
export function toggleColumn(visible: readonly string[], key: string, all: readonly string[]): string[] {
  const set = new Set(visible);
  if (set.has(key)) {
    if (set.size === 1) return [...visible];
    set.delete(key);
  } else set.add(key);
  return all.filter((k) => set.has(k));
}

export function loadColumnChoice(screen: string, all: readonly string[], defaults?: readonly string[]): string[] {
  return parseColumnChoice(read(COLUMN_STORAGE_PREFIX + screen), all, defaults);
}

export function saveColumnChoice(screen: string, visible: readonly string[]): void {
  write(COLUMN_STORAGE_PREFIX + screen, JSON.stringify(visible));
}
