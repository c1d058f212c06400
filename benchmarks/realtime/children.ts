/**
 * Child processes of `npm run bench:realtime` (benchmarks/realtime.bench.ts forks this file):
 * `client` holds sockets and records arrival times; `peer` is the bare `ws` broadcast server the
 * realtime path is compared with.
 */
import { createServer, type Server } from 'node:http';
import WebSocket, { WebSocketServer } from 'ws';

const PING_MS = 2000;
/** CLOCK_MONOTONIC in ms: the same clock in every process of this machine. */
const now = () => Number(process.hrtime.bigint()) / 1e6;

/**
 * After a drop a socket comes back as the app's client does (src/api/realtime.ts): a new socket,
 * `auth` with the last sequence it saw, and the server replays what it missed (or says `resync`).
 * The app waits 10 s before reconnecting; the bench waits BENCH_RECONNECT_MS (1 s) so that replayed
 * frames land within the run's wait — they count, late, in the latencies.
 */
const RECONNECT_MS = Number(process.env.BENCH_RECONNECT_MS ?? 1000);

interface Sock {
  ws: WebSocket;
  url: string;
  token: string | null;
  server: number;
  arrivals: Map<number, number>;
  duplicates: number;
  /** Highest sequence seen (ready, event or resync): what a reconnect asks to be replayed from. */
  lastSeq: number | null;
  /** Close codes of the drops (the socket came back after each). */
  drops: number[];
  resyncs: number;
  closing: boolean;
}

type Request =
  | { id: number; op: 'open'; sockets: { url: string; token: string | null; server: number }[] }
  | { id: number; op: 'count'; seqs: number[] }
  | { id: number; op: 'collect'; seqs: number[] }
  | { id: number; op: 'closeAll' };

function clientMain(): void {
  const socks: Sock[] = [];
  let sample: string | null = null;
  let tick = 0;
  // every socket pings every 2 s, in 20 slots 100 ms apart (as browsers do, not all at once)
  setInterval(() => {
    tick++;
    for (let i = tick % 20; i < socks.length; i += 20) {
      const ws = socks[i]!.ws;
      if (ws.readyState === WebSocket.OPEN) ws.send('{"type":"ping"}');
    }
  }, PING_MS / 20);

  const attach = (s: Sock, onReady: (err: string | null) => void) => {
    const ws = new WebSocket(s.url, { perMessageDeflate: false });
    s.ws = ws;
    let ready = false;
    ws.on('open', () => {
      if (!s.token) return;
      const auth: Record<string, unknown> = { type: 'auth', token: s.token };
      if (s.lastSeq !== null) auth.lastSeq = s.lastSeq;
      ws.send(JSON.stringify(auth));
    });
    ws.on('message', (data: Buffer) => {
      const t = now();
      const text = data.toString('utf8');
      const f = JSON.parse(text) as { type: string; seq?: number };
      if (f.type === 'event') {
        if (s.arrivals.has(f.seq!)) s.duplicates++;
        else s.arrivals.set(f.seq!, t);
        if (s.lastSeq === null || f.seq! > s.lastSeq) s.lastSeq = f.seq!;
        sample ??= text;
      } else if (f.type === 'ready' || f.type === 'resync') {
        if (f.type === 'resync') s.resyncs++;
        if (typeof f.seq === 'number' && (s.lastSeq === null || f.seq > s.lastSeq)) s.lastSeq = f.seq;
        if (!ready) {
          ready = true;
          onReady(null);
        }
      } else if (f.type === 'bye') onReady(`bye ${JSON.stringify(f)}`);
    });
    ws.on('unexpected-response', (req, res) => {
      req.destroy();
      onReady(`HTTP ${res.statusCode}`);
    });
    ws.on('error', (e: NodeJS.ErrnoException) => onReady(`${e.code ?? 'error'}: ${e.message}`));
    ws.on('close', (code) => {
      onReady(`closed ${code}`);
      // a drop of a connected socket (or a failed attempt to come back): again after a pause, asking for what it missed
      if ((ready || s.drops.length > 0) && !s.closing && s.ws === ws) {
        if (ready) s.drops.push(code);
        setTimeout(() => !s.closing && attach(s, () => undefined), RECONNECT_MS);
      }
    });
  };

  const openOne = (url: string, token: string | null, server: number) =>
    new Promise<string | null>((resolve) => {
      const s: Sock = { ws: null as unknown as WebSocket, url, token, server, arrivals: new Map(), duplicates: 0, lastSeq: null, drops: [], resyncs: 0, closing: false };
      let done = false;
      const timer = setTimeout(() => finish('no ready frame within 30 s'), 30_000);
      function finish(err: string | null) {
        if (done) return;
        done = true;
        clearTimeout(timer);
        if (err === null) socks.push(s);
        else s.closing = true;
        resolve(err);
      }
      attach(s, finish);
    });

  process.on('message', (m: Request) => {
    const reply = (body: object) => process.send!({ id: m.id, ...body });
    if (m.op === 'open') {
      void Promise.all(m.sockets.map((s) => openOne(s.url, s.token, s.server))).then((errors) => reply({ errors: errors.filter(Boolean) }));
    } else if (m.op === 'count') {
      let n = 0;
      for (const s of socks) for (const q of m.seqs) if (s.arrivals.has(q)) n++;
      reply({ received: n, closed: socks.reduce((a, s) => a + s.drops.length, 0) });
    } else if (m.op === 'collect') {
      // per socket: its server, then the arrival time of each seq (-1: never arrived)
      const rows = socks.map((s) => [s.server, ...m.seqs.map((q) => s.arrivals.get(q) ?? -1)]);
      const closedCodes = socks.flatMap((s) => s.drops);
      const dropped = socks.filter((s) => s.drops.length > 0).length;
      const resyncs = socks.reduce((a, s) => a + s.resyncs, 0);
      reply({ rows, duplicates: socks.reduce((a, s) => a + s.duplicates, 0), closedCodes, dropped, resyncs, sample });
    } else if (m.op === 'closeAll') {
      const all = socks.splice(0);
      for (const s of all) s.closing = true;
      void Promise.all(
        all.map(
          (s) =>
            new Promise<void>((resolve) => {
              if (s.ws.readyState === WebSocket.CLOSED) return resolve();
              const t = setTimeout(() => (s.ws.terminate(), resolve()), 3000);
              s.ws.once('close', () => (clearTimeout(t), resolve()));
              s.ws.close();
            }),
        ),
      ).then(() => reply({}));
    }
  });
  process.on('disconnect', () => process.exit(0));
  process.send!({ id: 0, ready: true });
}

// ───────────────────────────── peer child process ─────────────────────────────

function peerMain(): void {
  let template: Record<string, unknown> = { type: 'event' };
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://peer');
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      if (req.method === 'POST' && url.pathname === '/template') {
        template = JSON.parse(body) as Record<string, unknown>;
        res.writeHead(204).end();
      } else if (req.method === 'POST' && url.pathname === '/broadcast') {
        const frame = JSON.stringify({ ...template, seq: Number(url.searchParams.get('seq')) });
        for (const ws of wss.clients) if (ws.readyState === WebSocket.OPEN) ws.send(frame);
        res.writeHead(204).end();
      } else res.writeHead(404).end();
    });
  });
  const wss = new WebSocketServer({ server });
  wss.on('connection', (ws) => {
    ws.on('message', () => undefined); // pings are received and ignored
    ws.send('{"type":"ready","seq":0}');
  });
  server.listen(0, '127.0.0.1', () => process.send!({ port: (server.address() as { port: number }).port }));
  process.on('disconnect', () => process.exit(0));
}

const role = process.argv[2];
if (role === 'client') clientMain();
else if (role === 'peer') peerMain();
