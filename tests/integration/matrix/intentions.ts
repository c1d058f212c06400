/** Business intentions: list and create answer 200; by-id routes aim at no row (404; round trips in intentions.test.ts). */
import { NO_ROW, type MatrixArea } from './types';

const BASE = '/trip/v1/intentions';
const leg = { departureIcao: 'ZBAA', arrivalIcao: 'ZSSS', departureUtc: '2026-12-01T02:00:00Z' };

export default {
  bodies: {
    [`POST ${BASE}/list`]: () => ({ pageSize: 5 }),
    [`POST ${BASE}`]: async (c) => {
      const res = await c.call(c.adminToken(), { method: 'POST', url: '/customer/v1/customers', payload: { type: 1, name: 'Matrix intention customer' } });
      return { customerId: res.json().result.id, requestedLegs: [leg] };
    },
    [`PUT ${BASE}/:id`]: () => ({ version: 1, note: 'matrix', customerId: NO_ROW }),
    [`POST ${BASE}/:id/confirm`]: () => ({ version: 1 }),
    [`POST ${BASE}/:id/reject`]: () => ({ version: 1, reason: 'matrix' }),
    [`POST ${BASE}/:id/cancel`]: () => ({ version: 1 }),
    [`POST ${BASE}/:id/initiate`]: () => ({ version: 1, confirm: true }),
  },
  adminStatus: Object.fromEntries([`GET ${BASE}/:id`, `PUT ${BASE}/:id`, ...['confirm', 'reject', 'cancel', 'initiate'].map((c) => `POST ${BASE}/:id/${c}`)].map((r) => [r, 404])),
} satisfies MatrixArea;
