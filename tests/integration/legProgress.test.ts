/**
 * One truth per leg: the monitor, the position board, the leg list and the data centre's export
 * say the same of a leg airborne by a detected takeoff, an overdue leg and a stale one (times
 * relative to the clock, legs made through the services' routes).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../server/lib/messages';
import { simulatePosition } from '../../src/domain/track/flightProfile';
import { ok } from '../support/expect';
import { exportSheet } from '../support/exportSheet';
import { createTestApp } from '../support/testApp';

const t = await createTestApp();
afterAll(async () => t.close());

const MIN = 60_000;
const TRIPS = '/trip/v1/trips';
const LEGS = '/trip/v1/tripLegs';
const ZBAA = { lat: 40.0801, lon: 116.5846, elevationFt: 116 };
const ZSSS = { lat: 31.1979, lon: 121.3363, elevationFt: 10 };
const NOW = Math.floor(Date.now() / MIN) * MIN;
let admin = '';
let customerId = '';
let typeId = '';
let seq = 0;
const post = (url: string, payload: object, lang = 'en') => t.call(admin, { method: 'POST', url, headers: { 'accept-language': lang }, payload });

interface Trip {
  id: string;
  version: number;
  legs: { id: string; legState: number }[];
}
interface Made {
  legId: string;
  tripId: string;
  aircraftId: string | null;
  tail: string | null;
  version: number;
}

/** A one-leg trip ZBAA → ZSSS planned [dep, arr], received; released on an aircraft with address `hex` when asked. */
async function makeLeg(dep: number, arr: number, release: { hex: string } | null): Promise<Made> {
  const n = ++seq;
  const leg = { purpose: 'business', operationNature: 'charter', departureIcao: 'ZBAA', arrivalIcao: 'ZSSS', plannedDepartureUtc: new Date(dep).toISOString(), plannedArrivalUtc: new Date(arr).toISOString() };
  let trip: Trip = ok(await post(TRIPS, { customerId, legs: [leg], confirm: true }));
  trip = ok(await post(`${TRIPS}/${trip.id}/submit`, { version: trip.version }));
  trip = ok(await post(`${TRIPS}/${trip.id}/receive`, { version: trip.version }));
  const legId = trip.legs[0]!.id;
  if (!release) return { legId, tripId: trip.id, aircraftId: null, tail: null, version: trip.version };
  const tail = `B-LP${String(n).padStart(2, '0')}`;
  const plane = ok(await post('/fleet/v1/aircraft', { tailNo: tail, typeId, icao24: release.hex }));
  const cmd = async (command: string, body: object = {}) => (trip = ok(await post(`${LEGS}/${legId}/${command}`, { version: trip.version, ...body })));
  const pilot = async (role: string) => ok(await post('/crew/v1/crews', { workNo: `LP-${role}${n}`, cnName: `LP ${role} ${n}`, crewType: 'pilot', qualifiedTypeIds: [typeId] })).id as string;
  await cmd('evaluate', { result: 'pass' });
  await cmd('assignAircraft', { aircraftId: plane.id });
  await cmd('airworthiness', { value: 'airworthy' });
  await cmd('flightPlan', { attached: true });
  await cmd('crew', { crewId: await pilot('PIC'), role: 'pic' });
  await cmd('crew', { crewId: await pilot('SIC'), role: 'sic' });
  await cmd('ready');
  await cmd('releaseDocuments', { attached: true });
  await cmd('release', { decision: 'release' });
  return { legId, tripId: trip.id, aircraftId: plane.id as string, tail, version: trip.version };
}

interface Progress {
  id: string;
  progress: string;
  overdue: string;
  stale: boolean;
  detectedOffUtc: string | null;
}

let detected: Made;
let overdue: Made;
let stale: Made;
let ahead: Made;
const from = new Date(NOW - 12 * 60 * MIN).toISOString();
const to = new Date(NOW + 12 * 60 * MIN).toISOString();

beforeAll(async () => {
  admin = await t.signIn('admin');
  customerId = ok(await post('/customer/v1/customers', { type: 1, name: 'Progress Customer' })).id;
  typeId = ok(await post('/fleet/v1/aircraftTypes', { code: 'LP-G650', name: 'G650' })).id;
  const key = ok(await post('/track/v1/ingestKeys', { name: 'progress receiver' })).key as string;

  // airborne by detection: off 5 minutes after its planned departure 40 minutes ago, nobody confirmed it
  detected = await makeLeg(NOW - 40 * MIN, NOW + 110 * MIN, { hex: 'ab1201' });
  for (let ts = NOW - 50 * MIN; ts <= NOW - MIN; ts += 30_000) {
    const p = simulatePosition({ from: ZBAA, to: ZSSS, offTime: NOW - 35 * MIN, onTime: NOW + 110 * MIN }, ts);
    if (!p) continue;
    const doc = { now: ts / 1000, messages: 1, aircraft: [{ hex: 'ab1201', flight: 'LPT1', alt_baro: p.onGround ? 'ground' : Math.round(p.altFt), gs: p.gsKt, track: p.trackDeg, baro_rate: p.vertRateFpm, lat: p.lat, lon: p.lon, seen_pos: 0.4 }] };
    const res = await t.app.inject({ method: 'POST', url: '/track/v1/positions/ingest?format=readsb', headers: { 'x-ingest-key': key }, payload: doc });
    expect(res.statusCode, res.body).toBe(200);
  }
  // overdue: took off (recorded) 4 h 50 min ago, planned to land 2 h 30 min ago; no position ever received
  overdue = await makeLeg(NOW - 5 * 60 * MIN, NOW - 150 * MIN, { hex: 'ab1202' });
  ok(await post(`${LEGS}/${overdue.legId}/takeoff`, { version: overdue.version, actualUtc: new Date(NOW - 290 * MIN).toISOString() }));
  // stale: planned for this morning, never evaluated nor released
  stale = await makeLeg(NOW - 6 * 60 * MIN, NOW - 4 * 60 * MIN, null);
  // an ordinary leg later today
  ahead = await makeLeg(NOW + 60 * MIN, NOW + 180 * MIN, { hex: 'ab1203' });
});

const monitorLegs = async () => new Map((ok(await post('/track/v1/monitor', { from, to })).legs as Progress[]).map((l) => [l.id, l]));
const listLegs = async (conditions: object[] = []) =>
  new Map(((ok(await post(`${LEGS}/list`, { pageSize: 100, searchParas: { conditions } })).list ?? []) as Progress[]).map((l) => [l.id, l]));

describe('one truth per leg', () => {
  it('the monitor: detected takeoff is its own state (not delayed), overdue red, with the detected instant', async () => {
    const legs = await monitorLegs();
    expect(legs.get(detected.legId)).toMatchObject({ progress: 'takeoffDetected', overdue: 'none', stale: false });
    expect(Math.abs(Date.parse(legs.get(detected.legId)!.detectedOffUtc!) - (NOW - 35 * MIN))).toBeLessThan(3 * MIN);
    expect(legs.get(overdue.legId)).toMatchObject({ progress: 'airborne', overdue: 'red', stale: false });
    expect(legs.get(ahead.legId)).toMatchObject({ progress: 'scheduled', overdue: 'none' });
    expect(legs.has(stale.legId)).toBe(false); // not released: not monitored
  });

  it('the position board agrees: in the air with the detected leg, never "never seen" for a leg airborne by its recorded takeoff', async () => {
    const board = ok(await post('/track/v1/positions/board', {})) as { aircraftId: string; phase: string; leg: Progress | null }[];
    const row = (m: Made) => board.find((r) => r.aircraftId === m.aircraftId)!;
    expect(row(detected)).toMatchObject({ phase: 'air', leg: { id: detected.legId, progress: 'takeoffDetected', overdue: 'none' } });
    expect(row(overdue)).toMatchObject({ phase: 'lost', leg: { id: overdue.legId, progress: 'airborne', overdue: 'red' } });
    expect(row(ahead)).toMatchObject({ phase: 'unknown', leg: { id: ahead.legId, progress: 'scheduled' } });
  });

  it('the leg list carries the same progress, flags the stale leg, and filters the legs that need closing', async () => {
    const legs = await listLegs();
    expect(legs.get(detected.legId)).toMatchObject({ progress: 'takeoffDetected', overdue: 'none', stale: false });
    expect(legs.get(overdue.legId)).toMatchObject({ progress: 'airborne', overdue: 'red', stale: false });
    expect(legs.get(stale.legId)).toMatchObject({ progress: 'stale', overdue: 'none', stale: true });
    expect(legs.get(ahead.legId)).toMatchObject({ progress: 'scheduled', stale: false });
    const closing = await listLegs([{ name: 'closingDueUtc', op: 'le', value: new Date(NOW).toISOString() }]);
    expect([...closing.keys()].sort()).toEqual([overdue.legId, stale.legId].sort());
  });

  it('the Gantt window carries the detected takeoff of the leg (its bar shows the same detected state)', async () => {
    const w = ok(await post('/trip/v1/gantt/window', { from, to, view: 'fleet' })) as { items: (Progress & { detectedOnUtc: string | null })[] };
    const bar = (m: Made) => w.items.find((l) => l.id === m.legId)!;
    expect(Math.abs(Date.parse(bar(detected).detectedOffUtc!) - (NOW - 35 * MIN))).toBeLessThan(3 * MIN);
    expect(bar(detected).detectedOnUtc).toBeNull();
    expect(bar(overdue)).toMatchObject({ detectedOffUtc: null, detectedOnUtc: null });
  });

  it("the data centre's export says departed for the detected takeoff (not late) and overdue for the overdue leg", async () => {
    const tr = (k: string) => translate(k, 'en');
    const rows = await exportSheet(await post('/track/v1/monitor/movements/export', { from, to, columns: ['flight', 'tailNo', 'status'], timeType: 'UTC' }));
    const status = (m: Made) => rows.find((r) => r[1] === m.tail)?.[2];
    expect(status(detected)).toBe(`${tr('track.dc.departed')} · ${tr('trip.legProgress.takeoffDetected')}`);
    expect(status(overdue)).toBe(`${tr('track.dc.departed')} · ${tr('trip.overdue.red')}`);
    expect(status(ahead)).toBe(tr('track.dc.planned'));
  });
});
