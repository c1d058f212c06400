/**
 * Flight logs: the list, the export and the rules answer 200; creating or syncing a log of no leg is
 * a 400 (unknown reference); by-id routes and commands aim at no row (404; round trips in
 * flbCommands.test.ts and flbDraft.test.ts).
 */
import { NO_ROW, type MatrixArea } from './types';

const BASE = '/trip/v1/flightLogs';

export default {
  bodies: {
    [`POST ${BASE}/list`]: () => ({ pageSize: 5 }),
    [`POST ${BASE}/export`]: () => ({ scope: 'page', columns: ['tripNumber', 'blockMinutes'] }),
    [`POST ${BASE}`]: () => ({ legId: NO_ROW }),
    [`POST ${BASE}/sync`]: () => ({ legId: NO_ROW, source: 'matrix', externalId: 'M-1' }),
    [`PUT ${BASE}/:id`]: () => ({ version: 1, note: 'Matrix' }),
    [`POST ${BASE}/:id/confirm`]: () => ({ version: 1 }),
    [`POST ${BASE}/:id/recheck`]: () => ({ version: 1, reason: 'Matrix' }),
    [`POST ${BASE}/:id/redraft`]: () => ({ version: 1 }),
    [`PUT ${BASE}/settings`]: async (c) => (await c.call(c.adminToken(), { method: 'GET', url: `${BASE}/settings` })).json().result,
  },
  adminStatus: {
    [`POST ${BASE}`]: 400,
    [`POST ${BASE}/sync`]: 400,
    ...Object.fromEntries([`GET ${BASE}/:id`, `GET ${BASE}/byLeg/:id`, `GET ${BASE}/:id/history`, `PUT ${BASE}/:id`, `POST ${BASE}/:id/confirm`, `POST ${BASE}/:id/recheck`, `POST ${BASE}/:id/redraft`].map((r) => [r, 404])),
  },
} satisfies MatrixArea;
