import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/envelope';
import { listAnswerSchema, ListQuerySchema } from '../../lib/listQuery';
import { Envelope, errorResponses, IdArray, IdParams } from '../../../src/contract/common';
import { ctxOf } from '../../plugins/access';
import type { Services } from '../../services';
import { Versioned } from '../../../src/contract/access';
import { DataPermissionsBody, Deleted, ResetPasswordBody, User, USER_IMPORT_COLUMNS, UserCreate, UserOverrides, UserPermissionsBody, UserStatusBody, UserUpdate } from '../../../src/contract/users';
import { registerImportRoutes } from '../../lib/import/routes';
import { registerUserExport } from './userExport';

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
    schema: { tags, summary: 'Delete system users by ids', body: IdArray, response: { 200: Envelope(Deleted), ...errorResponses } },
    handler: async (request) => ok(await services.users.remove(ctxOf(request), request.body)),
  });

  app.get(`${base}/:id/permissions`, {
    config: { access: { permission: 'user:list' } },
    schema: {
      tags,
      summary: "A user's custom permissions and data permissions",
      params: IdParams,
      response: { 200: Envelope(UserOverrides), ...errorResponses },
    },
    handler: async (request) => ok(await services.userAccess.overrides(ctxOf(request), request.params.id)),
  });

  app.put(`${base}/:id/permissions`, {
    config: { access: { permission: 'user:permission' } },
    schema: {
      tags,
      summary: 'Set custom permissions added to or removed from the roles',
      params: IdParams,
      body: UserPermissionsBody,
      response: { 200: Envelope(Versioned), ...errorResponses },
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
      body: DataPermissionsBody,
      response: { 200: Envelope(Versioned), ...errorResponses },
    },
    handler: async (request) => ok(await services.userAccess.setDataPermissions(ctxOf(request), request.params.id, request.body.version, request.body.grants)),
  });

  app.post(`${base}/:id/resetPassword`, {
    config: { access: { permission: 'user:resetPassword' } },
    schema: {
      tags,
      summary: "Set a user's password (ends the user's sessions)",
      params: IdParams,
      body: ResetPasswordBody,
      response: { 200: Envelope(Versioned), ...errorResponses },
    },
    handler: async (request) => ok(await services.userAccess.resetPassword(ctxOf(request), request.params.id, request.body.version, request.body.password, request.body.confirmPassword)),
  });

  for (const [action, enabled] of [['enable', true], ['disable', false]] as const) {
    app.post(`${base}/:id/${action}`, {
      config: { access: { permission: `user:${action}` } },
      schema: {
        tags,
        summary: enabled ? 'Enable a system user' : "Disable a system user (ends the user's sessions)",
        params: IdParams,
        body: UserStatusBody,
        response: { 200: Envelope(User), ...errorResponses },
      },
      handler: async (request) => ok(await services.users.setStatus(ctxOf(request), request.params.id, request.body.version, enabled)),
    });
  }

  registerUserExport(app, services);
  // the user list's menu declares no import button: importing is adding, user:add
  registerImportRoutes(app, {
    base,
    access: { permission: 'user:add' },
    tags,
    noun: 'system user',
    columns: USER_IMPORT_COLUMNS,
    schema: UserCreate,
    service: services.users,
    fileName: 'systemUser.importFileName',
  });
};
