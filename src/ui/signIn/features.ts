import type { IconName } from '@blueprintjs/icons';

/** The three features the landing page lists (requirements S1); texts under `page.feature.<key>.*`. */
export const FEATURES: readonly { key: string; icon: IconName }[] = [
  { key: 'monitoring', icon: 'notifications' },
  { key: 'flight', icon: 'route' },
  { key: 'dataCentre', icon: 'dashboard' },
];

/** The four live counts of the landing page, in display order. */
export const STAT_KEYS = ['operators', 'activeUsers', 'aircraft', 'groundAgents'] as const;
export type StatKey = (typeof STAT_KEYS)[number];
export type PublicStats = Record<StatKey, number | null>;

/** A count for display: thousands separators; a count not tracked yet (null) shows as '—'. */
export function formatCount(value: number | null | undefined, locale = 'en'): string {
  return typeof value === 'number' && Number.isFinite(value) ? value.toLocaleString(locale) : '—';
}
