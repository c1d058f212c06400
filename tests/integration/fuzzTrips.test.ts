/**
 * Fuzz suite, trip side: trips, legs and their records, intentions. At least 10,000 generated
 * bodies per group through `inject`, from the routes' own schemas; no answer may be a 5xx.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUZZ_BODIES, fuzzGroup, report, routesOf, type FuzzGroup, type FuzzRoute, type FuzzTally, type Known } from '../support/fuzz';
import { createTestApp } from '../support/testApp';

const BODIES = FUZZ_BODIES;
// realtime: principals are cached as in production (the database's access notifications keep the cache live)
const t = await createTestApp({}, { realtime: true });
let token = '';
let routes: FuzzRoute[] = [];
const known: Known = { uuids: [], strings: { departureIcao: ['ZBAA', 'ZSSS', 'ZGGG'], arrivalIcao: ['ZSSS', 'ZBAA', 'VHHH'], diversionIcao: ['ZSPD'], icao: ['ZBAA'] } };
const rows: [string, FuzzTally][] = [];

beforeAll(async () => {
  token = await t.signIn('admin');
  routes = routesOf(t.app);
});
afterAll(async () => {
  console.log(`fuzz (trip side)\n${report(rows)}`);
  await t.close();
});

const GROUPS: FuzzGroup[] = [
  { name: 'trips', prefixes: ['/trip/v1/trips'] },
  { name: 'legs', prefixes: ['/trip/v1/tripLegs', '/trip/v1/legPassengers', '/trip/v1/diversions', '/trip/v1/civilLegs', '/trip/v1/flightDelays', '/trip/v1/legLogs', '/trip/v1/legCrews', '/trip/v1/gantt'] },
  { name: 'intentions', prefixes: ['/trip/v1/intentions'] },
];

describe('fuzz: no 5xx for any generated request', () => {
  for (const [i, group] of GROUPS.entries()) {
    it(`${group.name}: ${BODIES} bodies`, async () => {
      const tally = await fuzzGroup(t.app, routes, group, { token, bodies: BODIES, perRead: 50, seed: 1000 * (i + 1), known });
      rows.push([group.name, tally]);
      expect(tally.requests).toBeGreaterThanOrEqual(BODIES);
      expect(tally.failures).toEqual([]);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    }, 600_000);
  }
});
