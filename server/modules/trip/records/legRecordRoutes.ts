/**
 * Records around a leg: `GET /trip/v1/tripLegs/{id}` (the leg with its trip, passengers,
 * diversions, outsourced leg, crew and source leg), the commands on passengers, diversions and
 * outsourced (civil) legs, a new leg from a cancelled one, and the lists of diversions,
 * outsourced legs, flight delays and leg logs. Commands carry the trip's `version` and answer
 * the trip with its legs (clients then read the leg detail again).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TSchema } from 'typebox';
import { Envelope, errorResponses, IdParams } from '../../../../src/contract/common';
import {
  AddCivilLegBody,
  AddDiversionBody,
  AddPassengerBody,
  CivilLegListRow,
  DiversionListRow,
  EditCivilLegBody,
  EditPassengerBody,
  FlightDelayRow,
  legDetailSchema,
  LegLogRow,
  renewLegBody,
  SettleCivilLegBody,
  VersionOnlyBody,
} from '../../../../src/contract/legRecords';
import { listAnswerSchema, ListQuerySchema } from '../../../../src/contract/listQuery';
import { ok } from '../../../lib/envelope';
import { registerLegLogExport, registerRecordExports } from '../../../lib/export/recordExports';
import { ctxOf } from '../../../plugins/access';
import type { Services } from '../../../services';
import { LegBody, LegRow, TripRow, TripWithLegs } from '../trips/tripSchemas';

const V1 = '/trip/v1';
const tags = ['trip: records around a leg'];
const one = { 200: Envelope(TripWithLegs), ...errorResponses };

/** Options of a command by id answering the trip with its legs (the handler is given at the route). */
const command = <B extends TSchema>(permission: string, summary: string, body: B) => ({
  config: { access: { permission } },
  schema: { tags, summary, params: IdParams, body, response: one },
});

/** Options of `POST …/list` with a list query, answering `{ totalNum, list }` of `row`. */
const list = <R extends TSchema>(permission: string, summary: string, row: R) => ({
  config: { access: { permission } },
  schema: { tags, summary, body: ListQuerySchema, response: { 200: Envelope(listAnswerSchema(row)), ...errorResponses } },
});

export const legRecordRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const r = services.legRecords;

  app.get(`${V1}/tripLegs/:id`, {
    config: { access: { permission: 'tripLeg:list' } },
    schema: { tags, summary: 'One leg with its trip, passengers, diversions, outsourced leg, crew and source leg', params: IdParams, response: { 200: Envelope(legDetailSchema(LegRow, TripRow)), ...errorResponses } },
    handler: async (request) => ok(await r.detail.get(ctxOf(request), request.params.id)),
  });

  // passengers (refused on a cancelled, flying or flown leg)
  app.post(`${V1}/tripLegs/:id/passengers`, { ...command('tripLeg:edit', 'Add a passenger to a leg', AddPassengerBody), handler: async (q) => ok(await r.addPassenger(ctxOf(q), q.params.id, q.body)) });
  app.put(`${V1}/legPassengers/:id`, { ...command('tripLeg:edit', "Change a leg's passenger", EditPassengerBody), handler: async (q) => ok(await r.editPassenger(ctxOf(q), q.params.id, q.body)) });
  app.post(`${V1}/legPassengers/:id/remove`, { ...command('tripLeg:edit', 'Remove a passenger from a leg', VersionOnlyBody), handler: async (q) => ok(await r.removePassenger(ctxOf(q), q.params.id, q.body.version)) });

  // diversions
  app.post(`${V1}/tripLegs/:id/diversions`, { ...command('diversion:add', 'Record a diversion of a released or flying leg', AddDiversionBody), handler: async (q) => ok(await r.addDiversion(ctxOf(q), q.params.id, q.body)) });
  app.post(`${V1}/diversions/:id/cancel`, { ...command('diversion:cancel', 'Cancel a diversion', VersionOnlyBody), handler: async (q) => ok(await r.cancelDiversion(ctxOf(q), q.params.id, q.body.version)) });
  app.post(`${V1}/diversions/list`, { ...list('diversion:list', 'List diversions with their legs', DiversionListRow), handler: async (q) => ok(await r.detail.diversions(ctxOf(q), q.body)) });

  // outsourced (civil) legs
  app.post(`${V1}/tripLegs/:id/civilLeg`, { ...command('civilLeg:add', 'Add the outsourced (civil) leg of a leg (one per leg)', AddCivilLegBody), handler: async (q) => ok(await r.addCivilLeg(ctxOf(q), q.params.id, q.body)) });
  app.put(`${V1}/civilLegs/:id`, { ...command('civilLeg:edit', 'Change an outsourced leg', EditCivilLegBody), handler: async (q) => ok(await r.editCivilLeg(ctxOf(q), q.params.id, q.body)) });
  app.post(`${V1}/civilLegs/:id/remove`, { ...command('civilLeg:delete', 'Remove an outsourced leg', VersionOnlyBody), handler: async (q) => ok(await r.removeCivilLeg(ctxOf(q), q.params.id, q.body.version)) });
  app.post(`${V1}/civilLegs/:id/settle`, { ...command('civilLeg:settle', 'Record the settlement of an outsourced leg', SettleCivilLegBody), handler: async (q) => ok(await r.settleCivilLeg(ctxOf(q), q.params.id, q.body)) });
  app.post(`${V1}/civilLegs/list`, { ...list('civilLeg:list', 'List outsourced legs with their legs', CivilLegListRow), handler: async (q) => ok(await r.detail.civilLegs(ctxOf(q), q.body)) });

  // delays and logs
  app.post(`${V1}/flightDelays/list`, { ...list('flightDelay:list', 'Legs that took off later than planned', FlightDelayRow), handler: async (q) => ok(await r.detail.flightDelays(ctxOf(q), q.body)) });
  app.post(`${V1}/legLogs/list`, { ...list('tripLeg:list', 'Leg logs of the legs in scope', LegLogRow), handler: async (q) => ok(await r.legLogs(ctxOf(q), q.body)) });

  // a new leg from a cancelled one
  app.post(`${V1}/tripLegs/:id/renew`, {
    ...command('trip:edit', 'Make a new leg from a cancelled one (passengers: empty, merge or select)', renewLegBody(LegBody)),
    handler: async (q) => ok(await r.renew(ctxOf(q), q.params.id, q.body)),
  });

  // xlsx exports of the lists (requirements D9)
  const exportServices = { legRecords: r.detail, airports: services.airports, aircraft: services.aircraft };
  registerRecordExports(app, exportServices);
  registerLegLogExport(app, exportServices);
};
