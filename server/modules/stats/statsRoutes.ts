import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ok } from '../../lib/envelope';
import { Envelope, errorResponses, Nullable, Uuid } from '../../lib/schemas';
import type { Services } from '../../services';

const Count = Type.Integer({ minimum: 0 });

export const statsRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  app.get('/website/v1/stats', {
    config: { access: 'public' },
    schema: {
      tags: ['website'],
      summary: 'Live counts for the landing page (null: not tracked yet)',
      response: {
        200: Envelope(Type.Object({ operators: Count, activeUsers: Count, aircraft: Count, groundAgents: Nullable(Count) })),
        ...errorResponses,
      },
    },
    handler: async () => ok(await services.stats.publicStats()),
  });

  app.get('/account/v1/dashboard/:seatId', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['account'],
      summary: "Home dashboard cards of one of the caller's seats (company-scoped counts)",
      params: Type.Object({ seatId: Uuid }, { additionalProperties: false }),
      response: {
        200: Envelope(Type.Array(Type.Object({ key: Type.String(), count: Count, path: Nullable(Type.String()) }))),
        ...errorResponses,
      },
    },
    handler: async (request) => ok(await services.stats.dashboard(request.principal!, request.params.seatId)),
  });
};
