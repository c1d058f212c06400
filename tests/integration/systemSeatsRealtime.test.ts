/**
 * A seat's menus or the company's menu catalogue changed: the realtime hub tells the company's open
 * sockets to reload their menus (`menusChanged`, with the seat when one seat changed), at commit.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { ok } from '../support/expect';
import { openSocket } from '../support/socket';
import { TENANT_B_ADMIN } from '../support/fixtures';
import { createTestApp } from '../support/testApp';

const t = await createTestApp({}, { realtime: true });
await t.app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
afterAll(async () => t.close());

describe('menusChanged', () => {
  it('reaches the sockets of the company, not of another company', async () => {
    const admin = await t.signIn('admin');
    const cs = await t.signIn('demo-cs');
    const bravo = await t.signIn(TENANT_B_ADMIN);
    const mine = await openSocket(base, { token: cs });
    const other = await openSocket(base, { token: bravo });
    await mine.next((f) => f.type === 'ready');
    await other.next((f) => f.type === 'ready');

    const seats = ok(await t.call(admin, { method: 'GET', url: '/common/v1/sysSeats' })) as { id: string; keyName: string }[];
    const seat = seats.find((s) => s.keyName === 'CUSTOMER_SERVICE')!;
    const menus = ok(await t.call(admin, { method: 'GET', url: `/common/v1/sysSeats/${seat.id}/menus` }));
    ok(await t.call(admin, { method: 'PUT', url: `/common/v1/sysSeats/${seat.id}/menus`, payload: { version: menus.seat.version, menuIds: menus.menuIds } }));
    expect(await mine.next((f) => f.type === 'menusChanged')).toEqual({ type: 'menusChanged', seatId: seat.id });

    const [entry] = ok(await t.call(admin, { method: 'GET', url: '/common/v1/sysMenus' })) as { id: string }[];
    const from = mine.frames.length;
    ok(await t.call(admin, { method: 'PUT', url: `/common/v1/sysMenus/${entry!.id}`, payload: { version: 0, icon: 'airplane' } }));
    expect(await mine.next((f) => f.type === 'menusChanged', 10_000, from)).toEqual({ type: 'menusChanged' });

    await new Promise((r) => setTimeout(r, 200));
    expect(other.frames.some((f) => f.type === 'menusChanged')).toBe(false);
    mine.close();
    other.close();
  });
});
