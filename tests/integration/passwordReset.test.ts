import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, passwordResets } from '../../server/db/schema';
import { sha1Hex } from '../../server/modules/uaa/tokens';
import { ok, refused } from '../support/expect';
import { createTestApp, type TestApp } from '../support/testApp';

/**
 * Forgotten password: the link goes to the user through the company's mail outbox, in the asker's
 * language; no log line ever carries the token; a company without a mail server gets a clear answer.
 */
describe('forgotten password by e-mail', () => {
  let t: TestApp;
  const logLines: string[] = [];
  let userToken: string;
  let adminToken: string;
  const forgot = (email: string, lang = 'en') =>
    t.call(undefined, { method: 'POST', url: '/account/v1/users/forgotPassword', headers: { 'accept-language': lang }, payload: { email } });
  const mailTo = async (address: string) => (await t.database.db.select().from(outbox).where(eq(outbox.recipient, address))).at(-1);
  const tokenOf = (body: string) => /resetToken=([^\s]+)/.exec(body)?.[1] ?? '';

  beforeAll(async () => {
    t = await createTestApp({ logLevel: 'trace', requestLog: true, publicUrl: 'https://foc.example.com/' }, { logStream: { write: (line: string) => void logLines.push(line) } });
    const admin = await t.signIn('admin');
    adminToken = admin;
    const created = await t.call(admin, {
      method: 'POST',
      url: '/common/v1/sysUsers',
      payload: { userName: 'pilot-li', password: 'Demo-pass1', personName: '李机长', email: 'Li.Pilot@demo.example', roleIds: [], seatIds: [] },
    });
    expect(created.json().code).toBe(20000);
    // give the user a seat and a permission so that sign-in is allowed
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
    userToken = await t.signIn('pilot-li');
  });
  afterAll(async () => t.close());

  it('answers code 6004 when no account has the address', async () => {
    const res = await forgot('nobody@nowhere.example');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 6004, key: 'error.noMatchingEmail' });
  });

  it('refuses a malformed address with the e-mail rule', async () => {
    expect((await forgot('not-an-address')).json().result.fields.email.key).toMatch(/^validation\./);
  });

  it('without a mail server: a translated answer, no token made, nothing in the log to take the account with', async () => {
    const before = logLines.length;
    const res = refused(await forgot('li.pilot@demo.example'), 409, 'error.resetMailNotConfigured');
    expect(res.message).toMatch(/e-mail server/);
    expect(refused(await forgot('li.pilot@demo.example', 'zh-CN'), 409, 'error.resetMailNotConfigured').message).toMatch(/邮件服务器/);
    expect(await t.database.db.select().from(passwordResets)).toHaveLength(0);
    expect(await mailTo('Li.Pilot@demo.example')).toBeUndefined();
    expect(logLines.slice(before).join('\n')).not.toMatch(/resetToken/);
  });

  it('mails a one-time link through the outbox, logs no token, applies the 6–16 rule, and ends the old sessions', async () => {
    const settings = ok(await t.call(adminToken, { method: 'GET', url: '/message/v1/mailSettings' }));
    ok(
      await t.call(adminToken, {
        method: 'PUT',
        url: '/message/v1/mailSettings',
        payload: { version: settings.version, enabled: true, host: 'smtp.demo.example', port: 587, secure: false, userName: '', fromAddress: 'ops@demo.example', language: 'zh' },
      }),
    );
    const before = logLines.length;
    expect(ok(await forgot('li.pilot@DEMO.example'))).toEqual({ sent: 1 });
    const mail = (await mailTo('Li.Pilot@demo.example'))!;
    // in the asker's language, with the public address, as a private mail of the outbox
    expect(mail).toMatchObject({ channel: 'email', status: 'unsent', recipientName: '李机长', subject: 'Reset your FOC password', functionCode: 'PASSWORD_RESET' });
    expect(mail.body).toContain('https://foc.example.com/foc/#/login?resetToken=');
    expect(mail.body).toContain('pilot-li');
    const token = tokenOf(mail.body);
    expect(token.length).toBeGreaterThan(20);
    // the outbox screen never shows the link
    const listed = ok(await t.call(adminToken, { method: 'POST', url: '/message/v1/outbox/list', payload: { pageSize: 100 } }));
    const row = listed.list.find((r: { id: string }) => r.id === mail.id);
    expect(row).toMatchObject({ subject: 'Reset your FOC password', body: '' });

    const reset = (payload: object, url = '/account/v1/users/resetPassword') => t.call(undefined, { method: 'POST', url, payload });
    const short = await reset({ token, password: 'abc12', confirmPassword: 'abc12' });
    expect(short.json().result.fields.password.key).toMatch(/^validation\./);
    const mismatch = await reset({ token, password: 'abc123456', confirmPassword: 'abc1234567' });
    expect(mismatch.json().result.fields.confirmPassword.key).toMatch(/^validation\./);
    // a token carried in a URL is not logged either
    await reset({ token, password: 'x', confirmPassword: 'x' }, `/account/v1/users/resetPassword?token=${token}&resetToken=${token}`);

    expect((await reset({ token, password: 'NewPass-7', confirmPassword: 'NewPass-7' })).json().code).toBe(20000);
    expect((await reset({ token, password: 'NewPass-8', confirmPassword: 'NewPass-8' })).json().key).toBe('error.resetLinkInvalid');

    const logged = logLines.slice(before).join('\n');
    expect(logged).toContain('/account/v1/users/resetPassword'); // the requests were logged, only without the secret
    expect(logged).not.toContain(token);
    expect(logged).not.toMatch(/resetToken=[^*]/);

    expect((await t.call(userToken, { method: 'GET', url: '/account/v1/seats/getCurrentUserSeatList' })).statusCode).toBe(401);
    await expect(t.signIn('pilot-li')).rejects.toThrow();
    expect(await t.signIn('pilot-li', sha1Hex('NewPass-7'))).toMatch(/\S{20,}/);
  });
});
