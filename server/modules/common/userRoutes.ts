import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ok } from '../../lib/envelope';
import { listAnswerSchema, ListQuerySchema } from '../../lib/listQuery';
import { AuditFields, Envelope, errorResponses, IdArray, IdParams, Instant, Nullable, Uuid } from '../../lib/schemas';
import { ctxOf } from '../../plugins/access';
import type { Services } from '../../services';
import { DataGrants, DataGrantsView, VersionBody } from './commonSchemas';

const User = Type.Object({
  id: Type.String(),
  userName: Type.String(),
  personName: Type.String(),
  avatar: Nullable(Type.String()),
  email: Nullable(Type.String()),
  mobile: Nullable(Type.String()),
  accountType: Type.Integer(),
  parentId: Nullable(Type.String()),
  accessType: Type.Integer(),
  status: Type.Integer(),
  isPlatformAdmin: Type.Boolean(),
  note: Nullable(Type.String()),
  passwordTime: Nullable(Instant),
  lastLoginTime: Nullable(Instant),
  lastLoginIp: Nullable(Type.String()),
  roles: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), code: Type.String() })),
  seats: Type.Array(Type.Object({ id: Type.String(), keyName: Type.String(), name: Type.String() })),
  ...AuditFields,
});

const editable = {
  personName: Type.String({ minLength: 1, maxLength: 50 }),
  email: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
  mobile: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
  accountType: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2)])),
  parentId: Type.Optional(Nullable(Uuid)),
  accessType: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)])),
  status: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
  note: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
  roleIds: Type.Optional(Type.Array(Uuid, { maxItems: 50, uniqueItems: true })),
  seatIds: Type.Optional(Type.Array(Uuid, { maxItems: 10, uniqueItems: true })),
};

const UserCreate = Type.Object(
  { userName: Type.String({ minLength: 1, maxLength: 64 }), password: Type.String({ minLength: 1, maxLength: 64 }), ...editable },
  { additionalProperties: false },
);
const UserUpdate = Type.Object(
  { version: Type.Integer({ minimum: 1 }), ...editable, personName: Type.Optional(editable.personName) },
  { additionalProperties: false },
);

export const userRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const tags = ['common: system users'];
  const base = '/common/v1/sysUsers';

  app.post(`${base}/list`, {
    config: { access: { permission: 'user:list' } },
    schema: { tags, summary: 'List system users', body: ListQuerySchema, response: { 200: Envelope(listAnswerSchema(User)), ...errorResponses } },
    handler: async (request) => ok(await services.users.list(ctxOf(request), request.body)),
  });

  app.get(`${base}/:id`, {
    config: { access: { permission: 'user:list' } },
    schema: { tags, summary: 'One system user', params: IdParams, response: { 200: Envelope(User), ...errorResponses } },
    handler: async (request) => ok(await services.users.get(ctxOf(request), request.params.id)),
  });

  app.post(base, {
    config: { access: { permission: 'user:add' } },
    schema: { tags, summary: 'Create a system user (plain password, checked by the sign-up rules)', body: UserCreate, response: { 200: Envelope(User), ...errorResponses } },
    handler: async (request) => ok(await services.users.create(ctxOf(request), request.body)),
  });

  app.put(`${base}/:id`, {
    config: { access: { permission: 'user:edit' } },
    schema: { tags, summary: 'Update a system user (optimistic: send the version read)', params: IdParams, body: UserUpdate, response: { 200: Envelope(User), ...errorResponses } },
    handler: async (request) => ok(await services.users.update(ctxOf(request), request.params.id, request.body)),
  });

  app.delete(base, {
    config: { access: { permission: 'user:delete' } },
    schema: { tags, summary: 'Delete system users by ids', body: IdArray, response: { 200: Envelope(Type.Object({ deleted: Type.Integer() })), ...errorResponses } },
    handler: async (request) => ok(await services.users.remove(ctxOf(request), request.body)),
  });

  app.get(`${base}/:id/permissions`, {
    config: { access: { permission: 'user:list' } },
    schema: {
      tags,
      summary: "A user's custom permissions and data permissions",
      params: IdParams,
      response: { 200: Envelope(Type.Object({ grants: Type.Array(Type.String()), revokes: Type.Array(Type.String()), dataPermissions: DataGrantsView })), ...errorResponses },
    },
    handler: async (request) => ok(await services.userAccess.overrides(ctxOf(request), request.params.id)),
  });

  app.put(`${base}/:id/permissions`, {
    config: { access: { permission: 'user:permission' } },
    schema: {
      tags,
      summary: 'Set custom permissions added to or removed from the roles',
      params: IdParams,
      body: Type.Object({ ...VersionBody, grants: Type.Array(Type.String({ maxLength: 100 }), { maxItems: 2000 }), revokes: Type.Array(Type.String({ maxLength: 100 }), { maxItems: 2000 }) }, { additionalProperties: false }),
      response: { 200: Envelope(Type.Object({ version: Type.Integer() })), ...errorResponses },
    },
    handler: async (request) => {
      const b = request.body;
      return ok(await services.userAccess.setOverrides(ctxOf(request), request.params.id, b.version, b.grants, b.revokes));
    },
  });

  app.put(`${base}/:id/dataPermissions`, {
    config: { access: { permission: 'user:permission' } },
    schema: {
      tags,
      summary: "Set the user's own data permissions (override the roles per dimension)",
      params: IdParams,
      body: Type.Object({ ...VersionBody, grants: DataGrants }, { additionalProperties: false }),
      response: { 200: Envelope(Type.Object({ version: Type.Integer() })), ...errorResponses },
    },
    handler: async (request) => ok(await services.userAccess.setDataPermissions(ctxOf(request), request.params.id, request.body.version, request.body.grants)),
  });

  app.post(`${base}/:id/resetPassword`, {
    config: { access: { permission: 'user:resetPassword' } },
    schema: {
      tags,
      summary: "Set a user's password (ends the user's sessions)",
      params: IdParams,
      body: Type.Object({ ...VersionBody, password: Type.String({ minLength: 1, maxLength: 64 }) }, { additionalProperties: false }),
      response: { 200: Envelope(Type.Object({ version: Type.Integer() })), ...errorResponses },
    },
    handler: async (request) => ok(await services.userAccess.resetPassword(ctxOf(request), request.params.id, request.body.version, request.body.password)),
  });
};
