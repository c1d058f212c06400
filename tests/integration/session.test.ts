import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../server/db/schema';
import { hashToken, sha1Hex } from '../../server/modules/uaa/tokens';
import { TEST_PASSWORD_SHA1 } from '../support/fixtures';
import { createTestApp, signInRequest, type TestApp } from '../support/testApp';

const HOUR = 3_600_000;

interface MenuNode {
  key: string;
  path: string;
  menuType: string;
  perms: string | null;
  children: MenuNode[];
}
const flatten = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);

function expectError(res: { statusCode: number; json(): any }, status: number, key?: string) {
  const body = res.json();
  expect({ status: res.statusCode, code: body.code }).toEqual({ status, code: status });
  if (key) expect(body.key).toBe(key);
}

describe('sessions, password changes and the own account', () => {
  let t: TestApp;
  let adminToken: string;
  const checkToken = (token: string) => t.app.inject({ method: 'GET', url: '/uaa/oauth/check_token', query: { token } });
  const seatList = (token: string) => t.call(token, { method: 'GET', url: '/account/v1/seats/getCurrentUserSeatList' });
  const sessionRow = async (token: string) => (await t.database.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(token))))[0]!;
  const setSession = (token: string, values: Partial<typeof sessions.$inferInsert>) =>
    t.database.db.update(sessions).set(values).where(eq(sessions.tokenHash, hashToken(token)));
  async function userRow(userName: string) {
    const res = await t.call(adminToken, { method: 'POST', url: '/common/v1/sysUsers/list', payload: { searchParas: { conditions: [{ name: 'userName', op: 'eq', value: userName }] } } });
    return res.json().result.list[0] as { id: string; version: number };
  }

  beforeAll(async () => {
    t = await createTestApp();
    adminToken = await t.signIn('admin');
  });
  afterAll(async () => t.close());

  it('check_token answers an active token with its user', async () => {
    const token = await t.signIn('demo-cs');
    const res = await checkToken(token);
    expect(res.statusCode).toBe(200);
    const { result } = res.json();
    expect(result).toMatchObject({ active: true, user_id: (await userRow('demo-cs')).id, user_name: 'demo-cs', client_id: 'browser' });
    expect(result.exp).toBe(Math.floor((await sessionRow(token)).expiresAt.getTime() / 1000));
  });

  it('refuses unknown tokens with 401', async () => {
    expectError(await checkToken('not-a-token'), 401, 'error.loginTimeout');
    expectError(await seatList('not-a-token'), 401, 'error.loginTimeout');
    expectError(await t.call(undefined, { method: 'GET', url: '/account/v1/seats/getCurrentUserSeatList' }), 401);
    expectError(await t.call(undefined, { method: 'GET', url: '/account/v1/users/current/not-a-token' }), 401);
  });

  it('logout revokes the token', async () => {
    const token = await t.signIn('demo-eval');
    const other = await t.signIn('demo-eval');
    const res = await t.app.inject({ method: 'GET', url: `/message/v1/users/logout/${token}` });
    expect(res.json()).toMatchObject({ code: 20000, result: null });
    expect((await sessionRow(token)).revokeReason).toBe('logout');
    expectError(await checkToken(token), 401);
    expectError(await seatList(token), 401);
    expectError(await t.app.inject({ method: 'GET', url: `/account/v1/users/current/${token}` }), 401);
    expectError(await t.app.inject({ method: 'GET', url: `/message/v1/users/logout/${token}` }), 401);
    // only that session ends
    expect((await seatList(other)).statusCode).toBe(200);
  });

  it('answers 402 for an expired token', async () => {
    const token = await t.signIn('demo-run');
    await setSession(token, { expiresAt: new Date(Date.now() - 1000) });
    expectError(await checkToken(token), 402, 'error.tokenExpired');
    expectError(await seatList(token), 402, 'error.tokenExpired');
    expectError(await t.call(token, { method: 'POST', url: '/uaa/oauth/extend' }), 402, 'error.tokenExpired');
  });

  it('extend pushes the expiry later, never past the absolute limit', async () => {
    const token = await t.signIn('demo-cabin');
    const signedIn = await sessionRow(token);
    expect(signedIn.maxExpiresAt.getTime() - signedIn.createTime.getTime()).toBeCloseTo(t.config.sessionMaxHours * HOUR, -4);

    await setSession(token, { expiresAt: new Date(Date.now() + 60_000) });
    const before = Date.now();
    const res = await t.call(token, { method: 'POST', url: '/uaa/oauth/extend' });
    expect(res.statusCode).toBe(200);
    const extended = Date.parse(res.json().result.expires_at);
    expect(extended).toBeGreaterThanOrEqual(before + t.config.sessionHours * HOUR);
    expect(extended).toBeLessThanOrEqual(Date.now() + t.config.sessionHours * HOUR);
    expect((await sessionRow(token)).expiresAt.getTime()).toBe(extended);

    const cap = new Date(Date.now() + 2 * HOUR);
    await setSession(token, { maxExpiresAt: cap });
    const capped = await t.call(token, { method: 'POST', url: '/uaa/oauth/extend' });
    expect(capped.json().result.expires_at).toBe(cap.toISOString());
    expect((await sessionRow(token)).expiresAt.getTime()).toBe(cap.getTime());

    await setSession(token, { maxExpiresAt: new Date(Date.now() + 30_000), expiresAt: new Date(Date.now() + 30_000) });
    expectError(await t.call(token, { method: 'POST', url: '/uaa/oauth/extend' }), 403, 'error.sessionNotExtendable');
    expectError(await t.call(undefined, { method: 'POST', url: '/uaa/oauth/extend' }), 401);
  });

  it('change password: checks the old one and the rules, then ends every session', async () => {
    const first = await t.signIn('demo-crew');
    const second = await t.signIn('demo-crew');
    const change = (body: Record<string, string>) =>
      t.call(first, { method: 'POST', url: '/account/v1/users/changepassword', payload: { userName: 'demo-crew', oldPassword: TEST_PASSWORD_SHA1, newPassword: 'Crew-pass2', confirmPassword: 'Crew-pass2', ...body } });

    expectError(await change({ oldPassword: sha1Hex('Wrong-pass9') }), 400, 'error.oldPasswordWrong');
    expectError(await change({ newPassword: 'Demo-pass1', confirmPassword: 'Demo-pass1' }), 400, 'error.passwordSameAsOld');
    expectError(await change({ newPassword: 'DEMO-crew', confirmPassword: 'DEMO-crew' }), 400, 'error.passwordSameAsName');
    expectError(await change({ userName: 'demo-cs' }), 403);
    expectError(await change({ oldPassword: 'Demo-pass1' }), 400, 'error.requestParameter');
    // nothing changed so far
    expect((await seatList(first)).statusCode).toBe(200);
    expect((await signInRequest(t.app, 'demo-cs', TEST_PASSWORD_SHA1)).statusCode).toBe(200);

    const res = await change({ userName: 'DEMO-CREW' });
    expect(res.json()).toMatchObject({ code: 20000 });
    expectError(await seatList(first), 401);
    expectError(await seatList(second), 401);
    expect((await signInRequest(t.app, 'demo-crew', TEST_PASSWORD_SHA1)).json().key).toBe('error.wrongCredentials');
    expect((await signInRequest(t.app, 'demo-crew', sha1Hex('Crew-pass2'))).json()).toMatchObject({ code: 20000 });
  });

  it('an administrator resetting a password ends the user\'s sessions', async () => {
    const token = await t.signIn('demo-ground');
    const { id, version } = await userRow('demo-ground');
    const res = await t.call(adminToken, { method: 'POST', url: `/common/v1/sysUsers/${id}/resetPassword`, payload: { version, password: 'Ground-pass3' } });
    expect(res.json()).toMatchObject({ code: 20000 });
    expectError(await seatList(token), 401);
    expect((await sessionRow(token)).revokeReason).toBe('passwordReset');
    expect((await signInRequest(t.app, 'demo-ground', TEST_PASSWORD_SHA1)).json().key).toBe('error.wrongCredentials');
    expect((await signInRequest(t.app, 'demo-ground', sha1Hex('Ground-pass3'))).json()).toMatchObject({ code: 20000 });
    // the administrator's own session is untouched
    expect((await seatList(adminToken)).statusCode).toBe(200);
  });

  it('current user: profile, trip menus and seats', async () => {
    const token = await t.signIn('demo-cs');
    const res = await t.app.inject({ method: 'GET', url: `/account/v1/users/current/${token}` });
    expect(res.statusCode).toBe(200);
    const me = res.json().result;
    expect(me).toMatchObject({ id: (await userRow('demo-cs')).id, userName: 'demo-cs', admin: false, platformAdmin: false });
    expect(typeof me.personName).toBe('string');
    expect(me.personName.length).toBeGreaterThan(0);
    expect(me).toHaveProperty('avatar');
    expect(Array.isArray(me.tripMenuList)).toBe(true);
    expect(me.seatList).toEqual([expect.objectContaining({ keyName: 'CUSTOMER_SERVICE' })]);
    expect(me.abilities).not.toContain('user:list');
  });

  it('seats and menus: only the own seat, only held buttons, no administration area', async () => {
    const token = await t.signIn('demo-cs');
    const seats = (await seatList(token)).json().result;
    expect(seats).toHaveLength(1);
    expect(seats[0]).toMatchObject({ keyName: 'CUSTOMER_SERVICE' });
    const abilities: string[] = (await t.app.inject({ method: 'GET', url: `/account/v1/users/current/${token}` })).json().result.abilities;

    const menus = await t.call(token, { method: 'GET', url: `/account/v1/menus/getAllMenuBySeatId/${seats[0].id}/Beijing` });
    expect(menus.statusCode).toBe(200);
    const nodes = flatten(menus.json().result);
    expect(nodes.length).toBeGreaterThan(0);
    expect(nodes.filter((n) => n.key === 'systemManager' || n.path.includes('systemManager'))).toEqual([]);
    const buttons = nodes.filter((n) => n.menuType === 'button');
    expect(buttons.length).toBeGreaterThan(0);
    for (const b of buttons) expect(abilities).toContain(b.perms);

    // the administrator sees the administration area in the same seat's catalogue
    const adminSeats = (await seatList(adminToken)).json().result as { id: string; keyName: string }[];
    const csSeatOfAdmin = adminSeats.find((s) => s.keyName === 'CUSTOMER_SERVICE')!;
    const adminMenus = flatten((await t.call(adminToken, { method: 'GET', url: `/account/v1/menus/getAllMenuBySeatId/${csSeatOfAdmin.id}/UTC` })).json().result);
    expect(adminMenus.some((n) => n.key === 'systemManager')).toBe(true);

    const finance = adminSeats.find((s) => s.keyName === 'FINANCE')!;
    expectError(await t.call(token, { method: 'GET', url: `/account/v1/menus/getAllMenuBySeatId/${finance.id}/Beijing` }), 403, 'error.noAccessPage');
    expectError(await t.call(token, { method: 'GET', url: `/account/v1/menus/getAllMenuBySeatId/${seats[0].id}/Mars` }), 400, 'error.requestParameter');
    expectError(await t.call(token, { method: 'GET', url: '/account/v1/menus/getAllMenuBySeatId/not-a-uuid/Beijing' }), 400, 'error.requestParameter');
  });

  it('getRouters answers an array of routes without the administration area', async () => {
    const token = await t.signIn('demo-cs');
    const res = await t.call(token, { method: 'GET', url: '/account/v1/sysMenus/getRouters' });
    expect(res.statusCode).toBe(200);
    const routes = res.json().result;
    expect(Array.isArray(routes)).toBe(true);
    expect(routes.length).toBeGreaterThan(0);
    expect(routes.map((r: { path: string }) => r.path)).not.toContain('/systemManager');
    const seat = (await seatList(token)).json().result[0];
    const bySeat = await t.call(token, { method: 'GET', url: '/account/v1/sysMenus/getRouters', query: { seatId: seat.id, timeType: 'Local' } });
    expect(bySeat.json().result).toEqual(routes);
  });
});
