import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type AppOptions } from '../../server/app';
import { testConfig, type Config } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/client';
import { adminUrl, databaseUrlFor, testDbKind } from './dbUrls';
import { TEST_PASSWORD_SHA1 } from './fixtures';

/** The text every captcha shows in tests. */
export const CAPTCHA_TEXT = 'K7PX';

/** A fresh copy of the run's seeded database (PGlite dump or PostgreSQL template). */
export async function openTestDatabase(): Promise<Database> {
  if (testDbKind() === 'pglite') {
    const dump = readFileSync(inject('pgliteTemplate'));
    return openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([dump]) });
  }
  const { default: pg } = await import('pg');
  const name = `foc_t_${inject('runId')}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${inject('pgTemplate')}"`);
        break;
      } catch (e) {
        // two files copying the template at once: "source database is being accessed by other users"
        if (attempt > 20 || (e as { code?: string }).code !== '55006') throw e;
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
      }
    }
  } finally {
    await admin.end();
  }
  return openDatabase({ url: databaseUrlFor(name) });
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
  /** Signs in through the real endpoint (captcha included); returns the token. */
  signIn(userName: string, passwordSha1?: string): Promise<string>;
  /** An injected request with a bearer token. */
  call(token: string | undefined, opts: InjectOptions): Promise<LightMyRequestResponse>;
}

/** `realtime`: serve the socket and publish messages from the database's notifications (off by default: other suites need no background work). */
export async function createTestApp(overrides: Partial<Config> = {}, options: Omit<AppOptions, 'db' | 'config' | 'realtime'> & { realtime?: boolean } = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const config = testConfig({ captcha: true, ...overrides });
  const { realtime, ...serviceOptions } = options;
  const app = await buildApp({ db: database.db, config, captchaText: () => CAPTCHA_TEXT, ...serviceOptions, ...(realtime ? { realtime: database } : {}) });
  const call: TestApp['call'] = (token, opts) =>
    app.inject({ ...opts, headers: { ...(opts.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  return {
    app,
    database,
    config,
    call,
    async close() {
      await app.close();
      await database.close();
    },
    async signIn(userName, passwordSha1 = TEST_PASSWORD_SHA1) {
      const res = await signInRequest(app, userName, passwordSha1);
      const body = res.json();
      if (body.code !== 20000) throw new Error(`sign-in of ${userName} failed: ${res.body}`);
      return body.result.access_token as string;
    },
  };
}

/** GET a captcha, then POST the sign-in with its answer (or `captchaCode`). */
export async function signInRequest(
  app: FastifyInstance,
  username: string,
  passwordSha1: string,
  opts: { captchaCode?: string; remoteAddress?: string; captchaId?: string } = {},
): Promise<LightMyRequestResponse> {
  let captchaId = opts.captchaId;
  if (!captchaId) {
    const captcha = (await app.inject({ method: 'GET', url: '/uaa/captcha' })).json();
    captchaId = captcha.result.captchaId ?? undefined;
  }
  const query: Record<string, string> = { client_id: 'browser', grant_type: 'password', scope: 'ui', username, password: passwordSha1 };
  if (captchaId) {
    query.captchaId = captchaId;
    query.captchaCode = opts.captchaCode ?? CAPTCHA_TEXT;
  }
  return app.inject({ method: 'POST', url: '/uaa/oauth/token', query, remoteAddress: opts.remoteAddress ?? '127.0.0.1' });
}
