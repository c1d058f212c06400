/**
 * Mail settings cannot point into the server's own network: saving a loopback, private or
 * link-local host (or a name resolving to one) or a non-SMTP port is refused with a translated
 * field error; a test mail to such settings (saved before the rule, or a name that resolves
 * elsewhere now) answers the one generic failure, no sooner than the platform's minimum time, as
 * every other failure does. The platform setting lets a relay on the same host through.
 */
import { createServer, type AddressInfo, type Server } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailSettings, outbox } from '../../server/db/schema';
import { ok } from '../support/expect';
import { principalOf } from '../support/fixtures';
import { createTestApp } from '../support/testApp';

const SETTINGS = '/message/v1/mailSettings';
const FAIL_MS = 300;
const EN = { 'accept-language': 'en' };
const strict = await createTestApp({ mail: { allowPrivate: false, ports: [25, 465, 587, 2525], testFailMs: FAIL_MS } });
const relaxed = await createTestApp({ mail: { allowPrivate: true, ports: 'any', testFailMs: FAIL_MS } });
let token = '';
let relaxedToken = '';
let companyId = '';
let listening: Server;
let openPort = 0;

beforeAll(async () => {
  token = await strict.signIn('admin');
  relaxedToken = await relaxed.signIn('admin');
  companyId = (await principalOf(strict.database.db, strict.app.services, 'admin')).companyId;
  // an open port that is no mail server (it accepts and says nothing), like a database would
  listening = createServer((s) => s.on('error', () => undefined));
  await new Promise<void>((r) => listening.listen(0, '127.0.0.1', () => r()));
  openPort = (listening.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((r) => listening.close(r));
  await strict.close();
  await relaxed.close();
});

const body = (host: string, port: number, version: number) => ({ version, enabled: true, host, port, secure: false, userName: '', fromAddress: 'ops@alpha.example.com', language: 'en' });
const currentVersion = async (t = strict, who = token) => ok(await t.call(who, { method: 'GET', url: SETTINGS })).version as number;

describe('saving', () => {
  it.each([
    ['127.0.0.1', 25],
    ['localhost', 25],
    ['[::1]', 587],
    ['::ffff:127.0.0.1', 587],
    ['0.0.0.0', 25],
    ['10.0.0.1', 25],
    ['192.168.1.10', 465],
    ['169.254.169.254', 25],
    ['[fe80::1]', 25],
    ['2130706433', 25], // 127.0.0.1 as one number: the resolver reads it as an address
  ])('%s:%i is refused on the host field, translated', async (host, port) => {
    const res = await strict.call(token, { method: 'PUT', url: SETTINGS, headers: EN, payload: body(host, port, await currentVersion()) });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().result.fields.host.key).toBe('message.mailHostNotAllowed');
  });

  it('127.0.0.1:5432 is refused: a port outside the SMTP ports', async () => {
    const res = await strict.call(token, { method: 'PUT', url: SETTINGS, headers: EN, payload: body('127.0.0.1', 5432, await currentVersion()) });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().result.fields.port).toEqual({ key: 'message.mailPortNotAllowed', params: { ports: '25, 465, 587, 2525' } });
    expect(await currentVersion()).toBe(0);
  });

  it('a public address on an SMTP port saves; the platform setting allows 127.0.0.1:5432', async () => {
    expect(ok(await strict.call(token, { method: 'PUT', url: SETTINGS, payload: body('192.0.2.10', 587, 0) }))).toMatchObject({ host: '192.0.2.10', port: 587, version: 1 });
    const v = await currentVersion(relaxed, relaxedToken);
    expect(ok(await relaxed.call(relaxedToken, { method: 'PUT', url: SETTINGS, payload: body('127.0.0.1', 5432, v) }))).toMatchObject({ host: '127.0.0.1', port: 5432 });
  });
});

describe('the test mail', () => {
  /** Settings as if saved before the rule (or by a name that resolves elsewhere now). */
  const store = async (host: string, port: number) => {
    await strict.database.db.update(mailSettings).set({ host, port, enabled: true }).where(eq(mailSettings.companyId, companyId));
  };
  const test = async (t = strict, who = token) => {
    const started = Date.now();
    const res = await t.call(who, { method: 'POST', url: `${SETTINGS}/test`, headers: EN, payload: { to: 'admin@example.com' } });
    return { r: ok(res), ms: Date.now() - started };
  };
  const GENERIC = { ok: false, key: 'message.mailTestFailed', message: expect.stringMatching(/test mail could not be sent/), detail: null };

  it('loopback, a private address, link-local, [::1], localhost and a database port: one generic answer, no sooner than the minimum time', async () => {
    for (const [host, port] of [['127.0.0.1', 5432], ['127.0.0.1', openPort], ['localhost', 25], ['[::1]', 25], ['10.0.0.1', 25], ['169.254.169.254', 25]] as const) {
      await store(host, port);
      const { r, ms } = await test();
      expect(r, `${host}:${port}`).toEqual(GENERIC);
      expect(ms).toBeGreaterThanOrEqual(FAIL_MS - 5);
    }
  });

  it('with the platform setting: a closed port and an open non-SMTP port answer alike and at the same time', async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', () => r()));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((r) => closed.close(r));
    const answers = [];
    for (const port of [closedPort, openPort]) {
      const v = await currentVersion(relaxed, relaxedToken);
      ok(await relaxed.call(relaxedToken, { method: 'PUT', url: SETTINGS, payload: body('127.0.0.1', port, v) }));
      answers.push(await test(relaxed, relaxedToken));
    }
    for (const { r, ms } of answers) {
      expect(r).toEqual(GENERIC);
      expect(ms).toBeGreaterThanOrEqual(FAIL_MS - 5);
      expect(ms).toBeLessThan(FAIL_MS + 5000); // the silent port is cut at the minimum, not at nodemailer's 10 s greeting timeout
    }
  });

  it('the outbox worker does not deliver to a refused address either', async () => {
    await store('127.0.0.1', 25);
    await strict.database.db.delete(outbox);
    await strict.database.db.insert(outbox).values({ companyId, channel: 'email', recipient: 'crew@example.com', subject: 'S', body: 'B' });
    await strict.app.services.outbox.drainOnce();
    const [row] = await strict.database.db.select().from(outbox).where(eq(outbox.companyId, companyId));
    expect(row!.lastError).toMatch(/^message\.smtpTargetRefused/);
  });
});
