import { boolean, index, integer, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { auditColumns, companyId, id, instant } from './columns';

/**
 * The operator's fleet-upkeep rules: the zone whose calendar day counts MEL intervals and certificate
 * bands, the MEL rectification intervals of categories B, C and D (A is stated per item), and the
 * certificate reminder bands. One row per company; absent means the defaults of src/domain/fleet.
 */
export const fleetSettings = pgTable('fleet_settings', {
  companyId: uuid('company_id').primaryKey(),
  /** IANA zone of the operator's main base. */
  baseZone: text('base_zone').notNull().default('Asia/Shanghai'),
  melDaysB: smallint('mel_days_b').notNull().default(3),
  melDaysC: smallint('mel_days_c').notNull().default(10),
  melDaysD: smallint('mel_days_d').notNull().default(120),
  certificateNearMonths: smallint('certificate_near_months').notNull().default(3),
  certificateSoonDays: smallint('certificate_soon_days').notNull().default(10),
  ...auditColumns(),
});

/**
 * A fault found on an aircraft: an MEL item (deferred under the minimum equipment list, with a
 * rectification deadline), an AOG (the aircraft cannot fly) or a maintenance fault (recorded, no
 * effect on availability). Open until closed with its rectification.
 */
export const aircraftFaults = pgTable(
  'aircraft_faults',
  {
    id: id(),
    companyId: companyId(),
    aircraftId: uuid('aircraft_id').notNull(),
    /** FAULT_KINDS: 'mel' | 'aog' | 'maintenance' */
    kind: text('kind').notNull(),
    /** ATA chapter, e.g. '21' or '34-11'. */
    ata: text('ata'),
    /** The MEL item number, e.g. '21-31-01'. */
    melItem: text('mel_item'),
    /** MEL_CATEGORIES: 'A' | 'B' | 'C' | 'D' (MEL faults only). */
    melCategory: text('mel_category'),
    /** Rectification interval in calendar days fixed when the item was deferred (A: as stated; B/C/D: the operator's rule then). */
    intervalDays: smallint('interval_days'),
    descriptionZh: text('description_zh').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    discoveredAt: instant('discovered_at').notNull(),
    /** The leg on which it was reported. */
    reportLegId: uuid('report_leg_id'),
    reportedBy: text('reported_by'),
    /** MEL: end of the last calendar day of the interval (+ extensions) in the operator's zone. */
    deadlineAt: instant('deadline_at'),
    /** AOG: when the aircraft is expected back in service (an estimate; the AOG holds until closed). */
    expectedReturnAt: instant('expected_return_at'),
    /** Total days added by extensions. */
    extensionDays: smallint('extension_days').notNull().default(0),
    extensionReason: text('extension_reason'),
    extensionApprovedBy: text('extension_approved_by'),
    extendedAt: instant('extended_at'),
    /** 'open' | 'closed' */
    state: text('state').notNull().default('open'),
    closedAt: instant('closed_at'),
    rectification: text('rectification'),
    closedBy: text('closed_by'),
    ...auditColumns(),
  },
  (t) => [index('aircraft_faults_aircraft_idx').on(t.aircraftId, t.state), index('aircraft_faults_company_idx').on(t.companyId, t.state)],
);

/**
 * A maintenance plan item: an inspection of an aircraft planned for a time window, repeating by
 * its cycle (days, flight hours or cycles). Confirming it done records the confirmation and plans
 * the next window by the cycle.
 */
export const maintenancePlans = pgTable(
  'maintenance_plans',
  {
    id: id(),
    companyId: companyId(),
    aircraftId: uuid('aircraft_id').notNull(),
    name: text('name').notNull(),
    /** e.g. 'A-check', 'C-check', 'weekly' (free text; the operator's levels). */
    level: text('level').notNull().default(''),
    /** Where it is done (ICAO of the station or a hangar name). */
    position: text('position').notNull().default(''),
    plannedStart: instant('planned_start').notNull(),
    plannedEnd: instant('planned_end').notNull(),
    cycleValue: integer('cycle_value'),
    /** MAINTENANCE_CYCLE_UNITS: 'days' | 'hours' | 'cycles' */
    cycleUnit: text('cycle_unit'),
    /** Needs a flight engineer. */
    needsFe: boolean('needs_fe').notNull().default(false),
    /** 'planned' | 'done' | 'cancelled' */
    state: text('state').notNull().default('planned'),
    note: text('note'),
    ...auditColumns(),
  },
  (t) => [index('maintenance_plans_aircraft_idx').on(t.aircraftId, t.plannedStart), index('maintenance_plans_company_idx').on(t.companyId, t.state)],
);

/** A done inspection: who did it, when, remarks (files attach to it); it closes its plan item. */
export const maintenanceConfirmations = pgTable(
  'maintenance_confirmations',
  {
    id: id(),
    companyId: companyId(),
    planId: uuid('plan_id').notNull(),
    aircraftId: uuid('aircraft_id').notNull(),
    doneBy: text('done_by').notNull(),
    doneAt: instant('done_at').notNull(),
    note: text('note'),
    /** The plan item created for the next inspection, when the cycle is in days. */
    nextPlanId: uuid('next_plan_id'),
    ...auditColumns(),
  },
  (t) => [index('maintenance_confirmations_plan_idx').on(t.planId), index('maintenance_confirmations_aircraft_idx').on(t.aircraftId, t.doneAt)],
);

/** Every change of an aircraft's status, with its cause: the only way the status changes. */
export const aircraftStatusHistory = pgTable(
  'aircraft_status_history',
  {
    id: id(),
    companyId: companyId(),
    aircraftId: uuid('aircraft_id').notNull(),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    /** STATUS_CAUSES */
    cause: text('cause').notNull(),
    faultId: uuid('fault_id'),
    planId: uuid('plan_id'),
    at: instant('at').notNull().defaultNow(),
    authorId: uuid('author_id'),
    author: text('author'),
  },
  (t) => [index('aircraft_status_history_aircraft_idx').on(t.aircraftId, t.at)],
);
