/**
 * Child processes of `npm run bench:api` (benchmarks/api.bench.ts forks this file):
 * `load` runs autocannon against a URL (the load never shares a process with a server);
 * `peer` is the bare Fastify + pg server the leg list is compared with: the same SQL the product
 * runs for the bench user (data scope included, built once at start by the product's own list
 * code: one statement, the page with its total as a window count), run on a pool of the same size,
 * no authentication, no response schema.
 */
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { openDatabase } from '../../server/db/client';
import { tripLegs } from '../../server/db/schema';
import { scopeWhere } from '../../server/lib/dataScope';
import { listTableQuery } from '../../server/lib/crud';
import type { ListQueryBody } from '../../server/lib/listQuery';
import { createAccessService, principalBaseOf } from '../../server/modules/account/accessService';
import { createUserRepository } from '../../server/modules/common/userRepository';
import { legListDef, legScope } from '../../server/modules/trip/trips/tripLists';

export interface LoadRequest {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  connections: number;
  seconds: number;
}
export interface LoadResult {
  rps: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  errors: number;
  non2xx: number;
}

async function load(req: LoadRequest): Promise<LoadResult> {
  const r = await autocannon({
    url: req.url,
    method: req.method,
    headers: req.headers,
    body: req.body,
    connections: req.connections,
    duration: req.seconds,
    pipelining: 1,
  });
  return { rps: r.requests.average, p50Ms: r.latency.p50, p99Ms: r.latency.p99, requests: r.requests.total, errors: r.errors + r.timeouts, non2xx: r.non2xx };
}

async function peer(databaseUrl: string, userName: string, body: ListQueryBody): Promise<void> {
  const database = await openDatabase({ url: databaseUrl });
  const user = await createUserRepository(database.db).findByUserName(userName);
  if (!user) throw new Error(`no user ${userName}`);
  const principal = await createAccessService(database.db).load(principalBaseOf(user));
  // the product's statement: the page with its total as a window count (server/lib/crud.ts listTable)
  const pageSql = listTableQuery(database.db, tripLegs, legListDef, scopeWhere(legScope, principal), body).page.toSQL();
  await database.close();

  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: databaseUrl, max: Number(process.env.FOC_DB_POOL ?? 10) });
  const app = Fastify();
  app.post('/list', async () => {
    const page = await pool.query(pageSql.sql, pageSql.params);
    const totalNum = page.rows.length ? Number(page.rows[0].count) : 0; // the window count's column
    return { code: 20000, message: 'success', result: { totalNum, list: page.rows } };
  });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  process.send!({ ready: `${address}/list`, sql: pageSql.sql });
  process.on('SIGTERM', () => void app.close().then(() => pool.end()).then(() => process.exit(0)));
}

const role = process.argv[2];
if (role === 'load') {
  process.once('message', (req: LoadRequest) => {
    load(req).then(
      (r) => process.send!(r, () => process.exit(0)),
      (e: unknown) => {
        console.error(e);
        process.exit(1);
      },
    );
  });
} else if (role === 'peer') {
  const [databaseUrl, userName, body] = process.argv.slice(3);
  peer(databaseUrl!, userName!, JSON.parse(body!) as ListQueryBody).catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
}
