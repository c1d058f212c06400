/** The system log and the registrations' exports: one page of one column (round trips in systemLogs.test.ts and registration.test.ts). */
import type { MatrixArea } from './types';

export default {
  bodies: {
    'POST /common/v1/sysLogs/export': () => ({ scope: 'page', columns: ['createTime'], pageSize: 5 }),
    'POST /common/v1/registrations/export': () => ({ scope: 'page', columns: ['name'], pageSize: 5 }),
  },
} satisfies MatrixArea;
