import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AIRPORT_IMPORT_COLUMNS } from '../../../src/contract/import';
import { ok } from '../../lib/envelope';
import { registerImportRoutes } from '../../lib/import/routes';
import { listAnswerSchema, ListQuerySchema } from '../../lib/listQuery';
import { Envelope, errorResponses, Instant, Nullable } from '../../lib/schemas';
import { ctxOf } from '../../plugins/access';
import type { Services } from '../../services';

/** AIRPORT_NATURES of the schema (routes do not import server/db). */
const Nature = Type.Union([Type.Literal('domestic'), Type.Literal('international'), Type.Literal('military'), Type.Literal('joint')]);
const NStr = Nullable(Type.String());

const Airport = Type.Object({
  icao: Type.String(),
  iata: NStr,
  name: Type.String(),
  city: NStr,
  countryCode: Type.String(),
  continent: Type.String(),
  latitude: Type.Number(),
  longitude: Type.Number(),
  elevationFt: Nullable(Type.Integer()),
  elevationM: Nullable(Type.Number()),
  timeZone: Type.String({ description: 'IANA time zone' }),
  runwayLengthFt: Nullable(Type.Integer({ description: 'longest runway' })),
  runwayLengthM: Nullable(Type.Number()),
  type: Type.String(),
  scheduledService: Type.Boolean(),
  cnName: NStr,
  cnCityName: NStr,
  nature: Nullable(Nature),
  isOpen: Nullable(Type.Boolean()),
  hasCustoms: Nullable(Type.Boolean()),
  military: Nullable(Type.Boolean()),
  operationTime: NStr,
  threeCloseTime: NStr,
  fbo: NStr,
  fuelPrice: NStr,
  airportServicePrice: NStr,
  warningMark: Type.Boolean(),
  note: NStr,
  grade: Nullable(Type.Integer()),
  version: Nullable(Type.Integer({ description: "the overlay's version; null until the operator first writes" })),
  updateAuthor: NStr,
  updateTime: Nullable(Instant),
});

const SearchHit = Type.Object({
  icao: Type.String(),
  iata: NStr,
  name: Type.String(),
  city: NStr,
  cnName: NStr,
  cnCityName: NStr,
  countryCode: Type.String(),
  timeZone: Type.String(),
  type: Type.String(),
  latitude: Type.Number(),
  longitude: Type.Number(),
});

/** The airport screens (domestic and foreign) share one catalogue: either screen's keys open it. */
const AIRPORT_READ = { permission: 'domesticAirport:list', or: ['foreignAirport:list'] } as const;
const AIRPORT_EDIT = { permission: 'domesticAirport:edit', or: ['foreignAirport:edit'] } as const;
/** Both airport menus declare an import button (server/seed/menus/run.ts). */
const AIRPORT_IMPORT = { permission: 'domesticAirport:import', or: ['foreignAirport:import'] } as const;

const IcaoParams = Type.Object({ icao: Type.String({ pattern: '^[A-Za-z]{4}$' }) }, { additionalProperties: false });
const text = (maxLength: number) => Type.Optional(Nullable(Type.String({ maxLength })));
const flag = Type.Optional(Nullable(Type.Boolean()));

const OverlayBody = Type.Object(
  {
    version: Type.Optional(Type.Integer({ minimum: 1, description: 'absent on the first write (create); the current version afterwards' })),
    cnName: text(100),
    cnCityName: text(100),
    nature: Type.Optional(Nullable(Nature)),
    isOpen: flag,
    hasCustoms: flag,
    military: flag,
    operationTime: text(500),
    threeCloseTime: text(500),
    fbo: text(500),
    fuelPrice: text(200),
    airportServicePrice: text(200),
    warningMark: Type.Optional(Type.Boolean()),
    note: text(2000),
    grade: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 3 }))),
  },
  { additionalProperties: false },
);

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
      querystring: Type.Object(
        { q: Type.String({ minLength: 1, maxLength: 50 }), limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 20, default: 20 })) },
        { additionalProperties: false },
      ),
      response: { 200: Envelope(Type.Array(SearchHit)), ...errorResponses },
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
      body: OverlayBody,
      response: { 200: Envelope(Airport), ...errorResponses },
    },
    handler: async (request) => ok(await services.airports.update(ctxOf(request), request.params.icao, request.body)),
  });
  const { version: _version, ...overlayFields } = OverlayBody.properties;
  registerImportRoutes(app, {
    base,
    access: AIRPORT_IMPORT,
    tags,
    noun: 'airport',
    columns: AIRPORT_IMPORT_COLUMNS,
    schema: Type.Object({ icao: Type.String({ pattern: '^[A-Z]{4}$' }), ...overlayFields }, { additionalProperties: false }),
    service: services.airports,
    fileName: 'import.template.airport',
  });
};
