/**
 * Records around a leg: `GET /trip/v1/tripLegs/{id}` (the leg with its trip, passengers,
 * diversions, outsourced leg, crew and source leg), the commands on passengers, diversions and
 * outsourced (civil) legs, a new leg from a cancelled one, and the lists of diversions,
 * outsourced legs, flight delays and leg logs. Commands carry the trip's `version` and answer
 * the trip with its legs (clients then read the leg detail again).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Static, TSchema } from 'typebox';
import type { Ctx } from '../../../lib/context';
import { ok } from '../../../lib/envelope';
import { listAnswerSchema, ListQuerySchema, type ListQueryBody } from '../../../lib/listQuery';
import { Envelope, errorResponses, IdParams } from '../../../lib/schemas';
import { ctxOf } from '../../../plugins/access';
import type { Services } from '../../../services';
import {
  AddCivilLegBody,
  AddDiversionBody,
  AddPassengerBody,
  CivilLegListRow,
  DiversionListRow,
  EditCivilLegBody,
  EditPassengerBody,
  FlightDelayRow,
  LegDetail,
  LegLogRow,
  RenewLegBody,
  SettleCivilLegBody,
  VersionOnlyBody,
} from './legRecordSchemas';
import { TripWithLegs } from '../trips/tripSchemas';

const V1 = '/trip/v1';
const tags = ['trip: records around a leg'];
const one = { 200: Envelope(TripWithLegs), ...errorResponses };

/** A command by id answering the trip with its legs. */
function command<B extends TSchema>(
  app: FastifyInstance,
  method: 'POST' | 'PUT',
  url: string,
  permission: string,
  summary: string,
  body: B,
  handler: (ctx: Ctx, id: string, body: Static<B>) => Promise<unknown>,
) {
  app.route({
    method,
    url,
    config: { access: { permission } },
    schema: { tags, summary, params: IdParams, body, response: one },
    handler: async (request) => ok(await handler(ctxOf(request), (request.params as { id: string }).id, request.body as Static<B>)),
  });
}

/** `POST url` with a list query. */
function list(app: FastifyInstance, url: string, permission: string, summary: string, row: TSchema, handler: (ctx: Ctx, body: ListQueryBody) => Promise<unknown>) {
  app.post(url, {
    config: { access: { permission } },
    schema: { tags, summary, body: ListQuerySchema, response: { 200: Envelope(listAnswerSchema(row)), ...errorResponses } },
    handler: async (request) => ok(await handler(ctxOf(request), request.body as ListQueryBody)),
  });
}

export const legRecordRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const r = services.legRecords;

  app.get(`${V1}/tripLegs/:id`, {
    config: { access: { permission: 'tripLeg:list' } },
    schema: { tags, summary: 'One leg with its trip, passengers, diversions, outsourced leg, crew and source leg', params: IdParams, response: { 200: Envelope(LegDetail), ...errorResponses } },
    handler: async (request) => ok(await r.detail.get(ctxOf(request), request.params.id)),
  });

  // passengers (refused on a cancelled, flying or flown leg)
  command(app, 'POST', `${V1}/tripLegs/:id/passengers`, 'tripLeg:edit', 'Add a passenger to a leg', AddPassengerBody, (c, id, b) => r.addPassenger(c, id, b));
  command(app, 'PUT', `${V1}/legPassengers/:id`, 'tripLeg:edit', "Change a leg's passenger", EditPassengerBody, (c, id, b) => r.editPassenger(c, id, b));
  command(app, 'POST', `${V1}/legPassengers/:id/remove`, 'tripLeg:edit', 'Remove a passenger from a leg', VersionOnlyBody, (c, id, b) => r.removePassenger(c, id, b.version));

  // diversions
  command(app, 'POST', `${V1}/tripLegs/:id/diversions`, 'diversion:add', 'Record a diversion of a released or flying leg', AddDiversionBody, (c, id, b) => r.addDiversion(c, id, b));
  command(app, 'POST', `${V1}/diversions/:id/cancel`, 'diversion:cancel', 'Cancel a diversion', VersionOnlyBody, (c, id, b) => r.cancelDiversion(c, id, b.version));
  list(app, `${V1}/diversions/list`, 'diversion:list', 'List diversions with their legs', DiversionListRow, (c, b) => r.detail.diversions(c, b));

  // outsourced (civil) legs
  command(app, 'POST', `${V1}/tripLegs/:id/civilLeg`, 'civilLeg:add', 'Add the outsourced (civil) leg of a leg (one per leg)', AddCivilLegBody, (c, id, b) => r.addCivilLeg(c, id, b));
  command(app, 'PUT', `${V1}/civilLegs/:id`, 'civilLeg:edit', 'Change an outsourced leg', EditCivilLegBody, (c, id, b) => r.editCivilLeg(c, id, b));
  command(app, 'POST', `${V1}/civilLegs/:id/remove`, 'civilLeg:delete', 'Remove an outsourced leg', VersionOnlyBody, (c, id, b) => r.removeCivilLeg(c, id, b.version));
  command(app, 'POST', `${V1}/civilLegs/:id/settle`, 'civilLeg:settle', 'Record the settlement of an outsourced leg', SettleCivilLegBody, (c, id, b) => r.settleCivilLeg(c, id, b));
  list(app, `${V1}/civilLegs/list`, 'civilLeg:list', 'List outsourced legs with their legs', CivilLegListRow, (c, b) => r.detail.civilLegs(c, b));

  // delays and logs
  list(app, `${V1}/flightDelays/list`, 'flightDelay:list', 'Legs that took off later than planned', FlightDelayRow, (c, b) => r.detail.flightDelays(c, b));
  list(app, `${V1}/legLogs/list`, 'tripLeg:list', 'Leg logs of the legs in scope', LegLogRow, (c, b) => r.detail.legLogs(c, b));

  // a new leg from a cancelled one
  command(app, 'POST', `${V1}/tripLegs/:id/renew`, 'trip:edit', 'Make a new leg from a cancelled one (passengers: empty, merge or select)', RenewLegBody, (c, id, b) => r.renew(c, id, b));
};
