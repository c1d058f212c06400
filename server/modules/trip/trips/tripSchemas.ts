import { Type } from 'typebox';
import { LEG_STATES, RELEASE_STATUSES, TRIP_STATUSES, CANCEL_REASON_TYPES } from '../../../../src/domain/trip/states';
import { AIRWORTHINESS, EVALUATION_RESULTS, RELEASE_DECISIONS } from '../../../../src/domain/trip/statuses';
import { AuditFields, Instant, Nullable, Uuid } from '../../../lib/schemas';
import { Icao, OneOf, Opt, Text } from '../../fleet/fleetRoutes';

/** An ISO 8601 instant in UTC ('Z'). */
export { UtcInstant } from '../../../../src/contract/common';
import { UtcInstant } from '../../../../src/contract/common';
const Version = Type.Integer({ minimum: 1 });
const Confirm = Type.Optional(Type.Boolean());

const legFields = {
  flightNo: Opt(Text(20)),
  purpose: Text(50),
  operationNature: Text(50),
  departureIcao: Icao,
  arrivalIcao: Icao,
  plannedDepartureUtc: UtcInstant,
  plannedArrivalUtc: UtcInstant,
  eteMinutes: Opt(Type.Integer({ minimum: 1, maximum: 24 * 60 })),
  note: Opt(Type.String({ maxLength: 500 })),
};
export const LegBody = Type.Object(legFields, { additionalProperties: false });

export const TripCreateBody = Type.Object(
  {
    customerId: Uuid,
    contractName: Opt(Text(100)),
    note: Opt(Type.String({ maxLength: 500 })),
    legs: Type.Array(LegBody, { minItems: 1, maxItems: 50 }),
    confirm: Confirm,
  },
  { additionalProperties: false },
);
export const TripHeaderBody = Type.Object(
  { version: Version, customerId: Type.Optional(Uuid), contractName: Opt(Text(100)), note: Opt(Type.String({ maxLength: 500 })) },
  { additionalProperties: false },
);
export const VersionBody = Type.Object({ version: Version }, { additionalProperties: false });
export const RejectBody = Type.Object({ version: Version, reason: Type.String({ maxLength: 500 }) }, { additionalProperties: false });
export const CancelTripBody = Type.Object(
  { version: Version, reasonType: OneOf(CANCEL_REASON_TYPES), note: Opt(Type.String({ maxLength: 500 })) },
  { additionalProperties: false },
);
export const AddLegBody = Type.Object({ version: Version, leg: LegBody, confirm: Confirm }, { additionalProperties: false });
export const InsertLegBody = Type.Object({ version: Version, position: Type.Integer({ minimum: 1, maximum: 100 }), leg: LegBody, confirm: Confirm }, { additionalProperties: false });
export const EditLegBody = Type.Object(
  {
    version: Version,
    ...Object.fromEntries(Object.entries(legFields).map(([k, s]) => [k, Type.Optional(s)])),
    aircraftId: Type.Optional(Uuid),
    confirm: Confirm,
    forceOverlapReason: Opt(Type.String({ maxLength: 500 })),
    dutyForceReason: Opt(Type.String({ maxLength: 500 })),
  },
  { additionalProperties: false },
);
export const CancelLegBody = Type.Object({ version: Version, reasonType: OneOf(CANCEL_REASON_TYPES) }, { additionalProperties: false });

const N = Nullable;
export const TripRow = Type.Object({
  id: Type.String(),
  tripNumber: Type.String(),
  customerId: Type.String(),
  contractName: N(Type.String()),
  status: OneOf(TRIP_STATUSES),
  releaseStatus: OneOf(RELEASE_STATUSES),
  locked: Type.Boolean(),
  cancelReasonType: N(Type.String()),
  cancelNote: N(Type.String()),
  rejectedNote: N(Type.String()),
  note: N(Type.String()),
  ...AuditFields,
});

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
  ferryForLegId: Type.Optional(N(Type.String())),
  forcedOverlapReason: Type.Optional(N(Type.String())),
  locked: Type.Boolean(),
  evaluation: Type.Unknown(),
  airworthiness: N(Type.String()),
  hasFlightPlan: Type.Boolean(),
  hasReleaseDocuments: Type.Boolean(),
  hasCrew: Type.Boolean(),
  actualOffUtc: N(Instant),
  actualOnUtc: N(Instant),
  delayReason: N(Type.String()),
  cancelReasonType: N(Type.String()),
  note: N(Type.String()),
  ...AuditFields,
});

export const TripWithLegs = Type.Object({ ...TripRow.properties, legs: Type.Array(LegRow), ferryLegs: Type.Optional(Type.Array(LegRow)) });

// Leg flow (legFlowRoutes.ts): every body carries the trip's version.
const Attached = Type.Boolean();
export const EvaluateBody = Type.Object(
  { version: Version, result: OneOf(EVALUATION_RESULTS), reason: Opt(Type.String({ maxLength: 500 })), note: Opt(Type.String({ maxLength: 500 })) },
  { additionalProperties: false },
);
export const AssignAircraftBody = Type.Object(
  { version: Version, aircraftId: Uuid, forceOverlapReason: Opt(Type.String({ maxLength: 500 })) },
  { additionalProperties: false },
);
export const AirworthinessBody = Type.Object({ version: Version, value: OneOf(AIRWORTHINESS) }, { additionalProperties: false });
export const AttachedBody = Type.Object({ version: Version, attached: Attached }, { additionalProperties: false });
export const ReleaseBody = Type.Object({ version: Version, decision: OneOf(RELEASE_DECISIONS) }, { additionalProperties: false });
export const TakeoffBody = Type.Object(
  { version: Version, actualUtc: UtcInstant, delayReason: Opt(Type.String({ maxLength: 500 })) },
  { additionalProperties: false },
);
export const LandingBody = Type.Object({ version: Version, actualUtc: UtcInstant }, { additionalProperties: false });
export const ResetBody = Type.Object({ version: Version, confirm: Confirm }, { additionalProperties: false });
