/**
 * The system log (`/common/v1/sysLogs/list`, `/export`): sign-ins write login logs, changes write
 * operation logs and permission changes their lists before and after; filters, company scoping,
 * the `log:list` / `log:export` keys, and refusals as 4xx.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../server/lib/messages';
import { sha1Hex } from '../../server/modules/uaa/tokens';
import { zoneLabel } from '../../src/domain/trip/time';
import { ok, refused } from '../support/expect';
import { exportSheet } from '../support/exportSheet';
import { TENANT_B_ADMIN } from '../support/fixtures';
import { userWithRole } from '../support/roleUser';
import { createTestApp, signInRequest } from '../support/testApp';

const t = await createTestApp();
afterAll(async () => t.close());

const LIST = '/common/v1/sysLogs/list';
const EXPORT = '/common/v1/sysLogs/export';
type Cond = { name: string; op: string; value?: unknown };
const body = (conditions: Cond[], more: object = {}) => ({ page: 1, pageSize: 50, searchParas: { conditions }, ...more });
const list = async (token: string, conditions: Cond[], more: object = {}) => ok(await t.call(token, { method: 'POST', url: LIST, payload: body(conditions, more) }));

let admin = '';
let bravo = '';
const started = new Date(Date.now() - 1000).toISOString();

beforeAll(async () => {
  admin = await t.signIn('admin');
  bravo = await t.signIn(TENANT_B_ADMIN);
  await signInRequest(t.app, 'admin', sha1Hex('not-the-password'));
});

describe('login logs', () => {
  it('a sign-in and a failed sign-in write login logs (type 2) with the IP', async () => {
    const a = await list(admin, [
      { name: 'type', op: 'eq', value: 2 },
      { name: 'createTime', op: 'ge', value: started },
    ]);
    const fns = a.list.map((r: { functionName: string }) => r.functionName);
    expect(fns).toContain('login');
    expect(fns).toContain('loginFailed');
    const login = a.list.find((r: { functionName: string }) => r.functionName === 'login');
    expect(login).toMatchObject({ type: 2, moduleName: 'uaa', operator: 'admin', success: 1, ip: expect.any(String) });
    expect(login).not.toHaveProperty('companyId');
  });

  it("another company's administrator never sees them", async () => {
    const b = await list(bravo, [{ name: 'operator', op: 'eq', value: 'admin' }]);
    expect(b.totalNum).toBe(0);
    const own = await list(bravo, [{ name: 'type', op: 'eq', value: 2 }]);
    expect(own.list.every((r: { operator: string }) => r.operator === TENANT_B_ADMIN)).toBe(true);
  });
});

describe('operation and permission logs', () => {
  let reader = '';
  beforeAll(async () => {
    // creating the role and giving it keys writes operation logs and a permission change
    reader = await userWithRole(t, admin, 'log-reader', ['log:list']);
  });

  it('filters by module, function, operator and time range, sorted as asked', async () => {
    const until = new Date(Date.now() + 60_000).toISOString();
    const a = await list(admin, [
      { name: 'type', op: 'eq', value: 1 },
      { name: 'moduleName', op: 'eq', value: 'sysRole' },
      { name: 'operator', op: 'like', value: 'adm' },
      { name: 'createTime', op: 'between', value: [started, until] },
    ], { sortProperties: ['createTime'], sortDirection: 'asc' });
    expect(a.totalNum).toBeGreaterThan(0);
    expect(a.list.every((r: { moduleName: string; type: number }) => r.moduleName === 'sysRole' && r.type === 1)).toBe(true);
    const times = a.list.map((r: { createTime: string }) => r.createTime);
    expect([...times].sort()).toEqual(times);
    expect((await list(admin, [{ name: 'createTime', op: 'lt', value: '2000-01-01T00:00:00.000Z' }])).totalNum).toBe(0);
  });

  it('a permission change carries its type and the sorted lists before and after', async () => {
    const a = await list(admin, [
      { name: 'permissionType', op: 'isNotNull' },
      { name: 'functionName', op: 'eq', value: 'rolePermissions' },
    ]);
    const row = a.list[0];
    expect(row).toMatchObject({ moduleName: 'permission', permissionType: 1, beforeList: [], afterList: ['log:list'] });
    expect((await list(admin, [{ name: 'permissionType', op: 'in', value: [1, 2, 3, 4, 5, 6, 7] }])).totalNum).toBeGreaterThan(0);
  });

  it('a user with log:list reads the list but cannot export; without it, nothing', async () => {
    expect((await list(reader, [])).totalNum).toBeGreaterThan(0);
    refused(await t.call(reader, { method: 'POST', url: EXPORT, payload: { ...body([]), scope: 'page', columns: ['createTime'] } }), 403, 'error.insufficientAccess');
    const nobody = await userWithRole(t, admin, 'log-nobody', ['notice:list']);
    refused(await t.call(nobody, { method: 'POST', url: LIST, payload: body([]) }), 403, 'error.insufficientAccess');
  });

  it('refuses unknown fields, operators and values with 400', async () => {
    for (const c of [
      { name: 'password', op: 'eq', value: 'x' },
      { name: 'type', op: 'like', value: '1' },
      { name: 'type', op: 'eq', value: 9 },
      { name: 'createTime', op: 'ge', value: 'yesterday' },
    ]) {
      const res = await t.call(admin, { method: 'POST', url: LIST, payload: body([c]) });
      expect(res.statusCode, JSON.stringify(c)).toBe(400);
    }
    refused(await t.call(admin, { method: 'POST', url: LIST, payload: { ...body([]), sortProperties: ['info'] } }), 400, 'error.requestParameter');
  });
});

describe('export', () => {
  it('writes the shown columns in the caller language, module and function labelled, times in the time type', async () => {
    for (const lang of ['en', 'zh'] as const) {
      const res = await t.call(admin, {
        method: 'POST',
        url: EXPORT,
        headers: { 'accept-language': lang },
        payload: { ...body([{ name: 'type', op: 'eq', value: 2 }, { name: 'functionName', op: 'eq', value: 'login' }, { name: 'operator', op: 'eq', value: 'admin' }]), scope: 'all', columns: ['createTime', 'moduleName', 'functionName', 'operator', 'success'], timeType: 'UTC' },
      });
      expect(res.headers['content-disposition']).toContain('.xlsx');
      const rows = await exportSheet(res);
      expect(rows[0]).toEqual([`${translate('systemLog.col.createTime', lang)} (${zoneLabel('UTC')})`, translate('systemLog.col.moduleName', lang), translate('systemLog.col.functionName', lang), translate('systemLog.col.operator', lang), translate('systemLog.col.success', lang)]);
      expect(rows[1]!.slice(1)).toEqual([translate('systemLog.module.uaa', lang), translate('systemLog.function.login', lang), 'admin', translate('systemLog.success.1', lang)]);
    }
  });

  it('an unknown column is 400; the export is scoped to the company', async () => {
    refused(await t.call(admin, { method: 'POST', url: EXPORT, payload: { ...body([]), scope: 'page', columns: ['companyId'] } }), 400, 'error.requestParameter');
    const rows = await exportSheet(await t.call(bravo, { method: 'POST', url: EXPORT, payload: { ...body([{ name: 'operator', op: 'eq', value: 'admin' }]), scope: 'all', columns: ['operator'] } }));
    expect(rows.slice(1)).toEqual([]);
  });
});
