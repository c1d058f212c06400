/**
 * Fuzz suite, trip side: trips, legs and their records, intentions, flight logs. FUZZ_BODIES generated (1,000 in npm test, 10,000 with npm run test:fuzz)
 * bodies per group through `inject`, from the routes' own schemas; no answer may be a 5xx.
 */
import type { FuzzGroup } from '../support/fuzz';
import { fuzzSuite } from '../support/fuzzSuite';

const GROUPS: FuzzGroup[] = [
  { name: 'trips', prefixes: ['/trip/v1/trips'] },
  { name: 'legs', prefixes: ['/trip/v1/tripLegs', '/trip/v1/legPassengers', '/trip/v1/diversions', '/trip/v1/civilLegs', '/trip/v1/flightDelays', '/trip/v1/legLogs', '/trip/v1/legCrews', '/trip/v1/gantt'] },
  { name: 'intentions', prefixes: ['/trip/v1/intentions'] },
  { name: 'flight logs', prefixes: ['/trip/v1/flightLogs'] },
];

fuzzSuite('trip side', GROUPS);
