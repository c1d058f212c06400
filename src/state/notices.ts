import { proxy } from 'valtio';

/** The largest unread count the bell shows as a number (requirements S9); above it reads "999+". */
export const UNREAD_BADGE_MAX = 999;

/**
 * Unread messages of the signed-in user. The realtime connection (issue of the message centre)
 * fills `unread`; until then it stays 0 and the bell shows no badge.
 */
export const notices = proxy({ unread: 0 });

export function setUnread(count: number): void {
  notices.unread = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
}

/** The bell's badge text: nothing for 0, the count up to the maximum, then "999+". */
export function unreadBadge(count: number, max = UNREAD_BADGE_MAX): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > max ? `${max}+` : String(Math.floor(count));
}
