/**
 * Network settings (a declared resource with enable / disable commands): addresses must be IPv4
 * (optionally with a port) or http(s) / ws(s) URLs; enable / disable commands at the row's version; company scoping and the menu's keys. The generic round trips of every declared
 * resource run in declaredResources.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, refused } from '../support/expect';
import { TENANT_B_ADMIN } from '../support/fixtures';
import { userWithRole } from '../support/roleUser';
import { createTestApp } from '../support/testApp';

const t = await createTestApp();
afterAll(async () => t.close());
const BASE = '/system/v1/networkConfigs';

let admin = '';
let bravo = '';
const create = (token: string, body: object) => t.call(token, { method: 'POST', url: BASE, payload: body });
const command = (token: string, id: string, c: 'enable' | 'disable', version: number) => t.call(token, { method: 'POST', url: `${BASE}/${id}/${c}`, payload: { version } });

beforeAll(async () => {
  admin = await t.signIn('admin');
  bravo = await t.signIn(TENANT_B_ADMIN);
});

describe('network settings', () => {
  it.each(['10.8.0.12', '10.8.0.12:8012', 'https://preview.example.com', 'wss://foc.example.com/ws', 'http://10.0.0.1:8080/tiles'])('accepts the address %s', async (address) => {
    const row = ok(await create(admin, { systemType: 'filePreview', startIp: address, endIp: null, note: 'x' }));
    expect(row).toMatchObject({ systemType: 'filePreview', startIp: address, status: 'enabled', version: 1 });
  });

  it.each([
    ['startIp', { startIp: '256.1.1.1' }],
    ['startIp', { startIp: '10.8.0' }],
    ['startIp', { startIp: 'ftp://files.example.com' }],
    ['startIp', { startIp: 'preview server' }],
    ['endIp', { endIp: 'javascript:alert(1)' }],
    ['systemType', { systemType: 'mail' }],
    ['startIp', { startIp: '' }],
  ])('refuses a bad %s with 400 on the field (%j)', async (field, change) => {
    const res = await create(admin, { systemType: 'websocket', startIp: 'wss://ok.example.com', ...change });
    const body = refused(res, 400, 'error.requestParameter');
    expect(JSON.stringify(body.result)).toContain(field);
  });

  it('enable and disable are commands at the current version; stale is 412; each is logged', async () => {
    const row = ok(await create(admin, { systemType: 'mapAssets', startIp: 'https://tiles.example.com' }));
    const off = ok(await command(admin, row.id, 'disable', 1));
    expect(off).toMatchObject({ status: 'disabled', version: 2 });
    refused(await command(admin, row.id, 'enable', 1), 412, 'error.dataChanged');
    expect(ok(await command(admin, row.id, 'enable', 2))).toMatchObject({ status: 'enabled', version: 3 });
    refused(await t.call(admin, { method: 'POST', url: `${BASE}/${row.id}/enable`, payload: {} }), 400, 'error.requestParameter');
    const logs = ok(await t.call(admin, { method: 'POST', url: '/common/v1/sysLogs/list', payload: { searchParas: { conditions: [{ name: 'moduleName', op: 'eq', value: 'networkConfig' }, { name: 'businessId', op: 'eq', value: row.id }] } } }));
    expect(logs.totalNum).toBe(3);
  });

  it("another company neither sees nor switches the admin's rows; a user without the key is refused", async () => {
    const row = ok(await create(admin, { systemType: 'websocket', startIp: 'wss://scoped.example.com' }));
    const theirs = ok(await t.call(bravo, { method: 'POST', url: `${BASE}/list`, payload: { searchParas: { conditions: [{ name: 'startIp', op: 'eq', value: 'wss://scoped.example.com' }] } } }));
    expect(theirs.totalNum).toBe(0);
    const res = await command(bravo, row.id, 'disable', 1);
    expect(res.statusCode).toBe(404);
    const reader = await userWithRole(t, admin, 'network-reader', ['networkConfig:list']);
    refused(await command(reader, row.id, 'disable', 1), 403, 'error.insufficientAccess');
    expect(ok(await t.call(admin, { method: 'GET', url: `${BASE}/${row.id}` }))).toMatchObject({ status: 'enabled', version: 1 });
  });
});
