/**
 * Trips and legs: leg logs (before/after per changed leg) and events (gap-free sequence per company,
 * also under 20 concurrent commands on different trips); a refused command writes nothing.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../support/expect';
import { events, legLogs } from '../../server/db/schema';
import { createTestApp } from '../support/testApp';
import { legInput } from '../support/trips';

const t = await createTestApp();
afterAll(async () => t.close());

const TRIPS = '/trip/v1/trips';
const LEGS = '/trip/v1/tripLegs';
let admin = '';
let customerId = '';
const post = (url: string, payload: object) => t.call(admin, { method: 'POST', url, payload });
const leg = (dep: string, arr: string, day: number) => legInput(dep, arr, day, { off: '08:00', on: '10:00' });
const newTrip = async () => ok(await post(TRIPS, { customerId, legs: [leg('ZBAA', 'ZSSS', 1), leg('ZSSS', 'ZBAA', 2)] }));
const eventsOf = (tripId: string) => t.database.db.select().from(events).where(eq(events.tripId, tripId)).orderBy(asc(events.sequence));
const logsOf = (tripId: string) => t.database.db.select().from(legLogs).where(eq(legLogs.tripId, tripId)).orderBy(asc(legLogs.time));

beforeAll(async () => {
  admin = await t.signIn('admin');
  customerId = ok(await post('/customer/v1/customers', { type: 1, name: 'Event Customer' })).id;
});

describe('leg logs and events', () => {
  it('each command writes one event with the next sequence, and a log row per changed leg', async () => {
    const trip = await newTrip();
    const [l1, l2] = trip.legs;
    ok(await post(`${LEGS}/${l1.id}/edit`, { version: 1, plannedDepartureUtc: '2026-12-01T08:30:00Z' }));
    ok(await post(`${LEGS}/${l1.id}/edit`, { version: 2, arrivalIcao: 'ZSPD', confirm: true }));
    ok(await post(`${LEGS}/${l1.id}/edit`, { version: 3, plannedDepartureUtc: '2026-12-03T08:00:00Z', plannedArrivalUtc: '2026-12-03T10:00:00Z', confirm: true }));
    ok(await post(`${TRIPS}/${trip.id}/insertLeg`, { version: 4, position: 2, leg: leg('ZSPD', 'ZSSS', 1), confirm: true }));
    ok(await post(`${TRIPS}/${trip.id}/cancel`, { version: 5, reasonType: 'customer' }));

    const ev = await eventsOf(trip.id);
    expect(ev.map((e) => e.functionCode)).toEqual(['INTENT_APPEND', 'FLIGHT_TIME_CHANGE', 'FLIGHT_ICAO_CHANGE', 'FLIGHT_DATE_CHANGE', 'LEG_INSERT', 'TRIP_CANCEL']);
    const seqs = ev.map((e) => e.sequence);
    expect(seqs).toEqual(seqs.map((_, i) => seqs[0]! + i));
    expect(ev[1]).toMatchObject({ legId: l1.id, companyId: expect.any(String) });

    const logs = await logsOf(trip.id);
    const byCommand = (c: string) => logs.filter((l) => l.command === c);
    expect(byCommand('create').map((l) => [l.legId, l.before])).toEqual([
      [l1.id, null],
      [l2.id, null],
    ]);
    const [firstEdit] = byCommand('editLeg');
    expect((firstEdit!.before as { plannedDepartureUtc: string }).plannedDepartureUtc).toBe('2026-12-01T08:00:00.000Z');
    expect((firstEdit!.after as { plannedDepartureUtc: string }).plannedDepartureUtc).toBe('2026-12-01T08:30:00.000Z');
    expect(firstEdit).toMatchObject({ userName: 'admin', userId: expect.any(String) });
    // the insertion moved leg 2 down (log) and added the new leg (log)
    expect(byCommand('insertLeg').map((l) => [(l.before as { legNumber: number } | null)?.legNumber ?? null, (l.after as { legNumber: number }).legNumber])).toEqual([
      [2, 3],
      [null, 2],
    ]);
    expect(byCommand('cancelTrip')).toHaveLength(3);
  });

  it('a refused or stale command writes no log, no event, and uses no sequence number', async () => {
    const trip = await newTrip();
    const before = (await eventsOf(trip.id)).length;
    expect((await post(`${TRIPS}/${trip.id}/insertLeg`, { version: 1, position: 1, leg: leg('ZBAA', 'ZBAA', 1) })).statusCode).toBe(400);
    expect((await post(`${TRIPS}/${trip.id}/submit`, { version: 9 })).statusCode).toBe(412);
    expect(await eventsOf(trip.id)).toHaveLength(before);
    expect(await logsOf(trip.id)).toHaveLength(2);
    const last = (await eventsOf(trip.id)).at(-1)!.sequence;
    ok(await post(`${TRIPS}/${trip.id}/submit`, { version: 1 }));
    const all = await t.database.db.select().from(events).where(eq(events.companyId, (await eventsOf(trip.id))[0]!.companyId));
    expect(Math.max(...all.map((e) => e.sequence))).toBe(last + 1);
    expect(new Set(all.map((e) => e.sequence)).size).toBe(all.length);
  });

  it('20 concurrent commands on different trips get 20 distinct consecutive sequence numbers', async () => {
    const trips: { id: string }[] = [];
    for (let i = 0; i < 20; i++) trips.push(await newTrip());
    const results = await Promise.all(trips.map((tr) => post(`${TRIPS}/${tr.id}/submit`, { version: 1 })));
    expect(results.map((r) => r.statusCode)).toEqual(results.map(() => 200));
    const rows = await t.database.db
      .select()
      .from(events)
      .where(and(inArray(events.tripId, trips.map((tr) => tr.id)), eq(events.functionCode, 'TRIP_SUBMIT')))
      .orderBy(asc(events.sequence));
    const seqs = rows.map((r) => r.sequence);
    expect(seqs).toHaveLength(20);
    expect(seqs).toEqual(seqs.map((_, i) => seqs[0]! + i));
  });

  it('concurrent commands on one trip at one version: one 200, the rest 412', async () => {
    const trip = await newTrip();
    const results = await Promise.all(Array.from({ length: 5 }, (_, i) => post(`${LEGS}/${trip.legs[0].id}/edit`, { version: 1, flightNo: `C${i}` })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 412, 412, 412, 412]);
    expect((await eventsOf(trip.id)).map((e) => e.functionCode)).toEqual(['INTENT_APPEND', 'LEG_UPDATE']);
  });
});
