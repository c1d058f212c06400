/**
 * Fuzz suite, platform: users and roles, messages and notices, mail, files metadata, track settings, sign-in and registration (unauthenticated). At least 10,000 generated
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
  console.log(`fuzzAccount\n${report(rows)}`);
  await t.close();
});

/** Routes that would end or change the fuzzing admin's own session: fuzzed without a token. */
const SESSION_ENDING = ['/account/v1/users/changepassword', '/uaa/oauth/extend', '/account/v1/users/current'];

const GROUPS: FuzzGroup[] = [
  { name: 'users/roles', prefixes: ['/common/v1/sysUsers', '/common/v1/sysRoles', '/common/v1/registrations', '/common/v1/sysLogs', '/account/'], exclude: SESSION_ENDING },
  { name: 'messages', prefixes: ['/message/', '/common/v1/notices', '/common/v1/messageTemplates'] },
  { name: 'files', prefixes: ['/file/'] },
  { name: 'track', prefixes: ['/track/v1/settings', '/track/v1/events', '/track/v1/ingestKeys', '/track/v1/monitor', '/track/v1/positions/live', '/track/v1/positions/board', '/track/v1/tripLegs'] },
  { name: 'sign-in/reg', prefixes: ['/uaa/', '/register', '/account/v1/users/forgotPassword', '/account/v1/users/resetPassword', ...SESSION_ENDING], anonymous: true },
];

describe('fuzz: no 5xx for any generated request', () => {
  for (const [i, group] of GROUPS.entries()) {
    it(`${group.name}: ${BODIES} bodies`, async () => {
      const tally = await fuzzGroup(t.app, routes, group, { ...(group.anonymous ? {} : { token }), bodies: BODIES, perRead: 50, seed: 1000 * (i + 1), known });
      rows.push([group.name, tally]);
      expect(tally.requests).toBeGreaterThanOrEqual(BODIES);
      expect(tally.failures).toEqual([]);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    }, 600_000);
  }
});
