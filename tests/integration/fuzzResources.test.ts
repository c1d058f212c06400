/**
 * Fuzz suite, resources: customers, fleet, crew, duty time, reference lists. FUZZ_BODIES generated (1,000 in npm test, 10,000 with npm run test:fuzz)
 * bodies per group through `inject`, from the routes' own schemas; no answer may be a 5xx.
 */
import type { FuzzGroup } from '../support/fuzz';
import { fuzzSuite } from '../support/fuzzSuite';

const GROUPS: FuzzGroup[] = [
  { name: 'customers', prefixes: ['/customer/'] },
  { name: 'fleet', prefixes: ['/fleet/'] },
  { name: 'crew', prefixes: ['/crew/v1/crews'] },
  { name: 'duty-time', prefixes: ['/crew/v1/regulations', '/crew/v1/dutyChecks', '/crew/v1/reports'] },
  { name: 'base', prefixes: ['/base/'] },
];

fuzzSuite('resources', GROUPS);
