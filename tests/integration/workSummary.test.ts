/**
 * Work summary from flight logs: totals per crew member and per aircraft from confirmed logs (drafts
 * only when asked), the caller's data permissions and company, refusals, and the xlsx export.
 * Flight logs are written directly (their own service is tested elsewhere).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flightLogs, tripLegs } from '../../server/db/schema';
import { ok, refused } from '../support/expect';
import { exportSheet } from '../support/exportSheet';
import { TENANT_B_ADMIN } from '../support/fixtures';
import { userWithRole } from '../support/roleUser';
import { createTestApp } from '../support/testApp';
import { legInput } from '../support/trips';

const t = await createTestApp();
afterAll(async () => t.close());

const URL = '/trip/v1/flightLogs/workSummary';
const PERIOD = { fromUtc: '2026-11-01T00:00:00Z', toUtc: '2026-12-01T00:00:00Z' };
let admin = '';
const post = (url: string, payload: object, token = admin) => t.call(token, { method: 'POST', url, payload });
const summary = async (body: object, token = admin) => ok(await post(URL, { ...PERIOD, ...body }, token));
type Row = { id: string; code: string; name: string; legs: number; drafts: number; blockMinutes: number; flightMinutes: number; airMinutes: number; nightMinutes: number; landings: number };
const rowOf = (answer: { rows: Row[] }, id: string) => answer.rows.find((r) => r.id === id);

const ids = { typeId: '', planeA: '', planeB: '', pic: '', sic: '', other: '' };

/** A log of a new one-leg trip: `day` of 2026-11 (or 2026-12 for day > 30), figures as given. */
async function logOn(day: number, aircraftId: string, crew: string[], figures: { block: number; flight: number; air: number; night: number; landings: number }, status: 'confirmed' | 'draft' = 'confirmed') {
  const customerId = ok(await post('/customer/v1/customers', { type: 1, name: `WS customer ${day}-${figures.block}-${status}` })).id;
  const trip = ok(await post('/trip/v1/trips', { customerId, legs: [legInput('ZBAA', 'ZSSS', 20)] }));
  const [leg] = await t.database.db.select().from(tripLegs).where(eq(tripLegs.id, trip.legs[0].id));
  const month = day > 30 ? '12' : '11';
  const d = String(day > 30 ? day - 30 : day).padStart(2, '0');
  await t.database.db.insert(flightLogs).values({
    companyId: leg!.companyId,
    legId: leg!.id,
    tripId: leg!.tripId,
    aircraftId,
    status,
    origin: 'manual',
    outUtc: new Date(`2026-${month}-${d}T01:50:00Z`),
    offUtc: new Date(`2026-${month}-${d}T02:00:00Z`),
    blockMinutes: figures.block,
    flightMinutes: figures.flight,
    airMinutes: figures.air,
    nightMinutes: figures.night,
    landings: figures.landings,
    operatingCrew: crew.map((crewId, i) => ({ crewId, name: `Crew ${i}`, role: i === 0 ? 'pic' : 'sic' })),
    monitoringCrew: [],
  });
}

beforeAll(async () => {
  admin = await t.signIn('admin');
  ids.typeId = ok(await post('/fleet/v1/aircraftTypes', { code: 'WS-G650', name: 'G650' })).id;
  const otherType = ok(await post('/fleet/v1/aircraftTypes', { code: 'WS-F7X', name: 'Falcon 7X' })).id;
  ids.planeA = ok(await post('/fleet/v1/aircraft', { tailNo: 'B-WS01', typeId: ids.typeId })).id;
  ids.planeB = ok(await post('/fleet/v1/aircraft', { tailNo: 'B-WS02', typeId: otherType })).id;
  const crew = async (workNo: string, cnName: string) => ok(await post('/crew/v1/crews', { workNo, cnName, enName: `${workNo} EN`, crewType: 'pilot', nationality: 'CN', baseIcao: 'ZBAA' })).id as string;
  ids.pic = await crew('WS-P1', '王机长');
  ids.sic = await crew('WS-P2', '李副驾');
  ids.other = await crew('WS-P3', '赵飞行');
  await logOn(3, ids.planeA, [ids.pic, ids.sic], { block: 150, flight: 150, air: 130, night: 30, landings: 1 });
  await logOn(5, ids.planeA, [ids.pic, ids.other], { block: 95, flight: 95, air: 80, night: 0, landings: 2 });
  await logOn(7, ids.planeB, [ids.sic], { block: 61, flight: 61, air: 50, night: 10, landings: 1 });
  // a draft and a log outside the period
  await logOn(9, ids.planeB, [ids.pic], { block: 500, flight: 500, air: 480, night: 0, landings: 1 }, 'draft');
  await logOn(32, ids.planeA, [ids.pic], { block: 700, flight: 700, air: 680, night: 0, landings: 1 });
});

describe('work summary', () => {
  it('per crew member: legs, block, flight, air and night minutes and landings of confirmed logs, totals the sum of the rows', async () => {
    const a = await summary({ groupBy: 'crew' });
    expect(a).toMatchObject({ groupBy: 'crew', includeDrafts: false });
    expect(rowOf(a, ids.pic)).toMatchObject({ code: 'WS-P1', name: '王机长', legs: 2, drafts: 0, blockMinutes: 245, flightMinutes: 245, airMinutes: 210, nightMinutes: 30, landings: 3 });
    expect(rowOf(a, ids.sic)).toMatchObject({ legs: 2, blockMinutes: 211, airMinutes: 180, nightMinutes: 40, landings: 2 });
    expect(rowOf(a, ids.other)).toMatchObject({ legs: 1, blockMinutes: 95 });
    const sum = (k: keyof Row) => a.rows.reduce((s: number, r: Row) => s + (r[k] as number), 0);
    expect(a.totals).toMatchObject({ legs: sum('legs'), blockMinutes: sum('blockMinutes'), landings: sum('landings') });
    expect(a.totals).toMatchObject({ legs: 5, blockMinutes: 551 });
  });

  it('per aircraft, and only the asked ids', async () => {
    const a = await summary({ groupBy: 'aircraft' });
    expect(rowOf(a, ids.planeA)).toMatchObject({ code: 'B-WS01', name: 'WS-G650', legs: 2, blockMinutes: 245, flightMinutes: 245, airMinutes: 210, nightMinutes: 30, landings: 3 });
    expect(rowOf(a, ids.planeB)).toMatchObject({ code: 'B-WS02', legs: 1, blockMinutes: 61 });
    expect(a.totals).toMatchObject({ legs: 3, blockMinutes: 306 });
    const only = await summary({ groupBy: 'aircraft', ids: [ids.planeB] });
    expect(only.rows.map((r: Row) => r.id)).toEqual([ids.planeB]);
    // the period: the December log counts in December only
    const december = await summary({ groupBy: 'aircraft', fromUtc: '2026-12-01T00:00:00Z', toUtc: '2027-01-01T00:00:00Z' });
    expect(rowOf(december, ids.planeA)).toMatchObject({ legs: 1, blockMinutes: 700 });
  });

  it('drafts are no facts: left out unless asked for, then counted and told', async () => {
    expect(rowOf(await summary({ groupBy: 'aircraft' }), ids.planeB)!.blockMinutes).toBe(61);
    const withDrafts = await summary({ groupBy: 'aircraft', includeDrafts: true });
    expect(withDrafts.includeDrafts).toBe(true);
    expect(rowOf(withDrafts, ids.planeB)).toMatchObject({ legs: 2, drafts: 1, blockMinutes: 561 });
  });

  it('refuses a period that is none, reversed or too long (400, never a 5xx)', async () => {
    const P = 'error.requestParameter';
    const reversed = refused(await post(URL, { ...PERIOD, groupBy: 'crew', toUtc: '2026-10-01T00:00:00Z' }), 400, P);
    expect(JSON.stringify(reversed)).toContain('workSummary.error.periodOrder');
    const long = refused(await post(URL, { ...PERIOD, groupBy: 'crew', fromUtc: '2020-01-01T00:00:00Z' }), 400, P);
    expect(JSON.stringify(long)).toContain('workSummary.error.periodTooLong');
    refused(await post(URL, { ...PERIOD, groupBy: 'crew', fromUtc: '2026-02-30T00:00:00Z' }), 400, P);
    refused(await post(URL, { ...PERIOD, groupBy: 'team' }), 400, P);
    refused(await post(URL, { fromUtc: PERIOD.fromUtc, groupBy: 'crew' }), 400, P);
  });

  it('follows the data permissions: rows only for crew and aircraft the caller may see', async () => {
    const token = await userWithRole(t, admin, 'ws-scoped', ['workSummary:list'], {
      grants: [
        { dimension: 'crew', mode: 'specific', values: [ids.pic] },
        { dimension: 'aircraft', mode: 'specific', values: [ids.planeB] },
      ],
    });
    const crew = await summary({ groupBy: 'crew' }, token);
    expect(crew.rows.map((r: Row) => r.id)).toEqual([ids.pic]);
    expect(crew.totals).toMatchObject({ legs: 2, blockMinutes: 245 });
    const planes = await summary({ groupBy: 'aircraft' }, token);
    expect(planes.rows.map((r: Row) => r.id)).toEqual([ids.planeB]);
    // the export needs its own point
    refused(await post(`${URL}/export`, { ...PERIOD, groupBy: 'crew', columns: ['code'] }, token), 403, 'error.insufficientAccess');
  });

  it("another company sees none of the company's rows", async () => {
    const bravo = await t.signIn(TENANT_B_ADMIN);
    const a = await summary({ groupBy: 'crew' }, bravo);
    expect(a.rows.map((r: Row) => r.id)).not.toContain(ids.pic);
    const b = await summary({ groupBy: 'aircraft' }, bravo);
    expect(b.rows.map((r: Row) => r.id)).not.toContain(ids.planeA);
  });

  it('exports the shown columns as xlsx: hours as H:MM, the totals row last', async () => {
    const res = await t.call(admin, { method: 'POST', url: `${URL}/export`, payload: { ...PERIOD, groupBy: 'aircraft', columns: ['code', 'name', 'legs', 'blockMinutes', 'airMinutes', 'nightMinutes', 'landings'] }, headers: { 'accept-language': 'en' } });
    const rows = await exportSheet(res);
    expect(rows[0]).toEqual(['Tail no.', 'Type', 'Legs', 'Block time (H:MM)', 'Air time (H:MM)', 'Night time (H:MM)', 'Landings']);
    const a = rows.find((r) => r[0] === 'B-WS01');
    expect(a).toEqual(['B-WS01', 'WS-G650', 2, '4:05', '3:30', '0:30', 3]);
    expect(rows.at(-1)![0]).toBe('Total');
    expect(rows.at(-1)!.slice(2)).toEqual([3, '5:06', '4:20', '0:40', 4]);
    const crew = await exportSheet(await t.call(admin, { method: 'POST', url: `${URL}/export`, payload: { ...PERIOD, groupBy: 'crew', columns: ['code', 'name', 'flightMinutes'] }, headers: { 'accept-language': 'en' } }));
    expect(crew[0]).toEqual(['Work no.', 'Name', 'Flight time (H:MM)']);
    expect(crew.find((r) => r[0] === 'WS-P1')).toEqual(['WS-P1', 'WS-P1 EN', '4:05']);
    refused(await post(`${URL}/export`, { ...PERIOD, groupBy: 'crew', columns: ['nope'] }), 400, 'error.requestParameter');
  });
});

describe("a crew member's flight time (crew detail)", () => {
  const flightTime = (id: string, token = admin) => t.call(token, { method: 'GET', url: `/crew/v1/crews/${id}/flightTime` });
  // the confirmed logs of WS-P1: 3 and 5 November, 2 December 2026 (the draft of 9 November does not count)
  const logs = [
    { at: Date.parse('2026-11-03T02:00:00Z'), flight: 150, landings: 1 },
    { at: Date.parse('2026-11-05T02:00:00Z'), flight: 95, landings: 2 },
    { at: Date.parse('2026-12-02T02:00:00Z'), flight: 700, landings: 1 },
  ];
  const within = (days: number) => {
    const mine = logs.filter((l) => l.at >= Date.now() - days * 86_400_000);
    return { legs: mine.length, blockMinutes: mine.reduce((s, l) => s + l.flight, 0), flightMinutes: mine.reduce((s, l) => s + l.flight, 0), landings: mine.reduce((s, l) => s + l.landings, 0) };
  };

  it('sums every confirmed log the crew member operated, the last 90 and 365 days, and adds the time before joining', async () => {
    const { crews } = await import('../../server/db/schema');
    await t.database.db.update(crews).set({ priorFlightMinutes: 6_000 }).where(eq(crews.id, ids.pic));
    const a = ok(await flightTime(ids.pic));
    expect(a).toMatchObject({ crewId: ids.pic, priorFlightMinutes: 6_000, logged: { legs: 3, blockMinutes: 945, flightMinutes: 945, landings: 4 }, totalFlightMinutes: 6_945 });
    expect(a.last90Days).toEqual(within(90));
    expect(a.last365Days).toEqual(within(365));
    expect(a.firstLogUtc).toBe('2026-11-03T02:00:00.000Z');
    expect(a.lastLogUtc).toBe('2026-12-02T02:00:00.000Z');
    // someone who never flew
    const none = ok(await post('/crew/v1/crews', { workNo: 'WS-P9', cnName: '新人', crewType: 'pilot' })).id as string;
    expect(ok(await flightTime(none))).toMatchObject({ logged: { legs: 0, blockMinutes: 0, flightMinutes: 0, landings: 0 }, totalFlightMinutes: 0, firstLogUtc: null, lastLogUtc: null });
  });

  it('needs the crew list or detail, and a crew member the caller may see', async () => {
    refused(await flightTime(ids.pic, await userWithRole(t, admin, 'ws-no-crew', ['workSummary:list'])), 403, 'error.insufficientAccess');
    ok(await flightTime(ids.pic, await userWithRole(t, admin, 'ws-crew-detail', ['crewDetail:list'])));
    refused(await flightTime(ids.pic, await t.signIn(TENANT_B_ADMIN)), 404, 'error.notFound');
    refused(await flightTime('not-a-uuid'), 400, 'error.requestParameter');
  });
});
