/** Crew scheduling on legs: valid bodies aimed at no leg or assignment (round trips in legCrew.test.ts). */
import { NO_ROW, type MatrixArea } from './types';

export default {
  bodies: {
    'POST /trip/v1/tripLegs/:id/crew': () => ({ version: 1, crewId: NO_ROW, role: 'pic' }),
    'POST /trip/v1/legCrews/:id/remove': () => ({ version: 1 }),
    'POST /trip/v1/legCrews/:id/accept': () => ({ version: 1 }),
    'POST /trip/v1/legCrews/:id/decline': () => ({ version: 1, reason: 'matrix' }),
    'POST /trip/v1/legCrews/list': () => ({ pageSize: 10 }),
  },
  adminStatus: {
    'POST /trip/v1/tripLegs/:id/crew': 404,
    'POST /trip/v1/legCrews/:id/remove': 404,
    'POST /trip/v1/legCrews/:id/accept': 404,
    'POST /trip/v1/legCrews/:id/decline': 404,
    // the matrix sends no `role` query: 400 error.requestParameter (candidates are covered in legCrew.test.ts)
    'GET /trip/v1/tripLegs/:id/crewCandidates': 400,
  },
} satisfies MatrixArea;
