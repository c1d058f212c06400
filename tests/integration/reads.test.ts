/**
 * Reads are not writes: a POST that only reads (a list, a window, a report) claims no
 * Idempotency-Key and stores no answer; writes keep their idempotency.
 */
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../../server/db/schema';
import { isReadPath } from '../../server/plugins/access';
import { createTestApp, type TestApp } from '../support/testApp';
import { legInput } from '../support/trips';
import { TEST_PASSWORD } from '../support/fixtures';

let t: TestApp;
let token: string;
const keyRows = async () => (await t.database.db.select({ n: count() }).from(idempotencyKeys))[0]!.n;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.signIn('admin');
});
afterAll(async () => t.close());

/** POST routes that only read although their path does not end in /list or /export. */
const KNOWN_READS = [
  '/crew/v1/dutyChecks/check',
  '/crew/v1/reports/flightTime',
  '/crew/v1/reports/fatigue',
  '/trip/v1/gantt/window',
  '/trip/v1/gantt/crewWindow',
  '/trip/v1/gantt/passengerWindow',
  '/crew/v1/rosters/window',
  '/track/v1/monitor',
  '/track/v1/positions/live',
  '/track/v1/positions/board',
  '/track/v1/tripLegs/:id/track',
  '/fleet/v1/statusBoard',
  '/trip/v1/flightLogs/workSummary',
];

describe('every read is declared a read', () => {
  it('each POST route ending in /list or /export, and each known read, says read; no write does', () => {
    const posts = t.app.routeCatalog.filter((r) => r.method === 'POST');
    const undeclared = posts.filter((r) => (isReadPath(r.url) || KNOWN_READS.includes(r.url)) && !r.read).map((r) => r.url);
    expect(undeclared).toEqual([]);
    for (const url of KNOWN_READS) expect(posts.some((r) => r.url === url), url).toBe(true);
    const reads = posts.filter((r) => r.read).map((r) => r.url);
    expect(reads.filter((u) => !isReadPath(u) && !KNOWN_READS.includes(u))).toEqual([]);
    expect(posts.find((r) => r.url === '/trip/v1/tripLegs/:id/move')?.read).toBe(false);
  });
});

describe('a declared read', () => {
  const legs = (key?: string) =>
    t.call(token, { method: 'POST', url: '/trip/v1/tripLegs/list', payload: { page: 1, pageSize: 5 }, headers: key ? { 'idempotency-key': key } : {} });

  it('with an Idempotency-Key stores nothing, and the same key again runs again (no replay)', async () => {
    const before = await keyRows();
    const first = await legs('read-key-00001');
    expect(first.statusCode, first.body).toBe(200);
    const again = await legs('read-key-00001');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    const window = await t.call(token, {
      method: 'POST',
      url: '/trip/v1/gantt/window',
      payload: { from: '2026-01-01T00:00:00Z', to: '2026-01-08T00:00:00Z', view: 'fleet' },
      headers: { 'idempotency-key': 'read-key-00002' },
    });
    expect(window.statusCode, window.body).toBe(200);
    expect(await keyRows()).toBe(before);
  });

  it('two identical reads with one key in parallel both answer 200', async () => {
    const rs = await Promise.all([legs('read-key-00003'), legs('read-key-00003'), legs('read-key-00003')]);
    expect(rs.map((r) => r.statusCode)).toEqual([200, 200, 200]);
  });

  it('the list total comes with the page, and a page past the end still tells it', async () => {
    const all = (await t.call(token, { method: 'POST', url: '/fleet/v1/aircraft/list', payload: { page: 1, pageSize: 2 } })).json().result;
    expect(all.list).toHaveLength(2);
    expect(all.totalNum).toBeGreaterThan(2);
    const past = (await t.call(token, { method: 'POST', url: '/fleet/v1/aircraft/list', payload: { page: 500, pageSize: 2 } })).json().result;
    expect(past).toEqual({ totalNum: all.totalNum, list: [] });
  });

  it('a malformed key on a read is ignored too', async () => {
    expect((await legs('x')).statusCode).toBe(200);
  });
});

describe('the leg list read cache', () => {
  let customerId = '';
  const list = (who = token, body: object = { page: 1, pageSize: 500 }) =>
    t.call(who, { method: 'POST', url: '/trip/v1/tripLegs/list', payload: body }).then((r) => {
      expect(r.statusCode, r.body).toBe(200);
      return r.json().result as { totalNum: number; list: { id: string; note: string | null; companyId?: string }[] };
    });
  const generation = async () => {
    const r = await t.database.db.execute(sql`select coalesce(sum(generation), 0)::int as g from data_generations where table_name = 'trip_legs'`);
    return Number((r as unknown as { rows: { g: number }[] }).rows[0]!.g);
  };

  beforeAll(async () => {
    const post = (url: string, payload: object) => t.call(token, { method: 'POST', url, payload }).then((r) => r.json().result);
    customerId = (await post('/customer/v1/customers', { type: 1, name: 'Read cache customer' })).id;
    const other = (await post('/customer/v1/customers', { type: 1, name: 'Another customer' })).id;
    await post('/trip/v1/trips', { customerId: other, legs: [legInput('ZBAA', 'ZGGG', 5)] });
    await post('/trip/v1/trips', { customerId, legs: [legInput('ZBAA', 'ZSSS', 3), legInput('ZSSS', 'ZBAA', 4)] });
  });

  it('a commit by anyone (here plain SQL, as another process would) is seen by the next read', async () => {
    const before = await list();
    expect(await list()).toEqual(before); // served again, equal
    const leg = before.list[0]!;
    await t.database.db.execute(sql`update trip_legs set note = 'changed behind the cache' where id = ${leg.id}`);
    expect((await list()).list.find((l) => l.id === leg.id)?.note).toBe('changed behind the cache');
  });

  it('one transaction raises the counter once at commit, however many legs it changes; a rolled-back one not at all', async () => {
    const g0 = await generation();
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`update trip_legs set note = 'bulk' where id in (select id from trip_legs limit 3)`);
      await tx.execute(sql`update trip_legs set note = 'bulk again' where id in (select id from trip_legs limit 3)`);
      // deferred to the commit: not raised yet inside the transaction
      const inside = await tx.execute(sql`select coalesce(sum(generation), 0)::int as g from data_generations where table_name = 'trip_legs'`);
      expect(Number((inside as unknown as { rows: { g: number }[] }).rows[0]!.g)).toBe(g0);
    });
    expect(await generation()).toBe(g0 + 1);
    await t.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`update trip_legs set note = 'rolled back' where id in (select id from trip_legs limit 1)`);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await generation()).toBe(g0 + 1);
    expect((await list()).list.some((l) => l.note === 'rolled back')).toBe(false);
  });

  it('a change of the caller’s data permissions is a different entry; answers carry no internal columns', async () => {
    const all = await list();
    expect(all.list[0]).not.toHaveProperty('companyId');
    const put = (url: string, payload: object) => t.call(token, { method: 'PUT', url, payload }).then((r) => r.json().result);
    const post = (url: string, payload: object) => t.call(token, { method: 'POST', url, payload }).then((r) => r.json().result);
    const role = await post('/common/v1/sysRoles', { name: 'Read cache scoped', code: 'READ_CACHE_SCOPED' });
    const v2 = await put(`/common/v1/sysRoles/${role.id}/permissions`, { version: role.version, permissionKeys: ['tripLeg:list'] });
    const v3 = await put(`/common/v1/sysRoles/${role.id}/dataPermissions`, { version: v2.version, grants: [{ dimension: 'customer', mode: 'specific', values: [customerId] }] });
    const seats = (await t.call(token, { method: 'GET', url: '/common/v1/seats' })).json().result;
    await post('/common/v1/sysUsers', { userName: 'read-cache-user', password: TEST_PASSWORD, personName: 'Read Cache', roleIds: [role.id], seatIds: [seats[0].id] });
    const scoped = await t.signIn('read-cache-user');
    const mine = await list(scoped);
    expect(mine.totalNum).toBe(2);
    expect(all.totalNum).toBeGreaterThan(2);
    await put(`/common/v1/sysRoles/${role.id}/dataPermissions`, { version: v3.version, grants: [{ dimension: 'customer', mode: 'all', values: [] }] });
    await expect.poll(async () => (await list(await t.signIn('read-cache-user'))).totalNum).toBe(all.totalNum);
  });
});

describe('a write keeps its idempotency', () => {
  it('the same key and body replays the stored answer, and one row is stored', async () => {
    const before = await keyRows();
    const create = () =>
      t.call(token, { method: 'POST', url: '/common/v1/sysRoles', payload: { name: 'Reads test', code: 'READS_TEST' }, headers: { 'idempotency-key': 'write-key-0001' } });
    const first = await create();
    expect(first.statusCode, first.body).toBe(200);
    const second = await create();
    expect([second.statusCode, second.headers['idempotent-replayed'], second.body]).toEqual([200, 'true', first.body]);
    expect(await keyRows()).toBe(before + 1);
  });
});
