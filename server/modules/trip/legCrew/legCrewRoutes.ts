/**
 * Crew scheduling on legs. Commands carry the trip's `version` and answer the trip with its legs.
 * Routes open with the key of any crew roster (`schedulePilot|scheduleCabin|scheduleMaintenance`
 * `:add|delete|edit|list`); the service then requires the roster key of the role concerned
 * (pic/sic → pilot, cabin → cabin, maintenance → maintenance), 403 otherwise.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SCHEDULE_AREAS } from '../../../../src/domain/trip/crewAssignment';
import { Envelope, errorResponses, IdParams } from '../../../../src/contract/common';
import { ListQuerySchema } from '../../../../src/contract/listQuery';
import { AssignCrewAnswer, AssignCrewBody, CandidatesQuery, CrewCandidates, CrewVersionBody, DeclineCrewBody, LegCrewListAnswer } from '../../../../src/contract/trip/legCrew';
import { TripWithLegs } from '../../../../src/contract/trip/trips';
import { ok } from '../../../lib/envelope';
import { ctxOf } from '../../../plugins/access';
import type { Services } from '../../../services';

const tags = ['trip: leg crew'];
const one = { 200: Envelope(TripWithLegs), ...errorResponses };

/** Opens a route to any roster's key for `action`. */
export const anyRoster = (action: 'add' | 'edit' | 'delete' | 'list') => {
  const [first, ...rest] = SCHEDULE_AREAS.map((a) => `${a}:${action}`);
  return { permission: first!, or: rest };
};

export const legCrewRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const crew = services.legCrews;

  app.post('/trip/v1/tripLegs/:id/crew', {
    config: { access: anyRoster('add') },
    schema: { tags, summary: 'Assign a crew member to the leg in a role (to confirm)', params: IdParams, body: AssignCrewBody, response: { 200: Envelope(AssignCrewAnswer), ...errorResponses } },
    handler: async (request) => ok(await crew.assign(ctxOf(request), request.params.id, request.body)),
  });
  app.post('/trip/v1/legCrews/:id/remove', {
    config: { access: anyRoster('delete') },
    schema: { tags, summary: 'Take a crew assignment off its leg', params: IdParams, body: CrewVersionBody, response: one },
    handler: async (request) => ok(await crew.remove(ctxOf(request), request.params.id, request.body.version)),
  });
  app.post('/trip/v1/legCrews/:id/accept', {
    config: { access: anyRoster('edit') },
    schema: { tags, summary: 'The crew member accepts the assignment', params: IdParams, body: CrewVersionBody, response: one },
    handler: async (request) => ok(await crew.accept(ctxOf(request), request.params.id, request.body.version)),
  });
  app.post('/trip/v1/legCrews/:id/decline', {
    config: { access: anyRoster('edit') },
    schema: { tags, summary: 'The crew member declines the assignment (reason required)', params: IdParams, body: DeclineCrewBody, response: one },
    handler: async (request) => ok(await crew.decline(ctxOf(request), request.params.id, request.body.version, request.body.reason)),
  });
  app.post('/trip/v1/legCrews/list', {
    config: { access: anyRoster('list') },
    schema: { tags, summary: 'List crew assignments with crew and leg', body: ListQuerySchema, response: { 200: Envelope(LegCrewListAnswer), ...errorResponses } },
    handler: async (request) => ok(await crew.list(ctxOf(request), request.body)),
  });
  app.get('/trip/v1/tripLegs/:id/crewCandidates', {
    config: { access: anyRoster('add') },
    schema: {
      tags,
      summary: 'Crew of the role\'s type the caller may pick, each eligible or with the refusal',
      params: IdParams,
      querystring: CandidatesQuery,
      response: { 200: Envelope(CrewCandidates), ...errorResponses },
    },
    handler: async (request) => ok(await crew.candidates(ctxOf(request), request.params.id, request.query.role)),
  });
};
