/**
 * List definitions of the records around a leg. Every list is scoped through the leg's data
 * permissions (`legScope`): diversions and outsourced legs are joined to their leg, leg logs
 * keep to the legs the caller can see, delays are legs.
 */
import { sql, type SQL } from 'drizzle-orm';
import { DIVERSION_STATUSES } from '../../../../src/domain/trip/statuses';
import { diversions, legLogs, outsourcedLegs, tripLegs } from '../../../db/schema';
import { defineListResource, OPS } from '../../../lib/listQuery';
import { legFields } from '../trips/tripLists';

/** The fields of the leg a record is joined to (as the leg list has them). */
const { tripNumber, legNumber, departureIcao, arrivalIcao, aircraftId, customerId, plannedDepartureUtc, plannedArrivalUtc, legState } = legFields;
const leg = { tripNumber, legNumber, departureIcao, arrivalIcao, aircraftId, customerId, plannedDepartureUtc, plannedArrivalUtc, legState };

export const diversionListDef = defineListResource({
  name: 'diversion',
  fields: {
    ...leg,
    legId: { column: diversions.legId, type: 'uuid', ops: ['eq', 'in'] },
    tripId: { column: diversions.tripId, type: 'uuid', ops: ['eq', 'in'] },
    diversionIcao: { column: diversions.diversionIcao, type: 'string', ops: OPS.text, sortable: true },
    diversionEtaUtc: { column: diversions.diversionEtaUtc, type: 'datetime', ops: OPS.time, sortable: true },
    reason: { column: diversions.reason, type: 'string', ops: OPS.text },
    status: { column: diversions.status, type: 'enum', enumValues: DIVERSION_STATUSES, ops: ['eq', 'ne', 'in'], sortable: true },
    createTime: { column: diversions.createTime, type: 'datetime', ops: OPS.time, sortable: true },
  },
  defaultSort: { field: 'diversionEtaUtc', direction: 'desc' },
  tieBreaker: diversions.id,
});

export const civilLegListDef = defineListResource({
  name: 'civilLeg',
  fields: {
    ...leg,
    legId: { column: outsourcedLegs.legId, type: 'uuid', ops: ['eq', 'in'] },
    tripId: { column: outsourcedLegs.tripId, type: 'uuid', ops: ['eq', 'in'] },
    capacityNumber: { column: outsourcedLegs.capacityNumber, type: 'string', ops: OPS.text, sortable: true },
    supplier: { column: outsourcedLegs.supplier, type: 'string', ops: OPS.text, sortable: true },
    currency: { column: outsourcedLegs.currency, type: 'string', ops: ['eq', 'ne', 'in'], sortable: true },
    amount: { column: outsourcedLegs.amount, type: 'number', ops: OPS.number, sortable: true },
    settlementTime: { column: outsourcedLegs.settlementTime, type: 'datetime', ops: [...OPS.time, 'isNull', 'isNotNull'], sortable: true },
    createTime: { column: outsourcedLegs.createTime, type: 'datetime', ops: OPS.time, sortable: true },
  },
  defaultSort: { field: 'plannedDepartureUtc', direction: 'desc' },
  tieBreaker: outsourcedLegs.id,
});

/**
 * Whole minutes the takeoff was after the plan, rounded up so that `delayMinutes > 30` holds
 * exactly when the domain's delay rule asks for a reason (D5).
 */
export const delayMinutesSql = sql<number>`ceil(extract(epoch from (${tripLegs.actualOffUtc} - ${tripLegs.plannedDepartureUtc})) / 60)::integer`;
/** A flight delay: a leg whose actual takeoff is later than planned. */
export const delayed: SQL = sql`${tripLegs.actualOffUtc} > ${tripLegs.plannedDepartureUtc}`;

export const flightDelayListDef = defineListResource({
  name: 'flightDelay',
  fields: {
    ...leg,
    tripId: legFields.tripId,
    flightNo: legFields.flightNo,
    actualOffUtc: { column: tripLegs.actualOffUtc, type: 'datetime', ops: OPS.time, sortable: true },
    delayMinutes: { column: delayMinutesSql, type: 'integer', ops: OPS.number, sortable: true },
    delayReason: { column: tripLegs.delayReason, type: 'string', ops: OPS.text },
  },
  defaultSort: { field: 'actualOffUtc', direction: 'desc' },
  tieBreaker: tripLegs.id,
});

export const legLogListDef = defineListResource({
  name: 'legLog',
  fields: {
    legId: { column: legLogs.legId, type: 'uuid', ops: ['eq', 'in'] },
    tripId: { column: legLogs.tripId, type: 'uuid', ops: ['eq', 'in'] },
    command: { column: legLogs.command, type: 'string', ops: OPS.text, sortable: true },
    userName: { column: legLogs.userName, type: 'string', ops: OPS.text, sortable: true },
    time: { column: legLogs.time, type: 'datetime', ops: OPS.time, sortable: true },
  },
  defaultSort: { field: 'time', direction: 'desc' },
  tieBreaker: legLogs.id,
});

/** Leg logs of the legs inside `legScope` (a sub-select, so the count needs no join). */
export const logsOfLegsIn = (legScopeWhere: SQL): SQL => sql`${legLogs.legId} in (select ${tripLegs.id} from ${tripLegs} where ${legScopeWhere})`;
