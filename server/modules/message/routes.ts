import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ok } from '../../lib/envelope';
import { errorResponses, Ok } from '../../lib/schemas';
import type { Services } from '../../services';

export const messageRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  app.get('/message/v1/users/logout/:token', {
    config: { access: 'authenticated', tokenFrom: 'param' },
    schema: {
      tags: ['message'],
      summary: 'Log out: revokes the token (code 20000 on success)',
      params: Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false }),
      response: { 200: Ok, ...errorResponses },
    },
    handler: async (request) => {
      await services.auth.logout(request.principal!);
      return ok(null);
    },
  });
};
