/** A web-socket test client speaking the realtime protocol (src/domain/message/realtime.ts). */
import WebSocket from 'ws';
import { PING_INTERVAL_MS } from '../../src/domain/message/realtime';

export interface Frame {
  type: string;
  seq?: number;
  functionCode?: string;
  messageId?: string | null;
  legId?: string | null;
  tripId?: string | null;
  own?: boolean;
  reason?: string;
  [k: string]: unknown;
}

export interface TestSocket {
  ws: WebSocket;
  frames: Frame[];
  closed: Promise<number>;
  /** Resolves with the first frame (from now or already received after `from`) matching `pred`. */
  next(pred: (f: Frame) => boolean, timeoutMs?: number, from?: number): Promise<Frame>;
  send(obj: object): void;
  close(): void;
}

/**
 * Opens a socket; with `token` it authenticates at once and, like the app, pings every 2 s until
 * closed (`keepAlive: false` stays silent), so a socket idle through a slow step of a test is not
 * dropped by the server's idle limit.
 */
export async function openSocket(baseUrl: string, opts: { token?: string; lastSeq?: number; origin?: string; queryToken?: string; lang?: string; keepAlive?: boolean } = {}): Promise<TestSocket> {
  const url = `${baseUrl.replace(/^http/, 'ws')}/message/v1/ws${opts.queryToken ? `?token=${opts.queryToken}` : ''}`;
  const ws = new WebSocket(url, { headers: opts.origin ? { origin: opts.origin } : {} });
  const frames: Frame[] = [];
  const waiters: { pred: (f: Frame) => boolean; resolve: (f: Frame) => void }[] = [];
  ws.on('message', (data) => {
    const f = JSON.parse(String(data)) as Frame;
    frames.push(f);
    for (const w of [...waiters])
      if (w.pred(f)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(f);
      }
  });
  let pinger: ReturnType<typeof setInterval> | null = null;
  const closed = new Promise<number>((resolve) =>
    ws.on('close', (code) => {
      if (pinger) clearInterval(pinger);
      resolve(code);
    }),
  );
  const opened = new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
    ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
  });
  await opened;
  const sock: TestSocket = {
    ws,
    frames,
    closed,
    next(pred, timeoutMs = 10_000, from = 0) {
      const seen = frames.slice(from).find(pred);
      if (seen) return Promise.resolve(seen);
      return new Promise<Frame>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no matching frame in ${timeoutMs} ms; got ${JSON.stringify(frames.slice(-5))}`)), timeoutMs);
        waiters.push({ pred, resolve: (f) => (clearTimeout(timer), resolve(f)) });
      });
    },
    send: (obj) => ws.send(JSON.stringify(obj)),
    close: () => ws.close(),
  };
  if (opts.token) {
    sock.send({ type: 'auth', token: opts.token, ...(opts.lastSeq !== undefined ? { lastSeq: opts.lastSeq } : {}), ...(opts.lang ? { lang: opts.lang } : {}) });
    if (opts.keepAlive !== false) pinger = setInterval(() => ws.readyState === WebSocket.OPEN && sock.send({ type: 'ping' }), PING_INTERVAL_MS);
  }
  return sock;
}
