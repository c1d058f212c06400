import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ok } from '../../lib/envelope';
import { listAnswerSchema, ListQuerySchema } from '../../lib/listQuery';
import { pickLang, translate } from '../../lib/messages';
import { Envelope, errorResponses, IdArray, Instant, Nullable } from '../../lib/schemas';
import { ctxOf } from '../../plugins/access';
import type { Services } from '../../services';

const Language = Type.Union([Type.Literal('zh'), Type.Literal('zhtw'), Type.Literal('en')]);

const MailSettings = Type.Object({
  enabled: Type.Boolean(),
  host: Type.String(),
  port: Type.Integer(),
  secure: Type.Boolean({ description: 'TLS from the start (465); otherwise STARTTLS when offered' }),
  userName: Type.String(),
  hasPassword: Type.Boolean({ description: 'a password is stored (it is never answered)' }),
  fromAddress: Type.String(),
  language: Language,
  version: Type.Integer({ description: '0 while nothing is stored' }),
  updateAuthor: Nullable(Type.String()),
  updateTime: Nullable(Instant),
});

const MailSettingsBody = Type.Object(
  {
    version: Type.Integer({ minimum: 0, description: '0 for the first save, then the current version (412 when stale)' }),
    enabled: Type.Boolean(),
    host: Type.String({ maxLength: 255, pattern: '^[^\\s/]*$' }),
    port: Type.Integer({ minimum: 1, maximum: 65535 }),
    secure: Type.Boolean(),
    userName: Type.String({ maxLength: 255 }),
    password: Type.Optional(Type.String({ maxLength: 255, description: 'empty or absent: keep the stored password' })),
    fromAddress: Type.String({ maxLength: 254 }),
    language: Language,
  },
  { additionalProperties: false },
);

const TestResult = Type.Object({
  ok: Type.Boolean(),
  key: Nullable(Type.String({ description: 'message key of the failure' })),
  message: Nullable(Type.String({ description: "the key's text in the caller's language" })),
  detail: Nullable(Type.String({ description: "the SMTP server's or the network's text" })),
});

const OutboxItem = Type.Object({
  id: Type.String(),
  channel: Type.String({ description: 'email | sms | push' }),
  recipient: Type.String(),
  recipientName: Type.String(),
  subject: Type.String(),
  body: Type.String(),
  status: Type.String({ description: 'unsent | sent | failed' }),
  attempts: Type.Integer(),
  nextAttemptTime: Instant,
  lastError: Nullable(Type.String({ description: 'a message key, or `key: detail`' })),
  eventSeq: Nullable(Type.Integer()),
  functionCode: Nullable(Type.String()),
  createTime: Instant,
  sentTime: Nullable(Instant),
});

export const mailRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const tags = ['message: mail and outbox'];

  app.get('/message/v1/mailSettings', {
    config: { access: { permission: 'mailSettings:list' } },
    schema: { tags, summary: "The company's SMTP settings (the password is never answered)", response: { 200: Envelope(MailSettings), ...errorResponses } },
    handler: async (request) => ok(await services.mailSettings.get(ctxOf(request))),
  });
  app.put('/message/v1/mailSettings', {
    config: { access: { permission: 'mailSettings:edit' } },
    schema: { tags, summary: 'Save the SMTP settings (optimistic on version)', body: MailSettingsBody, response: { 200: Envelope(MailSettings), ...errorResponses } },
    handler: async (request) => ok(await services.mailSettings.update(ctxOf(request), request.body)),
  });
  app.post('/message/v1/mailSettings/test', {
    config: { access: { permission: 'mailSettings:test' } },
    schema: {
      tags,
      summary: 'Send a test mail now through the saved settings; answers ok or the failure (never an error status for an SMTP failure)',
      body: Type.Object({ to: Type.String({ minLength: 1, maxLength: 254 }) }, { additionalProperties: false }),
      response: { 200: Envelope(TestResult), ...errorResponses },
    },
    handler: async (request) => {
      const r = await services.mailSettings.test(ctxOf(request), request.body.to);
      const message = r.key ? translate(r.key, pickLang(request.headers['accept-language'])) : null;
      return ok({ ...r, message });
    },
  });

  app.post('/message/v1/outbox/list', {
    config: { access: { permission: 'outbox:list' } },
    schema: { tags, summary: "The company's outbox of e-mail, SMS and push", body: ListQuerySchema, response: { 200: Envelope(listAnswerSchema(OutboxItem)), ...errorResponses } },
    handler: async (request) => ok(await services.outbox.list(ctxOf(request), request.body)),
  });
  app.post('/message/v1/outbox/retry', {
    config: { access: { permission: 'outbox:retry' } },
    schema: {
      tags,
      summary: 'Put failed messages back in the outbox (due now, attempts kept); others are left as they are',
      body: Type.Object({ ids: IdArray }, { additionalProperties: false }),
      response: { 200: Envelope(Type.Object({ retried: Type.Integer(), ids: Type.Array(Type.String()) })), ...errorResponses },
    },
    handler: async (request) => ok(await services.outbox.retry(ctxOf(request), request.body.ids)),
  });
};
