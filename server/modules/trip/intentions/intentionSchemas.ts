import { Type } from 'typebox';
import { INTENTION_STATUSES } from '../../../../src/domain/trip/states';
import { AuditFields, Nullable, Uuid } from '../../../lib/schemas';
import { Icao, OneOf, Opt, Text } from '../../fleet/fleetRoutes';
import { TripWithLegs, UtcInstant } from '../trips/tripSchemas';

const Version = Type.Integer({ minimum: 1 });
const Note = Opt(Type.String({ maxLength: 500 }));

/** A leg the customer asks for: route, departure instant (ISO UTC with Z), passengers. */
export const RequestedLegBody = Type.Object(
  {
    departureIcao: Icao,
    arrivalIcao: Icao,
    departureUtc: UtcInstant,
    passengers: Opt(Type.Integer({ minimum: 0, maximum: 999 })),
  },
  { additionalProperties: false },
);
const RequestedLegs = Type.Array(RequestedLegBody, { maxItems: 20 });

const fields = {
  customerId: Uuid,
  contactName: Opt(Text(50)),
  contactPhone: Opt(Text(30)),
  requestedLegs: RequestedLegs,
  note: Note,
};
export const IntentionCreateBody = Type.Object(fields, { additionalProperties: false });
export const IntentionEditBody = Type.Object(
  {
    version: Version,
    customerId: Type.Optional(fields.customerId),
    contactName: fields.contactName,
    contactPhone: fields.contactPhone,
    requestedLegs: Type.Optional(RequestedLegs),
    note: Note,
  },
  { additionalProperties: false },
);
export const IntentionVersionBody = Type.Object({ version: Version }, { additionalProperties: false });
export const IntentionRejectBody = Type.Object({ version: Version, reason: Type.String({ maxLength: 500 }) }, { additionalProperties: false });
export const IntentionInitiateBody = Type.Object({ version: Version, confirm: Type.Optional(Type.Boolean()) }, { additionalProperties: false });

const N = Nullable;
export const IntentionRow = Type.Object({
  id: Type.String(),
  intentionNumber: Type.String(),
  customerId: Type.String(),
  contactName: N(Type.String()),
  contactPhone: N(Type.String()),
  requestedLegs: Type.Array(
    Type.Object({ departureIcao: Type.String(), arrivalIcao: Type.String(), departureUtc: Type.String(), passengers: Type.Optional(N(Type.Integer())) }),
  ),
  status: OneOf(INTENTION_STATUSES),
  rejectReason: N(Type.String()),
  tripId: N(Type.String()),
  note: N(Type.String()),
  ...AuditFields,
});

/** Answer of an initiation: the intention (with its trip id) and the new trip with its legs. */
export const InitiateAnswer = Type.Object({
  intention: IntentionRow,
  trip: Type.Object({ ...TripWithLegs.properties, intentionId: N(Type.String()) }),
});
