/**
 * Duty time end to end: regulations (presets read-only, copies that may only tighten, the company's
 * default), the duty-period check with its numbers, the guard on crew scheduling, leg edits and
 * Gantt drags (refusal, warning forced with a logged reason, operator policy forceable, preset
 * never), and the flight-time and fatigue reports.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dutyOverrides, events, flightLogs, tripLegs } from '../../server/db/schema';
import { ok, refused } from '../support/expect';
import { TENANT_B_ADMIN } from '../support/fixtures';
import { createTestApp } from '../support/testApp';
import { legInput } from '../support/trips';

const t = await createTestApp();
afterAll(async () => t.close());

const TRIPS = '/trip/v1/trips';
const LEGS = '/trip/v1/tripLegs';
const REGS = '/crew/v1/regulations';
let admin = '';
let customerId = '';
let typeId = '';
const post = (url: string, payload: object, token = admin) => t.call(token, { method: 'POST', url, payload });
type Trip = { id: string; version: number; legs: { id: string; legNumber: number }[] };

let planes = 0;
/** A trip of `legs` (UTC times on 2026-12-`day`) ready for crew on its own aircraft. */
async function readyTrip(day: number, legs: [string, string][]) {
  const plane = ok(await post('/fleet/v1/aircraft', { tailNo: `B-DT${String(++planes).padStart(2, '0')}`, typeId })).id as string;
  const created: Trip = ok(await post(TRIPS, { customerId, legs: legs.map(([off, on], i) => legInput(i % 2 ? 'ZSSS' : 'ZBAA', i % 2 ? 'ZBAA' : 'ZSSS', day, { off, on })) }));
  ok(await post(`${TRIPS}/${created.id}/submit`, { version: 1 }));
  let trip: Trip = ok(await post(`${TRIPS}/${created.id}/receive`, { version: 2 }));
  for (const leg of trip.legs) {
    trip = ok(await post(`${LEGS}/${leg.id}/evaluate`, { version: trip.version, result: 'pass' }));
    trip = ok(await post(`${LEGS}/${leg.id}/assignAircraft`, { version: trip.version, aircraftId: plane }));
  }
  const api = {
    plane,
    legs: trip.legs.map((l) => l.id),
    version: () => trip.version,
    raw: (url: string, body: object) => post(url, { version: trip.version, ...body }),
    async cmd(url: string, body: object) {
      trip = ok(await api.raw(url, body));
      return trip;
    },
    assign: (i: number, crewId: string, role = 'pic', extra: object = {}) => api.raw(`${LEGS}/${trip.legs[i]!.id}/crew`, { crewId, role, ...extra }),
    async refresh() {
      trip = ok(await t.call(admin, { method: 'GET', url: `${TRIPS}/${trip.id}` }));
    },
  };
  return api;
}

let pilot = 0;
const newPilot = async () => ok(await post('/crew/v1/crews', { workNo: `DT-P${++pilot}`, cnName: `飞行员${pilot}`, crewType: 'pilot', nationality: 'CN', baseIcao: 'ZBAA', qualifiedTypeIds: [typeId] })).id as string;

beforeAll(async () => {
  admin = await t.signIn('admin');
  customerId = ok(await post('/customer/v1/customers', { type: 1, name: 'Duty Customer' })).id;
  typeId = ok(await post('/fleet/v1/aircraftTypes', { code: 'DT-G650', name: 'G650' })).id;
});

describe('regulations', () => {
  it('lists the four presets first, CCAR-121 the default; a preset is read-only and whole', async () => {
    const list = ok(await post(`${REGS}/list`, { page: 1, pageSize: 50 }));
    expect(list.list.slice(0, 4).map((r: { id: string }) => r.id)).toEqual(['CCAR-121', 'EASA-ORO-FTL', 'FAA-117', 'FAA-135']);
    expect(list.list[0]).toMatchObject({ builtIn: true, isDefault: true, warningRatio: 0.8 });
    const easa = ok(await t.call(admin, { method: 'GET', url: `${REGS}/EASA-ORO-FTL` }));
    expect(easa.regulation.fdp.basic.citation).toContain('ORO.FTL.205');
    refused(await t.call(admin, { method: 'PUT', url: `${REGS}/CCAR-121`, payload: { version: 1, name: 'x', basedOn: 'CCAR-121', regulation: easa.regulation } }), 400, 'dutyTime.error.presetReadOnly');
    refused(await t.call(admin, { method: 'GET', url: `${REGS}/NOT-A-PRESET` }), 400, 'error.requestParameter');
  });

  it('a copy may tighten, never loosen (each looser value named); stale saves 412; the default cannot be deleted', async () => {
    const ccar = ok(await t.call(admin, { method: 'GET', url: `${REGS}/CCAR-121` })).regulation;
    const loose = structuredClone(ccar);
    loose.fdp.basic.minutes[1][0] += 30;
    loose.rest.minBeforeFdpMinutes = 540;
    const r = refused(await post(REGS, { name: 'Too loose', basedOn: 'CCAR-121', regulation: loose }), 400, 'dutyTime.error.regulationLoosens');
    expect(r.result.items).toEqual([
      { path: 'fdp.basic.minutes.1.0', preset: ccar.fdp.basic.minutes[1][0], value: ccar.fdp.basic.minutes[1][0] + 30 },
      { path: 'rest.minBeforeFdpMinutes', preset: 600, value: 540 },
    ]);
    const shape = structuredClone(ccar);
    shape.fdp.basic.bands[0].from = '01:00';
    refused(await post(REGS, { name: 'Bent', basedOn: 'CCAR-121', regulation: shape }), 400, 'dutyTime.error.regulationShape');

    const tight = structuredClone(ccar);
    tight.warningRatio = 0.75;
    tight.alertMinutes = 120;
    const row = ok(await post(REGS, { name: 'Ops policy', basedOn: 'CCAR-121', regulation: tight }));
    expect(row).toMatchObject({ builtIn: false, basedOn: 'CCAR-121', warningRatio: 0.75, alertMinutes: 120, version: 1, isDefault: false });
    refused(await post(REGS, { name: 'Ops policy', basedOn: 'CCAR-121', regulation: tight }), 409, 'error.duplicate');
    const saved = ok(await t.call(admin, { method: 'PUT', url: `${REGS}/${row.id}`, payload: { version: 1, name: 'Ops policy', basedOn: 'CCAR-121', regulation: tight, note: 'v2' } }));
    expect(saved.version).toBe(2);
    refused(await t.call(admin, { method: 'PUT', url: `${REGS}/${row.id}`, payload: { version: 1, name: 'Ops policy', basedOn: 'CCAR-121', regulation: tight } }), 412, 'error.dataChanged');
    ok(await post(`${REGS}/${row.id}/setDefault`, {}));
    refused(await t.call(admin, { method: 'DELETE', url: REGS, payload: [row.id] }), 400, 'dutyTime.error.regulationInUse');
    ok(await post(`${REGS}/CCAR-121/setDefault`, {}));
    ok(await t.call(admin, { method: 'DELETE', url: REGS, payload: [row.id] }));
    refused(await t.call(admin, { method: 'GET', url: `${REGS}/${row.id}` }), 404, 'error.notFound');
  });

  it("a bulk delete of another company's regulations is 404 and deletes nothing; a delete is logged", async () => {
    const ccar = ok(await t.call(admin, { method: 'GET', url: `${REGS}/CCAR-121` })).regulation;
    const mine = ok(await post(REGS, { name: 'Alpha only', basedOn: 'CCAR-121', regulation: ccar }));
    const bravo = await t.signIn(TENANT_B_ADMIN);
    refused(await t.call(bravo, { method: 'DELETE', url: REGS, payload: [mine.id] }), 404, 'error.notFound');
    expect(ok(await t.call(admin, { method: 'GET', url: `${REGS}/${mine.id}` })).name).toBe('Alpha only');
    const deletes = async () =>
      ok(await post('/common/v1/sysLogs/list', { pageSize: 50, searchParas: { conditions: [{ name: 'moduleName', op: 'eq', value: 'regulation' }, { name: 'functionName', op: 'eq', value: 'delete' }] } })).list as { info: string }[];
    expect((await deletes()).some((l) => l.info.includes(mine.id))).toBe(false);
    ok(await t.call(admin, { method: 'DELETE', url: REGS, payload: [mine.id] }));
    expect((await deletes()).some((l) => l.info === mine.id)).toBe(true);
    refused(await t.call(admin, { method: 'DELETE', url: REGS, payload: [mine.id] }), 404, 'error.notFound');
  });
});

describe('the guard on scheduling decisions (CCAR-121: report 08:00 Beijing, 1–4 sectors: 14:00 FDP, 9:00 flight time)', () => {
  it('crew on a leg: pass, then a refusal that names the rule and cannot be forced under the preset', async () => {
    const p = await newPilot();
    const trip = await readyTrip(3, [['01:00', '04:00'], ['05:00', '08:00'], ['12:00', '14:30']]);
    await trip.cmd(`${LEGS}/${trip.legs[0]}/crew`, { crewId: p, role: 'pic' });
    await trip.cmd(`${LEGS}/${trip.legs[1]}/crew`, { crewId: p, role: 'pic' });
    const before = trip.version();
    const r = refused(await trip.assign(2, p), 400, 'dutyTime.error.dutyRefused');
    expect(r.result.duty).toMatchObject({ verdict: 'fail', forceable: false, regulation: { id: 'CCAR-121' } });
    const fdp = r.result.duty.crews[0].items.find((i: { check: string }) => i.check === 'fdp');
    expect(fdp).toMatchObject({ level: 'fail', limitMinutes: 840, actualMinutes: 870, marginMinutes: -30, presetFails: true });
    expect(fdp.rule).toContain('121.485(a)');
    refused(await trip.assign(2, p, 'pic', { dutyForceReason: 'owner insists' }), 400, 'dutyTime.error.dutyRefused');
    await trip.refresh();
    expect(trip.version()).toBe(before);
  });

  it('a warning asks for a reason; with one it is saved, logged and told in the event', async () => {
    const p = await newPilot();
    const trip = await readyTrip(5, [['01:00', '08:30']]);
    const w = refused(await trip.assign(0, p), 400, 'dutyTime.error.dutyWarning');
    expect(w.result.duty.crews[0].items).toEqual([expect.objectContaining({ check: 'flightTime', level: 'warning', limitMinutes: 540, actualMinutes: 450 })]);
    refused(await trip.assign(0, p, 'pic', { dutyForceReason: '   ' }), 400, 'dutyTime.error.dutyWarning');
    await trip.cmd(`${LEGS}/${trip.legs[0]}/crew`, { crewId: p, role: 'pic', dutyForceReason: 'weather reroute' });
    const logged = await t.database.db.select().from(dutyOverrides).where(eq(dutyOverrides.crewId, p));
    expect(logged).toEqual([expect.objectContaining({ command: 'assignCrew', verdict: 'warning', reason: 'weather reroute', regulationId: 'CCAR-121', userName: 'admin' })]);
    const ev = (await t.database.db.select().from(events).where(eq(events.legId, trip.legs[0]!))).find((e) => (e.payload as { crewId?: string }).crewId === p);
    expect(ev?.payload).toMatchObject({ dutyVerdict: 'warning', dutyForceReason: 'weather reroute' });
  });

  it('an operator\'s tighter limit can be forced with a reason, the preset\'s cannot', async () => {
    const ccar = ok(await t.call(admin, { method: 'GET', url: `${REGS}/CCAR-121` })).regulation;
    const own = structuredClone(ccar);
    own.fdp.basic.minutes = own.fdp.basic.minutes.map((row: (number | null)[]) => row.map((m) => (m === null ? null : m - 180)));
    const reg = ok(await post(REGS, { name: 'Short days', basedOn: 'CCAR-121', regulation: own }));
    ok(await post(`${REGS}/${reg.id}/setDefault`, {}));
    try {
      const p = await newPilot();
      // 00:00–11:30 Beijing-morning FDP: 690 of the operator's 660 (fails), 690 of CCAR's 840 (passes)
      const trip = await readyTrip(7, [['01:00', '03:00'], ['04:00', '06:00'], ['09:00', '11:30']]);
      await trip.cmd(`${LEGS}/${trip.legs[0]}/crew`, { crewId: p, role: 'pic' });
      await trip.cmd(`${LEGS}/${trip.legs[1]}/crew`, { crewId: p, role: 'pic' });
      const r = refused(await trip.assign(2, p), 400, 'dutyTime.error.dutyRefused');
      expect(r.result.duty).toMatchObject({ verdict: 'fail', forceable: true, regulation: { id: reg.id, name: 'Short days' } });
      await trip.cmd(`${LEGS}/${trip.legs[2]}/crew`, { crewId: p, role: 'pic', dutyForceReason: 'approved by chief pilot' });
    } finally {
      ok(await post(`${REGS}/CCAR-121/setDefault`, {}));
    }
  });

  it('a leg edit and a Gantt drag that break the FDP are refused; a drag that keeps it passes', async () => {
    const p = await newPilot();
    const morning = await readyTrip(9, [['01:00', '04:00'], ['05:00', '08:00']]);
    await morning.cmd(`${LEGS}/${morning.legs[0]}/crew`, { crewId: p, role: 'pic' });
    await morning.cmd(`${LEGS}/${morning.legs[1]}/crew`, { crewId: p, role: 'pic' });
    const later = await readyTrip(9, [['09:00', '10:00']]);
    await later.cmd(`${LEGS}/${later.legs[0]}/crew`, { crewId: p, role: 'pic' });
    const edit = refused(await later.raw(`${LEGS}/${later.legs[0]}/edit`, { plannedDepartureUtc: '2026-12-09T14:00:00Z', plannedArrivalUtc: '2026-12-09T15:00:00Z' }), 400, 'dutyTime.error.dutyRefused');
    expect(edit.result.duty.crews[0].items.find((i: { check: string }) => i.check === 'fdp')).toMatchObject({ limitMinutes: 840, actualMinutes: 900 });
    const move = (at: string, extra: object = {}) => later.raw(`${LEGS}/${later.legs[0]}/move`, { aircraftId: later.plane, plannedDepartureUtc: at, ...extra });
    refused(await move('2026-12-09T14:00:00Z'), 400, 'dutyTime.error.dutyRefused');
    // 12:00–13:00: FDP 13:00 of 14:00 (93 %) warns
    refused(await move('2026-12-09T12:00:00Z'), 400, 'dutyTime.error.dutyWarning');
    ok(await move('2026-12-09T12:00:00Z', { dutyForceReason: 'slot' }));
    expect((await t.database.db.select().from(dutyOverrides).where(eq(dutyOverrides.crewId, p))).map((o) => o.command)).toEqual(['move']);
  });
});

describe('a crew is formed one pilot at a time; the leg is ready only with the crew it needs', () => {
  it('a 10-hour leg on a type with a rest facility: each pilot is taken, ready refuses two pilots and accepts three', async () => {
    const longType = ok(await post('/fleet/v1/aircraftTypes', { code: 'DT-G7500', name: 'Global 7500', restFacilityClass: 2 })).id as string;
    const plane = ok(await post('/fleet/v1/aircraft', { tailNo: 'B-DT99', typeId: longType })).id as string;
    const pilotOn = async (n: number) => ok(await post('/crew/v1/crews', { workNo: `DT-L${n}`, cnName: `长航线${n}`, crewType: 'pilot', nationality: 'CN', baseIcao: 'ZBAA', qualifiedTypeIds: [longType] })).id as string;
    const created: Trip = ok(await post(TRIPS, { customerId, legs: [legInput('ZBAA', 'EGLL', 15, { off: '01:00', on: '11:00' })] }));
    ok(await post(`${TRIPS}/${created.id}/submit`, { version: 1 }));
    let trip: Trip = ok(await post(`${TRIPS}/${created.id}/receive`, { version: 2 }));
    const legId = trip.legs[0]!.id;
    const cmd = async (c: string, body: object = {}) => (trip = ok(await post(`${LEGS}/${legId}/${c}`, { version: trip.version, ...body })));
    await cmd('evaluate', { result: 'pass' });
    await cmd('assignAircraft', { aircraftId: plane });
    await cmd('airworthiness', { value: 'airworthy' });
    await cmd('flightPlan', { attached: true });
    // while the crew is formed, the limits are those of the crew the aircraft can still take (4 pilots, class 2)
    await cmd('crew', { crewId: await pilotOn(1), role: 'pic' });
    await cmd('crew', { crewId: await pilotOn(2), role: 'sic' });
    const r = refused(await post(`${LEGS}/${legId}/ready`, { version: trip.version }), 400, 'dutyTime.error.dutyRefused');
    expect(r.result.duty.crews[0].items.find((i: { check: string }) => i.check === 'flightTime')).toMatchObject({ limitMinutes: 540, actualMinutes: 600, presetFails: true });
    await cmd('crew', { crewId: await pilotOn(3), role: 'sic' });
    await cmd('ready');
  });
});

describe('duty-period check and reports', () => {
  it('each duty period with its numbers, history before the period as context', async () => {
    const p = await newPilot();
    const trip = await readyTrip(11, [['01:00', '03:00'], ['04:00', '06:00']]);
    await trip.cmd(`${LEGS}/${trip.legs[0]}/crew`, { crewId: p, role: 'pic' });
    await trip.cmd(`${LEGS}/${trip.legs[1]}/crew`, { crewId: p, role: 'pic' });
    const a = ok(await post('/crew/v1/dutyChecks/check', { crewId: p, from: '2026-12-10T00:00:00Z', to: '2026-12-12T00:00:00Z', regulationId: 'CCAR-121' }));
    expect(a).toMatchObject({ verdict: 'pass', regulation: { id: 'CCAR-121' }, crew: { id: p } });
    expect(a.duties).toHaveLength(1);
    expect(a.duties[0]).toMatchObject({
      dutyPeriodNo: 1,
      report: '2026-12-11T00:00:00.000Z',
      fdpEnd: '2026-12-11T06:00:00.000Z',
      release: '2026-12-11T06:30:00.000Z',
      startIcao: 'ZBAA',
      endIcao: 'ZBAA',
      referenceZone: 'Asia/Shanghai',
      reportTimeLocal: '08:00',
      acclimatised: true,
      peoples: 1,
      sectors: 2,
      transitDutyType: 'none',
      fdpMinutes: 360,
      dutyMinutes: 390,
      flightMinutes: 240,
      maxFdpMinutes: 840,
      verdict: 'pass',
    });
    expect(a.duties[0].legs.map((l: { legId: string }) => l.legId)).toEqual(trip.legs);
    refused(await post('/crew/v1/dutyChecks/check', { crewId: p, from: '2026-10-01T00:00:00Z', to: '2026-12-12T00:00:00Z', regulationId: 'CCAR-121' }), 400, 'dutyTime.error.periodTooLong');
    refused(await post('/crew/v1/dutyChecks/check', { crewId: '00000000-0000-4000-8000-000000000000', from: '2026-12-10T00:00:00Z', to: '2026-12-12T00:00:00Z', regulationId: 'CCAR-121' }), 404, 'error.notFound');
  });

  it("a confirmed flight log's OUT/IN replace the leg's times (earlier OUT, earlier report); the answer says where each leg's times come from", async () => {
    const p = await newPilot();
    const trip = await readyTrip(14, [['01:00', '03:00'], ['04:00', '06:00']]);
    await trip.cmd(`${LEGS}/${trip.legs[0]}/crew`, { crewId: p, role: 'pic' });
    await trip.cmd(`${LEGS}/${trip.legs[1]}/crew`, { crewId: p, role: 'pic' });
    const db = t.database.db;
    // the second leg flown a little late (recorded directly; the flight flow is tested elsewhere)
    await db.update(tripLegs).set({ legState: 5, actualOffUtc: new Date('2026-12-14T04:05:00Z'), actualOnUtc: new Date('2026-12-14T06:10:00Z') }).where(eq(tripLegs.id, trip.legs[1]!));
    const check = async () => ok(await post('/crew/v1/dutyChecks/check', { crewId: p, from: '2026-12-13T00:00:00Z', to: '2026-12-15T00:00:00Z', regulationId: 'CCAR-121' })).duties as { report: string; release: string; legs: { timesFrom: string; departure: string }[] }[];
    const before = await check();
    expect(before).toHaveLength(1);
    expect(before[0]!.report).toBe('2026-12-14T00:00:00.000Z');
    expect(before[0]!.legs.map((l) => l.timesFrom)).toEqual(['planned', 'actual']);
    const [leg] = await db.select().from(tripLegs).where(eq(tripLegs.id, trip.legs[0]!));
    const log = { companyId: leg!.companyId, legId: leg!.id, tripId: leg!.tripId, aircraftId: trip.plane, origin: 'manual' as const, outUtc: new Date('2026-12-14T00:30:00Z'), offUtc: new Date('2026-12-14T00:45:00Z'), onUtc: new Date('2026-12-14T02:55:00Z'), inUtc: new Date('2026-12-14T03:05:00Z') };
    // a draft log changes nothing
    const [draft] = await db.insert(flightLogs).values({ ...log, status: 'draft' }).returning();
    expect((await check())[0]!.report).toBe('2026-12-14T00:00:00.000Z');
    await db.update(flightLogs).set({ status: 'confirmed' }).where(eq(flightLogs.id, draft!.id));
    const after = await check();
    expect(after[0]!.report).toBe('2026-12-13T23:30:00.000Z');
    expect(after[0]!.legs.map((l) => l.timesFrom)).toEqual(['flb', 'actual']);
    expect(after[0]!.legs[0]!.departure).toBe('2026-12-14T00:30:00.000Z');
    expect(after[0]!.release).toBe('2026-12-14T06:40:00.000Z');
  });

  it('flight-time and fatigue reports need a date, crew and regulation, and sum by the crew member\'s base time', async () => {
    const p = await newPilot();
    const trip = await readyTrip(13, [['01:00', '03:00'], ['20:00', '21:00']]);
    await trip.cmd(`${LEGS}/${trip.legs[0]}/crew`, { crewId: p, role: 'pic' });
    await trip.cmd(`${LEGS}/${trip.legs[1]}/crew`, { crewId: p, role: 'pic' });
    refused(await post('/crew/v1/reports/flightTime', { date: '2026-12-13', crewIds: [], regulationId: 'CCAR-121' }), 400, 'error.requestParameter');
    refused(await post('/crew/v1/reports/flightTime', { crewIds: [p], regulationId: 'CCAR-121' }), 400, 'error.requestParameter');
    const ft = ok(await post('/crew/v1/reports/flightTime', { date: '2026-12-13', crewIds: [p], regulationId: 'CCAR-121' }));
    // 20:00Z on the 13th is 04:00 on the 14th in Beijing: the 13th holds the first leg only
    expect(ft.rows[0]).toMatchObject({ crewId: p, dayMinutes: 120, last7DaysMinutes: 120, monthMinutes: 120, yearMinutes: 120, verdict: 'pass' });
    expect(ft.rows[0].figures.map((f: { rule: string }) => f.rule)).toEqual(expect.arrayContaining([expect.stringContaining('121.487(a)')]));
    const next = ok(await post('/crew/v1/reports/flightTime', { date: '2026-12-14', crewIds: [p], regulationId: 'CCAR-121' }));
    expect(next.rows[0]).toMatchObject({ dayMinutes: 60, last7DaysMinutes: 180 });
    const fatigue = ok(await post('/crew/v1/reports/fatigue', { date: '2026-12-14', crewIds: [p], regulationId: 'CCAR-121' }));
    expect(fatigue.rows[0]).toMatchObject({ dutyPeriods: 2, flightMinutes: 180, earlyStarts: 1, woclDuties: 1, shortestRestMinutes: expect.any(Number) });
  });
});
