/**
 * Records around trips and legs (requirements D3, D4): business intentions, crew on legs,
 * passengers on legs, diversions and outsourced (civil) legs.
 */
import { boolean, index, jsonb, numeric, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { IntentionStatus } from '../../../src/domain/trip/states';
import { auditColumns, companyId, id, instant } from './columns';
import { tripLegs } from './trips';

/** The leg a record belongs to (deleted with it) and its trip. */
const onLeg = () => ({
  legId: uuid('leg_id')
    .notNull()
    .references(() => tripLegs.id, { onDelete: 'cascade' }),
  tripId: uuid('trip_id').notNull(),
});

/** A leg the customer asked for in an intention (free of the leg form's strictness). */
export interface RequestedLeg {
  departureIcao: string;
  arrivalIcao: string;
  /** ISO 8601 UTC. */
  departureUtc: string;
  passengers?: number | null;
}

/** Business intentions: customer service's first record of a wish to fly (D4 "Business intention status"). */
export const businessIntentions = pgTable(
  'business_intentions',
  {
    id: id(),
    companyId: companyId(),
    /** 'I' + yyMM (UTC) + '-' + the month's sequence, e.g. I2611-0001. */
    intentionNumber: text('intention_number').notNull(),
    customerId: uuid('customer_id').notNull(),
    contactName: text('contact_name'),
    contactPhone: text('contact_phone'),
    requestedLegs: jsonb('requested_legs').$type<RequestedLeg[]>().notNull().default([]),
    /** IntentionStatus */
    status: text('status').$type<IntentionStatus>().notNull(),
    rejectReason: text('reject_reason'),
    /** The trip initiated from it. */
    tripId: uuid('trip_id'),
    note: text('note'),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('business_intentions_company_number_uq').on(t.companyId, t.intentionNumber), index('business_intentions_customer_idx').on(t.customerId)],
);

/** Crew roles on a leg. */
export const LEG_CREW_ROLES = ['pic', 'sic', 'cabin', 'maintenance'] as const;

/** Crew scheduled on a leg (D4 "Crew assignment": toConfirm, accepted, declined). */
export const legCrews = pgTable(
  'leg_crews',
  {
    id: id(),
    companyId: companyId(),
    ...onLeg(),
    crewId: uuid('crew_id').notNull(),
    /** LEG_CREW_ROLES */
    role: text('role').notNull(),
    /** CrewAssignmentState */
    status: text('status').notNull(),
    declineReason: text('decline_reason'),
    /** Travelling as a passenger at the operator's request (duty, not a sector; not part of the operating crew). */
    positioning: boolean('positioning').notNull().default(false),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('leg_crews_leg_crew_uq').on(t.legId, t.crewId), index('leg_crews_crew_idx').on(t.crewId)],
);

/** Passengers on a leg (the data a new leg made from a cancelled one brings along). */
export const legPassengers = pgTable(
  'leg_passengers',
  {
    id: id(),
    companyId: companyId(),
    ...onLeg(),
    name: text('name').notNull(),
    nationality: text('nationality'),
    documentType: text('document_type'),
    documentNumber: text('document_number'),
    phone: text('phone'),
    note: text('note'),
    ...auditColumns(),
  },
  (t) => [index('leg_passengers_leg_idx').on(t.legId)],
);

/** Diversions (alternates) of a leg (D3 "Diversion"; status 1 cancelled, 2 normal). */
export const diversions = pgTable(
  'diversions',
  {
    id: id(),
    companyId: companyId(),
    ...onLeg(),
    diversionIcao: text('diversion_icao').notNull(),
    /** Estimated arrival at the diversion airport, UTC. */
    diversionEtaUtc: instant('diversion_eta_utc').notNull(),
    reason: text('reason').notNull(),
    note: text('note'),
    /** DiversionStatus: 1 cancelled, 2 normal. */
    status: smallint('status').notNull().default(2),
    ...auditColumns(),
  },
  (t) => [index('diversions_leg_idx').on(t.legId), index('diversions_company_eta_idx').on(t.companyId, t.diversionEtaUtc)],
);

/** A leg flown by another operator's capacity (D3 "Outsourced (civil) leg"), one per leg. */
export const outsourcedLegs = pgTable(
  'outsourced_legs',
  {
    id: id(),
    companyId: companyId(),
    ...onLeg(),
    /** The supplier's capacity number (flight or tail). */
    capacityNumber: text('capacity_number').notNull(),
    supplier: text('supplier').notNull(),
    contact: text('contact'),
    /** ISO 4217. */
    currency: text('currency').notNull(),
    /** Up to 2 decimals (D9); text in answers to keep exactness. */
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    settlementTime: instant('settlement_time'),
    note: text('note'),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('outsourced_legs_leg_uq').on(t.legId)],
);
