import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha1Hex } from '../../server/modules/uaa/tokens';
import { TEST_PASSWORD_SHA1 } from '../support/fixtures';
import { createTestApp, signInRequest, type TestApp } from '../support/testApp';

/**
 * Change password: the new password travels as text (like registration, user create and both resets),
 * so the server applies the 6–16 rule itself; wrong old passwords are limited per account and address.
 */
describe('change password rules and old-password limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: { windowSeconds: 600, perAccount: 3, perIp: 100 } });
  });
  afterAll(async () => t.close());

  const change = (token: string, body: Record<string, string>, remoteAddress = '127.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/account/v1/users/changepassword',
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
      remoteAddress,
      payload: { userName: 'demo-cabin', oldPassword: TEST_PASSWORD_SHA1, newPassword: 'Cabin-pass2', confirmPassword: 'Cabin-pass2', ...body },
    });

  it('refuses an empty and a one-character new password with the translated length rule', async () => {
    const token = await t.signIn('demo-cabin');
    for (const pw of ['', 'x']) {
      const res = await change(token, { newPassword: pw, confirmPassword: pw });
      expect(res.statusCode).toBe(400);
      const field = res.json().result.fields.newPassword;
      expect(field.key).toMatch(/^validation\./);
      if (pw) expect(field).toEqual({ key: 'validation.password.length', params: { min: 6, max: 16 } });
    }
    // the SHA-1 of a short password (what the browser used to send) is no way around the rule
    const hashed = sha1Hex('x');
    expect((await change(token, { newPassword: hashed, confirmPassword: hashed })).json().result.fields.newPassword.key).toBe('validation.password.length');
    // nothing changed: the old password still signs in
    expect((await signInRequest(t.app, 'demo-cabin', TEST_PASSWORD_SHA1)).json().code).toBe(20000);
  });

  it('refuses a confirmation that differs, the old password again and the login name', async () => {
    const token = await t.signIn('demo-cabin');
    expect((await change(token, { confirmPassword: 'Cabin-pass3' })).json().result.fields.confirmPassword.key).toMatch(/^validation\./);
    expect((await change(token, { newPassword: 'Demo-pass1', confirmPassword: 'Demo-pass1' })).json().key).toBe('error.passwordSameAsOld');
    expect((await change(token, { newPassword: 'Demo-Cabin', confirmPassword: 'Demo-Cabin' })).json().key).toBe('error.passwordSameAsName');
  });

  it('limits wrong old passwords per account, with a translated answer, without locking sign-in', async () => {
    const token = await t.signIn('demo-ground');
    const body = (old: string) => ({ userName: 'demo-ground', oldPassword: old });
    for (let i = 0; i < 3; i++) {
      const res = await change(token, body(sha1Hex(`Guess-${i}`)), `10.9.0.${i + 1}`);
      expect(res.json().key).toBe('error.oldPasswordWrong');
    }
    const refused = await change(token, body(TEST_PASSWORD_SHA1), '10.9.0.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().key).toBe('error.tooManyPasswordAttempts');
    expect(refused.json().message).toMatch(/old password/i);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // sign-in is not locked by it
    expect((await signInRequest(t.app, 'demo-ground', TEST_PASSWORD_SHA1)).json().code).toBe(20000);
  });

  it('limits wrong old passwords per address across accounts', async () => {
    const ip = '10.9.1.1';
    const limited = await createTestApp({ rateLimit: { windowSeconds: 600, perAccount: 100, perIp: 2 } });
    try {
      const tryOld = async (user: string, old: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/account/v1/users/changepassword',
          headers: { authorization: `Bearer ${await limited.signIn(user)}` },
          remoteAddress: ip,
          payload: { userName: user, oldPassword: old, newPassword: 'Other-pass2', confirmPassword: 'Other-pass2' },
        });
      expect((await tryOld('demo-cs', sha1Hex('Guess-a'))).json().key).toBe('error.oldPasswordWrong');
      expect((await tryOld('demo-eval', sha1Hex('Guess-b'))).json().key).toBe('error.oldPasswordWrong');
      expect((await tryOld('demo-fleet', TEST_PASSWORD_SHA1)).json().key).toBe('error.tooManyPasswordAttempts');
    } finally {
      await limited.close();
    }
  });
});
