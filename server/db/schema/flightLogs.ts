/**
 * Flight logs (FLB): one per flown leg, its versions, and the operator's flight-log rules
 * (src/domain/flb/rules.ts). Instants UTC; durations whole minutes; fuel in the aircraft's unit
 * (copied onto the log when it is made, so a later change of the aircraft's unit changes nothing).
 */
import { boolean, doublePrecision, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AdsbFigures, Corrections, FlbOrigin, FlbStatus, FlightTimeBasis } from '../../../src/domain/flb/rules';
import type { EnginePosition, FuelUnit } from '../../../src/domain/fleet/aircraftRules';
import { auditColumns, companyId, id, instant } from './columns';

export interface FlbCrewEntry {
  crewId: string | null;
  name: string;
  role: string;
}
export type FlbEngines = Partial<Record<EnginePosition, { minutes: number; cycles: number }>>;
export interface FlbAdsbNotes {
  rejectedTakeoff: boolean;
  estimatedOff: boolean;
  estimatedOn: boolean;
  samples: number;
}

export const flightLogs = pgTable(
  'flight_logs',
  {
    id: id(),
    companyId: companyId(),
    legId: uuid('leg_id').notNull(),
    tripId: uuid('trip_id').notNull(),
    /** The aircraft that flew the leg. */
    aircraftId: uuid('aircraft_id'),
    status: text('status').$type<FlbStatus>().notNull().default('draft'),
    origin: text('origin').$type<FlbOrigin>().notNull(),
    /** Synced logs: the system and its record id. */
    syncSource: text('sync_source'),
    syncRef: text('sync_ref'),
    outUtc: instant('out_utc'),
    offUtc: instant('off_utc'),
    onUtc: instant('on_utc'),
    inUtc: instant('in_utc'),
    blockMinutes: integer('block_minutes'),
    /** Air (gear) time, OFF → ON. */
    airMinutes: integer('air_minutes'),
    /** Flight time by the operator's basis (block or air), as confirmed. */
    flightMinutes: integer('flight_minutes'),
    nightMinutes: integer('night_minutes'),
    landings: integer('landings'),
    engines: jsonb('engines').$type<FlbEngines>().notNull().default({}),
    apuMinutes: integer('apu_minutes'),
    apuCycles: integer('apu_cycles'),
    /** FUEL_UNITS of the figures below. */
    fuelUnit: text('fuel_unit').$type<FuelUnit>().notNull().default('kg'),
    remainFuel: doublePrecision('remain_fuel'),
    upliftFuel: doublePrecision('uplift_fuel'),
    totalFuel: doublePrecision('total_fuel'),
    /** Used OUT → IN. */
    blockFuel: doublePrecision('block_fuel'),
    /** Used OFF → ON. */
    flightFuel: doublePrecision('flight_fuel'),
    paxNum: integer('pax_num'),
    ownerUse: boolean('owner_use').notNull().default(false),
    ownerPay: boolean('owner_pay').notNull().default(false),
    mileageKm: doublePrecision('mileage_km'),
    operatingCrew: jsonb('operating_crew').$type<FlbCrewEntry[]>().notNull().default([]),
    monitoringCrew: jsonb('monitoring_crew').$type<FlbCrewEntry[]>().notNull().default([]),
    /** Reasons for durations that differ from the times. */
    corrections: jsonb('corrections').$type<Corrections>().notNull().default({}),
    /** The draft's figures from the track (epoch ms, minutes, km) and what it could not tell. */
    adsb: jsonb('adsb').$type<AdsbFigures>(),
    adsbNotes: jsonb('adsb_notes').$type<FlbAdsbNotes>(),
    /** A user changed the log: later track data no longer rewrites the draft. */
    touched: boolean('touched').notNull().default(false),
    /** Confirmed without fuel or passengers (allowed by the operator's rules). */
    incomplete: boolean('incomplete').notNull().default(false),
    recheck: boolean('recheck').notNull().default(false),
    recheckReason: text('recheck_reason'),
    recheckBy: text('recheck_by'),
    recheckTime: instant('recheck_time'),
    confirmedBy: text('confirmed_by'),
    confirmedTime: instant('confirmed_time'),
    note: text('note'),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('flight_logs_leg_uq').on(t.legId),
    index('flight_logs_company_off_idx').on(t.companyId, t.offUtc),
    index('flight_logs_aircraft_out_idx').on(t.aircraftId, t.outUtc),
  ],
);

/** Every version of a log: the command that made it, who, when, why, and the whole log after it. */
export const flightLogVersions = pgTable(
  'flight_log_versions',
  {
    id: id(),
    companyId: companyId(),
    flightLogId: uuid('flight_log_id').notNull(),
    version: integer('version').notNull(),
    command: text('command').notNull(),
    reason: text('reason'),
    userId: uuid('user_id'),
    userName: text('user_name').notNull(),
    time: instant('time').notNull().defaultNow(),
    snapshot: jsonb('snapshot').notNull(),
  },
  (t) => [uniqueIndex('flight_log_versions_uq').on(t.flightLogId, t.version)],
);

/** The operator's flight-log rules; absent means the defaults (block time, complete logs only). */
export const flbSettings = pgTable('flb_settings', {
  companyId: uuid('company_id').primaryKey(),
  flightTimeBasis: text('flight_time_basis').$type<FlightTimeBasis>().notNull().default('block'),
  allowIncomplete: boolean('allow_incomplete').notNull().default(false),
  ...auditColumns(),
});
