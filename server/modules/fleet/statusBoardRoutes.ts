/**
 * The aircraft status board (contract: src/contract/statusBoard.ts): `POST /fleet/v1/statusBoard`
 * (the screen's key `statusBoard:list`), its xlsx export (`statusBoard:export`), and
 * `GET /fleet/v1/aircraft/{id}/openItems`, the aircraft's open MEL items and AOG, for whoever reads
 * the board or aircraft or may confirm a leg's airworthiness.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, errorResponses } from '../../../src/contract/common';
import { XLSX_MIME } from '../../../src/contract/export';
import { AircraftIdParams, OpenItems, STATUS_BOARD_COLUMNS, StatusBoard, StatusBoardBody, StatusBoardExportBody } from '../../../src/contract/statusBoard';
import { ok } from '../../lib/envelope';
import { envOf, sendSheet } from '../../lib/export/trackExports';
import { exportColumns } from '../../lib/export/format';
import { pickLang } from '../../lib/messages';
import { ctxOf } from '../../plugins/access';
import type { Services } from '../../services';

const tags = ['fleet: status board'];
type Row = Awaited<ReturnType<Services['statusBoard']['board']>>['rows'][number];

export const statusBoardRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  app.post('/fleet/v1/statusBoard', {
    config: { read: true, access: { permission: 'statusBoard:list' } },
    schema: {
      tags,
      summary: "Every aircraft of the caller's data permissions now and over the next 7 days: status, upkeep spans, legs, open MEL items and AOG, position and next leg",
      body: StatusBoardBody,
      response: { 200: Envelope(StatusBoard), ...errorResponses },
    },
    handler: async (request) => ok(await services.statusBoard.board(ctxOf(request), request.body)),
  });

  app.post('/fleet/v1/statusBoard/export', {
    config: { access: { permission: 'statusBoard:export' } },
    schema: { tags, summary: 'Export the status board as xlsx (needs statusBoard:export): the filters and the columns the screen shows', body: StatusBoardExportBody, produces: [XLSX_MIME], response: errorResponses },
    handler: async (request, reply) => {
      const { columns, timeType, ...filters } = request.body;
      const env = envOf(request, timeType);
      const english = pickLang(request.headers['accept-language']) === 'en';
      const lang = (zh: string, en: string) => (english ? en || zh : zh || en);
      const all = exportColumns<Row, undefined>(STATUS_BOARD_COLUMNS, {
        tailNo: (r) => r.tailNo,
        typeCode: (r) => r.typeCode,
        baseIcao: (r) => r.baseIcao,
        status: (r) => r.status,
        position: (r) => (r.position.airborne && !r.position.icao ? env.tr('statusBoard.position.airborne') : r.position.icao),
        nextLeg: (r) => (r.nextLeg ? `${r.nextLeg.flightNo || `${r.nextLeg.tripNumber}-${r.nextLeg.legNumber}`} ${r.nextLeg.departureIcao}-${r.nextLeg.arrivalIcao}` : null),
        nextDeparture: (r) => r.nextLeg?.plannedDepartureUtc ?? null,
        mel: (r) => r.mel.map((m) => `${m.melItem ?? ''}${m.melCategory ? ` (${m.melCategory})` : ''} ${lang(m.descriptionZh, m.descriptionEn)}`.trim()).join('; '),
        aog: (r) => (r.aog ? lang(r.aog.descriptionZh, r.aog.descriptionEn) : null),
      });
      const board = await services.statusBoard.board(ctxOf(request), filters);
      return sendSheet(reply, env, 'statusBoard.fileName', all, columns, board.rows);
    },
  });

  app.get('/fleet/v1/aircraft/:id/openItems', {
    config: { read: true, access: { permission: 'tripLeg:airworthy', or: ['statusBoard:list', 'aircraft:list'] } },
    schema: {
      tags,
      summary: "An aircraft's open MEL items (item, category, description, deadline) and open AOG, within the caller's aircraft data permissions",
      params: AircraftIdParams,
      response: { 200: Envelope(OpenItems), ...errorResponses },
    },
    handler: async (request) => ok(await services.statusBoard.openItems(ctxOf(request), request.params.id)),
  });
};
