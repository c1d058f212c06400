/**
 * The Gantt's crew and passenger views: rows and legs of a window (margin for duty periods),
 * declined assignments left out, crew types limited to the caller's rosters, data permissions
 * (crew type, passengerView by customer, for reading and for changing passengers), masked
 * documents, another company's data.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, refused } from '../support/expect';
import { TENANT_B_ADMIN } from '../support/fixtures';
import { createTestApp } from '../support/testApp';
import { legInput } from '../support/trips';

const t = await createTestApp();
afterAll(async () => t.close());

const TRIPS = '/trip/v1/trips';
const LEGS = '/trip/v1/tripLegs';
const CREW_WINDOW = '/trip/v1/gantt/crewWindow';
const PAX_WINDOW = '/trip/v1/gantt/passengerWindow';
let admin = '';
let customerA = '';
let customerB = '';
let planeId = '';
const crew = { pic: '', sic: '', cabin: '', mechanic: '' };
const post = (url: string, payload: object, token = admin) => t.call(token, { method: 'POST', url, payload });

type Trip = { id: string; version: number; legs: { id: string }[] };
type CrewWindow = {
  rows: { id: string; workNo: string; crewType: string }[];
  legs: { id: string; tripVersion: number; plannedDepartureUtc: string }[];
  assignments: { id: string; legId: string; crewId: string; role: string; status: string }[];
  crewTypes: string[];
  dutyParams: { preparationMinutes: number; finishingMinutes: number; minRestMinutes: number };
};
type PaxWindow = {
  rows: { id: string; name: string; nationality: string | null; document: string | null; legCount: number }[];
  legs: { id: string }[];
  bookings: { id: string; legId: string; passengerId: string }[];
};

/** A trip of `legs` (day of December each), evaluated, on the plane. */
async function plannedTrip(customerId: string, days: number[]): Promise<Trip> {
  let trip: Trip = ok(await post(TRIPS, { customerId, legs: days.map((d, i) => legInput(i % 2 ? 'ZSSS' : 'ZBAA', i % 2 ? 'ZBAA' : 'ZSSS', d)), confirm: true }));
  trip = ok(await post(`${TRIPS}/${trip.id}/submit`, { version: trip.version }));
  trip = ok(await post(`${TRIPS}/${trip.id}/receive`, { version: trip.version }));
  for (const l of trip.legs) {
    trip = ok(await post(`${LEGS}/${l.id}/evaluate`, { version: trip.version, result: 'pass' }));
    trip = ok(await post(`${LEGS}/${l.id}/assignAircraft`, { version: trip.version, aircraftId: planeId }));
  }
  return trip;
}
const assign = async (trip: Trip, i: number, crewId: string, role: string): Promise<Trip> => ok(await post(`${LEGS}/${trip.legs[i]!.id}/crew`, { version: trip.version, crewId, role }));
const addPax = async (trip: Trip, i: number, passenger: object): Promise<Trip> => ok(await post(`${LEGS}/${trip.legs[i]!.id}/passengers`, { version: trip.version, passenger }));

/** A user of a new role with `keys` and data `grants`. */
let users = 0;
async function userWith(keys: string[], grants: object[] = []): Promise<string> {
  const n = ++users;
  const role = ok(await post('/common/v1/sysRoles', { name: `Gantt views ${n}`, code: `GANTT_VIEWS_${n}` }));
  ok(await t.call(admin, { method: 'PUT', url: `/common/v1/sysRoles/${role.id}/permissions`, payload: { version: role.version, permissionKeys: keys } }));
  if (grants.length > 0) {
    const again = ok(await t.call(admin, { method: 'GET', url: `/common/v1/sysRoles/${role.id}` }));
    ok(await t.call(admin, { method: 'PUT', url: `/common/v1/sysRoles/${role.id}/dataPermissions`, payload: { version: again.version, grants } }));
  }
  const seats = ok(await t.call(admin, { method: 'GET', url: '/common/v1/seats' }));
  ok(await post('/common/v1/sysUsers', { userName: `gantt-views-${n}`, password: 'Demo-pass1', personName: 'Views', roleIds: [role.id], seatIds: [seats[0].id] }));
  return t.signIn(`gantt-views-${n}`);
}

beforeAll(async () => {
  admin = await t.signIn('admin');
  customerA = ok(await post('/customer/v1/customers', { type: 1, name: 'Views A' })).id;
  customerB = ok(await post('/customer/v1/customers', { type: 1, name: 'Views B' })).id;
  const type = ok(await post('/fleet/v1/aircraftTypes', { code: 'GV-G650', name: 'G650' })).id;
  planeId = ok(await post('/fleet/v1/aircraft', { tailNo: 'B-GV01', typeId: type })).id;
  const make = async (workNo: string, body: object) => ok(await post('/crew/v1/crews', { workNo, cnName: workNo, nationality: 'CN', baseIcao: 'ZBAA', ...body })).id as string;
  crew.pic = await make('GV-P1', { crewType: 'pilot', position: 'captain', qualifiedTypeIds: [type] });
  crew.sic = await make('GV-P2', { crewType: 'pilot', position: 'firstOfficer', qualifiedTypeIds: [type] });
  crew.cabin = await make('GV-C1', { crewType: 'cabin' });
  crew.mechanic = await make('GV-M1', { crewType: 'maintenance' });
});

describe('crew window', () => {
  it('answers crew rows by type and position, their assignments (declined left out) with the legs of the window ± a day', async () => {
    // legs on 10 (in), 12 (in), 14 (the day after the window: inside the margin), 20 (outside)
    let trip = await plannedTrip(customerA, [10, 12, 14, 20]);
    for (let i = 0; i < 4; i++) trip = await assign(trip, i, crew.pic, 'pic');
    trip = await assign(trip, 0, crew.sic, 'sic');
    trip = await assign(trip, 1, crew.sic, 'sic');
    trip = await assign(trip, 0, crew.cabin, 'cabin');
    const list = ok(await post('/trip/v1/legCrews/list', { pageSize: 50, searchParas: { logic: 'and', conditions: [{ name: 'legId', op: 'eq', value: trip.legs[1]!.id }, { name: 'crewId', op: 'eq', value: crew.sic }] } }));
    trip = ok(await post(`/trip/v1/legCrews/${list.list[0].id}/decline`, { version: trip.version, reason: 'sick' }));

    // to 13 noon: the margin reaches 14 noon, past the leg of 14 (02:00–04:30)
    const w: CrewWindow = ok(await post(CREW_WINDOW, { from: '2026-12-10T00:00:00Z', to: '2026-12-13T12:00:00Z' }));
    const mine = w.rows.filter((r) => r.workNo.startsWith('GV-'));
    expect(mine.map((r) => r.workNo)).toEqual(['GV-P1', 'GV-P2', 'GV-C1', 'GV-M1']);
    expect(w.crewTypes).toEqual(['pilot', 'cabin', 'maintenance']);
    expect(w.dutyParams).toEqual({ preparationMinutes: 60, finishingMinutes: 30, minRestMinutes: 600 });
    const legIds = trip.legs.map((l) => l.id);
    expect(w.legs.map((l) => l.id).filter((id) => legIds.includes(id))).toEqual(legIds.slice(0, 3));
    expect(w.legs.find((l) => l.id === legIds[0])!.tripVersion).toBe(trip.version);
    const pairs = w.assignments.filter((a) => legIds.includes(a.legId)).map((a) => `${legIds.indexOf(a.legId)}:${a.role}:${a.status}`);
    expect(pairs.sort()).toEqual(['0:cabin:toConfirm', '0:pic:toConfirm', '0:sic:toConfirm', '1:pic:toConfirm', '2:pic:toConfirm']);

    // a filter by crew type
    const cabin: CrewWindow = ok(await post(CREW_WINDOW, { from: '2026-12-10T00:00:00Z', to: '2026-12-13T00:00:00Z', crewTypes: ['cabin'] }));
    expect(cabin.rows.every((r) => r.crewType === 'cabin')).toBe(true);
    expect(cabin.assignments.filter((a) => legIds.includes(a.legId)).map((a) => a.role)).toEqual(['cabin']);

    // another company sees none of it
    const bravo: CrewWindow = ok(await post(CREW_WINDOW, { from: '2026-12-10T00:00:00Z', to: '2026-12-13T00:00:00Z' }, await t.signIn(TENANT_B_ADMIN)));
    expect(bravo.rows.some((r) => r.workNo.startsWith('GV-'))).toBe(false);
    expect(bravo.legs.some((l) => legIds.includes(l.id))).toBe(false);
  });

  it('refuses a bad window and unknown crew types', async () => {
    const inverted = refused(await post(CREW_WINDOW, { from: '2026-12-02T00:00:00Z', to: '2026-12-01T00:00:00Z' }), 400, 'error.requestParameter');
    expect(inverted.result.fields.to.key).toBe('trip.error.ganttWindow');
    refused(await post(CREW_WINDOW, { from: '2026-10-01T00:00:00Z', to: '2026-12-31T00:00:00Z' }), 400, 'error.requestParameter');
    refused(await post(CREW_WINDOW, { from: '2026-12-01T00:00:00Z', to: '2026-12-02T00:00:00Z', crewTypes: ['pilots'] }), 400, 'error.requestParameter');
    refused(await post(CREW_WINDOW, { from: '2026-12-01T00:00:00Z', to: '2026-12-02T00:00:00Z', extra: 1 }), 400, 'error.requestParameter');
  });

  it("limits crew types to the caller's rosters and crew data permissions; no roster key is 403", async () => {
    const cabinDesk = await userWith(['scheduleCabin:list', 'tripLeg:list']);
    const w: CrewWindow = ok(await post(CREW_WINDOW, { from: '2026-12-10T00:00:00Z', to: '2026-12-13T00:00:00Z', crewTypes: ['pilot', 'cabin'] }, cabinDesk));
    expect(w.crewTypes).toEqual(['cabin']);
    expect(w.rows.every((r) => r.crewType === 'cabin')).toBe(true);
    expect(w.assignments.every((a) => a.role === 'cabin')).toBe(true);

    const onlyP2 = await userWith(['schedulePilot:list'], [{ dimension: 'crew', mode: 'specific', values: [crew.sic] }]);
    const p2: CrewWindow = ok(await post(CREW_WINDOW, { from: '2026-12-10T00:00:00Z', to: '2026-12-13T00:00:00Z' }, onlyP2));
    expect(p2.rows.map((r) => r.id)).toEqual([crew.sic]);
    expect(new Set(p2.assignments.map((a) => a.crewId))).toEqual(new Set([crew.sic]));

    const legDesk = await userWith(['tripLeg:list']);
    refused(await post(CREW_WINDOW, { from: '2026-12-10T00:00:00Z', to: '2026-12-13T00:00:00Z' }, legDesk), 403, 'error.insufficientAccess');
  });
});

describe('passenger window', () => {
  it('one row per person across legs, documents masked, bookings per leg', async () => {
    let trip = await plannedTrip(customerA, [22, 23]);
    const wang = { name: 'Wang Wei', nationality: 'CN', documentType: 'passport', documentNumber: 'E12345678' };
    trip = await addPax(trip, 0, wang);
    trip = await addPax(trip, 1, { ...wang, name: ' wang wei ' }); // same document: same person
    trip = await addPax(trip, 0, { name: 'Li Na', nationality: 'CN' });
    trip = await addPax(trip, 1, { name: 'li  na', nationality: 'cn' }); // no document: same name and nationality

    const w: PaxWindow = ok(await post(PAX_WINDOW, { from: '2026-12-22T00:00:00Z', to: '2026-12-24T00:00:00Z' }));
    expect(w.rows.map((r) => [r.name, r.legCount, r.document])).toEqual([
      ['Li Na', 2, null],
      ['Wang Wei', 2, '••••5678'],
    ]);
    expect(JSON.stringify(w)).not.toContain('E12345678');
    expect(w.legs.map((l) => l.id)).toEqual(trip.legs.map((l) => l.id));
    const wangRow = w.rows.find((r) => r.name === 'Wang Wei')!;
    expect(w.bookings.filter((b) => b.passengerId === wangRow.id).map((b) => b.legId)).toEqual(trip.legs.map((l) => l.id));
    refused(await post(PAX_WINDOW, { from: '2026-12-22T00:00:00Z', to: '2026-12-22T00:00:00Z' }), 400, 'error.requestParameter');
  });

  it('follows the passengerView grant by customer, in the window and in the leg detail', async () => {
    let a = await plannedTrip(customerA, [26]);
    let b = await plannedTrip(customerB, [27]);
    a = await addPax(a, 0, { name: 'Zhao A' });
    b = await addPax(b, 0, { name: 'Qian B' });
    const range = { from: '2026-12-26T00:00:00Z', to: '2026-12-28T00:00:00Z' };

    const none = await userWith(['tripLeg:list', 'tripLeg:edit'], [{ dimension: 'passengerView', mode: 'none', values: [] }]);
    const hidden: PaxWindow = ok(await post(PAX_WINDOW, range, none));
    expect(hidden.rows).toEqual([]);
    const detail = ok(await t.call(none, { method: 'GET', url: `${LEGS}/${a.legs[0]!.id}` }));
    expect(detail).toMatchObject({ passengers: [], passengersHidden: true });
    // whoever may not see a leg's passengers may not change them either
    const fresh = ok(await t.call(admin, { method: 'GET', url: `/trip/v1/trips/${a.id}` }));
    refused(await post(`${LEGS}/${a.legs[0]!.id}/passengers`, { version: fresh.version, passenger: { name: 'Sun C' } }, none), 403, 'error.insufficientAccess');

    const onlyA = await userWith(['tripLeg:list'], [{ dimension: 'passengerView', mode: 'specific', values: [customerA] }]);
    const w: PaxWindow = ok(await post(PAX_WINDOW, range, onlyA));
    expect(w.rows.map((r) => r.name)).toEqual(['Zhao A']);
    expect(ok(await t.call(onlyA, { method: 'GET', url: `${LEGS}/${b.legs[0]!.id}` }))).toMatchObject({ passengers: [], passengersHidden: true });
    expect(ok(await t.call(onlyA, { method: 'GET', url: `${LEGS}/${a.legs[0]!.id}` })).passengers.map((p: { name: string }) => p.name)).toEqual(['Zhao A']);

    const bravo: PaxWindow = ok(await post(PAX_WINDOW, range, await t.signIn(TENANT_B_ADMIN)));
    expect(bravo.rows).toEqual([]);
  });
});
