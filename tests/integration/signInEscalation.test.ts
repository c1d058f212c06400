import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFailures } from '../../server/db/schema';
import { createLoginFailureRepository } from '../../server/modules/uaa/repository';
import { sha1Hex } from '../../server/modules/uaa/tokens';
import { TEST_PASSWORD_SHA1 } from '../support/fixtures';
import { CAPTCHA_TEXT, createTestApp, type TestApp } from '../support/testApp';

/**
 * Sign-in failures escalate instead of locking out: past 3 failures of an account or 10 from an
 * address (in the window) every attempt needs a solved captcha, even with the baseline captcha off,
 * and waits a growing delay; the right password with a solved captcha always gets in.
 */
const WRONG_SHA1 = sha1Hex('Not-the-password1');
const ESCALATION = { captchaAfterAccount: 3, captchaAfterIp: 10, delayBaseMs: 1, delayMaxMs: 4, escalation: true };

/** A sign-in; `captcha`: fetch one (as the browser does once asked) and answer it (or with `code`). */
async function attempt(app: FastifyInstance, username: string, password: string, opts: { ip: string; captcha?: boolean; code?: string }) {
  const query: Record<string, string> = { client_id: 'browser', grant_type: 'password', scope: 'ui', username, password };
  if (opts.captcha) {
    const c = (await app.inject({ method: 'GET', url: '/uaa/captcha', query: { required: '1' } })).json().result;
    expect(c).toMatchObject({ enabled: true, captchaId: expect.any(String) });
    query.captchaId = c.captchaId;
    query.captchaCode = opts.code ?? CAPTCHA_TEXT;
  }
  return app.inject({ method: 'POST', url: '/uaa/oauth/token', query, remoteAddress: opts.ip, headers: { 'accept-language': 'en' } });
}
type Res = Awaited<ReturnType<typeof attempt>>;
const keyOf = (res: Res) => ({ status: res.statusCode, key: res.json().key as string | undefined });
const WRONG = { status: 400, key: 'error.wrongCredentials' };
const CAPTCHA_REQUIRED = { status: 400, key: 'error.captchaRequired' };

function expectSignedIn(res: Res, userName: string) {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toMatchObject({ code: 20000, result: { username: userName } });
}

describe('sign-in escalation with the baseline captcha off', () => {
  let t: TestApp;
  const failures = async (key: string) => (await t.database.db.select().from(loginFailures).where(eq(loginFailures.key, key)))[0]?.failures;
  beforeAll(async () => {
    t = await createTestApp({ captcha: false, rateLimit: { windowSeconds: 600, perAccount: 5, perIp: 20 }, signIn: ESCALATION });
  });
  afterAll(async () => t.close());

  it('20 failures from one address: another user still gets in with the right password and a captcha', async () => {
    const ip = '192.0.2.10';
    for (let i = 0; i < 10; i++) expect(keyOf(await attempt(t.app, `guess-${i}`, WRONG_SHA1, { ip }))).toEqual(WRONG);
    // from now on the address needs a captcha: without one the attempt is refused before any hashing and not counted
    expect(keyOf(await attempt(t.app, 'guess-x', WRONG_SHA1, { ip }))).toEqual(CAPTCHA_REQUIRED);
    for (let i = 10; i < 20; i++) expect(keyOf(await attempt(t.app, `guess-${i}`, WRONG_SHA1, { ip, captcha: true }))).toEqual(WRONG);
    expect(await failures(`ip:${ip}`)).toBe(20);

    const bare = await attempt(t.app, 'demo-crew', TEST_PASSWORD_SHA1, { ip });
    expect(keyOf(bare)).toEqual(CAPTCHA_REQUIRED);
    expect(bare.json().message).toBe('Verification code is required');
    expectSignedIn(await attempt(t.app, 'demo-crew', TEST_PASSWORD_SHA1, { ip, captcha: true }), 'demo-crew');
    // another address is untouched
    expectSignedIn(await attempt(t.app, 'demo-eval', TEST_PASSWORD_SHA1, { ip: '192.0.2.11' }), 'demo-eval');
  });

  it('the owner of an account with 5 failures gets in with a captcha; a wrong captcha does not', async () => {
    for (let i = 0; i < 3; i++) expect(keyOf(await attempt(t.app, 'demo-cs', WRONG_SHA1, { ip: `10.1.0.${i + 1}` }))).toEqual(WRONG);
    for (let i = 3; i < 5; i++) expect(keyOf(await attempt(t.app, 'demo-cs', WRONG_SHA1, { ip: `10.1.0.${i + 1}`, captcha: true }))).toEqual(WRONG);
    expect(await failures('user:demo-cs')).toBe(5);
    const ip = '10.1.1.1';
    expect(keyOf(await attempt(t.app, 'DEMO-CS', TEST_PASSWORD_SHA1, { ip }))).toEqual(CAPTCHA_REQUIRED); // names match case-insensitively
    expect(keyOf(await attempt(t.app, 'demo-cs', TEST_PASSWORD_SHA1, { ip, captcha: true, code: 'ZZZZ' }))).toEqual({ status: 400, key: 'error.captchaWrong' });
    expectSignedIn(await attempt(t.app, 'demo-cs', TEST_PASSWORD_SHA1, { ip, captcha: true }), 'demo-cs');
    // success clears the account: the next sign-in needs no captcha
    expect(await failures('user:demo-cs')).toBeUndefined();
    expectSignedIn(await attempt(t.app, 'demo-cs', TEST_PASSWORD_SHA1, { ip }), 'demo-cs');
  });

  it('holds under a burst of concurrent attempts: only 3 reach the password check', async () => {
    const burst = await Promise.all(Array.from({ length: 12 }, (_, i) => attempt(t.app, 'demo-control', sha1Hex(`Guess-${i}`), { ip: `10.3.0.${i + 1}` })));
    const keys = burst.map((r) => r.json().key).sort();
    expect(keys).toEqual([...Array(9).fill('error.captchaRequired'), ...Array(3).fill('error.wrongCredentials')]);
    expect(await failures('user:demo-control')).toBe(3);
  });

  it('an attempt given back returns to the window that counted it, even when its clock reads before the window opened', async () => {
    // a burst: the attempt whose clock reads 12:00:00.005 opens the window; the one read at .001 is counted after it
    const repo = createLoginFailureRepository(t.database.db);
    const first = await repo.count('user:burst', new Date('2026-05-01T12:00:00.005Z'), 600);
    const second = await repo.count('user:burst', new Date('2026-05-01T12:00:00.001Z'), 600);
    expect(second).toEqual({ failures: 2, windowStart: first.windowStart });
    await repo.release('user:burst', second.windowStart);
    expect(await failures('user:burst')).toBe(1);
    // a window replaced since is not touched
    await repo.release('user:burst', new Date('2026-05-01T11:00:00.000Z'));
    expect(await failures('user:burst')).toBe(1);
  });

  it('a successful sign-in clears the account counter and does not count against the address', async () => {
    const ip = '10.2.0.1';
    expect(keyOf(await attempt(t.app, 'demo-fleet', WRONG_SHA1, { ip }))).toEqual(WRONG);
    expect(keyOf(await attempt(t.app, 'demo-fleet', WRONG_SHA1, { ip }))).toEqual(WRONG);
    expectSignedIn(await attempt(t.app, 'demo-fleet', TEST_PASSWORD_SHA1, { ip }), 'demo-fleet');
    expect(await failures('user:demo-fleet')).toBeUndefined();
    expect(await failures(`ip:${ip}`)).toBe(2);
  });
});

describe('sign-in delays after escalation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ captcha: true, signIn: { ...ESCALATION, delayBaseMs: 300, delayMaxMs: 600 } });
  });
  afterAll(async () => t.close());

  it('waits longer with each failure past the threshold, the right password included', async () => {
    const ip = '198.51.100.7';
    const timed = async (password: string) => {
      const started = Date.now();
      const res = await attempt(t.app, 'demo-run', password, { ip, captcha: true });
      return { key: res.json().key as string | undefined, ms: Date.now() - started };
    };
    for (let i = 0; i < 3; i++) expect((await timed(WRONG_SHA1)).key).toBe('error.wrongCredentials');
    const first = await timed(WRONG_SHA1); // 4th attempt: 300 ms
    expect(first).toMatchObject({ key: 'error.wrongCredentials' });
    expect(first.ms).toBeGreaterThanOrEqual(300);
    const right = await timed(TEST_PASSWORD_SHA1); // 5th: 600 ms (capped), and in
    expect(right.key).toBeUndefined();
    expect(right.ms).toBeGreaterThanOrEqual(600);
  });
});
