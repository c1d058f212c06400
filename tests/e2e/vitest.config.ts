import { defineConfig } from 'vitest/config';

// Browser flows: Playwright (playwright-core) driving Debian's Chromium against the real server
// serving the built app (`vite build` runs first in scripts/test.mjs). One file at a time: 2 cores.
// The files share one worker (isolate off): Playwright, the support code and one Chromium
// (support/browser.ts) start once per run instead of once per file; every spec still opens its own
// browser contexts, and the specs keep no module state of their own.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.spec.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 90_000,
    globalSetup: ['tests/e2e/support/globalSetup.ts'],
  },
});
