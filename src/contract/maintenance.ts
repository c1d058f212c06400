/**
 * Maintenance plans, their confirmations and the maintenance status per aircraft
 * (server/modules/fleet/maintenanceService.ts).
 */
import { Type, type Static } from 'typebox';
import { MAINTENANCE_CYCLE_UNITS, MAINTENANCE_STATES } from '../domain/fleet/availability';
import { AIRCRAFT_STATUSES } from '../domain/resourceEnums';
import { AuditFields, Instant, Nullable, Uuid, type Wire } from './common';
import { createBody, updateBody } from './crud';
import type { ColumnDecl } from './export';
import { NInt, NStr, OneOf, Opt, Text } from './recordFields';

export { MAINTENANCE_CYCLE_UNITS, MAINTENANCE_STATES };

const IsoInstant = Type.String({ format: 'date-time', maxLength: 40 });

export const MaintenancePlanFields = {
  aircraftId: Uuid,
  name: Text(100),
  level: Type.Optional(Type.String({ maxLength: 50 })),
  position: Type.Optional(Type.String({ maxLength: 100 })),
  plannedStart: IsoInstant,
  plannedEnd: IsoInstant,
  cycleValue: Opt(Type.Integer({ minimum: 1, maximum: 100_000 })),
  cycleUnit: Opt(OneOf(MAINTENANCE_CYCLE_UNITS)),
  needsFe: Type.Optional(Type.Boolean()),
  note: Opt(Type.String({ maxLength: 1000 })),
};
/** The aircraft of a plan item is fixed once created. */
export const MAINTENANCE_CREATE_ONLY = ['aircraftId'] as const;
export const MaintenancePlanCreate = createBody(MaintenancePlanFields);
export const MaintenancePlanUpdate = updateBody(MaintenancePlanFields, MAINTENANCE_CREATE_ONLY);
export type MaintenancePlanCreate = Static<typeof MaintenancePlanCreate>;
export type MaintenancePlanUpdate = Static<typeof MaintenancePlanUpdate>;

export const MaintenancePlanRow = Type.Object({
  id: Uuid,
  aircraftId: Uuid,
  tailNo: Type.String(),
  name: Type.String(),
  level: Type.String(),
  position: Type.String(),
  plannedStart: Instant,
  plannedEnd: Instant,
  cycleValue: NInt,
  cycleUnit: Nullable(OneOf(MAINTENANCE_CYCLE_UNITS)),
  needsFe: Type.Boolean(),
  state: OneOf(MAINTENANCE_STATES),
  note: NStr,
  ...AuditFields,
});
export type MaintenancePlanRow = Wire<Static<typeof MaintenancePlanRow>>;

/** `POST /fleet/v1/maintenancePlans/{id}/confirm`: the inspection was done. */
export const MaintenanceConfirm = Type.Object(
  {
    version: Type.Integer({ minimum: 1 }),
    doneBy: Text(100),
    doneAt: IsoInstant,
    note: Opt(Type.String({ maxLength: 1000 })),
  },
  { additionalProperties: false },
);
export type MaintenanceConfirm = Static<typeof MaintenanceConfirm>;

/** `POST /fleet/v1/maintenancePlans/{id}/cancel`. */
export const MaintenanceCancel = Type.Object({ version: Type.Integer({ minimum: 1 }), note: Opt(Type.String({ maxLength: 1000 })) }, { additionalProperties: false });
export type MaintenanceCancel = Static<typeof MaintenanceCancel>;

export const MaintenanceConfirmationRow = Type.Object({
  id: Uuid,
  planId: Uuid,
  aircraftId: Uuid,
  doneBy: Type.String(),
  doneAt: Instant,
  note: NStr,
  nextPlanId: Nullable(Uuid),
  ...AuditFields,
});
export type MaintenanceConfirmationRow = Wire<Static<typeof MaintenanceConfirmationRow>>;

export const MaintenanceConfirmAnswer = Type.Object({
  confirmation: MaintenanceConfirmationRow,
  plan: MaintenancePlanRow,
  /** The next item planned by the cycle (null without a cycle). */
  next: Nullable(MaintenancePlanRow),
});
export type MaintenanceConfirmAnswer = Wire<Static<typeof MaintenanceConfirmAnswer>>;
export const ConfirmationsAnswer = Type.Array(MaintenanceConfirmationRow);

/** Body of `POST /fleet/v1/maintenanceStatus/list` (and `/export` with the export fields). */
export const MaintenanceStatusQuery = Type.Object(
  { aircraftId: Type.Optional(Uuid), overdueOnly: Type.Optional(Type.Boolean()), page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })), pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })) },
  { additionalProperties: false },
);
export type MaintenanceStatusQuery = Static<typeof MaintenanceStatusQuery>;

/** One aircraft's inspections: the last one done, the next one planned, overdue and days left. */
export const MaintenanceStatusRow = Type.Object({
  aircraftId: Uuid,
  tailNo: Type.String(),
  status: OneOf(AIRCRAFT_STATUSES),
  lastName: NStr,
  lastDoneAt: Nullable(Instant),
  lastDoneBy: NStr,
  nextPlanId: Nullable(Uuid),
  nextName: NStr,
  nextLevel: NStr,
  nextStart: Nullable(Instant),
  nextEnd: Nullable(Instant),
  /** The next planned inspection's window has ended without a confirmation. */
  overdue: Type.Boolean(),
  /** Whole days until the next inspection starts (negative once started; null without one). */
  daysLeft: NInt,
});
export type MaintenanceStatusRow = Wire<Static<typeof MaintenanceStatusRow>>;
export const MaintenanceStatusAnswer = Type.Object({ totalNum: Type.Integer(), list: Type.Array(MaintenanceStatusRow) });

const M = 'maintenance.column';
export const MAINTENANCE_PLAN_COLUMNS: readonly ColumnDecl[] = [
  { key: 'tailNo', label: `${M}.tailNo`, kind: 'text' },
  { key: 'name', label: `${M}.name`, kind: 'text' },
  { key: 'level', label: `${M}.level`, kind: 'text' },
  { key: 'position', label: `${M}.position`, kind: 'text' },
  { key: 'plannedStart', label: `${M}.plannedStart`, kind: 'datetime', utcInLocal: true },
  { key: 'plannedEnd', label: `${M}.plannedEnd`, kind: 'datetime', utcInLocal: true },
  { key: 'cycle', label: `${M}.cycle`, kind: 'text' },
  { key: 'needsFe', label: `${M}.needsFe`, kind: 'boolean' },
  { key: 'state', label: `${M}.state`, kind: 'enum', enumPrefix: 'maintenance.state' },
  { key: 'note', label: `${M}.note`, kind: 'text' },
];
export const MAINTENANCE_STATUS_COLUMNS: readonly ColumnDecl[] = [
  { key: 'tailNo', label: `${M}.tailNo`, kind: 'text' },
  { key: 'status', label: `${M}.status`, kind: 'enum', enumPrefix: 'resources.aircraftStatus' },
  { key: 'lastName', label: `${M}.lastName`, kind: 'text' },
  { key: 'lastDoneAt', label: `${M}.lastDoneAt`, kind: 'datetime', utcInLocal: true },
  { key: 'nextName', label: `${M}.nextName`, kind: 'text' },
  { key: 'nextStart', label: `${M}.nextStart`, kind: 'datetime', utcInLocal: true },
  { key: 'daysLeft', label: `${M}.daysLeft`, kind: 'number' },
  { key: 'overdue', label: `${M}.overdue`, kind: 'boolean' },
];
