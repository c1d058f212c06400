/**
 * The records around a leg (server/modules/trip/records/legRecordRoutes.ts): passengers,
 * diversions, the outsourced (civil) leg, a new leg from a cancelled one, and the lists of
 * diversions, outsourced legs, flight delays and leg logs. Every write carries the TRIP's
 * `version` and answers the trip with its legs. The leg and trip shapes belong to the trip
 * module: the schemas that embed them are built from them (`legDetailSchema`, `renewLegBody`).
 */
import { Type, type Static, type TObject, type TSchema } from 'typebox';
import { PASSENGER_MODES } from '../domain/trip/legRecords';
import { LEG_STATES } from '../domain/trip/states';
import { DIVERSION_STATUSES } from '../domain/trip/statuses';
import { Instant, Nullable, Uuid, UtcInstant, type Wire } from './common';
import { EDIT_BODY } from './crud';
import type { ColumnDecl } from './export';

/** An enum of the domain's values (strings or numbers). */
export const OneOf = <T extends string | number>(values: readonly T[]) => Type.Unsafe<T>({ type: typeof values[0] === 'number' ? 'integer' : 'string', enum: [...values] });
/** Optional, and null empties it. */
export const Opt = <T extends TSchema>(t: T) => Type.Optional(Nullable(t));
/** A required text of 1 to `maxLength` characters. */
export const Text = (maxLength: number) => Type.String({ minLength: 1, maxLength });
export const Icao = Type.String({ pattern: '^[A-Z0-9]{4}$' });
/** The version a write was read at (412 when stale). */
export const Version = Type.Integer({ minimum: 1 });
const N = Nullable;
const Note = Opt(Type.String({ maxLength: 500 }));
const obj = <P extends Record<string, TSchema>>(p: P) => Type.Object(p, { additionalProperties: false });

// passengers
const passengerFields = {
  name: Text(100),
  nationality: Opt(Type.String({ maxLength: 50 })),
  documentType: Opt(Type.String({ maxLength: 50 })),
  documentNumber: Opt(Type.String({ maxLength: 50 })),
  phone: Opt(Type.String({ maxLength: 50 })),
  note: Note,
};
export const PassengerFields = obj(passengerFields);
export const AddPassengerBody = obj({ version: Version, passenger: PassengerFields });
export const EditPassengerBody = Type.Object({ version: Version, ...Type.Partial(PassengerFields).properties }, EDIT_BODY);
export const VersionOnlyBody = obj({ version: Version });

// diversions
export const AddDiversionBody = obj({ version: Version, diversionIcao: Icao, diversionEtaUtc: UtcInstant, reason: Text(500), note: Note });

// outsourced (civil) legs: amount and currency are checked by the domain (field keys trip.error.amount*, currencyInvalid)
export const CivilLegFields = obj({
  capacityNumber: Text(50),
  supplier: Text(100),
  contact: Opt(Type.String({ maxLength: 100 })),
  currency: Type.String({ minLength: 1, maxLength: 3 }),
  amount: Type.String({ minLength: 1, maxLength: 20 }),
  settlementTime: Opt(UtcInstant),
  note: Note,
});
export const AddCivilLegBody = obj({ version: Version, ...CivilLegFields.properties });
export const EditCivilLegBody = Type.Object({ version: Version, ...Type.Partial(CivilLegFields).properties }, EDIT_BODY);
export const SettleCivilLegBody = obj({ version: Version, settlementTime: UtcInstant });

/** A new leg from a cancelled one: the leg's form (the trip module's leg body) and what to do with its passengers. */
export const RenewPassengers = obj({ mode: OneOf(PASSENGER_MODES), passengerIds: Type.Optional(Type.Array(Uuid, { maxItems: 200 })) });
export const renewLegBody = <L extends TSchema>(leg: L) => obj({ version: Version, leg, passengers: RenewPassengers, confirm: Type.Optional(Type.Boolean()) });

// answers
export const PassengerRow = Type.Object({
  id: Type.String(),
  legId: Type.String(),
  name: Type.String(),
  nationality: N(Type.String()),
  documentType: N(Type.String()),
  documentNumber: N(Type.String()),
  phone: N(Type.String()),
  note: N(Type.String()),
});
export const DiversionRow = Type.Object({
  id: Type.String(),
  legId: Type.String(),
  tripId: Type.String(),
  diversionIcao: Type.String(),
  diversionEtaUtc: Instant,
  reason: Type.String(),
  note: N(Type.String()),
  status: OneOf(DIVERSION_STATUSES),
  createTime: Instant,
  createAuthor: N(Type.String()),
});
export const CivilLegRow = Type.Object({
  id: Type.String(),
  legId: Type.String(),
  tripId: Type.String(),
  capacityNumber: Type.String(),
  supplier: Type.String(),
  contact: N(Type.String()),
  currency: Type.String(),
  /** Two decimals, as text. */
  amount: Type.String(),
  settlementTime: N(Instant),
  note: N(Type.String()),
});
export const LegCrewRow = Type.Object({
  id: Type.String(),
  legId: Type.String(),
  crewId: Type.String(),
  role: Type.String(),
  status: Type.String(),
  declineReason: N(Type.String()),
  cnName: N(Type.String()),
  enName: N(Type.String()),
  workNo: N(Type.String()),
  crewType: N(Type.String()),
  nationality: N(Type.String()),
});
export const SourceLegLabel = Type.Object({ id: Type.String(), legNumber: Type.Integer(), tripNumber: Type.String() });
export const AircraftLabel = Type.Object({
  id: Type.String(),
  tailNo: Type.String(),
  typeId: Type.String(),
  typeCode: Type.String(),
  typeName: Type.String(),
  status: Type.String(),
  /** The type's crew complement besides the two pilots. */
  cabinCrewCount: Type.Optional(Type.Integer()),
  engineerCount: Type.Optional(Type.Integer()),
});

const SourceLegId = { sourceLegId: N(Type.String()) };
/** `GET /trip/v1/tripLegs/{id}`: the leg (the trip module's leg row) with its trip and records. */
export const legDetailSchema = <L extends TObject, T extends TSchema>(leg: L, trip: T) =>
  Type.Object({
    leg: Type.Object({ ...leg.properties, ...SourceLegId }),
    trip,
    passengers: Type.Array(PassengerRow),
    /** The caller's `passengerView` grant does not cover the leg's customer: `passengers` is empty. */
    passengersHidden: Type.Boolean(),
    diversions: Type.Array(DiversionRow),
    civilLeg: N(CivilLegRow),
    crew: Type.Array(LegCrewRow),
    sourceLeg: N(SourceLegLabel),
    aircraft: N(AircraftLabel),
  });

export const DiversionListRow = Type.Object({
  ...DiversionRow.properties,
  tripNumber: Type.String(),
  legNumber: Type.Integer(),
  departureIcao: Type.String(),
  arrivalIcao: Type.String(),
  aircraftId: N(Type.String()),
  plannedArrivalUtc: Instant,
});
export const CivilLegListRow = Type.Object({
  ...CivilLegRow.properties,
  tripNumber: Type.String(),
  legNumber: Type.Integer(),
  departureIcao: Type.String(),
  arrivalIcao: Type.String(),
  plannedDepartureUtc: Instant,
  legState: OneOf(LEG_STATES),
});
export const FlightDelayRow = Type.Object({
  id: Type.String(),
  tripId: Type.String(),
  tripNumber: Type.String(),
  legNumber: Type.Integer(),
  flightNo: N(Type.String()),
  departureIcao: Type.String(),
  arrivalIcao: Type.String(),
  aircraftId: N(Type.String()),
  plannedDepartureUtc: Instant,
  /** Never null in the list (a delay is a leg that took off). */
  actualOffUtc: N(Instant),
  /** Whole minutes late, rounded up: over 30 needs a delay reason (requirements D5). */
  delayMinutes: Type.Integer(),
  delayReason: N(Type.String()),
});
/** The leg as it was before and after the command (null before a leg existed, or after it went). */
const LegSnapshot = N(Type.Record(Type.String(), Type.Unknown()));
export const LegLogRow = Type.Object({
  id: Type.String(),
  legId: Type.String(),
  tripId: Type.String(),
  userName: Type.String(),
  time: Instant,
  command: Type.String(),
  before: LegSnapshot,
  after: LegSnapshot,
});

export type PassengerFields = Static<typeof PassengerFields>;
export type AddPassengerBody = Static<typeof AddPassengerBody>;
export type EditPassengerBody = Static<typeof EditPassengerBody>;
export type AddDiversionBody = Static<typeof AddDiversionBody>;
export type CivilLegFields = Static<typeof CivilLegFields>;
export type AddCivilLegBody = Static<typeof AddCivilLegBody>;
export type EditCivilLegBody = Static<typeof EditCivilLegBody>;
export type SettleCivilLegBody = Static<typeof SettleCivilLegBody>;
/** The editable fields of an outsourced leg as the list screen's dialog sends them. */
export type CivilLegEdit = Omit<EditCivilLegBody, 'version'>;
export type PassengerAnswer = Wire<Static<typeof PassengerRow>>;
export type DiversionAnswer = Wire<Static<typeof DiversionRow>>;
export type CivilLegAnswer = Wire<Static<typeof CivilLegRow>>;
/** A diversion as `POST /trip/v1/diversions/list` answers it, with its leg. */
export type DiversionListAnswer = Wire<Static<typeof DiversionListRow>>;
/** An outsourced (civil) leg, as `POST /trip/v1/civilLegs/list` answers it, with its leg. */
export type CivilLegListAnswer = Wire<Static<typeof CivilLegListRow>>;
/** A leg that has taken off, as `POST /trip/v1/flightDelays/list` answers it. */
export type FlightDelayAnswer = Wire<Static<typeof FlightDelayRow>>;
export type LegLogAnswer = Wire<Static<typeof LegLogRow>>;

const col = (key: string, label: string, kind: ColumnDecl['kind'] = 'text', more: Partial<ColumnDecl> = {}): ColumnDecl => ({ key, label, kind, ...more });
const R = 'legRecordScreens';
/** Leg reference columns every record list starts with. */
const LEG_REF = [col('tripNumber', `${R}.col.tripNumber`), col('legNumber', `${R}.col.legNumber`, 'number')];

/** The diversion log's columns (control/DiversionLog and `POST /trip/v1/diversions/export`). */
export const DIVERSION_COLUMNS: readonly ColumnDecl[] = [
  ...LEG_REF,
  col('route', `${R}.col.route`),
  col('diversionIcao', `${R}.diversion.icao`),
  col('diversionEta', `${R}.diversion.eta`, 'datetime'),
  col('plannedArrival', `${R}.col.plannedArrival`, 'datetime'),
  col('reason', `${R}.diversion.reason`),
  col('note', `${R}.col.note`),
  col('status', `${R}.col.status`, 'enum'),
  col('createAuthor', `${R}.col.createAuthor`),
  col('createTime', `${R}.col.createTime`, 'datetime', { utcInLocal: true }),
];

/** The flight delays' columns (control/FlightDelay and `POST /trip/v1/flightDelays/export`). */
export const FLIGHT_DELAY_COLUMNS: readonly ColumnDecl[] = [
  ...LEG_REF,
  col('flightNo', `${R}.col.flightNo`),
  col('route', `${R}.col.route`),
  col('plannedDeparture', `${R}.col.plannedDeparture`, 'datetime'),
  col('actualOff', `${R}.delay.actualOff`, 'datetime'),
  col('delayMinutes', `${R}.delay.minutes`, 'number'),
  col('delayReason', `${R}.delay.reason`),
];

/** The outsourced legs' columns (trip/CivilLegList and `POST /trip/v1/civilLegs/export`). */
export const CIVIL_LEG_COLUMNS: readonly ColumnDecl[] = [
  ...LEG_REF,
  col('route', `${R}.col.route`),
  col('plannedDeparture', `${R}.col.plannedDeparture`, 'datetime'),
  col('legState', `${R}.col.legState`, 'enum'),
  col('capacityNumber', `${R}.civil.capacityNumber`),
  col('supplier', `${R}.civil.supplier`),
  col('contact', `${R}.civil.contact`),
  col('currency', `${R}.civil.currency`),
  col('amount', `${R}.civil.amount`, 'money'),
  col('settlementTime', `${R}.civil.settlementTime`, 'datetime', { utcInLocal: true }),
  col('note', `${R}.col.note`),
];

const L = 'legDetail.log';
/**
 * The leg log's columns (trip/TripLegLog and `POST /trip/v1/legLogs/export`): a log line has no
 * single airport, so its time is in UTC when the time type is Local; `changes` is the text of
 * src/domain/trip/legLogText.ts. `legNumber` is shown for a trip's log only.
 */
export const LEG_LOG_COLUMNS: readonly ColumnDecl[] = [
  col('time', `${L}.time`, 'datetime', { utcInLocal: true }),
  col('legNumber', `${L}.legNumber`),
  col('userName', `${L}.user`),
  col('command', `${L}.command`),
  col('changes', `${L}.changes`),
];

