import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ok } from '../../lib/envelope';
import { listAnswerSchema, ListQuerySchema } from '../../lib/listQuery';
import { AuditFields, Envelope, errorResponses, IdArray, IdParams, Nullable } from '../../lib/schemas';
import { ctxOf } from '../../plugins/access';
import type { Services } from '../../services';
import { DataGrants, DataGrantsView, VersionBody } from './commonSchemas';

const Role = Type.Object({
  id: Type.String(),
  name: Type.String(),
  code: Type.String(),
  isAdmin: Type.Boolean(),
  note: Nullable(Type.String()),
  sortNum: Type.Integer(),
  ...AuditFields,
});
const RoleDetail = Type.Object({ ...Role.properties, permissionKeys: Type.Array(Type.String()), dataPermissions: DataGrantsView });

const fields = {
  name: Type.String({ minLength: 1, maxLength: 50 }),
  code: Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_]{1,39}$' }),
  isAdmin: Type.Optional(Type.Boolean()),
  note: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
  sortNum: Type.Optional(Type.Integer({ minimum: 0, maximum: 9999 })),
};
const Versioned = Type.Object({ version: Type.Integer() });

export const roleRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const tags = ['common: roles'];
  const base = '/common/v1/sysRoles';

  app.post(`${base}/list`, {
    config: { access: { permission: 'role:list' } },
    schema: { tags, summary: 'List roles', body: ListQuerySchema, response: { 200: Envelope(listAnswerSchema(Role)), ...errorResponses } },
    handler: async (request) => ok(await services.roles.list(ctxOf(request), request.body)),
  });
  app.get(`${base}/:id`, {
    config: { access: { permission: 'role:list' } },
    schema: { tags, summary: 'One role with its permission points and data permissions', params: IdParams, response: { 200: Envelope(RoleDetail), ...errorResponses } },
    handler: async (request) => ok(await services.roles.get(ctxOf(request), request.params.id)),
  });
  app.post(base, {
    config: { access: { permission: 'role:add' } },
    schema: { tags, summary: 'Create a role', body: Type.Object(fields, { additionalProperties: false }), response: { 200: Envelope(Role), ...errorResponses } },
    handler: async (request) => ok(await services.roles.create(ctxOf(request), request.body)),
  });
  app.put(`${base}/:id`, {
    config: { access: { permission: 'role:edit' } },
    schema: {
      tags,
      summary: 'Update a role (optimistic)',
      params: IdParams,
      body: Type.Object({ ...VersionBody, ...Type.Partial(Type.Object(fields)).properties }, { additionalProperties: false }),
      response: { 200: Envelope(Role), ...errorResponses },
    },
    handler: async (request) => ok(await services.roles.update(ctxOf(request), request.params.id, request.body)),
  });
  app.delete(base, {
    config: { access: { permission: 'role:delete' } },
    schema: { tags, summary: 'Delete roles by ids', body: IdArray, response: { 200: Envelope(Type.Object({ deleted: Type.Integer() })), ...errorResponses } },
    handler: async (request) => ok(await services.roles.remove(ctxOf(request), request.body)),
  });
  app.put(`${base}/:id/permissions`, {
    config: { access: { permission: 'role:permission' } },
    schema: {
      tags,
      summary: "Replace the role's permission points (logged with before and after)",
      params: IdParams,
      body: Type.Object({ ...VersionBody, permissionKeys: Type.Array(Type.String({ maxLength: 100 }), { maxItems: 5000 }) }, { additionalProperties: false }),
      response: { 200: Envelope(Versioned), ...errorResponses },
    },
    handler: async (request) => ok(await services.roles.setPermissions(ctxOf(request), request.params.id, request.body.version, request.body.permissionKeys)),
  });
  app.put(`${base}/:id/dataPermissions`, {
    config: { access: { permission: 'role:permission' } },
    schema: {
      tags,
      summary: "Replace the role's data permissions (logged with before and after)",
      params: IdParams,
      body: Type.Object({ ...VersionBody, grants: DataGrants }, { additionalProperties: false }),
      response: { 200: Envelope(Versioned), ...errorResponses },
    },
    handler: async (request) => ok(await services.roles.setDataPermissions(ctxOf(request), request.params.id, request.body.version, request.body.grants)),
  });

  app.get('/common/v1/permissions', {
    config: { access: { permission: 'role:list' } },
    schema: {
      tags,
      summary: 'The catalogue of permission points (general, data, file, seat, app, role, interface)',
      response: {
        200: Envelope(Type.Array(Type.Object({ key: Type.String(), kind: Type.Integer(), module: Type.String(), name: Type.String(), method: Nullable(Type.String()), path: Nullable(Type.String()), system: Type.String() }))),
        ...errorResponses,
      },
    },
    handler: async () => ok(await services.permissions.list()),
  });

  app.get('/common/v1/seats', {
    config: { access: { permission: 'seat:list' } },
    schema: {
      tags,
      summary: "The company's ten seats",
      response: { 200: Envelope(Type.Array(Type.Object({ id: Type.String(), name: Type.String(), keyName: Type.String(), sortNum: Type.Integer(), note: Nullable(Type.String()) }))), ...errorResponses },
    },
    handler: async (request) => ok(await services.access.seatsOfCompany(ctxOf(request).principal.companyId)),
  });
};
