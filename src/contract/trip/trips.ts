/**
 * Trips and legs (server/modules/trip/trips/tripRoutes.ts): the trip with its legs that every trip,
 * leg, leg-flow, crew and Gantt command answers, the trip and leg list rows, and the trip's own
 * commands. The browser's types are `Wire<…>` (instants are ISO strings).
 */
import { Type, type Static } from 'typebox';
import type { LegInput } from '../../domain/trip/legInput';
import { CANCEL_REASON_TYPES, LEG_STATES, RELEASE_STATUSES, TRIP_STATUSES } from '../../domain/trip/states';
import { AuditFields, Instant, Uuid, UtcInstant, type Wire } from '../common';
import { EDIT_BODY } from '../crud';
import { listAnswerSchema } from '../listQuery';
import { Confirm, EvaluationSchema, Icao, N, OneOf, Opt, Reason, Text, Version } from './fields';
import { ProgressFields } from '../legProgress';

/** The fields of one leg a user writes (create, addLeg, insertLeg, renew; edit sends some of them). */
export const legFields = {
  flightNo: Opt(Text(20)),
  purpose: Text(50),
  operationNature: Text(50),
  departureIcao: Icao,
  arrivalIcao: Icao,
  plannedDepartureUtc: UtcInstant,
  plannedArrivalUtc: UtcInstant,
  eteMinutes: Opt(Type.Integer({ minimum: 1, maximum: 24 * 60 })),
  note: Reason,
};
export const LegBody = Type.Object(legFields, { additionalProperties: false });

export const TripCreateBody = Type.Object(
  { customerId: Uuid, contractName: Opt(Text(100)), note: Reason, legs: Type.Array(LegBody, { minItems: 1, maxItems: 50 }), confirm: Confirm },
  { additionalProperties: false },
);
export const TripHeaderBody = Type.Object(
  { version: Version, customerId: Type.Optional(Uuid), contractName: Opt(Text(100)), note: Reason },
  EDIT_BODY,
);
export const VersionBody = Type.Object({ version: Version }, { additionalProperties: false });
export const RejectBody = Type.Object({ version: Version, reason: Type.String({ maxLength: 500 }) }, { additionalProperties: false });
export const CancelTripBody = Type.Object({ version: Version, reasonType: OneOf(CANCEL_REASON_TYPES), note: Reason }, { additionalProperties: false });

/** A trip (list row, and the head of the trip answer). */
export const TripRow = Type.Object({
  id: Type.String(),
  tripNumber: Type.String(),
  customerId: Type.String(),
  contractName: N(Type.String()),
  status: OneOf(TRIP_STATUSES),
  releaseStatus: OneOf(RELEASE_STATUSES),
  locked: Type.Boolean(),
  cancelReasonType: N(OneOf(CANCEL_REASON_TYPES)),
  cancelNote: N(Type.String()),
  rejectedNote: N(Type.String()),
  note: N(Type.String()),
  ...AuditFields,
});

/** A leg with its step facts and actual times (list row, and the legs of the trip answer). */
export const LegRow = Type.Object({
  id: Type.String(),
  tripId: Type.String(),
  tripNumber: Type.String(),
  customerId: Type.String(),
  legNumber: Type.Integer(),
  flightNo: N(Type.String()),
  purpose: Type.String(),
  operationNature: Type.String(),
  departureIcao: Type.String(),
  arrivalIcao: Type.String(),
  plannedDepartureUtc: Instant,
  plannedArrivalUtc: Instant,
  eteMinutes: N(Type.Integer()),
  legState: OneOf(LEG_STATES),
  releaseStatus: Type.Integer(),
  aircraftId: N(Type.String()),
  isFerry: Type.Boolean(),
  /** A ferry leg: the leg it positions the aircraft for. */
  ferryForLegId: Type.Optional(N(Type.String())),
  forcedOverlapReason: Type.Optional(N(Type.String())),
  locked: Type.Boolean(),
  evaluation: EvaluationSchema,
  airworthiness: N(Type.String()),
  hasFlightPlan: Type.Boolean(),
  hasReleaseDocuments: Type.Boolean(),
  hasCrew: Type.Boolean(),
  actualOffUtc: N(Instant),
  actualOnUtc: N(Instant),
  delayReason: N(Type.String()),
  cancelReasonType: N(OneOf(CANCEL_REASON_TYPES)),
  note: N(Type.String()),
  ...AuditFields,
});

/** The trip with its customer itinerary (`legs`, in trip order) and its generated ferry legs, at its new version. */
export const TripWithLegs = Type.Object({ ...TripRow.properties, legs: Type.Array(LegRow), ferryLegs: Type.Optional(Type.Array(LegRow)) });

export const TripListAnswer = listAnswerSchema(TripRow);
/** A row of the leg list: the leg and where it stands now (progress, overdue, stale). */
export const LegListRow = Type.Object({ ...LegRow.properties, ...ProgressFields });
export const LegListAnswer = listAnswerSchema(LegListRow);

export type LegBody = Static<typeof LegBody>;
export type TripCreateBody = Static<typeof TripCreateBody>;
export type TripHeaderBody = Static<typeof TripHeaderBody>;
export type VersionBody = Static<typeof VersionBody>;
export type RejectBody = Static<typeof RejectBody>;
export type CancelTripBody = Static<typeof CancelTripBody>;
/** Server side (Dates or strings). */
export type TripWithLegsAnswer = Static<typeof TripWithLegs>;
/** Browser side. */
export type TripRow = Wire<Static<typeof TripRow>>;
export type LegRow = Wire<Static<typeof LegRow>>;
export type TripWithLegs = Wire<Static<typeof TripWithLegs>>;
export type TripListAnswer = Wire<Static<typeof TripListAnswer>>;
export type LegListRow = Wire<Static<typeof LegListRow>>;
export type LegListAnswer = Wire<Static<typeof LegListAnswer>>;

/** The leg body is the domain's `LegInput` (pure rules read it), both ways: the two cannot drift. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const LEG_BODY_IS_LEG_INPUT: Same<LegBody, LegInput> = true;
