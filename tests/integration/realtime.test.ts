/**
 * The realtime socket end to end over real connections: authentication, pings, origin and size
 * limits, revocation, data permissions, replay after missed events, resync past the window, a
 * rolled-back change, and two server processes on one database both delivering.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 60_000 });
import { buildApp } from '../../server/app';
import { openDatabase, type Database } from '../../server/db/client';
import { createTripRepository } from '../../server/modules/trip/trips/tripRepository';
import { ok } from '../support/expect';
import { principalOf } from '../support/fixtures';
import { CAPTCHA_TEXT, createTestApp } from '../support/testApp';
import { openSocket, type Frame, type TestSocket } from '../support/socket';
import { legInput } from '../support/trips';

const t = await createTestApp({ realtime: { replayMax: 60, replayHours: 24 } }, { realtime: true });
await t.app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
const sockets: TestSocket[] = [];
const open = async (...args: Parameters<typeof openSocket>) => {
  const s = await openSocket(...args);
  sockets.push(s);
  return s;
};
afterAll(async () => {
  for (const s of sockets) s.close();
  await t.close();
});

let admin = '';
let control = '';
let scoped = '';
let customerX = '';
let customerY = '';
const post = (token: string, url: string, payload: object) => t.call(token, { method: 'POST', url, payload });
const newTrip = async (customerId: string, day = 3) => ok(await post(admin, '/trip/v1/trips', { customerId, legs: [legInput('ZBAA', 'ZSSS', day)] }));
const isEvent = (f: Frame) => f.type === 'event';

beforeAll(async () => {
  admin = await t.signIn('admin');
  control = await t.signIn('demo-control');
  customerX = ok(await post(admin, '/customer/v1/customers', { type: 1, name: 'Visible Customer' })).id;
  customerY = ok(await post(admin, '/customer/v1/customers', { type: 1, name: 'Hidden Customer' })).id;
  const role = ok(await post(admin, '/common/v1/sysRoles', { name: 'X desk', code: 'X_DESK' }));
  ok(await t.call(admin, { method: 'PUT', url: `/common/v1/sysRoles/${role.id}/permissions`, payload: { version: role.version, permissionKeys: ['trip:list', 'tripLeg:list'] } }));
  const r2 = ok(await t.call(admin, { method: 'GET', url: `/common/v1/sysRoles/${role.id}` }));
  ok(await t.call(admin, { method: 'PUT', url: `/common/v1/sysRoles/${role.id}/dataPermissions`, payload: { version: r2.version, grants: [{ dimension: 'customer', mode: 'specific', values: [customerX] }] } }));
  const seats = ok(await t.call(admin, { method: 'GET', url: '/common/v1/seats' })) as { id: string; keyName: string }[];
  const controlSeat = seats.find((s) => s.keyName === 'CONTROL')!;
  ok(await post(admin, '/common/v1/sysUsers', { userName: 'x-desk', password: 'Demo-pass1', personName: 'X Desk', roleIds: [role.id], seatIds: [controlSeat.id] }));
  scoped = await t.signIn('x-desk');
});

describe('connection', () => {
  it('authenticates with the access-token message, answers pings, refuses a bad token', async () => {
    const s = await open(base, { token: control });
    const ready = await s.next((f) => f.type === 'ready');
    expect(typeof ready.seq).toBe('number');
    s.send({ type: 'ping' });
    await s.next((f) => f.type === 'pong');
    const bad = await open(base, { token: 'not-a-token' });
    expect(await bad.next((f) => f.type === 'bye')).toMatchObject({ reason: 'unauthorized' });
    expect(await bad.closed).toBe(4401);
  });

  it('accepts the token as a query parameter (compatibility)', async () => {
    const s = await open(base, { queryToken: control });
    await s.next((f) => f.type === 'ready');
  });

  it('refuses a foreign Origin and closes on an oversized or malformed message', async () => {
    await expect(openSocket(base, { origin: 'https://evil.example', token: control })).rejects.toThrow('HTTP 403');
    const same = await open(base, { origin: base, token: control });
    await same.next((f) => f.type === 'ready');
    same.send({ type: 'ping', pad: 'x'.repeat(10_000) });
    expect(await same.closed).toBe(1009);
    const junk = await open(base, { token: control });
    await junk.next((f) => f.type === 'ready');
    junk.ws.send('hello');
    expect(await junk.closed).toBe(1008);
  });

  it('a plain GET is told to upgrade', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/message/v1/ws' });
    expect(res.statusCode).toBe(426);
  });

  it("closes a revoked token's socket within 5 s", async () => {
    const token = await t.signIn('demo-control');
    const s = await open(base, { token });
    await s.next((f) => f.type === 'ready');
    const started = Date.now();
    ok(await t.call(token, { method: 'GET', url: `/message/v1/users/logout/${token}` }));
    expect(await s.next((f) => f.type === 'bye')).toMatchObject({ reason: 'revoked' });
    expect(await s.closed).toBe(4401);
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

describe('publishing', () => {
  it('an event for a customer the user cannot see never reaches that user (socket or message)', async () => {
    const s = await open(base, { token: scoped });
    await s.next((f) => f.type === 'ready');
    const hidden = await newTrip(customerY);
    const visible = await newTrip(customerX);
    const got = await s.next((f) => isEvent(f) && f.tripId === visible.id);
    expect(got.functionCode).toBe('INTENT_APPEND');
    expect(got.messageId).toBeTruthy(); // x-desk holds the CONTROL seat: a site message too
    await new Promise((r) => setTimeout(r, 300));
    expect(s.frames.some((f) => f.tripId === hidden.id)).toBe(false);
    const list = ok(await post(scoped, '/message/v1/messageLogs/list', { pageSize: 100 }));
    expect(list.list.some((m: { businessId: string }) => m.businessId === hidden.id)).toBe(false);
    expect(list.list.some((m: { businessId: string }) => m.businessId === visible.id)).toBe(true);
  });

  it('a change of the user’s data permissions applies to the open socket without reconnecting', async () => {
    const role = ok(await post(admin, '/common/v1/sysRoles', { name: 'Z desk', code: 'Z_DESK' }));
    ok(await t.call(admin, { method: 'PUT', url: `/common/v1/sysRoles/${role.id}/permissions`, payload: { version: role.version, permissionKeys: ['trip:list', 'tripLeg:list'] } }));
    const grant = async (values: string[]) => {
      const r = ok(await t.call(admin, { method: 'GET', url: `/common/v1/sysRoles/${role.id}` }));
      ok(await t.call(admin, { method: 'PUT', url: `/common/v1/sysRoles/${role.id}/dataPermissions`, payload: { version: r.version, grants: [{ dimension: 'customer', mode: 'specific', values }] } }));
    };
    await grant([customerX]);
    const seats = ok(await t.call(admin, { method: 'GET', url: '/common/v1/seats' })) as { id: string; keyName: string }[];
    const seatIds = [seats.find((x) => x.keyName === 'CONTROL')!.id];
    ok(await post(admin, '/common/v1/sysUsers', { userName: 'z-desk', password: 'Demo-pass1', personName: 'Z Desk', roleIds: [role.id], seatIds }));
    const s = await open(base, { token: await t.signIn('z-desk') });
    await s.next((f) => f.type === 'ready');
    const before = await newTrip(customerY);
    const marker = await newTrip(customerX);
    await s.next((f) => isEvent(f) && f.tripId === marker.id);
    expect(s.frames.some((f) => f.tripId === before.id)).toBe(false);
    const from = s.frames.length;
    await grant([customerX, customerY]);
    await s.next((f) => f.type === 'menusChanged', 10_000, from);
    const after = await newTrip(customerY);
    expect((await s.next((f) => isEvent(f) && f.tripId === after.id)).functionCode).toBe('INTENT_APPEND');
  });

  it('replays 50 missed events in order with no duplicate, then goes on live', async () => {
    const first = await open(base, { token: admin });
    const { seq: lastSeq } = await first.next((f) => f.type === 'ready');
    first.close();
    await first.closed;
    // a watcher sees the 50th event live: by then the hub has every notification to replay
    const watcher = await open(base, { token: admin });
    await watcher.next((f) => f.type === 'ready');
    let last: { id: string } | null = null;
    for (let i = 0; i < 50; i++) last = await newTrip(customerX, 4 + (i % 20));
    await watcher.next((f) => isEvent(f) && f.tripId === last!.id, 10_000);
    watcher.close();
    await watcher.closed;
    const again = await open(base, { token: admin, lastSeq });
    const ready = await again.next((f) => f.type === 'ready', 10_000);
    const events = again.frames.filter(isEvent).map((f) => f.seq!);
    expect(ready.seq! - lastSeq!).toBeGreaterThanOrEqual(50);
    expect(events).toEqual(Array.from({ length: ready.seq! - lastSeq! }, (_, i) => lastSeq! + 1 + i));
    const live = await newTrip(customerX);
    const f = await again.next((x) => isEvent(x) && x.tripId === live.id);
    expect(f.seq).toBe(ready.seq! + 1);
    expect(f.own).toBe(true);
    expect(new Set(again.frames.filter(isEvent).map((x) => x.seq)).size).toBe(again.frames.filter(isEvent).length);
  });

  it('past the replay window (60 events in this app), or ahead of the server, the client is told to resync', async () => {
    const probe = await open(base, { token: admin });
    let head = (await probe.next((x) => x.type === 'ready')).seq!;
    for (; head <= 61; head++) await newTrip(customerX);
    const old = await open(base, { token: admin, lastSeq: 0 });
    expect(await old.next((x) => x.type === 'resync' || x.type === 'ready')).toMatchObject({ type: 'resync' });
    const ahead = await open(base, { token: admin, lastSeq: head + 100 });
    expect(await ahead.next((x) => x.type === 'resync' || x.type === 'ready')).toMatchObject({ type: 'resync' });
    expect(old.frames.some(isEvent)).toBe(false);
  });

  it('a rolled-back change sends nothing', async () => {
    const s = await open(base, { token: admin });
    const { seq } = await s.next((f) => f.type === 'ready');
    const companyId = (await principalOf(t.database.db, t.app.services, 'admin')).companyId;
    await expect(
      t.database.db.transaction(async (tx) => {
        await createTripRepository(tx).appendEvent({ companyId, functionCode: 'TEST_ROLLED_BACK', tripId: null, legId: null, payload: {} });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const trip = await newTrip(customerX);
    const f = await s.next((x) => isEvent(x) && x.tripId === trip.id);
    expect(f.seq).toBe(seq! + 1);
    expect(s.frames.some((x) => x.functionCode === 'TEST_ROLLED_BACK')).toBe(false);
  });

  it('a published notice tells the company\'s open sockets to refresh their notice list', async () => {
    const s = await open(base, { token: control });
    await s.next((f) => f.type === 'ready');
    const row = ok(await post(admin, '/common/v1/notices', { title: 'Apron works', content: 'Stand 12 closed tonight', noticeTime: new Date(Date.now() - 60_000).toISOString(), sortNum: 1 }));
    await new Promise((r) => setTimeout(r, 200));
    expect(s.frames.some((f) => f.type === 'notice')).toBe(false); // a draft says nothing
    ok(await post(admin, `/common/v1/notices/${row.id}/publish`, { version: row.version }));
    await s.next((f) => f.type === 'notice');
  });

  it('two server processes on one database both deliver, and publish each message once', async () => {
    let second: Database | null = null;
    const db2 = t.database.kind === 'postgres' ? (second = await openDatabase({ url: t.database.url! })) : t.database;
    const app2 = await buildApp({ db: db2.db, config: t.config, captchaText: () => CAPTCHA_TEXT, realtime: db2 });
    try {
      await app2.listen({ port: 0, host: '127.0.0.1' });
      const base2 = `http://127.0.0.1:${(app2.server.address() as AddressInfo).port}`;
      const a = await open(base, { token: control });
      const b = await open(base2, { token: control });
      await a.next((f) => f.type === 'ready');
      await b.next((f) => f.type === 'ready');
      const one = await newTrip(customerX); // written through process 1
      const two = ok(await app2.inject({ method: 'POST', url: '/trip/v1/trips', headers: { authorization: `Bearer ${admin}` }, payload: { customerId: customerX, legs: [legInput('ZSSS', 'ZBAA', 5)] } })); // process 2
      for (const s of [a, b]) {
        const f1 = await s.next((f) => isEvent(f) && f.tripId === one.id);
        const f2 = await s.next((f) => isEvent(f) && f.tripId === two.id);
        expect(f1.messageId).toBeTruthy();
        expect(f2.seq).toBeGreaterThan(f1.seq!);
      }
      const ids = (s: TestSocket) => s.frames.filter((f) => isEvent(f) && (f.tripId === one.id || f.tripId === two.id)).map((f) => f.messageId);
      expect(ids(a)).toEqual(ids(b));
      const mine = ok(await post(control, '/message/v1/messageLogs/list', { pageSize: 100, searchParas: { conditions: [{ name: 'businessId', op: 'eq', value: one.id }] } }));
      expect(mine.totalNum).toBe(1);
    } finally {
      await app2.close();
      await second?.close();
    }
  });
});

