/**
 * Crew scheduling on legs: each refusal with its key, candidates with the domain's answer, PIC+SIC
 * making the leg crewed (and `ready` passing once airworthiness and flight plan are in), accept and
 * decline, remove, the list with crew and leg, events and leg logs, stale versions, permissions.
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, legLogs } from '../../server/db/schema';
import { ok, refused } from '../support/expect';
import { createTestApp } from '../support/testApp';
import { legInput } from '../support/trips';

const t = await createTestApp();
afterAll(async () => t.close());

const TRIPS = '/trip/v1/trips';
const LEGS = '/trip/v1/tripLegs';
const CREWS = '/trip/v1/legCrews';
let admin = '';
let customerId = '';
let planeId = '';
const crew: Record<'pic' | 'sic' | 'unqualified' | 'cabin' | 'foreign' | 'inactive' | 'mechanic', string> = {
  pic: '', sic: '', unqualified: '', cabin: '', foreign: '', inactive: '', mechanic: '',
};
const post = (url: string, payload: object, token = admin) => t.call(token, { method: 'POST', url, payload });

type Leg = { id: string; legState: number; hasCrew: boolean; [k: string]: unknown };
type Trip = { id: string; version: number; legs: Leg[] };

/** An evaluated leg (with its aircraft unless `aircraft` is false); `cmd` runs commands at the trip's version. */
let day = 0;
async function scheduledLeg(dep = 'ZBAA', arr = 'ZSSS', aircraft = true) {
  day += 1; // one leg a day: the aircraft never overlaps itself
  const created: Trip = ok(await post(TRIPS, { customerId, legs: [legInput(dep, arr, day)] }));
  ok(await post(`${TRIPS}/${created.id}/submit`, { version: 1 }));
  let trip: Trip = ok(await post(`${TRIPS}/${created.id}/receive`, { version: 2 }));
  const legId = trip.legs[0]!.id;
  const raw = (url: string, body: object = {}, token = admin) => post(url, { version: trip.version, ...body }, token);
  const cmd = async (url: string, body: object = {}) => {
    trip = ok(await raw(url, body));
    return trip.legs[0]!;
  };
  const flow = (command: string, body: object = {}) => cmd(`${LEGS}/${legId}/${command}`, body);
  const assign = (crewId: string, role: string) => cmd(`${LEGS}/${legId}/crew`, { crewId, role });
  await flow('evaluate', { result: 'pass' });
  if (aircraft) await flow('assignAircraft', { aircraftId: planeId });
  const assignments = async () =>
    ok(await post(`${CREWS}/list`, { pageSize: 50, sortProperties: 'createTime', sortDirection: 'asc', searchParas: { logic: 'and', conditions: [{ name: 'legId', op: 'eq', value: legId }] } })).list as {
      id: string; crewId: string; role: string; status: string; [k: string]: unknown;
    }[];
  const idOf = async (crewId: string) => (await assignments()).find((a) => a.crewId === crewId)!.id;
  return { legId, raw, cmd, flow, assign, assignments, idOf, trip: () => trip };
}

beforeAll(async () => {
  admin = await t.signIn('admin');
  customerId = ok(await post('/customer/v1/customers', { type: 1, name: 'Leg Crew Customer' })).id;
  const type = ok(await post('/fleet/v1/aircraftTypes', { code: 'LC-G650', name: 'G650' })).id;
  const other = ok(await post('/fleet/v1/aircraftTypes', { code: 'LC-C680', name: 'Citation' })).id;
  planeId = ok(await post('/fleet/v1/aircraft', { tailNo: 'B-LC01', typeId: type })).id;
  const make = async (workNo: string, body: object) => ok(await post('/crew/v1/crews', { workNo, cnName: workNo, ...body })).id as string;
  crew.pic = await make('LC-P1', { crewType: 'pilot', nationality: 'CN', qualifiedTypeIds: [type] });
  crew.sic = await make('LC-P2', { crewType: 'pilot', nationality: 'CN', qualifiedTypeIds: [type] });
  crew.unqualified = await make('LC-P3', { crewType: 'pilot', nationality: 'CN', qualifiedTypeIds: [other] });
  crew.foreign = await make('LC-P4', { crewType: 'pilot', nationality: 'US', qualifiedTypeIds: [type] });
  crew.inactive = await make('LC-P5', { crewType: 'pilot', nationality: 'CN', qualifiedTypeIds: [type], status: 'inactive' });
  crew.cabin = await make('LC-C1', { crewType: 'cabin', nationality: 'CN' });
  crew.mechanic = await make('LC-M1', { crewType: 'maintenance', nationality: 'CN' });
});

describe('refusals', () => {
  it('a leg without aircraft, an unqualified SIC, cabin crew as PIC, inactive crew, unknown crew', async () => {
    const bare = await scheduledLeg('ZBAA', 'ZSSS', false);
    refused(await bare.raw(`${LEGS}/${bare.legId}/crew`, { crewId: crew.pic, role: 'pic' }), 400, 'trip.error.notScheduledByFleet');

    const l = await scheduledLeg();
    refused(await l.raw(`${LEGS}/${l.legId}/crew`, { crewId: crew.unqualified, role: 'sic' }), 400, 'trip.error.crewNotQualified');
    const mismatch = refused(await l.raw(`${LEGS}/${l.legId}/crew`, { crewId: crew.cabin, role: 'pic' }), 400, 'trip.error.crewRoleMismatch');
    expect(mismatch.result).toEqual({ role: 'pic', crewType: 'cabin' });
    refused(await l.raw(`${LEGS}/${l.legId}/crew`, { crewId: crew.inactive, role: 'sic' }), 400, 'trip.error.crewInactive');
    const unknown = refused(await l.raw(`${LEGS}/${l.legId}/crew`, { crewId: '00000000-0000-4000-8000-000000000000', role: 'sic' }), 400, 'error.requestParameter');
    expect(unknown.result.fields.crewId.key).toBe('validation.unknownReference');
    // nothing was written: the trip's version did not move
    expect(l.trip().version).toBe(5);
  });

  it('a foreign pilot on a leg to an airport the company marked closed; the operator\'s own pilot passes', async () => {
    const current = ok(await t.call(admin, { method: 'GET', url: '/base/v1/airports/ZUUU' }));
    ok(await t.call(admin, { method: 'PUT', url: '/base/v1/airports/ZUUU', payload: { ...(current.version ? { version: current.version } : {}), isOpen: false } }));
    const l = await scheduledLeg('ZBAA', 'ZUUU');
    const r = refused(await l.raw(`${LEGS}/${l.legId}/crew`, { crewId: crew.foreign, role: 'sic' }), 400, 'trip.error.foreignPilotClosedAirport');
    expect(r.result).toEqual({ icao: 'ZUUU' });
    expect(r.message).toContain('ZUUU');
    expect(await l.assign(crew.sic, 'sic')).toMatchObject({ hasCrew: false });
    // an open airport lets the foreign pilot fly
    const open = await scheduledLeg('ZBAA', 'ZSSS');
    await open.assign(crew.foreign, 'sic');
  });

  it('a second PIC, the same crew twice; candidates carry the same answers', async () => {
    const l = await scheduledLeg();
    await l.assign(crew.pic, 'pic');
    refused(await l.raw(`${LEGS}/${l.legId}/crew`, { crewId: crew.foreign, role: 'pic' }), 400, 'trip.error.picAlreadyAssigned');
    refused(await l.raw(`${LEGS}/${l.legId}/crew`, { crewId: crew.pic, role: 'sic' }), 400, 'trip.error.crewAlreadyOnLeg');

    const candidates = ok(await t.call(admin, { method: 'GET', url: `${LEGS}/${l.legId}/crewCandidates?role=sic` })) as { id: string; eligible: boolean; refusal?: { key: string } }[];
    const byId = new Map(candidates.map((c) => [c.id, c]));
    expect(byId.get(crew.sic)).toMatchObject({ eligible: true });
    expect(byId.get(crew.unqualified)).toMatchObject({ eligible: false, refusal: { key: 'trip.error.crewNotQualified' } });
    expect(byId.get(crew.pic)).toMatchObject({ eligible: false, refusal: { key: 'trip.error.crewAlreadyOnLeg' } });
    expect(byId.has(crew.cabin)).toBe(false); // only the role's crew type
    const firstIneligible = candidates.findIndex((c) => !c.eligible);
    expect(candidates.slice(firstIneligible).every((c) => !c.eligible)).toBe(true);
    const cabin = ok(await t.call(admin, { method: 'GET', url: `${LEGS}/${l.legId}/crewCandidates?role=cabin` })) as { id: string; eligible: boolean }[];
    expect(cabin.find((c) => c.id === crew.cabin)).toMatchObject({ eligible: true });
  });
});

describe('a crewed leg', () => {
  it('PIC + SIC → hasCrew; ready passes once airworthiness and flight plan are in; decline → hasCrew false', async () => {
    const l = await scheduledLeg();
    expect(await l.assign(crew.pic, 'pic')).toMatchObject({ legState: 33, hasCrew: false });
    await l.assign(crew.cabin, 'cabin');
    await l.assign(crew.mechanic, 'maintenance');
    expect(await l.assign(crew.sic, 'sic')).toMatchObject({ legState: 3, hasCrew: true });
    refused(await l.raw(`${LEGS}/${l.legId}/ready`), 400, 'trip.error.noAirworthiness');
    await l.flow('airworthiness', { value: 'airworthy' });
    await l.flow('flightPlan', { attached: true });
    expect(await l.flow('ready')).toMatchObject({ legState: 30 });

    const list = await l.assignments();
    expect(list.map((a) => [a.role, a.status])).toEqual([['pic', 'toConfirm'], ['cabin', 'toConfirm'], ['maintenance', 'toConfirm'], ['sic', 'toConfirm']]);
    expect(list[0]).toMatchObject({ workNo: 'LC-P1', cnName: 'LC-P1', departureIcao: 'ZBAA', arrivalIcao: 'ZSSS', plannedDepartureUtc: `2026-12-${String(day).padStart(2, '0')}T02:00:00.000Z`, legNumber: 1 });

    const picId = await l.idOf(crew.pic);
    expect(await l.cmd(`${CREWS}/${picId}/accept`)).toMatchObject({ legState: 30, hasCrew: true });
    refused(await l.raw(`${CREWS}/${picId}/accept`), 400, 'trip.error.wrongAssignmentState');
    const sicId = await l.idOf(crew.sic);
    refused(await l.raw(`${CREWS}/${sicId}/decline`, { reason: '  ' }), 400, 'trip.error.reasonRequired');
    expect(await l.cmd(`${CREWS}/${sicId}/decline`, { reason: ' sick ' })).toMatchObject({ legState: 3, hasCrew: false });
    expect((await l.assignments()).find((a) => a.id === sicId)).toMatchObject({ status: 'declined', declineReason: 'sick' });
    refused(await l.raw(`${LEGS}/${l.legId}/ready`), 400, 'trip.error.noCrew');

    // a new SIC crews the leg again; removing the PIC takes it off
    expect(await l.assign(crew.foreign, 'sic')).toMatchObject({ hasCrew: true });
    expect(await l.cmd(`${CREWS}/${picId}/remove`)).toMatchObject({ hasCrew: false, legState: 3 });
    expect((await l.assignments()).some((a) => a.id === picId)).toBe(false);

    const ev = await t.database.db.select().from(events).where(eq(events.legId, l.legId)).orderBy(asc(events.sequence));
    expect(ev.map((e) => e.functionCode).filter((c) => c.startsWith('CREW_'))).toEqual([
      'CREW_ASSIGN', 'CREW_ASSIGN', 'CREW_ASSIGN', 'CREW_ASSIGN', 'CREW_ACCEPT', 'CREW_DECLINE', 'CREW_ASSIGN', 'CREW_REMOVE',
    ]);
    expect(ev.find((e) => e.functionCode === 'CREW_DECLINE')).toMatchObject({ payload: { role: 'sic', from: 'toConfirm', to: 'declined', reason: 'sick', hasCrew: false } });
    const logs = await t.database.db.select().from(legLogs).where(eq(legLogs.legId, l.legId)).orderBy(asc(legLogs.time));
    expect(logs.map((g) => g.command)).toEqual(['create', 'evaluate', 'assignAircraft', 'assignCrew', 'airworthiness', 'flightPlan', 'ready', 'declineCrew', 'assignCrew', 'removeCrew']);
  });

  it('a released leg keeps its crew: losing the PIC is refused until the release is cancelled', async () => {
    const l = await scheduledLeg();
    await l.assign(crew.pic, 'pic');
    await l.assign(crew.sic, 'sic');
    await l.flow('airworthiness', { value: 'airworthy' });
    await l.flow('flightPlan', { attached: true });
    await l.flow('ready');
    await l.flow('releaseDocuments', { attached: true });
    await l.flow('release', { decision: 'release' });
    const picId = await l.idOf(crew.pic);
    refused(await l.raw(`${CREWS}/${picId}/remove`), 400, 'trip.error.legReleased');
    // cabin crew may still join: the crew stays complete
    expect(await l.assign(crew.cabin, 'cabin')).toMatchObject({ legState: 31, hasCrew: true });
  });
});

describe('versions and access', () => {
  it('a stale version → 412', async () => {
    const l = await scheduledLeg();
    refused(await post(`${LEGS}/${l.legId}/crew`, { version: l.trip().version - 1, crewId: crew.pic, role: 'pic' }), 412, 'error.dataChanged');
    await l.assign(crew.pic, 'pic');
    const picId = await l.idOf(crew.pic);
    refused(await post(`${CREWS}/${picId}/accept`, { version: l.trip().version - 1 }), 412, 'error.dataChanged');
  });

  it('customer service → 403; the cabin seat schedules cabin crew but not pilots; the crew seat schedules pilots', async () => {
    const l = await scheduledLeg();
    const cs = await t.signIn('demo-cs');
    refused(await l.raw(`${LEGS}/${l.legId}/crew`, { crewId: crew.pic, role: 'pic' }, cs), 403, 'error.insufficientAccess');
    const cabinSeat = await t.signIn('demo-cabin');
    const r = refused(await l.raw(`${LEGS}/${l.legId}/crew`, { crewId: crew.pic, role: 'pic' }, cabinSeat), 403, 'error.insufficientAccess');
    expect(r.result).toEqual({ permission: 'schedulePilot:add' });
    ok(await l.raw(`${LEGS}/${l.legId}/crew`, { crewId: crew.cabin, role: 'cabin' }, cabinSeat));
    const crewSeat = await t.signIn('demo-crew');
    const trip = ok(await post(`${LEGS}/${l.legId}/crew`, { version: l.trip().version + 1, crewId: crew.pic, role: 'pic' }, crewSeat));
    expect(trip.version).toBe(l.trip().version + 2);
    // the cabin seat lists only cabin and maintenance rows it may see (cabin here)
    const seen = ok(await post(`${CREWS}/list`, { searchParas: { logic: 'and', conditions: [{ name: 'legId', op: 'eq', value: l.legId }] } }, cabinSeat));
    expect(seen.list.map((a: { role: string }) => a.role)).toEqual(['cabin']);
  });
});
