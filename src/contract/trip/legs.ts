/**
 * Leg commands (tripRoutes.ts: add, insert, edit, cancel) and the leg flow (legFlowRoutes.ts:
 * evaluation → aircraft → readiness items → ready → release → takeoff → landing). Every body carries
 * the trip's `version`; every command answers the trip with its legs (`TripWithLegs`).
 */
import { Type, type Static } from 'typebox';
import { AIRWORTHINESS, EVALUATION_RESULTS, RELEASE_DECISIONS } from '../../domain/trip/statuses';
import { CANCEL_REASON_TYPES } from '../../domain/trip/states';
import { Uuid, UtcInstant } from '../common';
import { EDIT_BODY } from '../crud';
import { Confirm, OneOf, Opt, Reason, Version } from './fields';
import { LegBody, legFields } from './trips';

export const AddLegBody = Type.Object({ version: Version, leg: LegBody, confirm: Confirm }, { additionalProperties: false });
export const InsertLegBody = Type.Object(
  { version: Version, position: Type.Integer({ minimum: 1, maximum: 100, description: '1-based leg number the new leg takes' }), leg: LegBody, confirm: Confirm },
  { additionalProperties: false },
);
export const EditLegBody = Type.Object(
  {
    version: Version,
    ...Type.Partial(Type.Object(legFields)).properties,
    aircraftId: Type.Optional(Uuid),
    confirm: Confirm,
    /** Accepts an overlap with another leg of the aircraft or a short ferry window, with the reason. */
    forceOverlapReason: Reason,
    /** Forces a duty warning of the leg's crew (or an operator-policy failure) with this reason, logged. */
    dutyForceReason: Reason,
  },
  EDIT_BODY,
);
export const CancelLegBody = Type.Object({ version: Version, reasonType: OneOf(CANCEL_REASON_TYPES) }, { additionalProperties: false });

// leg flow
export const EvaluateBody = Type.Object(
  { version: Version, result: OneOf(EVALUATION_RESULTS), reason: Reason, note: Reason },
  { additionalProperties: false },
);
/** `confirm`: the open MEL items of the aircraft were seen (else their warnings answer `trip.error.confirmationRequired`). */
export const AssignAircraftBody = Type.Object({ version: Version, aircraftId: Uuid, forceOverlapReason: Reason, confirm: Type.Optional(Type.Boolean()) }, { additionalProperties: false });
export const AirworthinessBody = Type.Object({ version: Version, value: OneOf(AIRWORTHINESS) }, { additionalProperties: false });
export const AttachedBody = Type.Object({ version: Version, attached: Type.Boolean() }, { additionalProperties: false });
export const ReleaseBody = Type.Object({ version: Version, decision: OneOf(RELEASE_DECISIONS) }, { additionalProperties: false });
export const TakeoffBody = Type.Object({ version: Version, actualUtc: UtcInstant, delayReason: Opt(Type.String({ maxLength: 500 })) }, { additionalProperties: false });
export const LandingBody = Type.Object({ version: Version, actualUtc: UtcInstant }, { additionalProperties: false });
export const ResetBody = Type.Object({ version: Version, confirm: Confirm }, { additionalProperties: false });

export type AddLegBody = Static<typeof AddLegBody>;
export type InsertLegBody = Static<typeof InsertLegBody>;
export type EditLegBody = Static<typeof EditLegBody>;
export type CancelLegBody = Static<typeof CancelLegBody>;
export type EvaluateBody = Static<typeof EvaluateBody>;
export type AssignAircraftBody = Static<typeof AssignAircraftBody>;
export type AirworthinessBody = Static<typeof AirworthinessBody>;
export type AttachedBody = Static<typeof AttachedBody>;
export type ReleaseBody = Static<typeof ReleaseBody>;
export type TakeoffBody = Static<typeof TakeoffBody>;
export type LandingBody = Static<typeof LandingBody>;
export type ResetBody = Static<typeof ResetBody>;

type WithoutVersion<T> = Omit<T, 'version'>;
type Empty = Record<string, never>;
/** `POST /trip/v1/tripLegs/{id}/<command>`: each command's body besides the trip's version. */
export interface LegCommandBodies {
  evaluate: WithoutVersion<EvaluateBody>;
  assignAircraft: WithoutVersion<AssignAircraftBody>;
  airworthiness: WithoutVersion<AirworthinessBody>;
  flightPlan: WithoutVersion<AttachedBody>;
  releaseDocuments: WithoutVersion<AttachedBody>;
  ready: Empty;
  release: WithoutVersion<ReleaseBody>;
  lock: Empty;
  unlock: Empty;
  takeoff: WithoutVersion<TakeoffBody>;
  landing: WithoutVersion<LandingBody>;
  resetTakeoff: WithoutVersion<ResetBody>;
  resetLanding: WithoutVersion<ResetBody>;
  cancel: WithoutVersion<CancelLegBody>;
}
export type LegCommand = keyof LegCommandBodies;
