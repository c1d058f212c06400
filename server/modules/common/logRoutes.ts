import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ok } from '../../lib/envelope';
import { listAnswerSchema, ListQuerySchema } from '../../lib/listQuery';
import { Envelope, errorResponses, Instant, Nullable } from '../../lib/schemas';
import { ctxOf } from '../../plugins/access';
import type { Services } from '../../services';

const Log = Type.Object({
  id: Type.String(),
  type: Type.Integer(),
  moduleName: Type.String(),
  functionName: Type.String(),
  info: Nullable(Type.String()),
  operatorId: Nullable(Type.String()),
  operator: Nullable(Type.String()),
  ip: Nullable(Type.String()),
  flightNo: Nullable(Type.String()),
  tailNo: Nullable(Type.String()),
  businessId: Nullable(Type.String()),
  success: Type.Integer(),
  permissionType: Nullable(Type.Integer()),
  beforeList: Nullable(Type.Array(Type.String())),
  afterList: Nullable(Type.Array(Type.String())),
  createTime: Instant,
});

export const logRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  app.post('/common/v1/sysLogs/list', {
    config: { access: { permission: 'log:list' } },
    schema: { tags: ['common: logs'], summary: 'Operation (type 1) and login (type 2) logs', body: ListQuerySchema, response: { 200: Envelope(listAnswerSchema(Log)), ...errorResponses } },
    handler: async (request) => ok(await services.logQuery.list(ctxOf(request), request.body)),
  });
};
