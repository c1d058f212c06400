/** Duty time: regulations (by-id routes aimed at no row: 404), the duty-period check and the reports (round trips in dutyTime.test.ts), and their exports. */
import { NO_ROW, type MatrixArea } from './types';

const REGS = '/crew/v1/regulations';
export default {
  bodies: {
    [`POST ${REGS}/list`]: () => ({ page: 1, pageSize: 10 }),
    [`DELETE ${REGS}`]: () => [NO_ROW],
    [`POST ${REGS}/:id/setDefault`]: () => ({}),
    'POST /crew/v1/dutyChecks/check': () => ({ crewId: NO_ROW, from: '2026-12-01T00:00:00Z', to: '2026-12-08T00:00:00Z', regulationId: 'CCAR-121' }),
    'POST /crew/v1/reports/flightTime': () => ({ date: '2026-12-01', crewIds: [NO_ROW], regulationId: 'CCAR-121' }),
    'POST /crew/v1/reports/fatigue': () => ({ date: '2026-12-01', crewIds: [NO_ROW], regulationId: 'CCAR-121' }),
    // the exports (round trips in exportDuty.test.ts)
    [`POST ${REGS}/export`]: () => ({ page: 1, pageSize: 10, scope: 'page', columns: ['name'] }),
    'POST /crew/v1/dutyChecks/export': () => ({ crewId: NO_ROW, from: '2026-12-01T00:00:00Z', to: '2026-12-08T00:00:00Z', regulationId: 'CCAR-121', columns: ['no'] }),
    'POST /crew/v1/reports/flightTime/export': () => ({ date: '2026-12-01', crewIds: [NO_ROW], regulationId: 'CCAR-121', columns: ['workNo'] }),
    'POST /crew/v1/reports/fatigue/export': () => ({ date: '2026-12-01', crewIds: [NO_ROW], regulationId: 'CCAR-121', columns: ['workNo'] }),
  },
  adminStatus: {
    [`GET ${REGS}/:id`]: 404,
    // a bulk delete of ids the company does not hold is a 404, like the other bulk deletes
    [`DELETE ${REGS}`]: 404,
    [`POST ${REGS}/:id/setDefault`]: 404,
    'POST /crew/v1/dutyChecks/check': 404,
    'POST /crew/v1/dutyChecks/export': 404,
  },
} satisfies MatrixArea;
