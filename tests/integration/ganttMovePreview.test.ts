/**
 * The preview of a Gantt move (`POST /trip/v1/tripLegs/{id}/move/preview`): the move's own
 * command run in a transaction that is rolled back. It tells the readiness the leg would lose,
 * the warnings the move would ask to confirm and the ferry legs it would add, changes nothing
 * (versions, legs, ferries, events), and refuses like the move.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, tripLegs } from '../../server/db/schema';
import { ok, refused } from '../support/expect';
import { faultFor } from '../support/fleet';
import { createTestApp } from '../support/testApp';
import { legInput } from '../support/trips';
import { insertFault } from '../support/upkeep';

const t = await createTestApp();
afterAll(async () => t.close());

const TRIPS = '/trip/v1/trips';
const LEGS = '/trip/v1/tripLegs';
let admin = '';
let customerId = '';
let typeId = '';
const post = (url: string, payload: object) => t.call(admin, { method: 'POST', url, payload });

type Leg = { id: string; aircraftId: string | null; legState: number; hasFlightPlan: boolean };
type Trip = { id: string; tripNumber: string; version: number; legs: Leg[]; ferryLegs?: { aircraftId: string; departureIcao: string; arrivalIcao: string }[] };

let tail = 0;
async function plane(status = 'airworthy'): Promise<{ id: string; tailNo: string }> {
  const tailNo = `B-MP${String(++tail).padStart(2, '0')}`;
  const id = ok(await post('/fleet/v1/aircraft', { tailNo, typeId })).id as string;
  // the status follows an open fault of that kind (the status commands)
  const fault = faultFor(id, status);
  if (fault) ok(await post('/fleet/v1/faults', fault));
  return { id, tailNo };
}

async function onAircraft(legs: object[], aircraftId: string): Promise<Trip> {
  let trip: Trip = ok(await post(TRIPS, { customerId, legs, confirm: true }));
  trip = ok(await post(`${TRIPS}/${trip.id}/submit`, { version: trip.version }));
  trip = ok(await post(`${TRIPS}/${trip.id}/receive`, { version: trip.version }));
  for (const l of trip.legs) trip = ok(await post(`${LEGS}/${l.id}/evaluate`, { version: trip.version, result: 'pass' }));
  for (const l of trip.legs) trip = ok(await post(`${LEGS}/${l.id}/assignAircraft`, { version: trip.version, aircraftId }));
  return trip;
}

const trip = async (id: string): Promise<Trip> => ok(await t.call(admin, { method: 'GET', url: `${TRIPS}/${id}` }));
const eventCount = async () => (await t.database.db.select({ id: events.id }).from(events)).length;

beforeAll(async () => {
  admin = await t.signIn('admin');
  customerId = ok(await post('/customer/v1/customers', { type: 1, name: 'Move Preview Customer' })).id;
  typeId = ok(await post('/fleet/v1/aircraftTypes', { code: 'MP-G650', name: 'G650', cruiseSpeedKmh: 900, taxiMinutes: 10 })).id;
});

describe('move preview', () => {
  it('tells what the move would do and changes nothing; the move then does just that', async () => {
    const p = await plane();
    const q = await plane();
    // q ends the day before at ZSPD: a leg from ZBAA on q needs a ferry ZSPD → ZBAA first
    await onAircraft([legInput('ZSSS', 'ZSPD', 19)], q.id);
    const moving = await onAircraft([legInput('ZBAA', 'ZSSS', 20)], p.id);
    const legId = moving.legs[0]!.id;
    // a filed flight plan, which belongs to the aircraft
    await t.database.db.update(tripLegs).set({ hasFlightPlan: true }).where(eq(tripLegs.id, legId));
    const before = await trip(moving.id);
    const eventsBefore = await eventCount();

    const body = { version: before.version, aircraftId: q.id, plannedDepartureUtc: '2026-12-20T06:00:00Z' };
    const preview = ok(await post(`${LEGS}/${legId}/move/preview`, body));
    expect(preview).toMatchObject({
      legId,
      version: before.version,
      before: { aircraftId: p.id, tailNo: p.tailNo, hasFlightPlan: true, plannedDepartureUtc: '2026-12-20T02:00:00.000Z' },
      after: { aircraftId: q.id, tailNo: q.tailNo, hasFlightPlan: false, legState: 33, plannedDepartureUtc: '2026-12-20T06:00:00.000Z' },
      warnings: [],
      crew: [],
      duty: null,
    });
    expect(preview.readinessLost).toContain('flightPlan');
    expect(preview.ferriesAdded).toEqual([expect.objectContaining({ aircraftId: q.id, tailNo: q.tailNo, departureIcao: 'ZSPD', arrivalIcao: 'ZBAA' })]);

    // nothing stayed: version, leg, ferries and events as before
    const still = await trip(moving.id);
    expect(still.version).toBe(before.version);
    expect(still.legs[0]).toMatchObject({ aircraftId: p.id, hasFlightPlan: true });
    expect(await eventCount()).toBe(eventsBefore);
    const ferriesOnQ = async () => (await t.database.db.select().from(tripLegs).where(eq(tripLegs.aircraftId, q.id))).filter((l) => l.isFerry && l.legState !== 0);
    expect(await ferriesOnQ()).toHaveLength(0);

    // the move itself, on the same version: what the preview said
    const moved: Trip = ok(await post(`${LEGS}/${legId}/move`, body));
    expect(moved.legs[0]).toMatchObject({ aircraftId: q.id, hasFlightPlan: false, legState: 33 });
    expect((await ferriesOnQ()).map((f) => `${f.departureIcao}-${f.arrivalIcao}`)).toEqual(['ZSPD-ZBAA']);

    // moving it back: the preview says the ferry goes away
    const back = ok(await post(`${LEGS}/${legId}/move/preview`, { version: moved.version, aircraftId: p.id, plannedDepartureUtc: '2026-12-20T02:00:00Z' }));
    expect(back.ferriesRemoved).toEqual([expect.objectContaining({ aircraftId: q.id, departureIcao: 'ZSPD', arrivalIcao: 'ZBAA' })]);
    expect(back.ferriesAdded).toEqual([]);
  });

  it('lists the warnings the move would ask to confirm, and refuses like the move', async () => {
    const p = await plane();
    const mel = await plane();
    const aog = await plane();
    await insertFault(t.database.db, mel.id, { kind: 'mel', melItem: '21-31-01', discoveredAt: '2026-12-20T00:00:00Z', deadlineAt: '2026-12-30T15:59:59.999Z' });
    await insertFault(t.database.db, aog.id, { kind: 'aog', discoveredAt: '2026-12-20T00:00:00Z' });
    const moving = await onAircraft([legInput('ZBAA', 'ZSSS', 22)], p.id);
    const legId = moving.legs[0]!.id;
    const preview = ok(await post(`${LEGS}/${legId}/move/preview`, { version: moving.version, aircraftId: mel.id, plannedDepartureUtc: '2026-12-22T02:00:00Z' }));
    expect(preview.warnings).toEqual([{ key: 'trip.warning.aircraftMel', params: { tailNo: mel.tailNo, items: '21-31-01 (2026-12-30 15:59Z)' } }]);
    refused(await post(`${LEGS}/${legId}/move/preview`, { version: moving.version, aircraftId: aog.id, plannedDepartureUtc: '2026-12-22T02:00:00Z' }), 400, 'trip.error.aircraftAog');
    refused(await post(`${LEGS}/${legId}/move/preview`, { version: moving.version - 1, aircraftId: mel.id, plannedDepartureUtc: '2026-12-22T02:00:00Z' }), 412, 'error.dataChanged');
  });
});
