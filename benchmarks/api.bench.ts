/**
 * `npm run bench:api`: requests per second and latency of the API under load. One server process
 * (`server/main.ts`) on a fresh PostgreSQL database (`foc_bench_api_*`, dropped at the end), the demo
 * operator seeded with `FOC_DEMO_TRIPS=small`, captcha off. The bench signs in as a seat user who
 * may list legs and gives that user a data permission through the real API (customers: all but one),
 * so the data scope is part of every query. autocannon, in a child process of its own, drives
 * BENCH_CONNECTIONS (32) connections for BENCH_SECONDS (15 s) at:
 *   (a) the leg list `POST /trip/v1/tripLegs/list`, pageSize 50, as that user;
 *   (b) a trivial authenticated route (`GET /account/v1/menus/pathExists`: sign-in check, no query);
 *   (c) the peer: a bare Fastify + pg server (benchmarks/api/children.ts) running the same SQL for the
 *       same user (built by the product's list compiler with the user's scope), no auth.
 * Prints req/s, p50 and p99 of each and the ratios, then one JSON line. See benchmarks/api/README.md.
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoadRequest, LoadResult } from './api/children';
import { freePort } from './realtime/stats';
import { dropBenchDatabase } from './support/benchDb';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
const WARMUP_SECONDS = 3;
/** How long the server may take to migrate and seed (minutes on a busy 2-core machine). */
const START_SECONDS = Number(process.env.BENCH_START_SECONDS ?? 420);
const TARGET = { rps: 1000, p99Ms: 100 };
/** The whole run stops itself after this long, whatever happens. */
const HARD_LIMIT_MS = (START_SECONDS + 60 + ROUNDS * 3 * (SECONDS + WARMUP_SECONDS + 15)) * 1000;
const BODY = { page: 1, pageSize: 50 };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const root = fileURLToPath(new URL('..', import.meta.url));
const childFile = fileURLToPath(new URL('./api/children.ts', import.meta.url));
const adminUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `foc_bench_api_${process.pid}_${randomBytes(3).toString('hex')}`;
const dbUrl = (() => {
  const u = new URL(adminUrl);
  u.pathname = `/${dbName}`;
  return u.toString();
})();
const work = mkdtempSync(join(tmpdir(), 'foc-bench-api-'));
const children = new Set<ChildProcess>();
let dbCreated = false;
let failed = false;

const track = (c: ChildProcess) => {
  children.add(c);
  c.once('exit', () => children.delete(c));
  return c;
};
const stopChild = (c: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (c.exitCode !== null || c.signalCode !== null) return resolve();
    const t = setTimeout(() => c.kill('SIGKILL'), 12_000);
    c.once('exit', () => (clearTimeout(t), resolve()));
    c.kill('SIGTERM');
  });
let cleaned: Promise<void> | null = null;
const cleanup = () =>
  (cleaned ??= (async () => {
    await Promise.all([...children].map(stopChild));
    if (dbCreated) await dropBenchDatabase(adminUrl, dbName);
    if (failed || process.env.BENCH_KEEP_LOGS === '1') console.error(`server log kept in ${work}`);
    else rmSync(work, { recursive: true, force: true });
  })());
for (const sig of ['SIGINT', 'SIGTERM'] as const) process.once(sig, () => void cleanup().then(() => process.exit(130)));
const hardStop = setTimeout(() => {
  console.error(`bench:api still running after ${HARD_LIMIT_MS / 1000} s: stopping`);
  failed = true;
  void cleanup().then(() => process.exit(1));
}, HARD_LIMIT_MS);
hardStop.unref();

async function startServer(password: string): Promise<string> {
  const port = await freePort();
  const log = openSync(join(work, 'server.log'), 'a');
  const child = track(
    // BENCH_CPU_PROF=<folder>: the server writes a V8 CPU profile there when it stops
    spawn(process.execPath, [...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []), '--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      stdio: ['ignore', log, log],
      env: {
        ...process.env,
        DATABASE_URL: dbUrl,
        PORT: String(port),
        HOST: '127.0.0.1',
        FOC_DATA_DIR: join(work, 'data'),
        FOC_CAPTCHA: 'off',
        FOC_ADMIN_PASSWORD: password,
        FOC_DEMO_TRIPS: process.env.BENCH_DEMO_TRIPS ?? 'small',
        FOC_SIMULATOR: 'off',
        FOC_OUTBOX: 'off',
        FOC_LOGIN_MAX_PER_ACCOUNT: '1000',
        FOC_LOGIN_MAX_PER_IP: '1000',
        ...(process.env.BENCH_LOG_LEVEL ? { LOG_LEVEL: process.env.BENCH_LOG_LEVEL } : {}),
      },
    }),
  );
  closeSync(log);
  let died: string | null = null;
  child.once('exit', (code, signal) => (died = `server exited (${code ?? signal}); see ${join(work, 'server.log')}`));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_SECONDS * 1000;
  for (;;) {
    if (died) throw new Error(died);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return base;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`server did not answer /healthz in ${START_SECONDS} s; see ${join(work, 'server.log')}`);
    await sleep(250);
  }
}

async function call<T = any>(base: string, token: string | null, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(base + path, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { code: number; result: T };
  if (json.code !== 20000) throw new Error(`${method} ${path}: HTTP ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
  return json.result;
}

const signIn = async (base: string, userName: string, sha1: string) => {
  const q = new URLSearchParams({ client_id: 'browser', grant_type: 'password', scope: 'ui', username: userName, password: sha1 });
  return (await call<{ access_token: string }>(base, null, 'POST', `/uaa/oauth/token?${q}`)).access_token;
};

/** A seat user who may list legs, given a data permission (all customers but one) by the admin through the API. */
async function benchUser(base: string, sha1: string): Promise<{ userName: string; token: string }> {
  const admin = await signIn(base, 'admin', sha1);
  for (const userName of ['demo-run', 'demo-cs', 'demo-eval', 'demo-control']) {
    const token = await signIn(base, userName, sha1);
    try {
      await call(base, token, 'POST', '/trip/v1/tripLegs/list', { pageSize: 1 });
    } catch {
      continue; // this seat may not list legs
    }
    const customers = await call<{ list: { id: string }[] }>(base, admin, 'POST', '/customer/v1/customers/list', { page: 1, pageSize: 500, sortProperties: 'name', sortDirection: 'asc' });
    const users = await call<{ list: { id: string }[] }>(base, admin, 'POST', '/common/v1/sysUsers/list', { searchParas: { conditions: [{ name: 'userName', op: 'eq', value: userName }] } });
    const id = users.list[0]!.id;
    const { version } = await call<{ version: number }>(base, admin, 'GET', `/common/v1/sysUsers/${id}`);
    const values = customers.list.slice(0, Math.max(1, customers.list.length - 1)).map((c) => c.id);
    await call(base, admin, 'PUT', `/common/v1/sysUsers/${id}/dataPermissions`, { version, grants: [{ dimension: 'customer', mode: 'specific', values }] });
    return { userName, token };
  }
  throw new Error('no demo seat user may list legs');
}

function runLoad(req: LoadRequest): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = track(fork(childFile, ['load'], { cwd: root, execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }));
    child.once('message', (r) => resolve(r as LoadResult));
    child.once('exit', (code) => code !== 0 && reject(new Error(`load process exited ${code}`)));
    child.send(req);
  });
}

function startPeer(userName: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = track(fork(childFile, ['peer', dbUrl, userName, JSON.stringify(BODY)], { cwd: root, execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }));
    child.once('message', (m) => resolve((m as { ready: string }).ready));
    child.once('exit', (code) => reject(new Error(`peer exited ${code}`)));
  });
}

type Name = 'legList' | 'trivial' | 'peer';
const fmt = (r: LoadResult) => `${r.rps.toFixed(0).padStart(6)} req/s   p50 ${String(r.p50Ms).padStart(4)} ms   p99 ${String(r.p99Ms).padStart(4)} ms   (${r.requests} requests, ${r.non2xx} non-2xx, ${r.errors} errors)`;
const median = (rs: LoadResult[]) => [...rs].sort((a, b) => a.rps - b.rps)[Math.floor(rs.length / 2)]!;

async function main(): Promise<void> {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect().catch((e: Error) => {
    throw new Error(`PostgreSQL not reachable at ${adminUrl} (${e.message}); set DATABASE_URL`);
  });
  await admin.query(`CREATE DATABASE "${dbName}"`);
  dbCreated = true;
  await admin.end();

  const password = `Bench-${randomBytes(4).toString('hex')}A9`;
  const sha1 = createHash('sha1').update(password).digest('hex');
  let t = Date.now();
  const base = await startServer(password);
  console.log(`server ${base} on ${dbName} ready in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  const user = await benchUser(base, sha1);
  const first = await call<{ totalNum: number; list: unknown[] }>(base, user.token, 'POST', '/trip/v1/tripLegs/list', BODY);
  if (first.list.length === 0) throw new Error('the leg list is empty: nothing to measure');
  const peerUrl = await startPeer(user.userName);
  const peerFirst = (await (await fetch(peerUrl, { method: 'POST' })).json()) as { result: { totalNum: number } };
  if (peerFirst.result.totalNum !== first.totalNum) throw new Error(`the peer counts ${peerFirst.result.totalNum} legs, the product ${first.totalNum}: not the same query`);
  console.log(`bench user ${user.userName} (data permission: customers, all but one) sees ${first.totalNum} legs; ${CONNECTIONS} connections, ${SECONDS} s each, ${ROUNDS} round(s)`);

  const auth = { authorization: `Bearer ${user.token}` };
  const json = { 'content-type': 'application/json' };
  const targets: Record<Name, Omit<LoadRequest, 'connections' | 'seconds'>> = {
    legList: { url: `${base}/trip/v1/tripLegs/list`, method: 'POST', headers: { ...auth, ...json }, body: JSON.stringify(BODY) },
    trivial: { url: `${base}/account/v1/menus/pathExists?path=%2Ftrip`, method: 'GET', headers: auth },
    peer: { url: peerUrl, method: 'POST', headers: json, body: JSON.stringify(BODY) },
  };
  const results: Record<Name, LoadResult[]> = { legList: [], trivial: [], peer: [] };
  for (let round = 1; round <= ROUNDS; round++) {
    for (const name of Object.keys(targets) as Name[]) {
      await runLoad({ ...targets[name], connections: CONNECTIONS, seconds: WARMUP_SECONDS });
      t = Date.now();
      const r = await runLoad({ ...targets[name], connections: CONNECTIONS, seconds: SECONDS });
      if (r.non2xx > 0 || r.errors > 0) failed = true;
      results[name].push(r);
      console.log(`round ${round}  ${name.padEnd(8)} ${fmt(r)}`);
    }
  }
  const m = { legList: median(results.legList), trivial: median(results.trivial), peer: median(results.peer) };
  console.log(`\n${ROUNDS > 1 ? 'median of rounds' : 'result'}:`);
  for (const name of Object.keys(m) as Name[]) console.log(`  ${name.padEnd(8)} ${fmt(m[name])}`);
  if (ROUNDS > 1) for (const name of Object.keys(m) as Name[]) console.log(`  spread ${name}: ${Math.min(...results[name].map((r) => r.rps)).toFixed(0)}–${Math.max(...results[name].map((r) => r.rps)).toFixed(0)} req/s`);
  console.log(`  ratio legList/peer: ${(m.legList.rps / m.peer.rps).toFixed(2)} (req/s), p99 ${(m.legList.p99Ms / Math.max(1, m.peer.p99Ms)).toFixed(2)}×`);
  console.log(`  ratio trivial/peer: ${(m.trivial.rps / m.peer.rps).toFixed(2)} (req/s)`);
  const met = m.legList.rps >= TARGET.rps && m.legList.p99Ms <= TARGET.p99Ms;
  console.log(`  target leg list ≥ ${TARGET.rps} req/s, p99 ≤ ${TARGET.p99Ms} ms: ${met ? 'met' : 'NOT met'}`);
  const pick = (r: LoadResult) => ({ rps: Math.round(r.rps), p50Ms: r.p50Ms, p99Ms: r.p99Ms });
  console.log(JSON.stringify({ legList: pick(m.legList), trivial: pick(m.trivial), peer: pick(m.peer) }));
}

main()
  .catch((e: unknown) => {
    failed = true;
    console.error(e instanceof Error ? e.message : e);
  })
  .finally(() => void cleanup().then(() => process.exit(failed ? 1 : 0)));
