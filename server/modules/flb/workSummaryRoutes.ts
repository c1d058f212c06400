/**
 * Work summary routes (contract: src/contract/workSummary.ts): `POST /trip/v1/flightLogs/workSummary`
 * (`workSummary:list`) and its xlsx export (`workSummary:export`, hours as H:MM, a totals row). Both
 * are reads: no Idempotency-Key.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Envelope, errorResponses } from '../../../src/contract/common';
import { XLSX_MIME } from '../../../src/contract/export';
import { WORK_SUMMARY_COLUMNS, WorkSummaryAnswer, WorkSummaryBody, WorkSummaryExportBody, workSummaryLabel, type WorkSummaryRow } from '../../../src/contract/workSummary';
import { hoursText } from '../../../src/domain/fleet/statistics';
import { ok } from '../../lib/envelope';
import { badRequest } from '../../lib/errors';
import { cellValue } from '../../lib/export/format';
import { attachment } from '../../lib/export/registerExport';
import { envOf } from '../../lib/export/trackExports';
import { workbookBytes } from '../../lib/export/workbook';
import { pickLang } from '../../lib/messages';
import { ctxOf } from '../../plugins/access';
import type { Services } from '../../services';

const tags = ['flight: work summary'];
type Row = Omit<WorkSummaryRow, 'id'>;

const sendXlsx = (reply: FastifyReply, name: string, bytes: Buffer) =>
  reply.header('content-type', XLSX_MIME).header('content-disposition', attachment(`${name}-${new Date().toISOString().slice(0, 10)}.xlsx`)).header('access-control-expose-headers', 'content-disposition').send(bytes);

export const workSummaryRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  app.post('/trip/v1/flightLogs/workSummary', {
    config: { read: true, access: { permission: 'workSummary:list' } },
    schema: {
      tags,
      summary: "Legs, block, flight, air and night hours and landings from confirmed flight logs (drafts when asked) per crew member or aircraft of the caller's data permissions over a period, with totals",
      body: WorkSummaryBody,
      response: { 200: Envelope(WorkSummaryAnswer), ...errorResponses },
    },
    handler: async (request) => ok(await services.workSummary.summary(ctxOf(request), request.body)),
  });

  app.post('/trip/v1/flightLogs/workSummary/export', {
    config: { read: true, access: { permission: 'workSummary:export' } },
    schema: { tags, summary: 'Export the work summary as xlsx (needs workSummary:export): the shown columns, hours as H:MM, a totals row', body: WorkSummaryExportBody, produces: [XLSX_MIME], response: errorResponses },
    handler: async (request, reply) => {
      const { columns, timeType, ...body } = request.body;
      const env = envOf(request, timeType);
      const english = pickLang(request.headers['accept-language']) === 'en';
      const byKey = new Map(WORK_SUMMARY_COLUMNS.map((c) => [c.key, c]));
      const cols = columns.map((k) => {
        const decl = byKey.get(k);
        if (!decl) throw badRequest({ fields: { columns: { key: 'export.error.unknownColumn', params: { value: k } } } });
        const value = (r: Row): string | number | null => {
          if (k === 'name') return english && r.nameEn ? r.nameEn : r.name;
          const v = (r as unknown as Record<string, unknown>)[k];
          if (typeof v !== 'number') return typeof v === 'string' ? v : null;
          return decl.hm ? hoursText(v) : v;
        };
        return { ...decl, value };
      });
      const answer = await services.workSummary.summary(ctxOf(request), body);
      const totals: Row = { code: env.tr('workSummary.total'), name: '', nameEn: null, ...answer.totals };
      const cells = [...answer.rows, totals].map((r) => cols.map((c) => cellValue(c, r, undefined, env)));
      const name = env.tr('workSummary.fileName');
      const headers = cols.map((c) => ({ header: env.tr(workSummaryLabel(c, body.groupBy)) + (c.hm ? ' (H:MM)' : ''), kind: c.kind }));
      const bytes = await workbookBytes(name, headers, cells);
      return sendXlsx(reply, name, bytes);
    },
  });
};
