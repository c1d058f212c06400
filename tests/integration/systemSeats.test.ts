/**
 * Seats, seat menus, seat status, the menu catalogue and the interface list of system
 * administration: company scoping, permissions, optimistic versions (412), validation (400),
 * the operation log, the `foc_menus` signal, and the effect on the seat's menus.
 */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysLogs } from '../../server/db/schema';
import { exportSheet } from '../support/exportSheet';
import { ok, refused } from '../support/expect';
import { principalOf, TENANT_B_ADMIN } from '../support/fixtures';
import { userWithRole } from '../support/roleUser';
import { createTestApp } from '../support/testApp';

const t = await createTestApp();
afterAll(async () => t.close());

interface Seat { id: string; keyName: string; version: number; sortNum: number; note: string | null }
interface Menu { id: string; key: string; version: number; hidden: boolean; sortNum: number; changed: string[]; component: string; menuType: string }
interface Node { id: string; menuName: string; hidden: boolean; children: Node[] }

const tok = { admin: '', bravo: '', cs: '', viewer: '' };
type Who = keyof typeof tok;
const call = (who: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.call(tok[who], { method, url, ...(payload ? { payload } : {}) });
const seatsOf = async (who: Who): Promise<Seat[]> => ok(await call(who, 'GET', '/common/v1/sysSeats'));
const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children)]);
const routerNames = async (who: Who, seatId: string) => {
  const routes = ok(await call(who, 'GET', `/account/v1/sysMenus/getRouters?seatId=${seatId}&timeType=UTC`));
  const names: string[] = [];
  const walk = (rs: { name: string; children?: unknown[] }[]) => rs.forEach((r) => (names.push(r.name), walk((r.children ?? []) as never)));
  walk(routes);
  return names;
};
const signals: string[] = [];
let stop: (() => Promise<void>) | undefined;
let companyA = '';

beforeAll(async () => {
  tok.admin = await t.signIn('admin');
  tok.bravo = await t.signIn(TENANT_B_ADMIN);
  tok.cs = await t.signIn('demo-cs');
  tok.viewer = await userWithRole(t, tok.admin, 'seat-viewer', ['seat:list', 'seatStatus:list', 'menu:list', 'interface:list']);
  companyA = (await principalOf(t.database.db, t.app.services, 'admin')).companyId;
  stop = await t.database.listen('foc_menus', (p) => signals.push(p));
});
afterAll(async () => stop?.());

describe('seats', () => {
  it('lists the ten seats of the own company only', async () => {
    const a = await seatsOf('admin');
    const b = await seatsOf('bravo');
    expect(a.map((s) => s.keyName)).toEqual(expect.arrayContaining(['CUSTOMER_SERVICE', 'FINANCE']));
    expect(a).toHaveLength(10);
    expect(b).toHaveLength(10);
    expect(a.some((s) => b.some((x) => x.id === s.id))).toBe(false);
  });

  it('edits sort order and note with 412 on a stale version; name and code are refused (400)', async () => {
    const seat = (await seatsOf('admin')).find((s) => s.keyName === 'FINANCE')!;
    const saved = ok(await call('admin', 'PUT', `/common/v1/sysSeats/${seat.id}`, { version: seat.version, sortNum: 95, note: 'Billing desk' }));
    expect(saved).toMatchObject({ sortNum: 95, note: 'Billing desk', version: seat.version + 1, keyName: 'FINANCE' });
    refused(await call('admin', 'PUT', `/common/v1/sysSeats/${seat.id}`, { version: seat.version, note: 'lost' }), 412, 'error.dataChanged');
    expect((await call('admin', 'PUT', `/common/v1/sysSeats/${seat.id}`, { version: saved.version, keyName: 'X' })).statusCode).toBe(400);
    expect((await call('admin', 'PUT', `/common/v1/sysSeats/${seat.id}`, { version: saved.version, sortNum: -1 })).statusCode).toBe(400);
    expect((await call('bravo', 'PUT', `/common/v1/sysSeats/${seat.id}`, { version: saved.version, note: 'x' })).statusCode).toBe(404);
    expect((await call('viewer', 'PUT', `/common/v1/sysSeats/${seat.id}`, { version: saved.version, note: 'x' })).statusCode).toBe(403);
    expect((await call('cs', 'GET', '/common/v1/sysSeats')).statusCode).toBe(403);
    const [log] = await t.database.db.select().from(sysLogs).where(and(eq(sysLogs.companyId, companyA), eq(sysLogs.moduleName, 'sysSeat'))).orderBy(desc(sysLogs.createTime)).limit(1);
    expect(log).toMatchObject({ functionName: 'update', businessId: seat.id });
  });
});

describe('seat menus', () => {
  it('removes a menu from a seat: gone from its users’ next menu load, logged, signalled; 412 and 400 refused', async () => {
    const cs = (await seatsOf('admin')).find((s) => s.keyName === 'CUSTOMER_SERVICE')!;
    const before = ok(await call('admin', 'GET', `/common/v1/sysSeats/${cs.id}/menus`));
    const trip = before.catalogue.find((m: { key: string }) => m.key === 'trip.list')!;
    const tripButtons = before.catalogue.filter((m: { parentId: string }) => m.parentId === trip.id).map((m: { id: string }) => m.id);
    expect(before.menuIds).toContain(trip.id);
    expect(await routerNames('cs', cs.id)).toContain('Trip');

    const kept = before.menuIds.filter((id: string) => id !== trip.id && !tripButtons.includes(id));
    const saved = ok(await call('admin', 'PUT', `/common/v1/sysSeats/${cs.id}/menus`, { version: before.seat.version, menuIds: kept }));
    expect(saved.removed).toBeGreaterThanOrEqual(1);
    expect(await routerNames('cs', cs.id)).not.toContain('Trip');
    for (let i = 0; i < 50 && !signals.includes(`${companyA}:${cs.id}`); i++) await new Promise((r) => setTimeout(r, 20));
    expect(signals).toContain(`${companyA}:${cs.id}`);
    const [log] = await t.database.db.select().from(sysLogs).where(and(eq(sysLogs.companyId, companyA), eq(sysLogs.functionName, 'seatMenus'))).orderBy(desc(sysLogs.createTime)).limit(1);
    expect(log!.beforeList).toContain('trip.list');
    expect(log!.afterList).not.toContain('trip.list');

    refused(await call('admin', 'PUT', `/common/v1/sysSeats/${cs.id}/menus`, { version: before.seat.version, menuIds: before.menuIds }), 412, 'error.dataChanged');
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call('admin', 'PUT', `/common/v1/sysSeats/${cs.id}/menus`, { version: saved.version, menuIds: [unknown] })).statusCode).toBe(400);
    expect((await call('admin', 'PUT', `/common/v1/sysSeats/${cs.id}/menus`, { version: saved.version, menuIds: ['nope'] })).statusCode).toBe(400);
    expect((await call('bravo', 'GET', `/common/v1/sysSeats/${cs.id}/menus`)).statusCode).toBe(404);

    // a child alone brings its directories back with it
    ok(await call('admin', 'PUT', `/common/v1/sysSeats/${cs.id}/menus`, { version: saved.version, menuIds: [...kept, trip.id] }));
    expect(await routerNames('cs', cs.id)).toContain('Trip');
  });

  it('shows who works in which seat', async () => {
    const rows = ok(await call('viewer', 'GET', '/common/v1/sysSeats/status'));
    const mine = rows.find((r: { userName: string }) => r.userName === 'demo-cs');
    expect(mine).toMatchObject({ seatKey: 'CUSTOMER_SERVICE', online: true });
    expect(rows.every((r: { userName: string }) => r.userName !== TENANT_B_ADMIN)).toBe(true);
    expect((await call('cs', 'GET', '/common/v1/sysSeats/status')).statusCode).toBe(403);

    // an ended session leaves the list
    const eval1 = await t.signIn('demo-eval');
    const evalSeats = ok(await t.call(eval1, { method: 'GET', url: '/account/v1/seats/getCurrentUserSeatList' }));
    ok(await t.call(eval1, { method: 'GET', url: `/account/v1/sysMenus/getRouters?seatId=${evalSeats[0].id}&timeType=UTC` }));
    const names = async () => (ok(await call('viewer', 'GET', '/common/v1/sysSeats/status')) as { userName: string }[]).map((r) => r.userName);
    expect(await names()).toContain('demo-eval');
    const evalUser = await principalOf(t.database.db, t.app.services, 'demo-eval');
    await t.app.services.auth.revokeAllOfUser(evalUser.userId, 'test');
    expect(await names()).not.toContain('demo-eval');
  });
});

describe('menu catalogue', () => {
  it('changes the operator fields per company with 412 on a stale version, and the preview follows', async () => {
    const list: Menu[] = ok(await call('admin', 'GET', '/common/v1/sysMenus'));
    const trip = list.find((m) => m.key === 'trip.list')!;
    expect(trip).toMatchObject({ component: 'trip/TripList', menuType: 'menu', version: 0, changed: [] });
    const cs = (await seatsOf('admin')).find((s) => s.keyName === 'CUSTOMER_SERVICE')!;
    const shown = flat(ok(await call('admin', 'GET', `/common/v1/sysMenus/preview/${cs.id}`)));
    expect(shown.find((n) => n.id === trip.id)?.hidden).toBe(false);

    const saved = ok(await call('admin', 'PUT', `/common/v1/sysMenus/${trip.id}`, { version: 0, hidden: true, sortNum: 7, title: 'Trips' }));
    expect(saved).toMatchObject({ hidden: true, sortNum: 7, title: 'Trips', version: 1 });
    expect(saved.changed).toEqual(expect.arrayContaining(['hidden', 'sortNum', 'title']));
    refused(await call('admin', 'PUT', `/common/v1/sysMenus/${trip.id}`, { version: 0, hidden: false }), 412, 'error.dataChanged');
    const after = flat(ok(await call('admin', 'GET', `/common/v1/sysMenus/preview/${cs.id}`)));
    expect(after.find((n) => n.id === trip.id)).toMatchObject({ hidden: true, menuName: 'Trips' });

    // another company keeps the product's values
    const other: Menu[] = ok(await call('bravo', 'GET', '/common/v1/sysMenus'));
    expect(other.find((m) => m.id === trip.id)).toMatchObject({ hidden: false, version: 0 });

    // null puts the product value back
    const back = ok(await call('admin', 'PUT', `/common/v1/sysMenus/${trip.id}`, { version: 1, hidden: null, sortNum: null, title: null }));
    expect(back).toMatchObject({ hidden: false, version: 2, changed: [] });
  });

  it('refuses code-owned fields, bad values, unknown entries and callers without the permission', async () => {
    const [first] = (await call('admin', 'GET', '/common/v1/sysMenus').then(ok)) as Menu[];
    expect((await call('admin', 'PUT', `/common/v1/sysMenus/${first!.id}`, { version: 0, component: 'x' })).statusCode).toBe(400);
    expect((await call('admin', 'PUT', `/common/v1/sysMenus/${first!.id}`, { version: 0, icon: 'Bad Icon!' })).statusCode).toBe(400);
    expect((await call('admin', 'PUT', `/common/v1/sysMenus/${first!.id}`, { version: 0 })).statusCode).toBe(400);
    expect((await call('admin', 'PUT', '/common/v1/sysMenus/00000000-0000-4000-8000-000000000000', { version: 0, hidden: true })).statusCode).toBe(404);
    expect((await call('viewer', 'PUT', `/common/v1/sysMenus/${first!.id}`, { version: 0, hidden: true })).statusCode).toBe(403);
    expect((await call('bravo', 'GET', `/common/v1/sysMenus/preview/${(await seatsOf('admin'))[0]!.id}`)).statusCode).toBe(404);
  });
});

describe('interfaces', () => {
  it('lists the routes with their permission, searches, pages and exports', async () => {
    const all = ok(await call('viewer', 'POST', '/common/v1/sysInterfaces/list', { pageSize: 500 }));
    expect(all.totalNum).toBeGreaterThan(100);
    expect(all.list).toContainEqual(expect.objectContaining({ method: 'GET', url: '/common/v1/sysSeats', key: 'seat:list', type: 'read', system: 'business', module: 'common: seats and menus' }));
    const puts = ok(await call('viewer', 'POST', '/common/v1/sysInterfaces/list', { pageSize: 10, searchParas: { conditions: [{ name: 'method', op: 'eq', value: 'PUT' }, { name: 'key', op: 'like', value: 'seat:' }] } }));
    expect(puts.list.length).toBeGreaterThan(0);
    expect(puts.list.every((r: { method: string; key: string }) => r.method === 'PUT' && r.key.toLowerCase().includes('seat:'))).toBe(true);
    const page2 = ok(await call('viewer', 'POST', '/common/v1/sysInterfaces/list', { page: 2, pageSize: 10 }));
    expect(page2.list).toHaveLength(10);
    expect(page2.list[0]).toEqual(all.list[10]);
    expect((await call('viewer', 'POST', '/common/v1/sysInterfaces/list', { searchParas: { conditions: [{ name: 'nope', op: 'eq', value: 'x' }] } })).statusCode).toBe(400);
    expect((await call('cs', 'POST', '/common/v1/sysInterfaces/list', {})).statusCode).toBe(403);

    const rows = await exportSheet(await t.call(tok.admin, { method: 'POST', url: '/common/v1/sysInterfaces/export', headers: { 'accept-language': 'en' }, payload: { scope: 'all', columns: ['module', 'method', 'url', 'key'] } }));
    expect(rows[0]).toEqual(['Module', 'Method', 'URL', 'Permission key']);
    expect(rows.length).toBe(all.totalNum + 1);
    expect((await call('viewer', 'POST', '/common/v1/sysInterfaces/export', { scope: 'all', columns: ['module'] })).statusCode).toBe(403);
  });
});
