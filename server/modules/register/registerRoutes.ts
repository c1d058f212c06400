import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ok } from '../../lib/envelope';
import { listAnswerSchema, ListQuerySchema } from '../../lib/listQuery';
import { AuditFields, Envelope, errorResponses, IdParams, Instant, Nullable } from '../../lib/schemas';
import { ctxOf } from '../../plugins/access';
import type { Services } from '../../services';
import { VersionBody } from '../common/commonSchemas';

const text = (max: number) => Type.String({ maxLength: max });
const RegistrationBody = Type.Object(
  {
    companyName: text(100),
    phone: text(20),
    address: text(200),
    loginName: text(64),
    password: Type.String({ maxLength: 64, description: 'plain text: the server checks the sign-up rules, then stores argon2id of its SHA-1' }),
    confirmPassword: text(64),
    contactPerson: text(50),
    mobile: text(20),
    email: text(100),
  },
  { additionalProperties: false },
);

const Company = Type.Object({
  id: Type.String(),
  code: Type.String(),
  name: Type.String(),
  phone: Type.String(),
  address: Type.String(),
  contactPerson: Type.String(),
  mobile: Type.String(),
  email: Type.String(),
  status: Type.String(),
  isPlatform: Type.Boolean(),
  reviewNote: Nullable(Type.String()),
  reviewAuthor: Nullable(Type.String()),
  reviewTime: Nullable(Instant),
  ...AuditFields,
});

export const registerRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const tags = ['registration'];

  app.post('/register', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Apply for an operator account; sign-in is possible once a platform administrator approves',
      body: RegistrationBody,
      response: { 200: Envelope(Type.Object({ applicationId: Type.String(), companyCode: Type.String(), status: Type.String() })), ...errorResponses },
    },
    handler: async (request) => ok(await services.companies.register(request.body, request.ip)),
  });

  app.get('/register/checkLoginName/:loginName', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Whether a login name is still free (registration step 1)',
      params: Type.Object({ loginName: text(64) }, { additionalProperties: false }),
      response: { 200: Envelope(Type.Object({ available: Type.Boolean() })), ...errorResponses },
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
    schema: { tags, summary: 'Approve a pending registration', params: IdParams, body: Type.Object(VersionBody, { additionalProperties: false }), response: { 200: Envelope(Company), ...errorResponses } },
    handler: async (request) => ok(await services.companies.approve(ctxOf(request), request.params.id, request.body.version)),
  });

  app.post('/common/v1/registrations/:id/reject', {
    config: { access: { permission: 'registration:reject' } },
    schema: {
      tags,
      summary: 'Reject a pending registration',
      params: IdParams,
      body: Type.Object({ ...VersionBody, note: Type.Optional(text(500)) }, { additionalProperties: false }),
      response: { 200: Envelope(Company), ...errorResponses },
    },
    handler: async (request) => ok(await services.companies.reject(ctxOf(request), request.params.id, request.body.version, request.body.note)),
  });
};
