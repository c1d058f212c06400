/** Access-matrix fixtures of the records around a leg (legRecordRoutes.ts): lists answer 200, by-id routes aim at no row (404; round trips in legRecords.test.ts). */
import type { MatrixArea } from './types';

const V1 = '/trip/v1';
const leg = { purpose: 'business', operationNature: 'charter', departureIcao: 'ZBAA', arrivalIcao: 'ZSSS', plannedDepartureUtc: '2026-12-01T02:00:00Z', plannedArrivalUtc: '2026-12-01T04:00:00Z' };
const civil = { capacityNumber: 'MU5101', supplier: 'Matrix Airlines', currency: 'CNY', amount: '100.00' };

const byId: Record<string, () => unknown> = {
  [`POST ${V1}/tripLegs/:id/passengers`]: () => ({ version: 1, passenger: { name: 'Matrix Passenger' } }),
  [`PUT ${V1}/legPassengers/:id`]: () => ({ version: 1, phone: '13800000000' }),
  [`POST ${V1}/legPassengers/:id/remove`]: () => ({ version: 1 }),
  [`POST ${V1}/tripLegs/:id/diversions`]: () => ({ version: 1, diversionIcao: 'ZSPD', diversionEtaUtc: '2026-12-01T04:40:00Z', reason: 'matrix' }),
  [`POST ${V1}/diversions/:id/cancel`]: () => ({ version: 1 }),
  [`POST ${V1}/tripLegs/:id/civilLeg`]: () => ({ version: 1, ...civil }),
  [`PUT ${V1}/civilLegs/:id`]: () => ({ version: 1, amount: '200' }),
  [`POST ${V1}/civilLegs/:id/remove`]: () => ({ version: 1 }),
  [`POST ${V1}/civilLegs/:id/settle`]: () => ({ version: 1, settlementTime: '2026-12-31T08:00:00Z' }),
  [`POST ${V1}/tripLegs/:id/renew`]: () => ({ version: 1, leg, passengers: { mode: 'empty' } }),
};
const lists = ['diversions', 'civilLegs', 'flightDelays', 'legLogs'].map((r) => `POST ${V1}/${r}/list`);

export default {
  bodies: { ...byId, ...Object.fromEntries(lists.map((r) => [r, () => ({ pageSize: 5 })])) },
  adminStatus: Object.fromEntries([`GET ${V1}/tripLegs/:id`, ...Object.keys(byId)].map((r) => [r, 404])),
} satisfies MatrixArea;
