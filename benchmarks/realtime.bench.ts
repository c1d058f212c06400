/**
 * `npm run bench:realtime`: realtime fan-out latency. Two server processes (`server/main.ts`) on one
 * fresh PostgreSQL database (`foc_bench_rt_*`, dropped at the end), 2,000 then 5,000 authenticated
 * sockets split evenly between them (11 users: admin and the ten demo seat users, one session each,
 * shared by many sockets), pinging every 2 s as the browser does. A leg is changed 30 times, ~300 ms
 * apart, alternately through either server (`POST /trip/v1/tripLegs/:id/edit`, a note: one
 * LEG_UPDATE event per call); for every change and every socket, the time from just before the HTTP
 * request is sent to the frame's arrival at that socket (p50, p99, max), the frames lost, and the
 * HTTP command's own duration. Peer, measured in the same run with the same clients: a bare `ws`
 * WebSocketServer in a child process that, on an HTTP POST, broadcasts one JSON frame (a copy of one
 * of ours, same size) to all its sockets — no database, no auth: the floor of socket fan-out on this
 * machine. The sockets live in two client child processes (one Node process spends too long on
 * 5,000 sockets' frames to measure anything but itself). Prints a table, then one JSON line.
 * See benchmarks/realtime/README.md.
 *
 * The client and peer child processes are benchmarks/realtime/children.ts.
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ClientProc, freePort, openFilesLimit, pct, round1, sortNum, type Arrivals, type PhaseResult } from './realtime/stats';
import { dropBenchDatabase } from './support/benchDb';

const CHANGES = Number(process.env.BENCH_CHANGES ?? 30);
const WARMUP = 3;
const SPACING_MS = Number(process.env.BENCH_SPACING_MS ?? 300);
const SOCKET_COUNTS = (process.env.BENCH_SOCKETS ?? '2000,5000').split(',').map(Number);
const BATCH = 200;
const CLIENTS = 2;
const ARRIVAL_WAIT_MS = 15_000;
const TARGET_P99_MS = 500;

/** CLOCK_MONOTONIC in ms: the same clock in every process of this machine. */
const now = () => Number(process.hrtime.bigint()) / 1e6;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function coordinatorMain(): Promise<void> {
  const { default: pg } = await import('pg');
  const root = fileURLToPath(new URL('..', import.meta.url));
  const self = fileURLToPath(new URL('./realtime/children.ts', import.meta.url));
  const maxSockets = Math.max(...SOCKET_COUNTS);
  const need = Math.ceil(maxSockets / 2) + 500;
  const limit = openFilesLimit();
  if (limit < need) {
    console.error(`ulimit -n is ${limit}: each server and client process holds up to ${Math.ceil(maxSockets / 2)} sockets. Run \`ulimit -n ${need * 2}\` first.`);
    process.exit(1);
  }

  const children = new Set<ChildProcess>();
  const work = mkdtempSync(join(tmpdir(), 'foc-bench-rt-'));
  const adminUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const dbName = `foc_bench_rt_${randomBytes(4).toString('hex')}`;
  const dbUrl = (() => {
    const u = new URL(adminUrl);
    u.pathname = `/${dbName}`;
    return u.toString();
  })();
  let dbCreated = false;
  let failed = false;
  let cleaned: Promise<void> | null = null;

  const stopChild = (c: ChildProcess, graceMs: number) =>
    new Promise<void>((resolve) => {
      if (c.exitCode !== null || c.signalCode !== null) return resolve();
      const t = setTimeout(() => c.kill('SIGKILL'), graceMs);
      c.once('exit', () => (clearTimeout(t), resolve()));
      c.kill('SIGTERM');
    });
  const cleanup = () =>
    (cleaned ??= (async () => {
      await Promise.all([...children].map((c) => stopChild(c, 12_000)));
      if (dbCreated) await dropBenchDatabase(adminUrl, dbName);
      if (failed || process.env.BENCH_KEEP_LOGS === '1') console.error(`server logs kept in ${work}`);
      else rmSync(work, { recursive: true, force: true });
    })());
  process.on('exit', () => {
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  });
  for (const sig of ['SIGINT', 'SIGTERM'] as const)
    process.once(sig, () => {
      failed = true;
      console.error(`\n${sig}: stopping the child processes and dropping the database…`);
      void cleanup().finally(() => process.exit(130));
    });

  const servers: ChildProcess[] = [];
  const stopping = new Set<ChildProcess>();
  const track = (c: ChildProcess) => {
    children.add(c);
    c.once('exit', () => children.delete(c));
    return c;
  };
  let died: string | null = null;
  const check = () => {
    if (died) throw new Error(died);
  };

  try {
    // ── database and the two servers
    {
      const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
      await admin.connect().catch((e: Error) => {
        throw new Error(`PostgreSQL not reachable at ${adminUrl} (${e.message}); set DATABASE_URL`);
      });
      await admin.query(`CREATE DATABASE "${dbName}"`);
      dbCreated = true;
      await admin.end();
    }
    const password = `Bench-${randomBytes(4).toString('hex')}A9`;
    const logLevel = process.env.BENCH_LOG_LEVEL ?? 'warn';
    const startServer = async (n: number) => {
      const port = await freePort();
      const log = openSync(join(work, `server${n}.log`), 'a');
      const child = track(
        // BENCH_CPU_PROF=<folder>: each server writes a V8 CPU profile there when it stops
        spawn(process.execPath, [...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []), '--import', 'tsx', 'server/main.ts'], {
          cwd: root,
          stdio: ['ignore', log, log],
          env: {
            ...process.env,
            DATABASE_URL: dbUrl,
            PORT: String(port),
            HOST: '127.0.0.1',
            FOC_DATA_DIR: join(work, `data${n}`),
            FOC_CAPTCHA: 'off',
            FOC_ADMIN_PASSWORD: password,
            FOC_DEMO_TRIPS: 'off',
            FOC_SIMULATOR: 'off',
            FOC_OUTBOX: 'off',
            LOG_LEVEL: logLevel,
            FOC_LOGIN_MAX_PER_ACCOUNT: '1000',
            FOC_LOGIN_MAX_PER_IP: '1000',
          },
        }),
      );
      closeSync(log);
      servers.push(child);
      child.once('exit', (code, signal) => {
        if (!cleaned && !stopping.has(child)) died = `server ${n} exited (${code ?? signal}); see ${join(work, `server${n}.log`)}`;
      });
      const base = `http://127.0.0.1:${port}`;
      const deadline = Date.now() + 180_000;
      for (;;) {
        check();
        try {
          if ((await fetch(`${base}/healthz`)).ok) break;
        } catch {
          /* not listening yet */
        }
        if (Date.now() > deadline) throw new Error(`server ${n} did not answer /healthz in 180 s; see ${join(work, `server${n}.log`)}`);
        await sleep(250);
      }
      return base;
    };
    let t = now();
    const base1 = await startServer(1); // migrates and seeds
    const base2 = await startServer(2);
    const bases = [base1, base2];
    console.log(`servers ${base1} and ${base2} on ${dbName} ready in ${((now() - t) / 1000).toFixed(1)} s`);

    const api = async <T = any>(base: string, token: string | null, method: string, path: string, body?: unknown): Promise<T> => {
      const res = await fetch(base + path, {
        method,
        headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const json = (await res.json()) as { code: number; result: T };
      if (json.code !== 20000) throw new Error(`${method} ${path}: HTTP ${res.status} ${JSON.stringify(json).slice(0, 400)}`);
      return json.result;
    };
    const sha1 = createHash('sha1').update(password).digest('hex');
    const userNames = ['admin', 'demo-cs', 'demo-eval', 'demo-fleet', 'demo-crew', 'demo-run', 'demo-cabin', 'demo-ground', 'demo-control', 'demo-training', 'demo-finance'];
    const tokens: string[] = [];
    for (const [i, u] of userNames.entries()) {
      const q = new URLSearchParams({ client_id: 'browser', grant_type: 'password', scope: 'ui', username: u, password: sha1 });
      tokens.push((await api<{ access_token: string }>(bases[i % 2]!, null, 'POST', `/uaa/oauth/token?${q}`)).access_token);
    }
    const admin = tokens[0]!;
    // BENCH_EXTRA_USERS=<n>: more users in the company (no sockets): publishing loads every member
    const extraUsers = Number(process.env.BENCH_EXTRA_USERS ?? 0);
    for (let i = 0; i < extraUsers; i++) await api(bases[i % 2]!, admin, 'POST', '/common/v1/sysUsers', { userName: `bench-u${i}`, password, personName: `Bench user ${i}` });
    if (extraUsers) console.log(`${extraUsers} more users created`);
    const customer = await api<{ id: string }>(base1, admin, 'POST', '/customer/v1/customers', { type: 1, name: 'Realtime Bench Customer' });
    const day = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    let trip = await api<{ id: string; version: number; legs: { id: string }[] }>(base1, admin, 'POST', '/trip/v1/trips', {
      customerId: customer.id,
      legs: [{ purpose: 'business', operationNature: 'charter', departureIcao: 'ZBAA', arrivalIcao: 'ZSSS', plannedDepartureUtc: `${day}T02:00:00Z`, plannedArrivalUtc: `${day}T04:30:00Z` }],
      confirm: true,
    });
    const legId = trip.legs[0]!.id;
    const db = new pg.Client({ connectionString: dbUrl });
    db.on('error', () => undefined); // the database is dropped WITH (FORCE) on failure
    await db.connect();
    // when each change committed: the events trigger's NOTIFY, as the servers receive it
    const notifiedAt = new Map<number, number>();
    db.on('notification', (n) => {
      if (n.channel === 'foc_events') notifiedAt.set(Number(n.payload?.split(':')[1]), now());
    });
    await db.query('LISTEN foc_events');

    // ── client processes
    const clients: ClientProc[] = [];
    for (let i = 0; i < CLIENTS; i++) {
      const child = track(fork(self, ['client'], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }));
      child.once('exit', (code, signal) => {
        if (!cleaned) died = `client process ${i} exited (${code ?? signal})`;
      });
      clients.push(new ClientProc(child));
    }
    await Promise.all(clients.map((c) => c.ready));

    /** Opens sockets `from`..`to`-1, 200 at a time: socket j on server j % 2, in client ⌊j/2⌋ % 2, as user j % 11. */
    const openSockets = async (from: number, to: number, urls: string[], auth: boolean) => {
      for (let b = from; b < to; b += BATCH) {
        check();
        const per: { url: string; token: string | null; server: number }[][] = clients.map(() => []);
        for (let j = b; j < Math.min(to, b + BATCH); j++) per[Math.floor(j / 2) % CLIENTS]!.push({ url: urls[j % 2]!, token: auth ? tokens[j % tokens.length]! : null, server: j % 2 });
        const answers = await Promise.all(clients.map((c, i) => c.call<{ errors: string[] }>({ op: 'open', sockets: per[i] })));
        const errors = answers.flatMap((a) => a.errors);
        if (errors.length) {
          const emfile = errors.some((e) => e.includes('EMFILE'));
          throw new Error(
            `${errors.length} of ${Math.min(to, b + BATCH) - b} sockets failed to open (sockets ${b}…): ${[...new Set(errors)].slice(0, 3).join('; ')}` +
              (emfile ? `\nEMFILE: too many open files. Raise the limit (\`ulimit -n ${need * 2}\`) and run again.` : ''),
          );
        }
      }
    };

    /** Triggers `changes` changes `SPACING_MS` apart; answers their seqs and start times once every socket has them (or the wait ran out). */
    const measure = async (
      sockets: number,
      trigger: (k: number) => Promise<{ t0: number; ms: number; seq?: number }>,
      seqsOf: (sent: { t0: number; ms: number; seq?: number }[]) => Promise<number[]>,
      notifiedAt?: Map<number, number>,
    ): Promise<{ result: PhaseResult; sample: string | null }> => {
      // warm-up: a few changes, waited for
      const warm: { t0: number; ms: number; seq?: number }[] = [];
      for (let k = 0; k < WARMUP; k++) warm.push(await trigger(-1 - k));
      const warmSeqs = await seqsOf(warm);
      await waitArrivals(sockets, warmSeqs);
      const sent: { t0: number; ms: number; seq?: number }[] = [];
      const start = now();
      for (let k = 0; k < CHANGES; k++) {
        check();
        const wait = start + k * SPACING_MS - now();
        if (wait > 0) await sleep(wait);
        sent.push(await trigger(k));
      }
      const seqs = await seqsOf(sent);
      if (seqs.length !== CHANGES) throw new Error(`expected ${CHANGES} events, found ${seqs.length}`);
      await waitArrivals(sockets, seqs);
      const answers = await Promise.all(clients.map((c) => c.call<Arrivals>({ op: 'collect', seqs })));
      const rows = answers.flatMap((a) => a.rows);
      if (rows.length !== sockets) throw new Error(`${rows.length} sockets connected, expected ${sockets}`);
      const all: number[] = [];
      const perServer: number[][] = [[], []];
      const first = new Array<number>(CHANGES).fill(Infinity);
      const last = new Array<number>(CHANGES).fill(-Infinity);
      let received = 0;
      for (const [server, ...times] of rows) {
        times.forEach((at, k) => {
          if (at < 0) return;
          const ms = at - sent[k]!.t0;
          received++;
          all.push(ms);
          perServer[server!]!.push(ms);
          first[k] = Math.min(first[k]!, ms);
          last[k] = Math.max(last[k]!, ms);
        });
      }
      const sorted = sortNum(all);
      const cmd = sortNum(sent.map((s) => s.ms));
      const srv = perServer.map(sortNum);
      const notify = notifiedAt ? sortNum(seqs.flatMap((q, k) => (notifiedAt.has(q) ? [notifiedAt.get(q)! - sent[k]!.t0] : []))) : null;
      return {
        sample: answers.find((a) => a.sample)?.sample ?? null,
        result: {
          sockets,
          changes: CHANGES,
          p50Ms: round1(pct(sorted, 0.5)),
          p99Ms: round1(pct(sorted, 0.99)),
          maxMs: round1(sorted[sorted.length - 1] ?? NaN),
          lost: sockets * CHANGES - received,
          duplicates: answers.reduce((a, x) => a + x.duplicates, 0),
          firstSocketMs: round1(pct(sortNum(first.filter(Number.isFinite)), 0.5)),
          lastSocketMs: round1(pct(sortNum(last.filter(Number.isFinite)), 0.5)),
          commandP50Ms: round1(pct(cmd, 0.5)),
          commandP99Ms: round1(pct(cmd, 0.99)),
          notifyMs: notify && notify.length ? round1(pct(notify, 0.5)) : null,
          perServer: srv.map((s) => ({ p50Ms: round1(pct(s, 0.5)), p99Ms: round1(pct(s, 0.99)) })),
          dropped: answers.reduce((a, x) => a + x.dropped, 0),
          dropCodes: answers.flatMap((x) => x.closedCodes).reduce<Record<string, number>>((a, c) => ((a[c] = (a[c] ?? 0) + 1), a), {}),
          resyncs: answers.reduce((a, x) => a + x.resyncs, 0),
        },
      };
    };
    const waitArrivals = async (sockets: number, seqs: number[]) => {
      const deadline = now() + ARRIVAL_WAIT_MS;
      while (now() < deadline) {
        check();
        const counts = await Promise.all(clients.map((c) => c.call<{ received: number }>({ op: 'count', seqs })));
        if (counts.reduce((a, c) => a + c.received, 0) >= sockets * seqs.length) return;
        await sleep(100);
      }
    };

    // ── ours: a leg's note edited, alternately through either server
    const ours: PhaseResult[] = [];
    let sample: string | null = null;
    let opened = 0;
    let k0 = 0;
    const oursTrigger = async () => {
      const base = bases[k0 % 2]!;
      const note = `bench change ${k0++}`;
      const t0 = now();
      const res = await fetch(`${base}/trip/v1/tripLegs/${legId}/edit`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
        body: JSON.stringify({ version: trip.version, note, confirm: true }),
      });
      const json = (await res.json()) as { code: number; result: typeof trip };
      const ms = now() - t0;
      if (json.code !== 20000) throw new Error(`leg edit: HTTP ${res.status} ${JSON.stringify(json).slice(0, 400)}`);
      trip = json.result;
      return { t0, ms };
    };
    const headOfLeg = async () => Number((await db.query('select coalesce(max(sequence), 0) as s from events where leg_id = $1', [legId])).rows[0].s);
    let legHead = await headOfLeg();
    const oursSeqs = async (sent: unknown[]) => {
      const rows = (await db.query('select sequence, function_code from events where leg_id = $1 and sequence > $2 order by sequence', [legId, legHead])).rows as { sequence: string; function_code: string }[];
      if (rows.length !== sent.length || rows.some((r) => r.function_code !== 'LEG_UPDATE'))
        throw new Error(`${sent.length} leg edits wrote ${rows.length} events (${[...new Set(rows.map((r) => r.function_code))].join(', ')}); expected one LEG_UPDATE each`);
      legHead = Number(rows[rows.length - 1]!.sequence);
      return rows.map((r) => Number(r.sequence));
    };
    for (const n of SOCKET_COUNTS) {
      t = now();
      await openSockets(opened, n, bases.map((b) => `${b.replace(/^http/, 'ws')}/message/v1/ws`), true);
      opened = n;
      console.log(`ours: ${n} sockets ready (${((now() - t) / 1000).toFixed(1)} s to open); ${CHANGES} leg changes ${SPACING_MS} ms apart…`);
      await sleep(2000);
      const r = await measure(n, oursTrigger, oursSeqs, notifiedAt);
      sample ??= r.sample;
      ours.push(r.result);
    }
    await Promise.all(clients.map((c) => c.call({ op: 'closeAll' })));
    await db.end();
    // the servers are stopped before the peer runs: it gets the machine to itself too
    for (const c of servers) {
      stopping.add(c);
      await stopChild(c, 12_000);
    }

    // ── peer: bare ws broadcast in one child process
    const peerChild = track(fork(self, ['peer'], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }));
    peerChild.once('exit', (code, signal) => {
      if (!cleaned) died = `peer process exited (${code ?? signal})`;
    });
    const peerPort = await new Promise<number>((resolve) => peerChild.once('message', (m: { port: number }) => resolve(m.port)));
    const peerBase = `http://127.0.0.1:${peerPort}`;
    if (sample) await fetch(`${peerBase}/template`, { method: 'POST', body: sample });
    let peerSeq = 1_000_000;
    const peerTrigger = async () => {
      const seq = ++peerSeq;
      const t0 = now();
      const res = await fetch(`${peerBase}/broadcast?seq=${seq}`, { method: 'POST' });
      const ms = now() - t0;
      if (res.status !== 204) throw new Error(`peer answered ${res.status}`);
      return { t0, ms, seq };
    };
    const peer: PhaseResult[] = [];
    opened = 0;
    for (const n of SOCKET_COUNTS) {
      t = now();
      await openSockets(opened, n, [`ws://127.0.0.1:${peerPort}/`, `ws://127.0.0.1:${peerPort}/`], false);
      opened = n;
      console.log(`peer: ${n} sockets ready (${((now() - t) / 1000).toFixed(1)} s to open); ${CHANGES} broadcasts ${SPACING_MS} ms apart…`);
      await sleep(2000);
      peer.push((await measure(n, peerTrigger, async (sent) => sent.map((s) => s.seq!))).result);
    }
    await Promise.all(clients.map((c) => c.call({ op: 'closeAll' })));

    // ── report
    const row = (system: string, r: PhaseResult) => ({
      system,
      sockets: r.sockets,
      changes: r.changes,
      'p50 ms': r.p50Ms,
      'p99 ms': r.p99Ms,
      'max ms': r.maxMs,
      lost: r.lost,
      'first socket ms': r.firstSocketMs,
      'last socket ms': r.lastSocketMs,
      'commit NOTIFY ms': r.notifyMs ?? '',
      'HTTP command p50 ms': r.commandP50Ms,
      'HTTP command p99 ms': r.commandP99Ms,
    });
    console.table([...ours.map((r) => row('ours (2 servers, PostgreSQL)', r)), ...peer.map((r) => row('peer (bare ws broadcast)', r))]);
    const ratio = (i: number) => ({ p50: round1(ours[i]!.p50Ms / peer[i]!.p50Ms), p99: round1(ours[i]!.p99Ms / peer[i]!.p99Ms) });
    console.table(
      ours.map((r, i) => ({
        sockets: r.sockets,
        'ours ÷ peer p50': ratio(i).p50,
        'ours ÷ peer p99': ratio(i).p99,
        'ours p50 server 1 / 2 ms': `${r.perServer[0]!.p50Ms} / ${r.perServer[1]!.p50Ms}`,
        'ours p99 server 1 / 2 ms': `${r.perServer[0]!.p99Ms} / ${r.perServer[1]!.p99Ms}`,
        duplicates: r.duplicates,
        'sockets dropped (reconnected)': r.dropped,
        'drop codes': JSON.stringify(r.dropCodes),
        resyncs: r.resyncs,
      })),
    );
    const key = (n: number) => `sockets${n}`;
    const brief = (r: PhaseResult) => ({
      p50Ms: r.p50Ms,
      p99Ms: r.p99Ms,
      lost: r.lost,
      maxMs: r.maxMs,
      firstSocketMs: r.firstSocketMs,
      lastSocketMs: r.lastSocketMs,
      ...(r.notifyMs === null ? {} : { notifyMs: r.notifyMs }),
      commandP50Ms: r.commandP50Ms,
      commandP99Ms: r.commandP99Ms,
    });
    const at2000 = ours[SOCKET_COUNTS.indexOf(2000)];
    console.log(
      JSON.stringify({
        ...Object.fromEntries(ours.map((r) => [key(r.sockets), brief(r)])),
        peer: Object.fromEntries(peer.map((r) => [key(r.sockets), brief(r)])),
        ratio: Object.fromEntries(ours.map((r, i) => [key(r.sockets), ratio(i)])),
        servers: 2,
        clientProcesses: CLIENTS,
        users: userNames.length,
        companyUsers: userNames.length + extraUsers,
        frameBytes: sample ? Buffer.byteLength(sample) : null,
        changes: CHANGES,
        spacingMs: SPACING_MS,
        target: { sockets2000P99Ms: TARGET_P99_MS, lost: 0 },
        met: at2000 ? at2000.p99Ms <= TARGET_P99_MS && at2000.lost === 0 : null,
      }),
    );
  } catch (e) {
    failed = true;
    throw e;
  } finally {
    await cleanup();
  }
}

await coordinatorMain().catch((e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
