/** Aircraft statistics routes: one aircraft's totals (detail page), the list of every aircraft and its xlsx export. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Envelope, errorResponses, IdParams } from '../../../src/contract/common';
import { XLSX_MIME } from '../../../src/contract/export';
import {
  AircraftStatisticsAnswer,
  AircraftStatisticsQuery,
  STATISTICS_COLUMNS,
  StatisticsExportBody,
  StatisticsListAnswer,
  StatisticsListBody,
  statisticsValue,
} from '../../../src/contract/fleetStatistics';
import { hoursText } from '../../../src/domain/fleet/statistics';
import { ok } from '../../lib/envelope';
import { badRequest } from '../../lib/errors';
import { cellValue, headerText, type ExportColumn, type ExportEnv } from '../../lib/export/format';
import { attachment } from '../../lib/export/registerExport';
import { workbookBytes } from '../../lib/export/workbook';
import { pickLang, translate } from '../../lib/messages';
import { ctxOf } from '../../plugins/access';
import { DEFAULT_TIME_TYPE } from '../../../src/domain/timeType';
import { DEFAULT_LEG_STATE_READING, DEFAULT_TRIP_STATUS_READING } from '../../../src/domain/trip/states';
import type { AircraftStatisticsService } from './statisticsService';

const TAGS = ['fleet: aircraft statistics'];
type Row = Parameters<typeof statisticsValue>[0];

export function registerStatisticsRoutes(app: FastifyInstance, stats: AircraftStatisticsService): void {
  app.get<{ Params: { id: string }; Querystring: AircraftStatisticsQuery }>('/fleet/v1/aircraft/:id/statistics', {
    // the detail page's statistics tab (aircraft readers) and the statistics screen
    config: { access: { permission: 'aircraft:list', or: ['aircraftStatistics:list'] } },
    schema: { tags: TAGS, summary: "One aircraft's flight and block hours, landings, engine and APU figures and fuel averages (source: confirmed flight logs, else the legs' actual times)", params: IdParams, querystring: AircraftStatisticsQuery, response: { 200: Envelope(AircraftStatisticsAnswer), ...errorResponses } },
    handler: async (request) => ok(await stats.forAircraft(ctxOf(request), request.params.id, request.query)),
  });
  app.post<{ Body: StatisticsListBody }>('/fleet/v1/aircraftStatistics/list', {
    config: { access: { permission: 'aircraftStatistics:list' } },
    schema: { tags: TAGS, summary: 'Every aircraft in the data permissions (optionally one type) with its figures in the period, and the totals', body: StatisticsListBody, response: { 200: Envelope(StatisticsListAnswer), ...errorResponses } },
    handler: async (request) => ok(await stats.list(ctxOf(request), request.body)),
  });
  app.post('/fleet/v1/aircraftStatistics/export', {
    config: { access: { permission: 'aircraftStatistics:export' } },
    schema: { tags: TAGS, summary: 'Export the aircraft statistics as xlsx (needs aircraftStatistics:export): the shown columns, hours as H:MM, a totals row', body: StatisticsExportBody, produces: [XLSX_MIME], response: errorResponses },
    handler: async (request: FastifyRequest<{ Body: StatisticsExportBody }>, reply) => {
      const { columns, timeType, ...body } = request.body;
      const lang = pickLang(request.headers['accept-language']);
      const env: ExportEnv = { tr: (k, p) => translate(k, lang, p), timeType: timeType ?? DEFAULT_TIME_TYPE, legStateReading: DEFAULT_LEG_STATE_READING, tripStatusReading: DEFAULT_TRIP_STATUS_READING };
      const byKey = new Map(STATISTICS_COLUMNS.map((c) => [c.key, c]));
      const cols = columns.map((k) => {
        const decl = byKey.get(k);
        if (!decl) throw badRequest({ fields: { columns: { key: 'export.error.unknownColumn', params: { value: k } } } });
        const value = (r: Row) => {
          const v = statisticsValue(r, k);
          return decl.hm && typeof v === 'number' ? hoursText(v) : v;
        };
        return { ...decl, value } as ExportColumn<Row, undefined> & { hm?: boolean };
      });
      const answer = await stats.list(ctxOf(request), body);
      const totals: Row = { tailNo: env.tr('fleetRecord.stats.total'), typeCode: '', ...answer.totals };
      const cells = [...answer.rows, totals].map((r) => cols.map((c) => cellValue(c, r, undefined, env)));
      const name = env.tr('fleetRecord.stats.fileName');
      const bytes = await workbookBytes(name, cols.map((c) => ({ header: headerText(c, env) + (c.hm ? ' (H:MM)' : ''), kind: c.kind })), cells);
      return reply.header('content-type', XLSX_MIME).header('content-disposition', attachment(`${name}.xlsx`)).header('access-control-expose-headers', 'content-disposition').send(bytes);
    },
  });
}
