import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchas, loginFailures } from '../../server/db/schema';
import { sha1Hex } from '../../server/modules/uaa/tokens';
import { TEST_PASSWORD_SHA1 } from '../support/fixtures';
import { createTestApp, signInRequest, type TestApp } from '../support/testApp';

const WRONG_SHA1 = sha1Hex('Not-the-password1');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Res = Awaited<ReturnType<typeof signInRequest>>;

function expectTooMany(res: Res, windowSeconds: number): number {
  const body = res.json();
  expect({ status: res.statusCode, code: body.code, key: body.key }).toEqual({ status: 429, code: 429, key: 'error.tooManyAttempts' });
  const retryAfter = Number(res.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  expect(body.result).toEqual({ retryAfterSeconds: retryAfter });
  expect(body.result.access_token).toBeUndefined();
  return retryAfter;
}

function expectWrong(res: Res) {
  expect({ status: res.statusCode, key: res.json().key }).toEqual({ status: 400, key: 'error.wrongCredentials' });
}

function expectSignedIn(res: Res, userName: string) {
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ code: 20000, result: { username: userName } });
}

async function failureRow(t: TestApp, key: string) {
  const [row] = await t.database.db.select().from(loginFailures).where(eq(loginFailures.key, key));
  return row;
}

describe('per-account limit', () => {
  const windowSeconds = 600;
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: { windowSeconds, perAccount: 3, perIp: 100 } });
  });
  afterAll(async () => t.close());

  it('refuses the attempt after the limit, even with the right password, before the captcha is spent', async () => {
    for (let i = 0; i < 3; i++) expectWrong(await signInRequest(t.app, 'demo-cs', WRONG_SHA1, { remoteAddress: `10.1.0.${i + 1}` }));
    expect(await failureRow(t, 'user:demo-cs')).toMatchObject({ failures: 3 });

    const captchaId = (await t.app.inject({ method: 'GET', url: '/uaa/captcha' })).json().result.captchaId as string;
    const refused = await signInRequest(t.app, 'demo-cs', TEST_PASSWORD_SHA1, { captchaId, remoteAddress: '10.1.0.9' });
    expectTooMany(refused, windowSeconds);
    // refused before anything else: the captcha is still unused, the counter did not move
    expect(await t.database.db.select().from(captchas).where(eq(captchas.id, captchaId))).toHaveLength(1);
    expect(await failureRow(t, 'user:demo-cs')).toMatchObject({ failures: 3 });
    // the user name is matched case-insensitively
    expectTooMany(await signInRequest(t.app, 'DEMO-CS', TEST_PASSWORD_SHA1, { remoteAddress: '10.1.0.10' }), windowSeconds);
    // other accounts from the same address are not affected (and can use the untouched captcha)
    expectSignedIn(await signInRequest(t.app, 'demo-eval', TEST_PASSWORD_SHA1, { captchaId, remoteAddress: '10.1.0.9' }), 'demo-eval');
  });

  it('holds under a burst of concurrent attempts', async () => {
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, i) => signInRequest(t.app, 'demo-control', sha1Hex(`Guess-${i}`), { remoteAddress: `10.3.0.${i + 1}` })),
    );
    const statuses = burst.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([...Array(3).fill(400), ...Array(9).fill(429)]);
    expect(await failureRow(t, 'user:demo-control')).toMatchObject({ failures: 3 });
    expectTooMany(await signInRequest(t.app, 'demo-control', TEST_PASSWORD_SHA1, { remoteAddress: '10.3.1.1' }), windowSeconds);
  });

  it('a successful sign-in clears the account counter', async () => {
    const ip = '10.2.0.1';
    expectWrong(await signInRequest(t.app, 'demo-fleet', WRONG_SHA1, { remoteAddress: ip }));
    expectWrong(await signInRequest(t.app, 'demo-fleet', WRONG_SHA1, { remoteAddress: ip }));
    expect(await failureRow(t, 'user:demo-fleet')).toMatchObject({ failures: 2 });
    expectSignedIn(await signInRequest(t.app, 'demo-fleet', TEST_PASSWORD_SHA1, { remoteAddress: ip }), 'demo-fleet');
    expect(await failureRow(t, 'user:demo-fleet')).toBeUndefined();
    // without the reset the second of these would already be refused (2 + 2 > 3)
    expectWrong(await signInRequest(t.app, 'demo-fleet', WRONG_SHA1, { remoteAddress: ip }));
    expectWrong(await signInRequest(t.app, 'demo-fleet', WRONG_SHA1, { remoteAddress: ip }));
    expectSignedIn(await signInRequest(t.app, 'demo-fleet', TEST_PASSWORD_SHA1, { remoteAddress: ip }), 'demo-fleet');
  });
});

describe('per-IP limit', () => {
  const windowSeconds = 600;
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: { windowSeconds, perAccount: 100, perIp: 3 } });
  });
  afterAll(async () => t.close());

  it('trips across different accounts from one address while another address still works', async () => {
    const ip = '192.0.2.10';
    expectWrong(await signInRequest(t.app, 'demo-cs', WRONG_SHA1, { remoteAddress: ip }));
    expectWrong(await signInRequest(t.app, 'demo-eval', WRONG_SHA1, { remoteAddress: ip }));
    expectWrong(await signInRequest(t.app, 'nobody-here', WRONG_SHA1, { remoteAddress: ip }));
    expect(await failureRow(t, `ip:${ip}`)).toMatchObject({ failures: 3 });

    expectTooMany(await signInRequest(t.app, 'demo-crew', TEST_PASSWORD_SHA1, { remoteAddress: ip }), windowSeconds);
    expectTooMany(await signInRequest(t.app, 'admin', TEST_PASSWORD_SHA1, { remoteAddress: ip }), windowSeconds);
    expectSignedIn(await signInRequest(t.app, 'demo-crew', TEST_PASSWORD_SHA1, { remoteAddress: '192.0.2.11' }), 'demo-crew');
    // a success elsewhere does not clear the address's counter
    expectTooMany(await signInRequest(t.app, 'demo-crew', TEST_PASSWORD_SHA1, { remoteAddress: ip }), windowSeconds);
  });

  it('does not count successful sign-ins against the address', async () => {
    const ip = '192.0.2.30';
    for (const user of ['demo-cs', 'demo-eval', 'demo-fleet', 'demo-crew', 'demo-cs']) {
      expectSignedIn(await signInRequest(t.app, user, TEST_PASSWORD_SHA1, { remoteAddress: ip }), user);
    }
    expect(await failureRow(t, `ip:${ip}`)).toMatchObject({ failures: 0 });
  });

  it('counts wrong captchas against the address', async () => {
    const ip = '192.0.2.20';
    for (let i = 0; i < 3; i++) {
      const res = await signInRequest(t.app, 'demo-run', TEST_PASSWORD_SHA1, { remoteAddress: ip, captchaCode: 'ZZZZ' });
      expect(res.json().key).toBe('error.captchaWrong');
    }
    expectTooMany(await signInRequest(t.app, 'demo-run', TEST_PASSWORD_SHA1, { remoteAddress: ip }), windowSeconds);
    expectSignedIn(await signInRequest(t.app, 'demo-run', TEST_PASSWORD_SHA1, { remoteAddress: '192.0.2.21' }), 'demo-run');
  });
});

describe('window expiry', () => {
  const windowSeconds = 1;
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: { windowSeconds, perAccount: 2, perIp: 100 } });
  });
  afterAll(async () => t.close());

  it('lets the account in again once the window has passed', async () => {
    const ip = '198.51.100.1';
    // Sign-in attempts are slow on some machines: pin the window's start so the refusal is certain.
    expectWrong(await signInRequest(t.app, 'demo-cabin', WRONG_SHA1, { remoteAddress: ip }));
    expectWrong(await signInRequest(t.app, 'demo-cabin', WRONG_SHA1, { remoteAddress: ip }));
    await t.database.db.update(loginFailures).set({ windowStart: new Date() }).where(eq(loginFailures.key, 'user:demo-cabin'));
    expectTooMany(await signInRequest(t.app, 'demo-cabin', TEST_PASSWORD_SHA1, { remoteAddress: ip }), windowSeconds);
    await sleep(1100);
    expectSignedIn(await signInRequest(t.app, 'demo-cabin', TEST_PASSWORD_SHA1, { remoteAddress: ip }), 'demo-cabin');
  });

  it('starts a new window for a failure after the old one has passed', async () => {
    const ip = '198.51.100.2';
    expectWrong(await signInRequest(t.app, 'demo-ground', WRONG_SHA1, { remoteAddress: ip }));
    expectWrong(await signInRequest(t.app, 'demo-ground', WRONG_SHA1, { remoteAddress: ip }));
    await sleep(1100);
    expectWrong(await signInRequest(t.app, 'demo-ground', WRONG_SHA1, { remoteAddress: ip }));
    expect(await failureRow(t, 'user:demo-ground')).toMatchObject({ failures: 1 });
    expectSignedIn(await signInRequest(t.app, 'demo-ground', TEST_PASSWORD_SHA1, { remoteAddress: ip }), 'demo-ground');
  });
});
