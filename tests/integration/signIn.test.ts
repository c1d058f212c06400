import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchas } from '../../server/db/schema';
import { sha1Hex } from '../../server/modules/uaa/tokens';
import { TEST_PASSWORD_SHA1 } from '../support/fixtures';
import { CAPTCHA_TEXT, createTestApp, signInRequest, type TestApp } from '../support/testApp';

const WRONG_SHA1 = sha1Hex('Not-the-password1');

async function newCaptcha(t: TestApp): Promise<string> {
  const res = (await t.app.inject({ method: 'GET', url: '/uaa/captcha' })).json();
  expect(res.result.enabled).toBe(true);
  return res.result.captchaId as string;
}

function expectError(res: { statusCode: number; json(): any }, status: number, key: string) {
  const body = res.json();
  expect({ status: res.statusCode, code: body.code, key: body.key }).toEqual({ status, code: status, key });
}

/** A user as the admin's list shows it (id, version, roles, seats). */
async function userRow(t: TestApp, adminToken: string, userName: string) {
  const res = await t.call(adminToken, {
    method: 'POST',
    url: '/common/v1/sysUsers/list',
    payload: { searchParas: { conditions: [{ name: 'userName', op: 'eq', value: userName }] } },
  });
  expect(res.statusCode).toBe(200);
  return res.json().result.list[0];
}

async function loginLogs(t: TestApp, adminToken: string, operator: string, functionName: string) {
  const res = await t.call(adminToken, {
    method: 'POST',
    url: '/common/v1/sysLogs/list',
    payload: {
      searchParas: {
        conditions: [
          { name: 'type', op: 'eq', value: 2 },
          { name: 'operator', op: 'eq', value: operator },
          { name: 'functionName', op: 'eq', value: functionName },
        ],
      },
    },
  });
  expect(res.statusCode).toBe(200);
  return res.json().result.list as { type: number; success: number; ip: string; info: string | null }[];
}

const registration = (loginName: string, companyName: string) => ({
  companyName,
  phone: '021-55551111',
  address: 'Pudong Airport, Shanghai',
  loginName,
  password: 'Charlie-pass1',
  confirmPassword: 'Charlie-pass1',
  contactPerson: 'Charlie Ops',
  mobile: '13900001111',
  email: `${loginName}@charlie.example`,
});

describe('sign-in (captcha on)', () => {
  let t: TestApp;
  let adminToken: string;
  beforeAll(async () => {
    t = await createTestApp();
    adminToken = await t.signIn('admin');
  });
  afterAll(async () => t.close());

  it('answers a token and writes a login log row', async () => {
    const res = await signInRequest(t.app, 'demo-cs', TEST_PASSWORD_SHA1);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe(20000);
    expect(body.result.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.result.expires_in).toBe(t.config.sessionHours * 3600);
    expect(Date.parse(body.result.expires_at)).toBeGreaterThan(Date.now());
    expect(body.result.userid).toBe((await userRow(t, adminToken, 'demo-cs')).id);
    expect(body.result.username).toBe('demo-cs');
    const logs = await loginLogs(t, adminToken, 'demo-cs', 'login');
    expect(logs.length).toBeGreaterThanOrEqual(1);
    expect(logs[0]).toMatchObject({ type: 2, success: 1, ip: '127.0.0.1' });
  });

  it('refuses a wrong password and an unknown user with the same answer', async () => {
    const wrong = await signInRequest(t.app, 'demo-eval', WRONG_SHA1);
    expectError(wrong, 400, 'error.wrongCredentials');
    expect(await loginLogs(t, adminToken, 'demo-eval', 'loginFailed')).toEqual([
      expect.objectContaining({ type: 2, success: 0, info: 'wrong password' }),
    ]);
    const unknown = await signInRequest(t.app, 'nobody-here', TEST_PASSWORD_SHA1);
    expectError(unknown, 400, 'error.wrongCredentials');
    expect(unknown.json().message).toBe(wrong.json().message);
  });

  it('requires the captcha and refuses a wrong one, even with the right password', async () => {
    const query = { client_id: 'browser', grant_type: 'password', scope: 'ui', username: 'demo-cs', password: TEST_PASSWORD_SHA1 };
    const missing = await t.app.inject({ method: 'POST', url: '/uaa/oauth/token', query });
    expectError(missing, 400, 'error.captchaRequired');
    const noCode = await t.app.inject({ method: 'POST', url: '/uaa/oauth/token', query: { ...query, captchaId: await newCaptcha(t) } });
    expectError(noCode, 400, 'error.captchaRequired');
    expectError(await signInRequest(t.app, 'demo-cs', TEST_PASSWORD_SHA1, { captchaCode: 'ZZZZ' }), 400, 'error.captchaWrong');
    expectError(await signInRequest(t.app, 'demo-cs', TEST_PASSWORD_SHA1, { captchaId: '00000000-0000-0000-0000-000000000000' }), 400, 'error.captchaWrong');
    // the answer is case-insensitive
    expect((await signInRequest(t.app, 'demo-cs', TEST_PASSWORD_SHA1, { captchaCode: CAPTCHA_TEXT.toLowerCase() })).statusCode).toBe(200);
  });

  it('uses a captcha once: the second use fails even with the right password', async () => {
    const captchaId = await newCaptcha(t);
    expect((await signInRequest(t.app, 'demo-cs', TEST_PASSWORD_SHA1, { captchaId })).statusCode).toBe(200);
    expectError(await signInRequest(t.app, 'demo-cs', TEST_PASSWORD_SHA1, { captchaId }), 400, 'error.captchaWrong');
    // a wrong answer consumes it too
    const other = await newCaptcha(t);
    expectError(await signInRequest(t.app, 'demo-cs', TEST_PASSWORD_SHA1, { captchaId: other, captchaCode: 'XXXX' }), 400, 'error.captchaWrong');
    expectError(await signInRequest(t.app, 'demo-cs', TEST_PASSWORD_SHA1, { captchaId: other }), 400, 'error.captchaWrong');
  });

  it('refuses an expired captcha', async () => {
    const captchaId = await newCaptcha(t);
    await t.database.db.update(captchas).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(captchas.id, captchaId));
    expectError(await signInRequest(t.app, 'demo-cs', TEST_PASSWORD_SHA1, { captchaId }), 400, 'error.captchaWrong');
  });

  it.each([
    ['client_id other than browser', { client_id: 'app' }],
    ['grant_type other than password', { grant_type: 'client_credentials' }],
    ['scope other than ui', { scope: 'all' }],
    ['plain-text password', { password: 'Demo-pass1' }],
    ['39 hex digits', { password: TEST_PASSWORD_SHA1.slice(1) }],
    ['empty user name', { username: '' }],
    ['unknown query field', { remember: '1' }],
  ])('refuses a bad query: %s', async (_label, change) => {
    const query = { client_id: 'browser', grant_type: 'password', scope: 'ui', username: 'demo-cs', password: TEST_PASSWORD_SHA1, captchaId: await newCaptcha(t), captchaCode: CAPTCHA_TEXT, ...change };
    const res = await t.app.inject({ method: 'POST', url: '/uaa/oauth/token', query });
    expectError(res, 400, 'error.requestParameter');
  });

  it('refuses a disabled user and ends his open session', async () => {
    const token = await t.signIn('demo-fleet');
    const row = await userRow(t, adminToken, 'demo-fleet');
    const put = await t.call(adminToken, { method: 'PUT', url: `/common/v1/sysUsers/${row.id}`, payload: { version: row.version, status: 0 } });
    expect(put.json()).toMatchObject({ code: 20000, result: { status: 0, version: row.version + 1 } });
    expectError(await signInRequest(t.app, 'demo-fleet', TEST_PASSWORD_SHA1), 403, 'error.accountDisabled');
    expectError(await t.call(token, { method: 'GET', url: '/account/v1/seats/getCurrentUserSeatList' }), 401, 'error.loginTimeout');
    expect((await t.app.inject({ method: 'GET', url: '/uaa/oauth/check_token', query: { token } })).statusCode).toBe(401);
  });

  it('refuses a user without any permission or seat', async () => {
    const created = await t.call(adminToken, {
      method: 'POST',
      url: '/common/v1/sysUsers',
      payload: { userName: 'no-perm-user', password: 'Noperm-pass1', personName: 'Nobody' },
    });
    expect(created.json()).toMatchObject({ code: 20000, result: { roles: [], seats: [] } });
    expectError(await signInRequest(t.app, 'no-perm-user', sha1Hex('Noperm-pass1')), 403, 'error.noLoginPermission');
  });

  it('refuses an APP-only user in the browser, and lets him in once his access type allows it', async () => {
    const cs = await userRow(t, adminToken, 'demo-cs');
    const created = await t.call(adminToken, {
      method: 'POST',
      url: '/common/v1/sysUsers',
      payload: { userName: 'app-only-user', password: 'Apponly-pass1', personName: 'Mobile Only', accessType: 2, roleIds: cs.roles.map((r: { id: string }) => r.id), seatIds: cs.seats.map((s: { id: string }) => s.id) },
    });
    expect(created.json()).toMatchObject({ code: 20000, result: { accessType: 2 } });
    expectError(await signInRequest(t.app, 'app-only-user', sha1Hex('Apponly-pass1')), 403, 'error.noLoginPermission');
    const { id, version } = created.json().result;
    expect((await t.call(adminToken, { method: 'PUT', url: `/common/v1/sysUsers/${id}`, payload: { version, accessType: 0 } })).statusCode).toBe(200);
    expect((await signInRequest(t.app, 'app-only-user', sha1Hex('Apponly-pass1'))).statusCode).toBe(200);
  });

  it('refuses the administrator of a pending, then rejected company, and admits an approved one', async () => {
    const pending = await t.app.inject({ method: 'POST', url: '/register', payload: registration('charlie-ops', 'Charlie Air') });
    expect(pending.json()).toMatchObject({ code: 20000, result: { status: 'pending' } });
    const password = sha1Hex('Charlie-pass1');
    expectError(await signInRequest(t.app, 'charlie-ops', password), 403, 'error.companyPending');
    const rejected = await t.call(adminToken, { method: 'POST', url: `/common/v1/registrations/${pending.json().result.applicationId}/reject`, payload: { version: 1, note: 'incomplete' } });
    expect(rejected.json()).toMatchObject({ code: 20000, result: { status: 'rejected' } });
    expectError(await signInRequest(t.app, 'charlie-ops', password), 403, 'error.companyRejected');

    const other = await t.app.inject({ method: 'POST', url: '/register', payload: registration('delta-ops', 'Delta Air') });
    const approved = await t.call(adminToken, { method: 'POST', url: `/common/v1/registrations/${other.json().result.applicationId}/approve`, payload: { version: 1 } });
    expect(approved.json()).toMatchObject({ code: 20000, result: { status: 'active' } });
    const res = await signInRequest(t.app, 'delta-ops', password);
    expect(res.json()).toMatchObject({ code: 20000, result: { username: 'delta-ops' } });
  });

  it('answers the pre-check the same for existing and unknown names', async () => {
    const known = await t.app.inject({ method: 'GET', url: `/account/v1/users/getLoginInfo/admin/${TEST_PASSWORD_SHA1}` });
    const unknown = await t.app.inject({ method: 'GET', url: `/account/v1/users/getLoginInfo/nobody-here/${WRONG_SHA1}` });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json().result).toEqual({ captchaRequired: true, smsRequired: false, loginNameMaxLength: t.config.loginNameMaxLength });
  });
});

describe('sign-in with FOC_CAPTCHA=off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ captcha: false });
  });
  afterAll(async () => t.close());

  it('signs in without a captcha', async () => {
    const captcha = (await t.app.inject({ method: 'GET', url: '/uaa/captcha' })).json();
    expect(captcha.result).toMatchObject({ enabled: false, captchaId: null, image: null });
    const query = { client_id: 'browser', grant_type: 'password', scope: 'ui', username: 'demo-cs', password: TEST_PASSWORD_SHA1 };
    const res = await t.app.inject({ method: 'POST', url: '/uaa/oauth/token', query });
    expect(res.json()).toMatchObject({ code: 20000, result: { username: 'demo-cs' } });
    const info = (await t.app.inject({ method: 'GET', url: `/account/v1/users/getLoginInfo/demo-cs/${TEST_PASSWORD_SHA1}` })).json();
    expect(info.result.captchaRequired).toBe(false);
    // the password is still checked
    const wrong = await t.app.inject({ method: 'POST', url: '/uaa/oauth/token', query: { ...query, password: WRONG_SHA1 } });
    expectError(wrong, 400, 'error.wrongCredentials');
  });
});
