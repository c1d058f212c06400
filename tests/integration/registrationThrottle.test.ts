import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp';

const form = (n: number) => ({
  companyName: `Flood Jets ${n}`,
  phone: '021-55550000',
  address: 'Somewhere 1',
  loginName: `flood-${n}x`,
  password: 'Demo-pass1',
  confirmPassword: 'Demo-pass1',
  contactPerson: 'Ops',
  mobile: '13900000000',
  email: `ops${n}@flood.example`,
});

describe('public registration is throttled per IP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: { windowSeconds: 600, perAccount: 5, perIp: 2 } });
  });
  afterAll(async () => t.close());

  it('lets two applications from one IP through, refuses the third, and not another IP', async () => {
    const post = (n: number, ip: string) => t.app.inject({ method: 'POST', url: '/register', payload: form(n), remoteAddress: ip });
    expect((await post(1, '10.9.9.9')).json().code).toBe(20000);
    expect((await post(2, '10.9.9.9')).json().code).toBe(20000);
    const third = await post(3, '10.9.9.9');
    expect(third.statusCode).toBe(429);
    expect(third.json().key).toBe('error.tooManyAttempts');
    expect((await t.app.inject({ method: 'GET', url: '/register/checkLoginName/flood-3x' })).json().result.available).toBe(true);
    expect((await post(4, '10.9.9.8')).json().code).toBe(20000);
  });

  it('invalid applications do not use up the allowance', async () => {
    const bad = await t.app.inject({ method: 'POST', url: '/register', payload: { ...form(5), mobile: '12' }, remoteAddress: '10.9.9.7' });
    expect(bad.statusCode).toBe(400);
    for (const n of [6, 7]) {
      expect((await t.app.inject({ method: 'POST', url: '/register', payload: form(n), remoteAddress: '10.9.9.7' })).json().code).toBe(20000);
    }
  });
});
