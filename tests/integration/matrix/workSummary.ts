/** Work summary: the summary and its export answer 200 (round trips in workSummary.test.ts). */
import type { MatrixArea } from './types';

const PERIOD = { fromUtc: '2026-11-01T00:00:00Z', toUtc: '2026-12-01T00:00:00Z' };

export default {
  bodies: {
    'POST /trip/v1/flightLogs/workSummary': () => ({ ...PERIOD, groupBy: 'crew' }),
    'POST /trip/v1/flightLogs/workSummary/export': () => ({ ...PERIOD, groupBy: 'aircraft', columns: ['code', 'legs', 'blockMinutes'] }),
  },
} satisfies MatrixArea;
