/** Optimistic locking under concurrent writes, and Idempotency-Key replays (docs/api.md, conventions). */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../support/fixtures';
import { createTestApp, type TestApp } from '../support/testApp';

const USERS = '/common/v1/sysUsers';
const ROLES = '/common/v1/sysRoles';
const N = 20;

let t: TestApp;
let token: string;
const get = async (url: string) => {
  const res = await t.call(token, { method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result;
};
const countUsers = async (userName: string) => {
  const res = await t.call(token, { method: 'POST', url: `${USERS}/list`, payload: { searchParas: { conditions: [{ name: 'userName', op: 'eq', value: userName }] } } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.totalNum as number;
};
const statuses = (rs: LightMyRequestResponse[]) => rs.map((r) => r.statusCode).sort();

beforeAll(async () => {
  t = await createTestApp();
  token = await t.signIn('admin');
});
afterAll(async () => t.close());

describe('optimistic locking: N concurrent PUTs at one version', () => {
  const cases = [
    { label: 'system user', base: USERS, pick: async () => (await t.call(token, { method: 'POST', url: `${USERS}/list`, payload: { searchParas: { conditions: [{ name: 'userName', op: 'eq', value: 'demo-run' }] } } })).json().result.list[0], edit: (i: number) => ({ personName: `Writer ${i}` }), field: 'personName' },
    { label: 'role', base: ROLES, pick: async () => (await t.call(token, { method: 'POST', url: ROLES, payload: { name: 'Race', code: 'RACE' } })).json().result, edit: (i: number) => ({ name: `Writer ${i}`, sortNum: i }), field: 'name' },
  ];

  it.each(cases)('$label: exactly one 200, the rest 412 error.dataChanged; version +1', async ({ base, pick, edit, field }) => {
    const row = await pick();
    const before = await get(`${base}/${row.id}`);
    const results = await Promise.all(
      Array.from({ length: N }, (_, i) => t.call(token, { method: 'PUT', url: `${base}/${row.id}`, payload: { version: before.version, ...edit(i) } })),
    );
    expect(statuses(results)).toEqual([200, ...Array<number>(N - 1).fill(412)]);
    for (const r of results.filter((x) => x.statusCode === 412)) {
      expect(r.json()).toMatchObject({ code: 412, key: 'error.dataChanged', result: { sentVersion: before.version } });
    }
    const winner = results.find((r) => r.statusCode === 200)!.json().result;
    expect(winner.version).toBe(before.version + 1);
    const after = await get(`${base}/${row.id}`);
    expect(after.version).toBe(before.version + 1);
    expect(after[field]).toBe(winner[field]);

    // exactly one update was logged for it
    const logs = await t.call(token, {
      method: 'POST',
      url: '/common/v1/sysLogs/list',
      payload: { pageSize: 100, searchParas: { conditions: [{ name: 'businessId', op: 'eq', value: row.id }, { name: 'functionName', op: 'eq', value: 'update' }] } },
    });
    expect(logs.json().result.totalNum).toBe(1);
  });

  it('a later write at the old version is still 412; at the new one it succeeds', async () => {
    const role = (await t.call(token, { method: 'POST', url: ROLES, payload: { name: 'Race 2', code: 'RACE_TWO' } })).json().result;
    const put = (version: number, name: string) => t.call(token, { method: 'PUT', url: `${ROLES}/${role.id}`, payload: { version, name } });
    expect((await put(role.version, 'first')).statusCode).toBe(200);
    const stale = await put(role.version, 'second');
    expect(stale.statusCode).toBe(412);
    expect(stale.json().result).toMatchObject({ currentVersion: role.version + 1, sentVersion: role.version });
    expect((await put(role.version + 1, 'third')).statusCode).toBe(200);
    expect((await get(`${ROLES}/${role.id}`)).name).toBe('third');
  });

  it('concurrent permission replacements of one role: one wins, the keys are exactly the winner’s', async () => {
    const role = (await t.call(token, { method: 'POST', url: ROLES, payload: { name: 'Race 3', code: 'RACE_THREE' } })).json().result;
    const sets = [['user:list'], ['role:list'], ['log:list'], ['user:list', 'role:list'], ['seat:list']];
    const results = await Promise.all(
      Array.from({ length: N }, (_, i) => t.call(token, { method: 'PUT', url: `${ROLES}/${role.id}/permissions`, payload: { version: role.version, permissionKeys: sets[i % sets.length] } })),
    );
    expect(statuses(results)).toEqual([200, ...Array<number>(N - 1).fill(412)]);
    const i = results.findIndex((r) => r.statusCode === 200);
    const after = await get(`${ROLES}/${role.id}`);
    expect(after.version).toBe(role.version + 1);
    expect(after.permissionKeys).toEqual([...sets[i % sets.length]!].sort());
  });
});

describe('unique names under a race', () => {
  it(`${N} concurrent creations of one userName: one 200, the rest 409 (never 5xx)`, async () => {
    const results = await Promise.all(
      Array.from({ length: N }, (_, i) => t.call(token, { method: 'POST', url: USERS, payload: { userName: 'race-name', password: TEST_PASSWORD, personName: `Racer ${i}` } })),
    );
    expect(statuses(results)).toEqual([200, ...Array<number>(N - 1).fill(409)]);
    for (const r of results.filter((x) => x.statusCode === 409)) expect(['error.userNameTaken', 'error.duplicate']).toContain(r.json().key);
    expect(await countUsers('race-name')).toBe(1);
  });
});

describe('Idempotency-Key', () => {
  const create = (key: string, body: object) => t.call(token, { method: 'POST', url: USERS, payload: body, headers: { 'idempotency-key': key } });
  const userBody = (userName: string, password = TEST_PASSWORD) => ({ userName, password, personName: 'Idem' });

  it('a repeat with the same key and body creates one user and replays the identical answer', async () => {
    const first = await create('idem-key-0001', userBody('idem-one'));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const second = await create('idem-key-0001', userBody('idem-one'));
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.body).toBe(first.body);
    expect(await countUsers('idem-one')).toBe(1);
  });

  it('the same key with another body → 422 error.idempotencyMismatch, nothing created', async () => {
    expect((await create('idem-key-0002', userBody('idem-two'))).statusCode).toBe(200);
    const other = await create('idem-key-0002', userBody('idem-two-b'));
    expect(other.statusCode, other.body).toBe(422);
    expect(other.json()).toMatchObject({ code: 422, key: 'error.idempotencyMismatch' });
    expect(await countUsers('idem-two-b')).toBe(0);
  });

  it('a write the service refused is replayed as refused (4xx answers are stored)', async () => {
    const bad = await create('idem-key-0003', userBody('idem-three', 'weak'));
    expect(bad.statusCode).toBe(400);
    const again = await create('idem-key-0003', userBody('idem-three', 'weak'));
    expect([again.statusCode, again.headers['idempotent-replayed'], again.body]).toEqual([400, 'true', bad.body]);
  });

  it('keys are per user: another user with the same key runs his own request', async () => {
    const csRes = await t.call(await t.signIn('demo-cs'), { method: 'POST', url: USERS, payload: userBody('idem-one'), headers: { 'idempotency-key': 'idem-key-0001' } });
    expect(csRes.statusCode).toBe(403); // demo-cs may not add users: a replay of the admin's answer would be a leak
    expect(csRes.headers['idempotent-replayed']).toBeUndefined();
  });

  it('a list is a read: the key is ignored (a fresh answer each time, nothing stored, no mismatch)', async () => {
    const list = (body: object) => t.call(token, { method: 'POST', url: `${USERS}/list`, payload: body, headers: { 'idempotency-key': 'idem-key-list1' } });
    const first = await list({ page: 1, pageSize: 1 });
    expect(first.statusCode, first.body).toBe(200);
    const other = await list({ page: 1, pageSize: 2 });
    expect(other.statusCode, other.body).toBe(200);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect(other.json().result.list.length).toBe(2);
  });

  it('a malformed key → 400', async () => {
    const res = await create('short', userBody('idem-four'));
    expect(res.statusCode).toBe(400);
    expect(await countUsers('idem-four')).toBe(0);
  });

  it(`a burst of ${N} with one key creates exactly one user`, async () => {
    const results = await Promise.all(Array.from({ length: N }, () => create('idem-key-burst', userBody('idem-burst'))));
    const fresh = results.filter((r) => r.statusCode === 200 && r.headers['idempotent-replayed'] === undefined);
    expect(fresh).toHaveLength(1);
    for (const r of results) {
      if (r === fresh[0]) continue;
      if (r.statusCode === 200) {
        expect(r.headers['idempotent-replayed']).toBe('true');
        expect(r.body).toBe(fresh[0]!.body);
      } else {
        expect(r.statusCode, r.body).toBe(409);
        expect(r.json().key).toBe('error.requestInProgress');
      }
    }
    expect(await countUsers('idem-burst')).toBe(1);
    // once done, a retry is a replay
    const retry = await create('idem-key-burst', userBody('idem-burst'));
    expect([retry.statusCode, retry.headers['idempotent-replayed']]).toEqual([200, 'true']);
  });
});
