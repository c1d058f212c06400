/**
 * The principal cache across two server processes on one database: each caches the principals of
 * the tokens it serves, and a change made through one (logout, a disabled user, a role's
 * permissions, a data permission) takes effect in the other as soon as the database's
 * `foc_access` notification arrives.
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../server/app';
import { openDatabase, type Database } from '../../server/db/client';
import { ok } from '../support/expect';
import { CAPTCHA_TEXT, createTestApp, type TestApp } from '../support/testApp';
import { legInput } from '../support/trips';

let t: TestApp;
let second: Database | null = null;
let app2: FastifyInstance;
let admin = '';
let customerA = '';

const on = (app: FastifyInstance, token: string, opts: InjectOptions) => app.inject({ ...opts, headers: { ...(opts.headers ?? {}), authorization: `Bearer ${token}` } });
const legs = (app: FastifyInstance, token: string) => on(app, token, { method: 'POST', url: '/trip/v1/tripLegs/list', payload: { pageSize: 100 } });
/** Both processes answer the same, within the notification's delay. */
const settles = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 3000, interval: 25 });

beforeAll(async () => {
  t = await createTestApp({}, { realtime: true });
  second = t.database.kind === 'postgres' ? await openDatabase({ url: t.database.url! }) : null;
  const db2 = second ?? t.database;
  app2 = await buildApp({ db: db2.db, config: t.config, captchaText: () => CAPTCHA_TEXT, realtime: db2 });
  admin = await t.signIn('admin');
  customerA = ok(await t.call(admin, { method: 'POST', url: '/customer/v1/customers', payload: { type: 1, name: 'Cache A' } })).id;
  const customerB = ok(await t.call(admin, { method: 'POST', url: '/customer/v1/customers', payload: { type: 1, name: 'Cache B' } })).id;
  ok(await t.call(admin, { method: 'POST', url: '/trip/v1/trips', payload: { customerId: customerA, legs: [legInput('ZBAA', 'ZSSS', 1)] } }));
  ok(await t.call(admin, { method: 'POST', url: '/trip/v1/trips', payload: { customerId: customerB, legs: [legInput('ZSSS', 'VHHH', 2)] } }));
});
afterAll(async () => {
  await app2.close();
  await second?.close();
  await t.close();
});

async function newUser(userName: string) {
  const role = ok(await t.call(admin, { method: 'POST', url: '/common/v1/sysRoles', payload: { name: `Role ${userName}`, code: `R_${userName.toUpperCase().replace(/-/g, '_')}` } }));
  ok(await t.call(admin, { method: 'PUT', url: `/common/v1/sysRoles/${role.id}/permissions`, payload: { version: role.version, permissionKeys: ['trip:list', 'tripLeg:list'] } }));
  const seats = ok(await t.call(admin, { method: 'GET', url: '/common/v1/seats' }));
  const user = ok(await t.call(admin, { method: 'POST', url: '/common/v1/sysUsers', payload: { userName, password: 'Demo-pass1', personName: userName, roleIds: [role.id], seatIds: [seats[0].id] } }));
  const token = await t.signIn(userName);
  // both processes have the principal cached
  for (const app of [t.app, app2]) expect((await legs(app, token)).statusCode).toBe(200);
  for (const app of [t.app, app2]) expect((await legs(app, token)).statusCode).toBe(200);
  return { token, userId: user.id as string, roleId: role.id as string };
}

describe('principal cache, two processes', () => {
  it('a logout through one process: the token is refused by the other', async () => {
    const { token } = await newUser('cache-logout');
    ok(await t.call(token, { method: 'GET', url: `/message/v1/users/logout/${token}` }));
    expect((await legs(t.app, token)).statusCode).toBe(401); // this process: at once
    await settles(async () => expect((await legs(app2, token)).statusCode).toBe(401));
  });

  it('a user disabled through one process is refused by the other', async () => {
    const { token, userId } = await newUser('cache-disable');
    const user = ok(await t.call(admin, { method: 'GET', url: `/common/v1/sysUsers/${userId}` }));
    ok(await t.call(admin, { method: 'PUT', url: `/common/v1/sysUsers/${userId}`, payload: { version: user.version, personName: user.personName, status: 0 } }));
    await settles(async () => expect((await legs(app2, token)).statusCode).toBe(401));
  });

  it("a role's permissions changed through one process: the other refuses the route", async () => {
    const { token, roleId } = await newUser('cache-role');
    const role = ok(await t.call(admin, { method: 'GET', url: `/common/v1/sysRoles/${roleId}` }));
    ok(await t.call(admin, { method: 'PUT', url: `/common/v1/sysRoles/${roleId}/permissions`, payload: { version: role.version, permissionKeys: ['trip:list'] } }));
    await settles(async () => expect((await legs(app2, token)).statusCode).toBe(403));
    await settles(async () => expect((await legs(t.app, token)).statusCode).toBe(403));
  });

  it("a user's data permission set through one process narrows the other's list", async () => {
    const { token, userId } = await newUser('cache-data');
    const before = ok(await legs(app2, token)).totalNum as number;
    expect(before).toBeGreaterThanOrEqual(2);
    const user = ok(await t.call(admin, { method: 'GET', url: `/common/v1/sysUsers/${userId}` }));
    ok(await t.call(admin, { method: 'PUT', url: `/common/v1/sysUsers/${userId}/dataPermissions`, payload: { version: user.version, grants: [{ dimension: 'customer', mode: 'specific', values: [customerA] }] } }));
    await settles(async () => {
      const after = ok(await legs(app2, token));
      expect(after.list.every((l: { customerId: string }) => l.customerId === customerA)).toBe(true);
      expect(after.totalNum).toBeLessThan(before);
    });
  });
});
