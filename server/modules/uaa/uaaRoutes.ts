import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { unauthorized } from '../../lib/errors';
import { ok } from '../../lib/envelope';
import { Envelope, errorResponses } from '../../../src/contract/common';
import { Captcha, CaptchaQuery, CheckTokenAnswer, ExtendAnswer, SignInAnswer, SignInConfig, SignInQuery, TokenQuery } from '../../../src/contract/account';
import type { Services } from '../../services';

export const uaaRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const tags = ['uaa'];

  app.get('/uaa/config', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Sign-in settings the sign-in page needs',
      response: { 200: Envelope(SignInConfig), ...errorResponses },
    },
    handler: async () => {
      const info = services.account.loginInfo();
      return ok({ captcha: info.captchaRequired, loginNameMaxLength: info.loginNameMaxLength, sessionHours: services.auth.sessionHours });
    },
  });

  app.get('/uaa/captcha', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'A new image captcha (one use, expires); required=1 after the server asked for one',
      querystring: CaptchaQuery,
      response: { 200: Envelope(Captcha), ...errorResponses },
    },
    handler: async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const wanted = services.captcha.enabled || (request.query.required === '1' && services.captcha.available);
      if (!wanted) return ok({ enabled: false, captchaId: null, image: null, expiresIn: 0 });
      return ok({ enabled: true, ...(await services.captcha.issue()) });
    },
  });

  app.post('/uaa/oauth/token', {
    config: { access: 'public' },
    schema: { tags, summary: 'Sign in with user name and SHA-1 password', querystring: SignInQuery, response: { 200: Envelope(SignInAnswer), ...errorResponses } },
    handler: async (request) => {
      const q = request.query;
      return ok(
        await services.auth.signIn({
          username: q.username,
          password: q.password,
          captchaId: q.captchaId,
          captchaCode: q.captchaCode,
          clientId: q.client_id,
          ip: request.ip,
          userAgent: request.headers['user-agent'],
        }),
      );
    },
  });

  app.get('/uaa/oauth/check_token', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Whether a token is active (401 unknown or revoked, 402 expired)',
      querystring: TokenQuery,
      response: { 200: Envelope(CheckTokenAnswer), ...errorResponses },
    },
    handler: async (request) => {
      const principal = await services.auth.authenticate(request.query.token);
      const session = await services.auth.sessionOf(request.query.token);
      if (!session) throw unauthorized();
      return ok({
        active: true,
        user_id: principal.userId,
        user_name: principal.userName,
        client_id: session.clientId,
        exp: Math.floor(session.expiresAt.getTime() / 1000),
      });
    },
  });

  app.post('/uaa/oauth/extend', {
    config: { access: 'authenticated' },
    schema: { tags, summary: 'Extend the current session', response: { 200: Envelope(ExtendAnswer), ...errorResponses } },
    handler: async (request) => ok(await services.auth.extend(request.principal!)),
  });
};
