/**
 * Records around a leg on the server: the leg detail; passengers, diversions and outsourced legs
 * with their events; a new leg from a cancelled one (form checks, passengers emptied, merged or
 * selected, leg logs); the delay and leg-log lists; refusals with their keys, stale versions, an
 * Idempotency-Key replay, another company and a seat without the key.
 */
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LegState } from '../../src/domain/trip/states';
import { events, legLogs, legPassengers, tripLegs } from '../../server/db/schema';
import { ok, refused } from '../support/expect';
import { TENANT_B_ADMIN } from '../support/fixtures';
import { createTestApp } from '../support/testApp';
import { legInput } from '../support/trips';

const t = await createTestApp();
afterAll(async () => t.close());

const V1 = '/trip/v1';
let admin = '';
let customerId = '';
const post = (url: string, payload: object, token = admin, headers: Record<string, string> = {}) => t.call(token, { method: 'POST', url: `${V1}${url}`, payload, headers });
const put = (url: string, payload: object, token = admin) => t.call(token, { method: 'PUT', url: `${V1}${url}`, payload });
const detail = async (legId: string, token = admin) => ok(await t.call(token, { method: 'GET', url: `${V1}/tripLegs/${legId}` }));
const version = async (legId: string) => (await detail(legId)).trip.version as number;

type Leg = { id: string; legNumber: number; legState: number; departureIcao: string; [k: string]: unknown };
type Trip = { id: string; version: number; tripNumber: string; legs: Leg[] };

async function newTrip(legs = [legInput('ZBAA', 'ZSSS', 1)]): Promise<Trip> {
  return ok(await post('/trips', { customerId, legs }));
}
/** Sets a leg's state directly (the path to release is covered by tripsLegFlow.test.ts). */
const setState = (legId: string, legState: LegState) => t.database.db.update(tripLegs).set({ legState }).where(eq(tripLegs.id, legId));
const eventsOf = async (tripId: string) =>
  (await t.database.db.select().from(events).where(eq(events.tripId, tripId)).orderBy(asc(events.sequence))).map((e) => ({ code: e.functionCode, legId: e.legId, payload: e.payload }));

beforeAll(async () => {
  admin = await t.signIn('admin');
  customerId = ok(await t.call(admin, { method: 'POST', url: '/customer/v1/customers', payload: { type: 1, name: 'Leg Records Customer' } })).id;
});

describe('the leg detail', () => {
  it('answers the leg with its trip and empty records', async () => {
    const trip = await newTrip();
    const d = await detail(trip.legs[0]!.id);
    expect(d.leg).toMatchObject({ id: trip.legs[0]!.id, legNumber: 1, sourceLegId: null });
    expect(d.trip).toMatchObject({ id: trip.id, tripNumber: trip.tripNumber, version: 1, status: 'unconfirmed', locked: false });
    expect(d).toMatchObject({ passengers: [], diversions: [], civilLeg: null, crew: [], sourceLeg: null });
  });

  it('is 404 for another company and for no leg', async () => {
    const trip = await newTrip();
    const bravo = await t.signIn(TENANT_B_ADMIN);
    refused(await t.call(bravo, { method: 'GET', url: `${V1}/tripLegs/${trip.legs[0]!.id}` }), 404, 'error.notFound');
    refused(await post(`/tripLegs/${trip.legs[0]!.id}/passengers`, { version: 1, passenger: { name: 'X' } }, bravo), 404, 'error.notFound');
    expect(ok(await post('/diversions/list', { pageSize: 50 }, bravo)).totalNum).toBe(0);
  });
});

describe('passengers', () => {
  it('add, edit and remove, each an event on the trip version', async () => {
    const trip = await newTrip();
    const legId = trip.legs[0]!.id;
    let answer: Trip = ok(await post(`/tripLegs/${legId}/passengers`, { version: 1, passenger: { name: 'Li Lei', nationality: 'CN', documentType: 'passport', documentNumber: 'E123' } }));
    expect(answer.version).toBe(2);
    const [p] = (await detail(legId)).passengers;
    expect(p).toMatchObject({ legId, name: 'Li Lei', nationality: 'CN', documentType: 'passport', documentNumber: 'E123', phone: null, note: null });
    answer = ok(await put(`/legPassengers/${p.id}`, { version: 2, phone: '13800000000', note: 'VIP' }));
    expect((await detail(legId)).passengers[0]).toMatchObject({ name: 'Li Lei', phone: '13800000000', note: 'VIP' });
    refused(await put(`/legPassengers/${p.id}`, { version: 2, phone: '1' }), 412, 'error.dataChanged');
    ok(await post(`/legPassengers/${p.id}/remove`, { version: answer.version }));
    expect((await detail(legId)).passengers).toEqual([]);
    refused(await post(`/legPassengers/${p.id}/remove`, { version: answer.version + 1 }), 404, 'error.notFound');
    const ev = (await eventsOf(trip.id)).filter((e) => e.code === 'PASSENGER_CHANGE');
    expect(ev.map((e) => (e.payload as { action: string }).action)).toEqual(['add', 'edit', 'remove']);
    expect(ev[0]).toMatchObject({ legId, payload: { legNumber: 1, passengerId: p.id, name: 'Li Lei' } });
  });

  it('are refused on a cancelled leg', async () => {
    const trip = await newTrip([legInput('ZBAA', 'ZSSS', 1), legInput('ZSSS', 'ZBAA', 2)]);
    ok(await post(`/tripLegs/${trip.legs[1]!.id}/cancel`, { version: 1, reasonType: 'customer' }));
    refused(await post(`/tripLegs/${trip.legs[1]!.id}/passengers`, { version: 2, passenger: { name: 'X' } }), 400, 'trip.error.cancelledLegNotEditable');
  });

  it('the same Idempotency-Key twice adds one passenger', async () => {
    const trip = await newTrip();
    const legId = trip.legs[0]!.id;
    const body = { version: 1, passenger: { name: 'Once' } };
    const first = await post(`/tripLegs/${legId}/passengers`, body, admin, { 'idempotency-key': 'leg-records-pax-1' });
    const second = await post(`/tripLegs/${legId}/passengers`, body, admin, { 'idempotency-key': 'leg-records-pax-1' });
    expect(ok(second)).toEqual(ok(first));
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect((await t.database.db.select().from(legPassengers).where(eq(legPassengers.legId, legId))).length).toBe(1);
  });
});

describe('diversions', () => {
  it('are recorded for a released or flying leg, listed with the leg and cancelled once', async () => {
    const trip = await newTrip([legInput('ZBAA', 'ZSSS', 3)]);
    const legId = trip.legs[0]!.id;
    const body = { version: 1, diversionIcao: 'ZSPD', diversionEtaUtc: '2026-12-03T04:40:00Z', reason: 'Weather at ZSSS' };
    refused(await post(`/tripLegs/${legId}/diversions`, body), 400, 'trip.error.diversionLegState');
    await setState(legId, 31);
    const unknown = refused(await post(`/tripLegs/${legId}/diversions`, { ...body, diversionIcao: 'QQQQ' }), 400, 'error.requestParameter');
    expect(unknown.result.fields.diversionIcao.key).toBe('validation.unknownReference');
    ok(await post(`/tripLegs/${legId}/diversions`, body));
    const [d] = (await detail(legId)).diversions;
    expect(d).toMatchObject({ legId, tripId: trip.id, diversionIcao: 'ZSPD', diversionEtaUtc: '2026-12-03T04:40:00.000Z', reason: 'Weather at ZSSS', note: null, status: 2, createAuthor: expect.any(String) });

    const list = ok(await post('/diversions/list', { pageSize: 10, searchParas: { conditions: [{ name: 'tripNumber', op: 'eq', value: trip.tripNumber }, { name: 'status', op: 'eq', value: 2 }] } }));
    expect(list.totalNum).toBe(1);
    expect(list.list[0]).toMatchObject({ id: d.id, tripNumber: trip.tripNumber, legNumber: 1, departureIcao: 'ZBAA', arrivalIcao: 'ZSSS', aircraftId: null, plannedArrivalUtc: '2026-12-03T04:30:00.000Z' });

    ok(await post(`/diversions/${d.id}/cancel`, { version: 2 }));
    expect((await detail(legId)).diversions[0].status).toBe(1);
    refused(await post(`/diversions/${d.id}/cancel`, { version: 3 }), 400, 'trip.error.diversionNotActive');
    refused(await post(`/diversions/${d.id}/cancel`, { version: 2 }), 412, 'error.dataChanged');
    expect((await eventsOf(trip.id)).slice(1).map((e) => e.code)).toEqual(['LEG_DIVERSION', 'LEG_DIVERSION_CANCEL']);
  });
});

describe('outsourced (civil) legs', () => {
  it('add one per leg, edit, settle, list and remove, each with its event', async () => {
    const trip = await newTrip([legInput('ZBAA', 'ZSSS', 4)]);
    const legId = trip.legs[0]!.id;
    const body = { version: 1, capacityNumber: 'MU5101', supplier: 'China Eastern', currency: 'CNY', amount: '12345.5' };
    expect(refused(await post(`/tripLegs/${legId}/civilLeg`, { ...body, amount: '0.00' }), 400, 'error.requestParameter').result.fields.amount.key).toBe('trip.error.amountNotPositive');
    expect(refused(await post(`/tripLegs/${legId}/civilLeg`, { ...body, amount: '1.234' }), 400, 'error.requestParameter').result.fields.amount.key).toBe('trip.error.amountInvalid');
    expect(refused(await post(`/tripLegs/${legId}/civilLeg`, { ...body, currency: 'cny' }), 400, 'error.requestParameter').result.fields.currency.key).toBe('trip.error.currencyInvalid');
    ok(await post(`/tripLegs/${legId}/civilLeg`, body));
    refused(await post(`/tripLegs/${legId}/civilLeg`, { ...body, version: 2 }), 409, 'trip.error.civilLegExists');
    const c = (await detail(legId)).civilLeg;
    expect(c).toMatchObject({ legId, tripId: trip.id, capacityNumber: 'MU5101', supplier: 'China Eastern', contact: null, currency: 'CNY', amount: '12345.50', settlementTime: null, note: null });

    ok(await put(`/civilLegs/${c.id}`, { version: 2, amount: '9000', contact: 'Ms Wang' }));
    expect((await detail(legId)).civilLeg).toMatchObject({ amount: '9000.00', contact: 'Ms Wang', supplier: 'China Eastern' });
    const finance = await t.signIn('demo-finance');
    ok(await post(`/civilLegs/${c.id}/settle`, { version: 3, settlementTime: '2026-12-31T08:00:00Z' }, finance));
    expect((await detail(legId)).civilLeg.settlementTime).toBe('2026-12-31T08:00:00.000Z');

    const list = ok(await post('/civilLegs/list', { pageSize: 10, searchParas: { conditions: [{ name: 'tripNumber', op: 'eq', value: trip.tripNumber }, { name: 'settlementTime', op: 'isNotNull' }] } }, finance));
    expect(list.list).toEqual([expect.objectContaining({ id: c.id, amount: '9000.00', tripNumber: trip.tripNumber, legNumber: 1, departureIcao: 'ZBAA', arrivalIcao: 'ZSSS', plannedDepartureUtc: '2026-12-04T02:00:00.000Z', legState: 1 })]);

    refused(await post(`/civilLegs/${c.id}/remove`, { version: 4 }, finance), 403, 'error.insufficientAccess');
    ok(await post(`/civilLegs/${c.id}/remove`, { version: 4 }));
    expect((await detail(legId)).civilLeg).toBeNull();
    expect((await eventsOf(trip.id)).slice(1).map((e) => e.code)).toEqual(['LEG_OUTSOURCE', 'LEG_OUTSOURCE_CHANGE', 'LEG_OUTSOURCE_SETTLE', 'LEG_OUTSOURCE_REMOVE']);
  });
});

describe('flight delays and leg logs', () => {
  it('list legs that took off late with the delay in minutes, filtered and sorted on it', async () => {
    const trip = await newTrip([legInput('ZBAA', 'ZSSS', 5), legInput('ZSSS', 'ZBAA', 5, { off: '06:00', on: '08:00' })]);
    const [a, b] = trip.legs as [Leg, Leg];
    await setState(a.id, 31);
    await setState(b.id, 31);
    let v = ok(await post(`/tripLegs/${a.id}/takeoff`, { version: 1, actualUtc: '2026-12-05T02:45:00Z', delayReason: 'ATC' })).version;
    v = ok(await post(`/tripLegs/${b.id}/takeoff`, { version: v, actualUtc: '2026-12-05T06:10:00Z' })).version;
    const byTrip = { name: 'tripNumber', op: 'eq', value: trip.tripNumber };
    const all = ok(await post('/flightDelays/list', { pageSize: 10, sortProperties: 'delayMinutes', sortDirection: 'desc', searchParas: { conditions: [byTrip] } }));
    expect(all.list.map((r: { delayMinutes: number }) => r.delayMinutes)).toEqual([45, 10]);
    expect(all.list[0]).toEqual({
      id: a.id, tripId: trip.id, tripNumber: trip.tripNumber, legNumber: 1, flightNo: null, departureIcao: 'ZBAA', arrivalIcao: 'ZSSS', aircraftId: null,
      plannedDepartureUtc: '2026-12-05T02:00:00.000Z', actualOffUtc: '2026-12-05T02:45:00.000Z', delayMinutes: 45, delayReason: 'ATC',
    });
    const late = ok(await post('/flightDelays/list', { pageSize: 10, searchParas: { conditions: [byTrip, { name: 'delayMinutes', op: 'gt', value: 30 }] } }));
    expect(late.list.map((r: { id: string }) => r.id)).toEqual([a.id]);
  });

  it('leg logs are listed by leg, newest first', async () => {
    const trip = await newTrip();
    const legId = trip.legs[0]!.id;
    ok(await post(`/tripLegs/${legId}/edit`, { version: 1, flightNo: 'LR1' }));
    const logs = ok(await post('/legLogs/list', { pageSize: 10, searchParas: { conditions: [{ name: 'legId', op: 'eq', value: legId }] } }));
    expect(logs.list.map((l: { command: string }) => l.command)).toEqual(['editLeg', 'create']);
    expect(logs.list[0]).toMatchObject({ legId, tripId: trip.id, userName: expect.any(String), before: { flightNo: null }, after: { flightNo: 'LR1' } });
    expect(ok(await post('/legLogs/list', { pageSize: 10, searchParas: { conditions: [{ name: 'legId', op: 'eq', value: legId }] } }, await t.signIn(TENANT_B_ADMIN))).totalNum).toBe(0);
  });
});

describe('a new leg from a cancelled one', () => {
  /** ZBAA→ZSSS, ZSSS→VHHH (cancelled), VHHH→ZBAA; passengers on the first two. */
  async function withCancelledLeg() {
    const trip = await newTrip([legInput('ZBAA', 'ZSSS', 10), legInput('ZSSS', 'VHHH', 11), legInput('VHHH', 'ZBAA', 12)]);
    const [first, second, third] = trip.legs as [Leg, Leg, Leg];
    let v = 1;
    const add = async (legId: string, passenger: object) => (v = ok(await post(`/tripLegs/${legId}/passengers`, { version: v, passenger })).version);
    await add(first.id, { name: 'Li Lei', documentNumber: 'E123' });
    await add(first.id, { name: 'Wang Wu' });
    await add(second.id, { name: 'LI LEI', documentNumber: 'e123' });
    await add(second.id, { name: 'Han Meimei' });
    v = ok(await post(`/tripLegs/${second.id}/cancel`, { version: v, reasonType: 'customer' })).version;
    const pax = (await detail(second.id)).passengers as { id: string; name: string }[];
    return { trip, first, second, third, pax, version: () => v };
  }
  const renewBody = (version: number, passengers: object, leg = legInput('ZSSS', 'VHHH', 11, { off: '05:00', on: '08:00' })) => ({ version, leg, passengers });

  it('merges the passengers with the previous live leg, goes right after the cancelled leg and is logged', async () => {
    const s = await withCancelledLeg();
    const answer: Trip = ok(await post(`/tripLegs/${s.second.id}/renew`, renewBody(s.version(), { mode: 'merge' })));
    expect(answer.legs.map((l) => [l.legNumber, l.legState, l.departureIcao])).toEqual([[1, 1, 'ZBAA'], [2, 0, 'ZSSS'], [3, 1, 'ZSSS'], [4, 1, 'VHHH']]);
    const renewed = answer.legs[2]!;
    const d = await detail(renewed.id);
    expect(d.leg.sourceLegId).toBe(s.second.id);
    expect(d.sourceLeg).toEqual({ id: s.second.id, legNumber: 2, tripNumber: s.trip.tripNumber });
    expect(d.passengers.map((p: { name: string }) => p.name)).toEqual(['LI LEI', 'Han Meimei', 'Wang Wu']);

    // the event carries the trip version the command answered with (the tab that made it ignores its echo)
    const renewedTripVersion = answer.version;
    const ev = (await eventsOf(s.trip.id)).at(-1);
    expect(ev).toEqual({ code: 'LEG_RENEW', legId: renewed.id, payload: { legNumber: 3, sourceLegId: s.second.id, sourceLegNumber: 2, passengerMode: 'merge', passengers: 3, tripVersion: renewedTripVersion } });
    const logs = await t.database.db.select().from(legLogs).where(and(eq(legLogs.tripId, s.trip.id), eq(legLogs.command, 'renewLeg')));
    expect(logs.map((l) => [l.legId, l.before === null])).toEqual(expect.arrayContaining([[s.third.id, false], [renewed.id, true]]));
    expect(logs).toHaveLength(2);
    refused(await post(`/tripLegs/${s.second.id}/renew`, renewBody(answer.version, { mode: 'empty' })), 400, 'trip.error.legAlreadyRenewed');
  });

  it('brings the selected passengers or none', async () => {
    const s = await withCancelledLeg();
    const han = s.pax.find((p) => p.name === 'Han Meimei')!;
    refused(await post(`/tripLegs/${s.second.id}/renew`, renewBody(s.version(), { mode: 'select', passengerIds: [] })), 400, 'trip.error.passengerSelectionRequired');
    const firstPax = (await detail(s.first.id)).passengers[0].id;
    const foreign = refused(await post(`/tripLegs/${s.second.id}/renew`, renewBody(s.version(), { mode: 'select', passengerIds: [han.id, firstPax] })), 400, 'trip.error.passengerNotOnLeg');
    expect(foreign.result).toEqual({ id: firstPax });
    const answer: Trip = ok(await post(`/tripLegs/${s.second.id}/renew`, renewBody(s.version(), { mode: 'select', passengerIds: [han.id] })));
    expect((await detail(answer.legs[2]!.id)).passengers.map((p: { name: string }) => p.name)).toEqual(['Han Meimei']);

    const other = await withCancelledLeg();
    const empty: Trip = ok(await post(`/tripLegs/${other.second.id}/renew`, renewBody(other.version(), { mode: 'empty' })));
    expect((await detail(empty.legs[2]!.id)).passengers).toEqual([]);
  });

  it('is refused from a live leg, checks the leg form and the version', async () => {
    const s = await withCancelledLeg();
    refused(await post(`/tripLegs/${s.first.id}/renew`, renewBody(s.version(), { mode: 'empty' })), 400, 'trip.error.renewFromCancelledOnly');
    const jump = renewBody(s.version(), { mode: 'empty' }, legInput('ZBAA', 'VHHH', 11, { off: '05:00', on: '08:00' }));
    const warned = refused(await post(`/tripLegs/${s.second.id}/renew`, jump), 400, 'trip.error.confirmationRequired');
    expect(warned.result.warnings[0]).toMatchObject({ legNumber: 3, key: 'trip.warning.discontinuous' });
    const bad = renewBody(s.version(), { mode: 'empty' }, legInput('ZSSS', 'VHHH', 11, { off: '05:00', on: '04:00' }));
    expect(Object.keys(refused(await post(`/tripLegs/${s.second.id}/renew`, bad), 400, 'error.requestParameter').result.fields)[0]).toMatch(/^leg\./);
    refused(await post(`/tripLegs/${s.second.id}/renew`, renewBody(s.version() - 1, { mode: 'empty' })), 412, 'error.dataChanged');
    expect(await version(s.second.id)).toBe(s.version());
    ok(await post(`/tripLegs/${s.second.id}/renew`, { ...jump, confirm: true }));
  });
});

describe('leg data permissions', () => {
  it('a user limited to departures from ZSSS sees only those legs, their diversions and their logs', async () => {
    const trip = await newTrip([legInput('ZBAA', 'ZSSS', 20), legInput('ZSSS', 'ZBAA', 21)]);
    const [bj, sh] = trip.legs as [Leg, Leg];
    await setState(bj.id, 31);
    await setState(sh.id, 31);
    const eta = { diversionEtaUtc: '2026-12-20T04:40:00Z', reason: 'scope' };
    let v = ok(await post(`/tripLegs/${bj.id}/diversions`, { version: 1, diversionIcao: 'ZSPD', ...eta })).version;
    v = ok(await post(`/tripLegs/${sh.id}/diversions`, { version: v, diversionIcao: 'ZBTJ', ...eta })).version;

    const role = ok(await t.call(admin, { method: 'POST', url: '/common/v1/sysRoles', payload: { name: 'Shanghai desk', code: 'SH_DESK' } }));
    ok(await t.call(admin, { method: 'PUT', url: `/common/v1/sysRoles/${role.id}/permissions`, payload: { version: role.version, permissionKeys: ['tripLeg:list', 'diversion:list'] } }));
    const withPerms = ok(await t.call(admin, { method: 'GET', url: `/common/v1/sysRoles/${role.id}` }));
    ok(await t.call(admin, { method: 'PUT', url: `/common/v1/sysRoles/${role.id}/dataPermissions`, payload: { version: withPerms.version, grants: [{ dimension: 'departureIcao', mode: 'specific', values: ['ZSSS'] }] } }));
    const seats = ok(await t.call(admin, { method: 'GET', url: '/common/v1/seats' }));
    ok(await t.call(admin, { method: 'POST', url: '/common/v1/sysUsers', payload: { userName: 'sh-desk', password: 'Demo-pass1', personName: 'SH', roleIds: [role.id], seatIds: [seats[0].id] } }));
    const scoped = await t.signIn('sh-desk');

    refused(await t.call(scoped, { method: 'GET', url: `${V1}/tripLegs/${bj.id}` }), 404, 'error.notFound');
    expect((await detail(sh.id, scoped)).diversions.map((d: { diversionIcao: string }) => d.diversionIcao)).toEqual(['ZBTJ']);
    const byTrip = { searchParas: { conditions: [{ name: 'tripId', op: 'eq', value: trip.id }] }, pageSize: 50 };
    expect(ok(await post('/diversions/list', byTrip, scoped)).list.map((d: { legId: string }) => d.legId)).toEqual([sh.id]);
    const logs = ok(await post('/legLogs/list', byTrip, scoped)).list as { legId: string }[];
    expect(logs.length).toBeGreaterThan(0);
    expect(new Set(logs.map((l) => l.legId))).toEqual(new Set([sh.id]));
  });
});

describe('permissions', () => {
  it('a seat without the key is refused (403)', async () => {
    const trip = await newTrip();
    const legId = trip.legs[0]!.id;
    const fleet = await t.signIn('demo-fleet');
    const finance = await t.signIn('demo-finance');
    refused(await post(`/tripLegs/${legId}/diversions`, { version: 1, diversionIcao: 'ZSPD', diversionEtaUtc: '2026-12-01T04:40:00Z', reason: 'x' }, finance), 403, 'error.insufficientAccess');
    refused(await post(`/tripLegs/${legId}/civilLeg`, { version: 1, capacityNumber: 'X', supplier: 'Y', currency: 'CNY', amount: '1' }, finance), 403, 'error.insufficientAccess');
    refused(await post('/flightDelays/list', { pageSize: 5 }, fleet), 403, 'error.insufficientAccess');
    refused(await post(`/tripLegs/${legId}/renew`, renewLike(), fleet), 403, 'error.insufficientAccess');
    ok(await post('/flightDelays/list', { pageSize: 5 }, await t.signIn('demo-cs')));
  });
});

function renewLike() {
  return { version: 1, leg: legInput('ZBAA', 'ZSSS', 1), passengers: { mode: 'empty' } };
}
