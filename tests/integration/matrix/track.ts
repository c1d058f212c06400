/** Track module: monitoring reads, events aimed at no row, settings, ingestion keys (round trips in track.test.ts). */
import type { MatrixArea } from './types';

export default {
  bodies: {
    'POST /track/v1/monitor': () => ({ from: '2026-12-01T00:00:00Z', to: '2026-12-02T00:00:00Z' }),
    'POST /track/v1/positions/live': () => ({}),
    'POST /track/v1/positions/board': () => ({}),
    'POST /track/v1/positions/board/export': () => ({ columns: ['tailNo'] }),
    'POST /track/v1/monitor/movements/export': () => ({ from: '2026-12-01T00:00:00Z', to: '2026-12-02T00:00:00Z', columns: ['flight'] }),
    'POST /track/v1/tripLegs/:id/track': () => ({}),
    'POST /track/v1/events/list': () => ({}),
    'POST /track/v1/events/:id/confirm': () => ({ version: 1 }),
    'POST /track/v1/events/:id/dismiss': () => ({}),
    'PUT /track/v1/settings': () => ({ autoConfirm: false }),
    'POST /track/v1/ingestKeys/list': () => ({}),
    'POST /track/v1/ingestKeys': () => ({ name: 'matrix' }),
    'POST /track/v1/ingestKeys/:id/revoke': () => ({}),
  },
  adminStatus: {
    'POST /track/v1/tripLegs/:id/track': 404,
    'POST /track/v1/events/:id/confirm': 404,
    'POST /track/v1/events/:id/dismiss': 404,
    'POST /track/v1/ingestKeys/:id/revoke': 404,
  },
} satisfies MatrixArea;
