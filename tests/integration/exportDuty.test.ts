/**
 * Exports of the duty-time screens (requirements D9): the regulation list, the duty-period check and
 * the flight-time and fatigue reports answer a real workbook with the columns the screen shows,
 * headers in the caller's language, times in the time type with the zone in the header, durations
 * as H:MM, only the crew members the caller may see, and the screen's `<area>:export` key required.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate, type Lang } from '../../server/lib/messages';
import { ok, refused } from '../support/expect';
import { createTestApp } from '../support/testApp';
import { userWithRole } from '../support/roleUser';
import { exportSheet } from '../support/exportSheet';
import { legInput } from '../support/trips';

const t = await createTestApp();
afterAll(async () => t.close());

const REGS = '/crew/v1/regulations';
const LEGS = '/trip/v1/tripLegs';
let admin = '';
let reporter = '';
let listOnly = '';
let pilotA = '';
let pilotB = '';
const post = (url: string, payload: object, token = admin) => t.call(token, { method: 'POST', url, payload });
const exportOf = (url: string, body: object, lang: Lang = 'en', token = admin) =>
  t.call(token, { method: 'POST', url, headers: { 'accept-language': lang === 'zhtw' ? 'zh-TW' : lang }, payload: body });

const sheet = exportSheet;
const fileName = (res: LightMyRequestResponse) => decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(String(res.headers['content-disposition']))![1]!);

const userWith = (name: string, keys: string[], grants: object[] = []) => userWithRole(t, admin, name, keys, { grants });

beforeAll(async () => {
  admin = await t.signIn('admin');
  const customerId = ok(await post('/customer/v1/customers', { type: 1, name: 'Duty Export Customer' })).id;
  const typeId = ok(await post('/fleet/v1/aircraftTypes', { code: 'DX-G650', name: 'G650' })).id;
  const plane = ok(await post('/fleet/v1/aircraft', { tailNo: 'B-DX01', typeId })).id;
  pilotA = ok(await post('/crew/v1/crews', { workNo: 'DX-P1', cnName: '导出甲', enName: 'Export A', crewType: 'pilot', nationality: 'CN', baseIcao: 'ZBAA', qualifiedTypeIds: [typeId] })).id;
  pilotB = ok(await post('/crew/v1/crews', { workNo: 'DX-P2', cnName: '导出乙', crewType: 'pilot', nationality: 'CN', baseIcao: 'ZBAA', qualifiedTypeIds: [typeId] })).id;
  // one duty: 01:00–03:00Z and 04:00–06:00Z on 2026-12-11, ZBAA–ZSSS–ZBAA, both pilots
  const created = ok(await post('/trip/v1/trips', { customerId, legs: [legInput('ZBAA', 'ZSSS', 11, { off: '01:00', on: '03:00' }), legInput('ZSSS', 'ZBAA', 11, { off: '04:00', on: '06:00' })] }));
  ok(await post(`/trip/v1/trips/${created.id}/submit`, { version: 1 }));
  let trip = ok(await post(`/trip/v1/trips/${created.id}/receive`, { version: 2 }));
  for (const leg of trip.legs) {
    trip = ok(await post(`${LEGS}/${leg.id}/evaluate`, { version: trip.version, result: 'pass' }));
    trip = ok(await post(`${LEGS}/${leg.id}/assignAircraft`, { version: trip.version, aircraftId: plane }));
  }
  for (const leg of trip.legs) {
    trip = ok(await post(`${LEGS}/${leg.id}/crew`, { version: trip.version, crewId: pilotA, role: 'pic' }));
    trip = ok(await post(`${LEGS}/${leg.id}/crew`, { version: trip.version, crewId: pilotB, role: 'sic' }));
  }
  const keys = ['flightTimeReport:list', 'flightTimeReport:export', 'fatigueReport:list', 'fatigueReport:export', 'dutyCheck:list', 'dutyCheck:export', 'regulation:list', 'regulation:export'];
  reporter = await userWith('duty-export-desk', keys, [{ dimension: 'crew', mode: 'specific', values: [pilotA] }]);
  listOnly = await userWith('duty-list-only', ['flightTimeReport:list', 'fatigueReport:list', 'dutyCheck:list', 'dutyCheck:check', 'regulation:list']);
});

describe('regulation list export', () => {
  const body = { page: 1, pageSize: 50, scope: 'page', columns: ['name', 'basedOn', 'warningRatio', 'alertHours', 'enabled', 'updateTime'] };

  it('writes the presets and the company\'s copies with headers in the caller\'s language', async () => {
    const ccar = ok(await t.call(admin, { method: 'GET', url: `${REGS}/CCAR-121` })).regulation;
    ok(await post(REGS, { name: 'Export policy', basedOn: 'CCAR-121', regulation: { ...ccar, warningRatio: 0.75, alertMinutes: 90 } }));
    for (const lang of ['zh', 'en', 'zhtw'] as const) {
      const rows = await sheet(await exportOf(`${REGS}/export`, { ...body, timeType: 'UTC' }, lang));
      expect(rows[0]!.slice(0, 5)).toEqual(['name', 'basedOn', 'warningRatio', 'alertHours', 'enabled'].map((k) => translate(`dutyTime.regulation.${k}`, lang)));
      expect(rows[0]![5]).toBe(`${translate('dutyTime.regulation.updated', lang)} (UTC)`);
    }
    const rows = await sheet(await exportOf(`${REGS}/export`, { ...body, timeType: 'Beijing' }));
    expect(rows).toHaveLength(6); // the four presets and the copy
    const own = rows.find((r) => r[0] === 'Export policy')!;
    expect(own.slice(0, 5)).toEqual(['Export policy', 'CCAR-121', '75%', '1:30', 'Yes']);
    expect(String(own[5])).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(rows[0]![5]).toBe('Updated (UTC+8)');
    // Local: an update has no airport, it reads UTC
    expect((await sheet(await exportOf(`${REGS}/export`, { ...body, timeType: 'Local' })))[0]![5]).toBe('Updated (UTC)');
  });

  it('needs regulation:export', async () => {
    expect((await exportOf(`${REGS}/export`, body, 'en', listOnly)).statusCode).toBe(403);
    await sheet(await exportOf(`${REGS}/export`, body, 'en', reporter));
  });
});

describe('duty-period check export', () => {
  const check = () => ({ crewId: pilotA, from: '2026-12-10T00:00:00Z', to: '2026-12-12T00:00:00Z', regulationId: 'CCAR-121' });
  const columns = ['no', 'report', 'release', 'route', 'fdp', 'verdict', 'findings'];

  it('writes each duty period with its times in the time type and durations as H:MM', async () => {
    const res = await exportOf('/crew/v1/dutyChecks/export', { ...check(), columns, timeType: 'Beijing' });
    const rows = await sheet(res);
    expect(fileName(res)).toBe('Duty-period check-DX-P1-2026-12-10-2026-12-12.xlsx');
    expect(rows[0]).toEqual(['No.', 'Report (UTC+8)', 'Release (UTC+8)', translate('dutyTime.duty.route', 'en'), 'FDP (H:MM)', 'Verdict', 'Warnings and limits exceeded']);
    expect(rows[1]!.slice(0, 6)).toEqual([1, '2026-12-11 08:00', '2026-12-11 14:30', 'ZBAA–ZBAA', '6:00', translate('dutyTime.level.pass', 'en')]);
    const utc = await sheet(await exportOf('/crew/v1/dutyChecks/export', { ...check(), columns: ['report'], timeType: 'UTC' }, 'zh'));
    expect(utc).toEqual([[`${translate('dutyTime.duty.report', 'zh')} (UTC)`], ['2026-12-11 00:00']]);
    const local = await sheet(await exportOf('/crew/v1/dutyChecks/export', { ...check(), columns: ['report'], timeType: 'Local' }));
    expect(local[0]).toEqual([`Report (${translate('tripScreens.zone.local', 'en')})`]);
    expect(local[1]).toEqual(['2026-12-11 08:00 UTC+8']);
  });

  it('needs dutyCheck:export, keeps to the caller\'s crew and refuses a column the table does not have', async () => {
    expect((await exportOf('/crew/v1/dutyChecks/export', { ...check(), columns }, 'en', listOnly)).statusCode).toBe(403);
    await sheet(await exportOf('/crew/v1/dutyChecks/export', { ...check(), columns }, 'en', reporter));
    refused(await exportOf('/crew/v1/dutyChecks/export', { ...check(), crewId: pilotB, columns }, 'en', reporter), 404, 'error.notFound');
    refused(await exportOf('/crew/v1/dutyChecks/export', { ...check(), columns: ['no', 'nope'] }), 400, 'error.requestParameter');
  });
});

describe('report exports', () => {
  const report = () => ({ date: '2026-12-11', crewIds: [pilotA, pilotB], regulationId: 'CCAR-121' });

  it('writes the flight-time report with a column per cumulative limit', async () => {
    const answer = ok(await post('/crew/v1/reports/flightTime', report()));
    const rules = (answer.rows[0].figures as { rule: string }[]).map((f) => f.rule);
    expect(rules.length).toBeGreaterThan(0);
    const res = await exportOf('/crew/v1/reports/flightTime/export', { ...report(), columns: ['workNo', 'name', 'day', 'month', 'figure0', 'verdict'] });
    expect(fileName(res)).toBe('Flight-time report-2026-12-11.xlsx');
    const rows = await sheet(res);
    expect(rows[0]).toEqual(['Work no.', 'Name', 'Day (H:MM)', 'Month (H:MM)', `${rules[0]} (${translate('dutyTime.report.figureHint', 'en')})`, 'Verdict']);
    expect(rows.slice(1).map((r) => r.slice(0, 4))).toEqual([
      ['DX-P1', '导出甲 (Export A)', '4:00', '4:00'],
      ['DX-P2', '导出乙', '4:00', '4:00'],
    ]);
    expect(String(rows[1]![4])).toMatch(/^4:00 \/ \d+:\d{2} \/ \d+:\d{2}$/);
  });

  it('writes the fatigue report; only the crew the caller may see; needs fatigueReport:export', async () => {
    const columns = ['workNo', 'dutyPeriods', 'dutyMinutes', 'flightMinutes', 'verdict'];
    const rows = await sheet(await exportOf('/crew/v1/reports/fatigue/export', { ...report(), columns }, 'en', reporter));
    expect(rows).toEqual([
      ['Work no.', translate('dutyTime.report.dutyPeriods', 'en'), `${translate('dutyTime.report.dutyMinutes', 'en')} (H:MM)`, `${translate('dutyTime.report.flightMinutes', 'en')} (H:MM)`, 'Verdict'],
      ['DX-P1', 1, '6:30', '4:00', translate('dutyTime.level.pass', 'en')],
    ]);
    expect((await exportOf('/crew/v1/reports/fatigue/export', { ...report(), columns }, 'en', listOnly)).statusCode).toBe(403);
    expect((await exportOf('/crew/v1/reports/flightTime/export', { ...report(), columns: ['workNo'] }, 'en', listOnly)).statusCode).toBe(403);
    refused(await exportOf('/crew/v1/reports/fatigue/export', { ...report(), columns: ['figure0'] }), 400, 'error.requestParameter');
  });
});
