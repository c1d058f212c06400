/**
 * Leg flow on the server: one leg from evaluation to landing with its state at each step, the
 * events and leg logs it writes; the readiness, release, delay and reset refusals with their keys;
 * another company's aircraft; stale versions; permissions.
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, refused } from '../support/expect';
import { events, legLogs } from '../../server/db/schema';
import { TENANT_B_ADMIN } from '../support/fixtures';
import { createTestApp } from '../support/testApp';

const t = await createTestApp();
afterAll(async () => t.close());

const TRIPS = '/trip/v1/trips';
const LEGS = '/trip/v1/tripLegs';
let admin = '';
let customerId = '';
let planeId = '';
let typeId = '';
let planes = 0;
/** A PIC and an SIC qualified on the plane's type (crew scheduling, legCrew.test.ts). */
const crewIds = { pic: '', sic: '' };
const post = (url: string, payload: object, token = admin) => t.call(token, { method: 'POST', url, payload });
const DEPARTURE = '2026-12-01T02:00:00Z';
const minutesAfter = (m: number) => new Date(Date.parse(DEPARTURE) + m * 60_000).toISOString();

type Leg = { id: string; legState: number; [k: string]: unknown };
type Trip = { id: string; version: number; status: string; legs: Leg[] };

/** A received one-leg trip; `cmd` runs a leg command at the trip's current version and answers the trip. */
async function receivedLeg() {
  // every leg its own aircraft: the legs share one departure time, and one aircraft may not fly two at once
  planeId = ok(await post('/fleet/v1/aircraft', { tailNo: `B-LF${String(++planes).padStart(2, '0')}`, typeId })).id;
  // and its own pilots: one crew member is on one leg at a time (crewOverlap.ts)
  crewIds.pic = ok(await post('/crew/v1/crews', { workNo: `LF-P${planes}A`, cnName: 'LF PIC', crewType: 'pilot', qualifiedTypeIds: [typeId] })).id;
  crewIds.sic = ok(await post('/crew/v1/crews', { workNo: `LF-P${planes}B`, cnName: 'LF SIC', crewType: 'pilot', qualifiedTypeIds: [typeId] })).id;
  const leg = { purpose: 'business', operationNature: 'charter', departureIcao: 'ZBAA', arrivalIcao: 'ZSSS', plannedDepartureUtc: DEPARTURE, plannedArrivalUtc: '2026-12-01T04:30:00Z' };
  const created: Trip = ok(await post(TRIPS, { customerId, legs: [leg] }));
  ok(await post(`${TRIPS}/${created.id}/submit`, { version: 1 }));
  let trip: Trip = ok(await post(`${TRIPS}/${created.id}/receive`, { version: 2 }));
  const legId = trip.legs[0]!.id;
  const raw = (command: string, body: object = {}, token = admin) => post(`${LEGS}/${legId}/${command}`, { version: trip.version, ...body }, token);
  const cmd = async (command: string, body: object = {}) => {
    trip = ok(await raw(command, body));
    return trip.legs[0]!;
  };
  return { legId, raw, cmd, trip: () => trip };
}

let pairs = 0;
/** A leg brought to `until` (ready or released) by the happy path. */
async function preparedLeg(until: 'ready' | 'released') {
  const l = await receivedLeg();
  await l.cmd('evaluate', { result: 'pass' });
  await l.cmd('assignAircraft', { aircraftId: planeId });
  await l.cmd('airworthiness', { value: 'airworthy' });
  await l.cmd('flightPlan', { attached: true });
  // a pair of its own: the legs share one departure time, and a pilot's duty day adds up every leg it flies
  const pair = ++pairs;
  const pilot = async (role: string) => ok(await post('/crew/v1/crews', { workNo: `LF-${role}${pair}`, cnName: `LF ${role} ${pair}`, crewType: 'pilot', qualifiedTypeIds: [typeId] })).id;
  await l.cmd('crew', { crewId: await pilot('PIC'), role: 'pic' });
  await l.cmd('crew', { crewId: await pilot('SIC'), role: 'sic' });
  await l.cmd('ready');
  if (until === 'released') {
    await l.cmd('releaseDocuments', { attached: true });
    await l.cmd('release', { decision: 'release' });
  }
  return l;
}

beforeAll(async () => {
  admin = await t.signIn('admin');
  customerId = ok(await post('/customer/v1/customers', { type: 1, name: 'Leg Flow Customer' })).id;
  const type = ok(await post('/fleet/v1/aircraftTypes', { code: 'LF-G650', name: 'G650' }));
  typeId = type.id;
  crewIds.pic = ok(await post('/crew/v1/crews', { workNo: 'LF-P1', cnName: 'LF PIC', crewType: 'pilot', qualifiedTypeIds: [type.id] })).id;
  crewIds.sic = ok(await post('/crew/v1/crews', { workNo: 'LF-P2', cnName: 'LF SIC', crewType: 'pilot', qualifiedTypeIds: [type.id] })).id;
});

describe('one leg from evaluation to landing', () => {
  it('evaluate → aircraft → airworthiness → flight plan → crew → ready → documents → release → takeoff → landing', async () => {
    const l = await receivedLeg();
    expect(await l.cmd('evaluate', { result: 'pass' })).toMatchObject({ legState: 2, evaluation: { result: 'pass' } });
    expect(l.trip().status).toBe('preparing');
    expect(await l.cmd('assignAircraft', { aircraftId: planeId })).toMatchObject({ legState: 33, aircraftId: planeId, airworthiness: null, hasFlightPlan: false });
    expect(await l.cmd('airworthiness', { value: 'airworthy' })).toMatchObject({ legState: 3, airworthiness: 'airworthy' });
    expect(await l.cmd('flightPlan', { attached: true })).toMatchObject({ legState: 3, hasFlightPlan: true });
    expect(await l.cmd('crew', { crewId: crewIds.pic, role: 'pic' })).toMatchObject({ legState: 3, hasCrew: false });
    expect(await l.cmd('crew', { crewId: crewIds.sic, role: 'sic' })).toMatchObject({ legState: 3, hasCrew: true });
    expect(await l.cmd('ready')).toMatchObject({ legState: 30 });
    expect(await l.cmd('releaseDocuments', { attached: true })).toMatchObject({ legState: 30, hasReleaseDocuments: true });
    expect(await l.cmd('release', { decision: 'release' })).toMatchObject({ legState: 31 });
    expect(await l.cmd('takeoff', { actualUtc: minutesAfter(10) })).toMatchObject({ legState: 4, actualOffUtc: minutesAfter(10), delayReason: null });
    expect(await l.cmd('landing', { actualUtc: minutesAfter(160) })).toMatchObject({ legState: 5, actualOnUtc: minutesAfter(160) });
    expect(l.trip().version).toBe(14);

    const ev = await t.database.db.select().from(events).where(eq(events.tripId, l.trip().id)).orderBy(asc(events.sequence));
    expect(ev.map((e) => e.functionCode)).toEqual([
      'INTENT_APPEND', 'TRIP_SUBMIT', 'TASK_CONFIRM', 'LEG_EVALUATE', 'FLIGHT_AIRCRAFT_CHANGE', 'LEG_AIRWORTHINESS', 'LEG_FLIGHT_PLAN',
      'CREW_ASSIGN', 'CREW_ASSIGN', 'LEG_READY', 'LEG_RELEASE_DOCUMENTS', 'LEG_RELEASE', 'FLIGHT_TAKEOFF', 'FLIGHT_LANDING', 'TRIP_COMPLETE',
    ]);
    // its only live leg landed: the trip is completed (domain `statusAfterFlight`)
    expect(l.trip().status).toBe('completed');
    const seqs = ev.map((e) => e.sequence);
    expect(seqs).toEqual(seqs.map((_, i) => seqs[0]! + i));
    expect(ev.at(-2)).toMatchObject({ legId: l.legId, payload: { from: 4, to: 5 } });
    expect(ev.at(-1)).toMatchObject({ legId: null, payload: { from: 'preparing', to: 'completed' } });
    const logs = await t.database.db.select().from(legLogs).where(eq(legLogs.legId, l.legId)).orderBy(asc(legLogs.time));
    expect(logs.map((g) => g.command)).toEqual(['create', 'evaluate', 'assignAircraft', 'airworthiness', 'flightPlan', 'assignCrew', 'ready', 'releaseDocuments', 'release', 'takeoff', 'landing']);
    expect(logs.at(-1)).toMatchObject({ before: { legState: 4 }, after: { legState: 5 } });
  });

  it('a failed evaluation returns the trip to customer service; a forced pass needs a reason', async () => {
    const l = await receivedLeg();
    refused(await l.raw('evaluate', { result: 'forcedPass', reason: ' ' }), 400, 'trip.error.reasonRequired');
    expect(await l.cmd('evaluate', { result: 'fail', note: 'runway too short' })).toMatchObject({ legState: 1, evaluation: { result: 'fail', note: 'runway too short' } });
    expect(l.trip().status).toBe('unconfirmed');
  });

  it('no release, cancel release, lock and unlock the aircraft', async () => {
    const l = await preparedLeg('ready');
    expect(await l.cmd('release', { decision: 'noRelease' })).toMatchObject({ legState: 32 });
    expect(await l.cmd('ready')).toMatchObject({ legState: 30 });
    await l.cmd('releaseDocuments', { attached: true });
    await l.cmd('release', { decision: 'release' });
    expect(await l.cmd('release', { decision: 'cancelRelease' })).toMatchObject({ legState: 30 });
    expect(await l.cmd('lock')).toMatchObject({ locked: true });
    refused(await l.raw('assignAircraft', { aircraftId: planeId }), 400, 'trip.error.legLocked');
    expect(await l.cmd('unlock')).toMatchObject({ locked: false });
  });
});

describe('refusals', () => {
  it('ready without crew, then without airworthiness, then without flight plan', async () => {
    const l = await receivedLeg();
    await l.cmd('evaluate', { result: 'pass' });
    refused(await l.raw('ready'), 400, 'trip.error.notScheduledByFleet');
    await l.cmd('assignAircraft', { aircraftId: planeId });
    refused(await l.raw('ready'), 400, 'trip.error.noCrew');
    await l.cmd('crew', { crewId: crewIds.pic, role: 'pic' });
    await l.cmd('crew', { crewId: crewIds.sic, role: 'sic' });
    refused(await l.raw('ready'), 400, 'trip.error.noAirworthiness');
    expect(await l.cmd('airworthiness', { value: 'unairworthy' })).toMatchObject({ legState: 3, airworthiness: 'unairworthy' });
    refused(await l.raw('ready'), 400, 'trip.error.noAirworthiness');
    await l.cmd('airworthiness', { value: 'conditional' });
    refused(await l.raw('ready'), 400, 'trip.error.noFlightPlan');
    await l.cmd('flightPlan', { attached: true });
    expect(await l.cmd('ready')).toMatchObject({ legState: 30 });
  });

  it('release without documents; takeoff 40 minutes late without a reason', async () => {
    const l = await preparedLeg('ready');
    refused(await l.raw('takeoff', { actualUtc: minutesAfter(5) }), 400, 'trip.error.legNotReleased');
    refused(await l.raw('release', { decision: 'release' }), 400, 'trip.error.noReleaseDocuments');
    await l.cmd('releaseDocuments', { attached: true });
    await l.cmd('release', { decision: 'release' });
    const late = refused(await l.raw('takeoff', { actualUtc: minutesAfter(40) }), 400, 'trip.error.delayReasonRequired');
    expect(late.result).toEqual({ minutes: 30 });
    refused(await l.raw('takeoff', { actualUtc: minutesAfter(40), delayReason: '  ' }), 400, 'trip.error.delayReasonRequired');
    expect(await l.cmd('takeoff', { actualUtc: minutesAfter(40), delayReason: ' ATC flow ' })).toMatchObject({ legState: 4, delayReason: 'ATC flow' });
    refused(await l.raw('landing', { actualUtc: minutesAfter(30) }), 400, 'trip.error.landingBeforeTakeoff');
  });

  it('resets need confirm: true; they clear the times back to flying, then released', async () => {
    const l = await preparedLeg('released');
    refused(await l.raw('resetTakeoff', { confirm: true }), 400, 'trip.error.nothingToReset');
    await l.cmd('takeoff', { actualUtc: minutesAfter(40), delayReason: 'ATC' });
    await l.cmd('landing', { actualUtc: minutesAfter(200) });
    expect(l.trip().status).toBe('completed');
    refused(await l.raw('resetLanding', {}), 400, 'trip.error.confirmationRequired');
    refused(await l.raw('resetTakeoff', { confirm: false }), 400, 'trip.error.confirmationRequired');
    expect(await l.cmd('resetLanding', { confirm: true })).toMatchObject({ legState: 4, actualOnUtc: null });
    // the landing reset opens the completed trip again
    expect(l.trip().status).toBe('preparing');
    expect(await l.cmd('resetTakeoff', { confirm: true })).toMatchObject({ legState: 31, actualOffUtc: null, actualOnUtc: null, delayReason: null });
  });

  it("another company's aircraft, or an id of none → 400 validation.unknownReference", async () => {
    const bravo = await t.signIn(TENANT_B_ADMIN);
    const type = ok(await post('/fleet/v1/aircraftTypes', { code: 'LF-B', name: 'Bravo type' }, bravo));
    const bravoPlane = ok(await post('/fleet/v1/aircraft', { tailNo: 'B-LFB1', typeId: type.id }, bravo)).id;
    const l = await receivedLeg();
    await l.cmd('evaluate', { result: 'pass' });
    for (const aircraftId of [bravoPlane, '00000000-0000-4000-8000-000000000000']) {
      const res = refused(await l.raw('assignAircraft', { aircraftId }), 400, 'error.requestParameter');
      expect(res.result.fields.aircraftId.key).toBe('validation.unknownReference');
    }
    refused(await l.raw('evaluate', { result: 'pass' }, bravo), 404, 'error.notFound');
  });

  it('a stale version → 412; a seat user without the key → 403', async () => {
    const l = await receivedLeg();
    await l.cmd('evaluate', { result: 'pass' });
    refused(await post(`${LEGS}/${l.legId}/assignAircraft`, { version: l.trip().version - 1, aircraftId: planeId }), 412, 'error.dataChanged');
    const cs = await t.signIn('demo-cs');
    refused(await l.raw('evaluate', { result: 'pass' }, cs), 403, 'error.insufficientAccess');
    const evaluator = await t.signIn('demo-eval');
    refused(await l.raw('release', { decision: 'release' }, evaluator), 403, 'error.insufficientAccess');
    refused(await l.raw('takeoff', { actualUtc: minutesAfter(0) }, evaluator), 403, 'error.insufficientAccess');
    expect(ok(await l.raw('evaluate', { result: 'pass' }, evaluator)).legs[0].legState).toBe(2);
  });
});
