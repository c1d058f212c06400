import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ok } from '../../lib/envelope';
import { listAnswerSchema, ListQuerySchema } from '../../lib/listQuery';
import { Envelope, errorResponses, IdArray, IdParams } from '../../../src/contract/common';
import { ctxOf } from '../../plugins/access';
import type { Services } from '../../services';
import { Versioned } from '../../../src/contract/access';
import { PermissionPoint, Role, RoleCreate, RoleDetail, RoleMember, RoleMembersBody, RolePermissionsBody, RoleUpdate, Seat } from '../../../src/contract/roles';
import { registerRoleExport } from './roleExport';
import { DataPermissionsBody, Deleted } from '../../../src/contract/users';

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
    schema: { tags, summary: 'Create a role', body: RoleCreate, response: { 200: Envelope(Role), ...errorResponses } },
    handler: async (request) => ok(await services.roles.create(ctxOf(request), request.body)),
  });
  app.put(`${base}/:id`, {
    config: { access: { permission: 'role:edit' } },
    schema: {
      tags,
      summary: 'Update a role (optimistic)',
      params: IdParams,
      body: RoleUpdate,
      response: { 200: Envelope(Role), ...errorResponses },
    },
    handler: async (request) => ok(await services.roles.update(ctxOf(request), request.params.id, request.body)),
  });
  app.delete(base, {
    config: { access: { permission: 'role:delete' } },
    schema: { tags, summary: 'Delete roles by ids', body: IdArray, response: { 200: Envelope(Deleted), ...errorResponses } },
    handler: async (request) => ok(await services.roles.remove(ctxOf(request), request.body)),
  });
  app.put(`${base}/:id/permissions`, {
    config: { access: { permission: 'role:permission' } },
    schema: {
      tags,
      summary: "Replace the role's permission points (logged with before and after)",
      params: IdParams,
      body: RolePermissionsBody,
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
      body: DataPermissionsBody,
      response: { 200: Envelope(Versioned), ...errorResponses },
    },
    handler: async (request) => ok(await services.roles.setDataPermissions(ctxOf(request), request.params.id, request.body.version, request.body.grants)),
  });

  app.get(`${base}/:id/users`, {
    config: { access: { permission: 'role:list' } },
    schema: { tags, summary: 'The users holding a role', params: IdParams, response: { 200: Envelope(Type.Array(RoleMember)), ...errorResponses } },
    handler: async (request) => ok(await services.roles.members(ctxOf(request), request.params.id)),
  });
  app.put(`${base}/:id/users`, {
    config: { access: { permission: 'role:permission' } },
    schema: {
      tags,
      summary: "Replace the role's users (logged with before and after; their menus refresh)",
      params: IdParams,
      body: RoleMembersBody,
      response: { 200: Envelope(Versioned), ...errorResponses },
    },
    handler: async (request) => ok(await services.roles.setMembers(ctxOf(request), request.params.id, request.body.version, request.body.userIds)),
  });
  registerRoleExport(app, services);

  app.get('/common/v1/permissions', {
    config: { access: { permission: 'role:list' } },
    schema: {
      tags,
      summary: 'The catalogue of permission points (general, data, file, seat, app, role, interface)',
      response: {
        200: Envelope(Type.Array(PermissionPoint)),
        ...errorResponses,
      },
    },
    handler: async () => ok(await services.permissions.catalogue()),
  });

  app.get('/common/v1/seats', {
    config: { access: { permission: 'seat:list' } },
    schema: {
      tags,
      summary: "The company's ten seats",
      response: { 200: Envelope(Type.Array(Seat)), ...errorResponses },
    },
    handler: async (request) => ok(await services.access.seatsOfCompany(ctxOf(request).principal.companyId)),
  });
};
