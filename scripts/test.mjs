#!/usr/bin/env node
// The one test command (`npm test`): types, import rules, migrations in sync with the schema,
// unit and integration tests on PGlite (with DATABASE_URL: the integration suite on that PostgreSQL,
// and only its driver-specific files on PGlite), and the browser tests in Debian's Chromium.
// Ends with "N passed, N failed".
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findChromium } from './chromium.mjs';

const root = new URL('..', import.meta.url).pathname;
process.chdir(root);
const bin = (name) => join(root, 'node_modules', '.bin', name);
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function run(label, cmd, args, env = {}) {
  const started = Date.now();
  console.log(`\n▶ ${label}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return finish(label, started, r.status === 0);
}

function finish(label, started, ok) {
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  if (!ok) {
    failures.push(label);
    console.log(`✘ ${label} (${secs} s)`);
    return false;
  }
  console.log(`✔ ${label} (${secs} s)`);
  return true;
}

/** Like run(), but asynchronous (its output as it comes). */
function runAsync(label, cmd, args, env = {}) {
  const started = Date.now();
  console.log(`\n▶ ${label}`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', (e) => console.log(String(e)));
    child.on('close', (code) => resolve(finish(label, started, code === 0)));
  });
}

/** Like run(), but asynchronous and quiet until done: its output is printed in one piece when it ends. */
function runBuffered(label, cmd, args, env = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    const chunks = [];
    child.stdout.on('data', (d) => chunks.push(d));
    child.stderr.on('data', (d) => chunks.push(d));
    child.on('error', (e) => chunks.push(Buffer.from(String(e))));
    child.on('close', (code) => {
      console.log(`\n▶ ${label}`);
      const out = Buffer.concat(chunks).toString();
      if (out) process.stdout.write(out.endsWith('\n') ? out : `${out}\n`);
      resolve(finish(label, started, code === 0));
    });
  });
}

/**
 * Runs lanes side by side (each lane's steps one after another): on 2 cores, a step that is single-threaded
 * for most of its time (depcruise, drizzle-kit, parts of tsc and of a build) leaves a core idle when run alone.
 */
async function lanes(...list) {
  await Promise.all(list.map(async (steps) => {
    for (const step of steps) await step();
  }));
}

function count(reportFile) {
  if (!existsSync(reportFile)) return;
  const r = JSON.parse(readFileSync(reportFile, 'utf8'));
  totals.passed += r.numPassedTests ?? 0;
  totals.failed += r.numFailedTests ?? 0;
  totals.skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  rmSync(reportFile, { force: true });
}

function vitest(label, args, env = {}) {
  const report = join(root, '.tmp', `vitest-${Date.now()}.json`);
  const ok = run(label, bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args], env);
  count(report);
  if (!ok && totals.failed === 0) totals.failed += 1; // a run that failed without failing tests (e.g. setup)
}

async function migrationsInSync() {
  const label = 'migrations match the schema';
  const started = Date.now();
  const out = mkdtempSync(join(tmpdir(), 'foc-migrations-'));
  spawnSync('cp', ['-r', 'server/db/migrations/.', out]);
  const before = readdirSync(out).length;
  const r = await new Promise((resolve) => {
    const child = spawn(bin('drizzle-kit'), ['generate', '--dialect=postgresql', '--schema=./server/db/schema/index.ts', `--out=${out}`], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
  const after = readdirSync(out).length;
  rmSync(out, { recursive: true, force: true });
  console.log(`\n▶ ${label}`);
  const ok = r.status === 0 && after === before;
  if (!ok) console.log(`the schema has changes without a migration: run \`npm run db:generate\`\n${r.stdout ?? ''}${r.stderr ?? ''}`);
  finish(label, started, ok);
}

const staticStarted = Date.now();
await lanes(
  [() => runBuffered('type check (tsc)', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit'])],
  [
    () => runBuffered('type check of stories (tsc)', bin('tsc'), ['-p', '.storybook/tsconfig.json', '--noEmit']),
    () => runBuffered('import rules (dependency-cruiser)', bin('depcruise'), ['--config', '.dependency-cruiser.cjs', 'src', 'server']),
    migrationsInSync,
  ],
);
console.log(`(static checks, side by side: ${((Date.now() - staticStarted) / 1000).toFixed(1)} s)`);
/**
 * With DATABASE_URL (CI), the integration suite runs whole on PostgreSQL and, on PGlite, only the files
 * that test what differs between the two drivers: the process and a fresh clone's start (PGlite only),
 * LISTEN/NOTIFY and the socket, concurrent writes and their locks, background jobs, bytea files, bulk
 * inserts, text PostgreSQL refuses, the principal cache. The SQL is one engine's either way; running
 * every file on both took a third of the 20-minute budget. Without DATABASE_URL everything runs on PGlite.
 */
const PGLITE_DRIVER_FILES = [
  'process', 'startFromClone', 'smoke', 'realtime', 'realtimeDrops', 'systemSeatsRealtime', 'concurrency',
  'outbox', 'crewReminders', 'files', 'track', 'textInput', 'principalCache', 'version',
].map((name) => `tests/integration/${name}.test.ts`);

if (process.env.DATABASE_URL) {
  vitest('unit tests, and the driver-specific integration tests on PGlite', [], { FOC_TEST_DB: 'pglite', FOC_INTEGRATION_FILES: PGLITE_DRIVER_FILES.join(',') });
  // the fuzz suite's 1,000 bodies a group run in `npm test` on PGlite; on PostgreSQL 300 check the same answers
  vitest('integration tests on PostgreSQL (DATABASE_URL)', ['tests/integration'], { FOC_TEST_DB: 'postgres', FOC_FUZZ_BODIES: process.env.FOC_FUZZ_BODIES ?? '300' });
} else {
  vitest('unit and integration tests on PGlite', [], { FOC_TEST_DB: 'pglite' });
  console.log('\n(DATABASE_URL is not set: integration tests ran on PGlite only)');
}

const e2eDir = join(root, 'tests', 'e2e');
const specs = existsSync(e2eDir) ? readdirSync(e2eDir).filter((f) => f.endsWith('.spec.ts')) : [];
if (specs.length > 0) {
  const chromium = findChromium({ install: true });
  if (!chromium) {
    failures.push('browser tests');
    totals.failed += 1;
    console.log('\n✘ browser tests need Chromium: install it with `apt-get install -y chromium` (Debian) or set CHROMIUM_PATH.');
  } else {
    // the app for all specs; the engine's stories for tests/e2e/timelineStories.spec.ts and mapStories.spec.ts.
    // Meanwhile the browser tests' server starts and writes its demo data (a minute of one core): their
    // global setup waits for the builds to be done (FOC_E2E_AFTER) before the first spec opens a page.
    const buildsStarted = Date.now();
    const buildsDone = join(root, '.tmp', `builds-done-${process.pid}`);
    rmSync(buildsDone, { force: true });
    mkdirSync(join(root, 'dist'), { recursive: true }); // the server serves the folder it finds at start; the build fills it
    const builds = lanes(
      [() => runBuffered('build the app (vite)', bin('vite'), ['build'])],
      [() => runBuffered('build the stories (storybook)', bin('storybook'), ['build', '--quiet', '-o', join('.tmp', 'storybook-static')])],
    ).then(() => {
      writeFileSync(buildsDone, failures.some((f) => f.startsWith('build the')) ? 'failed' : 'ok');
      console.log(`(builds, side by side: ${((Date.now() - buildsStarted) / 1000).toFixed(1)} s)`);
    });
    const report = join(root, '.tmp', `e2e-${Date.now()}.json`);
    const e2e = runAsync('browser tests (Playwright + Chromium)', bin('vitest'), ['run', '--config', 'tests/e2e/vitest.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], { CHROMIUM_PATH: chromium, FOC_E2E_AFTER: buildsDone });
    await Promise.all([builds, e2e]);
    rmSync(buildsDone, { force: true });
    count(report);
  }
} else {
  console.log('\n(no browser tests yet: tests/e2e has no *.spec.ts)');
}

console.log(`\n${failures.length ? `Failed steps: ${failures.join('; ')}` : 'All steps passed.'}`);
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(failures.length || totals.failed ? 1 : 0);
