/** Aircraft statistics: the list and its export answer 200; one aircraft's statistics aimed at no row is 404 (round trips in aircraftRecord.test.ts). */
import type { MatrixArea } from './types';

export default {
  bodies: {
    'POST /fleet/v1/aircraftStatistics/list': () => ({}),
    'POST /fleet/v1/aircraftStatistics/export': () => ({ columns: ['tailNo', 'flightMinutes'] }),
  },
  adminStatus: {
    'GET /fleet/v1/aircraft/:id/statistics': 404,
  },
} satisfies MatrixArea;
