#!/usr/bin/env node
// `npm run bench`: runs every benchmarks/*.bench.ts; each prints its rates and its ratio to a peer measured in the same run.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const dir = new URL('../benchmarks/', import.meta.url).pathname;
let failed = 0;
for (const file of readdirSync(dir).filter((f) => f.endsWith('.bench.ts')).sort()) {
  console.log(`\n▶ ${file}`);
  const r = spawnSync(process.execPath, ['--import', 'tsx', `${dir}${file}`], { stdio: 'inherit' });
  if (r.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
