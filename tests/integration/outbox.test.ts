/**
 * The outbox against a real SMTP server in process (smtp-server): mail settings through the routes,
 * rows written as the publisher writes them, delivery, backoff, failure, retry, channels without a
 * provider, the test mail, and company scoping.
 */
import { createServer, type AddressInfo } from 'node:net';
import { eq, inArray, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../server/db/schema';
import { startOutboxWorker } from '../../server/modules/message/outboxService';
import { ok, refused } from '../support/expect';
import { principalOf, TENANT_B_ADMIN } from '../support/fixtures';
import { createTestApp } from '../support/testApp';

// the capture servers listen on 127.0.0.1 on free ports: the platform lets this suite's companies point there
const t = await createTestApp({ mail: { allowPrivate: true, ports: 'any', testFailMs: 4000 } });
const db = t.database.db;
const SETTINGS = '/message/v1/mailSettings';
const PASSWORD = 'Sm7p-secret!';

interface Received {
  to: string[];
  raw: string;
  auth: { user: string; pass: string } | null;
}
interface Smtp {
  port: number;
  received: Received[];
  close(): Promise<void>;
}

/** An SMTP server on a free port: plain text (no STARTTLS), login optional; `reject` refuses every recipient. */
async function startSmtp(reject = false): Promise<Smtp> {
  const received: Received[] = [];
  const logins = new Map<string, { user: string; pass: string }>();
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, session, cb) {
      logins.set(session.id, { user: auth.username ?? '', pass: auth.password ?? '' });
      cb(null, { user: auth.username });
    },
    onRcptTo(_address, _session, cb) {
      if (!reject) return cb();
      const err = new Error('5.1.1 Mailbox unavailable') as Error & { responseCode: number };
      err.responseCode = 550;
      cb(err);
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((a) => a.address), raw: Buffer.concat(chunks).toString('utf8'), auth: logins.get(session.id) ?? null });
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.server.address() as AddressInfo).port;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', () => resolve()));
  const port = (s.address() as AddressInfo).port;
  await new Promise<void>((resolve) => s.close(() => resolve()));
  return port;
}

let token = '';
let bravoToken = '';
let companyA = '';
let companyB = '';
let good: Smtp;
let rejecting: Smtp;

const settings = async () => ok(await t.call(token, { method: 'GET', url: SETTINGS }));
async function save(patch: object) {
  const current = await settings();
  const body = { version: current.version, enabled: true, host: '127.0.0.1', port: good.port, secure: false, userName: 'mailer', fromAddress: 'ops@alpha.example.com', language: 'en', ...patch };
  return ok(await t.call(token, { method: 'PUT', url: SETTINGS, payload: body }));
}
async function insert(rows: Partial<typeof outbox.$inferInsert>[]) {
  const values = rows.map((r) => ({ companyId: companyA, channel: 'email' as const, recipient: 'crew@example.com', subject: 'Subject', body: 'Body', ...r }));
  return db.insert(outbox).values(values).returning();
}
const rowOf = async (id: string) => (await db.select().from(outbox).where(eq(outbox.id, id)))[0]!;
/** Makes rows due now (as time passing would). */
const dueNow = (ids: string[]) => db.update(outbox).set({ nextAttemptTime: sql`now() - interval '1 second'` }).where(inArray(outbox.id, ids));
const list = async (who: string, conditions: object[] = []) =>
  ok(await t.call(who, { method: 'POST', url: '/message/v1/outbox/list', payload: { pageSize: 100, searchParas: { logic: 'and', conditions } } }));
const secondsAhead = (d: Date) => (d.getTime() - Date.now()) / 1000;

beforeAll(async () => {
  token = await t.signIn('admin');
  bravoToken = await t.signIn(TENANT_B_ADMIN);
  companyA = (await principalOf(db, t.app.services, 'admin')).companyId;
  companyB = (await principalOf(db, t.app.services, TENANT_B_ADMIN)).companyId;
  good = await startSmtp();
  rejecting = await startSmtp(true);
  await db.delete(outbox); // only this file's rows
});
afterAll(async () => {
  await good?.close();
  await rejecting?.close();
  await t.close();
});

describe('mail settings', () => {
  it('start empty at version 0, without a password', async () => {
    const s = await settings();
    expect(s).toMatchObject({ enabled: false, host: '', port: 587, hasPassword: false, version: 0 });
    expect(s).not.toHaveProperty('password');
  });

  it('save with a password that GET never answers; an empty password keeps it', async () => {
    const saved = await save({ password: PASSWORD });
    expect(saved).toMatchObject({ enabled: true, host: '127.0.0.1', port: good.port, userName: 'mailer', hasPassword: true, version: 1, language: 'en' });
    const res = await t.call(token, { method: 'GET', url: SETTINGS });
    expect(res.body).not.toContain(PASSWORD);
    expect(res.json().result).not.toHaveProperty('password');
    const again = await save({ password: '' });
    expect(again).toMatchObject({ hasPassword: true, version: 2 });
  });

  it('a stale version → 412, nothing changed', async () => {
    const body = { version: 1, enabled: false, host: 'other.example.com', port: 25, secure: false, userName: '', fromAddress: 'x@example.com', language: 'zh' };
    refused(await t.call(token, { method: 'PUT', url: SETTINGS, payload: body }), 412, 'error.dataChanged');
    expect(await settings()).toMatchObject({ host: '127.0.0.1', version: 2 });
  });

  it('switched on without a sender → 400 with the field', async () => {
    const res = await t.call(token, { method: 'PUT', url: SETTINGS, payload: { version: 2, enabled: true, host: 'smtp.example.com', port: 25, secure: false, userName: '', fromAddress: '', language: 'zh' } });
    expect(refused(res, 400, 'error.requestParameter').result.fields.fromAddress.key).toBe('validation.required');
  });
});

describe('delivery', () => {
  it('sends an e-mail to two recipients with subject and body, logging in with the stored password', async () => {
    const [row] = await insert([{ recipient: 'pilot@example.com, dispatch@example.com', subject: 'Trip T1 changed', body: 'Leg 1 ZBAA-ZSSS departs 08:00Z' }]);
    const report = await t.app.services.outbox.drainOnce();
    expect(report).toMatchObject({ claimed: 1, sent: 1, failed: 0 });
    expect(good.received).toHaveLength(1);
    const mail = good.received[0]!;
    expect(mail.to.sort()).toEqual(['dispatch@example.com', 'pilot@example.com']);
    expect(mail.raw).toContain('Subject: Trip T1 changed');
    expect(mail.raw).toContain('Leg 1 ZBAA-ZSSS departs 08:00Z');
    expect(mail.raw).toContain('From: ops@alpha.example.com');
    expect(mail.auth).toEqual({ user: 'mailer', pass: PASSWORD });
    const after = await rowOf(row!.id);
    expect(after).toMatchObject({ status: 'sent', attempts: 0, lastError: null });
    expect(after.sentTime).toBeInstanceOf(Date);
  });

  it('SMS and push wait with the not-configured key, an hour ahead, no attempt counted', async () => {
    const rows = await insert([
      { channel: 'sms', recipient: '13900000001', subject: 'S', body: 'sms body' },
      { channel: 'push', recipient: '00000000-0000-4000-8000-000000000001', subject: 'P', body: 'push body' },
    ]);
    const report = await t.app.services.outbox.drainOnce();
    expect(report).toMatchObject({ claimed: 2, deferred: 2, sent: 0 });
    for (const r of rows) {
      const after = await rowOf(r.id);
      expect(after).toMatchObject({ status: 'unsent', attempts: 0, lastError: 'message.providerNotConfigured' });
      expect(secondsAhead(after.nextAttemptTime)).toBeGreaterThan(55 * 60);
    }
    expect((await t.app.services.outbox.drainOnce()).claimed).toBe(0); // not picked again at once
  });

  it('a company without mail settings: its e-mail waits with the not-configured key for 10 minutes', async () => {
    const [row] = await insert([{ companyId: companyB, recipient: 'ops@bravo.example.com', subject: 'Bravo' }]);
    await t.app.services.outbox.drainOnce();
    const after = await rowOf(row!.id);
    expect(after).toMatchObject({ status: 'unsent', attempts: 0, lastError: 'message.mailNotConfigured' });
    expect(secondsAhead(after.nextAttemptTime)).toBeGreaterThan(9 * 60);
    expect(secondsAhead(after.nextAttemptTime)).toBeLessThan(11 * 60);
  });

  it('two drains at once send every row exactly once (claims skip locked rows)', async () => {
    const before = good.received.length;
    const rows = await insert([1, 2, 3, 4, 5].map((i) => ({ recipient: `crew${i}@example.com`, subject: `Parallel ${i}` })));
    const reports = await Promise.all([t.app.services.outbox.drainOnce({ limit: 3 }), t.app.services.outbox.drainOnce({ limit: 3 })]);
    expect(reports[0]!.claimed + reports[1]!.claimed).toBe(5);
    expect(good.received.length - before).toBe(5);
    expect(good.received.slice(before).map((m) => m.to[0]).sort()).toEqual(rows.map((r) => r.recipient).sort());
  });
});

describe('failures, backoff and retry', () => {
  let failing = '';

  it('a refused recipient: attempt 1, still unsent, next attempt a minute later; secrets never recorded', async () => {
    await save({ port: rejecting.port });
    const [row] = await insert([{ recipient: 'nobody@example.com', subject: 'Refused' }]);
    failing = row!.id;
    const report = await t.app.services.outbox.drainOnce();
    expect(report).toMatchObject({ claimed: 1, failed: 1, sent: 0 });
    const after = await rowOf(failing);
    expect(after).toMatchObject({ status: 'unsent', attempts: 1 });
    expect(after.lastError).toMatch(/^message\.smtpRejected: /);
    expect(after.lastError).toContain('550');
    expect(after.lastError).not.toContain(PASSWORD);
    expect(secondsAhead(after.nextAttemptTime)).toBeGreaterThan(50);
    expect(secondsAhead(after.nextAttemptTime)).toBeLessThan(70);
    expect((await t.app.services.outbox.drainOnce()).claimed).toBe(0);
  });

  it('backs off 5 min, 30 min, 2 h, then fails after the 5th attempt', async () => {
    const waits: number[] = [];
    for (let attempt = 2; attempt <= 5; attempt++) {
      await dueNow([failing]);
      await t.app.services.outbox.drainOnce();
      const after = await rowOf(failing);
      expect(after.attempts).toBe(attempt);
      expect(after.status).toBe(attempt === 5 ? 'failed' : 'unsent');
      waits.push(Math.round(secondsAhead(after.nextAttemptTime) / 60));
    }
    expect(waits.slice(0, 3)).toEqual([5, 30, 120]);
    await dueNow([failing]);
    expect((await t.app.services.outbox.drainOnce()).claimed).toBe(0); // failed rows are not claimed
  });

  it('retry puts a failed row back (attempts kept); other rows and other companies are untouched', async () => {
    const sent = (await list(token, [{ name: 'status', op: 'eq', value: 'sent' }])).list[0].id;
    const denied = ok(await t.call(bravoToken, { method: 'POST', url: '/message/v1/outbox/retry', payload: { ids: [failing] } }));
    expect(denied.retried).toBe(0);
    expect((await rowOf(failing)).status).toBe('failed');
    const res = ok(await t.call(token, { method: 'POST', url: '/message/v1/outbox/retry', payload: { ids: [failing, sent] } }));
    expect(res).toEqual({ retried: 1, ids: [failing] });
    const after = await rowOf(failing);
    expect(after).toMatchObject({ status: 'unsent', attempts: 5 });
    expect(secondsAhead(after.nextAttemptTime)).toBeLessThanOrEqual(1);
    expect((await rowOf(sent)).status).toBe('sent');
    await save({ port: good.port });
    expect((await t.app.services.outbox.drainOnce()).sent).toBe(1);
    expect(await rowOf(failing)).toMatchObject({ status: 'sent', attempts: 5 });
  });

  it('the worker delivers on its own and stops cleanly', async () => {
    const [row] = await insert([{ recipient: 'worker@example.com', subject: 'By the worker' }]);
    const worker = startOutboxWorker(t.app.services, { intervalMs: 20 });
    try {
      for (let i = 0; i < 200 && (await rowOf(row!.id)).status !== 'sent'; i++) await new Promise((r) => setTimeout(r, 25));
    } finally {
      await worker.stop();
    }
    expect((await rowOf(row!.id)).status).toBe('sent');
  });
});

describe('the test mail', () => {
  it('goes out at once through the saved settings', async () => {
    const before = good.received.length;
    const r = ok(await t.call(token, { method: 'POST', url: `${SETTINGS}/test`, payload: { to: 'admin@example.com' } }));
    expect(r).toEqual({ ok: true, key: null, message: null, detail: null });
    const mail = good.received[before]!;
    expect(mail.to).toEqual(['admin@example.com']);
    expect(mail.raw).toContain('Subject: FOC test mail');
  });

  it('a closed port answers the one generic failure (no detail), never a 5xx', async () => {
    await save({ port: await closedPort() });
    const res = await t.call(token, { method: 'POST', url: `${SETTINGS}/test`, headers: { 'accept-language': 'en' }, payload: { to: 'admin@example.com' } });
    const r = ok(res);
    expect(r).toEqual({ ok: false, key: 'message.mailTestFailed', message: expect.stringMatching(/test mail could not be sent/i), detail: null });
    expect(res.body).not.toContain(PASSWORD);
  });

  it('a company without settings answers the not-configured key; a bad address → 400', async () => {
    expect(ok(await t.call(bravoToken, { method: 'POST', url: `${SETTINGS}/test`, payload: { to: 'ops@bravo.example.com' } }))).toMatchObject({ ok: false, key: 'message.mailNotConfigured' });
    const res = await t.call(token, { method: 'POST', url: `${SETTINGS}/test`, payload: { to: 'not an address' } });
    expect(refused(res, 400, 'error.requestParameter').result.fields.to.key).toBe('validation.email.format');
  });
});

describe('the outbox list', () => {
  it("answers the company's own rows only, filtered by channel and status", async () => {
    const mine = await list(token);
    expect(mine.totalNum).toBeGreaterThanOrEqual(10);
    expect(mine.list.every((r: { recipient: string }) => r.recipient !== 'ops@bravo.example.com')).toBe(true);
    expect(mine.list[0]).not.toHaveProperty('companyId');
    const theirs = await list(bravoToken);
    expect(theirs.list.map((r: { recipient: string }) => r.recipient)).toEqual(['ops@bravo.example.com']);
    const sms = await list(token, [{ name: 'channel', op: 'eq', value: 'sms' }]);
    expect(sms.list.map((r: { channel: string; lastError: string }) => [r.channel, r.lastError])).toEqual([['sms', 'message.providerNotConfigured']]);
    const unsent = await list(token, [{ name: 'status', op: 'in', value: ['unsent', 'failed'] }, { name: 'channel', op: 'eq', value: 'email' }]);
    expect(unsent.totalNum).toBe(0);
    expect((await list(token, [{ name: 'recipient', op: 'startsWith', value: 'pilot@' }])).totalNum).toBe(1);
    expect((await list(token, [{ name: 'createTime', op: 'ge', value: new Date(Date.now() - 3_600_000).toISOString() }])).totalNum).toBe(mine.totalNum);
  });

  it('refuses an unknown status value → 400', async () => {
    const res = await t.call(token, { method: 'POST', url: '/message/v1/outbox/list', payload: { searchParas: { conditions: [{ name: 'status', op: 'eq', value: 'lost' }] } } });
    refused(res, 400, 'error.requestParameter');
  });
});
