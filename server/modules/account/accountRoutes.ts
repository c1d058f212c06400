import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { TIME_TYPES } from '../../../src/domain/timeType';
import { ok } from '../../lib/envelope';
import { Envelope, errorResponses, Nullable, Ok, Uuid } from '../../lib/schemas';
import { ctxOf } from '../../plugins/access';
import type { Services } from '../../services';

const Seat = Type.Object({ id: Type.String(), name: Type.String(), keyName: Type.String(), sortNum: Type.Integer(), note: Nullable(Type.String()) });

const MenuItem = Type.Object({
    id: Type.String(),
    key: Type.String(),
    menuName: Type.String(),
    name: Type.String(),
    path: Type.String(),
    component: Type.String(),
    redirect: Nullable(Type.String()),
    icon: Nullable(Type.String()),
    hidden: Type.Boolean(),
    levelHidden: Type.Boolean(),
    noClosable: Type.Boolean(),
    noKeepAlive: Type.Boolean(),
    tabHidden: Type.Boolean(),
    topRight: Type.Boolean(),
    sortNum: Type.Integer(),
    parent: Nullable(Type.String()),
    menuType: Type.String(),
    perms: Nullable(Type.String()),
    children: Type.Array(Type.Unknown({ description: 'menu item (same shape)' })),
});

const RouteItem = Type.Unknown({ description: 'route record: path, name, component, redirect, hidden, meta, children' });

const TimeType = Type.Union(TIME_TYPES.map((t) => Type.Literal(t)));
const Sha1 = Type.String({ pattern: '^[0-9a-fA-F]{40}$' });

export const accountRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const tags = ['account'];

  app.get('/account/v1/users/getLoginInfo/:username/:password', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Sign-in pre-check (same answer for every name; the password is not checked)',
      params: Type.Object({ username: Type.String({ maxLength: 64 }), password: Type.String({ maxLength: 64 }) }, { additionalProperties: false }),
      response: { 200: Envelope(Type.Object({ captchaRequired: Type.Boolean(), smsRequired: Type.Boolean(), loginNameMaxLength: Type.Integer() })), ...errorResponses },
    },
    handler: async () => ok(services.account.loginInfo()),
  });

  app.get('/account/v1/users/current/:token', {
    config: { access: 'authenticated', tokenFrom: 'param' },
    schema: {
      tags,
      summary: 'The signed-in user with seats and trip menus',
      params: Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false }),
      response: {
        200: Envelope(
          Type.Object({
            id: Type.String(),
            userName: Type.String(),
            personName: Type.String(),
            avatar: Nullable(Type.String()),
            email: Nullable(Type.String()),
            mobile: Nullable(Type.String()),
            companyId: Type.String(),
            companyName: Type.String(),
            companyCode: Type.String(),
            accountType: Type.Integer(),
            accessType: Type.Integer(),
            admin: Type.Boolean(),
            platformAdmin: Type.Boolean(),
            roles: Type.Array(Type.String()),
            abilities: Type.Array(Type.String()),
            tripMenuList: Type.Array(RouteItem),
            seatList: Type.Array(Seat),
          }),
        ),
        ...errorResponses,
      },
    },
    handler: async (request) => ok(await services.account.current(request.principal!)),
  });

  app.get('/account/v1/seats/getCurrentUserSeatList', {
    config: { access: 'authenticated' },
    schema: { tags, summary: "The user's seats; the first is the default", response: { 200: Envelope(Type.Array(Seat)), ...errorResponses } },
    handler: async (request) => ok(await services.account.seatList(request.principal!)),
  });

  app.get('/account/v1/menus/getAllMenuBySeatId/:seatId/:timeType', {
    config: { access: 'authenticated' },
    schema: {
      tags,
      summary: "The seat's menu tree for this user (directories, menus, buttons)",
      params: Type.Object({ seatId: Uuid, timeType: TimeType }, { additionalProperties: false }),
      response: { 200: Envelope(Type.Array(MenuItem)), ...errorResponses },
    },
    handler: async (request) => ok(await services.account.menuTree(request.principal!, request.params.seatId)),
  });

  app.get('/account/v1/sysMenus/getRouters', {
    config: { access: 'authenticated' },
    schema: {
      tags,
      summary: "Route list for the browser's router (always an array)",
      querystring: Type.Object({ seatId: Type.Optional(Uuid), timeType: Type.Optional(TimeType) }, { additionalProperties: false }),
      response: { 200: Envelope(Type.Array(RouteItem)), ...errorResponses },
    },
    handler: async (request) => ok(await services.account.routes(request.principal!, request.query.seatId)),
  });

  app.get('/account/v1/menus/pathExists', {
    config: { access: 'authenticated' },
    schema: {
      tags,
      summary: 'Whether a path is a screen of the product (to tell 403 from 404)',
      querystring: Type.Object({ path: Type.String({ minLength: 1, maxLength: 300 }) }, { additionalProperties: false }),
      response: { 200: Envelope(Type.Object({ exists: Type.Boolean() })), ...errorResponses },
    },
    handler: async (request) => ok(services.account.pathExists(request.query.path)),
  });

  app.post('/account/v1/users/changepassword', {
    config: { access: 'authenticated' },
    schema: {
      tags,
      summary: 'Change the own password (SHA-1 hex); ends every session of the user',
      body: Type.Object({ userName: Type.String({ minLength: 1, maxLength: 64 }), oldPassword: Sha1, newPassword: Sha1 }, { additionalProperties: false }),
      response: { 200: Ok, ...errorResponses },
    },
    handler: async (request) => {
      await services.account.changePassword(ctxOf(request), request.body);
      return ok(null);
    },
  });
};

export const passwordResetRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const tags = ['account'];
  app.post('/account/v1/users/forgotPassword', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Send a one-time reset link to the accounts of an e-mail address (code 6004 when none matches)',
      body: Type.Object({ email: Type.String({ minLength: 1, maxLength: 100 }) }, { additionalProperties: false }),
      response: { 200: Envelope(Type.Object({ sent: Type.Integer() })), ...errorResponses },
    },
    handler: async (request) => ok(await services.passwordReset.request(request.body.email, request.ip)),
  });
  app.post('/account/v1/users/resetPassword', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Set a new password (6–16 characters) with a reset token; ends the sessions of the account',
      body: Type.Object(
        { token: Type.String({ minLength: 1, maxLength: 200 }), password: Type.String({ maxLength: 64 }), confirmPassword: Type.String({ maxLength: 64 }) },
        { additionalProperties: false },
      ),
      response: { 200: Ok, ...errorResponses },
    },
    handler: async (request) => {
      await services.passwordReset.reset(request.body);
      return ok(null);
    },
  });
};
