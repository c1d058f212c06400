/**
 * The aircraft's whole record (technical data, operation rules) and the aircraft statistics from
 * flown legs: round trips, refusals with translated keys, data permissions and another company.
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flightLogs, tripLegs } from '../../server/db/schema';
import { ok } from '../support/expect';
import { TENANT_B_ADMIN } from '../support/fixtures';
import { userWithRole } from '../support/roleUser';
import { createTestApp } from '../support/testApp';

const t = await createTestApp();
afterAll(async () => t.close());

let admin = '';
const call = (opts: InjectOptions) => t.call(admin, opts);
const post = async (url: string, payload: unknown) => ok(await call({ method: 'POST', url, payload: payload as object }));
const get = async (url: string) => ok(await call({ method: 'GET', url }));
const put = (url: string, payload: object) => call({ method: 'PUT', url, payload });
const refused = (res: LightMyRequestResponse, status: number, key?: string) => {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json();
  if (key) expect(body.key).toBe(key);
  return body;
};

const TYPES = '/fleet/v1/aircraftTypes';
const AIRCRAFT = '/fleet/v1/aircraft';
const STATS = '/fleet/v1/aircraftStatistics';

const TECHNICAL = {
  fuelUnit: 'lbs',
  registryDate: '2019-04-15',
  engineModel: 'Pratt & Whitney Canada PW307A',
  engineLeftSerialNo: 'CF10044',
  engineMiddleSerialNo: 'CF10051',
  engineRightSerialNo: 'CF10058',
  apuModel: 'Honeywell 36-150(FX)',
  apuSerialNo: 'P-02013',
  emptyWeightKg: 16_600,
  maxTakeoffWeightKg: 31_751,
  maxLandingWeightKg: 28_304,
  maxZeroFuelWeightKg: 18_597,
  maxPayloadKg: 1_997,
  cabinLengthM: 11.91,
  cabinWidthM: 2.34,
  cabinHeightM: 1.88,
  lengthM: 23.38,
  wingspanM: 26.21,
  heightM: 7.83,
  noiseLevel: 4,
  cruiseSpeedKmh: 850,
  cruiseHeightM: 12_497,
  capacityLimited: true,
  capacityLimitReason: 'Cabin refurbishment',
};

let trijetType = '';
let twinType = '';
beforeAll(async () => {
  admin = await t.signIn('admin');
  trijetType = (await post(TYPES, { code: 'AR-F7X', name: 'Falcon 7X', taxiMinutes: 15 })).id;
  twinType = (await post(TYPES, { code: 'AR-G650', name: 'G650', taxiMinutes: 20 })).id;
});

describe('the aircraft record', () => {
  it('keeps every technical and operation field (metric), with metres to two decimals', async () => {
    const created = await post(AIRCRAFT, { tailNo: 'B-AR01', typeId: trijetType, ...TECHNICAL });
    expect(created).toMatchObject({ ...TECHNICAL, limitLegNum: null, fleetType: 'own', version: 1 });
    expect(await get(`${AIRCRAFT}/${created.id}`)).toEqual(created);
    const edited = ok(await put(`${AIRCRAFT}/${created.id}`, { version: 1, cabinLengthM: 12.345, maxTakeoffWeightKg: 31_800, capacityLimited: false, capacityLimitReason: null }));
    expect(edited).toMatchObject({ cabinLengthM: 12.35, maxTakeoffWeightKg: 31_800, capacityLimited: false, capacityLimitReason: null, version: 2 });
  });

  it('defaults the fuel unit to kg', async () => {
    expect(await post(AIRCRAFT, { tailNo: 'B-AR02', typeId: twinType })).toMatchObject({ fuelUnit: 'kg', capacityLimited: false, noiseLevel: null });
  });

  it('refuses a noise level outside 1–4 and a fuel unit it does not know', async () => {
    refused(await call({ method: 'POST', url: AIRCRAFT, payload: { tailNo: 'B-AR03', typeId: twinType, noiseLevel: 5 } }), 400);
    refused(await call({ method: 'POST', url: AIRCRAFT, payload: { tailNo: 'B-AR03', typeId: twinType, fuelUnit: 'gal' } }), 400);
  });

  it('asks a reason for a limited capacity, on create and on an edit that sets the flag', async () => {
    const res = refused(await call({ method: 'POST', url: AIRCRAFT, payload: { tailNo: 'B-AR04', typeId: twinType, capacityLimited: true } }), 400, 'fleetRecord.error.capacityReasonRequired');
    expect(res.result.fields.capacityLimitReason.key).toBe('fleetRecord.error.capacityReasonRequired');
    const a = await post(AIRCRAFT, { tailNo: 'B-AR04', typeId: twinType });
    refused(await put(`${AIRCRAFT}/${a.id}`, { version: a.version, capacityLimited: true }), 400, 'fleetRecord.error.capacityReasonRequired');
    expect((await get(`${AIRCRAFT}/${a.id}`)).capacityLimited).toBe(false);
  });

  it('allows a leg limit only on external aircraft, refused with a translated message for own ones', async () => {
    const res = await call({ method: 'POST', url: AIRCRAFT, payload: { tailNo: 'B-AR05', typeId: twinType, fleetType: 'own', limitLegNum: 4 }, headers: { 'accept-language': 'en' } });
    const body = refused(res, 400, 'fleetRecord.error.limitLegNumOwn');
    expect(body.message).toBe('A leg limit can be set only for hosted or proxy aircraft');
    expect(body.result.fields.limitLegNum.key).toBe('fleetRecord.error.limitLegNumOwn');
    const zh = refused(await call({ method: 'POST', url: AIRCRAFT, payload: { tailNo: 'B-AR05', typeId: twinType, limitLegNum: 4 }, headers: { 'accept-language': 'zh-CN' } }), 400);
    expect(zh.message).toBe('仅托管或代管飞机可设置航段数限制');

    const proxy = await post(AIRCRAFT, { tailNo: 'B-AR05', typeId: twinType, fleetType: 'proxy', limitLegNum: 4 });
    expect(proxy.limitLegNum).toBe(4);
    // turning it into an own aircraft while the limit stays is refused
    refused(await put(`${AIRCRAFT}/${proxy.id}`, { version: proxy.version, fleetType: 'own' }), 400, 'fleetRecord.error.limitLegNumOwn');
    expect(ok(await put(`${AIRCRAFT}/${proxy.id}`, { version: proxy.version, fleetType: 'own', limitLegNum: null }))).toMatchObject({ fleetType: 'own', limitLegNum: null });
  });

  it('takes no status (it follows faults and inspections) and keeps enabled create-only', async () => {
    refused(await call({ method: 'POST', url: AIRCRAFT, payload: { tailNo: 'B-AR06', typeId: twinType, status: 'mel' } }), 400);
    const a = await post(AIRCRAFT, { tailNo: 'B-AR06', typeId: twinType });
    expect(a.status).toBe('airworthy');
    refused(await put(`${AIRCRAFT}/${a.id}`, { version: a.version, status: 'airworthy' }), 400);
    refused(await put(`${AIRCRAFT}/${a.id}`, { version: a.version, enabled: false }), 400);
  });
});

describe('aircraft statistics from flown legs', () => {
  let trijet = '';
  let twin = '';

  /** A trip of `legs` legs flown by the aircraft: off/on given as [day, 'HH:mm', 'HH:mm'] in 2026-11. */
  async function fly(aircraftId: string, times: [number, string, string][], state = 5): Promise<string[]> {
    const customerId = (await post('/customer/v1/customers', { type: 1, name: `Stats customer ${aircraftId.slice(0, 6)}-${times[0]![0]}` })).id;
    const legs = times.map(([d, off, on], i) => ({ purpose: 'business', operationNature: 'charter', departureIcao: i % 2 ? 'ZSSS' : 'ZBAA', arrivalIcao: i % 2 ? 'ZBAA' : 'ZSSS', plannedDepartureUtc: `2026-12-${String(d).padStart(2, '0')}T${off}:00Z`, plannedArrivalUtc: `2026-12-${String(d).padStart(2, '0')}T${on}:00Z` }));
    const trip = await post('/trip/v1/trips', { customerId, legs });
    // the flight flow is covered in tripsLegFlow.test.ts: record the flown legs directly
    for (const [i, leg] of (trip.legs as { id: string }[]).entries()) {
      const [d, off, on] = times[i]!;
      const day = `2026-11-${String(d).padStart(2, '0')}`;
      await t.database.db.update(tripLegs).set({ aircraftId, legState: state as 5, actualOffUtc: new Date(`${day}T${off}:00Z`), actualOnUtc: new Date(`${day}T${on}:00Z`) }).where(eq(tripLegs.id, leg.id));
    }
    return (trip.legs as { id: string }[]).map((l) => l.id);
  }

  beforeAll(async () => {
    trijet = (await post(AIRCRAFT, { tailNo: 'B-ST01', typeId: trijetType, engineLeftSerialNo: 'L1', engineMiddleSerialNo: 'M1', engineRightSerialNo: 'R1' })).id;
    twin = (await post(AIRCRAFT, { tailNo: 'B-ST02', typeId: twinType })).id;
    await fly(trijet, [[3, '02:00', '04:30'], [4, '06:10', '07:05']]);
    await fly(trijet, [[20, '01:00', '03:00']], 4); // still flying: not counted
    await fly(twin, [[10, '08:00', '10:00']]);
  });

  it('totals one aircraft: flight time off → on, block time plus the taxi minutes, landings, engines per installed position', async () => {
    const s = await get(`${AIRCRAFT}/${trijet}/statistics`);
    expect(s).toMatchObject({ aircraftId: trijet, source: 'legActuals' });
    // 150 + 55 minutes in the air; block adds 15 minutes a leg
    expect(s.figures).toMatchObject({ flights: 2, flightMinutes: 205, blockMinutes: 235, landings: 2, apuMinutes: null, fuelPerHourKg: null, fuelPerHourLast10Kg: null });
    expect(s.figures.engineMinutes).toEqual({ left: 205, middle: 205, right: 205 });
    expect(s.figures.engineCycles).toEqual({ left: 2, middle: 2, right: 2 });
    // a twin without recorded serials runs left and right
    const w = await get(`${AIRCRAFT}/${twin}/statistics`);
    expect(w.figures).toMatchObject({ flightMinutes: 120, blockMinutes: 140, engineMinutes: { left: 120, middle: null, right: 120 } });
  });

  it('takes a period by take-off time', async () => {
    const s = await get(`${AIRCRAFT}/${trijet}/statistics?fromUtc=2026-11-04T00:00:00Z&toUtc=2026-11-05T00:00:00Z`);
    expect(s.figures).toMatchObject({ flights: 1, flightMinutes: 55 });
    // an instant that is no instant, or not UTC, is a 400 (never a 5xx)
    refused(await call({ method: 'GET', url: `${AIRCRAFT}/${trijet}/statistics?fromUtc=2026-02-30T00:00:00Z` }), 400);
    refused(await call({ method: 'GET', url: `${AIRCRAFT}/${trijet}/statistics?fromUtc=2026-02-03T00:00:00%2B08:00` }), 400);
    refused(await call({ method: 'POST', url: `${STATS}/list`, payload: { toUtc: 'yesterday' } }), 400);
  });

  it('lists every aircraft with its figures and the totals, filtered by type', async () => {
    const all = await post(`${STATS}/list`, { fromUtc: '2026-11-01T00:00:00Z', toUtc: '2026-12-01T00:00:00Z' });
    const row = (id: string) => all.rows.find((r: { aircraftId: string }) => r.aircraftId === id);
    expect(row(trijet)).toMatchObject({ tailNo: 'B-ST01', typeCode: 'AR-F7X', flightMinutes: 205 });
    expect(row(twin)).toMatchObject({ tailNo: 'B-ST02', flightMinutes: 120 });
    expect(all.totals.flightMinutes).toBe(all.rows.reduce((s: number, r: { flightMinutes: number }) => s + r.flightMinutes, 0));
    const twins = await post(`${STATS}/list`, { typeId: twinType });
    expect(twins.rows.map((r: { aircraftId: string }) => r.aircraftId)).not.toContain(trijet);
    expect(twins.rows.map((r: { aircraftId: string }) => r.aircraftId)).toContain(twin);
  });

  it('exports the shown columns as xlsx', async () => {
    const res = await call({ method: 'POST', url: `${STATS}/export`, payload: { typeId: trijetType, columns: ['tailNo', 'flightMinutes', 'landings'] } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    refused(await call({ method: 'POST', url: `${STATS}/export`, payload: { columns: ['nope'] } }), 400);
  });

  it('follows the data permissions: a user granted one type sees only its aircraft', async () => {
    const token = await userWithRole(t, admin, 'stats-twins', ['aircraftStatistics:list', 'aircraft:list'], { grants: [{ dimension: 'aircraftType', mode: 'specific', values: [twinType] }] });
    const list = ok(await t.call(token, { method: 'POST', url: `${STATS}/list`, payload: {} }));
    expect(list.rows.map((r: { aircraftId: string }) => r.aircraftId)).toContain(twin);
    expect(new Set(list.rows.map((r: { typeId: string }) => r.typeId))).toEqual(new Set([twinType]));
    refused(await t.call(token, { method: 'GET', url: `${AIRCRAFT}/${trijet}/statistics` }), 404, 'error.notFound');
    expect(ok(await t.call(token, { method: 'GET', url: `${AIRCRAFT}/${twin}/statistics` })).figures.flights).toBe(1);
  });

  it("answers another company's aircraft with 404 and never lists it", async () => {
    const bravo = await t.signIn(TENANT_B_ADMIN);
    refused(await t.call(bravo, { method: 'GET', url: `${AIRCRAFT}/${trijet}/statistics` }), 404, 'error.notFound');
    const list = ok(await t.call(bravo, { method: 'POST', url: `${STATS}/list`, payload: {} }));
    expect(list.rows.map((r: { aircraftId: string }) => r.aircraftId)).not.toContain(trijet);
  });

  it('counts a leg with a confirmed flight log by its log (source mixed), drafts not at all', async () => {
    const plane = (await post(AIRCRAFT, { tailNo: 'B-ST03', typeId: twinType, engineLeftSerialNo: 'L3', engineRightSerialNo: 'R3' })).id;
    const [logged] = await fly(plane, [[12, '02:00', '04:00'], [12, '06:00', '07:00']]);
    const before = await get(`${AIRCRAFT}/${plane}/statistics`);
    expect(before).toMatchObject({ source: 'legActuals', sourceCounts: { flightLogs: 0, legActuals: 2 } });
    expect(before.figures).toMatchObject({ flights: 2, flightMinutes: 180, blockMinutes: 220, landings: 2, apuMinutes: null, fuelPerHourKg: null });
    const [leg] = await t.database.db.select().from(tripLegs).where(eq(tripLegs.id, logged!));
    const log = {
      companyId: leg!.companyId,
      legId: leg!.id,
      tripId: leg!.tripId,
      aircraftId: plane,
      origin: 'manual' as const,
      outUtc: new Date('2026-11-12T01:50:00Z'),
      offUtc: new Date('2026-11-12T02:02:00Z'),
      onUtc: new Date('2026-11-12T04:12:00Z'),
      inUtc: new Date('2026-11-12T04:20:00Z'),
      blockMinutes: 150,
      airMinutes: 130,
      flightMinutes: 150,
      landings: 2,
      engines: { left: { minutes: 140, cycles: 2 }, right: { minutes: 139, cycles: 2 } },
      apuMinutes: 45,
      apuCycles: 1,
      fuelUnit: 'lbs' as const,
      blockFuel: 4400,
      flightFuel: 4000,
    };
    // a draft is no fact: nothing changes
    const [draft] = await t.database.db.insert(flightLogs).values({ ...log, status: 'draft' }).returning();
    expect((await get(`${AIRCRAFT}/${plane}/statistics`)).figures).toEqual(before.figures);
    await t.database.db.update(flightLogs).set({ status: 'confirmed' }).where(eq(flightLogs.id, draft!.id));
    const after = await get(`${AIRCRAFT}/${plane}/statistics`);
    expect(after).toMatchObject({ source: 'mixed', sourceCounts: { flightLogs: 1, legActuals: 1 } });
    // the logged leg: 130 air / 150 block / 2 landings; the other leg: 60 air / 80 block (taxi 20) / 1 landing
    expect(after.figures).toMatchObject({ flights: 2, flightMinutes: 190, blockMinutes: 230, landings: 3, apuMinutes: 45, apuCycles: 1 });
    expect(after.figures.engineMinutes).toEqual({ left: 200, middle: null, right: 199 });
    expect(after.figures.engineCycles).toEqual({ left: 3, middle: null, right: 3 });
    // 4000 lb = 1814.4 kg over 130 minutes
    expect(after.figures.fuelPerHourKg).toBeCloseTo(837.4, 1);
    const list = await post(`${STATS}/list`, { typeId: twinType, fromUtc: '2026-11-12T00:00:00Z', toUtc: '2026-11-12T03:00:00Z' });
    expect(list).toMatchObject({ source: 'flightLogs', sourceCounts: { flightLogs: 1, legActuals: 0 } });
    expect(list.rows.find((r: { aircraftId: string }) => r.aircraftId === plane)).toMatchObject({ flights: 1, flightMinutes: 130 });
  });
});
