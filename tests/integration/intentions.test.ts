/**
 * Business intentions: create → confirm → initiate a trip (through the trip creation path, one
 * TRIP_INITIATE event), reject with a reason, cancel refused after initiation, stale versions,
 * idempotent create, tenants, data scope by customer and seat permissions.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, trips } from '../../server/db/schema';
import { seatPermissions } from '../../server/seed/demo';
import { ok, refused } from '../support/expect';
import { TENANT_B_ADMIN } from '../support/fixtures';
import { createTestApp } from '../support/testApp';

const t = await createTestApp();
afterAll(async () => t.close());

const BASE = '/trip/v1/intentions';
let admin = '';
let customerId = '';
const call = (opts: InjectOptions, token = admin) => t.call(token, opts);
const post = (url: string, payload: object, token = admin) => call({ method: 'POST', url, payload }, token);
const requested = [
  { departureIcao: 'ZBAA', arrivalIcao: 'ZSSS', departureUtc: '2026-12-01T02:00:00Z', passengers: 4 },
  { departureIcao: 'ZSSS', arrivalIcao: 'ZBAA', departureUtc: '2026-12-03T06:30:00Z' },
];
const newIntention = async (extra: object = {}, token = admin) =>
  ok(await post(BASE, { customerId, contactName: 'Ms Li', contactPhone: '13900000000', requestedLegs: requested, note: 'VIP', ...extra }, token));
const eventsWhere = (where: ReturnType<typeof sql>) => t.database.db.select().from(events).where(where).orderBy(asc(events.sequence));

beforeAll(async () => {
  admin = await t.signIn('admin');
  customerId = ok(await post('/customer/v1/customers', { type: 1, name: 'Intention Customer' })).id;
});

describe('the flow', () => {
  it('create → confirm → initiate: a trip with intentionId and legs, events INTENT_APPEND then TRIP_INITIATE', async () => {
    const created = await newIntention();
    expect(created).toMatchObject({ customerId, status: 'toConfirm', tripId: null, version: 1, contactName: 'Ms Li', createAuthor: 'admin' });
    expect(created.intentionNumber).toMatch(/^I\d{4}-\d{4}$/);
    expect(created.companyId).toBeUndefined();
    expect(created.requestedLegs[1]).toMatchObject({ departureIcao: 'ZSSS', departureUtc: '2026-12-03T06:30:00.000Z' });
    expect(ok(await call({ method: 'GET', url: `${BASE}/${created.id}` }))).toEqual(created);
    const second = await newIntention();
    expect(Number(second.intentionNumber.slice(-4))).toBe(Number(created.intentionNumber.slice(-4)) + 1);

    refused(await post(`${BASE}/${created.id}/initiate`, { version: 1 }), 400, 'trip.error.wrongIntentionStatus');
    const confirmed = ok(await post(`${BASE}/${created.id}/confirm`, { version: 1 }));
    expect(confirmed).toMatchObject({ status: 'confirmed', version: 2 });
    refused(await call({ method: 'PUT', url: `${BASE}/${created.id}`, payload: { version: 2, note: 'late' } }), 400, 'trip.error.wrongIntentionStatus');

    const { intention, trip } = ok(await post(`${BASE}/${created.id}/initiate`, { version: 2 }));
    expect(intention).toMatchObject({ id: created.id, status: 'confirmed', tripId: trip.id, version: 3 });
    expect(trip).toMatchObject({ customerId, status: 'unconfirmed', releaseStatus: 3, intentionId: created.id, note: 'VIP' });
    expect(trip.tripNumber).toMatch(/^T\d{4}-\d{4}$/);
    expect(trip.legs.map((l: { legNumber: number; departureIcao: string; arrivalIcao: string; purpose: string; operationNature: string }) => [l.legNumber, l.departureIcao, l.arrivalIcao, l.purpose, l.operationNature])).toEqual([
      [1, 'ZBAA', 'ZSSS', 'business', 'charter'],
      [2, 'ZSSS', 'ZBAA', 'business', 'charter'],
    ]);
    const first = trip.legs[0];
    expect(first.plannedDepartureUtc).toBe('2026-12-01T02:00:00.000Z');
    expect(Date.parse(first.plannedArrivalUtc) - Date.parse(first.plannedDepartureUtc)).toBe(first.eteMinutes * 60_000);
    expect(first.eteMinutes).toBeGreaterThan(90);
    expect(first.eteMinutes).toBeLessThan(120);
    const [row] = await t.database.db.select().from(trips).where(eq(trips.id, trip.id));
    expect(row?.intentionId).toBe(created.id);
    expect(ok(await call({ method: 'GET', url: `/trip/v1/trips/${trip.id}` })).legs).toHaveLength(2);

    const ev = await eventsWhere(sql`${events.payload}->>'intentionId' = ${created.id}`);
    expect(ev.map((e) => e.functionCode)).toEqual(['INTENT_APPEND', 'INTENT_CONFIRM', 'TRIP_INITIATE']);
    expect(ev[0]).toMatchObject({ tripId: null, payload: { source: 'intention', intentionNumber: created.intentionNumber } });
    expect(ev[2]).toMatchObject({ tripId: trip.id, payload: { tripNumber: trip.tripNumber, legs: 2, intentionNumber: created.intentionNumber } });
    expect((await eventsWhere(sql`${events.tripId} = ${trip.id}`)).map((e) => e.functionCode)).toEqual(['TRIP_INITIATE']);

    refused(await post(`${BASE}/${created.id}/cancel`, { version: 3 }), 400, 'trip.error.intentionAlreadyInitiated');
    refused(await post(`${BASE}/${created.id}/initiate`, { version: 3 }), 400, 'trip.error.intentionAlreadyInitiated');
  });

  it('reject needs a reason; a rejected intention cannot be confirmed or edited', async () => {
    const i = await newIntention();
    refused(await post(`${BASE}/${i.id}/reject`, { version: 1, reason: '  ' }), 400, 'trip.error.reasonRequired');
    refused(await post(`${BASE}/${i.id}/reject`, { version: 1 }), 400, 'error.requestParameter');
    const rejected = ok(await post(`${BASE}/${i.id}/reject`, { version: 1, reason: 'No aircraft available' }));
    expect(rejected).toMatchObject({ status: 'rejected', rejectReason: 'No aircraft available', version: 2 });
    refused(await post(`${BASE}/${i.id}/confirm`, { version: 2 }), 400, 'trip.error.wrongIntentionStatus');
    refused(await post(`${BASE}/${i.id}/cancel`, { version: 2 }), 400, 'trip.error.wrongIntentionStatus');
  });

  it('edit while to confirm; cancel a confirmed one; list by number, status and customer', async () => {
    const i = await newIntention();
    const edited = ok(await call({ method: 'PUT', url: `${BASE}/${i.id}`, payload: { version: 1, contactName: 'Mr Wang', requestedLegs: [requested[0]] } }));
    expect(edited).toMatchObject({ contactName: 'Mr Wang', note: 'VIP', version: 2 });
    expect(edited.requestedLegs).toHaveLength(1);
    ok(await post(`${BASE}/${i.id}/confirm`, { version: 2 }));
    expect(ok(await post(`${BASE}/${i.id}/cancel`, { version: 3 })).status).toBe('cancelled');
    const list = async (conditions: object[]) => ok(await post(`${BASE}/list`, { searchParas: { conditions } })).list.map((r: { id: string }) => r.id);
    expect(await list([{ name: 'intentionNumber', op: 'eq', value: i.intentionNumber }])).toEqual([i.id]);
    expect(await list([{ name: 'status', op: 'eq', value: 'cancelled' }, { name: 'customerId', op: 'eq', value: customerId }])).toEqual([i.id]);
    expect(await list([{ name: 'createTime', op: 'ge', value: '2000-01-01T00:00:00Z' }, { name: 'intentionNumber', op: 'eq', value: i.intentionNumber }])).toEqual([i.id]);
    refused(await post(`${BASE}/list`, { searchParas: { conditions: [{ name: 'note', op: 'eq', value: 'x' }] } }), 400, 'error.requestParameter');
  });

  it('bodies: unknown fields, instants without Z, unknown customer or airport → 400', async () => {
    refused(await post(BASE, { customerId, requestedLegs: [], extra: 1 }), 400, 'error.requestParameter');
    refused(await post(BASE, { customerId, requestedLegs: [{ ...requested[0], departureUtc: '2026-12-01T10:00:00+08:00' }] }), 400, 'error.requestParameter');
    const noCustomer = refused(await post(BASE, { customerId: '00000000-0000-4000-8000-000000000000', requestedLegs: [] }), 400, 'error.requestParameter');
    expect(noCustomer.result.fields.customerId.key).toBe('validation.unknownReference');
    const noAirport = refused(await post(BASE, { customerId, requestedLegs: [{ ...requested[0], arrivalIcao: 'QQQQ' }] }), 400, 'error.requestParameter');
    expect(noAirport.result.fields['requestedLegs.0.arrivalIcao'].key).toBe('validation.unknownReference');
  });

  it('a discontinuous route initiates only with confirm: true; no legs makes a trip without legs', async () => {
    const i = await newIntention({ requestedLegs: [requested[0], { departureIcao: 'ZGGG', arrivalIcao: 'ZBAA', departureUtc: '2026-12-02T02:00:00Z' }] });
    ok(await post(`${BASE}/${i.id}/confirm`, { version: 1 }));
    const warned = refused(await post(`${BASE}/${i.id}/initiate`, { version: 2 }), 400, 'trip.error.confirmationRequired');
    expect(warned.result.warnings.map((w: { key: string }) => w.key)).toContain('trip.warning.discontinuous');
    expect(ok(await post(`${BASE}/${i.id}/initiate`, { version: 2, confirm: true })).trip.legs).toHaveLength(2);

    const empty = await newIntention({ requestedLegs: [] });
    ok(await post(`${BASE}/${empty.id}/confirm`, { version: 1 }));
    expect(ok(await post(`${BASE}/${empty.id}/initiate`, { version: 2 })).trip.legs).toEqual([]);
  });
});

describe('versions, idempotency, tenants, permissions', () => {
  it('a stale version → 412 error.dataChanged', async () => {
    const i = await newIntention();
    ok(await call({ method: 'PUT', url: `${BASE}/${i.id}`, payload: { version: 1, note: 'changed' } }));
    refused(await call({ method: 'PUT', url: `${BASE}/${i.id}`, payload: { version: 1, note: 'again' } }), 412, 'error.dataChanged');
    refused(await post(`${BASE}/${i.id}/confirm`, { version: 1 }), 412, 'error.dataChanged');
    refused(await post(`${BASE}/${i.id}/initiate`, { version: 1 }), 412, 'error.dataChanged');
  });

  it('the same Idempotency-Key twice creates one intention', async () => {
    const payload = { customerId, contactName: 'IDEMP-INT-1', requestedLegs: requested };
    const headers = { 'idempotency-key': 'intention-create-0001' };
    const first = ok(await call({ method: 'POST', url: BASE, payload, headers }));
    const again = await call({ method: 'POST', url: BASE, payload, headers });
    expect(ok(again)).toEqual(first);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(ok(await post(`${BASE}/list`, { searchParas: { conditions: [{ name: 'contactName', op: 'eq', value: 'IDEMP-INT-1' }] } })).totalNum).toBe(1);
  });

  it("company B cannot see or change company A's intentions (404)", async () => {
    const i = await newIntention();
    const bravo = await t.signIn(TENANT_B_ADMIN);
    refused(await call({ method: 'GET', url: `${BASE}/${i.id}` }, bravo), 404, 'error.notFound');
    refused(await call({ method: 'PUT', url: `${BASE}/${i.id}`, payload: { version: 1, note: 'hijack' } }, bravo), 404, 'error.notFound');
    refused(await post(`${BASE}/${i.id}/confirm`, { version: 1 }, bravo), 404, 'error.notFound');
    expect(ok(await post(`${BASE}/list`, { pageSize: 500 }, bravo)).list.map((r: { id: string }) => r.id)).not.toContain(i.id);
    refused(await post(BASE, { customerId, requestedLegs: [] }, bravo), 400, 'error.requestParameter');
  });

  it('a user limited to another customer neither lists nor reads it (404)', async () => {
    const other = ok(await post('/customer/v1/customers', { type: 1, name: 'Other Customer' })).id;
    const mine = await newIntention();
    const theirs = await newIntention({ customerId: other });
    const role = ok(await post('/common/v1/sysRoles', { name: 'One customer desk', code: 'ONE_CUSTOMER' }));
    ok(await call({ method: 'PUT', url: `/common/v1/sysRoles/${role.id}/permissions`, payload: { version: role.version, permissionKeys: ['intention:list'] } }));
    const v = ok(await call({ method: 'GET', url: `/common/v1/sysRoles/${role.id}` })).version;
    ok(await call({ method: 'PUT', url: `/common/v1/sysRoles/${role.id}/dataPermissions`, payload: { version: v, grants: [{ dimension: 'customer', mode: 'specific', values: [other] }] } }));
    const seats = ok(await call({ method: 'GET', url: '/common/v1/seats' }));
    ok(await post('/common/v1/sysUsers', { userName: 'one-customer', password: 'Demo-pass1', personName: 'One', roleIds: [role.id], seatIds: [seats[0].id] }));
    const scoped = await t.signIn('one-customer');
    refused(await call({ method: 'GET', url: `${BASE}/${mine.id}` }, scoped), 404, 'error.notFound');
    expect(ok(await call({ method: 'GET', url: `${BASE}/${theirs.id}` }, scoped)).id).toBe(theirs.id);
    const ids = ok(await post(`${BASE}/list`, { pageSize: 500 }, scoped)).list.map((r: { id: string }) => r.id);
    expect(ids).toContain(theirs.id);
    expect(ids).not.toContain(mine.id);
  });

  it('seats: customer service works the intentions; evaluation lists but cannot create (403)', async () => {
    expect(seatPermissions('CUSTOMER_SERVICE')).toEqual(expect.arrayContaining(['intention:list', 'intention:add', 'intention:edit', 'intention:confirm', 'intention:reject', 'intention:cancel', 'intention:initiate', 'intention:export']));
    expect(seatPermissions('OPS_EVALUATION')).toEqual(expect.arrayContaining(['intention:list', 'intention:export']));
    expect(seatPermissions('OPS_EVALUATION')).not.toContain('intention:add');
    const cs = await t.signIn('demo-cs');
    const i = await newIntention({}, cs);
    ok(await post(`${BASE}/${i.id}/confirm`, { version: 1 }, cs));
    expect(ok(await post(`${BASE}/${i.id}/initiate`, { version: 2 }, cs)).trip.intentionId).toBe(i.id);
    const evaluation = await t.signIn('demo-eval');
    expect(ok(await post(`${BASE}/list`, { pageSize: 5 }, evaluation)).totalNum).toBeGreaterThan(0);
    refused(await post(BASE, { customerId, requestedLegs: [] }, evaluation), 403, 'error.insufficientAccess');
    refused(await post(`${BASE}/${i.id}/cancel`, { version: 3 }, evaluation), 403, 'error.insufficientAccess');
  });
});
