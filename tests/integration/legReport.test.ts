/**
 * The leg report: figures from a confirmed flight log against the leg's own actuals, refusal of a
 * leg not flown, data permissions and another company, the PDF (valid, with the tail and a Chinese
 * label) and the list's export.
 */
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flightLogs, trackEvents, tripLegs } from '../../server/db/schema';
import { ok } from '../support/expect';
import { TENANT_B_ADMIN } from '../support/fixtures';
import { cjkFont } from '../../server/modules/legReport/legReportPdf';
import { pdfText } from '../support/pdfText';
import { userWithRole } from '../support/roleUser';
import { createTestApp } from '../support/testApp';
import { legInput } from '../support/trips';

const t = await createTestApp();
afterAll(async () => t.close());

const V1 = '/trip/v1/legReports';
let admin = '';
const call = (opts: InjectOptions, token = admin) => t.call(token, opts);
const post = async (url: string, payload: unknown) => ok(await call({ method: 'POST', url, payload: payload as object }));
const get = async (url: string) => ok(await call({ method: 'GET', url }));

let aircraftId = '';
let otherAircraftId = '';
const legs: { flb: string; actuals: string; open: string; other: string } = { flb: '', actuals: '', open: '', other: '' };
let companyId = '';
let tripId = '';

beforeAll(async () => {
  admin = await t.signIn('admin');
  const type = (await post('/fleet/v1/aircraftTypes', { code: 'LR-F7X', name: 'Falcon 7X', taxiMinutes: 15 })).id;
  aircraftId = (await post('/fleet/v1/aircraft', { tailNo: 'B-LR01', typeId: type })).id;
  otherAircraftId = (await post('/fleet/v1/aircraft', { tailNo: 'B-LR02', typeId: type })).id;
  const customerId = (await post('/customer/v1/customers', { type: 1, name: 'Leg report customer' })).id;
  const trip = await post('/trip/v1/trips', {
    customerId,
    legs: [legInput('ZBAA', 'ZSSS', 10, { off: '02:00', on: '04:00' }), legInput('ZSSS', 'ZBAA', 11, { off: '06:00', on: '08:00' }), legInput('ZBAA', 'ZGGG', 12), legInput('ZGGG', 'ZBAA', 13)],
  });
  tripId = trip.id;
  const [a, b, c, d] = trip.legs as { id: string; companyId?: string }[];
  legs.flb = a!.id;
  legs.actuals = b!.id;
  legs.open = c!.id;
  legs.other = d!.id;
  await post(`/trip/v1/tripLegs/${legs.flb}/passengers`, { version: (await get(`/trip/v1/trips/${tripId}`)).version, passenger: { name: '张三' } });
  const db = t.database.db;
  // diversions are entered while the leg flies
  await db.update(tripLegs).set({ aircraftId, legState: 4 }).where(eq(tripLegs.id, legs.flb));
  await post(`/trip/v1/tripLegs/${legs.flb}/diversions`, { version: (await get(`/trip/v1/trips/${tripId}`)).version, diversionIcao: 'ZSPD', diversionEtaUtc: '2026-12-10T04:30:00Z', reason: 'Weather at ZSSS' });
  // the flight flow is covered elsewhere: record the flown legs directly
  await db.update(tripLegs).set({ aircraftId, legState: 5, eteMinutes: 110, actualOffUtc: new Date('2026-12-10T02:40:00Z'), actualOnUtc: new Date('2026-12-10T04:35:00Z'), delayReason: 'ATC flow control' }).where(eq(tripLegs.id, legs.flb));
  await db.update(tripLegs).set({ aircraftId, legState: 5, actualOffUtc: new Date('2026-12-11T06:10:00Z'), actualOnUtc: new Date('2026-12-11T08:05:00Z') }).where(eq(tripLegs.id, legs.actuals));
  await db.update(tripLegs).set({ aircraftId: otherAircraftId, legState: 5, actualOffUtc: new Date('2026-12-13T02:00:00Z'), actualOnUtc: new Date('2026-12-13T04:30:00Z') }).where(eq(tripLegs.id, legs.other));
  const [row] = await db.select({ companyId: tripLegs.companyId }).from(tripLegs).where(eq(tripLegs.id, legs.flb));
  companyId = row!.companyId;
  await db.insert(flightLogs).values({
    companyId,
    legId: legs.flb,
    tripId,
    aircraftId,
    status: 'confirmed',
    origin: 'manual',
    outUtc: new Date('2026-12-10T02:30:00Z'),
    offUtc: new Date('2026-12-10T02:42:00Z'),
    onUtc: new Date('2026-12-10T04:33:00Z'),
    inUtc: new Date('2026-12-10T04:41:00Z'),
    blockMinutes: 131,
    airMinutes: 111,
    flightMinutes: 131,
    landings: 1,
    fuelUnit: 'lbs',
    remainFuel: 4200,
    upliftFuel: 8000,
    totalFuel: 12200,
    blockFuel: 5100,
    flightFuel: 4700,
    paxNum: 3,
    operatingCrew: [{ crewId: null, name: 'Capt. Li', role: 'pic' }],
  });
  await db.insert(trackEvents).values({ companyId, legId: legs.flb, tripId, aircraftId, kind: 'diversion', time: new Date('2026-12-10T04:20:00Z'), lat: 31.1, lon: 121.8, airportIcao: 'ZSPD', status: 'confirmed' });
  // a draft log is not the actuals
  await db.insert(flightLogs).values({ companyId, legId: legs.actuals, tripId, aircraftId, status: 'draft', origin: 'adsb', offUtc: new Date('2026-12-11T06:00:00Z'), paxNum: 2 });
});

describe('the report', () => {
  it('takes the actuals from the confirmed flight log, with differences, delay, fuel, passengers and crew', async () => {
    const r = await get(`${V1}/${legs.flb}`);
    expect(r.leg).toMatchObject({ tripNumber: expect.any(String), legNumber: 1, tailNo: 'B-LR01', aircraftType: 'LR-F7X', customerName: 'Leg report customer' });
    expect(r.leg.departure).toMatchObject({ icao: 'ZBAA', nameZh: expect.stringContaining('首都') });
    expect(r.plan).toEqual({ departureUtc: '2026-12-10T02:00:00.000Z', arrivalUtc: '2026-12-10T04:00:00.000Z', eteMinutes: 110, blockMinutes: 120 });
    expect(r.actual).toEqual({ source: 'flb', outUtc: '2026-12-10T02:30:00.000Z', offUtc: '2026-12-10T02:42:00.000Z', onUtc: '2026-12-10T04:33:00.000Z', inUtc: '2026-12-10T04:41:00.000Z', blockMinutes: 131, airMinutes: 111, flightMinutes: 131 });
    expect(r.differences).toEqual({ departureMinutes: 30, arrivalMinutes: 41, blockMinutes: 11, airMinutes: 1 });
    expect(r.delay).toEqual({ minutes: 42, reason: 'ATC flow control', reasonRequired: true });
    expect(r.fuel).toEqual({ unit: 'lbs', remain: 4200, uplift: 8000, total: 12200, block: 5100, flight: 4700, planned: null });
    expect(r.passengers).toEqual({ hidden: false, manifestCount: 1, names: ['张三'], flbPaxNum: 3 });
    expect(r.crew.operating).toEqual([{ crewId: null, name: 'Capt. Li', role: 'pic' }]);
    expect(r.flb).toMatchObject({ status: 'confirmed', landings: 1 });
    expect(r.diversions).toEqual([
      { source: 'record', icao: 'ZSPD', time: '2026-12-10T04:30:00.000Z', reason: 'Weather at ZSSS', status: 'normal' },
      { source: 'track', icao: 'ZSPD', time: '2026-12-10T04:20:00.000Z', reason: null, status: 'confirmed' },
    ]);
  });

  it("takes the leg's own takeoff and landing when the log is only a draft", async () => {
    const r = await get(`${V1}/${legs.actuals}`);
    expect(r.actual).toMatchObject({ source: 'legActuals', outUtc: null, offUtc: '2026-12-11T06:10:00.000Z', onUtc: '2026-12-11T08:05:00.000Z', inUtc: null, airMinutes: 115, blockMinutes: null });
    expect(r.differences).toMatchObject({ departureMinutes: 10, arrivalMinutes: 5, blockMinutes: null, airMinutes: 115 - r.plan.eteMinutes });
    expect(r.delay).toMatchObject({ minutes: 10, reasonRequired: false });
    expect(r.flb).toMatchObject({ status: 'draft' });
    expect(r.passengers).toMatchObject({ manifestCount: 0, flbPaxNum: 2 });
  });

  it('refuses a leg not flown with a translated key, and a leg of no one (404)', async () => {
    const res = await call({ method: 'GET', url: `${V1}/${legs.open}`, headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ key: 'legReport.error.notFlown', message: expect.stringContaining('not been flown') });
    expect((await call({ method: 'GET', url: `${V1}/00000000-0000-4000-8000-000000000000` })).statusCode).toBe(404);
    expect((await call({ method: 'GET', url: `${V1}/${legs.open}/pdf` })).statusCode).toBe(409);
  });
});

describe('the list and its export', () => {
  const range = { searchParas: { logic: 'and', conditions: [{ name: 'plannedDepartureUtc', op: 'between', value: ['2026-12-01T00:00:00Z', '2026-12-31T00:00:00Z'] }] } };

  it('lists flown legs only, with plan and actual block and the delay', async () => {
    const page = await post(`${V1}/list`, range);
    const ids = page.list.map((r: { id: string }) => r.id);
    expect(ids).toEqual(expect.arrayContaining([legs.flb, legs.actuals, legs.other]));
    expect(ids).not.toContain(legs.open);
    const row = page.list.find((r: { id: string }) => r.id === legs.flb);
    expect(row).toMatchObject({ tailNo: 'B-LR01', plannedBlockMinutes: 120, actualBlockMinutes: 131, delayMinutes: 42, actualOffUtc: '2026-12-10T02:42:00.000Z', flbStatus: 'confirmed', departureZone: 'Asia/Shanghai' });
    const byAircraft = await post(`${V1}/list`, { searchParas: { conditions: [{ name: 'aircraftId', op: 'eq', value: otherAircraftId }] } });
    expect(byAircraft.list.map((r: { id: string }) => r.id)).toEqual([legs.other]);
  });

  it('exports the list as xlsx', async () => {
    const res = await call({ method: 'POST', url: `${V1}/export`, payload: { ...range, scope: 'all', columns: ['tripNumber', 'tailNo', 'plannedDepartureUtc', 'delayMinutes', 'flbStatus'], timeType: 'Local' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(Number(res.headers['x-export-total'])).toBeGreaterThanOrEqual(3);
  });
});

/** The machine has a CJK font (Debian fonts-noto-cjk, or FOC_PDF_CJK_FONT): without one the PDF is English with a Latin font. */
const HAS_CJK = cjkFont(() => undefined) !== null;

describe('the PDF', () => {
  it.skipIf(!HAS_CJK)('is a PDF with the tail number and Chinese labels', async () => {
    const res = await call({ method: 'GET', url: `${V1}/${legs.flb}/pdf?lang=zh&timeType=Local` });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const bytes = res.rawPayload;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.subarray(-6).toString()).toContain('%%EOF');
    const text = pdfText(bytes);
    expect(text).toContain('B-LR01');
    expect(text).toContain('航段报告');
    expect(text).toContain('计划与实际');
    expect(text).toContain('+0:30'); // departure 30 minutes after the plan
  });

  it.skipIf(HAS_CJK)('without a CJK font on the machine, a Chinese request is still a PDF, with English labels', async () => {
    const res = await call({ method: 'GET', url: `${V1}/${legs.flb}/pdf?lang=zh&timeType=Local` });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('B-LR01');
    expect(text).toContain('Leg report');
  });

  it('speaks English when asked, in UTC', async () => {
    const res = await call({ method: 'GET', url: `${V1}/${legs.actuals}/pdf?lang=en&timeType=UTC` });
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Leg report');
    expect(text).toContain('2026-12-11 06:10 UTC');
  });
});

describe('permissions and scope', () => {
  it('needs legReport:list to read and legReport:export for the PDF and the export', async () => {
    const reader = await userWithRole(t, admin, 'leg-report-reader', ['legReport:list']);
    expect((await call({ method: 'GET', url: `${V1}/${legs.flb}` }, reader)).statusCode).toBe(200);
    expect((await call({ method: 'GET', url: `${V1}/${legs.flb}/pdf` }, reader)).statusCode).toBe(403);
    expect((await call({ method: 'POST', url: `${V1}/export`, payload: { scope: 'page', columns: ['tailNo'] } }, reader)).statusCode).toBe(403);
  });

  it("keeps to the caller's aircraft data permissions and company", async () => {
    const scoped = await userWithRole(t, admin, 'leg-report-scoped', ['legReport:list', 'legReport:export'], { grants: [{ dimension: 'aircraft', mode: 'specific', values: [otherAircraftId] }] });
    expect((await call({ method: 'GET', url: `${V1}/${legs.flb}` }, scoped)).statusCode).toBe(404);
    expect((await call({ method: 'GET', url: `${V1}/${legs.flb}/pdf` }, scoped)).statusCode).toBe(404);
    const page = ok(await call({ method: 'POST', url: `${V1}/list`, payload: {} }, scoped));
    expect(page.list.map((r: { id: string }) => r.id)).toEqual([legs.other]);
    const bravo = await t.signIn(TENANT_B_ADMIN);
    expect((await call({ method: 'GET', url: `${V1}/${legs.flb}` }, bravo)).statusCode).toBe(404);
    expect(ok(await call({ method: 'POST', url: `${V1}/list`, payload: {} }, bravo)).list.map((r: { id: string }) => r.id)).not.toContain(legs.flb);
  });
});
