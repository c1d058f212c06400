/**
 * Exports of the flight-following screens (requirements D2, S1, D9): the aircraft position board
 * and the data centre's movements. Their bodies are not list queries (the board is every aircraft
 * of the caller's data permissions; the movements are the monitor's legs of a window), so small
 * routes of their own write the rows of the screens' own service functions with the shown columns,
 * times in the caller's time type (the zone in the header) and the caller's units.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorResponses } from '../../../src/contract/common';
import { XLSX_MIME } from '../../../src/contract/export';
import { BOARD_COLUMNS, BoardExportBody, MOVEMENT_COLUMNS, MovementsExportBody, type BoardRow, type MonitorQuery } from '../../../src/contract/track';
import { DEFAULT_TIME_TYPE, type TimeType } from '../../../src/domain/timeType';
import { movementsOf, type MovementLeg } from '../../../src/domain/track/movements';
import { DEFAULT_ALTITUDE_UNIT, DEFAULT_SPEED_UNIT, formatAltitude, formatSpeed } from '../../../src/domain/track/units';
import { DELAY_REASON_THRESHOLD_MINUTES } from '../../../src/domain/trip/delay';
import { legProgressLabelKey } from '../../../src/domain/trip/legProgress';
import { DEFAULT_LEG_STATE_READING, DEFAULT_TRIP_STATUS_READING } from '../../../src/domain/trip/states';
import { ctxOf } from '../../plugins/access';
import type { Ctx } from '../context';
import { badRequest } from '../errors';
import { pickLang, translate } from '../messages';
import { cellValue, exportColumns, headerText, type ExportColumn, type ExportEnv } from './format';
import { attachment } from './registerExport';
import { workbookBytes } from './workbook';

type BoardLine = Omit<BoardRow, 'time'> & { time: Date | string | null };
interface MovementLine extends MovementLeg {
  tripNumber: string;
  legNumber: number;
  flightNo: string | null;
  tailNo: string | null;
  departureIcao: string;
  arrivalIcao: string;
  depZone: string | null;
  arrZone: string | null;
  plannedArrivalUtc: string;
}

/** The services these exports read (structural: lib never imports modules). */
export interface TrackExportServices {
  board: (ctx: Ctx) => Promise<readonly unknown[]>;
  monitor: (ctx: Ctx, q: MonitorQuery) => Promise<{ legs: readonly unknown[] }>;
}

const PHASE_ORDER = ['air', 'lost', 'ground', 'unknown'];
const TAGS = ['track'];

export function envOf(request: FastifyRequest, timeType: TimeType | undefined): ExportEnv {
  const lang = pickLang(request.headers['accept-language']);
  return { tr: (key, params) => translate(key, lang, params), timeType: timeType ?? DEFAULT_TIME_TYPE, legStateReading: DEFAULT_LEG_STATE_READING, tripStatusReading: DEFAULT_TRIP_STATUS_READING };
}

/** The asked columns in order (400 for one the table has not), written as a one-sheet workbook. */
export async function sendSheet<R>(reply: FastifyReply, env: ExportEnv, nameKey: string, all: readonly ExportColumn<R, undefined>[], keys: readonly string[], rows: readonly R[]) {
  const byKey = new Map(all.map((c) => [c.key, c]));
  const columns = keys.map((k) => {
    const c = byKey.get(k);
    if (!c) throw badRequest({ fields: { columns: { key: 'export.error.unknownColumn', params: { value: k } } } });
    return c;
  });
  const cells = rows.map((r) => columns.map((c) => cellValue(c, r, undefined, env)));
  const name = env.tr(nameKey);
  const bytes = await workbookBytes(name, columns.map((c) => ({ header: headerText(c, env), kind: c.kind })), cells);
  return reply.header('content-type', XLSX_MIME).header('content-disposition', attachment(`${name}-${new Date().toISOString().slice(0, 10)}.xlsx`)).header('access-control-expose-headers', 'content-disposition').send(bytes);
}

export function registerTrackExports(app: FastifyInstance, track: TrackExportServices): void {
  app.post('/track/v1/positions/board/export', {
    config: { access: { permission: 'positionBoard:export' } },
    schema: { tags: TAGS, summary: 'Export the aircraft position board as xlsx (needs positionBoard:export): the columns the screen shows', body: BoardExportBody, produces: [XLSX_MIME], response: errorResponses },
    handler: async (request: FastifyRequest<{ Body: BoardExportBody }>, reply) => {
      const { columns, timeType, speedUnit = DEFAULT_SPEED_UNIT, altitudeUnit = DEFAULT_ALTITUDE_UNIT } = request.body;
      const env = envOf(request, timeType);
      const flying = (r: BoardLine) => r.phase === 'air' || r.phase === 'lost';
      const all = exportColumns<BoardLine, undefined>(BOARD_COLUMNS, {
        tailNo: (r) => r.tailNo,
        typeCode: (r) => r.typeCode,
        phase: (r) => r.phase,
        time: (r) => r.time,
        position: (r) => (r.nearestIcao ? env.tr('track.board.near', { icao: r.nearestIcao }) : r.lat !== null && r.lon !== null ? `${r.lat.toFixed(3)}, ${r.lon.toFixed(3)}` : r.locationIcao),
        altitude: (r) => (flying(r) ? formatAltitude(r.altBaroFt ?? r.altGeomFt, altitudeUnit) : null),
        speed: (r) => (flying(r) ? formatSpeed(r.gsKt, speedUnit) : null),
        heading: (r) => (r.trackDeg === null ? null : Math.round(r.trackDeg)),
        squawk: (r) => r.squawk,
        callsign: (r) => r.callsign,
      });
      const rows = [...((await track.board(ctxOf(request))) as BoardLine[])].sort((a, b) => PHASE_ORDER.indexOf(a.phase) - PHASE_ORDER.indexOf(b.phase) || a.tailNo.localeCompare(b.tailNo));
      return sendSheet(reply, env, 'track.board.fileName', all, columns, rows);
    },
  });

  app.post('/track/v1/monitor/movements/export', {
    config: { access: { permission: 'dataCenter:export' } },
    schema: { tags: TAGS, summary: "Export the data centre's movements of a window as xlsx (needs dataCenter:export): the columns the screen shows", body: MovementsExportBody, produces: [XLSX_MIME], response: errorResponses },
    handler: async (request: FastifyRequest<{ Body: MovementsExportBody }>, reply) => {
      const { columns, timeType, ...q } = request.body;
      const env = envOf(request, timeType);
      const answer = await track.monitor(ctxOf(request), q);
      const rows = movementsOf(answer.legs as MovementLine[], Date.now());
      type M = (typeof rows)[number];
      const all = exportColumns<M, undefined>(MOVEMENT_COLUMNS, {
        flight: (m) => m.leg.flightNo ?? `${m.leg.tripNumber}-${m.leg.legNumber}`,
        tailNo: (m) => m.leg.tailNo,
        route: (m) => `${m.leg.departureIcao}-${m.leg.arrivalIcao}`,
        departure: { value: (m) => m.leg.actualOffUtc ?? m.leg.plannedDepartureUtc, zone: (m) => m.leg.depZone },
        arrival: { value: (m) => m.leg.actualOnUtc ?? m.leg.plannedArrivalUtc, zone: (m) => m.leg.arrZone },
        // the screen's tags: movement status, late, a detected (unconfirmed) takeoff or landing, overdue
        status: (m) =>
          [
            env.tr(`track.dc.${m.status}`),
            m.late ? env.tr('track.dc.delayed', { minutes: DELAY_REASON_THRESHOLD_MINUTES }) : '',
            m.progress === 'takeoffDetected' || m.progress === 'landingDetected' ? env.tr(legProgressLabelKey(m.progress)) : '',
            m.overdue !== 'none' ? env.tr(`trip.overdue.${m.overdue}`) : '',
          ]
            .filter(Boolean)
            .join(' · '),
      });
      return sendSheet(reply, env, 'track.dc.fileName', all, columns, rows);
    },
  });
}
