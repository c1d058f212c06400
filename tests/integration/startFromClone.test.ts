import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testDbKind } from '../support/dbUrls';

/**
 * `npm install && npm start` from a fresh clone serves the app: a copy of the tracked files (no dist/),
 * node_modules linked, `npm start` on PGlite in a temporary folder. The start builds the app (a real
 * Vite build, ~20–60 s), so this file runs once: in the PGlite pass, not again on PostgreSQL.
 */
const repo = realpathSync(join(import.meta.dirname, '..', '..'));
const isCheckout = spawnSync('git', ['rev-parse', '--is-inside-work-tree'], { cwd: repo, encoding: 'utf8' }).stdout?.trim() === 'true';

describe.skipIf(testDbKind() === 'postgres' || !isCheckout)('npm start from a fresh clone', () => {
  const root = mkdtempSync(join(tmpdir(), 'foc-clone-'));
  const clone = join(root, 'foc');
  let server: ChildProcess | undefined;
  let out = '';

  afterAll(async () => {
    if (server?.pid && server.exitCode === null) {
      const exited = new Promise((r) => server!.once('exit', r));
      process.kill(-server.pid, 'SIGTERM'); // npm and the server below it
      await exited;
    }
    rmSync(root, { recursive: true, force: true });
  });

  it('builds the app on the first start and serves /foc/ with its script', async () => {
    // the checkout as a clone would have it: tracked files only (the working copy of each)
    const files = spawnSync('git', ['ls-files', '-z'], { cwd: repo, encoding: 'utf8' }).stdout.split('\0').filter(Boolean);
    for (const file of files) {
      if (!existsSync(join(repo, file))) continue; // deleted in the working copy
      mkdirSync(dirname(join(clone, file)), { recursive: true });
      cpSync(join(repo, file), join(clone, file));
    }
    expect(existsSync(join(clone, 'dist'))).toBe(false);
    symlinkSync(realpathSync(join(repo, 'node_modules')), join(clone, 'node_modules'), 'dir');

    const port = 19_600 + Math.floor(Math.random() * 1000);
    const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: '', FOC_DATA_DIR: join(root, 'data'), PORT: String(port), FOC_DEMO_TRIPS: 'off', FOC_SIMULATOR: 'off', FOC_OUTBOX: 'off', LOG_LEVEL: 'warn' };
    delete env.FOC_STATIC_DIR;
    delete env.FOC_BUILD;
    const started = Date.now();
    server = spawn('npm', ['start'], { cwd: clone, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    server.stdout!.on('data', (d: Buffer) => (out += d.toString()));
    server.stderr!.on('data', (d: Buffer) => (out += d.toString()));
    await new Promise<void>((resolve, reject) => {
      const timer = setInterval(() => {
        if (out.includes('FOC platform ready')) {
          clearInterval(timer);
          resolve();
        }
      }, 200);
      server!.once('exit', (code) => {
        clearInterval(timer);
        reject(new Error(`npm start exited with ${code}:\n${out}`));
      });
    });
    console.log(`npm start from a fresh clone: ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    expect(out).toMatch(/built now in [\d.]+ s: no build yet/);
    expect(existsSync(join(clone, 'dist', '.foc-build.json'))).toBe(true);

    const base = `http://127.0.0.1:${port}`;
    const page = await fetch(`${base}/foc/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    const script = /<script[^>]+type="module"[^>]+src="([^"]+\.js)"/.exec(html)?.[1];
    expect(script, html).toMatch(/^\/foc\/assets\/.+\.js$/);
    const js = await fetch(`${base}${script}`);
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toMatch(/^(application|text)\/javascript/);
    expect((await js.text()).length).toBeGreaterThan(1000);
  }, 420_000);
});
