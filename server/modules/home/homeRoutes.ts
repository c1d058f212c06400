/** The seat homes: GET /account/v1/homeCards/{seatId} (contract: src/contract/home.ts). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, errorResponses } from '../../../src/contract/common';
import { HomeAnswer, HomeParams, HomeQuery } from '../../../src/contract/home';
import { ok } from '../../lib/envelope';
import { ctxOf } from '../../plugins/access';
import type { Services } from '../../services';

export const homeRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  app.get('/account/v1/homeCards/:seatId', {
    config: { access: 'authenticated', read: true },
    schema: {
      tags: ['account'],
      summary: "The work cards of one of the caller's seats for today in the time type (each card only with its screen's view permission, rows within the caller's data permissions)",
      params: HomeParams,
      querystring: HomeQuery,
      response: { 200: Envelope(HomeAnswer), ...errorResponses },
    },
    handler: async (request) => ok(await services.home.cards(ctxOf(request), request.params.seatId, request.query.timeType)),
  });
};
