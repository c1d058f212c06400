import type { Intent } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import { findRoute, type FlatRoute } from '../../app/routing/routes';

/** One card of GET /account/v1/dashboard/{seatId}. */
export interface DashboardCard {
  key: string;
  count: number;
  path: string | null;
}

/** Icons of known cards; cards added by later modules get the generic one until they add theirs. */
const ICONS: Record<string, IconName> = {
  companyUsers: 'people',
  signedInUsers: 'log-in',
  failedSignIns: 'warning-sign',
  pendingRegistrations: 'office',
  ownSessions: 'desktop',
};

/** Cards that call for attention while their count is above zero. */
const ATTENTION: Record<string, Intent> = {
  failedSignIns: 'warning',
  pendingRegistrations: 'primary',
};

export function cardLook(card: DashboardCard): { icon: IconName; intent: Intent } {
  return { icon: ICONS[card.key] ?? 'dashboard', intent: card.count > 0 ? (ATTENTION[card.key] ?? 'none') : 'none' };
}

/** The card's screen when the current seat's menu has it (the server names screens the seat may not show). */
export function reachablePath(path: string | null, routes: readonly FlatRoute[]): string | null {
  if (!path) return null;
  const route = findRoute(routes, path.split('?')[0] ?? path);
  return route && !route.directory ? path : null;
}

/** Milliseconds between automatic reloads, or null when off (settings.autoRefresh seconds; 0 = off). */
export function refreshInterval(seconds: number): number | null {
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : null;
}
