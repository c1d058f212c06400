/** Aircraft certificates and machine supplies: lists, creates and exports answer 200; by-id routes and commands aim at no row (404; round trips in fleetUpkeep.test.ts). */
import { NO_ROW, type MatrixArea } from './types';

const CERTS = '/fleet/v1/certificates';
const SUPPLIES = '/fleet/v1/machineSupplies';
const HISTORY = '/fleet/v1/machineSupplyHistory';

const firstAircraft = async (c: Parameters<NonNullable<MatrixArea['bodies']>[string]>[0]) =>
  (await c.call(c.adminToken(), { method: 'POST', url: '/fleet/v1/aircraft/list', payload: { pageSize: 1 } })).json().result.list[0].id as string;

export default {
  bodies: {
    [`POST ${CERTS}/list`]: () => ({ pageSize: 5 }),
    [`POST ${CERTS}`]: async (c) => ({ aircraftId: await firstAircraft(c), certType: 'noise', endDate: '2030-01-01' }),
    [`PUT ${CERTS}/:id`]: () => ({ version: 1, note: 'matrix' }),
    [`DELETE ${CERTS}`]: () => [NO_ROW],
    [`POST ${CERTS}/:id/renew`]: () => ({ version: 1, endDate: '2031-01-01' }),
    [`POST ${CERTS}/export`]: () => ({ scope: 'page', columns: ['tailNo', 'status'] }),
    [`POST ${SUPPLIES}/list`]: () => ({ pageSize: 5 }),
    [`POST ${SUPPLIES}`]: async (c) => ({ aircraftId: await firstAircraft(c), title: 'Matrix', name: 'Matrix item', unit: 'pc' }),
    [`PUT ${SUPPLIES}/:id`]: () => ({ version: 1, note: 'matrix' }),
    [`DELETE ${SUPPLIES}`]: () => [NO_ROW],
    [`POST ${SUPPLIES}/:id/refill`]: () => ({ quantity: '1' }),
    [`POST ${SUPPLIES}/:id/issue`]: () => ({ quantity: '1' }),
    [`POST ${SUPPLIES}/export`]: () => ({ scope: 'page', columns: ['tailNo', 'stock'] }),
    [`POST ${HISTORY}/list`]: () => ({ pageSize: 5 }),
    [`POST ${HISTORY}/export`]: () => ({ scope: 'page', columns: ['createTime', 'balanceNum'] }),
  },
  adminStatus: Object.fromEntries(
    [CERTS, SUPPLIES].flatMap((b) => [`GET ${b}/:id`, `PUT ${b}/:id`, `DELETE ${b}`]).concat([`POST ${CERTS}/:id/renew`, `POST ${SUPPLIES}/:id/refill`, `POST ${SUPPLIES}/:id/issue`]).map((r) => [r, 404]),
  ),
} satisfies MatrixArea;
