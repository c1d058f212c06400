/**
 * Roster routes (docs/decisions.md "Rosters"). Each opens to the key of any roster
 * (`schedulePilot|scheduleCabin|scheduleMaintenance`); the service then requires the key of the
 * crew type asked (`<area>:list`, `<area>:publish`), 403 otherwise. Assigning and removing crew go
 * through the leg crew commands (`/trip/v1/tripLegs/{id}/crew`, `/trip/v1/legCrews/{id}/remove`).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, errorResponses } from '../../../../src/contract/common';
import { RosterPublicationList, RosterPublicationsBody, RosterPublishAnswer, RosterPublishBody, RosterWindow, RosterWindowBody } from '../../../../src/contract/roster';
import { SCHEDULE_AREAS } from '../../../../src/domain/trip/crewAssignment';
import { ok } from '../../../lib/envelope';
import { ctxOf } from '../../../plugins/access';
import type { Services } from '../../../services';
import { anyRoster } from '../../trip/legCrew/legCrewRoutes';

const tags = ['crew: rosters'];
const [firstPublish, ...otherPublish] = SCHEDULE_AREAS.map((a) => `${a}:publish`);

export const rosterRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { rosters } = services;

  app.post('/crew/v1/rosters/window', {
    config: { read: true, access: anyRoster('list') },
    schema: {
      tags,
      summary: "One crew type's roster over a time window (at most 62 days): crew rows, assignments, duty parameters, legs missing a role of the roster, activities and changes since publication",
      body: RosterWindowBody,
      response: { 200: Envelope(RosterWindow), ...errorResponses },
    },
    handler: async (request) => ok(await rosters.window(ctxOf(request), request.body)),
  });

  app.post('/crew/v1/rosters/publish', {
    config: { access: { permission: firstPublish!, or: otherPublish } },
    schema: {
      tags,
      summary: "Publishes the days of a crew type's roster: a publication with its assignments, and a message to each crew member whose assignments in it changed (nothing when nothing changed)",
      body: RosterPublishBody,
      response: { 200: Envelope(RosterPublishAnswer), ...errorResponses },
    },
    handler: async (request) => ok(await rosters.publish(ctxOf(request), request.body)),
  });

  app.post('/crew/v1/rosters/publications/list', {
    config: { read: true, access: anyRoster('list') },
    schema: {
      tags,
      summary: "A crew type's roster publications, newest first",
      body: RosterPublicationsBody,
      response: { 200: Envelope(RosterPublicationList), ...errorResponses },
    },
    handler: async (request) => ok(await rosters.publications(ctxOf(request), request.body)),
  });
};
