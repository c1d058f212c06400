import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/envelope';
import { listAnswerSchema, ListQuerySchema } from '../../lib/listQuery';
import { Envelope, errorResponses, IdParams } from '../../../src/contract/common';
import { ApproveBody, Company, LoginNameAnswer, LoginNameParams, REGISTRATION_COLUMNS, RegistrationAnswer, RegistrationBody, RejectBody } from '../../../src/contract/registration';
import { exportColumns } from '../../lib/export/format';
import { registerExport } from '../../lib/export/registerExport';
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
    handler: async (request) => ok(await services.registrations.list(ctxOf(request), request.body)),
  });

  app.post('/common/v1/registrations/:id/approve', {
    config: { access: { permission: 'registration:approve' } },
    schema: { tags, summary: 'Approve a pending registration (the applicant is mailed through the outbox)', params: IdParams, body: ApproveBody, response: { 200: Envelope(Company), ...errorResponses } },
    handler: async (request) => ok(await services.registrations.approve(ctxOf(request), request.params.id, request.body.version)),
  });

  app.post('/common/v1/registrations/:id/reject', {
    config: { access: { permission: 'registration:reject' } },
    schema: {
      tags,
      summary: 'Refuse a pending registration with a reason (required; the applicant is mailed it through the outbox)',
      params: IdParams,
      body: RejectBody,
      response: { 200: Envelope(Company), ...errorResponses },
    },
    handler: async (request) => ok(await services.registrations.reject(ctxOf(request), request.params.id, request.body.version, request.body.note)),
  });

  registerExport<Company>(app, {
    base: '/common/v1/registrations',
    access: { permission: 'registration:export' },
    tags,
    noun: 'registration',
    fileName: 'systemLog.registration.fileName',
    list: services.registrations.list,
    columns: exportColumns<Company>(REGISTRATION_COLUMNS, {
      createTime: (r) => r.createTime,
      name: (r) => r.name,
      code: (r) => r.code,
      contactPerson: (r) => r.contactPerson,
      mobile: (r) => r.mobile,
      email: (r) => r.email,
      phone: (r) => r.phone,
      address: (r) => r.address,
      status: (r) => r.status,
      reviewNote: (r) => r.reviewNote,
      reviewAuthor: (r) => r.reviewAuthor,
      reviewTime: (r) => r.reviewTime,
    }),
  });
};
