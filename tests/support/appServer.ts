/**
 * The real server (`server/main.ts`) as a child process on PGlite in a temporary folder, serving a
 * built app at /foc/: used by the browser tests' global setup and the timeline benchmark's page
 * subject. Answers once the server prints that it is ready; `stop` ends it and removes its data.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface AppServer {
  base: string;
  stop: () => Promise<void>;
}

export async function startAppServer(opts: { cwd?: string; staticDir: string; portFrom: number; portSpan: number; tmpPrefix: string; env: Record<string, string> }): Promise<AppServer> {
  const dataDir = mkdtempSync(join(tmpdir(), opts.tmpPrefix));
  const port = opts.portFrom + Math.floor(Math.random() * opts.portSpan);
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    ...(opts.cwd ? { cwd: opts.cwd } : {}),
    env: { ...process.env, DATABASE_URL: '', FOC_DATA_DIR: dataDir, FOC_STATIC_DIR: opts.staticDir, PORT: String(port), FOC_CAPTCHA: 'off', FOC_ADMIN_PASSWORD: 'Demo-pass1', LOG_LEVEL: 'warn', ...opts.env },
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
    child.once('exit', (code) => {
      clearInterval(timer);
      reject(new Error(`server exited with ${code}:\n${out.slice(-4000)}`));
    });
  });
  return {
    base: `http://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
