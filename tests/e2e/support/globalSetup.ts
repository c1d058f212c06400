import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
  const dataDir = mkdtempSync(join(tmpdir(), 'foc-e2e-'));
  const port = 18_500 + Math.floor(Math.random() * 1000);
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, DATABASE_URL: '', FOC_DATA_DIR: dataDir, PORT: String(port), FOC_CAPTCHA: 'off',
      // escalation stays on (signIn.spec tests it) with a known captcha text; every spec signs in from
      // 127.0.0.1, so the address threshold is out of reach and only an account's failures escalate
      FOC_INSECURE_FIXED_CAPTCHA: E2E_CAPTCHA_TEXT,
      FOC_LOGIN_CAPTCHA_AFTER_IP: '1000',
      // the password-reset flow mails through a capture server on 127.0.0.1 (tests/e2e/passwordReset.spec.ts)
      FOC_MAIL_ALLOW_PRIVATE: 'on', FOC_MAIL_PORTS: 'any',
      FOC_DEMO_TRIPS: process.env.FOC_DEMO_TRIPS ?? 'small', FOC_ADMIN_PASSWORD: 'Demo-pass1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  await new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (out.includes('FOC platform ready')) {
        clearInterval(timer);
        resolve();
      }
    }, 100);
    child.on('exit', (code) => {
      clearInterval(timer);
      reject(new Error(`server exited with ${code}:\n${out}`));
    });
  });
  project.provide('baseUrl', `http://127.0.0.1:${port}`);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
