import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/envelope';
import { registerOutboxExport } from '../../lib/export/commonExports';
import { ListQuerySchema } from '../../lib/listQuery';
import { pickLang, translate } from '../../lib/messages';
import { Envelope, errorResponses } from '../../../src/contract/common';
import { MailSettings, MailSettingsBody, MailTestBody, MailTestResult, OutboxList, RetryAnswer, RetryBody } from '../../../src/contract/mail';
import { ctxOf } from '../../plugins/access';
import type { Services } from '../../services';

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
      body: MailTestBody,
      response: { 200: Envelope(MailTestResult), ...errorResponses },
    },
    handler: async (request) => {
      const r = await services.mailSettings.test(ctxOf(request), request.body.to);
      const message = r.key ? translate(r.key, pickLang(request.headers['accept-language'])) : null;
      return ok({ ...r, message });
    },
  });

  app.post('/message/v1/outbox/list', {
    config: { access: { permission: 'outbox:list' } },
    schema: { tags, summary: "The company's outbox of e-mail, SMS and push", body: ListQuerySchema, response: { 200: Envelope(OutboxList), ...errorResponses } },
    handler: async (request) => ok(await services.outbox.list(ctxOf(request), request.body)),
  });
  registerOutboxExport(app, services);

  app.post('/message/v1/outbox/retry', {
    config: { access: { permission: 'outbox:retry' } },
    schema: {
      tags,
      summary: 'Put failed messages back in the outbox (due now, attempts kept); others are left as they are',
      body: RetryBody,
      response: { 200: Envelope(RetryAnswer), ...errorResponses },
    },
    handler: async (request) => ok(await services.outbox.retry(ctxOf(request), request.body.ids)),
  });
};
