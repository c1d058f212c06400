import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NOTICE_PAGE_SIZE } from '../../../src/domain/message/notice';
import { ok } from '../../lib/envelope';
import { registerNoticeExport } from '../../lib/export/commonExports';
import { registerCrudRoutes } from '../../lib/resourceRoutes';
import { Envelope, errorResponses, IdParams } from '../../../src/contract/common';
import { NoticeReadAnswer, NoticeRow, noticeFields, NoticeVersionBody, PublishedListBody, PublishedNotices } from '../../../src/contract/notices';
import { ctxOf } from '../../plugins/access';
import type { Services } from '../../services';

const BASE = '/common/v1/notices';
const tags = ['common: notices'];

export const noticeRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  registerNoticeExport(app, services);

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
        body: NoticeVersionBody,
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
      body: PublishedListBody,
      response: { 200: Envelope(PublishedNotices), ...errorResponses },
    },
    handler: async (request) => ok(await services.notices.published(ctxOf(request), request.body)),
  });

  app.post(`${BASE}/:id/read`, {
    config: { access: 'authenticated' },
    schema: {
      tags,
      summary: 'Mark a visible notice read by the caller (idempotent); answers the unread count',
      params: IdParams,
      response: { 200: Envelope(NoticeReadAnswer), ...errorResponses },
    },
    handler: async (request) => ok(await services.notices.read(ctxOf(request), request.params.id)),
  });
};
