import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

// Two projects in one run. Unit tests (src/, server/) keep vitest's default isolation: some mock
// modules or keep module state (stores, caches) per file. The integration tests share their workers'
// module cache (`isolate: false`): each worker imports the server, Fastify, drizzle and PGlite once
// instead of once per file (that import was over a third of the run). They hold no module state
// of their own: every file builds its own app on its own database copy and closes it.
// All cores: vitest's default leaves one idle (1 worker on a 2-core CI machine). FOC_TEST_WORKERS
// sets another number (the projects' own setting wins over the command line's --maxWorkers).
const workers = Number(process.env.FOC_TEST_WORKERS) || Math.max(2, availableParallelism());
// FOC_INTEGRATION_FILES (comma-separated paths) narrows the integration project to those files
// (scripts/test.mjs: the driver-specific ones on PGlite when the whole suite also runs on PostgreSQL).
const integrationFiles = process.env.FOC_INTEGRATION_FILES?.split(',').filter(Boolean);

/**
 * The unit test files, in two projects. Most pure ones (rules, contracts, the engine's maths, server
 * helpers) share their worker's module cache like the integration tests: importing their modules
 * again for each file was three quarters of the unit run. A file keeps vitest's isolation when it
 * mocks modules or globals, uses fake timers, touches process.env or globalThis, runs in a browser
 * environment, or belongs to the stateful browser layers (stores, api, screens, shell).
 */
function unitFiles(): { shared: string[]; isolated: string[] } {
  const shared: string[] = [];
  const isolated: string[] = [];
  const walk = (dir: string): void => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, e.name);
      if (e.isDirectory()) walk(path);
      else if (/\.test\.tsx?$/.test(e.name)) {
        const needsIsolation =
          /^src\/(state|api|pages|ui|app)\//.test(path) ||
          /vi\.(mock|doMock|stubGlobal|stubEnv|resetModules|useFakeTimers)|@vitest-environment|process\.env|globalThis/.test(readFileSync(path, 'utf8'));
        (needsIsolation ? isolated : shared).push(path);
      }
    }
  };
  walk('src');
  walk('server');
  return { shared, isolated };
}
const units = unitFiles();

export default defineConfig({
  test: {
    environment: 'node',
    pool: 'forks',
    maxWorkers: workers,
    // a safety net for a hang, not a speed check (benchmarks/ hold those): a loaded or slower 2-core
    // machine takes 2–3× as long as a quiet one
    testTimeout: 90_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: units.isolated },
      },
      {
        extends: true,
        test: { name: 'unit-shared', include: units.shared, isolate: false },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: integrationFiles?.length ? integrationFiles : ['tests/integration/**/*.test.ts'],
          isolate: false,
          globalSetup: ['tests/support/globalSetup.ts'],
        },
      },
    ],
  },
});
