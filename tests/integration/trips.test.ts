/**
 * Trips and legs, server core: create with legs, read, list and filter; the form's errors and
 * warnings; the D4/D8 refusals with their message keys; optimistic versions; idempotent create;
 * tenants and permissions. Leg logs, events and sequences are in tripsEvents.test.ts.
 */
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, refused } from '../support/expect';
import { tripLegs } from '../../server/db/schema';
import { TENANT_B_ADMIN } from '../support/fixtures';
import { createTestApp } from '../support/testApp';
import { legInput } from '../support/trips';

const t = await createTestApp();
afterAll(async () => t.close());

const TRIPS = '/trip/v1/trips';
const LEGS = '/trip/v1/tripLegs';
let admin = '';
let customerId = '';
const call = (opts: InjectOptions, token = admin) => t.call(token, opts);
const post = (url: string, payload: object, token = admin) => call({ method: 'POST', url, payload }, token);

const leg = (dep: string, arr: string, day: number, extra: object = {}) => legInput(dep, arr, day, {}, extra);
const newTrip = async (legs = [leg('ZBAA', 'ZSSS', 1), leg('ZSSS', 'VHHH', 2)]) => ok(await post(TRIPS, { customerId, legs }));

beforeAll(async () => {
  admin = await t.signIn('admin');
  customerId = ok(await post('/customer/v1/customers', { type: 1, name: 'Trip Customer' })).id;
});

describe('create, read, list', () => {
  it('a trip with two legs: numbered, unconfirmed, draft, legs 1 and 2 not evaluated', async () => {
    const trip = await newTrip();
    expect(trip).toMatchObject({ customerId, status: 'unconfirmed', releaseStatus: 3, locked: false, version: 1, createAuthor: 'admin' });
    expect(trip.tripNumber).toMatch(/^T\d{4}-\d{4}$/);
    expect(trip.companyId).toBeUndefined();
    expect(trip.legs.map((l: { legNumber: number; legState: number; departureIcao: string }) => [l.legNumber, l.legState, l.departureIcao])).toEqual([
      [1, 1, 'ZBAA'],
      [2, 1, 'ZSSS'],
    ]);
    expect(trip.legs[0]).toMatchObject({ tripNumber: trip.tripNumber, plannedDepartureUtc: '2026-12-01T02:00:00.000Z', eteMinutes: 150 });
    expect(ok(await call({ method: 'GET', url: `${TRIPS}/${trip.id}` }))).toEqual(trip);

    const second = await newTrip();
    expect(Number(second.tripNumber.slice(-4))).toBe(Number(trip.tripNumber.slice(-4)) + 1);
    const list = ok(await post(`${TRIPS}/list`, { searchParas: { conditions: [{ name: 'tripNumber', op: 'eq', value: trip.tripNumber }] } }));
    expect(list.list.map((r: { id: string }) => r.id)).toEqual([trip.id]);
  });

  it('legs list: by trip number, state, airports and a planned-departure range', async () => {
    const trip = await newTrip([leg('ZGGG', 'ZUUU', 10), leg('ZUUU', 'ZGGG', 11)]);
    const legs = async (conditions: object[]) => ok(await post(`${LEGS}/list`, { searchParas: { conditions } })).list.map((l: { id: string }) => l.id);
    expect(await legs([{ name: 'tripNumber', op: 'eq', value: trip.tripNumber }])).toEqual(trip.legs.map((l: { id: string }) => l.id));
    const range = [{ name: 'plannedDepartureUtc', op: 'between', value: ['2026-12-11T00:00:00Z', '2026-12-11T23:59:59Z'] }, { name: 'departureIcao', op: 'eq', value: 'ZUUU' }];
    expect(await legs(range)).toEqual([trip.legs[1].id]);
    expect(await legs([{ name: 'tripNumber', op: 'eq', value: trip.tripNumber }, { name: 'legState', op: 'eq', value: 0 }])).toEqual([]);
    expect(await legs([{ name: 'tripNumber', op: 'eq', value: trip.tripNumber }, { name: 'aircraftId', op: 'isNull' }])).toHaveLength(2);
  });

  it('form errors → 400 with field keys; warnings need confirm: true; unknown airport or customer → 400', async () => {
    const bad = refused(await post(TRIPS, { customerId, legs: [leg('ZBAA', 'ZSSS', 1, { plannedArrivalUtc: '2026-12-01T01:00:00Z' })] }), 400, 'error.requestParameter');
    expect(bad.result.fields['legs.0.arrivalTime'].key).toBe('trip.error.arrivalBeforeDeparture');
    const discontinuous = [leg('ZBAA', 'ZSSS', 1), leg('ZGGG', 'ZBAA', 2)];
    const warned = refused(await post(TRIPS, { customerId, legs: discontinuous }), 400, 'trip.error.confirmationRequired');
    expect(warned.result.warnings.map((w: { key: string }) => w.key)).toContain('trip.warning.discontinuous');
    expect(ok(await post(TRIPS, { customerId, legs: discontinuous, confirm: true })).legs).toHaveLength(2);
    expect(refused(await post(TRIPS, { customerId, legs: [leg('ZBAA', 'QQQQ', 1)] }), 400, 'error.requestParameter').result.fields['legs.0.arrivalIcao'].key).toBe('validation.unknownReference');
    refused(await post(TRIPS, { customerId: '00000000-0000-4000-8000-000000000000', legs: [leg('ZBAA', 'ZSSS', 1)] }), 400, 'error.requestParameter');
    refused(await post(TRIPS, { customerId, legs: [leg('ZBAA', 'ZSSS', 1, { plannedDepartureUtc: '2026-12-01T10:00:00+08:00' })] }), 400, 'error.requestParameter');
  });
});

describe('D4 / D8 refusals', () => {
  it('insert before the first leg → trip.error.insertBeforeFirst; insert at 2 renumbers', async () => {
    const trip = await newTrip();
    const payload = { version: 1, position: 1, leg: leg('ZBAA', 'ZBAA', 1) };
    const res = refused(await call({ method: 'POST', url: `${TRIPS}/${trip.id}/insertLeg`, payload, headers: { 'accept-language': 'en' } }), 400, 'trip.error.insertBeforeFirst');
    expect(res.message).not.toBe('trip.error.insertBeforeFirst'); // the trip namespace is translated server-side
    const after = ok(await post(`${TRIPS}/${trip.id}/insertLeg`, { version: 1, position: 2, leg: leg('ZSSS', 'ZSSS', 1, { plannedDepartureUtc: '2026-12-01T06:00:00Z', plannedArrivalUtc: '2026-12-01T07:00:00Z' }), confirm: true }));
    expect(after.version).toBe(2);
    expect(after.legs.map((l: { legNumber: number; id: string }) => [l.legNumber, l.id])).toEqual([
      [1, trip.legs[0].id],
      [2, after.legs[1].id],
      [3, trip.legs[1].id],
    ]);
    const added = ok(await post(`${TRIPS}/${trip.id}/addLeg`, { version: 2, leg: leg('VHHH', 'ZBAA', 3) }));
    expect(added.legs.map((l: { legNumber: number }) => l.legNumber)).toEqual([1, 2, 3, 4]);
  });

  it('edit a cancelled leg → trip.error.cancelledLegNotEditable', async () => {
    const trip = await newTrip();
    const cancelled = ok(await post(`${LEGS}/${trip.legs[1].id}/cancel`, { version: 1, reasonType: 'customer' }));
    expect(cancelled.legs[1]).toMatchObject({ legState: 0, cancelReasonType: 'customer' });
    refused(await post(`${LEGS}/${trip.legs[1].id}/edit`, { version: 2, flightNo: 'B652' }), 400, 'trip.error.cancelledLegNotEditable');
    const edited = ok(await post(`${LEGS}/${trip.legs[0].id}/edit`, { version: 2, flightNo: 'B651', plannedArrivalUtc: '2026-12-01T05:00:00Z' }));
    expect(edited.legs[0]).toMatchObject({ flightNo: 'B651', eteMinutes: 180, plannedArrivalUtc: '2026-12-01T05:00:00.000Z' });
  });

  it('cancel a trip with a flying leg → trip.error.tripFlyingNotCancellable; otherwise every leg cancelled', async () => {
    const trip = await newTrip();
    await t.database.db.update(tripLegs).set({ legState: 4 }).where(eq(tripLegs.id, trip.legs[1].id));
    refused(await post(`${TRIPS}/${trip.id}/cancel`, { version: 1, reasonType: 'company' }), 400, 'trip.error.tripFlyingNotCancellable');
    refused(await post(`${LEGS}/${trip.legs[0].id}/cancel`, { version: 1, reasonType: 'company' }), 400, 'trip.error.laterLegFlying');
    refused(await post(`${LEGS}/${trip.legs[1].id}/edit`, { version: 1, flightNo: 'F1' }), 400, 'trip.error.flyingLegNotEditable');
    await t.database.db.update(tripLegs).set({ legState: 5 }).where(eq(tripLegs.id, trip.legs[1].id));
    const done = ok(await post(`${TRIPS}/${trip.id}/cancel`, { version: 1, reasonType: 'company', note: 'AOG' }));
    expect(done).toMatchObject({ status: 'cancelled', cancelReasonType: 'company', cancelNote: 'AOG' });
    expect(done.legs.map((l: { legState: number }) => l.legState)).toEqual([0, 5]);
  });

  it('lock, then edit → trip.error.tripLocked; unlock, then edit works', async () => {
    const trip = await newTrip();
    expect(ok(await post(`${TRIPS}/${trip.id}/lock`, { version: 1 })).locked).toBe(true);
    refused(await post(`${LEGS}/${trip.legs[0].id}/edit`, { version: 2, flightNo: 'B1' }), 400, 'trip.error.tripLocked');
    refused(await call({ method: 'PUT', url: `${TRIPS}/${trip.id}`, payload: { version: 2, note: 'x' } }), 400, 'trip.error.tripLocked');
    refused(await post(`${TRIPS}/${trip.id}/submit`, { version: 2 }), 400, 'trip.error.tripLocked');
    ok(await post(`${TRIPS}/${trip.id}/unlock`, { version: 2 }));
    expect(ok(await post(`${LEGS}/${trip.legs[0].id}/edit`, { version: 3, flightNo: 'B1' })).legs[0].flightNo).toBe('B1');
  });

  it('submit → receive → reject (reason required) → resubmit; header update; aircraft needs an evaluated leg', async () => {
    const trip = await newTrip();
    expect(ok(await post(`${TRIPS}/${trip.id}/submit`, { version: 1 }))).toMatchObject({ status: 'notReceived', releaseStatus: 4 });
    refused(await post(`${TRIPS}/${trip.id}/submit`, { version: 2 }), 400, 'trip.error.wrongTripStatus');
    expect(ok(await post(`${TRIPS}/${trip.id}/receive`, { version: 2 })).status).toBe('received');
    refused(await post(`${TRIPS}/${trip.id}/reject`, { version: 3, reason: ' ' }), 400, 'trip.error.reasonRequired');
    expect(ok(await post(`${TRIPS}/${trip.id}/reject`, { version: 3, reason: 'No slots' }))).toMatchObject({ status: 'rejected', rejectedNote: 'No slots' });
    expect(ok(await post(`${TRIPS}/${trip.id}/submit`, { version: 4 })).status).toBe('notReceived');
    expect(ok(await call({ method: 'PUT', url: `${TRIPS}/${trip.id}`, payload: { version: 5, contractName: 'C-1', note: 'VIP' } }))).toMatchObject({ contractName: 'C-1', note: 'VIP', version: 6 });

    const type = ok(await post('/fleet/v1/aircraftTypes', { code: 'TR-G650', name: 'G650' }));
    const plane = ok(await post('/fleet/v1/aircraft', { tailNo: 'B-TR01', typeId: type.id }));
    refused(await post(`${LEGS}/${trip.legs[0].id}/edit`, { version: 6, aircraftId: plane.id }), 400, 'trip.error.legNotEvaluated');
    await t.database.db.update(tripLegs).set({ legState: 2 }).where(eq(tripLegs.id, trip.legs[0].id));
    expect(ok(await post(`${LEGS}/${trip.legs[0].id}/edit`, { version: 6, aircraftId: plane.id })).legs[0]).toMatchObject({ aircraftId: plane.id, legState: 33 });
    expect(ok(await post(`${LEGS}/list`, { searchParas: { conditions: [{ name: 'aircraftId', op: 'eq', value: plane.id }] } })).totalNum).toBe(1);
  });
});

describe('versions, idempotency, tenants, permissions', () => {
  it('a stale trip version → 412 error.dataChanged, for header, trip and leg commands', async () => {
    const trip = await newTrip();
    ok(await post(`${TRIPS}/${trip.id}/addLeg`, { version: 1, leg: leg('VHHH', 'ZBAA', 3) }));
    refused(await call({ method: 'PUT', url: `${TRIPS}/${trip.id}`, payload: { version: 1, note: 'x' } }), 412, 'error.dataChanged');
    refused(await post(`${TRIPS}/${trip.id}/submit`, { version: 1 }), 412, 'error.dataChanged');
    refused(await post(`${LEGS}/${trip.legs[0].id}/edit`, { version: 1, flightNo: 'X1' }), 412, 'error.dataChanged');
    refused(await post(`${LEGS}/${trip.legs[0].id}/cancel`, { version: 1, reasonType: 'customer' }), 412, 'error.dataChanged');
  });

  it('the same Idempotency-Key twice creates one trip', async () => {
    const payload = { customerId, contractName: 'IDEMP-1', legs: [leg('ZBAA', 'ZSSS', 5)] };
    const headers = { 'idempotency-key': 'trip-create-0001' };
    const first = ok(await call({ method: 'POST', url: TRIPS, payload, headers }));
    const again = await call({ method: 'POST', url: TRIPS, payload, headers });
    expect(ok(again).id).toBe(first.id);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const list = ok(await post(`${TRIPS}/list`, { searchParas: { conditions: [{ name: 'contractName', op: 'eq', value: 'IDEMP-1' }] } }));
    expect(list.totalNum).toBe(1);
  });

  it("company B cannot see or change company A's trips and legs (404)", async () => {
    const trip = await newTrip();
    const bravo = await t.signIn(TENANT_B_ADMIN);
    refused(await call({ method: 'GET', url: `${TRIPS}/${trip.id}` }, bravo), 404, 'error.notFound');
    refused(await call({ method: 'PUT', url: `${TRIPS}/${trip.id}`, payload: { version: 1, note: 'hijack' } }, bravo), 404, 'error.notFound');
    refused(await post(`${TRIPS}/${trip.id}/cancel`, { version: 1, reasonType: 'company' }, bravo), 404, 'error.notFound');
    refused(await post(`${LEGS}/${trip.legs[0].id}/edit`, { version: 1, flightNo: 'HJ' }, bravo), 404, 'error.notFound');
    expect(ok(await post(`${TRIPS}/list`, { searchParas: { conditions: [{ name: 'tripNumber', op: 'eq', value: trip.tripNumber }] } }, bravo)).totalNum).toBe(0);
    expect(ok(await post(`${LEGS}/list`, { pageSize: 500 }, bravo)).list.map((l: { tripId: string }) => l.tripId)).not.toContain(trip.id);
    expect(ok(await call({ method: 'GET', url: `${TRIPS}/${trip.id}` })).version).toBe(1);
  });

  it('a seat user without the permission → 403 (fleet cannot create, customer service cannot receive)', async () => {
    const trip = await newTrip();
    const fleet = await t.signIn('demo-fleet');
    ok(await call({ method: 'GET', url: `${TRIPS}/${trip.id}` }, fleet));
    refused(await post(TRIPS, { customerId, legs: [leg('ZBAA', 'ZSSS', 1)] }, fleet), 403, 'error.insufficientAccess');
    const cs = await t.signIn('demo-cs');
    ok(await post(`${TRIPS}/${trip.id}/submit`, { version: 1 }, cs));
    refused(await post(`${TRIPS}/${trip.id}/receive`, { version: 2 }, cs), 403, 'error.insufficientAccess');
  });
});
