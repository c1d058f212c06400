import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Airport, AirportImportBody, AirportOverlayBody, AirportSearchHit, AirportSearchQuery, IcaoParams } from '../../../src/contract/airports';
import { AIRPORT_IMPORT_COLUMNS } from '../../../src/contract/import';
import { ok } from '../../lib/envelope';
import { registerAirportExport } from '../../lib/export/resourceExports';
import { registerImportRoutes } from '../../lib/import/routes';
import { listAnswerSchema, ListQuerySchema } from '../../lib/listQuery';
import { Envelope, errorResponses } from '../../lib/schemas';
import { ctxOf } from '../../plugins/access';
import type { Services } from '../../services';

/** The airport screens (domestic and foreign) share one catalogue: either screen's keys open it. */
const AIRPORT_READ = { permission: 'domesticAirport:list', or: ['foreignAirport:list'] } as const;
const AIRPORT_EDIT = { permission: 'domesticAirport:edit', or: ['foreignAirport:edit'] } as const;
/** Both airport menus declare an import button (server/seed/menus/run.ts). */
const AIRPORT_IMPORT = { permission: 'domesticAirport:import', or: ['foreignAirport:import'] } as const;

export const airportRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const tags = ['base: airports'];
  const base = '/base/v1/airports';

  app.post(`${base}/list`, {
    config: { access: AIRPORT_READ },
    schema: {
      tags,
      summary: "List the airport catalogue with the caller's own airport data",
      body: ListQuerySchema,
      response: { 200: Envelope(listAnswerSchema(Airport)), ...errorResponses },
    },
    handler: async (request) => ok(await services.airports.list(ctxOf(request), request.body)),
  });
  app.get(`${base}/search`, {
    config: { access: 'authenticated' },
    schema: {
      tags,
      summary: 'Airports by ICAO, IATA, name or city prefix (at most 20), for leg forms',
      querystring: AirportSearchQuery,
      response: { 200: Envelope(Type.Array(AirportSearchHit)), ...errorResponses },
    },
    handler: async (request) => ok(await services.airports.search(ctxOf(request), request.query.q, request.query.limit)),
  });
  app.get(`${base}/:icao`, {
    config: { access: AIRPORT_READ },
    schema: { tags, summary: "One airport with the caller's own data and its version", params: IcaoParams, response: { 200: Envelope(Airport), ...errorResponses } },
    handler: async (request) => ok(await services.airports.get(ctxOf(request), request.params.icao)),
  });
  app.put(`${base}/:icao`, {
    config: { access: AIRPORT_EDIT },
    schema: {
      tags,
      summary: "Write the caller's own data of an airport (create without version, then optimistic)",
      params: IcaoParams,
      body: AirportOverlayBody,
      response: { 200: Envelope(Airport), ...errorResponses },
    },
    handler: async (request) => ok(await services.airports.update(ctxOf(request), request.params.icao, request.body)),
  });
  registerImportRoutes(app, {
    base,
    access: AIRPORT_IMPORT,
    tags,
    noun: 'airport',
    columns: AIRPORT_IMPORT_COLUMNS,
    schema: AirportImportBody,
    service: services.airports,
    fileName: 'import.template.airport',
  });
  registerAirportExport(app, services);
};
