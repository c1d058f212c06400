/**
 * Gantt chart routes (requirements D2, D4, D8): `POST /trip/v1/gantt/window` answers the fleet
 * view's aircraft rows and leg bars of a time window, `…/crewWindow` and `…/passengerWindow` the
 * crew and passenger views'; `POST /trip/v1/tripLegs/{id}/move` is the
 * drag of a leg to another aircraft or time, on the trip's version (412 when stale: the browser
 * shows `trip.error.scheduleChanged`, "fleet schedule changed, reload").
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ok } from '../../../lib/envelope';
import { Envelope, errorResponses, IdParams, Instant, Nullable, Uuid } from '../../../lib/schemas';
import { ctxOf } from '../../../plugins/access';
import type { Services } from '../../../services';
import { CREW_TYPES } from '../../crew/crewService';
import { anyRoster } from '../legCrew/legCrewRoutes';
import { TripWithLegs, UtcInstant } from '../trips/tripSchemas';

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

const CrewTypeSchema = Type.Union(CREW_TYPES.map((c) => Type.Literal(c)));
export const CrewWindowBody = Type.Object(
  { from: UtcInstant, to: UtcInstant, crewTypes: Type.Optional(Type.Array(CrewTypeSchema, { maxItems: CREW_TYPES.length, uniqueItems: true })) },
  { additionalProperties: false },
);
export const PassengerWindowBody = Type.Object({ from: UtcInstant, to: UtcInstant }, { additionalProperties: false });
const WindowRange = Type.Object({ from: Type.String(), to: Type.String() });
export const CrewWindow = Type.Object({
  rows: Type.Array(
    Type.Object({ id: Uuid, workNo: Type.String(), cnName: Type.String(), enName: N(Type.String()), crewType: Type.String(), position: N(Type.String()), baseIcao: N(Type.String()) }),
  ),
  legs: Type.Array(GanttItem),
  assignments: Type.Array(Type.Object({ id: Uuid, legId: Uuid, crewId: Uuid, role: Type.String(), status: Type.String() })),
  crewTypes: Type.Array(Type.String()),
  dutyParams: Type.Object({ preparationMinutes: Type.Integer(), finishingMinutes: Type.Integer(), minRestMinutes: Type.Integer() }),
  regulation: Type.Object({ id: Type.String(), name: Type.String() }),
  window: WindowRange,
});
export const PassengerWindow = Type.Object({
  rows: Type.Array(
    Type.Object({ id: Type.String(), name: Type.String(), nationality: N(Type.String()), documentType: N(Type.String()), document: N(Type.String()), legCount: Type.Integer() }),
  ),
  legs: Type.Array(GanttItem),
  bookings: Type.Array(Type.Object({ id: Uuid, legId: Uuid, passengerId: Type.String() })),
  window: WindowRange,
});

export const MoveLegBody = Type.Object(
  {
    version: Type.Integer({ minimum: 1 }),
    aircraftId: Uuid,
    plannedDepartureUtc: UtcInstant,
    forceOverlapReason: Type.Optional(N(Type.String({ maxLength: 500 }))),
    dutyForceReason: Type.Optional(N(Type.String({ maxLength: 500 }))),
    confirm: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

export const ganttRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  app.post('/trip/v1/gantt/window', {
    config: { read: true, access: { permission: GANTT_VIEW } },
    schema: {
      tags,
      summary: 'Aircraft rows and leg bars of a time window (at most 62 days) for the fleet Gantt',
      body: GanttWindowBody,
      response: { 200: Envelope(GanttWindow), ...errorResponses },
    },
    handler: async (request) => ok(await services.gantt.window(ctxOf(request), request.body)),
  });

  app.post('/trip/v1/gantt/crewWindow', {
    config: { read: true, access: anyRoster('list') },
    schema: {
      tags,
      summary: "Crew rows and their leg assignments of a time window (± a day) for the crew Gantt, crew types limited to the caller's rosters",
      body: CrewWindowBody,
      response: { 200: Envelope(CrewWindow), ...errorResponses },
    },
    handler: async (request) => ok(await services.ganttViews.crewWindow(ctxOf(request), request.body)),
  });

  app.post('/trip/v1/gantt/passengerWindow', {
    config: { read: true, access: { permission: GANTT_VIEW } },
    schema: {
      tags,
      summary: 'Passenger rows (document numbers masked) and their legs of a time window for the passenger Gantt',
      body: PassengerWindowBody,
      response: { 200: Envelope(PassengerWindow), ...errorResponses },
    },
    handler: async (request) => ok(await services.ganttViews.passengerWindow(ctxOf(request), request.body)),
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
