/** Bodies and answers of the records around a leg (legRecordRoutes.ts). Every write carries the trip's `version`. */
import { Type, type TSchema } from 'typebox';
import { LEG_STATES } from '../../../../src/domain/trip/states';
import { DIVERSION_STATUSES } from '../../../../src/domain/trip/statuses';
import { PASSENGER_MODES } from '../../../../src/domain/trip/legRecords';
import { Instant, Nullable, Uuid } from '../../../lib/schemas';
import { Icao, OneOf, Opt, Text } from '../../fleet/fleetRoutes';
import { LegBody, LegRow, TripRow, UtcInstant } from '../trips/tripSchemas';

const Version = Type.Integer({ minimum: 1 });
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
export const AddPassengerBody = obj({ version: Version, passenger: obj(passengerFields) });
export const EditPassengerBody = obj({ version: Version, ...Type.Partial(obj(passengerFields)).properties });
export const VersionOnlyBody = obj({ version: Version });

// diversions
export const AddDiversionBody = obj({ version: Version, diversionIcao: Icao, diversionEtaUtc: UtcInstant, reason: Text(500), note: Note });

// outsourced (civil) legs: amount and currency are checked by the domain (field keys trip.error.amount*, currencyInvalid)
const civilFields = {
  capacityNumber: Text(50),
  supplier: Text(100),
  contact: Opt(Type.String({ maxLength: 100 })),
  currency: Type.String({ minLength: 1, maxLength: 3 }),
  amount: Type.String({ minLength: 1, maxLength: 20 }),
  settlementTime: Opt(UtcInstant),
  note: Note,
};
export const AddCivilLegBody = obj({ version: Version, ...civilFields });
export const EditCivilLegBody = obj({ version: Version, ...Type.Partial(obj(civilFields)).properties });
export const SettleCivilLegBody = obj({ version: Version, settlementTime: UtcInstant });

// a new leg from a cancelled one
export const RenewLegBody = obj({
  version: Version,
  leg: LegBody,
  passengers: obj({ mode: OneOf(PASSENGER_MODES), passengerIds: Type.Optional(Type.Array(Uuid, { maxItems: 200 })) }),
  confirm: Type.Optional(Type.Boolean()),
});

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
export const LegDetail = Type.Object({
  leg: Type.Object({ ...LegRow.properties, sourceLegId: N(Type.String()) }),
  trip: TripRow,
  passengers: Type.Array(PassengerRow),
  /** The caller's `passengerView` grant does not cover the leg's customer: `passengers` is empty. */
  passengersHidden: Type.Boolean(),
  diversions: Type.Array(DiversionRow),
  civilLeg: N(CivilLegRow),
  crew: Type.Array(LegCrewRow),
  sourceLeg: N(Type.Object({ id: Type.String(), legNumber: Type.Integer(), tripNumber: Type.String() })),
  aircraft: N(Type.Object({ id: Type.String(), tailNo: Type.String(), typeId: Type.String(), typeCode: Type.String(), typeName: Type.String(), status: Type.String() })),
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
  actualOffUtc: Instant,
  delayMinutes: Type.Integer(),
  delayReason: N(Type.String()),
});
export const LegLogRow = Type.Object({
  id: Type.String(),
  legId: Type.String(),
  tripId: Type.String(),
  userName: Type.String(),
  time: Instant,
  command: Type.String(),
  before: Type.Unknown(),
  after: Type.Unknown(),
});
