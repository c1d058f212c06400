/**
 * The realtime socket (`GET /message/v1/ws`, requirements S4): authenticates with the access-token
 * message sent on open (a `?token=` query is accepted for compatibility and is redacted from logs),
 * answers pings, drops peers that stop pinging, closes sockets within seconds of their session being
 * revoked or expiring, caps message size and checks the Origin header.
 *
 * Fan-out between server processes: a trigger on `events` NOTIFYs `foc_events` at commit; every
 * process LISTENs, publishes the company's messages (one process does it, under the cursor lock)
 * and delivers to its own sockets from the committed table — never from process memory alone.
 */
import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { MAX_CLIENT_MESSAGE_BYTES, parseClientFrame, PING_INTERVAL_MS, SERVER_IDLE_DROP_MS, type ServerFrame } from '../../../src/domain/message';
import { AppError } from '../../lib/errors';
import type { Services } from '../../services';
import type { Client, CompanyStream } from './stream';
import { USER_MENUS_CHANNEL } from '../common/roleRepository';
import { MENUS_CHANNEL as SEAT_MENUS_CHANNEL, PRESENCE_TICK_MS } from '../common/seatRepository';
import { FLEET_CHANNEL } from '../fleet/fleetNotify';

/** LISTEN on the database (server/db/client.ts `Database.listen`). */
export interface RealtimeSource {
  listen(channel: string, onPayload: (payload: string) => void, onState?: (listening: boolean) => void): Promise<() => Promise<void>>;
}

export interface HubOptions {
  source: RealtimeSource;
  allowedOrigins: readonly string[];
  /** How often sessions of connected sockets are checked (revocation, expiry). */
  sessionCheckMs?: number;
  /** Silence after which a peer is dropped. */
  idleDropMs?: number;
  /** An unauthenticated socket is closed after this. */
  authTimeoutMs?: number;
}

interface Conn extends Client {
  ws: WebSocket;
  /** Kept in memory only, to read the principal again when the user's access changes. */
  token: string;
  sessionId: string;
  lastSeen: number;
  stream: CompanyStream;
}

export const WS_PATH = '/message/v1/ws';

/** Same origin as the request's host, or listed in FOC_ALLOWED_ORIGINS; clients that send no Origin (servers, tools) pass. */
export function originAllowed(origin: string | undefined, host: string | undefined, allowed: readonly string[]): boolean {
  if (!origin) return true;
  if (allowed.includes(origin)) return true;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

export async function installRealtime(app: FastifyInstance, services: Services, opts: HubOptions) {
  const sessionCheckMs = opts.sessionCheckMs ?? 1000;
  const idleDropMs = opts.idleDropMs ?? SERVER_IDLE_DROP_MS;
  const authTimeoutMs = opts.authTimeoutMs ?? 5000;
  const conns = new Set<Conn>();
  const log = app.log;
  const rt = services.realtime;
  rt.setErrorLog((err, msg) => log.error({ err }, msg));
  // a refresh of some users' permissions (user ids, comma-separated): their sockets reload their menus
  // the socket's principal (its data permissions filter the pushed events) is read again first
  const onUserMenus = (payload: string) => {
    const ids = new Set(payload.split(','));
    for (const c of conns) {
      if (!ids.has(c.principal.userId)) continue;
      void services.auth.authenticate(c.token, true).then(
        (principal) => {
          c.principal = principal;
          c.send({ type: 'menusChanged' });
        },
        () => close(c, 4401, { type: 'bye', reason: 'unauthorized' }),
      );
    }
  };
  const unlisten = [
    await opts.source.listen('foc_events', (p) => rt.onEvent(p)),
    await opts.source.listen('foc_notices', (p) => rt.onNotice(p)),
    await opts.source.listen('foc_settings', (p) => rt.onSettings(p)),
    await opts.source.listen(FLEET_CHANNEL, (p) => rt.onFleet(p)),
    await opts.source.listen(SEAT_MENUS_CHANNEL, (p) => rt.onMenus(p)),
    await opts.source.listen(USER_MENUS_CHANNEL, onUserMenus),
  ];

  const close = (c: Conn, code: number, reason?: ServerFrame & { type: 'bye' }) => {
    if (reason) c.send(reason);
    conns.delete(c);
    c.stream.detach(c);
    try {
      c.ws.close(code);
    } catch {
      c.ws.terminate();
    }
  };

  // Sessions of connected sockets: one query a second for all of them (revoked or expired → closed).
  const sessionTimer = setInterval(() => {
    if (conns.size === 0) return;
    const asked = new Set([...conns].map((c) => c.sessionId));
    void (async () => {
      const alive = await rt.aliveSessions([...asked]);
      // only sessions this query asked about: a socket that signed in meanwhile is not "revoked"
      for (const c of [...conns]) if (asked.has(c.sessionId) && !alive.has(c.sessionId)) close(c, 4401, { type: 'bye', reason: 'revoked' });
    })().catch((err: unknown) => log.warn({ err }, 'realtime session check failed'));
  }, sessionCheckMs);
  sessionTimer.unref();

  // Silent peers are dropped — but only after the pings already received are read: after a long
  // stretch of work (a fan-out, a pause of the machine) timers run before pending socket reads, so
  // a healthy peer whose ping waits in the buffer would look silent. The decision waits for
  // setImmediate, which runs after the event loop's I/O phase has read them.
  const idleTimer = setInterval(() => {
    const now = Date.now();
    const silent = [...conns].filter((c) => now - c.lastSeen > idleDropMs);
    if (silent.length === 0) return;
    setImmediate(() => {
      const later = Date.now();
      for (const c of silent) if (conns.has(c) && later - c.lastSeen > idleDropMs) close(c, 4408, { type: 'bye', reason: 'timeout' });
    });
  }, PING_INTERVAL_MS / 2);
  idleTimer.unref();

  // Sessions with a connected socket are active (the seat status screen's last activity).
  const presenceTimer = setInterval(() => {
    if (conns.size === 0) return;
    services.seats.touchSessions([...new Set([...conns].map((c) => c.sessionId))]).catch((err: unknown) => log.warn({ err }, 'seat presence update failed'));
  }, PRESENCE_TICK_MS);
  presenceTimer.unref();

  // A safety net for a NOTIFY lost with a dropped LISTEN connection.
  const sweepTimer = setInterval(() => rt.pumpAll(), 30_000);
  sweepTimer.unref();

  app.addHook('onClose', async () => {
    clearInterval(sessionTimer);
    clearInterval(idleTimer);
    clearInterval(sweepTimer);
    clearInterval(presenceTimer);
    rt.stop();
    for (const c of [...conns]) close(c, 1001, { type: 'bye', reason: 'shutdown' });
    for (const off of unlisten) await off().catch(() => undefined);
  });

  await app.register(websocket, { options: { maxPayload: MAX_CLIENT_MESSAGE_BYTES } });

  app.route({
    method: 'GET',
    url: WS_PATH,
    config: { access: 'public' },
    schema: { hide: true, querystring: { type: 'object', properties: { token: { type: 'string', maxLength: 300 } } } },
    preValidation: async (request: FastifyRequest, reply) => {
      if (!originAllowed(request.headers.origin, request.headers.host, opts.allowedOrigins)) {
        log.warn({ origin: request.headers.origin }, 'realtime socket refused: origin not allowed');
        return reply.code(403).send({ code: 403, message: 'origin not allowed', result: null });
      }
    },
    // a plain GET (no upgrade) is told to upgrade
    handler: async (_request, reply) => reply.code(426).send({ code: 426, message: 'upgrade required', result: null }),
    wsHandler: (ws: WebSocket, request: FastifyRequest) => {
      let conn: Conn | null = null;
      let authing = false;
      const sendText = (text: string) => {
        if (ws.readyState === ws.OPEN) ws.send(text);
      };
      const send = (frame: ServerFrame) => sendText(JSON.stringify(frame));
      // for a client that sends no auth message; one that did is waited for, however slow the check
      const authTimer = setTimeout(() => {
        if (!conn && !authing) {
          send({ type: 'bye', reason: 'unauthorized' });
          ws.close(4401);
        }
      }, authTimeoutMs);

      const authenticate = async (token: string, lastSeq: number | undefined, lang: string) => {
        authing = true;
        try {
          const principal = await services.auth.authenticate(token);
          if (ws.readyState !== ws.OPEN) return;
          const stream = rt.streamOf(principal.companyId);
          const c: Conn = { ws, token, principal, lang, cursor: null, sessionId: principal.sessionId, lastSeen: Date.now(), stream, send, sendText };
          conn = c;
          conns.add(c);
          clearTimeout(authTimer);
          await stream.attach(c, lastSeq);
        } catch (err) {
          const expired = err instanceof AppError && err.statusCode === 402;
          send({ type: 'bye', reason: expired ? 'expired' : 'unauthorized' });
          ws.close(expired ? 4402 : 4401);
        } finally {
          authing = false;
        }
      };

      const lang = String(request.headers['accept-language'] ?? (request.query as { lang?: string }).lang ?? 'zh');
      const queryToken = (request.query as { token?: string }).token;
      if (queryToken) void authenticate(queryToken, undefined, lang);

      ws.on('message', (data: Buffer, isBinary: boolean) => {
        const frame = isBinary ? null : parseClientFrame(data.toString('utf8'));
        if (!frame) {
          ws.close(1008);
          return;
        }
        if (conn) conn.lastSeen = Date.now();
        if (frame.type === 'ping') send({ type: 'pong' });
        else if (frame.type === 'auth') {
          if (!conn && !authing) void authenticate(frame.token, frame.lastSeq, frame.lang ?? lang);
        } else if (frame.type === 'resume' && conn) {
          conn.cursor = null;
          void conn.stream.attach(conn, frame.lastSeq);
        }
      });
      ws.on('close', () => {
        clearTimeout(authTimer);
        if (conn) {
          conns.delete(conn);
          conn.stream.detach(conn);
        }
      });
      ws.on('error', (err) => log.debug({ err }, 'realtime socket error'));
    },
  });

  return {
    /** Connected, authenticated sockets of this process. */
    connections: () => conns.size,
  };
}
