import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/envelope';
import { Type } from 'typebox';
import { Envelope, errorResponses, Ok } from '../../../src/contract/common';
import {
  ChangePasswordBody,
  CurrentUser,
  ForgotPasswordAnswer,
  ForgotPasswordBody,
  LoginInfo,
  LoginInfoParams,
  MenuItem,
  MenuParams,
  PathExists,
  PathQuery,
  ResetPasswordBody,
  RouteItem,
  RoutersQuery,
  Seat,
} from '../../../src/contract/account';
import { TokenParams } from '../../../src/contract/message';
import { ctxOf } from '../../plugins/access';
import { pickLang } from '../../lib/messages';
import type { Services } from '../../services';

export const accountRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const tags = ['account'];

  app.get('/account/v1/users/getLoginInfo/:username/:password', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Sign-in pre-check (same answer for every name; the password is not checked)',
      params: LoginInfoParams,
      response: { 200: Envelope(LoginInfo), ...errorResponses },
    },
    handler: async () => ok(services.account.loginInfo()),
  });

  app.get('/account/v1/users/current/:token', {
    config: { access: 'authenticated', tokenFrom: 'param' },
    schema: {
      tags,
      summary: 'The signed-in user with seats and trip menus',
      params: TokenParams,
      response: {
        200: Envelope(CurrentUser),
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
      params: MenuParams,
      response: { 200: Envelope(Type.Array(MenuItem)), ...errorResponses },
    },
    handler: async (request) => ok(await services.account.menuTree(request.principal!, request.params.seatId)),
  });

  app.get('/account/v1/sysMenus/getRouters', {
    config: { access: 'authenticated' },
    schema: {
      tags,
      summary: "Route list for the browser's router (always an array)",
      querystring: RoutersQuery,
      response: { 200: Envelope(Type.Array(RouteItem)), ...errorResponses },
    },
    handler: async (request) => ok(await services.account.routes(request.principal!, request.query.seatId)),
  });

  app.get('/account/v1/menus/pathExists', {
    config: { access: 'authenticated' },
    schema: {
      tags,
      summary: 'Whether a path is a screen of the product (to tell 403 from 404)',
      querystring: PathQuery,
      response: { 200: Envelope(PathExists), ...errorResponses },
    },
    handler: async (request) => ok(services.account.pathExists(request.query.path)),
  });

  app.post('/account/v1/users/changepassword', {
    config: { access: 'authenticated' },
    schema: {
      tags,
      summary: 'Change the own password (SHA-1 hex); ends every session of the user',
      body: ChangePasswordBody,
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
      summary: 'Mail a one-time reset link to the accounts of an e-mail address through the outbox (code 6004 when none matches; 409 when the company has no mail server)',
      body: ForgotPasswordBody,
      response: { 200: Envelope(ForgotPasswordAnswer), ...errorResponses },
    },
    handler: async (request) => {
      const lang = request.headers['accept-language'] ? pickLang(request.headers['accept-language']) : undefined;
      return ok(await services.passwordReset.request(request.body.email, request.ip, lang));
    },
  });
  app.post('/account/v1/users/resetPassword', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Set a new password (6–16 characters) with a reset token; ends the sessions of the account',
      body: ResetPasswordBody,
      response: { 200: Ok, ...errorResponses },
    },
    handler: async (request) => {
      await services.passwordReset.reset(request.body);
      return ok(null);
    },
  });
};
