/**
 * Role administration end to end: a company admin builds a role (two points, one customer), a user
 * holding it sees exactly those buttons and only that customer's trips; a role editor cannot grant
 * a point it lacks; a change (of a role, or of a user's roles or custom permissions) pushes a menu
 * refresh to the holders' open sockets; a role still held is not deleted; every change is logged
 * with before and after.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RouteRecord } from '../../src/domain/access/menu';
import { ok } from '../support/expect';
import { openSocket, type TestSocket } from '../support/socket';
import { createTestApp } from '../support/testApp';
import { legInput } from '../support/trips';
import { userWithRole } from '../support/roleUser';

vi.setConfig({ testTimeout: 60_000 });
const t = await createTestApp({}, { realtime: true });
await t.app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
const sockets: TestSocket[] = [];
afterAll(async () => {
  for (const s of sockets) s.close();
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const flat = (rs: readonly RouteRecord[]): RouteRecord[] => rs.flatMap((r) => [r, ...flat(r.children ?? [])]);

let admin = '';
let user = '';
let roleId = '';
let customerA = '';
const call = (token: string, method: Method, url: string, payload?: unknown) => t.call(token, { method, url, payload: payload as object });
const role = async () => ok(await call(admin, 'GET', `/common/v1/sysRoles/${roleId}`));

beforeAll(async () => {
  admin = await t.signIn('admin');
  customerA = ok(await call(admin, 'POST', '/customer/v1/customers', { type: 1, name: 'Role Customer A' })).id;
  const customerB = ok(await call(admin, 'POST', '/customer/v1/customers', { type: 1, name: 'Role Customer B' })).id;
  for (const customerId of [customerA, customerB]) ok(await call(admin, 'POST', '/trip/v1/trips', { customerId, legs: [legInput('ZBAA', 'ZSSS', 4)] }));

  const created = ok(await call(admin, 'POST', '/common/v1/sysRoles', { name: 'Desk A', code: 'DESK_A', note: 'customer A only' }));
  roleId = created.id;
  const p = ok(await call(admin, 'PUT', `/common/v1/sysRoles/${roleId}/permissions`, { version: created.version, permissionKeys: ['trip:list', 'trip:add'] }));
  ok(await call(admin, 'PUT', `/common/v1/sysRoles/${roleId}/dataPermissions`, { version: p.version, grants: [{ dimension: 'customer', mode: 'specific', values: [customerA] }] }));
  const seats = ok(await call(admin, 'GET', '/common/v1/seats')) as { id: string; keyName: string }[];
  ok(await call(admin, 'POST', '/common/v1/sysUsers', { userName: 'desk-a', password: 'Demo-pass1', personName: 'Desk A', roleIds: [roleId], seatIds: [seats.find((s) => s.keyName === 'CUSTOMER_SERVICE')!.id] }));
  user = await t.signIn('desk-a');
});

describe('a role built by the company admin', () => {
  it('its user sees exactly the granted buttons and no administration area', async () => {
    const routes = ok(await call(user, 'GET', '/account/v1/sysMenus/getRouters')) as RouteRecord[];
    expect(flat(routes).flatMap((r) => r.meta.buttons)).toEqual(['trip:add']);
    expect(flat(routes).some((r) => r.component.startsWith('system/'))).toBe(false);
  });

  it("its user sees only the granted customer's trips", async () => {
    const list = ok(await call(user, 'POST', '/trip/v1/trips/list', { pageSize: 100 }));
    expect(list.totalNum).toBeGreaterThan(0);
    expect(new Set(list.list.map((r: { customerId: string }) => r.customerId))).toEqual(new Set([customerA]));
  });

  it('lists its users, and the detail carries points and data permissions', async () => {
    const members = ok(await call(admin, 'GET', `/common/v1/sysRoles/${roleId}/users`));
    expect(members.map((m: { userName: string }) => m.userName)).toEqual(['desk-a']);
    const r = await role();
    expect(r.permissionKeys).toEqual(['trip:add', 'trip:list']);
    expect(r.dataPermissions).toEqual([{ dimension: 'customer', mode: 'specific', values: [customerA] }]);
  });

  it('logs point changes with before and after', async () => {
    const logs = ok(await call(admin, 'POST', '/common/v1/sysLogs/list', { pageSize: 50, searchParas: { conditions: [{ name: 'businessId', op: 'eq', value: roleId }] } }));
    const entry = logs.list.find((l: { functionName: string }) => l.functionName === 'rolePermissions');
    expect(entry).toBeTruthy();
    expect(entry.permissionType).toBe(1);
    expect(JSON.stringify(entry)).toContain('trip:add');
  });
});

describe('escalation', () => {
  it('a role editor cannot grant a point it does not hold (403), but may grant one it holds and keep one the role has', async () => {
    const editor = await userWithRole(t, admin, 'role-editor', ['role:list', 'role:permission', 'trip:list']);
    const target = ok(await call(admin, 'POST', '/common/v1/sysRoles', { name: 'Target', code: 'TARGET' }));
    const refused = await call(editor, 'PUT', `/common/v1/sysRoles/${target.id}/permissions`, { version: target.version, permissionKeys: ['trip:list', 'customer:add'] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBeTruthy();
    expect(refused.json().result.notHeld).toEqual(['customer:add']);
    const granted = ok(await call(editor, 'PUT', `/common/v1/sysRoles/${target.id}/permissions`, { version: target.version, permissionKeys: ['trip:list'] }));
    // a point the role already holds may stay when the editor changes others
    const byAdmin = ok(await call(admin, 'PUT', `/common/v1/sysRoles/${target.id}/permissions`, { version: granted.version, permissionKeys: ['trip:list', 'customer:add'] }));
    ok(await call(editor, 'PUT', `/common/v1/sysRoles/${target.id}/permissions`, { version: byAdmin.version, permissionKeys: ['customer:add', 'role:list'] }));
    expect((await call(admin, 'GET', `/common/v1/sysRoles/${target.id}`)).json().result.permissionKeys).toEqual(['customer:add', 'role:list']);
  });
});

describe('live effect', () => {
  it("a point change takes effect on the user's next request and pushes a menu refresh to the open socket", async () => {
    const s = await openSocket(base, { token: user });
    sockets.push(s);
    await s.next((f) => f.type === 'ready');
    const r = await role();
    ok(await call(admin, 'PUT', `/common/v1/sysRoles/${roleId}/permissions`, { version: r.version, permissionKeys: ['trip:list', 'trip:add', 'trip:edit'] }));
    await s.next((f) => f.type === 'menusChanged', 5000);
    await vi.waitFor(async () => {
      const routes = ok(await call(user, 'GET', '/account/v1/sysMenus/getRouters')) as RouteRecord[];
      expect(flat(routes).flatMap((x) => x.meta.buttons).sort()).toEqual(['trip:add', 'trip:edit']);
    });
  });

  it("assigning and removing the role's users refreshes their menus", async () => {
    const s = await openSocket(base, { token: user });
    sockets.push(s);
    await s.next((f) => f.type === 'ready');
    const r = await role();
    ok(await call(admin, 'PUT', `/common/v1/sysRoles/${roleId}/users`, { version: r.version, userIds: [] }));
    await s.next((f) => f.type === 'menusChanged', 5000);
    expect(ok(await call(admin, 'GET', `/common/v1/sysRoles/${roleId}/users`))).toEqual([]);
    await vi.waitFor(async () => expect((await call(user, 'POST', '/trip/v1/trips/list', { pageSize: 1 })).statusCode).toBe(403));
  });

  it("changing a user's roles or custom permissions on the user screens refreshes their menus", async () => {
    const token = await userWithRole(t, admin, 'menu-user', ['trip:list']);
    const found = ok(await call(admin, 'POST', '/common/v1/sysUsers/list', { pageSize: 1, searchParas: { conditions: [{ name: 'userName', op: 'eq', value: 'menu-user' }] } }));
    const target = found.list[0] as { id: string; version: number };
    const s = await openSocket(base, { token });
    sockets.push(s);
    await s.next((f) => f.type === 'ready');
    const edited = ok(await call(admin, 'PUT', `/common/v1/sysUsers/${target.id}`, { version: target.version, roleIds: [] }));
    await s.next((f) => f.type === 'menusChanged', 5000);
    const seen = s.frames.length;
    ok(await call(admin, 'PUT', `/common/v1/sysUsers/${target.id}/permissions`, { version: edited.version, grants: ['trip:list'], revokes: [] }));
    await s.next((f) => f.type === 'menusChanged', 5000, seen);
  });
});

describe('delete and export', () => {
  it('refuses to delete a role its users still hold (409), deletes it once free', async () => {
    const held = ok(await call(admin, 'POST', '/common/v1/sysRoles', { name: 'Held', code: 'HELD' }));
    await userWithRole(t, admin, 'held-user', ['trip:list']);
    const members = ok(await call(admin, 'POST', '/common/v1/sysUsers/list', { pageSize: 1, searchParas: { conditions: [{ name: 'userName', op: 'eq', value: 'held-user' }] } }));
    ok(await call(admin, 'PUT', `/common/v1/sysRoles/${held.id}/users`, { version: held.version, userIds: [members.list[0].id] }));
    const refused = await call(admin, 'DELETE', '/common/v1/sysRoles', [held.id]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().result).toMatchObject({ count: 1 });
    const now = ok(await call(admin, 'GET', `/common/v1/sysRoles/${held.id}`));
    ok(await call(admin, 'PUT', `/common/v1/sysRoles/${held.id}/users`, { version: now.version, userIds: [] }));
    expect(ok(await call(admin, 'DELETE', '/common/v1/sysRoles', [held.id]))).toEqual({ deleted: 1 });
  });

  it('exports the roles with their permission keys', async () => {
    const res = await call(admin, 'POST', '/common/v1/sysRoles/export', { scope: 'all', columns: ['name', 'code', 'permissionKeys'], searchParas: { conditions: [{ name: 'code', op: 'eq', value: 'DESK_A' }] } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
  });
});
