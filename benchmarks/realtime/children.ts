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

interface Sock {
  ws: WebSocket;
  server: number;
  arrivals: Map<number, number>;
  duplicates: number;
  closed: number | null;
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

  const openOne = (url: string, token: string | null, server: number) =>
    new Promise<string | null>((resolve) => {
      const ws = new WebSocket(url, { perMessageDeflate: false });
      const s: Sock = { ws, server, arrivals: new Map(), duplicates: 0, closed: null };
      let done = false;
      const finish = (err: string | null) => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        resolve(err);
      };
      const timer = setTimeout(() => finish('no ready frame within 30 s'), 30_000);
      ws.on('open', () => token && ws.send(JSON.stringify({ type: 'auth', token })));
      ws.on('message', (data: Buffer) => {
        const t = now();
        const text = data.toString('utf8');
        const f = JSON.parse(text) as { type: string; seq?: number };
        if (f.type === 'event') {
          if (s.arrivals.has(f.seq!)) s.duplicates++;
          else s.arrivals.set(f.seq!, t);
          sample ??= text;
        } else if (f.type === 'ready') {
          socks.push(s);
          finish(null);
        } else if (f.type === 'bye') finish(`bye ${JSON.stringify(f)}`);
      });
      ws.on('unexpected-response', (req, res) => {
        req.destroy();
        finish(`HTTP ${res.statusCode}`);
      });
      ws.on('error', (e: NodeJS.ErrnoException) => finish(`${e.code ?? 'error'}: ${e.message}`));
      ws.on('close', (code) => {
        s.closed = code;
        finish(`closed ${code}`);
      });
    });

  process.on('message', (m: Request) => {
    const reply = (body: object) => process.send!({ id: m.id, ...body });
    if (m.op === 'open') {
      void Promise.all(m.sockets.map((s) => openOne(s.url, s.token, s.server))).then((errors) => reply({ errors: errors.filter(Boolean) }));
    } else if (m.op === 'count') {
      let n = 0;
      for (const s of socks) for (const q of m.seqs) if (s.arrivals.has(q)) n++;
      reply({ received: n, closed: socks.filter((s) => s.closed !== null).length });
    } else if (m.op === 'collect') {
      // per socket: its server, then the arrival time of each seq (-1: never arrived)
      const rows = socks.map((s) => [s.server, ...m.seqs.map((q) => s.arrivals.get(q) ?? -1)]);
      const closedCodes = socks.filter((s) => s.closed !== null).map((s) => s.closed);
      reply({ rows, duplicates: socks.reduce((a, s) => a + s.duplicates, 0), closedCodes, sample });
    } else if (m.op === 'closeAll') {
      const all = socks.splice(0);
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
