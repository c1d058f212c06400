/**
 * Gantt chart routes (business-domain §2, §4, §8): `POST /trip/v1/gantt/window` answers the fleet
 * view's aircraft rows and leg bars of a time window; `POST /trip/v1/tripLegs/{id}/move` is the
 * drag of a leg to another aircraft or time, on the trip's version (412 when stale: the browser
 * shows `trip.error.scheduleChanged`, "fleet schedule changed, reload").
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ok } from '../../lib/envelope';
import { Envelope, errorResponses, IdParams, Instant, Nullable, Uuid } from '../../lib/schemas';
import { ctxOf } from '../../plugins/access';
import type { Services } from '../../services';
import { TripWithLegs, UtcInstant } from './tripSchemas';

const tags = ['trip: gantt'];
const N = Nullable;

/** The Gantt page (`home.ganttChart`) has no key of its own in the menu seed: it reads what the leg list reads. */
const GANTT_VIEW = 'tripLeg:list';

export const GanttWindowBody = Type.Object({ from: UtcInstant, to: UtcInstant, view: Type.Literal('fleet') }, { additionalProperties: false });

const GanttRow = Type.Object({
  id: Uuid,
  tailNo: Type.String(),
  typeCode: N(Type.String()),
  status: Type.String(),
  ganttStatus: Type.Integer(),
  sortNum: Type.Integer(),
  enabled: Type.Boolean(),
});
const GanttItem = Type.Object({
  id: Uuid,
  tripId: Uuid,
  tripNumber: Type.String(),
  legNumber: Type.Integer(),
  aircraftId: N(Uuid),
  departureIcao: Type.String(),
  arrivalIcao: Type.String(),
  plannedDepartureUtc: Instant,
  plannedArrivalUtc: Instant,
  actualOffUtc: N(Instant),
  actualOnUtc: N(Instant),
  legState: Type.Integer(),
  isFerry: Type.Boolean(),
  locked: Type.Boolean(),
  forcedOverlapReason: N(Type.String()),
  tripVersion: Type.Integer(),
});
export const GanttWindow = Type.Object({
  rows: Type.Array(GanttRow),
  items: Type.Array(GanttItem),
  unassigned: Type.Array(GanttItem),
  window: Type.Object({ from: Type.String(), to: Type.String() }),
  schemaVersion: Type.Integer(),
});

export const MoveLegBody = Type.Object(
  {
    version: Type.Integer({ minimum: 1 }),
    aircraftId: Uuid,
    plannedDepartureUtc: UtcInstant,
    forceOverlapReason: Type.Optional(N(Type.String({ maxLength: 500 }))),
    confirm: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

export const ganttRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  app.post('/trip/v1/gantt/window', {
    config: { access: { permission: GANTT_VIEW } },
    schema: {
      tags,
      summary: 'Aircraft rows and leg bars of a time window (at most 62 days) for the fleet Gantt',
      body: GanttWindowBody,
      response: { 200: Envelope(GanttWindow), ...errorResponses },
    },
    handler: async (request) => ok(await services.gantt.window(ctxOf(request), request.body)),
  });

  app.post('/trip/v1/tripLegs/:id/move', {
    config: { access: { permission: 'tripLeg:edit', or: ['tripLeg:airworthy'] } },
    schema: {
      tags,
      summary: 'Move a leg to an aircraft and a new departure, flight time kept (Gantt drag)',
      params: IdParams,
      body: MoveLegBody,
      response: { 200: Envelope(TripWithLegs), ...errorResponses },
    },
    handler: async (request) => ok(await services.gantt.move(ctxOf(request), request.params.id, request.body)),
  });
};
