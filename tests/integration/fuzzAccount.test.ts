/**
 * Fuzz suite, platform: users and roles, messages and notices, mail, files metadata, track settings, sign-in and registration (unauthenticated). FUZZ_BODIES generated (1,000 in npm test, 10,000 with npm run test:fuzz)
 * bodies per group through `inject`, from the routes' own schemas; no answer may be a 5xx.
 */
import type { FuzzGroup } from '../support/fuzz';
import { fuzzSuite } from '../support/fuzzSuite';

/** Routes that would end or change the fuzzing admin's own session: fuzzed without a token. */
const SESSION_ENDING = ['/account/v1/users/changepassword', '/uaa/oauth/extend', '/account/v1/users/current'];

const GROUPS: FuzzGroup[] = [
  { name: 'users/roles', prefixes: ['/common/v1/sysUsers', '/common/v1/sysRoles', '/common/v1/registrations', '/common/v1/sysLogs', '/account/'], exclude: SESSION_ENDING },
  { name: 'messages', prefixes: ['/message/', '/common/v1/notices', '/common/v1/messageTemplates'] },
  { name: 'administration', prefixes: ['/common/v1/sysSeats', '/common/v1/sysMenus', '/common/v1/sysInterfaces', '/system/v1/'] },
  { name: 'files', prefixes: ['/file/'] },
  { name: 'track', prefixes: ['/track/v1/settings', '/track/v1/events', '/track/v1/ingestKeys', '/track/v1/monitor', '/track/v1/positions/live', '/track/v1/positions/board', '/track/v1/tripLegs'] },
  { name: 'sign-in/reg', prefixes: ['/uaa/', '/register', '/account/v1/users/forgotPassword', '/account/v1/users/resetPassword', ...SESSION_ENDING], anonymous: true },
];

fuzzSuite('platform', GROUPS);
