/** Gantt chart: the fleet, crew and passenger windows, and a move aimed at no leg (round trips in gantt.test.ts). */
import { NO_ROW, type MatrixArea } from './types';

export default {
  bodies: {
    'POST /trip/v1/gantt/window': () => ({ from: '2026-12-01T00:00:00Z', to: '2026-12-08T00:00:00Z', view: 'fleet' }),
    'POST /trip/v1/gantt/crewWindow': () => ({ from: '2026-12-01T00:00:00Z', to: '2026-12-08T00:00:00Z' }),
    'POST /trip/v1/gantt/passengerWindow': () => ({ from: '2026-12-01T00:00:00Z', to: '2026-12-08T00:00:00Z' }),
    'POST /trip/v1/tripLegs/:id/move': () => ({ version: 1, aircraftId: NO_ROW, plannedDepartureUtc: '2026-12-01T02:00:00Z' }),
  },
  adminStatus: {
    'POST /trip/v1/tripLegs/:id/move': 404,
  },
} satisfies MatrixArea;
