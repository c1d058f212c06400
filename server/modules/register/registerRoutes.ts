import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/envelope';
import { listAnswerSchema, ListQuerySchema } from '../../lib/listQuery';
import { Envelope, errorResponses, IdParams } from '../../../src/contract/common';
import { ApproveBody, Company, LoginNameAnswer, LoginNameParams, RegistrationAnswer, RegistrationBody, RejectBody } from '../../../src/contract/registration';
import { ctxOf } from '../../plugins/access';
import type { Services } from '../../services';

export const registerRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const tags = ['registration'];

  app.post('/register', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Apply for an operator account; sign-in is possible once a platform administrator approves',
      body: RegistrationBody,
      response: { 200: Envelope(RegistrationAnswer), ...errorResponses },
    },
    handler: async (request) => ok(await services.companies.register(request.body, request.ip)),
  });

  app.get('/register/checkLoginName/:loginName', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Whether a login name is still free (registration step 1)',
      params: LoginNameParams,
      response: { 200: Envelope(LoginNameAnswer), ...errorResponses },
    },
    handler: async (request) => ok(await services.companies.loginNameAvailable(request.params.loginName)),
  });

  app.post('/common/v1/registrations/list', {
    config: { access: { permission: 'registration:list' } },
    schema: { tags, summary: 'Registrations of operators (platform administrators)', body: ListQuerySchema, response: { 200: Envelope(listAnswerSchema(Company)), ...errorResponses } },
    handler: async (request) => ok(await services.companies.list(ctxOf(request), request.body)),
  });

  app.post('/common/v1/registrations/:id/approve', {
    config: { access: { permission: 'registration:approve' } },
    schema: { tags, summary: 'Approve a pending registration', params: IdParams, body: ApproveBody, response: { 200: Envelope(Company), ...errorResponses } },
    handler: async (request) => ok(await services.companies.approve(ctxOf(request), request.params.id, request.body.version)),
  });

  app.post('/common/v1/registrations/:id/reject', {
    config: { access: { permission: 'registration:reject' } },
    schema: {
      tags,
      summary: 'Reject a pending registration',
      params: IdParams,
      body: RejectBody,
      response: { 200: Envelope(Company), ...errorResponses },
    },
    handler: async (request) => ok(await services.companies.reject(ctxOf(request), request.params.id, request.body.version, request.body.note)),
  });
};
