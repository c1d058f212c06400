/**
 * Exports of the record lists (requirements D9): business intentions, outsourced (civil) legs, the
 * diversion log and flight delays answer a workbook of the shown columns, headers in the caller's
 * language with the zone of time columns, the caller's data scope, and `<area>:export` required.
 */
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate, type Lang } from '../../server/lib/messages';
import { DEFAULT_LEG_STATE_READING } from '../../src/domain/trip';
import { legLogChangesText } from '../../src/domain/trip/legLogText';
import { legStateText } from '../../src/domain/trip/readingText';
import { ok } from '../support/expect';
import { createTestApp } from '../support/testApp';
import { userWithRole } from '../support/roleUser';
import { exportSheet } from '../support/exportSheet';
import { legInput } from '../support/trips';

const t = await createTestApp();
afterAll(async () => t.close());

const call = (token: string, opts: InjectOptions) => t.call(token, opts);

const sheet = exportSheet;

const exportOf = (token: string, url: string, body: object, lang: Lang = 'en') =>
  call(token, { method: 'POST', url, headers: { 'accept-language': lang === 'zhtw' ? 'zh-TW' : lang }, payload: body });

let admin = '';
let scoped = '';
let listOnly = '';
let tripNumberA = '';
let tripIdA = '';

const userWith = (name: string, keys: string[], grants: object[] = []) => userWithRole(t, admin, name, keys, { grants });

beforeAll(async () => {
  admin = await t.signIn('admin');
  const customerA = ok(await call(admin, { method: 'POST', url: '/customer/v1/customers', payload: { type: 1, name: 'Records Customer A' } })).id;
  const customerB = ok(await call(admin, { method: 'POST', url: '/customer/v1/customers', payload: { type: 2, name: 'Records Customer B' } })).id;
  for (const [customerId, note] of [[customerA, 'A1'], [customerA, 'A2'], [customerB, 'B1']] as const) {
    ok(await call(admin, { method: 'POST', url: '/trip/v1/intentions', payload: { customerId, contactName: `Contact ${note}`, requestedLegs: [{ departureIcao: 'ZBAA', arrivalIcao: 'ZSSS', departureUtc: '2026-12-10T02:00:00Z' }] } }));
  }
  for (const [customerId, day] of [[customerA, 11], [customerB, 12]] as const) {
    const trip = ok(await call(admin, { method: 'POST', url: '/trip/v1/trips', payload: { customerId, legs: [legInput('ZBAA', 'ZSSS', day, { off: '20:30', on: '22:45' })] } }));
    if (customerId === customerA) [tripNumberA, tripIdA] = [trip.tripNumber, trip.id];
    ok(await call(admin, { method: 'POST', url: `/trip/v1/tripLegs/${trip.legs[0].id}/civilLeg`, payload: { version: trip.version, capacityNumber: `CAP-${day}`, supplier: 'Records Air', currency: 'CNY', amount: '12000.5' } }));
  }
  const keys = ['intention:list', 'intention:export', 'civilLeg:list', 'civilLeg:export'];
  scoped = await userWith('records-desk', keys, [{ dimension: 'customer', mode: 'specific', values: [customerA] }]);
  listOnly = await userWith('records-list-only', ['intention:list', 'civilLeg:list', 'diversion:list', 'flightDelay:list']);
});

describe('intention export', () => {
  const body = { scope: 'all', timeType: 'Local', columns: ['intentionNumber', 'customer', 'contact', 'status', 'route', 'firstDeparture', 'createTime'], searchParas: { conditions: [{ name: 'contactName', op: 'startsWith', value: 'Contact ' }] } };

  it('writes the shown columns in the caller language; times with no airport show UTC in Local', async () => {
    const rows = await sheet(await exportOf(admin, '/trip/v1/intentions/export', body, 'en'));
    const label = (k: string) => translate(`intention.list.${k}`, 'en');
    expect(rows[0]).toEqual([label('number'), label('customer'), label('contact'), label('status'), label('route'), `${label('firstDeparture')} (UTC)`, `${label('createTime')} (UTC)`]);
    expect(rows).toHaveLength(1 + 3);
    const b = rows.find((r) => r[1] === 'Records Customer B')!;
    expect(b.slice(2, 6)).toEqual(['Contact B1', translate('trip.intentionStatus.toConfirm', 'en'), 'ZBAA → ZSSS', '2026-12-10 02:00']);
    const zh = await sheet(await exportOf(admin, '/trip/v1/intentions/export', body, 'zh'));
    expect(zh[0]![0]).toBe(translate('intention.list.number', 'zh'));
  });

  it('applies the caller data permissions and needs intention:export', async () => {
    const rows = await sheet(await exportOf(scoped, '/trip/v1/intentions/export', body));
    expect(rows.slice(1).map((r) => r[1])).toEqual(['Records Customer A', 'Records Customer A']);
    expect((await exportOf(listOnly, '/trip/v1/intentions/export', body)).statusCode).toBe(403);
  });
});

describe('outsourced leg export', () => {
  const body = (timeType: string) => ({ scope: 'page', page: 1, pageSize: 50, timeType, columns: ['tripNumber', 'route', 'plannedDeparture', 'legState', 'supplier', 'amount', 'settlementTime'], searchParas: { conditions: [{ name: 'supplier', op: 'eq', value: 'Records Air' }] } });

  it('writes times in the time type with the zone in the header, states as labels, amounts as numbers', async () => {
    const utc = await sheet(await exportOf(admin, '/trip/v1/civilLegs/export', body('UTC')));
    expect(utc[0]![2]).toBe(`${translate('legRecordScreens.col.plannedDeparture', 'en')} (UTC)`);
    const a = utc.find((r) => r[0] === tripNumberA)!;
    expect(a[1]).toBe('ZBAA-ZSSS');
    expect(a[2]).toBe('2026-12-11 20:30');
    expect(a[5]).toBe(12000.5);
    const state = ok(await call(admin, { method: 'POST', url: '/trip/v1/civilLegs/list', payload: { searchParas: { conditions: [{ name: 'tripNumber', op: 'eq', value: tripNumberA }] } } })).list[0].legState;
    expect(a[3]).toBe(legStateText(state, DEFAULT_LEG_STATE_READING, (k, p) => translate(k, 'en', p)));
    const bj = await sheet(await exportOf(admin, '/trip/v1/civilLegs/export', body('Beijing')));
    expect(bj[0]![2]).toBe(`${translate('legRecordScreens.col.plannedDeparture', 'en')} (UTC+8)`);
    expect(bj.find((r) => r[0] === tripNumberA)![2]).toBe('2026-12-12 04:30');
    const local = await sheet(await exportOf(admin, '/trip/v1/civilLegs/export', body('Local')));
    expect(local.find((r) => r[0] === tripNumberA)![2]).toBe('2026-12-12 04:30 UTC+8');
    expect(local[0]![6]).toBe(`${translate('legRecordScreens.civil.settlementTime', 'en')} (UTC)`);
  });

  it('applies the caller data permissions and needs civilLeg:export', async () => {
    const rows = await sheet(await exportOf(scoped, '/trip/v1/civilLegs/export', body('UTC')));
    expect(rows.slice(1).map((r) => r[0])).toEqual([tripNumberA]);
    expect((await exportOf(listOnly, '/trip/v1/civilLegs/export', body('UTC'))).statusCode).toBe(403);
  });
});

describe('diversion log and flight delay exports', () => {
  it('write the headers of the shown columns and need their export keys', async () => {
    const div = await sheet(await exportOf(admin, '/trip/v1/diversions/export', { scope: 'all', timeType: 'Beijing', columns: ['tripNumber', 'diversionIcao', 'diversionEta', 'status'] }));
    expect(div[0]).toEqual([translate('legRecordScreens.col.tripNumber', 'en'), translate('legRecordScreens.diversion.icao', 'en'), `${translate('legRecordScreens.diversion.eta', 'en')} (UTC+8)`, translate('legRecordScreens.col.status', 'en')]);
    const delays = await sheet(await exportOf(admin, '/trip/v1/flightDelays/export', { scope: 'all', timeType: 'UTC', columns: ['tripNumber', 'actualOff', 'delayMinutes'] }));
    expect(delays[0]).toEqual([translate('legRecordScreens.col.tripNumber', 'en'), `${translate('legRecordScreens.delay.actualOff', 'en')} (UTC)`, translate('legRecordScreens.delay.minutes', 'en')]);
    expect((await exportOf(listOnly, '/trip/v1/diversions/export', { scope: 'page', columns: ['tripNumber'] })).statusCode).toBe(403);
    expect((await exportOf(listOnly, '/trip/v1/flightDelays/export', { scope: 'page', columns: ['tripNumber'] })).statusCode).toBe(403);
    const bad = await exportOf(admin, '/trip/v1/flightDelays/export', { scope: 'page', columns: ['tripNumber', 'password'] });
    expect(bad.statusCode).toBe(400);
  });
});

describe('leg log export', () => {
  const body = (timeType: string) => ({ scope: 'all', timeType, columns: ['time', 'legNumber', 'userName', 'command', 'changes'], searchParas: { conditions: [{ name: 'tripId', op: 'eq', value: tripIdA }] } });

  it('writes the log lines with the changes as the screen shows them; times in UTC when Local; needs tripLeg:export', async () => {
    const list = ok(await call(admin, { method: 'POST', url: '/trip/v1/legLogs/list', payload: { pageSize: 100, sortProperties: 'time', sortDirection: 'desc', searchParas: body('UTC').searchParas } }));
    expect(list.totalNum).toBeGreaterThan(0);
    const rows = await sheet(await exportOf(admin, '/trip/v1/legLogs/export', { ...body('Local'), sortProperties: 'time', sortDirection: 'desc' }));
    const tr = (k: string) => translate(k, 'en');
    expect(rows[0]).toEqual([`${tr('legDetail.log.time')} (UTC)`, tr('legDetail.log.legNumber'), tr('legDetail.log.user'), tr('legDetail.log.command'), tr('legDetail.log.changes')]);
    expect(rows).toHaveLength(1 + list.totalNum);
    const first = list.list[0];
    const env = { tr: (k: string, p?: Record<string, string | number>) => translate(k, 'en', p), timeText: (iso: string) => iso.slice(0, 16).replace('T', ' '), legReading: DEFAULT_LEG_STATE_READING };
    const changes = legLogChangesText(env, first.before, first.after);
    expect(rows[1]![4] ?? '').toBe(changes);
    expect(rows.slice(1).some((r) => String(r[4] ?? '').includes('ZBAA'))).toBe(true);
    expect(rows[1]![3]).toBe(translate(`legDetail.command.${first.command}`, 'en') === `legDetail.command.${first.command}` ? first.command : translate(`legDetail.command.${first.command}`, 'en'));
    expect((await exportOf(listOnly, '/trip/v1/legLogs/export', body('UTC'))).statusCode).toBe(403);
  });
});
