import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startAppServer, type AppServer } from '../../support/appServer';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** The text of every captcha of the e2e server. */
export const E2E_CAPTCHA_TEXT = 'K7PX';

/** The run's one server, shared by the projects of tests/e2e/vitest.config.ts (each runs this setup). */
interface Shared {
  server: Promise<AppServer>;
  builds?: Promise<void>;
  users: number;
}
const KEY = Symbol.for('foc.e2e.server');
const registry = globalThis as unknown as Record<symbol, Shared | undefined>;

/** Starts the real server (PGlite in a temporary folder, baseline captcha off, demo data) serving dist/ at /foc/. */
function startServer(): Promise<AppServer> {
  // FOC_STATIC_DIR lets parallel work serve its own build (`npx vite build --outDir /tmp/dist-x`)
  const staticDir = process.env.FOC_STATIC_DIR ?? 'dist';
  if (!process.env.FOC_E2E_AFTER && !existsSync(join(staticDir, 'index.html'))) throw new Error(`${staticDir}/ is missing: run \`npx vite build\` first (npm test does)`);
  return startAppServer({
    staticDir,
    portFrom: 18_500,
    portSpan: 1000,
    tmpPrefix: 'foc-e2e-',
    env: {
      // escalation stays on (signIn.spec tests it) with a known captcha text; every spec signs in from
      // 127.0.0.1, so the address threshold is out of reach and only an account's failures escalate
      FOC_INSECURE_FIXED_CAPTCHA: E2E_CAPTCHA_TEXT,
      FOC_LOGIN_CAPTCHA_AFTER_IP: '1000',
      // the password-reset flow mails through a capture server on 127.0.0.1 (tests/e2e/passwordReset.spec.ts)
      FOC_MAIL_ALLOW_PRIVATE: 'on',
      FOC_MAIL_PORTS: 'any',
      FOC_DEMO_TRIPS: process.env.FOC_DEMO_TRIPS ?? 'small',
    },
  });
}

/**
 * `FOC_E2E_AFTER` (scripts/test.mjs): a file the builds write when done, "ok" or "failed". The server
 * starts and seeds while the app and the stories build; the specs wait for both builds.
 */
async function buildsDone(): Promise<void> {
  const file = process.env.FOC_E2E_AFTER;
  if (!file) return;
  const until = Date.now() + 20 * 60_000;
  while (!existsSync(file)) {
    if (Date.now() > until) throw new Error(`the builds did not finish: ${file} never appeared`);
    await new Promise((r) => setTimeout(r, 250));
  }
  if (readFileSync(file, 'utf8').trim() !== 'ok') throw new Error('the app or the stories did not build: no browser tests');
}

/** Each project's setup: the first starts the server, the last teardown stops it. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const shared = (registry[KEY] ??= { server: startServer(), users: 0 });
  shared.users++;
  const server = await shared.server;
  const teardown = async () => {
    if (--shared.users > 0) return;
    registry[KEY] = undefined;
    await server.stop();
  };
  // a failed build ends the run before vitest would call the teardown: stop the server here
  await (shared.builds ??= buildsDone()).catch(async (e: unknown) => {
    await teardown();
    throw e;
  });
  project.provide('baseUrl', server.base);
  return teardown;
}
