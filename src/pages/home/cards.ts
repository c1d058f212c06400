import type { Intent } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import { findRoute, type FlatRoute } from '../../app/routing/routes';
import type { HomeCardKey } from '../../domain/home/homeCards';
import type { TimeType } from '../../domain/timeType';
import { formatInstant, zoneLabel } from '../../domain/trip/time';

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

/** The work cards: reloads on pushed events are coalesced over a second; the clock-driven flags move once a minute. */
export const LIVE_DEBOUNCE_MS = 1000;
export const CLOCK_TICK_MS = 60_000;

/** Icons of the work cards (src/domain/home). */
export const WORK_ICONS: Record<HomeCardKey, IconName> = {
  overdue: 'time',
  detected: 'satellite',
  delayed: 'outdated',
  stale: 'archive',
  movements: 'airplane',
  legsWithoutCrew: 'people',
  airworthiness: 'wrench',
  aircraftStatus: 'warning-sign',
  melDue: 'build',
  dutyWarnings: 'stopwatch',
  invalidAssignments: 'blocked-person',
  newIntentions: 'lightbulb',
  tripsToSubmit: 'send-message',
  flbToConfirm: 'manual',
};

/**
 * A row's instant in the user's time type: 'HH:mm' on the shown day, 'MM-DD HH:mm' on another;
 * in Local with the airport's offset ('' for none or an invalid instant).
 */
export function rowTime(iso: string | null, timeType: TimeType, zone: string | null, now: number): string {
  if (!iso) return '';
  try {
    const at = formatInstant(iso, timeType, zone).text;
    const today = formatInstant(new Date(now).toISOString(), timeType, zone).text.slice(0, 10);
    const text = at.slice(0, 10) === today ? at.slice(11) : at.slice(5);
    return timeType === 'Local' ? `${text} ${zoneLabel('Local', zone, iso)}` : text;
  } catch {
    return '';
  }
}

/** The calendar day a home answer covers ('YYYY-MM-DD' of its start; Local days are UTC days). */
export function dayText(fromIso: string, timeType: TimeType): string {
  try {
    return formatInstant(fromIso, timeType === 'Local' ? 'UTC' : timeType).text.slice(0, 10);
  } catch {
    return '';
  }
}
