/**
 * The system log and the registrations' exports (one page of one column), the release notes and
 * the form-seat relations (round trips in systemLogs, registration, updateLog and formSeat tests).
 */
import type { MatrixArea } from './types';

export default {
  bodies: {
    'POST /common/v1/sysLogs/export': () => ({ scope: 'page', columns: ['createTime'], pageSize: 5 }),
    'POST /common/v1/registrations/export': () => ({ scope: 'page', columns: ['name'], pageSize: 5 }),
    'POST /system/v1/updateLogs/list': () => ({ pageSize: 5 }),
    'POST /system/v1/formSeatRelations/list': () => ({ pageSize: 5 }),
  },
  // by-id reads aimed at no row: a well-formed id of nothing → 404
  adminStatus: {
    'GET /system/v1/updateLogs/:id': 404,
    'GET /system/v1/formSeatRelations/:id': 404,
  },
} satisfies MatrixArea;
