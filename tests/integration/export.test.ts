/**
 * List exports (requirements D9): the answer is a real workbook with the shown columns, headers in
 * the caller's language, times in the time type with the zone in the header, enum labels, the
 * page or every page, the caller's data permissions, and the `<area>:export` key required.
 */
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate, type Lang } from '../../server/lib/messages';
import { legStateLabelKey, DEFAULT_LEG_STATE_READING, DEFAULT_TRIP_STATUS_READING } from '../../src/domain/trip';
import { tripStatusText } from '../../src/domain/trip/readingText';
import { ok } from '../support/expect';
import { createTestApp } from '../support/testApp';
import { userWithRole } from '../support/roleUser';
import { exportSheet } from '../support/exportSheet';
import { legInput } from '../support/trips';

const t = await createTestApp();
afterAll(async () => t.close());

const call = (token: string, opts: InjectOptions) => t.call(token, opts);

const sheet = exportSheet;

const exportOf = (token: string, url: string, body: object, lang: Lang | 'zh-CN' = 'zh') =>
  call(token, { method: 'POST', url, headers: { 'accept-language': lang === 'zhtw' ? 'zh-TW' : lang }, payload: body });

let admin = '';
let scoped = '';
let noExport = '';
let customerA = '';

const userWith = (name: string, keys: string[], grants: object[] = []) => userWithRole(t, admin, name, keys, { grants });

beforeAll(async () => {
  admin = await t.signIn('admin');
  customerA = ok(await call(admin, { method: 'POST', url: '/customer/v1/customers', payload: { type: 1, name: 'Export Customer A' } })).id;
  const customerB = ok(await call(admin, { method: 'POST', url: '/customer/v1/customers', payload: { type: 2, name: 'Export Customer B' } })).id;
  for (const [customerId, day] of [[customerA, 3], [customerA, 4], [customerB, 5]] as const) {
    ok(await call(admin, { method: 'POST', url: '/trip/v1/trips', payload: { customerId, legs: [legInput('ZBAA', 'ZSSS', day, { off: '20:30', on: '22:45' })] } }));
  }
  const type = ok(await call(admin, { method: 'POST', url: '/fleet/v1/aircraftTypes', payload: { code: 'EX-G650', name: 'Gulfstream G650' } }));
  ok(await call(admin, { method: 'POST', url: '/fleet/v1/aircraft', payload: { tailNo: 'B-EX01', typeId: type.id, fleetType: 'own', customerId: customerA } }));
  const keys = ['trip:list', 'trip:export', 'tripLeg:list', 'tripLeg:export'];
  scoped = await userWith('export-desk', keys, [{ dimension: 'customer', mode: 'specific', values: [customerA] }]);
  noExport = await userWith('list-only', ['trip:list', 'tripLeg:list', 'aircraft:list']);
});

const sheetType = async () => ok(await call(admin, { method: 'POST', url: '/fleet/v1/aircraftTypes/list', payload: { page: 1, pageSize: 1, searchParas: { conditions: [{ name: 'code', op: 'eq', value: 'EX-G650' }] } } })).list[0] as { id: string };

describe('aircraft export (a generic resource list)', () => {
  const body = { scope: 'page', columns: ['tailNo', 'type', 'status', 'customer', 'enabled'], page: 1, pageSize: 20, searchParas: { conditions: [{ name: 'tailNo', op: 'eq', value: 'B-EX01' }] } };

  it('writes the shown columns with headers and enum labels in the caller language', async () => {
    for (const lang of ['zh', 'en', 'zhtw'] as const) {
      const rows = await sheet(await exportOf(admin, '/fleet/v1/aircraft/export', body, lang));
      expect(rows[0]).toEqual(['tailNo', 'type', 'status', 'customer', 'enabled'].map((k) => translate(`resources.aircraft.${k}`, lang)));
      expect(rows[1]).toEqual(['B-EX01', 'EX-G650 Gulfstream G650', translate('resources.aircraftStatus.airworthy', lang), 'Export Customer A', translate('resources.value.enabled', lang)]);
    }
    expect(translate('resources.aircraft.tailNo', 'zh')).not.toBe(translate('resources.aircraft.tailNo', 'en'));
  });

  it('writes the technical record when its columns are chosen: dates, numbers in kg, yes / no', async () => {
    ok(await call(admin, { method: 'POST', url: '/fleet/v1/aircraft', payload: { tailNo: 'B-EX02', typeId: (await sheetType()).id, manufactureDate: '2019-05-20', maxTakeoffWeightKg: 45_178, capacityLimited: true, capacityLimitReason: 'runway' } }));
    const columns = ['tailNo', 'manufactureDate', 'maxTakeoffWeightKg', 'capacityLimited', 'engineModel'];
    const rows = await sheet(await exportOf(admin, '/fleet/v1/aircraft/export', { ...body, columns, searchParas: { conditions: [{ name: 'tailNo', op: 'eq', value: 'B-EX02' }] } }, 'en'));
    expect(rows[0]).toEqual(['Tail no.', 'Manufacture date', 'Max take-off weight (kg)', 'Capacity limited', 'Engine model'].map((h, i) => (i === 0 ? rows[0]![0] : h)));
    expect(rows[1]!.slice(0, 4)).toEqual(['B-EX02', '2019-05-20', 45178, translate('resources.value.yes', 'en')]);
  });

  it('answers 403 without aircraft:export and 400 for a column the list does not have', async () => {
    expect((await exportOf(noExport, '/fleet/v1/aircraft/export', body)).statusCode).toBe(403);
    const bad = await exportOf(admin, '/fleet/v1/aircraft/export', { ...body, columns: ['tailNo', 'password'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().result.fields.columns.key).toBe('export.error.unknownColumn');
  });
});

describe('leg export', () => {
  const legs = (timeType: string, lang: Lang = 'en') =>
    exportOf(admin, '/trip/v1/tripLegs/export', { scope: 'all', timeType, columns: ['tripNumber', 'route', 'plannedDeparture', 'legState'], sortProperties: 'plannedDepartureUtc', sortDirection: 'asc', searchParas: { conditions: [{ name: 'departureIcao', op: 'eq', value: 'ZBAA' }] } }, lang);

  it('shows times in the time type, the zone in the header: Beijing is UTC + 8 hours', async () => {
    const utc = await sheet(await legs('UTC'));
    const bj = await sheet(await legs('Beijing'));
    expect(utc[0]![2]).toBe(`${translate('tripScreens.leg.plannedDeparture', 'en')} (UTC)`);
    expect(bj[0]![2]).toBe(`${translate('tripScreens.leg.plannedDeparture', 'en')} (UTC+8)`);
    const i = utc.findIndex((r) => r[2] === '2026-12-03 20:30');
    expect(i).toBeGreaterThan(0);
    expect(bj[i]![2]).toBe('2026-12-04 04:30');
    expect(bj[i]![1]).toBe('ZBAA-ZSSS');
  });

  it('in Local writes each time with its airport offset and the header says Local', async () => {
    const local = await sheet(await legs('Local', 'zh'));
    expect(local[0]![2]).toBe(`${translate('tripScreens.leg.plannedDeparture', 'zh')} (${translate('tripScreens.zone.local', 'zh')})`);
    expect(local.slice(1).some((r) => r[2] === '2026-12-04 04:30 UTC+8')).toBe(true);
  });

  it('writes leg states as their labels', async () => {
    const rows = await sheet(await legs('UTC', 'zh'));
    const labels = new Set(rows.slice(1).map((r) => r[3]));
    const state = ok(await call(admin, { method: 'POST', url: '/trip/v1/tripLegs/list', payload: { pageSize: 1, searchParas: { conditions: [{ name: 'departureIcao', op: 'eq', value: 'ZBAA' }] } } })).list[0].legState;
    expect(labels.has(translate(legStateLabelKey(state, DEFAULT_LEG_STATE_READING), 'zh'))).toBe(true);
  });
});

describe('trip export', () => {
  const trips = (token: string, scope: 'page' | 'all', extra: object = {}) =>
    exportOf(token, '/trip/v1/trips/export', { scope, page: 1, pageSize: 2, timeType: 'Beijing', columns: ['tripNumber', 'customer', 'status', 'legs', 'firstDeparture'], ...extra }, 'en');

  it('page writes the page, all writes every row of the list', async () => {
    const total = ok(await call(admin, { method: 'POST', url: '/trip/v1/trips/list', payload: { pageSize: 1 } })).totalNum;
    expect(total).toBeGreaterThanOrEqual(3);
    const page = await trips(admin, 'page');
    expect((await sheet(page)).length).toBe(1 + 2);
    const all = await trips(admin, 'all');
    expect(all.headers['x-export-total']).toBe(String(total));
    expect(all.headers['x-export-capped']).toBe('0');
    const rows = await sheet(all);
    expect(rows.length).toBe(1 + total);
    expect(rows[0]).toEqual(['tripNumber', 'customer', 'status', 'legCount', 'firstDeparture'].map((k, i) => translate(`tripScreens.list.${k}`, 'en') + (i === 4 ? ' (UTC+8)' : '')));
    const ours = rows.filter((r) => r[1] === 'Export Customer B');
    expect(ours).toHaveLength(1);
    expect(ours[0]![3]).toBe(1);
    expect(ours[0]![4]).toBe('2026-12-06 04:30');
    const status = ok(await call(admin, { method: 'POST', url: '/trip/v1/trips/list', payload: { pageSize: 1 } })).list[0].status;
    expect(rows.slice(1).map((r) => String(r[2]))).toContain(tripStatusText(status, DEFAULT_TRIP_STATUS_READING, (k, p) => translate(k, 'en', p)));
  });

  it('applies the caller data permissions: a user limited to one customer gets only its trips', async () => {
    const rows = await sheet(await trips(scoped, 'all'));
    expect(rows.length).toBe(1 + 2);
    expect(rows.slice(1).every((r) => r[1] === 'Export Customer A')).toBe(true);
  });

  it('answers 403 to a user who may list trips but not export them', async () => {
    expect((await trips(noExport, 'page')).statusCode).toBe(403);
    expect((await exportOf(noExport, '/trip/v1/tripLegs/export', { scope: 'page', columns: ['tripNumber'] })).statusCode).toBe(403);
  });
});
