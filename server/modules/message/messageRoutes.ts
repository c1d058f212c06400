import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { SEAT_KEYS, type SeatKey } from '../../../src/domain/access/seats';
import { SEAT_MESSAGE_CONTENT_MAX, SEAT_MESSAGE_TITLE_MAX } from '../../../src/domain/message';
import { ok } from '../../lib/envelope';
import { listAnswerSchema, ListQuerySchema } from '../../lib/listQuery';
import { Envelope, errorResponses, IdArray, Instant, Nullable, Ok, Uuid } from '../../lib/schemas';
import { ctxOf } from '../../plugins/access';
import type { Services } from '../../services';

const Message = Type.Object({
  id: Type.String(),
  messageTitle: Type.String(),
  messageType: Type.Integer(),
  messageInfo: Type.String(),
  receivePeopleName: Type.String(),
  createAuthor: Type.String(),
  createTime: Instant,
  updateAuthor: Type.String(),
  updateTime: Instant,
  isRead: Type.Integer(),
  businessId: Nullable(Type.String()),
  tripLegId: Nullable(Type.String()),
  functionCode: Type.String(),
  eventSeq: Nullable(Type.Integer()),
  seatKey: Nullable(Type.String()),
});
const Unread = Envelope(Type.Object({ unread: Type.Integer() }));
const TAGS = ['message: site messages'];
const langOf = (headers: Record<string, unknown>) => String(headers['accept-language'] ?? 'zh');

export const messageRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  app.get('/message/v1/users/logout/:token', {
    config: { access: 'authenticated', tokenFrom: 'param' },
    schema: {
      tags: ['message'],
      summary: 'Log out: revokes the token (code 20000 on success)',
      params: Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false }),
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
      response: { 200: Envelope(Type.Intersect([listAnswerSchema(Message), Type.Object({ unread: Type.Integer() })])), ...errorResponses },
    },
    handler: async (request) => ok(await services.messageLogs.list(ctxOf(request), request.body, langOf(request.headers))),
  });

  app.get('/message/v1/messageLogs/unread', {
    config: { access: 'authenticated' },
    schema: { tags: TAGS, summary: 'Unread count for the bell', response: { 200: Unread, ...errorResponses } },
    handler: async (request) => ok({ unread: await services.messageLogs.unread(ctxOf(request)) }),
  });

  // The spec's "mark message read": POST /messageLogs with the message.
  app.post('/message/v1/messageLogs', {
    config: { access: 'authenticated' },
    schema: {
      tags: TAGS,
      summary: 'Marks one of the caller\'s messages read (the message, or at least its id)',
      body: Type.Object({ id: Uuid }, { additionalProperties: true }),
      response: { 200: Unread, ...errorResponses },
    },
    handler: async (request) => ok(await services.messageLogs.markRead(ctxOf(request), request.body.id)),
  });

  app.post('/message/v1/messageLogs/readAll', {
    config: { access: 'authenticated' },
    schema: {
      tags: TAGS,
      summary: 'Marks all the caller\'s messages read, or the listed ones',
      body: Type.Object({ ids: Type.Optional(IdArray) }, { additionalProperties: false }),
      response: { 200: Unread, ...errorResponses },
    },
    handler: async (request) => ok(await services.messageLogs.markAllRead(ctxOf(request), request.body.ids)),
  });

  app.post('/message/v1/seatMessages', {
    config: { access: 'authenticated' },
    schema: {
      tags: TAGS,
      summary: 'Writes a message to the users of seats (published and pushed like any event; not to the writer)',
      body: Type.Object(
        {
          seats: Type.Array(Type.Unsafe<SeatKey>({ type: 'string', enum: [...SEAT_KEYS] }), { minItems: 1, maxItems: SEAT_KEYS.length, uniqueItems: true }),
          title: Type.String({ minLength: 1, maxLength: SEAT_MESSAGE_TITLE_MAX }),
          content: Type.String({ minLength: 1, maxLength: SEAT_MESSAGE_CONTENT_MAX }),
        },
        { additionalProperties: false },
      ),
      response: { 200: Envelope(Type.Object({ seq: Type.Integer() })), ...errorResponses },
    },
    handler: async (request) => ok(await services.messageLogs.sendToSeats(ctxOf(request), request.body)),
  });

  app.post('/message/v1/messageLogs/readLeg', {
    config: { access: 'authenticated' },
    schema: {
      tags: TAGS,
      summary: 'Marks read every message of a leg (a leg opened from a message)',
      body: Type.Object({ tripLegId: Uuid }, { additionalProperties: false }),
      response: { 200: Unread, ...errorResponses },
    },
    handler: async (request) => ok(await services.messageLogs.markLegRead(ctxOf(request), request.body.tripLegId)),
  });
};
