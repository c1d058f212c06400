/**
 * Exports of the aircraft type and airport lists (requirements D9): headers in the caller's
 * language from the shared column declarations, values as the screens show them, and the
 * `<area>:export` key required. Declared resources' exports are in declaredResources.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AIRPORT_COLUMNS } from '../../src/contract/airports';
import { AIRCRAFT_TYPE_COLUMNS } from '../../src/contract/fleet';
import { translate } from '../../server/lib/messages';
import { ok } from '../support/expect';
import { createTestApp } from '../support/testApp';
import { exportSheet } from '../support/exportSheet';

const t = await createTestApp();
afterAll(async () => t.close());

const sheet = exportSheet;

let admin = '';
let cs = '';
beforeAll(async () => {
  admin = await t.signIn('admin');
  cs = await t.signIn('demo-cs');
  ok(await t.call(admin, { method: 'POST', url: '/fleet/v1/aircraftTypes', payload: { code: 'EXR-1', name: 'Export Type', seats: 12, mtowKg: 45000 } }));
});

describe('aircraft type export', () => {
  const url = '/fleet/v1/aircraftTypes/export';
  const body = { scope: 'page', columns: AIRCRAFT_TYPE_COLUMNS.map((c) => c.key), searchParas: { conditions: [{ name: 'code', op: 'eq', value: 'EXR-1' }] } };

  it('writes the declared columns with English headers and the row', async () => {
    const rows = await sheet(await t.call(admin, { method: 'POST', url, headers: { 'accept-language': 'en' }, payload: body }));
    expect(rows[0]).toEqual(AIRCRAFT_TYPE_COLUMNS.map((c) => translate(c.label, 'en')));
    expect(rows[0]![0]).toBe('Type code');
    expect(rows).toHaveLength(2);
    const row = Object.fromEntries(AIRCRAFT_TYPE_COLUMNS.map((c, i) => [c.key, rows[1]![i]]));
    expect(row).toMatchObject({ code: 'EXR-1', name: 'Export Type', seats: 12, mtowKg: 45000 });
    expect(row.manufacturer ?? null).toBeNull();
  });

  it('needs aircraftType:export', async () => {
    expect((await t.call(cs, { method: 'POST', url, payload: body })).statusCode).toBe(403);
  });
});

describe('airport export', () => {
  const url = '/base/v1/airports/export';
  const body = { scope: 'page', columns: AIRPORT_COLUMNS.map((c) => c.key), searchParas: { conditions: [{ name: 'icao', op: 'eq', value: 'ZBAA' }] } };

  it('writes the screen columns: position, elevation and runway as the screen shows them', async () => {
    const rows = await sheet(await t.call(admin, { method: 'POST', url, headers: { 'accept-language': 'zh-CN' }, payload: body }));
    expect(rows[0]).toEqual(AIRPORT_COLUMNS.map((c) => translate(c.label, 'zh')));
    expect(rows).toHaveLength(2);
    const row = Object.fromEntries(AIRPORT_COLUMNS.map((c, i) => [c.key, rows[1]![i]]));
    expect(row.icao).toBe('ZBAA');
    expect(row.iata).toBe('PEK');
    expect(String(row.position)).toMatch(/^\d+\.\d{4} N, \d+\.\d{4} E$/);
    expect(String(row.runway)).toMatch(/ m \([\d,]+ ft\)$/);
    expect(row.timeZone).toBe('Asia/Shanghai');
  });

  it('needs domesticAirport:export or foreignAirport:export', async () => {
    expect((await t.call(cs, { method: 'POST', url, payload: body })).statusCode).toBe(403);
  });
});
