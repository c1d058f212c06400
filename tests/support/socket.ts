/** A web-socket test client speaking the realtime protocol (src/domain/message/realtime.ts). */
import WebSocket from 'ws';

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

export async function openSocket(baseUrl: string, opts: { token?: string; lastSeq?: number; origin?: string; queryToken?: string; lang?: string } = {}): Promise<TestSocket> {
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
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
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
  if (opts.token) sock.send({ type: 'auth', token: opts.token, ...(opts.lastSeq !== undefined ? { lastSeq: opts.lastSeq } : {}), ...(opts.lang ? { lang: opts.lang } : {}) });
  return sock;
}
