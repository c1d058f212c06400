import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/envelope';
import { registerMessageExport } from '../../lib/export/commonExports';
import { ListQuerySchema } from '../../lib/listQuery';
import { Envelope, errorResponses, Ok } from '../../../src/contract/common';
import { MarkReadBody, MessageList, ReadAllBody, ReadLegBody, SeatMessageAnswer, SeatMessageBody, TokenParams, Unread } from '../../../src/contract/message';
import { ctxOf } from '../../plugins/access';
import type { Services } from '../../services';

const UnreadAnswer = Envelope(Unread);
const TAGS = ['message: site messages'];
const langOf = (headers: Record<string, unknown>) => String(headers['accept-language'] ?? 'zh');

export const messageRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  app.get('/message/v1/users/logout/:token', {
    config: { access: 'authenticated', tokenFrom: 'param' },
    schema: {
      tags: ['message'],
      summary: 'Log out: revokes the token (code 20000 on success)',
      params: TokenParams,
      response: { 200: Ok, ...errorResponses },
    },
    handler: async (request) => {
      await services.auth.logout(request.principal!, request.token);
      return ok(null);
    },
  });

  app.post('/message/v1/messageLogs/list', {
    config: { access: 'authenticated' },
    schema: {
      tags: TAGS,
      summary: "The caller's site messages (the browser asks 20 a page by updateTime desc); `unread` is the bell's count",
      body: ListQuerySchema,
      response: { 200: Envelope(MessageList), ...errorResponses },
    },
    handler: async (request) => ok(await services.messageLogs.list(ctxOf(request), request.body, langOf(request.headers))),
  });

  registerMessageExport(app, services);

  app.get('/message/v1/messageLogs/unread', {
    config: { access: 'authenticated' },
    schema: { tags: TAGS, summary: 'Unread count for the bell', response: { 200: UnreadAnswer, ...errorResponses } },
    handler: async (request) => ok({ unread: await services.messageLogs.unread(ctxOf(request)) }),
  });

  // The spec's "mark message read": POST /messageLogs with the message.
  app.post('/message/v1/messageLogs', {
    config: { access: 'authenticated' },
    schema: {
      tags: TAGS,
      summary: 'Marks one of the caller\'s messages read (the message, or at least its id)',
      body: MarkReadBody,
      response: { 200: UnreadAnswer, ...errorResponses },
    },
    handler: async (request) => ok(await services.messageLogs.markRead(ctxOf(request), request.body.id)),
  });

  app.post('/message/v1/messageLogs/readAll', {
    config: { access: 'authenticated' },
    schema: {
      tags: TAGS,
      summary: 'Marks all the caller\'s messages read, or the listed ones',
      body: ReadAllBody,
      response: { 200: UnreadAnswer, ...errorResponses },
    },
    handler: async (request) => ok(await services.messageLogs.markAllRead(ctxOf(request), request.body.ids)),
  });

  app.post('/message/v1/seatMessages', {
    config: { access: 'authenticated' },
    schema: {
      tags: TAGS,
      summary: 'Writes a message to the users of seats (published and pushed like any event; not to the writer)',
      body: SeatMessageBody,
      response: { 200: Envelope(SeatMessageAnswer), ...errorResponses },
    },
    handler: async (request) => ok(await services.messageLogs.sendToSeats(ctxOf(request), request.body)),
  });

  app.post('/message/v1/messageLogs/readLeg', {
    config: { access: 'authenticated' },
    schema: {
      tags: TAGS,
      summary: 'Marks read every message of a leg (a leg opened from a message)',
      body: ReadLegBody,
      response: { 200: UnreadAnswer, ...errorResponses },
    },
    handler: async (request) => ok(await services.messageLogs.markLegRead(ctxOf(request), request.body.tripLegId)),
  });
};
