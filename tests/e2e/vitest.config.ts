import { defineConfig } from 'vitest/config';

/**
 * Browser flows: Playwright (playwright-core) driving Debian's Chromium against the real server
 * serving the built app (`vite build` runs first in scripts/test.mjs).
 *
 * Two groups on one server (tests/e2e/support/globalSetup.ts starts it once for both):
 * - `e2e`: most specs, two files at a time (each worker has its own Chromium). A flow spends much
 *   of its time waiting on the server, the socket and the page, so two at once nearly halve the run.
 * - `e2e-serial`: afterwards, one file at a time, the specs that change what every other spec sees
 *   (seat menus, roles and users, company readings, crew record rules, the track's auto-confirm,
 *   a password, sign-in escalation), and those that count a seat's messages or time their arrival.
 * Within a worker the files share the module cache (isolate off): Playwright, the support code and
 * the worker's Chromium start once; every spec still opens its own browser contexts.
 */
export const SERIAL_SPECS = [
  'systemSeats', 'systemRoles', 'systemUsers', 'companyReadings', 'crewDetail', 'flb', 'signIn', 'passwordReset',
  // these count the control seat's unread messages and time a change's arrival (3 s): others' changes disturb both
  'realtime', 'fleetStatusBoard',
  // these find aircraft rows by their index on the fleet Gantt: an aircraft another spec adds meanwhile shifts them
  'ganttMove', 'ganttDrag',
].map((name) => `tests/e2e/${name}.spec.ts`);

const common = {
  environment: 'node' as const,
  pool: 'forks' as const,
  isolate: false,
  // a safety net for a hang, not a speed check: a loaded or slower 2-core machine takes 2–3× as long
  testTimeout: 120_000,
  hookTimeout: 180_000,
  // a poll without a timeout of its own waits for a page that reloads after a write or a pushed
  // change: vitest's default second is a quiet machine's time, not a loaded one's
  expect: { poll: { timeout: 10_000, interval: 100 } },
  globalSetup: ['tests/e2e/support/globalSetup.ts'],
};

export default defineConfig({
  test: {
    projects: [
      {
        test: { ...common, name: 'e2e', include: ['tests/e2e/**/*.spec.ts'], exclude: SERIAL_SPECS, maxWorkers: 2, sequence: { groupOrder: 0 } },
      },
      {
        test: { ...common, name: 'e2e-serial', include: SERIAL_SPECS, maxWorkers: 1, fileParallelism: false, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
