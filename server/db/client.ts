import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { lockDataDir } from './lock';

export type Schema = typeof schema;
/** The one database type the repositories see, whichever driver runs underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query API as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL address (absent for PGlite): a second process opens the same database with it. */
  url?: string;
  /** Runs `fn` holding a database-wide advisory lock (used for migrations and seeding by several processes). */
  withAdvisoryLock<T>(key: number, fn: (db: Db) => Promise<T>): Promise<T>;
  /**
   * Raw LISTEN support for realtime fan-out and cache invalidation. `onState` is told when the
   * LISTEN is in place (true) and when its connection is lost (false; notifications may be missed
   * until the next true).
   */
  listen(channel: string, onPayload: (payload: string) => void, onState?: (listening: boolean) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… — when absent, PGlite runs in-process. */
  url?: string;
  /** PGlite data folder; `memory://` for a throw-away database. */
  dataDir?: string;
  /** PGlite: start from a dumped data folder (tests). */
  loadDataDir?: Blob;
  log?: { warn: (obj: unknown, msg?: string) => void };
  /**
   * PGlite: give the event loop a turn before a query once this many ms of queries have run back to
   * back (the server process sets it; tests and benchmarks run without).
   */
  yieldEveryMs?: number;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  return opts.url ? openPostgres(opts.url, opts) : openPglite(opts);
}

async function openPostgres(url: string, opts: DatabaseOptions): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.FOC_DB_POOL ?? 10) });
  // An idle client dropped by the server emits 'error'; unhandled, it would kill the process.
  pool.on('error', (err) => opts.log?.warn({ err }, 'idle PostgreSQL client error'));
  const db = drizzle(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    url,
    async withAdvisoryLock(key, fn) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [key]);
        try {
          return await fn(drizzle(client, { schema }) as unknown as Db);
        } finally {
          await client.query('select pg_advisory_unlock($1)', [key]);
        }
      } finally {
        client.release();
      }
    },
    async listen(channel, onPayload, onState) {
      // A dedicated connection (not from the pool), re-opened if the server drops it.
      const quoted = `"${channel.replace(/"/g, '')}"`;
      let client: InstanceType<typeof pg.Client> | null = null;
      let stopped = false;
      const retry = (): void => {
        if (!stopped) setTimeout(() => void open().catch(retry), 1000).unref();
      };
      const open = async (): Promise<void> => {
        const c = new pg.Client({ connectionString: url });
        c.on('notification', (n) => n.channel === channel && onPayload(n.payload ?? ''));
        c.on('error', (err) => {
          opts.log?.warn({ err }, `LISTEN ${channel}: connection lost, reconnecting`);
          onState?.(false);
          client = null;
          c.end().catch(() => undefined);
          retry();
        });
        c.on('end', () => {
          if (client !== c) return; // closed by us, or after an error already handled
          client = null;
          onState?.(false);
          retry();
        });
        await c.connect();
        await c.query(`LISTEN ${quoted}`);
        client = c;
        onState?.(true);
      };
      await open();
      return async () => {
        stopped = true;
        onState?.(false);
        const c = client;
        client = null;
        if (c) await c.end().catch(() => undefined);
      };
    },
    close: () => pool.end(),
  };
}

async function openPglite(opts: DatabaseOptions): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const dir = opts.dataDir ?? 'memory://';
  const release = dir.startsWith('memory://') ? () => undefined : lockDataDir(dir);
  let client: InstanceType<typeof PGlite>;
  try {
    client = await PGlite.create(dir.startsWith('memory://') ? undefined : dir, {
      ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
    });
  } catch (e) {
    release();
    throw e;
  }
  if (opts.yieldEveryMs) yieldBeforeEachQuery(client, opts.yieldEveryMs);
  const db = drizzle(client, { schema }) as unknown as Db;
  let closed = false;
  const unlisteners = new Set<() => Promise<void>>();
  return {
    db,
    kind: 'pglite',
    // One connection, one process: PGlite serialises everything already.
    withAdvisoryLock: (_key, fn) => fn(db),
    async listen(channel, onPayload, onState) {
      const unlisten = await client.listen(channel, onPayload);
      onState?.(true);
      const off = async () => {
        unlisteners.delete(off);
        onState?.(false);
        if (!closed) await unlisten(); // unlisten() after close() crashes PGlite
      };
      unlisteners.add(off);
      return off;
    },
    async close() {
      if (closed) return;
      for (const off of [...unlisteners]) await off();
      closed = true;
      await client.close();
      release();
    },
  };
}

interface Queryable {
  query: (...args: never[]) => Promise<unknown>;
}
interface PgliteLike extends Queryable {
  transaction: <T>(fn: (tx: Queryable) => Promise<T>) => Promise<T>;
}

const macrotask = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
let turnStarted = performance.now();

function yieldingQuery(target: Queryable, turnMs: number): void {
  const query = target.query.bind(target);
  target.query = async (...args) => {
    if (performance.now() - turnStarted > turnMs) {
      await macrotask();
      turnStarted = performance.now();
    }
    return query(...args);
  };
}

/**
 * PGlite runs each query on the main thread and answers through promise jobs only, so a long
 * chain of queries (the demo seed of a first start, an import) would never let the event loop
 * read a socket: requests, `/healthz` and signals waited seconds. A macrotask turn before a query,
 * once `turnMs` (10 ms in the server) have passed since the last one, lets pending I/O in; PGlite's own queue then serves
 * the waiting request's query next (it is FIFO), so a background writer and the users share the
 * database, while a burst of short queries pays for one turn per 10 ms, not one per query. Tests
 * leave it off: a turn in every request made the track suite twice as slow on a loaded machine.
 */
function yieldBeforeEachQuery(client: unknown, turnMs: number): void {
  const c = client as PgliteLike;
  yieldingQuery(c, turnMs);
  const transaction = c.transaction.bind(c);
  c.transaction = (fn) =>
    transaction((tx) => {
      yieldingQuery(tx, turnMs);
      return fn(tx);
    });
}

/** Dumps a PGlite database (for test templates). */
export async function dumpPglite(database: Database): Promise<Blob> {
  const client = (database.db as unknown as { $client: { dumpDataDir(c?: 'none' | 'gzip'): Promise<Blob> } }).$client;
  return client.dumpDataDir('none');
}
