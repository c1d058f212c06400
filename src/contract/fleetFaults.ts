/**
 * Fleet upkeep (server/modules/fleet): faults (MEL items, AOG, maintenance faults), the aircraft
 * status history their commands write, and the operator's fleet rules. Maintenance plans are in
 * ./maintenance.ts.
 */
import { Type, type Static } from 'typebox';
import { FAULT_KINDS, FAULT_STATES, STATUS_CAUSES } from '../domain/fleet/availability';
import { MEL_CATEGORIES, MEL_MAX_DAYS } from '../domain/fleet/mel';
import { AIRCRAFT_STATUSES } from '../domain/resourceEnums';
import { AuditFields, Instant, Nullable, Uuid, type Wire } from './common';
import type { ColumnDecl } from './export';
import { NInt, NStr, OneOf } from './recordFields';

export { FAULT_KINDS, FAULT_STATES, MEL_CATEGORIES, MEL_MAX_DAYS, STATUS_CAUSES };

/** An instant the client sends (ISO 8601 with a zone: Z or an offset). */
const IsoInstant = Type.String({ format: 'date-time', maxLength: 40 });
const Words = (max: number) => Type.String({ maxLength: max });
/** ATA chapter or chapter-section ('21', '34-11', '21-31-01'). */
const Ata = Type.String({ pattern: '^[0-9]{2}(-[0-9]{2}){0,2}$' });
const MelItem = Type.String({ minLength: 1, maxLength: 30, pattern: '^[0-9A-Za-z][0-9A-Za-z.-]*$' });
/** Days an item may be deferred or extended (1..MEL_MAX_DAYS). */
const Days = Type.Integer({ minimum: 1, maximum: MEL_MAX_DAYS });
const Opt = <T extends Parameters<typeof Nullable>[0]>(t: T) => Type.Optional(Nullable(t));

/** `POST /fleet/v1/faults`. Category A states its own interval; B–D follow the operator's rules. */
export const FaultCreate = Type.Object(
  {
    aircraftId: Uuid,
    kind: OneOf(FAULT_KINDS),
    ata: Opt(Ata),
    melItem: Opt(MelItem),
    melCategory: Opt(OneOf(MEL_CATEGORIES)),
    /** Category A only (and required for A). */
    intervalDays: Opt(Days),
    descriptionZh: Type.Optional(Words(2000)),
    descriptionEn: Type.Optional(Words(2000)),
    /** When found: not more than 5 minutes in the future. */
    discoveredAt: IsoInstant,
    reportLegId: Opt(Uuid),
    reportedBy: Opt(Words(100)),
    /** AOG only: when the aircraft is expected back in service. */
    expectedReturnAt: Opt(IsoInstant),
  },
  { additionalProperties: false },
);
export type FaultCreate = Static<typeof FaultCreate>;

/** `PUT /fleet/v1/faults/{id}`: texts, ATA, MEL item, expected return (AOG); the kind, category and times are fixed. */
export const FaultUpdate = Type.Object(
  {
    version: Type.Integer({ minimum: 1 }),
    ata: Opt(Ata),
    melItem: Opt(MelItem),
    descriptionZh: Type.Optional(Words(2000)),
    descriptionEn: Type.Optional(Words(2000)),
    reportedBy: Opt(Words(100)),
    expectedReturnAt: Opt(IsoInstant),
  },
  { additionalProperties: false, minProperties: 2 },
);
export type FaultUpdate = Static<typeof FaultUpdate>;

/** `POST /fleet/v1/faults/{id}/extend`: an open MEL item's deferral extended by `days` calendar days. */
export const FaultExtend = Type.Object(
  {
    version: Type.Integer({ minimum: 1 }),
    days: Days,
    reason: Type.String({ minLength: 1, maxLength: 500 }),
    approvedBy: Type.String({ minLength: 1, maxLength: 100 }),
  },
  { additionalProperties: false },
);
export type FaultExtend = Static<typeof FaultExtend>;

/** `POST /fleet/v1/faults/{id}/close`: rectified at `closedAt` (not before discovery). */
export const FaultClose = Type.Object(
  {
    version: Type.Integer({ minimum: 1 }),
    rectification: Type.String({ minLength: 1, maxLength: 2000 }),
    closedAt: IsoInstant,
  },
  { additionalProperties: false },
);
export type FaultClose = Static<typeof FaultClose>;

export const FaultRow = Type.Object({
  id: Uuid,
  aircraftId: Uuid,
  /** The aircraft's tail number (read with the fault). */
  tailNo: Type.String(),
  kind: OneOf(FAULT_KINDS),
  ata: NStr,
  melItem: NStr,
  melCategory: Nullable(OneOf(MEL_CATEGORIES)),
  intervalDays: NInt,
  descriptionZh: Type.String(),
  descriptionEn: Type.String(),
  discoveredAt: Instant,
  reportLegId: Nullable(Uuid),
  /** The reporting leg as dispatch names it: flight no., else trip-leg number. */
  reportLeg: NStr,
  reportedBy: NStr,
  deadlineAt: Nullable(Instant),
  expectedReturnAt: Nullable(Instant),
  extensionDays: Type.Integer(),
  extensionReason: NStr,
  extensionApprovedBy: NStr,
  extendedAt: Nullable(Instant),
  state: OneOf(FAULT_STATES),
  closedAt: Nullable(Instant),
  rectification: NStr,
  closedBy: NStr,
  /** Open MEL item past its deadline. */
  overdue: Type.Boolean(),
  ...AuditFields,
});
export type FaultRow = Wire<Static<typeof FaultRow>>;

/** One change of an aircraft's status (`GET /fleet/v1/aircraft/{id}/statusHistory`, newest first). */
export const StatusHistoryRow = Type.Object({
  id: Uuid,
  aircraftId: Uuid,
  fromStatus: OneOf(AIRCRAFT_STATUSES),
  toStatus: OneOf(AIRCRAFT_STATUSES),
  cause: OneOf(STATUS_CAUSES),
  faultId: Nullable(Uuid),
  planId: Nullable(Uuid),
  /** MEL item or inspection name of the cause, for the label. */
  label: NStr,
  at: Instant,
  author: NStr,
});
export type StatusHistoryRow = Wire<Static<typeof StatusHistoryRow>>;
export const StatusHistoryAnswer = Type.Array(StatusHistoryRow);

/** The operator's fleet rules (`GET/PUT /fleet/v1/settings`). */
export const FleetSettingsFields = {
  /** IANA zone of the main base (checked against the runtime's zone list). */
  baseZone: Type.String({ minLength: 1, maxLength: 64 }),
  melIntervals: Type.Object(
    { B: Type.Integer({ minimum: 1, maximum: MEL_MAX_DAYS }), C: Type.Integer({ minimum: 1, maximum: MEL_MAX_DAYS }), D: Type.Integer({ minimum: 1, maximum: MEL_MAX_DAYS }) },
    { additionalProperties: false },
  ),
  certificateNearMonths: Type.Integer({ minimum: 1, maximum: 24 }),
  certificateSoonDays: Type.Integer({ minimum: 1, maximum: 365 }),
};
export const FleetSettingsAnswer = Type.Object({ ...FleetSettingsFields, version: Type.Integer({ minimum: 0 }) });
export type FleetSettingsAnswer = Static<typeof FleetSettingsAnswer>;
/** `version`: that of the answer read (0 while the defaults hold); a stale one answers 412. */
export const FleetSettingsUpdate = Type.Object({ ...FleetSettingsFields, version: Type.Integer({ minimum: 0 }) }, { additionalProperties: false });
export type FleetSettingsUpdate = Static<typeof FleetSettingsUpdate>;

const F = 'fleetFault.column';
/** The fault monitor's columns (screen headers and export). */
export const FAULT_COLUMNS: readonly ColumnDecl[] = [
  { key: 'tailNo', label: `${F}.tailNo`, kind: 'text' },
  { key: 'kind', label: `${F}.kind`, kind: 'enum', enumPrefix: 'fleetFault.kind' },
  { key: 'melItem', label: `${F}.melItem`, kind: 'text' },
  { key: 'melCategory', label: `${F}.melCategory`, kind: 'text' },
  { key: 'ata', label: `${F}.ata`, kind: 'text' },
  { key: 'description', label: `${F}.description`, kind: 'text' },
  { key: 'discoveredAt', label: `${F}.discoveredAt`, kind: 'datetime', utcInLocal: true },
  { key: 'deadlineAt', label: `${F}.deadlineAt`, kind: 'datetime', utcInLocal: true },
  { key: 'state', label: `${F}.state`, kind: 'enum', enumPrefix: 'fleetFault.state' },
  { key: 'reportLeg', label: `${F}.reportLeg`, kind: 'text' },
  { key: 'reportedBy', label: `${F}.reportedBy`, kind: 'text' },
  { key: 'closedAt', label: `${F}.closedAt`, kind: 'datetime', utcInLocal: true },
  { key: 'rectification', label: `${F}.rectification`, kind: 'text' },
];
