/** Leg report: the list and its export answer 200, the report and its PDF aim at no row (404; round trips in legReport.test.ts). */
import type { MatrixArea } from './types';

const V1 = '/trip/v1/legReports';
export default {
  bodies: {
    [`POST ${V1}/list`]: () => ({ pageSize: 5 }),
    [`POST ${V1}/export`]: () => ({ scope: 'page', columns: ['tripNumber', 'tailNo'] }),
  },
  adminStatus: { [`GET ${V1}/:legId`]: 404, [`GET ${V1}/:legId/pdf`]: 404 },
} satisfies MatrixArea;
