/**
 * The fleet schedule on the server: ferry legs appear, move and go with the customer legs of an
 * aircraft; a hand edit of a ferry is refused; an overlapping aircraft or a too-short ferry window
 * is refused until forced with a reason; other trips whose ferries changed get a new version.
 */
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, legLogs } from '../../server/db/schema';
import { ok, refused } from '../support/expect';
import { createTestApp } from '../support/testApp';
import { legInput } from '../support/trips';

const t = await createTestApp();
afterAll(async () => t.close());

const TRIPS = '/trip/v1/trips';
const LEGS = '/trip/v1/tripLegs';
let admin = '';
let customerId = '';
let typeId = '';
const post = (url: string, payload: object) => t.call(admin, { method: 'POST', url, payload });
const get = async (id: string): Promise<Trip> => ok(await t.call(admin, { method: 'GET', url: `${TRIPS}/${id}` }));

type Leg = { id: string; legNumber: number; departureIcao: string; arrivalIcao: string; plannedDepartureUtc: string; plannedArrivalUtc: string; isFerry: boolean; ferryForLegId: string | null; forcedOverlapReason: string | null; legState: number; tripId: string };
type Trip = { id: string; tripNumber: string; version: number; legs: Leg[]; ferryLegs: Leg[] };

let tail = 0;
async function plane(): Promise<{ id: string; tailNo: string }> {
  const tailNo = `B-FY${String(++tail).padStart(2, '0')}`;
  return { id: ok(await post('/fleet/v1/aircraft', { tailNo, typeId })).id, tailNo };
}

/** A received trip whose legs passed evaluation. */
async function evaluatedTrip(legs: object[]): Promise<Trip> {
  let trip: Trip = ok(await post(TRIPS, { customerId, legs, confirm: true }));
  trip = ok(await post(`${TRIPS}/${trip.id}/submit`, { version: trip.version }));
  trip = ok(await post(`${TRIPS}/${trip.id}/receive`, { version: trip.version }));
  for (const l of trip.legs) trip = ok(await post(`${LEGS}/${l.id}/evaluate`, { version: trip.version, result: 'pass' }));
  return trip;
}

const assign = (trip: Trip, legIndex: number, aircraftId: string, extra: object = {}) =>
  post(`${LEGS}/${trip.legs[legIndex]!.id}/assignAircraft`, { version: trip.version, aircraftId, ...extra });
const route = (l: Leg) => `${l.departureIcao}-${l.arrivalIcao}`;

beforeAll(async () => {
  admin = await t.signIn('admin');
  customerId = ok(await post('/customer/v1/customers', { type: 1, name: 'Ferry Customer' })).id;
  typeId = ok(await post('/fleet/v1/aircraftTypes', { code: 'FY-G650', name: 'G650', cruiseSpeedKmh: 900, taxiMinutes: 10 })).id;
});

describe('ferry legs follow the schedule', () => {
  it('appear between trips, cannot be edited by hand, move and go with the customer legs', async () => {
    const p = await plane();
    let one = await evaluatedTrip([legInput('ZBAA', 'ZSSS', 1)]);
    let two = await evaluatedTrip([legInput('ZGGG', 'ZBAA', 2)]);
    one = ok(await assign(one, 0, p.id));
    expect(one.ferryLegs).toEqual([]);
    two = ok(await assign(two, 0, p.id));

    // ZSSS → ZGGG, arriving an hour before the departure, flying the type's ETE
    expect(two.ferryLegs).toHaveLength(1);
    const ferry = two.ferryLegs[0]!;
    expect(ferry).toMatchObject({ isFerry: true, departureIcao: 'ZSSS', arrivalIcao: 'ZGGG', ferryForLegId: two.legs[0]!.id, legNumber: 1, legState: 33, tripId: two.id });
    expect(ferry.plannedArrivalUtc).toBe('2026-12-02T01:00:00.000Z');
    const ete = (Date.parse(ferry.plannedArrivalUtc) - Date.parse(ferry.plannedDepartureUtc)) / 60_000;
    expect(ete).toBeGreaterThan(60);
    expect(ete).toBeLessThan(150);
    expect(two.legs).toHaveLength(1);
    const listed = ok(await post(`${LEGS}/list`, { searchParas: { conditions: [{ name: 'tripNumber', op: 'eq', value: two.tripNumber }, { name: 'isFerry', op: 'eq', value: true }] } }));
    expect(listed.list.map((l: Leg) => l.id)).toEqual([ferry.id]);
    const ev = await t.database.db.select().from(events).where(and(eq(events.tripId, two.id), eq(events.functionCode, 'FERRY_FLIGHT_CHANGE')));
    expect(ev).toHaveLength(1);
    expect(ev[0]!.payload).toMatchObject({ aircraftId: p.id, tailNo: p.tailNo, inserted: 1, moved: 0, removed: 0 });

    // hand edits of a ferry are refused; the leg flow from airworthiness on is not
    refused(await post(`${LEGS}/${ferry.id}/edit`, { version: two.version, note: 'x' }), 400, 'trip.error.ferryNotEditable');
    refused(await post(`${LEGS}/${ferry.id}/cancel`, { version: two.version, reasonType: 'company' }), 400, 'trip.error.ferryNotEditable');
    refused(await post(`${LEGS}/${ferry.id}/assignAircraft`, { version: two.version, aircraftId: p.id }), 400, 'trip.error.ferryNotEditable');
    two = ok(await post(`${LEGS}/${ferry.id}/airworthiness`, { version: two.version, value: 'airworthy' }));
    expect(two.ferryLegs[0]).toMatchObject({ id: ferry.id, legState: 3, airworthiness: 'airworthy' });

    // a command on trip one that changes trip two's ferry bumps trip two's version (open dialogs reload)
    const stale = two.version;
    one = ok(await post(`${LEGS}/${one.legs[0]!.id}/edit`, { version: one.version, arrivalIcao: 'ZGGG' }));
    two = await get(two.id);
    expect(two.version).toBe(stale + 1);
    expect(two.ferryLegs).toEqual([]);
    refused(await post(`${LEGS}/${two.legs[0]!.id}/edit`, { version: stale, note: 'late' }), 412, 'error.dataChanged');
    one = ok(await post(`${LEGS}/${one.legs[0]!.id}/edit`, { version: one.version, arrivalIcao: 'ZSSS' }));
    two = await get(two.id);
    expect(two.version).toBe(stale + 2);
    expect(two.ferryLegs.map(route)).toEqual(['ZSSS-ZGGG']);

    // the second trip departing where the first arrives needs no ferry
    two = ok(await post(`${LEGS}/${two.legs[0]!.id}/edit`, { version: two.version, departureIcao: 'ZSSS' }));
    expect(two.ferryLegs).toEqual([]);
    two = ok(await post(`${LEGS}/${two.legs[0]!.id}/edit`, { version: two.version, departureIcao: 'ZGGG' }));
    expect(two.ferryLegs.map(route)).toEqual(['ZSSS-ZGGG']);
    const removed = await t.database.db.select().from(legLogs).where(and(eq(legLogs.tripId, two.id), eq(legLogs.command, 'ferry'))).orderBy(asc(legLogs.time));
    expect(removed.some((g) => g.after === null && g.legId === ferry.id)).toBe(true);

    // a third trip; cancelling the second re-plans the third's ferry from where the first arrived
    let three = await evaluatedTrip([legInput('ZUUU', 'ZBAA', 3)]);
    three = ok(await assign(three, 0, p.id));
    expect(three.ferryLegs.map(route)).toEqual(['ZBAA-ZUUU']);
    const threeVersion = three.version;
    two = ok(await post(`${TRIPS}/${two.id}/cancel`, { version: two.version, reasonType: 'customer' }));
    expect(two.legs.map((l) => l.legState)).toEqual([0]);
    expect(two.ferryLegs).toEqual([]);
    three = await get(three.id);
    expect(three.ferryLegs.map(route)).toEqual(['ZSSS-ZUUU']);
    expect(three.version).toBe(threeVersion + 1);

    // cancelling the leg itself removes its ferry
    three = ok(await post(`${LEGS}/${three.legs[0]!.id}/cancel`, { version: three.version, reasonType: 'company' }));
    expect(three.ferryLegs).toEqual([]);
  });

  it('an insertion renumbers the ferry with its leg', async () => {
    const p = await plane();
    let trip = await evaluatedTrip([legInput('ZBAA', 'ZSSS', 5), legInput('ZGGG', 'ZBAA', 6)]);
    trip = ok(await assign(trip, 0, p.id));
    trip = ok(await assign(trip, 1, p.id));
    expect(trip.ferryLegs.map((f) => [route(f), f.legNumber, f.ferryForLegId])).toEqual([['ZSSS-ZGGG', 2, trip.legs[1]!.id]]);
    trip = ok(await post(`${TRIPS}/${trip.id}/insertLeg`, { version: trip.version, position: 2, leg: legInput('ZSSS', 'ZSSS', 5, { off: '20:00', on: '21:00' }), confirm: true }));
    expect(trip.legs.map((l) => l.legNumber)).toEqual([1, 2, 3]);
    expect(trip.ferryLegs.map((f) => [route(f), f.legNumber])).toEqual([['ZSSS-ZGGG', 3]]);
  });
});

describe('overlaps and short ferry windows', () => {
  it('an overlapping aircraft is refused until forced with a reason', async () => {
    const p = await plane();
    let one = await evaluatedTrip([legInput('ZBAA', 'ZSSS', 8)]);
    let other = await evaluatedTrip([legInput('ZBAA', 'ZSPD', 8, { off: '03:00', on: '05:00' })]);
    one = ok(await assign(one, 0, p.id));
    const res = refused(await assign(other, 0, p.id), 400, 'trip.error.aircraftOverlap');
    expect(res.result).toEqual({ tailNo: p.tailNo, tripNumber: one.tripNumber, legNumber: 1 });
    refused(await assign(other, 0, p.id, { forceOverlapReason: '  ' }), 400, 'trip.error.aircraftOverlap');
    other = ok(await assign(other, 0, p.id, { forceOverlapReason: 'owner swaps aircraft' }));
    expect(other.legs[0]).toMatchObject({ aircraftId: p.id, forcedOverlapReason: 'owner swaps aircraft' });

    // new times on a leg with an aircraft are checked too
    const q = await plane();
    let a = await evaluatedTrip([legInput('ZBAA', 'ZSSS', 9)]);
    let b = await evaluatedTrip([legInput('ZSSS', 'ZBAA', 9, { off: '06:00', on: '08:00' })]);
    a = ok(await assign(a, 0, q.id));
    b = ok(await assign(b, 0, q.id));
    expect(b.ferryLegs).toEqual([]);
    refused(await post(`${LEGS}/${b.legs[0]!.id}/edit`, { version: b.version, plannedDepartureUtc: '2026-12-09T04:00:00Z' }), 400, 'trip.error.aircraftOverlap');
    b = ok(await post(`${LEGS}/${b.legs[0]!.id}/edit`, { version: b.version, plannedDepartureUtc: '2026-12-09T04:00:00Z', forceOverlapReason: 'tech stop' }));
    expect(b.legs[0]!.forcedOverlapReason).toBe('tech stop');
    // moving it clear of the other leg clears the reason
    b = ok(await post(`${LEGS}/${b.legs[0]!.id}/edit`, { version: b.version, plannedDepartureUtc: '2026-12-09T06:00:00Z' }));
    expect(b.legs[0]!.forcedOverlapReason).toBeNull();
  });

  it('a ferry that does not fit its window is refused until forced', async () => {
    const p = await plane();
    let a = await evaluatedTrip([legInput('ZBAA', 'ZSSS', 10, { off: '02:00', on: '04:00' })]);
    let b = await evaluatedTrip([legInput('ZGGG', 'ZBAA', 10, { off: '05:30', on: '08:00' })]);
    a = ok(await assign(a, 0, p.id));
    const res = refused(await assign(b, 0, p.id), 400, 'trip.error.ferryWindowTooShort');
    expect(res.result).toEqual({ tailNo: p.tailNo, from: 'ZSSS', to: 'ZGGG', tripNumber: b.tripNumber, legNumber: 1 });
    expect((await get(b.id)).ferryLegs).toEqual([]);
    b = ok(await assign(b, 0, p.id, { forceOverlapReason: 'quick turn agreed' }));
    expect(b.ferryLegs).toHaveLength(1);
    expect(b.ferryLegs[0]).toMatchObject({ departureIcao: 'ZSSS', arrivalIcao: 'ZGGG', forcedOverlapReason: 'quick turn agreed' });
    // later commands on either trip are not refused for the gap the operator accepted
    a = await get(a.id);
    ok(await post(`${LEGS}/${a.legs[0]!.id}/airworthiness`, { version: a.version, value: 'airworthy' }));
    ok(await post(`${LEGS}/${b.legs[0]!.id}/airworthiness`, { version: b.version, value: 'airworthy' }));
  });
});
