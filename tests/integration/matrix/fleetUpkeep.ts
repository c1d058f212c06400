/**
 * Fleet upkeep: faults, the fleet rules, maintenance plans and status. Lists, creates and the rules
 * answer 200 (a fault and a plan on the company's first aircraft); by-id routes and commands aim at
 * no row (404; round trips in fleetFaults.test.ts and maintenance.test.ts).
 */
import { NO_ROW, type MatrixArea, type MatrixContext } from './types';

const FAULTS = '/fleet/v1/faults';
const PLANS = '/fleet/v1/maintenancePlans';
const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

async function firstAircraft(c: MatrixContext): Promise<string> {
  const res = await c.call(c.adminToken(), { method: 'POST', url: '/fleet/v1/aircraft/list', payload: { pageSize: 1 } });
  return res.json().result.list[0].id as string;
}

export default {
  bodies: {
    [`POST ${FAULTS}/list`]: () => ({ pageSize: 5 }),
    [`POST ${FAULTS}`]: async (c) => ({ aircraftId: await firstAircraft(c), kind: 'maintenance', descriptionEn: 'Matrix fault', discoveredAt: ago(1) }),
    [`PUT ${FAULTS}/:id`]: () => ({ version: 1, descriptionEn: 'Matrix edited' }),
    [`POST ${FAULTS}/:id/extend`]: () => ({ version: 1, days: 1, reason: 'Matrix', approvedBy: 'Matrix' }),
    [`POST ${FAULTS}/:id/close`]: () => ({ version: 1, rectification: 'Matrix', closedAt: ago(0) }),
    'PUT /fleet/v1/settings': async (c) => {
      const current = (await c.call(c.adminToken(), { method: 'GET', url: '/fleet/v1/settings' })).json().result;
      return { ...current };
    },
    [`POST ${PLANS}/list`]: () => ({ pageSize: 5 }),
    [`POST ${PLANS}`]: async (c) => ({ aircraftId: await firstAircraft(c), name: 'Matrix check', plannedStart: ago(-60 * 24 * 90), plannedEnd: ago(-60 * 24 * 91) }),
    [`PUT ${PLANS}/:id`]: () => ({ version: 1, name: 'Matrix edited' }),
    [`DELETE ${PLANS}`]: () => [NO_ROW],
    [`POST ${PLANS}/:id/confirm`]: () => ({ version: 1, doneBy: 'Matrix', doneAt: ago(0) }),
    [`POST ${PLANS}/:id/cancel`]: () => ({ version: 1 }),
    'POST /fleet/v1/maintenanceStatus/list': () => ({}),
  },
  adminStatus: Object.fromEntries(
    [
      `GET ${FAULTS}/:id`,
      `PUT ${FAULTS}/:id`,
      `POST ${FAULTS}/:id/extend`,
      `POST ${FAULTS}/:id/close`,
      'GET /fleet/v1/aircraft/:id/statusHistory',
      `GET ${PLANS}/:id`,
      `PUT ${PLANS}/:id`,
      `DELETE ${PLANS}`,
      `POST ${PLANS}/:id/confirm`,
      `POST ${PLANS}/:id/cancel`,
      `GET ${PLANS}/:id/confirmations`,
    ].map((r) => [r, 404]),
  ),
} satisfies MatrixArea;
