import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CancelReasonType, LegState, ReleaseStatus, TripStatus } from '../../../src/domain/trip/states';
import { auditColumns, companyId, id, instant } from './columns';
import type { Evaluation } from '../../../src/domain/trip/statuses';

/**
 * Trips (requirements D3 "Trip"). `status` is the canonical domain status (src/domain/trip
 * `TripStatus`, e.g. 'unconfirmed'); the reading A/B codes are a display matter.
 */
export const trips = pgTable(
  'trips',
  {
    id: id(),
    companyId: companyId(),
    /** 'T' + yyMM + '-' + 4-digit sequence of the month, e.g. T2611-0001; unique per company. */
    tripNumber: text('trip_number').notNull(),
    customerId: uuid('customer_id').notNull(),
    contractName: text('contract_name'),
    /** TripStatus (canonical). */
    status: text('status').$type<TripStatus>().notNull(),
    /** ReleaseStatus code 1–5. */
    releaseStatus: smallint('release_status').$type<ReleaseStatus>().notNull(),
    locked: boolean('locked').notNull().default(false),
    /** CancelReasonType: customer | company. */
    cancelReasonType: text('cancel_reason_type').$type<CancelReasonType>(),
    cancelNote: text('cancel_note'),
    rejectedNote: text('rejected_note'),
    note: text('note'),
    /** The business intention the trip was initiated from, if any. */
    intentionId: uuid('intention_id'),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('trips_company_number_uq').on(t.companyId, t.tripNumber), index('trips_customer_idx').on(t.customerId)],
);

/** Legs of a trip, in `legNumber` order (1-based, cancelled legs keep their place). */
export const tripLegs = pgTable(
  'trip_legs',
  {
    id: id(),
    companyId: companyId(),
    tripId: uuid('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    /** Copied from the trip (D3 lists both on the leg) so leg lists filter without a join. */
    tripNumber: text('trip_number').notNull(),
    customerId: uuid('customer_id').notNull(),
    legNumber: integer('leg_number').notNull(),
    flightNo: text('flight_no'),
    purpose: text('purpose').notNull(),
    operationNature: text('operation_nature').notNull(),
    departureIcao: text('departure_icao').notNull(),
    arrivalIcao: text('arrival_icao').notNull(),
    plannedDepartureUtc: instant('planned_departure_utc').notNull(),
    plannedArrivalUtc: instant('planned_arrival_utc').notNull(),
    eteMinutes: integer('ete_minutes'),
    /** LegState code. */
    legState: smallint('leg_state').$type<LegState>().notNull(),
    releaseStatus: smallint('release_status').$type<ReleaseStatus>().notNull(),
    aircraftId: uuid('aircraft_id'),
    isFerry: boolean('is_ferry').notNull().default(false),
    /** A ferry leg: the leg it positions the aircraft for (generated, never edited by hand). */
    ferryForLegId: uuid('ferry_for_leg_id'),
    /** An overlap with another leg of the same aircraft accepted by the operator, with the reason. */
    forcedOverlapReason: text('forced_overlap_reason'),
    /** A leg made from a cancelled one: the cancelled leg. */
    sourceLegId: uuid('source_leg_id'),
    /** Locked for aircraft (the fleet's switch). */
    locked: boolean('locked').notNull().default(false),
    /** Evaluation outcome ({ result, reason? }), null before any. */
    evaluation: jsonb('evaluation').$type<Evaluation>(),
    /** Airworthiness: airworthy | unairworthy | conditional. */
    airworthiness: text('airworthiness'),
    hasFlightPlan: boolean('has_flight_plan').notNull().default(false),
    hasReleaseDocuments: boolean('has_release_documents').notNull().default(false),
    hasCrew: boolean('has_crew').notNull().default(false),
    actualOffUtc: instant('actual_off_utc'),
    actualOnUtc: instant('actual_on_utc'),
    delayReason: text('delay_reason'),
    cancelReasonType: text('cancel_reason_type').$type<CancelReasonType>(),
    note: text('note'),
    ...auditColumns(),
  },
  (t) => [
    index('trip_legs_trip_idx').on(t.tripId, t.legNumber),
    index('trip_legs_company_dep_idx').on(t.companyId, t.plannedDepartureUtc),
    index('trip_legs_aircraft_idx').on(t.aircraftId, t.plannedDepartureUtc),
    index('trip_legs_ferry_for_idx').on(t.ferryForLegId),
  ],
);

/** One row per changed leg per command: who, when, which command, the leg before and after. */
export const legLogs = pgTable(
  'leg_logs',
  {
    id: id(),
    companyId: companyId(),
    legId: uuid('leg_id').notNull(),
    tripId: uuid('trip_id').notNull(),
    userId: uuid('user_id'),
    userName: text('user_name').notNull(),
    time: instant('time').notNull().defaultNow(),
    command: text('command').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('leg_logs_leg_idx').on(t.legId, t.time)],
);

/** Business events, numbered per company without gaps in commit order of allocation (see company_counters). */
export const events = pgTable(
  'events',
  {
    id: id(),
    companyId: companyId(),
    sequence: bigint('sequence', { mode: 'number' }).notNull(),
    functionCode: text('function_code').notNull(),
    tripId: uuid('trip_id'),
    legId: uuid('leg_id'),
    payload: jsonb('payload'),
    /** Who made the change (null for the system: the flight-following auto-confirmation, the seed). */
    userId: uuid('user_id'),
    userName: text('user_name').notNull().default('system'),
    createTime: instant('create_time').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('events_company_sequence_uq').on(t.companyId, t.sequence)],
);

/**
 * Per-company counters ('event', 'trip:2611', …): `UPDATE … SET seq = seq + 1 RETURNING seq` inside
 * the command's transaction, so numbers are distinct and gap-free (a rollback returns the number).
 */
export const companyCounters = pgTable(
  'company_counters',
  {
    companyId: companyId(),
    name: text('name').notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.name] })],
);
