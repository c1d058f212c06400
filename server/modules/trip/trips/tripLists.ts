import { sql } from 'drizzle-orm';
import { tripLegs, trips } from '../../../db/schema';
import type { ScopeDef } from '../../../lib/dataScope';
import { OPS, type FieldDef, type ListResourceDef } from '../../../lib/listQuery';
import { LEG_STATES, LegState, RELEASE_STATUSES, TRIP_STATUSES } from '../../../../src/domain/trip/states';
import { BEFORE_RELEASE_STATES, OVERDUE_AMBER_MINUTES } from '../../../../src/domain/trip/legProgress';

/** Trips: the company, then the `customer` dimension. */
export const tripScope: ScopeDef = { companyColumn: trips.companyId, dimensions: { customer: trips.customerId } };

/** Legs: the company, then customer, aircraft and departure/arrival airport. */
export const legScope: ScopeDef = {
  companyColumn: tripLegs.companyId,
  dimensions: { customer: tripLegs.customerId, aircraft: tripLegs.aircraftId, departureIcao: tripLegs.departureIcao, arrivalIcao: tripLegs.arrivalIcao },
};

export const tripListDef: ListResourceDef = {
  name: 'trip',
  fields: {
    tripNumber: { column: trips.tripNumber, type: 'string', ops: OPS.text, sortable: true },
    customerId: { column: trips.customerId, type: 'uuid', ops: ['eq', 'ne', 'in', 'notIn'] },
    contractName: { column: trips.contractName, type: 'string', ops: OPS.text, sortable: true },
    status: { column: trips.status, type: 'enum', enumValues: TRIP_STATUSES, ops: ['eq', 'ne', 'in', 'notIn'], sortable: true },
    releaseStatus: { column: trips.releaseStatus, type: 'enum', enumValues: RELEASE_STATUSES, ops: ['eq', 'ne', 'in', 'notIn'], sortable: true },
    locked: { column: trips.locked, type: 'boolean', ops: ['eq'], sortable: true },
    createTime: { column: trips.createTime, type: 'datetime', ops: OPS.time, sortable: true },
    updateTime: { column: trips.updateTime, type: 'datetime', ops: OPS.time, sortable: true },
  },
  defaultSort: { field: 'createTime', direction: 'desc' },
  tieBreaker: trips.id,
};

/** The leg fields of a list: the leg list's, and those the lists of records around a leg join (legRecordLists.ts). */
export const legFields = {
  tripNumber: { column: tripLegs.tripNumber, type: 'string', ops: OPS.text, sortable: true },
  tripId: { column: tripLegs.tripId, type: 'uuid', ops: ['eq', 'in'] },
  legNumber: { column: tripLegs.legNumber, type: 'integer', ops: OPS.number, sortable: true },
  flightNo: { column: tripLegs.flightNo, type: 'string', ops: OPS.text, sortable: true },
  legState: { column: tripLegs.legState, type: 'enum', enumValues: LEG_STATES, ops: ['eq', 'ne', 'in', 'notIn'], sortable: true },
  departureIcao: { column: tripLegs.departureIcao, type: 'string', ops: OPS.text, sortable: true },
  arrivalIcao: { column: tripLegs.arrivalIcao, type: 'string', ops: OPS.text, sortable: true },
  aircraftId: { column: tripLegs.aircraftId, type: 'uuid', ops: ['eq', 'in', 'isNull', 'isNotNull'] },
  customerId: { column: tripLegs.customerId, type: 'uuid', ops: ['eq', 'in'] },
  plannedDepartureUtc: { column: tripLegs.plannedDepartureUtc, type: 'datetime', ops: OPS.time, sortable: true },
  plannedArrivalUtc: { column: tripLegs.plannedArrivalUtc, type: 'datetime', ops: OPS.time, sortable: true },
  isFerry: { column: tripLegs.isFerry, type: 'boolean', ops: ['eq'] },
  locked: { column: tripLegs.locked, type: 'boolean', ops: ['eq'] },
} satisfies Record<string, FieldDef>;

/**
 * From when a leg needs closing (src/domain/trip/legProgress.ts `closingDueMs`, mirrored here so
 * the list can filter "needs closing" with `le` now): its planned arrival while before release,
 * 15 minutes after it once released; null when landed or cancelled.
 */
const closingDueUtc = sql`case when ${tripLegs.actualOnUtc} is not null or ${tripLegs.legState} = ${LegState.cancelled} then null
  when ${tripLegs.legState} in (${sql.raw(BEFORE_RELEASE_STATES.join(', '))}) then ${tripLegs.plannedArrivalUtc}
  else ${tripLegs.plannedArrivalUtc} + interval '${sql.raw(String(OVERDUE_AMBER_MINUTES))} minutes' end`;

export const legListDef: ListResourceDef = {
  name: 'tripLeg',
  fields: { ...legFields, closingDueUtc: { column: closingDueUtc, type: 'datetime', ops: ['le', 'lt', 'isNull', 'isNotNull'], sortable: true } },
  defaultSort: { field: 'plannedDepartureUtc', direction: 'asc' },
  tieBreaker: tripLegs.id,
};
