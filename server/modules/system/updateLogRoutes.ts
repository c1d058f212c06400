import type { Static } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, errorResponses, IdParams, Ok } from '../../../src/contract/common';
import { UnseenUpdate, UPDATE_LOG_COLUMNS, UpdateLogCreate, updateLogFields, UpdateLogRow, UpdateLogVersionBody } from '../../../src/contract/updateLog';
import { exportColumns } from '../../lib/export/format';
import { registerExport } from '../../lib/export/registerExport';
import { ok } from '../../lib/envelope';
import { registerCrudRoutes } from '../../lib/resourceRoutes';
import { ctxOf } from '../../plugins/access';
import type { Services } from '../../services';
import { updateBody } from '../../../src/contract/crud';

const BASE = '/system/v1/updateLogs';
const tags = ['system: release notes'];

/** Release notes: CRUD and publish (platform administrator), and each user's unseen note. */
export const updateLogRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  registerCrudRoutes(app, { base: BASE, area: 'updateLog', noun: 'release note', tags, row: UpdateLogRow, create: UpdateLogCreate, update: updateBody(updateLogFields), service: services.updateLogs });

  type Row = Static<typeof UpdateLogRow>;
  registerExport<Row>(app, {
    base: BASE,
    access: { permission: 'updateLog:export' },
    tags,
    noun: 'release note',
    fileName: 'systemLog.update.fileName',
    list: services.updateLogs.list,
    columns: exportColumns<Row>(UPDATE_LOG_COLUMNS, {
      appVersion: (r) => r.appVersion,
      noteZh: (r) => r.noteZh,
      noteZhtw: (r) => r.noteZhtw,
      noteEn: (r) => r.noteEn,
      published: (r) => (r.published ? 'published' : 'draft'),
      publishTime: (r) => r.publishTime,
      updateAuthor: (r) => r.updateAuthor,
    }),
  });

  app.post(`${BASE}/:id/publish`, {
    config: { access: { permission: 'updateLog:publish' } },
    schema: { tags, summary: 'Publish a release note: every user is shown it once', params: IdParams, body: UpdateLogVersionBody, response: { 200: Envelope(UpdateLogRow), ...errorResponses } },
    handler: async (request) => ok(await services.updateLogs.publish(ctxOf(request), request.params.id, request.body.version)),
  });

  // a static segment wins over the CRUD's `/:id` in the router, whatever the order
  app.get(`${BASE}/unseen`, {
    config: { access: 'authenticated' },
    schema: { tags, summary: 'The newest published release note the caller has not closed (null when none)', response: { 200: Envelope(UnseenUpdate), ...errorResponses } },
    handler: async (request) => ok(await services.updateLogs.unseen(ctxOf(request))),
  });

  app.post(`${BASE}/:id/seen`, {
    config: { access: 'authenticated' },
    schema: { tags, summary: 'The caller closed a published release note', params: IdParams, response: { 200: Ok, ...errorResponses } },
    handler: async (request) => {
      await services.updateLogs.seen(ctxOf(request), request.params.id);
      return ok(null);
    },
  });
};
