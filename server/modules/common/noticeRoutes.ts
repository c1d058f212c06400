import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { NOTICE_CONTENT_MAX, NOTICE_PAGE_SIZE, NOTICE_TITLE_MAX } from '../../../src/domain/message/notice';
import { ok } from '../../lib/envelope';
import { registerCrudRoutes } from '../../lib/resourceRoutes';
import { AuditFields, Envelope, errorResponses, IdParams, Instant, Nullable } from '../../lib/schemas';
import { ctxOf } from '../../plugins/access';
import type { Services } from '../../services';

const BASE = '/common/v1/notices';
const tags = ['common: notices'];

const noticeFields = {
  title: Type.String({ minLength: 1, maxLength: NOTICE_TITLE_MAX }),
  content: Type.String({ minLength: 1, maxLength: NOTICE_CONTENT_MAX }),
  /** From when users see it (ISO instant). */
  noticeTime: Instant,
  /** After when it leaves the users' list; null never. */
  overdueTime: Type.Optional(Nullable(Instant)),
  /** Users' list: ascending, then newest first. */
  sortNum: Type.Optional(Type.Integer({ minimum: 0, maximum: 99999 })),
  /** Only a create sets it; afterwards the publish / unpublish commands change it. */
  isPublish: Type.Optional(Type.Boolean()),
};

const NoticeRow = Type.Object({
  id: Type.String(),
  title: Type.String(),
  content: Type.String(),
  noticeTime: Instant,
  overdueTime: Nullable(Instant),
  sortNum: Type.Integer(),
  isPublish: Type.Boolean(),
  ...AuditFields,
});

const PublishedNotice = Type.Object({
  id: Type.String(),
  title: Type.String(),
  content: Type.String(),
  noticeTime: Instant,
  overdueTime: Nullable(Instant),
  sortNum: Type.Integer(),
  updateAuthor: Nullable(Type.String()),
  updateTime: Instant,
  /** 0 unread, 1 read (by the caller). */
  isRead: Type.Union([Type.Literal(0), Type.Literal(1)]),
});

export const noticeRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  registerCrudRoutes(app, {
    base: BASE,
    area: 'notice',
    noun: 'notice',
    tags,
    row: NoticeRow,
    fields: noticeFields,
    createOnly: ['isPublish'],
    service: services.notices,
  });

  for (const [command, publish] of [
    ['publish', true],
    ['unpublish', false],
  ] as const) {
    app.post(`${BASE}/:id/${command}`, {
      config: { access: { permission: 'notice:publish' } },
      schema: {
        tags,
        summary: publish ? 'Publish a notice: users see it from its notice time until it is overdue' : 'Withdraw a published notice from the users',
        params: IdParams,
        body: Type.Object({ version: Type.Integer({ minimum: 1 }) }, { additionalProperties: false }),
        response: { 200: Envelope(NoticeRow), ...errorResponses },
      },
      handler: async (request) => ok(await services.notices.setPublished(ctxOf(request), request.params.id, request.body.version, publish)),
    });
  }

  app.post(`${BASE}/published/list`, {
    config: { access: 'authenticated' },
    schema: {
      tags,
      summary: `The caller's notices visible now (published, due, not overdue): sortNum ascending, then newest first; page size ${NOTICE_PAGE_SIZE} by default`,
      body: Type.Object(
        {
          page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
          pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
        },
        { additionalProperties: false },
      ),
      response: {
        200: Envelope(Type.Object({ totalNum: Type.Integer(), list: Type.Array(PublishedNotice), unread: Type.Integer() })),
        ...errorResponses,
      },
    },
    handler: async (request) => ok(await services.notices.published(ctxOf(request), request.body)),
  });

  app.post(`${BASE}/:id/read`, {
    config: { access: 'authenticated' },
    schema: {
      tags,
      summary: 'Mark a visible notice read by the caller (idempotent); answers the unread count',
      params: IdParams,
      response: { 200: Envelope(Type.Object({ id: Type.String(), isRead: Type.Literal(1), unread: Type.Integer() })), ...errorResponses },
    },
    handler: async (request) => ok(await services.notices.read(ctxOf(request), request.params.id)),
  });
};
