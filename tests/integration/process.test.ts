import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testDbKind } from '../support/dbUrls';

/** Starts `npm start`'s entry point on a free port with its own data folder; resolves once it listens. */
function startServer(dataDir: string, port: number): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    // the app build is another test's subject (startFromClone): this one serves whatever dist/ holds
    env: { ...process.env, DATABASE_URL: '', FOC_DATA_DIR: dataDir, PORT: String(port), FOC_CAPTCHA: 'off', FOC_ADMIN_PASSWORD: 'Demo-pass1', LOG_LEVEL: 'warn', FOC_BUILD: 'off', FOC_DEMO_TRIPS: 'off' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      if (out.includes('FOC platform ready')) {
        clearInterval(timer);
        resolve({ child, output: () => out });
      }
    }, 100);
    child.on('exit', (code) => {
      clearInterval(timer);
      reject(new Error(`server exited ${code}: ${out}`));
    });
  });
}

const exited = (child: ChildProcess) => new Promise<number | null>((r) => child.on('exit', (code) => r(code)));

describe.skipIf(testDbKind() !== 'pglite')('the server process (npm start)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'foc-proc-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('prints the URL and sign-in, refuses a second process on the same data folder, and drains on SIGTERM', async () => {
    const port = 18_000 + Math.floor(Math.random() * 2000);
    const { child, output } = await startServer(dataDir, port);
    expect(output()).toContain(`http://127.0.0.1:${port}/foc/`);
    expect(output()).toContain('admin / Demo-pass1');

    const second = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, DATABASE_URL: '', FOC_DATA_DIR: dataDir, PORT: String(port + 1), LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let secondOut = '';
    second.stderr!.on('data', (d) => (secondOut += d));
    expect(await exited(second)).toBe(1);
    expect(secondOut).toContain('is in use by process');

    // an in-flight sign-in (argon2 + several queries) still completes after SIGTERM
    const url = `http://127.0.0.1:${port}/uaa/oauth/token?client_id=browser&grant_type=password&scope=ui&username=admin&password=${'0'.repeat(40)}`;
    const inflight = fetch(url, { method: 'POST' });
    await new Promise((r) => setTimeout(r, 5));
    child.kill('SIGTERM');
    const res = await inflight;
    expect([400, 503]).toContain(res.status);
    const code = await exited(child);
    expect(code, output()).toBe(0);
  }, 60_000);
});
