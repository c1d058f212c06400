import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The browser app for `npm start`: built into dist/ when it is missing or older than its sources.
 * "Older" is judged by content, not by time: a stamp file in the output holds a hash of every input
 * (path and bytes), written by the Vite build itself (vite.config.ts), so `npx vite build` stamps too.
 * Only server/main.ts calls this; buildApp and the tests never build (they serve what exists).
 */

/** The repository root (this file lives in server/). */
export const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** What the browser bundle is made of: a change to any of them changes the app. */
const INPUTS = ['src', 'locales', 'public', 'index.html', 'vite.config.ts', 'package.json', 'package-lock.json', 'tsconfig.json'];
/** Not part of the bundle: tests and stories beside the code. */
const IGNORED = /(\.test\.tsx?|\.stories\.tsx?)$/;

export const STAMP_FILE = '.foc-build.json';

function walk(path: string, out: string[]): void {
  if (!existsSync(path)) return;
  if (statSync(path).isDirectory()) {
    for (const name of readdirSync(path).sort()) walk(join(path, name), out);
  } else if (!IGNORED.test(path)) out.push(path);
}

/** sha256 over the relative path and bytes of every input file, in a fixed order (~600 files, a few ms). */
export function sourcesHash(root: string = repoRoot): string {
  const files: string[] = [];
  for (const input of INPUTS) walk(join(root, input), files);
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(relative(root, file).split('\\').join('/'));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Written into the output by the Vite build (vite.config.ts), with the hash taken when the build started. */
export function writeStamp(outDir: string, hash: string): void {
  writeFileSync(join(outDir, STAMP_FILE), `${JSON.stringify({ sources: hash, builtAt: new Date().toISOString() })}\n`);
}

export type AppFreshness = 'missing' | 'stale' | 'fresh';

export function appFreshness(outDir: string, root: string = repoRoot): AppFreshness {
  if (!existsSync(join(outDir, 'index.html'))) return 'missing';
  try {
    const stamp = JSON.parse(readFileSync(join(outDir, STAMP_FILE), 'utf8')) as { sources?: unknown };
    return stamp.sources === sourcesHash(root) ? 'fresh' : 'stale';
  } catch {
    return 'stale'; // built without a stamp (an older build): rebuild once
  }
}

export interface AppBuild {
  /** What the start did: built now (and why), or found the build up to date. */
  outcome: 'built' | 'fresh';
  reason?: Exclude<AppFreshness, 'fresh'>;
  ms: number;
}

/** `vite build` in a child process (its memory is returned when it ends); rejects with its output on failure. */
function viteBuild(root: string, outDir: string): Promise<void> {
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite build failed (exit ${code}):\n${out}`))));
  });
}

/** Builds the app into `outDir` unless it is up to date. */
export async function ensureAppBuilt(outDir: string, root: string = repoRoot): Promise<AppBuild> {
  const started = performance.now();
  const freshness = appFreshness(outDir, root);
  if (freshness === 'fresh') return { outcome: 'fresh', ms: performance.now() - started };
  await viteBuild(root, outDir);
  return { outcome: 'built', reason: freshness, ms: performance.now() - started };
}
