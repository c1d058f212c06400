/**
 * The leg report (contract: src/contract/legReport.ts): the report of one flown leg and its PDF,
 * the list of flown legs and its xlsx export. Reads need the screen's `legReport:list`; the export
 * and the PDF `legReport:export`.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, errorResponses } from '../../../src/contract/common';
import { LEG_REPORT_COLUMNS, LegReport, LegReportParams, LegReportPdfQuery, LegReportRow, PDF_MIME, type LegReportRowAnswer } from '../../../src/contract/legReport';
import { listAnswerSchema, ListQuerySchema } from '../../../src/contract/listQuery';
import { DEFAULT_TIME_TYPE } from '../../../src/domain/timeType';
import { ok } from '../../lib/envelope';
import { exportColumns } from '../../lib/export/format';
import { attachment, registerExport } from '../../lib/export/registerExport';
import { pickLang, translate } from '../../lib/messages';
import { ctxOf } from '../../plugins/access';
import type { Services } from '../../services';
import { legReportPdf } from './legReportPdf';

const V1 = '/trip/v1/legReports';
const tags = ['trip: leg report'];

export const legReportRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  app.post(`${V1}/list`, {
    config: { access: { permission: 'legReport:list' } },
    schema: { tags, summary: 'Flown legs in scope with plan and actual block and the takeoff delay (list query: planned departure range, aircraft, trip number)', body: ListQuerySchema, response: { 200: Envelope(listAnswerSchema(LegReportRow)), ...errorResponses } },
    handler: async (request) => ok(await services.legReports.list(ctxOf(request), request.body)),
  });

  registerExport<LegReportRowAnswer>(app, {
    base: V1,
    access: { permission: 'legReport:export' },
    tags,
    noun: 'flown leg',
    fileName: 'legReport.fileName',
    list: (ctx, body) => services.legReports.list(ctx, body),
    columns: exportColumns<LegReportRowAnswer, undefined>(LEG_REPORT_COLUMNS, {
      tripNumber: (r) => r.tripNumber,
      legNumber: (r) => r.legNumber,
      flightNo: (r) => r.flightNo,
      tailNo: (r) => r.tailNo,
      departureIcao: (r) => r.departureIcao,
      arrivalIcao: (r) => r.arrivalIcao,
      plannedDepartureUtc: { value: (r) => r.plannedDepartureUtc, zone: (r) => r.departureZone },
      actualOffUtc: { value: (r) => r.actualOffUtc, zone: (r) => r.departureZone },
      plannedArrivalUtc: { value: (r) => r.plannedArrivalUtc, zone: (r) => r.arrivalZone },
      actualOnUtc: { value: (r) => r.actualOnUtc, zone: (r) => r.arrivalZone },
      plannedBlockMinutes: (r) => r.plannedBlockMinutes,
      actualBlockMinutes: (r) => r.actualBlockMinutes,
      delayMinutes: (r) => r.delayMinutes,
      delayReason: (r) => r.delayReason,
      flbStatus: (r) => r.flbStatus,
    }),
  });

  app.get(`${V1}/:legId`, {
    config: { access: { permission: 'legReport:list' } },
    schema: { tags, summary: 'One flown leg: plan against actual (confirmed flight log, else the leg actuals), delay, diversions, fuel, passengers, crew (409 legReport.error.notFlown for a leg not flown)', params: LegReportParams, response: { 200: Envelope(LegReport), ...errorResponses } },
    handler: async (request) => ok(await services.legReports.get(ctxOf(request), request.params.legId)),
  });

  app.get(`${V1}/:legId/pdf`, {
    config: { access: { permission: 'legReport:export' } },
    schema: { tags, summary: 'The leg report as a PDF in a language and time type (Local: each airport’s zone)', params: LegReportParams, querystring: LegReportPdfQuery, produces: [PDF_MIME], response: errorResponses },
    handler: async (request, reply) => {
      const report = await services.legReports.get(ctxOf(request), request.params.legId);
      const lang = request.query.lang ?? pickLang(request.headers['accept-language']);
      const bytes = await legReportPdf(report, {
        lang,
        timeType: request.query.timeType ?? DEFAULT_TIME_TYPE,
        warn: (msg) => request.log.warn(msg),
      });
      const name = `${translate('legReport.pdf.title', lang)}-${report.leg.tripNumber}-${report.leg.legNumber}.pdf`;
      return reply.header('content-type', PDF_MIME).header('content-disposition', attachment(name)).header('access-control-expose-headers', 'content-disposition').send(bytes as never);
    },
  });
};
