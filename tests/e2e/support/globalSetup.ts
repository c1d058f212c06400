import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startAppServer } from '../../support/appServer';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** The text of every captcha of the e2e server. */
export const E2E_CAPTCHA_TEXT = 'K7PX';

/** Starts the real server (PGlite in a temporary folder, baseline captcha off, demo data) serving dist/ at /foc/. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // FOC_STATIC_DIR lets parallel work serve its own build (`npx vite build --outDir /tmp/dist-x`)
  const staticDir = process.env.FOC_STATIC_DIR ?? 'dist';
  if (!existsSync(join(staticDir, 'index.html'))) throw new Error(`${staticDir}/ is missing: run \`npx vite build\` first (npm test does)`);
  const server = await startAppServer({
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
  project.provide('baseUrl', server.base);
  return server.stop;
}
