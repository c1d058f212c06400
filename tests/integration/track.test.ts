/**
 * Flight following end to end: ingestion keys, the three formats (readsb, OpenSky, our batch),
 * unknown and malformed input, idempotent re-posts, matching to legs, takeoff/landing/diversion
 * detection and the dispatcher's confirmation (and the company setting that records them at once),
 * the track query's refusals and simplification, the live picture and board, another company's
 * data, the simulator and retention.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aircraft } from '../../server/db/schema';
import { simulatePosition } from '../../src/domain/track/flightProfile';
import { runRetention } from '../../server/modules/track/retention';
import { startSimulator } from '../../server/modules/track/simulator';
import { ok, refused } from '../support/expect';
import { TENANT_B_ADMIN } from '../support/fixtures';
import { createTestApp } from '../support/testApp';

const t = await createTestApp();
afterAll(async () => t.close());

const MIN = 60_000;
const TRIPS = '/trip/v1/trips';
const LEGS = '/trip/v1/tripLegs';
const INGEST = '/track/v1/positions/ingest';
let admin = '';
let key = '';
let customerId = '';
let typeId = '';
let pairs = 0;
let planes = 0;
let flownLegId = '';
const post = (url: string, payload: object, token = admin) => t.call(token, { method: 'POST', url, payload });
/** `k` null: no key header. */
const ingest = (format: string, payload: object, k: string | null = key) =>
  t.app.inject({ method: 'POST', url: `${INGEST}?format=${format}`, headers: k === null ? {} : { 'x-ingest-key': k }, payload });

const AIRPORTS: Record<string, { lat: number; lon: number; elevationFt: number }> = {
  ZBAA: { lat: 40.0801, lon: 116.5846, elevationFt: 116 },
  ZSSS: { lat: 31.1979, lon: 121.3363, elevationFt: 10 },
  ZSPD: { lat: 31.1434, lon: 121.8052, elevationFt: 13 },
};

interface Trip {
  id: string;
  version: number;
  legs: { id: string; legState: number; actualOffUtc: string | null; actualOnUtc: string | null }[];
}

/** A released one-leg trip ZBAA → ZSSS on a new aircraft with address `hex`, departing at `dep`. */
async function releasedLeg(hex: string, dep: number, minutes = 150) {
  const plane = ok(await post('/fleet/v1/aircraft', { tailNo: `B-TR${String(++planes).padStart(2, '0')}`, typeId, icao24: hex }));
  const leg = { purpose: 'business', operationNature: 'charter', departureIcao: 'ZBAA', arrivalIcao: 'ZSSS', plannedDepartureUtc: new Date(dep).toISOString(), plannedArrivalUtc: new Date(dep + minutes * MIN).toISOString() };
  let trip: Trip = ok(await post(TRIPS, { customerId, legs: [leg], confirm: true }));
  trip = ok(await post(`${TRIPS}/${trip.id}/submit`, { version: trip.version }));
  trip = ok(await post(`${TRIPS}/${trip.id}/receive`, { version: trip.version }));
  const legId = trip.legs[0]!.id;
  const cmd = async (command: string, body: object = {}) => (trip = ok(await post(`${LEGS}/${legId}/${command}`, { version: trip.version, ...body })));
  await cmd('evaluate', { result: 'pass' });
  await cmd('assignAircraft', { aircraftId: plane.id });
  await cmd('airworthiness', { value: 'airworthy' });
  await cmd('flightPlan', { attached: true });
  // a pair of its own: a pilot's duty day adds up every leg it flies, and these legs share their times
  const pair = ++pairs;
  const pilot = async (role: string) => ok(await post('/crew/v1/crews', { workNo: `TR-${role}${pair}`, cnName: `TR ${role} ${pair}`, crewType: 'pilot', qualifiedTypeIds: [typeId] })).id as string;
  await cmd('crew', { crewId: await pilot('PIC'), role: 'pic' });
  await cmd('crew', { crewId: await pilot('SIC'), role: 'sic' });
  await cmd('ready');
  await cmd('releaseDocuments', { attached: true });
  await cmd('release', { decision: 'release' });
  return { legId, aircraftId: plane.id as string, tripId: trip.id, hex, dep, arr: dep + minutes * MIN };
}

/** readsb documents of a flight from `from` to `to` airport every `stepS` seconds over [t0, t1]. */
function readsbFlight(hex: string, dep: number, arr: number, t0: number, t1: number, stepS = 20, to = AIRPORTS.ZSSS!) {
  const docs: object[] = [];
  for (let ts = t0; ts <= t1; ts += stepS * 1000) {
    const p = simulatePosition({ from: AIRPORTS.ZBAA!, to, offTime: dep, onTime: arr }, ts);
    if (!p) continue;
    docs.push({
      now: ts / 1000,
      messages: 1,
      aircraft: [
        { hex, flight: 'TST123  ', alt_baro: p.onGround ? 'ground' : Math.round(p.altFt), gs: p.gsKt, track: p.trackDeg, baro_rate: p.vertRateFpm, lat: p.lat, lon: p.lon, seen_pos: 0.4, squawk: '2301' },
      ],
    });
  }
  return docs;
}

async function postAll(docs: object[]) {
  const answers = [];
  for (const d of docs) answers.push(ok(await ingest('readsb', d)));
  return answers;
}

const legOf = async (tripId: string) => (ok(await t.call(admin, { method: 'GET', url: `${TRIPS}/${tripId}` })) as Trip).legs[0]!;
const eventsOf = async (legId: string) => ok(await post('/track/v1/events/list', { legIds: [legId] })) as { id: string; kind: string; time: string; status: string; airportIcao: string | null }[];

beforeAll(async () => {
  admin = await t.signIn('admin');
  key = ok(await post('/track/v1/ingestKeys', { name: 'test receiver' })).key;
  customerId = ok(await post('/customer/v1/customers', { type: 1, name: 'Track Customer' })).id;
  typeId = ok(await post('/fleet/v1/aircraftTypes', { code: 'TR-G650', name: 'G650' })).id;
});

describe('ingestion keys', () => {
  it('refuses a missing, unknown or revoked key', async () => {
    const doc = { now: Date.now() / 1000, aircraft: [] };
    refused(await ingest('readsb', doc, null), 401, 'track.error.badKey');
    refused(await ingest('readsb', doc, 'foc_not-a-real-key-at-all'), 401, 'track.error.badKey');
    const other = ok(await post('/track/v1/ingestKeys', { name: 'to revoke' }));
    ok(await ingest('readsb', doc, other.key));
    ok(await post(`/track/v1/ingestKeys/${other.id}/revoke`, {}));
    refused(await ingest('readsb', doc, other.key), 401, 'track.error.badKey');
    const keys = ok(await post('/track/v1/ingestKeys/list', {})) as { prefix: string; revokedTime: string | null }[];
    expect(keys.find((k) => k.prefix === other.key.slice(0, 8))?.revokedTime).not.toBeNull();
    expect(JSON.stringify(keys)).not.toContain(other.key); // only the prefix is ever shown again
  });

  it('keys are for administrators; an unknown format is a 400', async () => {
    const cs = await t.signIn('demo-cs');
    refused(await post('/track/v1/ingestKeys', { name: 'x' }, cs), 403, 'error.insufficientAccess');
    expect((await ingest('csv', { now: 1, aircraft: [] })).statusCode).toBe(400);
  });
});

describe('formats and refusals', () => {
  it('readsb: positions of known aircraft are kept, unknown and non-ICAO addresses counted, re-posts idempotent', async () => {
    const plane = ok(await post('/fleet/v1/aircraft', { tailNo: 'B-TRX1', typeId, icao24: 'abc001' }));
    const now = Date.now() / 1000;
    const doc = {
      now,
      messages: 12345,
      aircraft: [
        { hex: 'abc001', flight: 'CES501  ', alt_baro: 37000, alt_geom: 37425, gs: 455.2, track: 181.3, baro_rate: -64, squawk: '2301', lat: 35.1, lon: 117.2, seen_pos: 1.2, seen: 0.3 },
        { hex: 'ffffff', flight: 'NOBODY  ', alt_baro: 12000, gs: 300, track: 90, lat: 30, lon: 120, seen_pos: 0.5 },
        { hex: '~2c0f3e', alt_baro: 5000, lat: 31, lon: 121, seen_pos: 0.1 },
        { hex: 'abc001', seen: 0.1 },
      ],
    };
    const a = ok(await ingest('readsb', doc));
    expect(a).toMatchObject({ stored: 1, duplicates: 0, unknownAircraft: 1, unknownAddresses: ['ffffff'] });
    expect(a.skipped).toMatchObject({ nonIcao: 1, noPosition: 1 });
    const again = ok(await ingest('readsb', doc));
    expect(again).toMatchObject({ stored: 0, duplicates: 1 });
    const board = ok(await post('/track/v1/positions/board', {})) as { aircraftId: string; altBaroFt: number; callsign: string; squawk: string; phase: string }[];
    expect(board.find((r) => r.aircraftId === plane.id)).toMatchObject({ altBaroFt: 37000, callsign: 'CES501', squawk: '2301', phase: 'air' });
  });

  it('OpenSky: metres and m/s are converted', async () => {
    const plane = ok(await post('/fleet/v1/aircraft', { tailNo: 'B-TRX2', typeId, icao24: 'abc002' }));
    const time = Math.floor(Date.now() / 1000);
    const states = [['abc002', 'CCA1234 ', 'China', time - 1, time, 116.9, 39.5, 3048, false, 128.6, 87.5, 5.08, null, 3100, '1000', false, 0]];
    expect(ok(await ingest('opensky', { time, states }))).toMatchObject({ stored: 1 });
    ok(await ingest('opensky', { time, states: null }));
    const live = ok(await post('/track/v1/positions/live', {})) as { aircraft: { aircraftId: string; altBaroFt: number; gsKt: number; vertRateFpm: number }[] };
    const fix = live.aircraft.find((r) => r.aircraftId === plane.id)!;
    expect(fix.altBaroFt).toBe(10000);
    expect(fix.gsKt).toBeCloseTo(250, 0);
    expect(fix.vertRateFpm).toBeCloseTo(1000, -1);
  });

  it('a malformed batch is refused whole, naming the position, and writes nothing', async () => {
    const plane = ok(await post('/fleet/v1/aircraft', { tailNo: 'B-TRX3', typeId, icao24: 'abc003' }));
    const good = { icao24: 'abc003', time: new Date().toISOString(), lat: 31, lon: 121 };
    const res = await ingest('batch', { positions: [good, { ...good, time: Date.now() - 1000, lat: 91 }] });
    const body = refused(res, 400, 'track.error.badPosition');
    expect(JSON.stringify(body.result)).toContain('positions[1]');
    const board = ok(await post('/track/v1/positions/board', {})) as { aircraftId: string; phase: string }[];
    expect(board.find((r) => r.aircraftId === plane.id)?.phase).toBe('unknown');
    refused(await ingest('readsb', { aircraft: [] }), 400, 'track.error.badDocument');
    refused(await ingest('opensky', { time: 'yesterday', states: [] }), 400, 'track.error.badDocument');
  });
});

describe('a flight followed from positions', () => {
  it('matches positions to the leg, proposes takeoff and landing, the dispatcher confirms them', async () => {
    const dep = Math.floor((Date.now() - 4 * 60 * MIN) / MIN) * MIN;
    const leg = await releasedLeg('abc101', dep);
    // before any takeoff: no track
    refused(await post(`/track/v1/tripLegs/${leg.legId}/track`, {}), 400, 'track.error.notDeparted');
    const answers = await postAll(readsbFlight(leg.hex, dep + 7 * MIN, leg.arr + 5 * MIN, dep - 15 * MIN, leg.arr + 20 * MIN));
    const stored = answers.reduce((s, a) => s + a.stored, 0);
    expect(stored).toBeGreaterThan(400);
    expect(answers.reduce((s, a) => s + a.matched, 0)).toBe(stored);
    const events = await eventsOf(leg.legId);
    const takeoff = events.find((e) => e.kind === 'takeoff')!;
    const landing = events.find((e) => e.kind === 'landing')!;
    expect(takeoff.status).toBe('proposed');
    expect(Math.abs(Date.parse(takeoff.time) - (dep + 7 * MIN))).toBeLessThan(90_000);
    expect(Math.abs(Date.parse(landing.time) - (leg.arr + 5 * MIN))).toBeLessThan(90_000);
    expect(landing.airportIcao).toBe('ZSSS');
    expect(events.some((e) => e.kind === 'diversion')).toBe(false);
    // a detected takeoff opens the track; it is simplified to the bound asked for
    const track = ok(await post(`/track/v1/tripLegs/${leg.legId}/track`, { maxPoints: 50 }));
    expect(track).toMatchObject({ source: 'positions', simplified: true });
    expect(track.points.length).toBeLessThanOrEqual(50);
    expect(track.rawCount).toBe(stored);

    const version = (await t.call(admin, { method: 'GET', url: `${TRIPS}/${leg.tripId}` })).json().result.version;
    const flying = ok(await post(`/track/v1/events/${takeoff.id}/confirm`, { version }));
    expect(flying.legs[0]).toMatchObject({ legState: 4, actualOffUtc: takeoff.time });
    refused(await post(`/track/v1/events/${takeoff.id}/confirm`, { version: flying.version }), 409, 'track.error.eventDecided');
    refused(await post(`/track/v1/events/${landing.id}/confirm`, { version: 1 }), 412, 'error.dataChanged');
    const flown = ok(await post(`/track/v1/events/${landing.id}/confirm`, { version: flying.version }));
    expect(flown.legs[0]).toMatchObject({ legState: 5, actualOnUtc: landing.time });
    const after = await eventsOf(leg.legId);
    expect(after.every((e) => e.status === 'confirmed')).toBe(true);
    flownLegId = leg.legId;
  });

  it('a landing far from the planned airport proposes a diversion to the nearest one', async () => {
    const dep = Math.floor((Date.now() - 4 * 60 * MIN) / MIN) * MIN;
    const leg = await releasedLeg('abc102', dep);
    await postAll(readsbFlight(leg.hex, dep, leg.arr, dep - 10 * MIN, leg.arr + 15 * MIN, 30, AIRPORTS.ZSPD));
    const events = await eventsOf(leg.legId);
    expect(events.find((e) => e.kind === 'diversion')).toMatchObject({ status: 'proposed', airportIcao: 'ZSPD' });
    const dismissed = ok(await post(`/track/v1/events/${events.find((e) => e.kind === 'diversion')!.id}/dismiss`, { note: 'training approach' }));
    expect(dismissed.status).toBe('dismissed');
  });

  it('a company that confirms automatically gets the leg flying and flown by itself', async () => {
    const cs = await t.signIn('demo-cs');
    refused(await t.call(cs, { method: 'PUT', url: '/track/v1/settings', payload: { autoConfirm: true } }), 403, 'error.insufficientAccess');
    ok(await t.call(admin, { method: 'PUT', url: '/track/v1/settings', payload: { autoConfirm: true } }));
    try {
      const dep = Math.floor((Date.now() - 3 * 60 * MIN) / MIN) * MIN;
      const leg = await releasedLeg('abc103', dep, 120);
      await postAll(readsbFlight(leg.hex, dep, leg.arr, dep - 10 * MIN, dep + 30 * MIN, 30));
      expect((await legOf(leg.tripId)).legState).toBe(4);
      await postAll(readsbFlight(leg.hex, dep, leg.arr, dep + 30 * MIN + 30_000, leg.arr + 15 * MIN, 30));
      const l = await legOf(leg.tripId);
      expect(l.legState).toBe(5);
      expect(Math.abs(Date.parse(l.actualOnUtc!) - leg.arr)).toBeLessThan(90_000);
    } finally {
      ok(await t.call(admin, { method: 'PUT', url: '/track/v1/settings', payload: { autoConfirm: false } }));
    }
  });

  it('monitoring refuses a leg not released; the monitor lists released, flying and flown legs', async () => {
    const trip = ok(await post(TRIPS, { customerId, legs: [{ purpose: 'business', operationNature: 'charter', departureIcao: 'ZBAA', arrivalIcao: 'ZSSS', plannedDepartureUtc: '2026-12-20T02:00:00Z', plannedArrivalUtc: '2026-12-20T04:00:00Z' }] }));
    refused(await post(`/track/v1/tripLegs/${trip.legs[0].id}/track`, {}), 400, 'track.error.notReleased');
    const from = new Date(Date.now() - 86_400_000).toISOString();
    const to = new Date(Date.now() + 86_400_000).toISOString();
    const m = ok(await post('/track/v1/monitor', { from, to }));
    expect(m.legs.length).toBeGreaterThanOrEqual(3);
    expect(m.legs.every((l: { legState: number }) => [31, 4, 5].includes(l.legState))).toBe(true);
    expect(m.legs.find((l: { departureIcao: string; depLat: number }) => l.departureIcao === 'ZBAA')?.depLat).toBeCloseTo(40.08, 1);
    const only = ok(await post('/track/v1/monitor', { from, to, states: [5] }));
    expect(only.legs.every((l: { legState: number }) => l.legState === 5)).toBe(true);
    expect((await post('/track/v1/monitor', { from, to, states: [2] })).statusCode).toBe(400);
    // a window that opens after a leg's departure still holds it while it is planned in the air
    const late = ok(await post('/track/v1/monitor', { from: new Date(Date.now() - 2 * 3_600_000).toISOString(), to: new Date().toISOString() }));
    expect(late.legs.some((l: { id: string }) => l.id === flownLegId)).toBe(true);
  });
});

describe('data permissions', () => {
  it("a user limited to another customer sees none of these legs' events, tracks or monitor rows", async () => {
    const other = ok(await post('/customer/v1/customers', { type: 1, name: 'Track Other Customer' })).id;
    const role = ok(await post('/common/v1/sysRoles', { name: 'Track limited', code: 'TRACK_LIMITED' }));
    ok(await t.call(admin, { method: 'PUT', url: `/common/v1/sysRoles/${role.id}/permissions`, payload: { version: role.version, permissionKeys: ['tripMonitor:list'] } }));
    const again = ok(await t.call(admin, { method: 'GET', url: `/common/v1/sysRoles/${role.id}` }));
    ok(await t.call(admin, { method: 'PUT', url: `/common/v1/sysRoles/${role.id}/dataPermissions`, payload: { version: again.version, grants: [{ dimension: 'customer', mode: 'specific', values: [other] }] } }));
    const seats = ok(await t.call(admin, { method: 'GET', url: '/common/v1/seats' }));
    ok(await post('/common/v1/sysUsers', { userName: 'track-limited', password: 'Demo-pass1', personName: 'Limited', roleIds: [role.id], seatIds: [seats[0].id] }));
    const limited = await t.signIn('track-limited');
    expect(ok(await post('/track/v1/events/list', { legIds: [flownLegId] }, limited))).toEqual([]);
    expect(ok(await post('/track/v1/events/list', {}, limited))).toEqual([]);
    refused(await post(`/track/v1/tripLegs/${flownLegId}/track`, {}, limited), 404, 'error.notFound');
    const from = new Date(Date.now() - 86_400_000).toISOString();
    expect(ok(await post('/track/v1/monitor', { from, to: new Date().toISOString() }, limited)).legs).toEqual([]);
    refused(await post('/track/v1/events/00000000-0000-4000-8000-000000000000/confirm', { version: 1 }, limited), 403, 'error.insufficientAccess');
  });
});

describe('another company', () => {
  it("sees none of these positions and cannot write to this company's aircraft", async () => {
    const bravo = await t.signIn(TENANT_B_ADMIN);
    const live = ok(await post('/track/v1/positions/live', {}, bravo));
    expect(live.aircraft).toEqual([]);
    const board = ok(await post('/track/v1/positions/board', {}, bravo)) as { tailNo: string }[];
    expect(board.some((r) => r.tailNo.startsWith('B-TR'))).toBe(false);
    const bravoKey = ok(await post('/track/v1/ingestKeys', { name: 'bravo feed' }, bravo)).key;
    const a = ok(await ingest('readsb', { now: Date.now() / 1000, aircraft: [{ hex: 'abc001', lat: 1, lon: 1, seen_pos: 0 }] }, bravoKey));
    expect(a).toMatchObject({ stored: 0, unknownAircraft: 1 });
    const events = ok(await post('/track/v1/events/list', {}, bravo));
    expect(events).toEqual([]);
  });
});

describe('simulator and retention', () => {
  it('the simulator flies a released leg through the ingestion endpoint', async () => {
    const dep = Math.floor((Date.now() - 40 * MIN) / MIN) * MIN;
    const leg = await releasedLeg('abc201', dep, 120);
    const [row] = await t.database.db.select({ companyId: aircraft.companyId }).from(aircraft).where(eq(aircraft.id, leg.aircraftId));
    const company = row!.companyId;
    const sim = await startSimulator({ app: t.app, db: t.database.db, companyId: company, intervalMs: 5000, autoStart: false });
    try {
      expect(await sim.tick()).toBeGreaterThanOrEqual(1);
      const live = ok(await post('/track/v1/positions/live', {}));
      const fix = live.aircraft.find((a: { aircraftId: string }) => a.aircraftId === leg.aircraftId);
      expect(fix).toMatchObject({ legId: leg.legId, onGround: false, source: 'readsb' });
      expect(fix.altBaroFt).toBeGreaterThan(10_000);
      // the start-up backfill saw the takeoff
      expect((await eventsOf(leg.legId)).find((e) => e.kind === 'takeoff')?.status).toBe('proposed');
      expect(live.trails.find((tr: { legId: string }) => tr.legId === leg.legId)?.points.length).toBeGreaterThan(20);
    } finally {
      await sim.stop();
    }
  });

  it('thins old positions to one a minute, then archives finished legs and keeps their tracks', async () => {
    const legId = flownLegId;
    const before = ok(await post(`/track/v1/tripLegs/${legId}/track`, { maxPoints: 20_000 }));
    const thin = await runRetention(t.database.db, { thinAfterHours: 1, archiveAfterDays: 3650 }, Date.now() + 2 * 86_400_000);
    expect(thin.thinned).toBeGreaterThan(0);
    const thinned = ok(await post(`/track/v1/tripLegs/${legId}/track`, { maxPoints: 20_000 }));
    expect(thinned.rawCount).toBeLessThan(before.rawCount);
    const minutes = new Set(thinned.points.map((p: { time: number }) => Math.floor(p.time / MIN)));
    expect(minutes.size).toBe(thinned.points.length);
    const archived = await runRetention(t.database.db, { thinAfterHours: 1, archiveAfterDays: 1 }, Date.now() + 3 * 86_400_000);
    expect(archived.archivedLegs).toBeGreaterThan(0);
    const kept = ok(await post(`/track/v1/tripLegs/${legId}/track`, {}));
    expect(kept).toMatchObject({ source: 'archive' });
    expect(kept.points.length).toBeGreaterThan(10);
  });
});
