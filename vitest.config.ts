import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Two projects in one run. Unit tests (src/, server/) keep vitest's default isolation: some mock
// modules or keep module state (stores, caches) per file. The integration tests share their workers'
// module cache (`isolate: false`): each worker imports the server, Fastify, drizzle and PGlite once
// instead of once per file (that import was over a third of the run). They hold no module state
// of their own: every file builds its own app on its own database copy and closes it.
// All cores: vitest's default leaves one idle (1 worker on a 2-core CI machine). FOC_TEST_WORKERS
// sets another number (the projects' own setting wins over the command line's --maxWorkers).
const workers = Number(process.env.FOC_TEST_WORKERS) || Math.max(2, availableParallelism());

export default defineConfig({
  test: {
    environment: 'node',
    pool: 'forks',
    maxWorkers: workers,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          isolate: false,
          globalSetup: ['tests/support/globalSetup.ts'],
        },
      },
    ],
  },
});
