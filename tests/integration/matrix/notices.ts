/** Notice messages: list and create answer 200; by-id routes and commands aim at no row (404; round trips in notices.test.ts). */
import { NO_ROW, type MatrixArea } from './types';

const BASE = '/common/v1/notices';

export default {
  bodies: {
    [`POST ${BASE}/list`]: () => ({ pageSize: 5 }),
    [`POST ${BASE}`]: () => ({ title: 'Matrix notice', content: 'Matrix content', noticeTime: '2026-12-01T00:00:00Z' }),
    [`PUT ${BASE}/:id`]: () => ({ version: 1, title: 'Matrix notice edited' }),
    [`DELETE ${BASE}`]: () => [NO_ROW],
    [`POST ${BASE}/:id/publish`]: () => ({ version: 1 }),
    [`POST ${BASE}/:id/unpublish`]: () => ({ version: 1 }),
    [`POST ${BASE}/published/list`]: () => ({ pageSize: 5 }),
    [`POST ${BASE}/:id/read`]: () => ({}),
  },
  adminStatus: Object.fromEntries([`GET ${BASE}/:id`, `PUT ${BASE}/:id`, `DELETE ${BASE}`, `POST ${BASE}/:id/publish`, `POST ${BASE}/:id/unpublish`].map((r) => [r, 404])),
} satisfies MatrixArea;
