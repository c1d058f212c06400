/**
 * Leg flow: evaluation → aircraft → readiness items → ready → release → takeoff → landing.
 * Each command is its own `POST /trip/v1/tripLegs/{id}/<command>` with the trip's `version` in
 * the body, answering the trip with its legs; permission keys are the seed's button keys
 * (docs/decisions.md, "Trips and legs").
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TSchema } from 'typebox';
import { can, type Ctx } from '../../../lib/context';
import { ok } from '../../../lib/envelope';
import { forbidden } from '../../../lib/errors';
import { ctxOf } from '../../../plugins/access';
import type { Services } from '../../../services';
import { Envelope, errorResponses, IdParams } from '../../../../src/contract/common';
import { AirworthinessBody, AssignAircraftBody, AttachedBody, EvaluateBody, LandingBody, ReleaseBody, ResetBody, TakeoffBody } from '../../../../src/contract/trip/legs';
import { TripWithLegs, VersionBody, type TripWithLegsAnswer } from '../../../../src/contract/trip/trips';
import type { BodyOf } from '../trips/routeBody';
import type { TripApp } from '../trips/tripRoutes';

const LEGS = '/trip/v1/tripLegs';
const tags = ['trip: leg flow'];
const one = { 200: Envelope(TripWithLegs), ...errorResponses };

/** Keys of the control seat's release buttons, by decision. */
const RELEASE_KEYS = { release: 'tripRelease:release', noRelease: 'tripRelease:noRelease', cancelRelease: 'tripRelease:cancelRelease' } as const;
/** Flight following (takeoff, landing, their resets) has no button of its own yet: the release key opens it. */
const FOLLOWING = 'tripRelease:release';

function command<B extends TSchema>(
  app: TripApp,
  name: string,
  access: { permission: string; or?: readonly string[] },
  summary: string,
  body: B,
  handler: (ctx: Ctx, id: string, body: BodyOf<B>) => Promise<TripWithLegsAnswer>,
) {
  app.post(`${LEGS}/:id/${name}`, {
    config: { access },
    schema: { tags, summary, params: IdParams, body, response: one },
    handler: async (request) => ok(await handler(ctxOf(request), request.params.id, request.body)),
  });
}

export const legFlowRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const flow = services.tripLegFlow;
  const key = (permission: string, ...or: string[]) => (or.length > 0 ? { permission, or } : { permission });

  command(app, 'evaluate', key('tripLeg:evaluate'), 'Performance evaluation of a leg (fail returns the trip to customer service)', EvaluateBody, (c, id, b) =>
    flow.evaluate(c, id, b),
  );
  command(app, 'assignAircraft', key('tripLeg:edit', 'tripLeg:airworthy'), 'Assign an aircraft of the company to an evaluated leg', AssignAircraftBody, (c, id, b) =>
    flow.assignAircraft(c, id, b.version, b.aircraftId, b.forceOverlapReason, b.confirm === true),
  );
  command(app, 'airworthiness', key('tripLeg:airworthy'), "Confirm the aircraft's airworthiness for the leg", AirworthinessBody, (c, id, b) =>
    flow.airworthiness(c, id, b.version, b.value),
  );
  command(app, 'flightPlan', key('tripLeg:ready'), 'Attach or remove the flight plan', AttachedBody, (c, id, b) => flow.flightPlan(c, id, b.version, b.attached));
  command(app, 'releaseDocuments', key('releaseDocument:upload'), 'Release documents attached or not', AttachedBody, (c, id, b) =>
    flow.releaseDocuments(c, id, b.version, b.attached),
  );
  command(app, 'ready', key('tripLeg:ready'), 'Submit the leg ready', VersionBody, (c, id, b) => flow.ready(c, id, b.version));
  command(app, 'release', key(RELEASE_KEYS.release, RELEASE_KEYS.noRelease, RELEASE_KEYS.cancelRelease), 'Release decision: release, no release, cancel release', ReleaseBody, (c, id, b) => {
    const permission = RELEASE_KEYS[b.decision];
    if (!can(c.principal, permission)) throw forbidden(undefined, { permission });
    return flow.release(c, id, b.version, b.decision);
  });
  command(app, 'lock', key('tripLeg:lock'), 'Lock the aircraft of the leg', VersionBody, (c, id, b) => flow.lock(c, id, b.version));
  command(app, 'unlock', key('tripLeg:unlock'), 'Unlock the aircraft of the leg', VersionBody, (c, id, b) => flow.unlock(c, id, b.version));
  command(app, 'takeoff', key(FOLLOWING), 'Record the takeoff (a delay reason over 30 minutes late)', TakeoffBody, (c, id, b) =>
    flow.takeoff(c, id, b.version, b.actualUtc, b.delayReason),
  );
  command(app, 'landing', key(FOLLOWING), 'Record the landing', LandingBody, (c, id, b) => flow.landing(c, id, b.version, b.actualUtc));
  command(app, 'resetTakeoff', key(FOLLOWING), 'Reset the takeoff (confirm: true)', ResetBody, (c, id, b) => flow.resetTakeoff(c, id, b.version, b.confirm === true));
  command(app, 'resetLanding', key(FOLLOWING), 'Reset the landing (confirm: true)', ResetBody, (c, id, b) => flow.resetLanding(c, id, b.version, b.confirm === true));
};
