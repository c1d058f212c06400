/**
 * System users administration: the seat and role filters of the list, enable / disable (disabling
 * ends the user's sessions), the reset-password rules, no escalation through roles or custom
 * permissions (403), deleting a main account that still has sub accounts (409), the operation log
 * with before and after, the xlsx export and the import with its row-by-row report.
 */
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportSheet } from '../support/exportSheet';
import { ok } from '../support/expect';
import { TENANT_B_ADMIN } from '../support/fixtures';
import { userWithRole } from '../support/roleUser';
import { createTestApp } from '../support/testApp';
import { multipart, workbook } from '../support/xlsxUpload';

const t = await createTestApp();
afterAll(async () => t.close());

const BASE = '/common/v1/sysUsers';
const tokens: Record<string, string> = {};
const call = (who: string, opts: InjectOptions) => t.call(tokens[who], opts);
const post = async (who: string, url: string, payload: object) => ok(await call(who, { method: 'POST', url, payload }));
const list = async (who: string, conditions: object[], pageSize = 100) =>
  (await post(who, `${BASE}/list`, { pageSize, searchParas: { conditions } })) as { totalNum: number; list: { id: string; userName: string; version: number; status: number; roles: { id: string; code: string }[]; seats: { id: string; keyName: string }[] }[] };
const userOf = async (userName: string) => (await list('admin', [{ name: 'userName', op: 'eq', value: userName }])).list[0]!;
const logs = async (conditions: object[]) =>
  (await post('admin', '/common/v1/sysLogs/list', { pageSize: 20, searchParas: { conditions } })).list as { functionName: string; info: string | null; beforeList: string[] | null; afterList: string[] | null }[];
const seatList = (token: string) => t.call(token, { method: 'GET', url: '/account/v1/seats/getCurrentUserSeatList' });

let seats: { id: string; keyName: string }[] = [];
beforeAll(async () => {
  tokens.admin = await t.signIn('admin');
  tokens.bravo = await t.signIn(TENANT_B_ADMIN);
  seats = ok(await call('admin', { method: 'GET', url: '/common/v1/seats' }));
});

describe('the list', () => {
  it('filters by seat and by role; a bad filter is a 400', async () => {
    const control = seats.find((s) => s.keyName === 'CONTROL')!;
    const bySeat = await list('admin', [{ name: 'seatId', op: 'eq', value: control.id }]);
    expect(bySeat.list.map((u) => u.userName)).toContain('demo-control');
    expect(bySeat.list.every((u) => u.seats.some((s) => s.id === control.id))).toBe(true);
    const role = (await userOf('demo-control')).roles[0]!;
    const byRole = await list('admin', [{ name: 'roleId', op: 'eq', value: role.id }, { name: 'status', op: 'eq', value: 1 }]);
    expect(byRole.list.map((u) => u.userName)).toEqual(['demo-control']);
    const bad = await call('admin', { method: 'POST', url: `${BASE}/list`, payload: { searchParas: { conditions: [{ name: 'seatId', op: 'like', value: 'x' }] } } });
    expect(bad.statusCode).toBe(400);
  });

  it('another company sees none of these users', async () => {
    const control = seats.find((s) => s.keyName === 'CONTROL')!;
    expect((await list('bravo', [{ name: 'seatId', op: 'eq', value: control.id }])).totalNum).toBe(0);
  });
});

describe('enable and disable', () => {
  it('disabling ends the sessions and is logged with the status before and after; enabling lets the user in again', async () => {
    const role = (await userOf('demo-control')).roles[0]!;
    await post('admin', BASE, { userName: 'su-disable', password: 'Demo-pass1', personName: 'Disable Me', roleIds: [role.id], seatIds: [seats[0]!.id] });
    const token = await t.signIn('su-disable');
    expect((await seatList(token)).statusCode).toBe(200);
    const u = await userOf('su-disable');
    const off = await post('admin', `${BASE}/${u.id}/disable`, { version: u.version });
    expect(off.status).toBe(0);
    expect((await seatList(token)).statusCode).toBe(401);
    const [entry] = await logs([{ name: 'businessId', op: 'eq', value: u.id }, { name: 'functionName', op: 'eq', value: 'disable' }]);
    expect(entry!.info).toContain('status: 1 → 0');
    const stale = await call('admin', { method: 'POST', url: `${BASE}/${u.id}/enable`, payload: { version: u.version } });
    expect(stale.statusCode).toBe(412);
    const on = await post('admin', `${BASE}/${u.id}/enable`, { version: off.version });
    expect(on.status).toBe(1);
    expect(await t.signIn('su-disable')).toBeTruthy();
  });

  it('needs user:disable', async () => {
    const token = await userWithRole(t, tokens.admin!, 'su-lister', ['user:list']);
    const u = await userOf('su-disable');
    const res = await t.call(token, { method: 'POST', url: `${BASE}/${u.id}/disable`, payload: { version: u.version } });
    expect(res.statusCode).toBe(403);
  });
});

describe('reset password', () => {
  it('6 to 16 characters, both entries the same', async () => {
    const u = await userOf('su-disable');
    const short = await call('admin', { method: 'POST', url: `${BASE}/${u.id}/resetPassword`, payload: { version: u.version, password: 'a1b2', confirmPassword: 'a1b2' } });
    expect(short.statusCode).toBe(400);
    expect(short.json().result.fields.password.key).toBe('validation.password.length');
    const long = await call('admin', { method: 'POST', url: `${BASE}/${u.id}/resetPassword`, payload: { version: u.version, password: 'a'.repeat(17), confirmPassword: 'a'.repeat(17) } });
    expect(long.statusCode).toBe(400);
    const mismatch = await call('admin', { method: 'POST', url: `${BASE}/${u.id}/resetPassword`, payload: { version: u.version, password: 'abc123', confirmPassword: 'abc124' } });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().result.fields.confirmPassword.key).toBe('validation.password.mismatch');
    const done = await post('admin', `${BASE}/${u.id}/resetPassword`, { version: u.version, password: 'abc123', confirmPassword: 'abc123' });
    expect(done.version).toBeGreaterThan(u.version);
  });
});

describe('no escalation', () => {
  it('a user administrator without finance permissions may not hand out a finance role or grant a finance point (403)', async () => {
    const adminKeys = ['user:list', 'user:edit', 'user:permission', 'user:add'];
    const token = await userWithRole(t, tokens.admin!, 'su-useradmin', adminKeys);
    const finance = (await userOf('demo-finance')).roles[0]!;
    const target = await post('admin', BASE, { userName: 'su-target', password: 'Demo-pass1', personName: 'Target' });
    const viaRole = await t.call(token, { method: 'PUT', url: `${BASE}/${target.id}`, payload: { version: target.version, roleIds: [finance.id] } });
    expect(viaRole.statusCode).toBe(403);
    const viaCreate = await t.call(token, { method: 'POST', url: BASE, payload: { userName: 'su-target2', password: 'Demo-pass1', personName: 'T2', roleIds: [finance.id] } });
    expect(viaCreate.statusCode).toBe(403);
    const viaGrant = await t.call(token, { method: 'PUT', url: `${BASE}/${target.id}/permissions`, payload: { version: target.version, grants: ['user:delete'], revokes: [] } });
    expect(viaGrant.statusCode).toBe(403);
    // what the administrator holds may be granted
    const held = await t.call(token, { method: 'PUT', url: `${BASE}/${target.id}/permissions`, payload: { version: target.version, grants: ['user:list'], revokes: [] } });
    expect(held.statusCode).toBe(200);
  });

  it('changing roles resets the custom permissions; an unchanged role list keeps them', async () => {
    const target = await userOf('su-target');
    const same = ok(await call('admin', { method: 'PUT', url: `${BASE}/${target.id}`, payload: { version: target.version, roleIds: [], personName: 'Target 2' } }));
    expect((ok(await call('admin', { method: 'GET', url: `${BASE}/${target.id}/permissions` }))).grants).toEqual(['user:list']);
    const role = (await userOf('demo-control')).roles[0]!;
    ok(await call('admin', { method: 'PUT', url: `${BASE}/${target.id}`, payload: { version: same.version, roleIds: [role.id] } }));
    expect((ok(await call('admin', { method: 'GET', url: `${BASE}/${target.id}/permissions` }))).grants).toEqual([]);
    const [entry] = await logs([{ name: 'businessId', op: 'eq', value: target.id }, { name: 'functionName', op: 'eq', value: 'userRoles' }]);
    expect(entry).toMatchObject({ beforeList: [], afterList: [role.id] });
  });
});

describe('delete', () => {
  it('a sub account needs a main account; a main account with sub accounts is in use (409); the sub account, then the main one, go', async () => {
    const main = await post('admin', BASE, { userName: 'su-main', password: 'Demo-pass1', personName: 'Main' });
    const orphan = await call('admin', { method: 'POST', url: BASE, payload: { userName: 'su-orphan', password: 'Demo-pass1', personName: 'Sub', accountType: 2 } });
    expect(orphan.statusCode).toBe(400);
    expect(orphan.json().result.fields.parentId.key).toBe('validation.required');
    const sub = await post('admin', BASE, { userName: 'su-sub', password: 'Demo-pass1', personName: 'Sub', accountType: 2, parentId: main.id });
    const subOfSub = await call('admin', { method: 'POST', url: BASE, payload: { userName: 'su-subsub', password: 'Demo-pass1', personName: 'Sub', accountType: 2, parentId: sub.id } });
    expect(subOfSub.statusCode).toBe(400);
    const refused = await call('admin', { method: 'DELETE', url: BASE, payload: [main.id] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().key).toBe('error.inUse');
    expect(ok(await call('admin', { method: 'DELETE', url: BASE, payload: [sub.id] }))).toEqual({ deleted: 1 });
    expect(ok(await call('admin', { method: 'DELETE', url: BASE, payload: [main.id] }))).toEqual({ deleted: 1 });
  });
});

describe('export and import', () => {
  it('exports the filtered list with translated headers and labels', async () => {
    const control = seats.find((s) => s.keyName === 'CONTROL')!;
    const res = await call('admin', {
      method: 'POST',
      url: `${BASE}/export`,
      headers: { 'accept-language': 'en' },
      payload: { scope: 'all', columns: ['userName', 'status', 'seats', 'accessType'], searchParas: { conditions: [{ name: 'seatId', op: 'eq', value: control.id }] } },
    });
    const rows = await exportSheet(res);
    expect(rows[0]).toEqual(['Login name', 'Status', 'Seats', 'Access']);
    const demo = rows.find((r) => r[0] === 'demo-control')!;
    expect(demo[1]).toBe('Enabled');
    expect(String(demo[2])).toBeTruthy();
    expect(demo[3]).toBe('PC and APP');
  });

  it('a bad row is reported by row and column and nothing is written; corrected, every row is created with its roles and seats', async () => {
    const role = (await userOf('demo-control')).roles[0]!;
    const header = ['登录名', '姓名', '密码', '访问方式', '手机号', '邮箱', '角色编码', '席位编码', '备注'];
    const bad = await workbook([
      header,
      ['su-imp1', '导入一', 'Import-pass1', '仅PC', '', '', role.code, 'CONTROL', ''],
      ['su-imp2', '导入二', 'short', 'PC和APP', '', '', 'NO_SUCH_ROLE', 'CONTROL', ''],
    ]);
    const report = ok(await call('admin', { method: 'POST', url: `${BASE}/import`, ...multipart(bad) }));
    expect(report.imported).toBe(0);
    expect(report.errors).toEqual(expect.arrayContaining([expect.objectContaining({ row: 3, column: 'roleIds' })]));
    expect((await list('admin', [{ name: 'userName', op: 'startsWith', value: 'su-imp' }])).totalNum).toBe(0);

    const good = await workbook([header, ['su-imp1', '导入一', 'Import-pass1', '仅PC', '', '', role.code, 'CONTROL', ''], ['su-imp2', '导入二', 'Import-pass2', 'APP only', '', '', '', 'control', '']]);
    const done = ok(await call('admin', { method: 'POST', url: `${BASE}/import`, ...multipart(good) }));
    expect(done).toMatchObject({ imported: 2, errors: [] });
    const imported = await list('admin', [{ name: 'userName', op: 'startsWith', value: 'su-imp' }]);
    const one = imported.list.find((u) => u.userName === 'su-imp1')!;
    expect(one.roles.map((r) => r.code)).toEqual([role.code]);
    expect(one.seats.map((s) => s.keyName)).toEqual(['CONTROL']);
    expect(imported.list.find((u) => u.userName === 'su-imp2')).toMatchObject({ accessType: 2 });

    const again = ok(await call('admin', { method: 'POST', url: `${BASE}/import`, ...multipart(good) }));
    expect(again.errors).toEqual(expect.arrayContaining([expect.objectContaining({ row: 2, column: 'userName', messageKey: 'error.userNameTaken' })]));
  }, 120_000);

  it('the template has the columns in the caller language', async () => {
    const res = await call('admin', { method: 'GET', url: `${BASE}/importTemplate`, headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
  });
});
