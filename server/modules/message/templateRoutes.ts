import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/envelope';
import { Envelope, errorResponses } from '../../../src/contract/common';
import { TemplateBody, TemplateList, TemplateParams, TemplateRow } from '../../../src/contract/message';
import { registerTemplateExport } from '../../lib/export/commonExports';
import { ctxOf } from '../../plugins/access';
import type { Services } from '../../services';

const TAGS = ['common: message templates'];

export const templateRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  app.post('/common/v1/messageTemplates/list', {
    config: { access: { permission: 'messageTemplate:list' } },
    schema: {
      tags: TAGS,
      summary: 'Every function code with its template: the company\'s edited one or the built-in default (custom false, version 0)',
      response: { 200: Envelope(TemplateList), ...errorResponses },
    },
    handler: async (request) => {
      const list = await services.messageTemplates.list(ctxOf(request));
      return ok({ totalNum: list.length, list });
    },
  });

  app.put('/common/v1/messageTemplates/:functionCode', {
    config: { access: { permission: 'messageTemplate:edit', or: ['messageTemplate:add', 'messageTemplate:enable', 'messageTemplate:disable'] } },
    schema: {
      tags: TAGS,
      summary: 'Saves the company\'s template of a function code (version 0 when the default was shown; stale → 412)',
      params: TemplateParams,
      body: TemplateBody,
      response: { 200: Envelope(TemplateRow), ...errorResponses },
    },
    handler: async (request) => ok(await services.messageTemplates.save(ctxOf(request), request.params.functionCode, request.body)),
  });

  app.delete('/common/v1/messageTemplates/:functionCode', {
    config: { access: { permission: 'messageTemplate:delete', or: ['messageTemplate:edit'] } },
    schema: { tags: TAGS, summary: 'Back to the built-in default', params: TemplateParams, response: { 200: Envelope(TemplateRow), ...errorResponses } },
    handler: async (request) => ok(await services.messageTemplates.reset(ctxOf(request), request.params.functionCode)),
  });

  registerTemplateExport(app, services);
};
