/**
 * Gantt chart routes (requirements D2, D4, D8): `POST /trip/v1/gantt/window` answers the fleet
 * view's aircraft rows and leg bars of a time window, `…/crewWindow` and `…/passengerWindow` the
 * crew and passenger views'; `POST /trip/v1/tripLegs/{id}/move` is the
 * drag of a leg to another aircraft or time, on the trip's version (412 when stale: the browser
 * shows `trip.error.scheduleChanged`, "fleet schedule changed, reload"); `…/move/preview` is its dry
 * run (the same command rolled back), which the browser shows before asking to confirm.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, errorResponses, IdParams } from '../../../../src/contract/common';
import { CrewWindow, CrewWindowBody, GanttWindow, GanttWindowBody, MoveLegBody, MovePreview, PassengerWindow, PassengerWindowBody } from '../../../../src/contract/trip/gantt';
import { TripWithLegs } from '../../../../src/contract/trip/trips';
import { ok } from '../../../lib/envelope';
import { ctxOf } from '../../../plugins/access';
import type { Services } from '../../../services';
import { anyRoster } from '../legCrew/legCrewRoutes';

const tags = ['trip: gantt'];

/** The Gantt page (`home.ganttChart`) has no key of its own in the menu seed: it reads what the leg list reads. */
const GANTT_VIEW = 'tripLeg:list';

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

  app.post('/trip/v1/tripLegs/:id/move/preview', {
    config: { access: { permission: 'tripLeg:edit', or: ['tripLeg:airworthy'] } },
    schema: {
      tags,
      summary: 'What a move would do (dry run of the move, rolled back): readiness lost, ferry legs added or removed, crew and duty verdicts',
      params: IdParams,
      body: MoveLegBody,
      response: { 200: Envelope(MovePreview), ...errorResponses },
    },
    handler: async (request) => ok(await services.gantt.previewMove(ctxOf(request), request.params.id, request.body)),
  });
};
