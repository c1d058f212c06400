/**
 * One fuzz suite file: an app with principals cached as in production (realtime: the database's
 * access notifications keep the cache live), the admin's token, and one test per route group that
 * sends FUZZ_BODIES generated requests and expects no 5xx and no polluted prototype.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUZZ_BODIES, fuzzGroup, report, routesOf, type FuzzGroup, type FuzzRoute, type FuzzTally, type Known } from './fuzz';
import { createTestApp, type TestApp } from './testApp';

export function fuzzSuite(title: string, groups: FuzzGroup[]): void {
  let t: TestApp;
  let token = '';
  let routes: FuzzRoute[] = [];
  const known: Known = { uuids: [], strings: { departureIcao: ['ZBAA', 'ZSSS', 'ZGGG'], arrivalIcao: ['ZSSS', 'ZBAA', 'VHHH'], diversionIcao: ['ZSPD'], icao: ['ZBAA'] } };
  const rows: [string, FuzzTally][] = [];

  beforeAll(async () => {
    t = await createTestApp({}, { realtime: true });
    token = await t.signIn('admin');
    routes = routesOf(t.app);
  });
  afterAll(async () => {
    console.log(`${title}\n${report(rows)}`);
    await t?.close();
  });

  describe(`fuzz (${title}): no 5xx for any generated request`, () => {
    for (const [i, group] of groups.entries()) {
      it(`${group.name}: ${FUZZ_BODIES} bodies`, async () => {
        const tally = await fuzzGroup(t.app, routes, group, { ...(group.anonymous ? {} : { token }), bodies: FUZZ_BODIES, perRead: 50, seed: 1000 * (i + 1), known });
        rows.push([group.name, tally]);
        expect(tally.requests).toBeGreaterThanOrEqual(FUZZ_BODIES);
        expect(tally.failures).toEqual([]);
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      }, 600_000);
    }
  });
}
