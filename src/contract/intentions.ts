/**
 * Business intentions (server/modules/trip/intentions/intentionRoutes.ts, requirements D4): list,
 * read, create, edit, confirm, reject, cancel, and initiate a trip. The fields a user writes are
 * the domain's (`IntentionInput`, `RequestedLeg`): the schemas are checked against them.
 */
import { Type, type Static, type TSchema } from 'typebox';
import type { IntentionInput, RequestedLeg } from '../domain/trip/intention';
import { INTENTION_STATUSES } from '../domain/trip/states';
import { AuditFields, Nullable, Uuid, UtcInstant, type Wire } from './common';
import { EDIT_BODY } from './crud';
import type { ColumnDecl } from './export';
import { Icao, OneOf, Opt, Text, Version } from './legRecords';

const N = Nullable;
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
  EDIT_BODY,
);
export const IntentionVersionBody = Type.Object({ version: Version }, { additionalProperties: false });
export const IntentionRejectBody = Type.Object({ version: Version, reason: Type.String({ maxLength: 500 }) }, { additionalProperties: false });
export const IntentionInitiateBody = Type.Object({ version: Version, confirm: Type.Optional(Type.Boolean()) }, { additionalProperties: false });

/** A requested leg as stored (ICAOs upper case, the instant normalised to ISO UTC). */
export const RequestedLegRow = Type.Object({ departureIcao: Type.String(), arrivalIcao: Type.String(), departureUtc: Type.String(), passengers: Type.Optional(N(Type.Integer())) });
export const IntentionRow = Type.Object({
  id: Type.String(),
  intentionNumber: Type.String(),
  customerId: Type.String(),
  contactName: N(Type.String()),
  contactPhone: N(Type.String()),
  requestedLegs: Type.Array(RequestedLegRow),
  status: OneOf(INTENTION_STATUSES),
  rejectReason: N(Type.String()),
  tripId: N(Type.String()),
  note: N(Type.String()),
  ...AuditFields,
});

/** Answer of an initiation: the intention (with its trip id) and the new trip with its legs (the trip module's schema). */
export const initiateAnswerSchema = <T extends TSchema>(trip: T) => Type.Object({ intention: IntentionRow, trip });

export type IntentionCreateBody = Static<typeof IntentionCreateBody>;
export type IntentionEditBody = Static<typeof IntentionEditBody>;
/** The fields of an edit (the body without its version). */
export type IntentionEdit = Omit<IntentionEditBody, 'version'>;
export type IntentionAnswer = Wire<Static<typeof IntentionRow>>;

// the bodies and rows spell out the domain's types: these fail to compile if they drift
const _createIsInput: [IntentionCreateBody] extends [IntentionInput] ? ([IntentionInput] extends [IntentionCreateBody] ? true : never) : never = true;
const _legIsDomain: [Static<typeof RequestedLegRow>] extends [RequestedLeg] ? ([RequestedLeg] extends [Static<typeof RequestedLegRow>] ? true : never) : never = true;
void _createIsInput;
void _legIsDomain;

const col = (key: string, label: string, kind: ColumnDecl['kind'] = 'text', more: Partial<ColumnDecl> = {}): ColumnDecl => ({ key, label, kind, ...more });
const L = 'intention.list';
/** The intention list's columns (trip/IntentionList and `POST /trip/v1/intentions/export`); times have no airport. */
export const INTENTION_COLUMNS: readonly ColumnDecl[] = [
  col('intentionNumber', `${L}.number`),
  col('customer', `${L}.customer`),
  col('contact', `${L}.contact`),
  col('status', `${L}.status`, 'enum', { enumPrefix: 'trip.intentionStatus' }),
  col('route', `${L}.route`),
  col('firstDeparture', `${L}.firstDeparture`, 'datetime', { utcInLocal: true }),
  col('createTime', `${L}.createTime`, 'datetime', { utcInLocal: true }),
];
