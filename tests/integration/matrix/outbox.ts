/** Mail settings and the outbox: reads, a save at the current version, a test mail with nothing to send through, a retry of no row (round trips in outbox.test.ts). */
import { NO_ROW, type MatrixArea } from './types';

const SETTINGS = '/message/v1/mailSettings';

export default {
  bodies: {
    [`PUT ${SETTINGS}`]: async (c) => {
      const current = (await c.call(c.adminToken(), { method: 'GET', url: SETTINGS })).json().result;
      return { version: current.version, enabled: false, host: '', port: 587, secure: false, userName: '', fromAddress: '', language: 'zh' };
    },
    // no server saved: answers 200 with the not-configured key at once
    [`POST ${SETTINGS}/test`]: () => ({ to: 'matrix@example.com' }),
    'POST /message/v1/outbox/list': () => ({ pageSize: 5 }),
    'POST /message/v1/outbox/retry': () => ({ ids: [NO_ROW] }),
  },
} satisfies MatrixArea;
