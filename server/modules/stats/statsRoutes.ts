import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ok } from '../../lib/envelope';
import { Envelope, errorResponses } from '../../../src/contract/common';
import { DashboardCard, DashboardParams, PublicStats } from '../../../src/contract/account';
import type { Services } from '../../services';

export const statsRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  app.get('/website/v1/stats', {
    config: { access: 'public' },
    schema: {
      tags: ['website'],
      summary: 'Live counts for the landing page (null: not tracked yet)',
      response: {
        200: Envelope(PublicStats),
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
      params: DashboardParams,
      response: {
        200: Envelope(Type.Array(DashboardCard)),
        ...errorResponses,
      },
    },
    handler: async (request) => ok(await services.stats.dashboard(request.principal!, request.params.seatId)),
  });
};
