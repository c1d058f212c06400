/**
 * The aircraft status board (content now and over 7 days, filters, data permissions, another
 * company's aircraft), its export, an aircraft's open items, and the aircraft assignment and new
 * leg times refused by the aircraft's faults and inspections (warned by open MEL items).
 */
import { refreshStatus } from '../../server/modules/fleet/statusService';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aircraft, lastPositions } from '../../server/db/schema';
import { ok, refused } from '../support/expect';
import { exportSheet } from '../support/exportSheet';
import { TENANT_B_ADMIN } from '../support/fixtures';
import { createTestApp } from '../support/testApp';
import { legInput } from '../support/trips';
import { closeFault, insertFault, insertPlan } from '../support/upkeep';

const t = await createTestApp();
afterAll(async () => t.close());

const TRIPS = '/trip/v1/trips';
const LEGS = '/trip/v1/tripLegs';
const BOARD = '/fleet/v1/statusBoard';
let admin = '';
let customerId = '';
let typeId = '';
const post = (url: string, payload: object, token = admin) => t.call(token, { method: 'POST', url, payload });
const iso = (ms: number) => new Date(ms).toISOString();
const H = 3_600_000;
const NOW = Date.now();

type Trip = { id: string; tripNumber: string; version: number; legs: { id: string; legNumber: number; aircraftId: string | null }[] };
type Row = { aircraftId: string; tailNo: string; status: string; spans: { status: string }[]; legs: { id: string }[]; mel: { melItem: string; deadlineUtc: string }[]; aog: { descriptionEn: string; expectedReturnUtc: string | null } | null; position: { icao: string | null; source: string }; nextLeg: { id: string } | null };

let tail = 0;
async function plane(extra: object = {}): Promise<{ id: string; tailNo: string }> {
  const tailNo = `B-SB${String(++tail).padStart(2, '0')}`;
  const row = ok(await post('/fleet/v1/aircraft', { tailNo, typeId, baseIcao: 'ZBAA', ...extra }));
  return { id: row.id, tailNo };
}
/** An evaluated trip of one leg departing `hours` from now, lasting 2 hours. */
async function evaluatedLeg(hours: number): Promise<Trip> {
  const dep = NOW + hours * H;
  const leg = { ...legInput('ZBAA', 'ZSSS', 1), plannedDepartureUtc: iso(dep).replace(/\.\d{3}Z$/, 'Z'), plannedArrivalUtc: iso(dep + 2 * H).replace(/\.\d{3}Z$/, 'Z') };
  let trip: Trip = ok(await post(TRIPS, { customerId, legs: [leg], confirm: true }));
  trip = ok(await post(`${TRIPS}/${trip.id}/submit`, { version: trip.version }));
  trip = ok(await post(`${TRIPS}/${trip.id}/receive`, { version: trip.version }));
  return ok(await post(`${LEGS}/${trip.legs[0]!.id}/evaluate`, { version: trip.version, result: 'pass' }));
}
const assign = (trip: Trip, aircraftId: string, extra: object = {}) => post(`${LEGS}/${trip.legs[0]!.id}/assignAircraft`, { version: trip.version, aircraftId, ...extra });
const board = async (body: object = {}, token = admin): Promise<Row[]> => ok(await post(BOARD, body, token)).rows;

beforeAll(async () => {
  admin = await t.signIn('admin');
  customerId = ok(await post('/customer/v1/customers', { type: 1, name: 'Board Customer' })).id;
  typeId = ok(await post('/fleet/v1/aircraftTypes', { code: 'SB-C68', name: 'Latitude', cruiseSpeedKmh: 800, taxiMinutes: 10 })).id;
});

describe('status board', () => {
  it('shows each aircraft now and over 7 days: status, spans, legs, open items, position and next leg', async () => {
    const db = t.database.db;
    const free = await plane();
    // the status tag is the stored one: the faults are written here directly, then the status service stores it
    const grounded = await plane({ baseIcao: 'ZSSS' });
    const deferred = await plane();
    await insertFault(db, grounded.id, { kind: 'aog', discoveredAt: iso(NOW - 5 * H), expectedReturnAt: iso(NOW + 30 * H), descriptionEn: 'hydraulic leak', descriptionZh: '液压泄漏' });
    await insertFault(db, deferred.id, { kind: 'mel', melItem: '21-31-01', melCategory: 'C', discoveredAt: iso(NOW - 24 * H), deadlineAt: iso(NOW + 48 * H) });
    await insertPlan(db, free.id, { name: 'Weekly', plannedStart: iso(NOW + 72 * H), plannedEnd: iso(NOW + 80 * H) });
    const companyOf = (await db.select({ c: aircraft.companyId }).from(aircraft).where(eq(aircraft.id, free.id)))[0]!.c;
    await db.transaction((tx) => refreshStatus(tx, companyOf, [free.id, grounded.id, deferred.id], 'faultOpened', null));
    const trip = ok(await assign(await evaluatedLeg(10), free.id)) as Trip;
    // where: on the ground next to ZSSS by its last ADS-B position; another one airborne
    const companyId = (await db.select({ c: aircraft.companyId }).from(aircraft).where(eq(aircraft.id, deferred.id)))[0]!.c;
    const flying = await plane();
    await db.insert(lastPositions).values([
      { aircraftId: deferred.id, companyId, time: new Date(NOW - 10 * 60_000), lat: 31.2, lon: 121.34, onGround: true, source: 'readsb' },
      { aircraftId: flying.id, companyId, time: new Date(NOW - 60_000), lat: 35, lon: 118, onGround: false, source: 'readsb' },
    ]);

    const rows = await board();
    const row = (id: string) => rows.find((r) => r.aircraftId === id)!;
    expect(row(free.id)).toMatchObject({ status: 'airworthy', spans: [{ status: 'maintenance' }], mel: [], aog: null, nextLeg: { id: trip.legs[0]!.id }, position: { icao: 'ZBAA', source: 'base' } });
    expect(row(free.id).legs.map((l) => l.id)).toEqual([trip.legs[0]!.id]);
    expect(row(grounded.id)).toMatchObject({ status: 'aog', spans: [{ status: 'aog' }], aog: { descriptionEn: 'hydraulic leak', expectedReturnUtc: iso(NOW + 30 * H) }, position: { icao: 'ZSSS', source: 'base' }, nextLeg: null });
    expect(row(deferred.id)).toMatchObject({ status: 'mel', mel: [{ melItem: '21-31-01', deadlineUtc: iso(NOW + 48 * H) }], position: { icao: 'ZSSS', source: 'adsb', airborne: false } });
    expect(row(flying.id).position).toMatchObject({ icao: null, source: 'adsb', airborne: true });

    // filters: status, base
    expect((await board({ statuses: ['aog'] })).map((r) => r.aircraftId)).toContain(grounded.id);
    expect((await board({ statuses: ['aog'] })).some((r) => r.status !== 'aog')).toBe(false);
    expect((await board({ baseIcaos: ['ZSSS'] })).map((r) => r.aircraftId)).toEqual(expect.arrayContaining([grounded.id]));
    expect((await board({ baseIcaos: ['ZSSS'] })).some((r) => r.aircraftId === free.id)).toBe(false);

    // another company sees none of it; its open items are a 404
    const bravo = await t.signIn(TENANT_B_ADMIN);
    expect((await board({}, bravo)).some((r) => [free.id, grounded.id, deferred.id].includes(r.aircraftId))).toBe(false);
    refused(await t.call(bravo, { method: 'GET', url: `/fleet/v1/aircraft/${grounded.id}/openItems` }), 404, 'error.notFound');
    const items = ok(await t.call(admin, { method: 'GET', url: `/fleet/v1/aircraft/${deferred.id}/openItems` }));
    expect(items).toMatchObject({ tailNo: deferred.tailNo, aog: null, mel: [{ melItem: '21-31-01', melCategory: 'C' }] });

    // the export: the filtered rows with the asked columns
    const sheet = await exportSheet(await t.call(admin, { method: 'POST', url: `${BOARD}/export`, payload: { columns: ['tailNo', 'status', 'aog'], statuses: ['aog'] }, headers: { 'accept-language': 'en' } }));
    expect(sheet.some((r) => r[0] === grounded.tailNo && r[2] === 'hydraulic leak')).toBe(true);
  });

  it('limits a user restricted by aircraft to those aircraft', async () => {
    const p = await plane();
    const q = await plane();
    const role = ok(await post('/common/v1/sysRoles', { name: 'Board desk', code: 'BOARD_DESK' }));
    ok(await t.call(admin, { method: 'PUT', url: `/common/v1/sysRoles/${role.id}/permissions`, payload: { version: role.version, permissionKeys: ['statusBoard:list'] } }));
    const again = ok(await t.call(admin, { method: 'GET', url: `/common/v1/sysRoles/${role.id}` }));
    ok(await t.call(admin, { method: 'PUT', url: `/common/v1/sysRoles/${role.id}/dataPermissions`, payload: { version: again.version, grants: [{ dimension: 'aircraft', mode: 'specific', values: [p.id] }] } }));
    const seats = ok(await t.call(admin, { method: 'GET', url: '/common/v1/seats' }));
    ok(await post('/common/v1/sysUsers', { userName: 'board-desk', password: 'Demo-pass1', personName: 'Board', roleIds: [role.id], seatIds: [seats[0].id] }));
    const desk = await t.signIn('board-desk');
    expect((await board({}, desk)).map((r) => r.aircraftId)).toEqual([p.id]);
    refused(await t.call(desk, { method: 'GET', url: `/fleet/v1/aircraft/${q.id}/openItems` }), 404, 'error.notFound');
    refused(await t.call(desk, { method: 'POST', url: `${BOARD}/export`, payload: { columns: ['tailNo'] } }), 403, 'error.insufficientAccess');
  });
});

describe('assigning an aircraft and new leg times', () => {
  it('refuses an AOG or an overlapping inspection, asks to confirm open MEL items, refuses an expired one', async () => {
    const db = t.database.db;
    const aog = await plane();
    const shop = await plane();
    const mel = await plane();
    const aogId = await insertFault(db, aog.id, { kind: 'aog', discoveredAt: iso(NOW - H), descriptionEn: 'bird strike' });
    await insertPlan(db, shop.id, { name: 'C-check', plannedStart: iso(NOW + 20 * H), plannedEnd: iso(NOW + 40 * H) });
    await insertFault(db, mel.id, { kind: 'mel', melItem: '34-11-02', discoveredAt: iso(NOW - H), deadlineAt: iso(NOW + 50 * H) });

    let trip = await evaluatedLeg(24);
    refused(await assign(trip, aog.id), 400, 'trip.error.aircraftAog');
    const inspection = refused(await assign(trip, shop.id), 400, 'trip.error.aircraftInspection');
    expect(inspection.result).toMatchObject({ tailNo: shop.tailNo, name: 'C-check' });
    const warn = refused(await assign(trip, mel.id), 400, 'trip.error.confirmationRequired');
    expect(warn.result.warnings[0]).toMatchObject({ key: 'trip.warning.aircraftMel', params: { tailNo: mel.tailNo } });
    trip = ok(await assign(trip, mel.id, { confirm: true }));
    expect(trip.legs[0]!.aircraftId).toBe(mel.id);

    // new times past the item's deadline: refused, naming the item
    const later = iso(NOW + 60 * H).replace(/\.\d{3}Z$/, 'Z');
    const laterOn = iso(NOW + 62 * H).replace(/\.\d{3}Z$/, 'Z');
    const expired = refused(await t.call(admin, { method: 'POST', url: `${LEGS}/${trip.legs[0]!.id}/edit`, payload: { version: trip.version, plannedDepartureUtc: later, plannedArrivalUtc: laterOn, confirm: true } }), 400, 'trip.error.aircraftMelExpired');
    expect(expired.result).toMatchObject({ melItem: '34-11-02' });

    // the AOG closed: the aircraft takes legs again
    await closeFault(db, aogId, iso(NOW));
    const other = await evaluatedLeg(30);
    expect((ok(await assign(other, aog.id)) as Trip).legs[0]!.aircraftId).toBe(aog.id);
  });
});
