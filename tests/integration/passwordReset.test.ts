import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha1Hex } from '../../server/modules/uaa/tokens';
import { createTestApp, type TestApp } from '../support/testApp';

describe('forgotten password by e-mail', () => {
  let t: TestApp;
  const sent: { email: string; token: string }[] = [];
  let userToken: string;
  beforeAll(async () => {
    t = await createTestApp({}, { deliverReset: async (to, token) => void sent.push({ email: to.email, token }) });
    const admin = await t.signIn('admin');
    const created = await t.call(admin, {
      method: 'POST',
      url: '/common/v1/sysUsers',
      payload: { userName: 'pilot-li', password: 'Demo-pass1', personName: '李机长', email: 'Li.Pilot@demo.example', roleIds: [], seatIds: [] },
    });
    expect(created.json().code).toBe(20000);
    // give the user a seat and a permission so that sign-in is allowed
    const me = (await t.call(admin, { method: 'GET', url: `/account/v1/users/current/${admin}` })).json().result;
    const cs = await t.signIn('demo-cs');
    const csMe = (await t.call(cs, { method: 'GET', url: `/account/v1/users/current/${cs}` })).json().result;
    const demoCs = (await t.call(admin, { method: 'POST', url: '/common/v1/sysUsers/list', payload: { searchParas: { conditions: [{ name: 'userName', op: 'eq', value: 'demo-cs' }] } } })).json().result.list[0];
    const pilot = created.json().result;
    const upd = await t.call(admin, {
      method: 'PUT',
      url: `/common/v1/sysUsers/${pilot.id}`,
      payload: { version: pilot.version, roleIds: demoCs.roles.map((r: { id: string }) => r.id), seatIds: [csMe.seatList[0].id] },
    });
    expect(upd.json().code, upd.body).toBe(20000);
    expect(me.admin).toBe(true);
    userToken = await t.signIn('pilot-li');
  });
  afterAll(async () => t.close());

  it('answers code 6004 when no account has the address', async () => {
    const res = await t.call(undefined, { method: 'POST', url: '/account/v1/users/forgotPassword', payload: { email: 'nobody@nowhere.example' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 6004, key: 'error.noMatchingEmail' });
  });

  it('refuses a malformed address with the e-mail rule', async () => {
    const res = await t.call(undefined, { method: 'POST', url: '/account/v1/users/forgotPassword', payload: { email: 'not-an-address' } });
    expect(res.json().result.fields.email.key).toMatch(/^validation\./);
  });

  it('sends a one-time link, applies the 6–16 rule, and ends the old sessions', async () => {
    const res = await t.call(undefined, { method: 'POST', url: '/account/v1/users/forgotPassword', payload: { email: 'li.pilot@DEMO.example' } });
    expect(res.json()).toMatchObject({ code: 20000, result: { sent: 1 } });
    const { token } = sent.at(-1)!;

    const short = await t.call(undefined, { method: 'POST', url: '/account/v1/users/resetPassword', payload: { token, password: 'abc12', confirmPassword: 'abc12' } });
    expect(short.json().result.fields.password.key).toMatch(/^validation\./);
    const mismatch = await t.call(undefined, { method: 'POST', url: '/account/v1/users/resetPassword', payload: { token, password: 'abc123456', confirmPassword: 'abc1234567' } });
    expect(mismatch.json().result.fields.confirmPassword.key).toMatch(/^validation\./);

    const ok = await t.call(undefined, { method: 'POST', url: '/account/v1/users/resetPassword', payload: { token, password: 'NewPass-7', confirmPassword: 'NewPass-7' } });
    expect(ok.json().code).toBe(20000);
    const again = await t.call(undefined, { method: 'POST', url: '/account/v1/users/resetPassword', payload: { token, password: 'NewPass-8', confirmPassword: 'NewPass-8' } });
    expect(again.json().key).toBe('error.resetLinkInvalid');

    expect((await t.call(userToken, { method: 'GET', url: '/account/v1/seats/getCurrentUserSeatList' })).statusCode).toBe(401);
    await expect(t.signIn('pilot-li')).rejects.toThrow();
    expect(await t.signIn('pilot-li', sha1Hex('NewPass-7'))).toMatch(/\S{20,}/);
  });
});
