import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TSchema } from 'typebox';
import type { Ctx } from '../../../lib/context';
import { ok, sendOkOnce } from '../../../lib/envelope';
import { ctxOf } from '../../../plugins/access';
import type { Services } from '../../../services';
import { registerTripExports } from '../../../lib/export/tripExports';
import { Envelope, errorResponses, IdParams } from '../../../../src/contract/common';
import { ListQuerySchema } from '../../../../src/contract/listQuery';
import { AddLegBody, CancelLegBody, EditLegBody, InsertLegBody } from '../../../../src/contract/trip/legs';
import { CancelTripBody, LegListAnswer, RejectBody, TripCreateBody, TripHeaderBody, TripListAnswer, TripWithLegs, VersionBody, type TripWithLegsAnswer } from '../../../../src/contract/trip/trips';
import type { BodyOf } from './routeBody';

/** The route plugins' instance (typed by the TypeBox provider). */
export type TripApp = Parameters<FastifyPluginAsyncTypebox>[0];

const TRIPS = '/trip/v1/trips';
const LEGS = '/trip/v1/tripLegs';
const tags = ['trip: trips and legs'];
const one = { 200: Envelope(TripWithLegs), ...errorResponses };

/** `POST url` with a body, answering the trip with its legs. */
function command<B extends TSchema>(
  app: TripApp,
  url: string,
  permission: string,
  summary: string,
  body: B,
  handler: (ctx: Ctx, id: string, body: BodyOf<B>) => Promise<TripWithLegsAnswer>,
) {
  app.post(url, {
    config: { access: { permission } },
    schema: { tags, summary, params: IdParams, body, response: one },
    handler: async (request) => ok(await handler(ctxOf(request), request.params.id, request.body)),
  });
}

export const tripRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const trips = services.trips;
  const legs = services.tripLegs;

  app.post(`${TRIPS}/list`, {
    config: { access: { permission: 'trip:list' } },
    schema: { tags, summary: 'List trips', body: ListQuerySchema, response: { 200: Envelope(TripListAnswer), ...errorResponses } },
    handler: async (request) => ok(await trips.list(ctxOf(request), request.body)),
  });
  app.post(`${LEGS}/list`, {
    config: { access: { permission: 'tripLeg:list' } },
    schema: { tags, summary: 'List trip legs', body: ListQuerySchema, response: { 200: Envelope(LegListAnswer), ...errorResponses } },
    // the answer is often a read-cache entry: serialised once per entry
    handler: async (request, reply) => sendOkOnce(reply, await trips.listLegs(ctxOf(request), request.body)),
  });
  app.get(`${TRIPS}/:id`, {
    config: { access: { permission: 'trip:list' } },
    schema: { tags, summary: 'One trip with its legs', params: IdParams, response: one },
    handler: async (request) => ok(await trips.get(ctxOf(request), request.params.id)),
  });
  app.post(TRIPS, {
    config: { access: { permission: 'trip:add' } },
    schema: { tags, summary: 'Create a trip with its legs (warnings need confirm: true)', body: TripCreateBody, response: one },
    handler: async (request) => ok(await trips.create(ctxOf(request), request.body)),
  });
  app.put(`${TRIPS}/:id`, {
    config: { access: { permission: 'trip:edit' } },
    schema: { tags, summary: "Update a trip's header (optimistic: a stale version answers 412)", params: IdParams, body: TripHeaderBody, response: one },
    handler: async (request) => ok(await trips.update(ctxOf(request), request.params.id, request.body)),
  });

  command(app, `${TRIPS}/:id/submit`, 'trip:submit', 'Submit a trip to operations', VersionBody, (c, id, b) => trips.submit(c, id, b.version));
  command(app, `${TRIPS}/:id/receive`, 'trip:receive', 'Receive a submitted trip', VersionBody, (c, id, b) => trips.receive(c, id, b.version));
  command(app, `${TRIPS}/:id/reject`, 'trip:reject', 'Reject a trip with a reason', RejectBody, (c, id, b) => trips.reject(c, id, b.version, b.reason));
  command(app, `${TRIPS}/:id/cancel`, 'trip:cancel', 'Cancel a trip and its legs', CancelTripBody, (c, id, b) => trips.cancel(c, id, b.version, b.reasonType, b.note));
  command(app, `${TRIPS}/:id/lock`, 'trip:lock', 'Lock a trip against edits', VersionBody, (c, id, b) => trips.lock(c, id, b.version));
  command(app, `${TRIPS}/:id/unlock`, 'trip:unlock', 'Unlock a trip', VersionBody, (c, id, b) => trips.unlock(c, id, b.version));
  command(app, `${TRIPS}/:id/addLeg`, 'trip:edit', 'Append a leg (version of the trip)', AddLegBody, (c, id, b) => legs.add(c, id, b));
  command(app, `${TRIPS}/:id/insertLeg`, 'trip:edit', 'Insert a leg at a position (version of the trip)', InsertLegBody, (c, id, b) => legs.insert(c, id, b));
  command(app, `${LEGS}/:id/edit`, 'tripLeg:edit', 'Edit a leg (version of the trip)', EditLegBody, (c, id, b) => legs.edit(c, id, b));
  command(app, `${LEGS}/:id/cancel`, 'tripLeg:cancel', 'Cancel a leg (version of the trip)', CancelLegBody, (c, id, b) => legs.cancel(c, id, b));
  registerTripExports(app, services);
};
