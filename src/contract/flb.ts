/**
 * Flight logs (FLB) of flown legs (server/modules/flb, API module `trip`): one log per flown leg,
 * drafted from the leg's ADS-B track when it lands or typed by hand, confirmed by dispatch or crew,
 * marked for recheck by finance or quality and corrected by crew; every version is kept. Records
 * synchronised from another system are read-only. Rules: src/domain/flb/rules.ts.
 *
 *   POST /trip/v1/flightLogs/list | /export     list query (filters below)
 *   GET  /trip/v1/flightLogs/{id}                FlbDetail
 *   GET  /trip/v1/flightLogs/byLeg/{id}          FlbDetail | null (the leg must be flown: else flb.error.notFlown)
 *   POST /trip/v1/flightLogs                     FlbCreate → FlbDetail (a typed log of a flown leg; the leg's log if it has one)
 *   PUT  /trip/v1/flightLogs/{id}                FlbUpdate → FlbDetail (a draft, or a confirmed log marked for recheck)
 *   POST /trip/v1/flightLogs/{id}/confirm        FlbConfirm → FlbDetail (publishes the block time: event FLB_CONFIRM)
 *   POST /trip/v1/flightLogs/{id}/recheck        FlbRecheck → FlbDetail
 *   POST /trip/v1/flightLogs/{id}/redraft        FlbVersionBody → FlbDetail (the ADS-B figures read again from the track)
 *   GET  /trip/v1/flightLogs/{id}/history        FlbHistoryRow[] (newest first)
 *   POST /trip/v1/flightLogs/sync                FlbSync → FlbDetail (another system's record: read-only here)
 *   GET|PUT /trip/v1/flightLogs/settings         FlbSettings
 */
import { Type, type Static } from 'typebox';
import { ENGINE_POSITIONS, FUEL_UNITS } from '../domain/fleet/aircraftRules';
import { ADSB_FIELDS, CORRECTABLE, FIELD_SOURCES, FLB_ORIGINS, FLB_STATUSES, FLIGHT_TIME_BASES } from '../domain/flb/rules';
import { AuditFields, Instant, Nullable, Uuid, type Wire } from './common';
import type { ColumnDecl } from './export';
import { NInt, NStr, OneOf, Opt } from './recordFields';

export { ADSB_FIELDS, CORRECTABLE, FIELD_SOURCES, FLB_ORIGINS, FLB_STATUSES, FLIGHT_TIME_BASES };

/** An instant the client sends (ISO 8601 with a zone). */
const IsoInstant = Type.String({ format: 'date-time', maxLength: 40 });
/** Whole minutes of a duration (up to two days). */
const Minutes = Type.Integer({ minimum: 0, maximum: 2880 });
const Count = (max: number) => Type.Integer({ minimum: 0, maximum: max });
/** A fuel quantity in the aircraft's unit (up to one decimal is kept). */
const Fuel = Type.Number({ minimum: 0, maximum: 500_000 });
const Version = Type.Integer({ minimum: 1 });

export const EngineRun = Type.Object({ minutes: Minutes, cycles: Count(50) }, { additionalProperties: false });
export type EngineRun = Static<typeof EngineRun>;
export const EngineFigures = Type.Object({ left: Type.Optional(EngineRun), middle: Type.Optional(EngineRun), right: Type.Optional(EngineRun) }, { additionalProperties: false });
export type EngineFigures = Static<typeof EngineFigures>;

/** A crew member on the log: one of the company's crew (crewId) or a name only (a guest check pilot). */
export const FlbCrewMember = Type.Object(
  {
    crewId: Nullable(Uuid),
    name: Type.String({ minLength: 1, maxLength: 100 }),
    /** pic | sic | cabin | maintenance | observer | instructor | examiner */
    role: Type.String({ minLength: 1, maxLength: 20, pattern: '^[a-z]+$' }),
  },
  { additionalProperties: false },
);
export type FlbCrewMember = Static<typeof FlbCrewMember>;
const CrewList = Type.Array(FlbCrewMember, { maxItems: 20 });

/** Reasons for durations that differ from what the times give. */
const Why = Type.Optional(Type.String({ maxLength: 500 }));
export const FlbCorrections = Type.Object({ blockMinutes: Why, airMinutes: Why, flightMinutes: Why }, { additionalProperties: false });
export type FlbCorrections = Static<typeof FlbCorrections>;

/** The figures of a log a user types (every one optional; null empties it). */
export const FlbFields = {
  outUtc: Opt(IsoInstant),
  offUtc: Opt(IsoInstant),
  onUtc: Opt(IsoInstant),
  inUtc: Opt(IsoInstant),
  blockMinutes: Opt(Minutes),
  airMinutes: Opt(Minutes),
  flightMinutes: Opt(Minutes),
  nightMinutes: Opt(Minutes),
  landings: Opt(Count(50)),
  engines: Type.Optional(EngineFigures),
  apuMinutes: Opt(Minutes),
  apuCycles: Opt(Count(50)),
  remainFuel: Opt(Fuel),
  upliftFuel: Opt(Fuel),
  totalFuel: Opt(Fuel),
  blockFuel: Opt(Fuel),
  flightFuel: Opt(Fuel),
  paxNum: Opt(Count(500)),
  ownerUse: Type.Optional(Type.Boolean()),
  ownerPay: Type.Optional(Type.Boolean()),
  mileageKm: Opt(Type.Number({ minimum: 0, maximum: 30_000 })),
  operatingCrew: Type.Optional(CrewList),
  monitoringCrew: Type.Optional(CrewList),
  corrections: Type.Optional(FlbCorrections),
  note: Opt(Type.String({ maxLength: 2000 })),
};

/** `POST /trip/v1/flightLogs`: a log typed by hand for a flown leg (figures default from the leg). */
export const FlbCreate = Type.Object({ legId: Uuid, ...FlbFields }, { additionalProperties: false });
export type FlbCreate = Static<typeof FlbCreate>;

/** `PUT /trip/v1/flightLogs/{id}`. `confirmLong`: a flight time over 12 hours was confirmed by the user. */
export const FlbUpdate = Type.Object({ version: Version, ...FlbFields, confirmLong: Type.Optional(Type.Boolean()) }, { additionalProperties: false, minProperties: 2 });
export type FlbUpdate = Static<typeof FlbUpdate>;

export const FlbConfirm = Type.Object({ version: Version, confirmLong: Type.Optional(Type.Boolean()) }, { additionalProperties: false });
export type FlbConfirm = Static<typeof FlbConfirm>;

export const FlbRecheck = Type.Object({ version: Version, reason: Type.String({ minLength: 1, maxLength: 500 }) }, { additionalProperties: false });
export type FlbRecheck = Static<typeof FlbRecheck>;

export const FlbVersionBody = Type.Object({ version: Version }, { additionalProperties: false });
export type FlbVersionBody = Static<typeof FlbVersionBody>;

/** `POST /trip/v1/flightLogs/sync`: another system's log of a leg (created or replaced; read-only to users). */
export const FlbSync = Type.Object(
  {
    legId: Uuid,
    source: Type.String({ minLength: 1, maxLength: 40 }),
    externalId: Type.String({ minLength: 1, maxLength: 80 }),
    confirmed: Type.Optional(Type.Boolean()),
    ...FlbFields,
  },
  { additionalProperties: false },
);
export type FlbSync = Static<typeof FlbSync>;

/** One row of the FLB list. */
export const FlbRow = Type.Object({
  id: Uuid,
  legId: Uuid,
  tripId: Uuid,
  tripNumber: Type.String(),
  legNumber: Type.Integer(),
  flightNo: NStr,
  aircraftId: Nullable(Uuid),
  tailNo: NStr,
  departureIcao: Type.String(),
  arrivalIcao: Type.String(),
  plannedDepartureUtc: Instant,
  status: OneOf(FLB_STATUSES),
  origin: OneOf(FLB_ORIGINS),
  outUtc: Nullable(Instant),
  offUtc: Nullable(Instant),
  onUtc: Nullable(Instant),
  inUtc: Nullable(Instant),
  blockMinutes: NInt,
  airMinutes: NInt,
  flightMinutes: NInt,
  nightMinutes: NInt,
  landings: NInt,
  blockFuel: Nullable(Type.Number()),
  fuelUnit: OneOf(FUEL_UNITS),
  paxNum: NInt,
  mileageKm: Nullable(Type.Number()),
  /** Operating crew names, comma separated. */
  crewNames: Type.String(),
  incomplete: Type.Boolean(),
  recheck: Type.Boolean(),
  recheckReason: NStr,
  confirmedBy: NStr,
  confirmedTime: Nullable(Instant),
  ...AuditFields,
});
export type FlbRow = Wire<Static<typeof FlbRow>>;

export const FieldOriginSchema = Type.Object({ source: OneOf(FIELD_SOURCES), adsb: Type.Optional(Nullable(Type.Number())), difference: Type.Optional(Type.Number()) });
/** The draft's figures from the track: instants as epoch ms, durations in minutes, mileage km. */
const N = Type.Optional(Nullable(Type.Number()));
export const AdsbFiguresSchema = Type.Object({ outUtc: N, offUtc: N, onUtc: N, inUtc: N, blockMinutes: N, airMinutes: N, flightMinutes: N, landings: N, mileageKm: N, nightMinutes: N });

/** One log with everything the edit screen shows. */
export const FlbDetail = Type.Object({
  ...FlbRow.properties,
  engines: EngineFigures,
  apuMinutes: NInt,
  apuCycles: NInt,
  remainFuel: Nullable(Type.Number()),
  upliftFuel: Nullable(Type.Number()),
  totalFuel: Nullable(Type.Number()),
  flightFuel: Nullable(Type.Number()),
  ownerUse: Type.Boolean(),
  ownerPay: Type.Boolean(),
  operatingCrew: CrewList,
  monitoringCrew: CrewList,
  corrections: FlbCorrections,
  note: NStr,
  plannedArrivalUtc: Instant,
  /** The engines the aircraft has installed (those the log asks figures for) and whether it has an APU. */
  installedEngines: Type.Array(OneOf(ENGINE_POSITIONS)),
  hasApu: Type.Boolean(),
  /** The operator's flight-time basis the durations were checked with. */
  flightTimeBasis: OneOf(FLIGHT_TIME_BASES),
  /** IN of the aircraft's previous log: this log's OUT may not be earlier. */
  previousInUtc: Nullable(Instant),
  /** The ADS-B draft (null for a typed or synced log) and what it could not tell. */
  adsb: Nullable(AdsbFiguresSchema),
  adsbNotes: Nullable(Type.Object({ rejectedTakeoff: Type.Boolean(), estimatedOff: Type.Boolean(), estimatedOn: Type.Boolean(), samples: Type.Integer() })),
  /** Where each ADS-B field came from (adsb, typed, corrected with the difference). */
  origins: Type.Record(Type.String(), FieldOriginSchema),
  syncSource: NStr,
  syncRef: NStr,
  recheckBy: NStr,
  recheckTime: Nullable(Instant),
  /** The caller may change it now (a draft, or marked for recheck; never a synced one). */
  editable: Type.Boolean(),
});
export type FlbDetail = Wire<Static<typeof FlbDetail>>;

export const FLB_COMMANDS = ['draft', 'create', 'update', 'confirm', 'recheck', 'redraft', 'sync'] as const;
/** One version of a log (`GET …/{id}/history`, newest first): the command, who, when, and the fields it changed. */
export const FlbHistoryRow = Type.Object({
  version: Type.Integer(),
  command: OneOf(FLB_COMMANDS),
  reason: NStr,
  userName: Type.String(),
  time: Instant,
  changes: Type.Array(Type.Object({ field: Type.String(), before: Type.Unknown(), after: Type.Unknown() })),
});
export type FlbHistoryRow = Wire<Static<typeof FlbHistoryRow>>;
export const FlbHistoryAnswer = Type.Array(FlbHistoryRow);

/** The operator's flight-log rules. `version` 0 while the defaults hold; a stale one answers 412. */
export const FlbSettingsFields = {
  flightTimeBasis: OneOf(FLIGHT_TIME_BASES),
  /** A log may be confirmed without fuel or passengers; it is then marked incomplete. */
  allowIncomplete: Type.Boolean(),
};
export const FlbSettings = Type.Object({ ...FlbSettingsFields, version: Type.Integer({ minimum: 0 }) }, { additionalProperties: false });
export type FlbSettings = Static<typeof FlbSettings>;

/** List filters (`searchParas.conditions` names): offUtc/plannedDepartureUtc ranges, aircraftId, crewId, status, recheck, origin, incomplete, tripNumber. */
export const FLB_FILTERS = ['plannedDepartureUtc', 'offUtc', 'aircraftId', 'crewId', 'status', 'recheck', 'origin', 'incomplete', 'tripNumber', 'legId'] as const;

const F = 'flb.column';
/** The FLB list's columns (screen headers and export). */
export const FLB_COLUMNS: readonly ColumnDecl[] = [
  { key: 'plannedDepartureUtc', label: `${F}.legDate`, kind: 'date' },
  { key: 'tripNumber', label: `${F}.tripNumber`, kind: 'text' },
  { key: 'flightNo', label: `${F}.flightNo`, kind: 'text' },
  { key: 'tailNo', label: `${F}.tailNo`, kind: 'text' },
  { key: 'departureIcao', label: `${F}.departureIcao`, kind: 'text' },
  { key: 'arrivalIcao', label: `${F}.arrivalIcao`, kind: 'text' },
  { key: 'outUtc', label: `${F}.outUtc`, kind: 'datetime' },
  { key: 'offUtc', label: `${F}.offUtc`, kind: 'datetime' },
  { key: 'onUtc', label: `${F}.onUtc`, kind: 'datetime' },
  { key: 'inUtc', label: `${F}.inUtc`, kind: 'datetime' },
  { key: 'blockMinutes', label: `${F}.blockMinutes`, kind: 'number' },
  { key: 'flightMinutes', label: `${F}.flightMinutes`, kind: 'number' },
  { key: 'nightMinutes', label: `${F}.nightMinutes`, kind: 'number' },
  { key: 'landings', label: `${F}.landings`, kind: 'number' },
  { key: 'blockFuel', label: `${F}.blockFuel`, kind: 'number' },
  { key: 'paxNum', label: `${F}.paxNum`, kind: 'number' },
  { key: 'crewNames', label: `${F}.crewNames`, kind: 'text' },
  { key: 'status', label: `${F}.status`, kind: 'enum', enumPrefix: 'flb.status' },
  { key: 'origin', label: `${F}.origin`, kind: 'enum', enumPrefix: 'flb.origin' },
  { key: 'recheck', label: `${F}.recheck`, kind: 'boolean' },
];

// the spelled-out objects above follow the domain's lists: these fail to compile if they drift
const _engines: [keyof EngineFigures] extends [(typeof ENGINE_POSITIONS)[number]] ? ([(typeof ENGINE_POSITIONS)[number]] extends [keyof EngineFigures] ? true : never) : never = true;
const _corrections: [keyof FlbCorrections] extends [(typeof CORRECTABLE)[number]] ? ([(typeof CORRECTABLE)[number]] extends [keyof FlbCorrections] ? true : never) : never = true;
const _adsb: [(typeof ADSB_FIELDS)[number]] extends [keyof Static<typeof AdsbFiguresSchema>] ? true : never = true;
void _engines;
void _corrections;
void _adsb;
