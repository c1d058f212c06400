/** Aircraft status board: the board, its export and an aircraft's open items aimed at no row (round trips in statusBoard.test.ts). */
import type { MatrixArea } from './types';

export default {
  bodies: {
    'POST /fleet/v1/statusBoard': () => ({}),
    'POST /fleet/v1/statusBoard/export': () => ({ columns: ['tailNo', 'status'] }),
  },
  adminStatus: {
    'GET /fleet/v1/aircraft/:id/openItems': 404,
  },
} satisfies MatrixArea;
