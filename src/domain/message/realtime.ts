/**
 * The web-socket protocol shared by the server and the browser (requirements S4, S9).
 * Client → server: `{type:'auth', token, lastSeq?}` (the access-token message sent on open),
 * `{type:'ping'}` every 2 s, `{type:'resume', lastSeq}`. Server → client: `{type:'ready', seq}`,
 * `{type:'pong'}`, `{type:'event', …}`, `{type:'resync', seq}`, `{type:'bye', reason}`.
 */
export const PING_INTERVAL_MS = 2000;
/** No answer within ping + 100 ms: the connection is closed (server timeout). */
export const PING_TIMEOUT_MS = 2100;
export const RECONNECT_MS = 10_000;
/** The largest message a client may send; anything bigger closes the socket (1009). */
export const MAX_CLIENT_MESSAGE_BYTES = 4096;
/** A client silent for this long (no ping) is dropped by the server. */
export const SERVER_IDLE_DROP_MS = 3 * PING_INTERVAL_MS + 500;

/** Message durations a user may choose, in seconds: 0 keeps the notification until closed, -1 shows none. */
export const MESSAGE_DURATIONS = [5, 10, 15, 20, 30, 0, -1] as const;

export interface RealtimeEvent {
  type: 'event';
  seq: number;
  functionCode: string;
  tripId: string | null;
  legId: string | null;
  /** Trip or intention the message is about (the requirements' businessId). */
  businessId: string | null;
  updateAuthor: string;
  updateTime: string;
  messageTitle: string;
  messageInfo: string;
  importance: 0 | 1;
  /** Set when the event made a site message for this user: the browser shows a notification and refreshes the bell. */
  messageId: string | null;
  /** The author's own change: no notification, but live screens still apply it. */
  own: boolean;
  /** The trip's version after the command that made the event (null: not a trip command). */
  tripVersion?: number | null;
}

export type ServerFrame =
  | { type: 'ready'; seq: number }
  | { type: 'pong' }
  | RealtimeEvent
  | { type: 'resync'; seq: number }
  | { type: 'notice' }
  /** The company's settings (readings of leg states and trip statuses) changed: read them again. */
  | { type: 'settings' }
  /** Aircraft statuses, faults or inspections changed (fleet upkeep): screens showing them read again (empty ids: any aircraft). */
  | { type: 'fleetStatus'; aircraftIds: string[] }
  /**
   * Menus changed: of a seat (seatId), of every seat (a catalogue edit), or this user's permissions
   * (roles, grants; no seatId). The browser reloads the user, abilities and routes.
   */
  | { type: 'menusChanged'; seatId?: string }
  | { type: 'bye'; reason: 'revoked' | 'expired' | 'unauthorized' | 'timeout' | 'shutdown' };

export type ClientFrame = { type: 'auth'; token: string; lastSeq?: number; lang?: string } | { type: 'ping' } | { type: 'resume'; lastSeq: number };

/** Parses a client frame; null for anything not of the protocol. */
export function parseClientFrame(text: string): ClientFrame | null {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return null;
  }
  if (!v || typeof v !== 'object') return null;
  const o = v as Record<string, unknown>;
  const seq = (x: unknown) => typeof x === 'number' && Number.isSafeInteger(x) && x >= 0;
  if (o.type === 'ping') return { type: 'ping' };
  if (o.type === 'auth' && typeof o.token === 'string' && o.token.length > 0 && o.token.length <= 300) {
    if (o.lastSeq !== undefined && !seq(o.lastSeq)) return null;
    if (o.lang !== undefined && (typeof o.lang !== 'string' || o.lang.length > 10)) return null;
    const frame: ClientFrame = { type: 'auth', token: o.token };
    if (o.lastSeq !== undefined) frame.lastSeq = o.lastSeq as number;
    if (typeof o.lang === 'string') frame.lang = o.lang;
    return frame;
  }
  if (o.type === 'resume' && seq(o.lastSeq)) return { type: 'resume', lastSeq: o.lastSeq as number };
  return null;
}

/** `/leg` query of a message (requirements S2): a cancelled flight or trip opens with type 9, anything else 1. */
export function legRouteOf(m: { functionCode: string; tripLegId?: string | null; tripId?: string | null }): string | null {
  if (m.tripLegId) return `/leg?tripLegId=${encodeURIComponent(m.tripLegId)}&type=${m.functionCode === 'LEG_CANCEL' ? 9 : 1}`;
  if (m.tripId) return `/leg?businessId=${encodeURIComponent(m.tripId)}&type=${m.functionCode === 'TRIP_CANCEL' ? 9 : 1}`;
  return null;
}

/** Parses a server frame (the browser's side); null for anything else. */
export function parseServerFrame(text: string): ServerFrame | null {
  try {
    const v = JSON.parse(text) as { type?: unknown };
    return v && typeof v === 'object' && typeof v.type === 'string' ? (v as ServerFrame) : null;
  } catch {
    return null;
  }
}
