import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/envelope';
import { listAnswerSchema, ListQuerySchema } from '../../lib/listQuery';
import { Envelope, errorResponses } from '../../../src/contract/common';
import { LogRow } from '../../../src/contract/logs';
import { ctxOf } from '../../plugins/access';
import type { Services } from '../../services';

export const logRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  app.post('/common/v1/sysLogs/list', {
    config: { access: { permission: 'log:list' } },
    schema: { tags: ['common: logs'], summary: 'Operation (type 1) and login (type 2) logs', body: ListQuerySchema, response: { 200: Envelope(listAnswerSchema(LogRow)), ...errorResponses } },
    handler: async (request) => ok(await services.logQuery.list(ctxOf(request), request.body)),
  });
};
