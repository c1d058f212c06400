import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { SEAT_KEYS, type SeatKey } from '../../../src/domain/access/seats';
import { ok } from '../../lib/envelope';
import { Envelope, errorResponses, Nullable } from '../../lib/schemas';
import { ctxOf } from '../../plugins/access';
import type { Services } from '../../services';

const Text = Type.Object({ title: Type.String({ maxLength: 200 }), body: Type.String({ maxLength: 4000 }) }, { additionalProperties: false });
const PerLanguage = Type.Object({ zh: Text, zhtw: Text, en: Text }, { additionalProperties: false });
const Content = Type.Object({ site: PerLanguage, email: PerLanguage, sms: PerLanguage, push: PerLanguage }, { additionalProperties: false });
const Channels = Type.Object({ site: Type.Boolean(), email: Type.Boolean(), sms: Type.Boolean(), push: Type.Boolean() }, { additionalProperties: false });
const Fields = {
  title: Type.String({ maxLength: 100 }),
  enabled: Type.Boolean(),
  seats: Type.Array(Type.Unsafe<SeatKey>({ type: 'string', enum: [...SEAT_KEYS] }), { maxItems: SEAT_KEYS.length, uniqueItems: true }),
  channels: Channels,
  cc: Type.String({ maxLength: 1000 }),
  content: Content,
};
const Template = Type.Object({
  ...Fields,
  functionCode: Type.String(),
  id: Nullable(Type.String()),
  version: Type.Integer(),
  custom: Type.Boolean(),
  updateAuthor: Nullable(Type.String()),
  updateTime: Nullable(Type.String()),
});
const CodeParams = Type.Object({ functionCode: Type.String({ pattern: '^[A-Z_]{3,60}$' }) }, { additionalProperties: false });
const TAGS = ['common: message templates'];

export const templateRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  app.post('/common/v1/messageTemplates/list', {
    config: { access: { permission: 'messageTemplate:list' } },
    schema: {
      tags: TAGS,
      summary: 'Every function code with its template: the company\'s edited one or the built-in default (custom false, version 0)',
      response: { 200: Envelope(Type.Object({ totalNum: Type.Integer(), list: Type.Array(Template) })), ...errorResponses },
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
      params: CodeParams,
      body: Type.Object({ ...Fields, version: Type.Integer({ minimum: 0 }) }, { additionalProperties: false }),
      response: { 200: Envelope(Template), ...errorResponses },
    },
    handler: async (request) => ok(await services.messageTemplates.save(ctxOf(request), request.params.functionCode, request.body)),
  });

  app.delete('/common/v1/messageTemplates/:functionCode', {
    config: { access: { permission: 'messageTemplate:delete', or: ['messageTemplate:edit'] } },
    schema: { tags: TAGS, summary: 'Back to the built-in default', params: CodeParams, response: { 200: Envelope(Template), ...errorResponses } },
    handler: async (request) => ok(await services.messageTemplates.reset(ctxOf(request), request.params.functionCode)),
  });
};
