/**
 * The app's realtime connection: one socket per signed-in tab, its status, and the bus that live
 * screens, the bell and notifications listen to. Started by the shell, closed on log out.
 */
import { proxy } from 'valtio';
import { messageApi } from '../api/messages';
import { RealtimeClient, type RealtimeStatus } from '../api/realtime';
import type { RealtimeEvent } from '../domain/message/realtime';
import { accountApi } from '../api/account';
import { applyCompanyReadings } from './companyReadings';
import { setUnread } from './notices';
import { onBeforeLogout, onSessionReset, session } from './session';

export const realtime = proxy({ status: 'idle' as RealtimeStatus, events: 0, notices: 0 });

type Listener = (e: RealtimeEvent) => void;
const listeners = new Set<Listener>();
const resyncListeners = new Set<() => void>();
const noticeListeners = new Set<() => void>();
const fleetListeners = new Set<(aircraftIds: readonly string[]) => void>();

/** Every pushed event (live screens filter by trip or leg). Returns the unsubscribe. */
export function onRealtimeEvent(fn: Listener): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}
/** Past the replay window: reload what is on screen. */
export function onRealtimeResync(fn: () => void): () => void {
  resyncListeners.add(fn);
  return () => resyncListeners.delete(fn);
}
export function onNoticeChange(fn: () => void): () => void {
  noticeListeners.add(fn);
  return () => noticeListeners.delete(fn);
}

/** Aircraft statuses, faults or inspections changed (an empty list: any aircraft). Returns the unsubscribe. */
export function onFleetChange(fn: (aircraftIds: readonly string[]) => void): () => void {
  fleetListeners.add(fn);
  return () => fleetListeners.delete(fn);
}

let unreadTimer: ReturnType<typeof setTimeout> | null = null;
/** Re-reads the bell's count (coalesced: a burst of events asks once). */
export function refreshUnread(delay = 150): void {
  if (unreadTimer) return;
  unreadTimer = setTimeout(() => {
    unreadTimer = null;
    if (!session.token) return;
    messageApi.unread().then(
      (r) => setUnread(r.unread),
      () => undefined,
    );
  }, delay);
}

export interface RealtimeHooks {
  language(): string;
  /** A notification for an event that made a message for this user. */
  notify(e: RealtimeEvent): void;
  sessionEnded(reason: string): void;
  /** The user's permissions changed: reload the menus and routes. */
  menusChanged?(): void;
}

let client: RealtimeClient | null = null;

export function startRealtime(hooks: RealtimeHooks): void {
  if (client || typeof WebSocket === 'undefined') return;
  client = new RealtimeClient({
    url: () => `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/message/v1/ws`,
    token: () => session.token,
    language: hooks.language,
    onStatus: (s) => {
      realtime.status = s;
      if (s === 'open') refreshUnread(0);
    },
    onEvent: (e) => {
      realtime.events++;
      for (const fn of listeners) fn(e);
      if (e.messageId && !e.own) {
        refreshUnread();
        hooks.notify(e);
      }
    },
    onResync: () => {
      refreshUnread(0);
      for (const fn of resyncListeners) fn();
    },
    onNotice: () => {
      realtime.notices++;
      for (const fn of noticeListeners) fn();
    },
    onSettings: () => {
      accountApi.companyReadings().then(
        (r) => applyCompanyReadings(r),
        () => undefined,
      );
    },
    onMenus: () => hooks.menusChanged?.(),
    onFleet: (ids) => {
      for (const fn of fleetListeners) fn(ids);
    },
    onSessionEnded: (reason) => hooks.sessionEnded(reason),
  });
  client.start();
}

export function stopRealtime(): void {
  client?.stop();
  client = null;
  realtime.status = 'idle';
}

// Log out closes the socket before the logout call (requirements S4); a reset closes it too.
onBeforeLogout(stopRealtime);
onSessionReset(stopRealtime);
