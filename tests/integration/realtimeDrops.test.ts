/**
 * A healthy socket is not dropped: not as silent because the server was busy (after a long stretch
 * of work its timers run before the pings waiting in the socket buffers are read, and the idle
 * check must count those pings), nor as revoked because it signed in while the session check's
 * query was running. A peer that really stopped pinging, or whose session ends, still is.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { testConfig } from '../../server/config';
import { TEST_PASSWORD_SHA1 } from '../support/fixtures';
import { openSocket } from '../support/socket';
import { CAPTCHA_TEXT, openTestDatabase, signInRequest } from '../support/testApp';

const IDLE_DROP_MS = 1500;
const database = await openTestDatabase();
const SESSION_CHECK_MS = 50;
const AUTH_TIMEOUT_MS = 3000;
const app = await buildApp({ db: database.db, config: testConfig(), captchaText: () => CAPTCHA_TEXT, realtime: database, hub: { idleDropMs: IDLE_DROP_MS, sessionCheckMs: SESSION_CHECK_MS, authTimeoutMs: AUTH_TIMEOUT_MS } });
afterAll(async () => {
  await app.close();
  await database.close();
});
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
const signIn = async () => (await signInRequest(app, 'admin', TEST_PASSWORD_SHA1)).json().result.access_token as string;
const token = await signIn();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('idle drop', () => {
  it('keeps a socket whose ping arrived while the server was busy', async () => {
    const s = await openSocket(base);
    s.send({ type: 'auth', token });
    await s.next((f) => f.type === 'ready');
    // pings every 100 ms for a while: the server has seen the peer just now
    for (let i = 0; i < 5; i++) {
      s.send({ type: 'ping' });
      await sleep(100);
    }
    // the last ping goes out, then the process (server and client alike) is busy for longer than
    // the idle limit plus a tick of the idle check: the ping waits, unread, in the server's socket
    await new Promise<void>((resolve) =>
      setTimeout(() => {
        s.send({ type: 'ping' });
        const until = Date.now() + IDLE_DROP_MS + 1100;
        while (Date.now() < until) {
          // busy
        }
        resolve();
      }, 0),
    );
    await s.next((f) => f.type === 'pong', 5000, s.frames.length);
    await sleep(200);
    expect(s.frames.filter((f) => f.type === 'bye')).toEqual([]);
    expect(s.ws.readyState).toBe(s.ws.OPEN);
    s.close();
  });

  it('still drops a peer that stopped pinging', async () => {
    const s = await openSocket(base);
    s.send({ type: 'auth', token });
    await s.next((f) => f.type === 'ready');
    expect(await s.closed).toBe(4408);
    expect(s.frames.some((f) => f.type === 'bye' && f.reason === 'timeout')).toBe(true);
  });
});

describe('session check', () => {
  it('does not close a socket that signed in while the check was asking about the others', async () => {
    const rt = app.services.realtime;
    const original = rt.aliveSessions.bind(rt);
    // a slow database: each check's query takes 400 ms, checks start every 50 ms
    rt.aliveSessions = async (ids) => {
      await sleep(400);
      return original(ids);
    };
    try {
      const a = await openSocket(base);
      a.send({ type: 'auth', token });
      await a.next((f) => f.type === 'ready');
      await sleep(150); // checks asking about a's session only are under way
      const b = await openSocket(base);
      b.send({ type: 'auth', token: await signIn() }); // a session of its own
      await b.next((f) => f.type === 'ready');
      const pinging = setInterval(() => (a.send({ type: 'ping' }), b.send({ type: 'ping' })), 200);
      await sleep(1200);
      clearInterval(pinging);
      expect(b.frames.filter((f) => f.type === 'bye')).toEqual([]);
      expect(b.ws.readyState).toBe(b.ws.OPEN);
      a.close();
      b.close();
    } finally {
      rt.aliveSessions = original;
    }
  });
});

describe('authentication', () => {
  it('waits for a slow sign-in check once the auth message came; a socket that sends none is closed', async () => {
    const auth = app.services.auth;
    const original = auth.authenticate.bind(auth);
    auth.authenticate = async (t: string) => {
      await sleep(AUTH_TIMEOUT_MS + 600);
      return original(t);
    };
    try {
      const slow = await openSocket(base);
      slow.send({ type: 'auth', token });
      expect(await slow.next((f) => f.type === 'ready' || f.type === 'bye', 15_000)).toMatchObject({ type: 'ready' });
      slow.close();
    } finally {
      auth.authenticate = original;
    }
    const mute = await openSocket(base);
    expect(await mute.closed).toBe(4401);
    expect(mute.frames).toEqual([{ type: 'bye', reason: 'unauthorized' }]);
  });
});
