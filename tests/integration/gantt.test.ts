/**
 * The Gantt chart's server side: the fleet window (rows, items, unassigned legs, data permissions)
 * and the drag of a leg (aircraft and time, overlap forced with a reason, flown leg, targets held
 * by an AOG, an inspection or an expired MEL item, open MEL items, stale version); the gantt locale texts.
 */
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../locales/en/gantt.json';
import zh from '../../locales/zh/gantt.json';
import zhtw from '../../locales/zhtw/gantt.json';
import { events, legLogs, tripLegs } from '../../server/db/schema';
import { MOVE_KEYS } from '../../src/domain/trip/move';
import { ok, refused } from '../support/expect';
import { faultFor } from '../support/fleet';
import { TENANT_B_ADMIN } from '../support/fixtures';
import { createTestApp } from '../support/testApp';
import { legInput } from '../support/trips';
import { insertFault, insertPlan } from '../support/upkeep';

const t = await createTestApp();
afterAll(async () => t.close());

const TRIPS = '/trip/v1/trips';
const LEGS = '/trip/v1/tripLegs';
const WINDOW = '/trip/v1/gantt/window';
let admin = '';
let customerId = '';
let typeId = '';
const post = (url: string, payload: object, token = admin) => t.call(token, { method: 'POST', url, payload });

type Leg = { id: string; legNumber: number; aircraftId: string | null; plannedDepartureUtc: string; plannedArrivalUtc: string; legState: number; forcedOverlapReason: string | null };
type Trip = { id: string; tripNumber: string; version: number; legs: Leg[] };
type Item = Leg & { tripId: string; tripVersion: number; isFerry: boolean };
type Window = { rows: { id: string; tailNo: string; ganttStatus: number; typeCode: string }[]; items: Item[]; unassigned: Item[]; schemaVersion: number };

let tail = 0;
async function plane(status = 'airworthy'): Promise<{ id: string; tailNo: string }> {
  const tailNo = `B-GT${String(++tail).padStart(2, '0')}`;
  const row = ok(await post('/fleet/v1/aircraft', { tailNo, typeId }));
  // the status follows an open fault of that kind (the status commands)
  const fault = faultFor(row.id, status);
  if (fault) ok(await post('/fleet/v1/faults', fault));
  return { id: row.id, tailNo };
}

async function evaluatedTrip(legs: object[]): Promise<Trip> {
  let trip: Trip = ok(await post(TRIPS, { customerId, legs, confirm: true }));
  trip = ok(await post(`${TRIPS}/${trip.id}/submit`, { version: trip.version }));
  trip = ok(await post(`${TRIPS}/${trip.id}/receive`, { version: trip.version }));
  for (const l of trip.legs) trip = ok(await post(`${LEGS}/${l.id}/evaluate`, { version: trip.version, result: 'pass' }));
  return trip;
}
const assign = async (trip: Trip, i: number, aircraftId: string): Promise<Trip> => ok(await post(`${LEGS}/${trip.legs[i]!.id}/assignAircraft`, { version: trip.version, aircraftId }));
const move = (trip: Trip, i: number, aircraftId: string, plannedDepartureUtc: string, extra: object = {}) =>
  post(`${LEGS}/${trip.legs[i]!.id}/move`, { version: trip.version, aircraftId, plannedDepartureUtc, ...extra });
const window = async (token = admin, from = '2026-12-01T00:00:00Z', to = '2026-12-31T00:00:00Z'): Promise<Window> => ok(await post(WINDOW, { from, to, view: 'fleet' }, token));

beforeAll(async () => {
  admin = await t.signIn('admin');
  customerId = ok(await post('/customer/v1/customers', { type: 1, name: 'Gantt Customer' })).id;
  typeId = ok(await post('/fleet/v1/aircraftTypes', { code: 'GT-G650', name: 'G650', cruiseSpeedKmh: 900, taxiMinutes: 10 })).id;
});

describe('gantt window', () => {
  it('answers aircraft rows, leg items with the trip version and unassigned legs', async () => {
    const p = await plane('mel');
    let trip = await evaluatedTrip([legInput('ZBAA', 'ZSSS', 3), legInput('ZSSS', 'ZBAA', 4)]);
    // an open MEL item warns: the assignment is confirmed
    trip = ok(await post(`${LEGS}/${trip.legs[0]!.id}/assignAircraft`, { version: trip.version, aircraftId: p.id, confirm: true }));
    const w = await window();
    expect(w.schemaVersion).toBe(2);
    expect(w.rows.find((r) => r.id === p.id)).toMatchObject({ tailNo: p.tailNo, typeCode: 'GT-G650', status: 'mel', ganttStatus: 3 });
    expect(w.items.find((i) => i.id === trip.legs[0]!.id)).toMatchObject({ tripId: trip.id, tripVersion: trip.version, aircraftId: p.id, isFerry: false, plannedDepartureUtc: '2026-12-03T02:00:00.000Z' });
    expect(w.unassigned.find((i) => i.id === trip.legs[1]!.id)).toMatchObject({ aircraftId: null, tripVersion: trip.version });
    expect(w.items.some((i) => i.id === trip.legs[1]!.id)).toBe(false);
    // outside the window
    const early = await window(admin, '2026-11-01T00:00:00Z', '2026-11-30T00:00:00Z');
    expect(early.items.concat(early.unassigned).some((i) => i.tripId === trip.id)).toBe(false);
  });

  it("carries the rows' upkeep spans of the window (codes 4, 3, 2) and the facts behind them; the row status stays the stored one", async () => {
    const db = t.database.db;
    const p = await plane();
    const aog = await insertFault(db, p.id, { kind: 'aog', discoveredAt: '2026-12-02T06:00:00Z', expectedReturnAt: '2026-12-04T00:00:00Z', descriptionEn: 'bird strike' });
    const mel = await insertFault(db, p.id, { kind: 'mel', melItem: '34-11-02', melCategory: 'B', discoveredAt: '2026-12-01T00:00:00Z', deadlineAt: '2026-12-04T15:59:59.999Z' });
    const plan = await insertPlan(db, p.id, { name: 'Weekly', plannedStart: '2026-12-20T00:00:00Z', plannedEnd: '2026-12-21T00:00:00Z' });
    await insertPlan(db, p.id, { name: 'Done', plannedStart: '2026-12-22T00:00:00Z', plannedEnd: '2026-12-23T00:00:00Z', state: 'done' });
    // closed before the window: no span
    await insertFault(db, p.id, { kind: 'mel', melItem: '21-00-00', discoveredAt: '2026-11-01T00:00:00Z', closedAt: '2026-11-05T00:00:00Z' });
    const w = (await window()) as Window & { spans: { aircraftId: string; status: string; code: number; sourceId: string; start: string; end: string | null; label: string }[]; faults: { id: string }[] };
    const mine = w.spans.filter((s) => s.aircraftId === p.id).sort((a, b) => a.code - b.code);
    expect(mine).toEqual([
      expect.objectContaining({ status: 'maintenance', code: 2, sourceId: plan, label: 'Weekly', start: '2026-12-20T00:00:00.000Z', end: '2026-12-21T00:00:00.000Z' }),
      expect.objectContaining({ status: 'mel', code: 3, sourceId: mel, label: '34-11-02', end: null }),
      expect.objectContaining({ status: 'aog', code: 4, sourceId: aog, start: '2026-12-02T06:00:00.000Z', end: '2026-12-04T00:00:00.000Z' }),
    ]);
    expect(w.faults.filter((f) => [aog, mel].includes(f.id))).toHaveLength(2);
    expect(w.rows.find((r) => r.id === p.id)!.ganttStatus).toBe(0);
    // another company sees none of it
    const bravo = (await window(await t.signIn(TENANT_B_ADMIN))) as Window & { spans: { aircraftId: string }[] };
    expect(bravo.spans.some((s) => s.aircraftId === p.id)).toBe(false);
  });

  it('refuses an inverted or too wide window', async () => {
    const inverted = refused(await post(WINDOW, { from: '2026-12-02T00:00:00Z', to: '2026-12-01T00:00:00Z', view: 'fleet' }), 400, 'error.requestParameter');
    expect(inverted.result.fields.to.key).toBe('trip.error.ganttWindow');
    refused(await post(WINDOW, { from: '2026-10-01T00:00:00Z', to: '2026-12-31T00:00:00Z', view: 'fleet' }), 400, 'error.requestParameter');
  });

  it("leaves out another company's data and limits a user restricted by aircraft to those rows", async () => {
    const p = await plane();
    const q = await plane();
    let trip = await evaluatedTrip([legInput('ZBAA', 'ZSSS', 5), legInput('ZSSS', 'ZBAA', 6)]);
    trip = await assign(trip, 0, p.id);
    trip = await assign(trip, 1, q.id);

    const bravo = await t.signIn(TENANT_B_ADMIN);
    const w = await window(bravo);
    expect(w.rows.some((r) => r.id === p.id)).toBe(false);
    expect(w.items.concat(w.unassigned).some((i) => i.tripId === trip.id)).toBe(false);

    const role = ok(await post('/common/v1/sysRoles', { name: 'Gantt desk', code: 'GANTT_DESK' }));
    ok(await t.call(admin, { method: 'PUT', url: `/common/v1/sysRoles/${role.id}/permissions`, payload: { version: role.version, permissionKeys: ['tripLeg:list'] } }));
    const again = ok(await t.call(admin, { method: 'GET', url: `/common/v1/sysRoles/${role.id}` }));
    ok(await t.call(admin, {
      method: 'PUT',
      url: `/common/v1/sysRoles/${role.id}/dataPermissions`,
      payload: { version: again.version, grants: [{ dimension: 'aircraft', mode: 'specific', values: [p.id] }] },
    }));
    const seats = ok(await t.call(admin, { method: 'GET', url: '/common/v1/seats' }));
    ok(await post('/common/v1/sysUsers', { userName: 'gantt-desk', password: 'Demo-pass1', personName: 'Gantt', roleIds: [role.id], seatIds: [seats[0].id] }));
    const desk = await t.signIn('gantt-desk');
    const scoped = await window(desk);
    expect(scoped.rows.map((r) => r.id)).toEqual([p.id]);
    expect(scoped.items.map((i) => i.id)).toEqual([trip.legs[0]!.id]);
    expect(scoped.unassigned).toEqual([]);
    // and the seat may not move legs
    refused(await post(`${LEGS}/${trip.legs[0]!.id}/move`, { version: trip.version, aircraftId: p.id, plannedDepartureUtc: '2026-12-05T03:00:00Z' }, desk), 403, 'error.insufficientAccess');
  });
});

describe('moving a leg', () => {
  it('moves a leg to another aircraft and time, with its log and events', async () => {
    const p = await plane();
    const q = await plane();
    let trip = await evaluatedTrip([legInput('ZBAA', 'ZSSS', 10)]);
    trip = await assign(trip, 0, p.id);
    const moved: Trip = ok(await move(trip, 0, q.id, '2026-12-11T05:00:00Z'));
    expect(moved.version).toBe(trip.version + 1);
    expect(moved.legs[0]).toMatchObject({ aircraftId: q.id, plannedDepartureUtc: '2026-12-11T05:00:00.000Z', plannedArrivalUtc: '2026-12-11T07:30:00.000Z', legState: 33 });
    const legId = trip.legs[0]!.id;
    const codes = await t.database.db.select().from(events).where(eq(events.legId, legId)).orderBy(asc(events.sequence));
    expect(codes.slice(-2).map((e) => e.functionCode)).toEqual(['FLIGHT_AIRCRAFT_CHANGE', 'FLIGHT_DATE_CHANGE']);
    expect(codes.at(-1)!.payload).toMatchObject({ legNumber: 1, command: 'move', before: { aircraftId: p.id }, after: { aircraftId: q.id } });
    // each event carries the version the move answered: the dragging tab knows its own echo
    expect(codes.slice(-2).map((e) => (e.payload as { tripVersion?: number }).tripVersion)).toEqual([moved.version, moved.version]);
    const logs = await t.database.db.select().from(legLogs).where(and(eq(legLogs.legId, legId), eq(legLogs.command, 'move')));
    expect(logs).toHaveLength(1);

    // same day, later: a time change only
    const later: Trip = ok(await move(moved, 0, q.id, '2026-12-11T06:00:00Z'));
    expect(later.legs[0]!.plannedArrivalUtc).toBe('2026-12-11T08:30:00.000Z');
    const last = await t.database.db.select().from(events).where(eq(events.legId, legId)).orderBy(asc(events.sequence));
    expect(last.at(-1)!.functionCode).toBe('FLIGHT_TIME_CHANGE');

    // the version the browser loaded is stale now: "fleet schedule changed, reload"
    refused(await move(moved, 0, p.id, '2026-12-11T06:00:00Z'), 412, 'error.dataChanged');
  });

  it('refuses a move onto an overlap with the key, then accepts it with a reason', async () => {
    const p = await plane();
    const q = await plane();
    const busy = await assign(await evaluatedTrip([legInput('ZSSS', 'ZBAA', 12)]), 0, q.id);
    let trip = await assign(await evaluatedTrip([legInput('ZBAA', 'ZSSS', 12, { off: '08:00', on: '09:00' })]), 0, p.id);
    const res = refused(await move(trip, 0, q.id, '2026-12-12T03:00:00Z'), 400, 'trip.error.aircraftOverlap');
    expect(res.result).toMatchObject({ tailNo: q.tailNo, tripNumber: busy.tripNumber, legNumber: 1 });
    trip = ok(await move(trip, 0, q.id, '2026-12-12T03:00:00Z', { forceOverlapReason: 'swap agreed with the customer' }));
    expect(trip.legs[0]).toMatchObject({ aircraftId: q.id, forcedOverlapReason: 'swap agreed with the customer' });
  });

  it("refuses a flown leg and a target held by its faults and inspections; open MEL items need confirmation", async () => {
    const db = t.database.db;
    const p = await plane();
    const aog = await plane();
    const mel = await plane();
    const shop = await plane();
    await insertFault(db, aog.id, { kind: 'aog', discoveredAt: '2026-12-10T00:00:00Z', descriptionZh: '左发滑油泄漏', descriptionEn: 'left engine oil leak' });
    await insertFault(db, mel.id, { kind: 'mel', melItem: '21-31-01', melCategory: 'C', discoveredAt: '2026-12-10T00:00:00Z', deadlineAt: '2026-12-20T15:59:59.999Z' });
    await insertPlan(db, shop.id, { name: 'A-check', plannedStart: '2026-12-14T00:00:00Z', plannedEnd: '2026-12-15T00:00:00Z' });
    let trip = await assign(await evaluatedTrip([legInput('ZBAA', 'ZSSS', 14)]), 0, p.id);
    const held = refused(await move(trip, 0, aog.id, '2026-12-14T02:00:00Z'), 400, 'trip.error.aircraftAog');
    expect(held.result).toMatchObject({ tailNo: aog.tailNo, descriptionEn: 'left engine oil leak', since: '2026-12-10 00:00Z' });
    const inspection = refused(await move(trip, 0, shop.id, '2026-12-14T02:00:00Z'), 400, 'trip.error.aircraftInspection');
    expect(inspection.result).toMatchObject({ tailNo: shop.tailNo, name: 'A-check', start: '2026-12-14 00:00Z', end: '2026-12-15 00:00Z' });
    // after the inspection the aircraft is free again
    ok(await move(trip, 0, shop.id, '2026-12-15T02:00:00Z'));
    trip = ok(await t.call(admin, { method: 'GET', url: `${TRIPS}/${trip.id}` }));
    const warn = refused(await move(trip, 0, mel.id, '2026-12-14T02:00:00Z'), 400, 'trip.error.confirmationRequired');
    expect(warn.result.warnings).toEqual([{ legNumber: 1, field: null, key: 'trip.warning.aircraftMel', params: { tailNo: mel.tailNo, items: '21-31-01 (2026-12-20 15:59Z)' } }]);
    // past the item's deadline the deferral has run out
    const expired = refused(await move(trip, 0, mel.id, '2026-12-21T02:00:00Z'), 400, 'trip.error.aircraftMelExpired');
    expect(expired.result).toMatchObject({ tailNo: mel.tailNo, melItem: '21-31-01', deadline: '2026-12-20 15:59Z' });
    trip = ok(await move(trip, 0, mel.id, '2026-12-14T02:00:00Z', { confirm: true }));
    expect(trip.legs[0]!.aircraftId).toBe(mel.id);

    // the whole flight flow is covered elsewhere: mark the leg flown in the database
    await t.database.db.update(tripLegs).set({ legState: 5 }).where(eq(tripLegs.id, trip.legs[0]!.id));
    refused(await move(trip, 0, p.id, '2026-12-14T02:00:00Z'), 400, 'trip.error.legAlreadyFlown');
  });

  it('refuses an aircraft outside the company', async () => {
    const trip = await evaluatedTrip([legInput('ZBAA', 'ZSSS', 16)]);
    const res = refused(await move(trip, 0, '00000000-0000-4000-8000-000000000000', '2026-12-16T02:00:00Z'), 400, 'error.requestParameter');
    expect(res.result.fields.aircraftId.key).toBe('validation.unknownReference');
  });
});

describe('gantt locales', () => {
  it('translates every move key in zh, zhtw and en with the same placeholders', () => {
    // a fault's description is named in the reader's language (descriptionZh / descriptionEn)
    const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!.replace(/(Zh|En)$/, '')).sort();
    for (const messages of [en, zh, zhtw] as Record<string, string>[]) {
      expect(Object.keys(messages).sort()).toEqual([...MOVE_KEYS].sort());
      for (const k of MOVE_KEYS) expect(placeholders(messages[k]!)).toEqual(placeholders((zh as Record<string, string>)[k]!));
    }
  });
});
