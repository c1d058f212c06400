/**
 * The reads of the seat homes. Every read takes the caller's scope (company and data permissions,
 * built by the service with `scopeWhere`) and is bounded: the day's legs, the open intentions and
 * trips, the aircraft out of service, the crew on a handful of legs.
 */
import { aliasedTable, and, asc, count, desc, eq, gte, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import { IntentionStatus, LegState, TripStatus } from '../../../src/domain/trip/states';
import type { DbOrTx } from '../../db/client';
import { aircraft, aircraftFaults, aircraftTypes, airports, businessIntentions, crews, customers, flightLogs, legCrews, trackEvents, tripLegs, trips } from '../../db/schema';

const dep = aliasedTable(airports, 'home_dep_airport');
const arr = aliasedTable(airports, 'home_arr_airport');

/** More legs than a day of a business-jet fleet flies: a bound, not a page. */
const MAX_LEGS = 2000;
const ROWS = 8;

async function total(q: Promise<{ n: number }[]>): Promise<number> {
  const [row] = await q;
  return Number(row?.n ?? 0);
}

export function createHomeRepository(db: DbOrTx) {
  return {
    /** Legs in `scope` (not cancelled) whose planned block meets [from, to), with tail, customer and airport zones. */
    dayLegs: (scope: SQL, from: Date, to: Date) =>
      db
        .select({
          id: tripLegs.id,
          tripId: tripLegs.tripId,
          tripNumber: tripLegs.tripNumber,
          legNumber: tripLegs.legNumber,
          flightNo: tripLegs.flightNo,
          legState: tripLegs.legState,
          aircraftId: tripLegs.aircraftId,
          tailNo: aircraft.tailNo,
          customerName: customers.name,
          departureIcao: tripLegs.departureIcao,
          arrivalIcao: tripLegs.arrivalIcao,
          depZone: dep.timeZone,
          arrZone: arr.timeZone,
          plannedDepartureUtc: tripLegs.plannedDepartureUtc,
          plannedArrivalUtc: tripLegs.plannedArrivalUtc,
          actualOffUtc: tripLegs.actualOffUtc,
          actualOnUtc: tripLegs.actualOnUtc,
          hasCrew: tripLegs.hasCrew,
          airworthiness: tripLegs.airworthiness,
        })
        .from(tripLegs)
        .leftJoin(aircraft, eq(aircraft.id, tripLegs.aircraftId))
        .leftJoin(customers, eq(customers.id, tripLegs.customerId))
        .leftJoin(dep, eq(dep.icao, tripLegs.departureIcao))
        .leftJoin(arr, eq(arr.icao, tripLegs.arrivalIcao))
        .where(and(scope, ne(tripLegs.legState, LegState.cancelled), lt(tripLegs.plannedDepartureUtc, to), gte(tripLegs.plannedArrivalUtc, from)))
        .orderBy(asc(tripLegs.plannedDepartureUtc))
        .limit(MAX_LEGS),

    /** Detected takeoffs and landings still waiting for a dispatcher, of these legs. */
    proposedEvents: (legIds: readonly string[]) =>
      legIds.length === 0
        ? Promise.resolve([])
        : db
            .select({ legId: trackEvents.legId, kind: trackEvents.kind, time: trackEvents.time })
            .from(trackEvents)
            .where(and(inArray(trackEvents.legId, [...legIds]), eq(trackEvents.status, 'proposed'))),

    /** Legs in `scope` (not cancelled) departing in [from, to) with a crew member assigned (not declined). */
    crewedLegsDeparting: async (scope: SQL, from: Date, to: Date): Promise<string[]> => {
      const rows = await db
        .selectDistinct({ id: tripLegs.id })
        .from(tripLegs)
        .innerJoin(legCrews, and(eq(legCrews.legId, tripLegs.id), ne(legCrews.status, 'declined')))
        .where(and(scope, ne(tripLegs.legState, LegState.cancelled), gte(tripLegs.plannedDepartureUtc, from), lt(tripLegs.plannedDepartureUtc, to)))
        .limit(MAX_LEGS);
      return rows.map((r) => r.id);
    },

    /** Which of the crew members are in `scope` (company and crew data permissions). */
    crewInScope: async (scope: SQL, ids: readonly string[]): Promise<Set<string>> => {
      if (ids.length === 0) return new Set();
      const rows = await db.select({ id: crews.id }).from(crews).where(and(scope, inArray(crews.id, [...ids])));
      return new Set(rows.map((r) => r.id));
    },

    /** Crew members assigned (not declined) to these legs. */
    crewOfLegs: async (legIds: readonly string[]): Promise<string[]> => {
      if (legIds.length === 0) return [];
      const rows = await db
        .selectDistinct({ crewId: legCrews.crewId })
        .from(legCrews)
        .where(and(inArray(legCrews.legId, [...legIds]), ne(legCrews.status, 'declined')));
      return rows.map((r) => r.crewId);
    },

    /** Intentions in `scope` waiting for confirmation: how many, and the newest ones. */
    async intentionsToConfirm(scope: SQL) {
      const where = and(scope, eq(businessIntentions.status, IntentionStatus.toConfirm));
      const n = await total(db.select({ n: count() }).from(businessIntentions).where(where));
      const rows = await db
        .select({
          id: businessIntentions.id,
          intentionNumber: businessIntentions.intentionNumber,
          customerName: customers.name,
          requestedLegs: businessIntentions.requestedLegs,
          createTime: businessIntentions.createTime,
        })
        .from(businessIntentions)
        .leftJoin(customers, eq(customers.id, businessIntentions.customerId))
        .where(where)
        .orderBy(desc(businessIntentions.createTime))
        .limit(ROWS);
      return { count: n, rows };
    },

    /** Trips in `scope` customer service has still to submit (unconfirmed, or rejected back to it), with their first leg. */
    async tripsToSubmit(scope: SQL) {
      const where = and(scope, inArray(trips.status, [TripStatus.unconfirmed, TripStatus.rejected]));
      const n = await total(db.select({ n: count() }).from(trips).where(where));
      const first = db
        .select({ tripId: tripLegs.tripId, legNumber: sql<number>`min(${tripLegs.legNumber})`.as('first_leg') })
        .from(tripLegs)
        .groupBy(tripLegs.tripId)
        .as('first_leg');
      const rows = await db
        .select({
          id: trips.id,
          tripNumber: trips.tripNumber,
          status: trips.status,
          customerName: customers.name,
          departureIcao: tripLegs.departureIcao,
          arrivalIcao: tripLegs.arrivalIcao,
          plannedDepartureUtc: tripLegs.plannedDepartureUtc,
          depZone: dep.timeZone,
        })
        .from(trips)
        .leftJoin(customers, eq(customers.id, trips.customerId))
        .leftJoin(first, eq(first.tripId, trips.id))
        .leftJoin(tripLegs, and(eq(tripLegs.tripId, trips.id), eq(tripLegs.legNumber, first.legNumber)))
        .leftJoin(dep, eq(dep.icao, tripLegs.departureIcao))
        .where(where)
        .orderBy(sql`${tripLegs.plannedDepartureUtc} asc nulls last`, asc(trips.tripNumber))
        .limit(ROWS);
      return { count: n, rows };
    },

    /** Enabled aircraft in `scope` that are not airworthy (AOG first, then MEL, then maintenance). */
    async aircraftOutOfService(scope: SQL) {
      const where = and(scope, eq(aircraft.enabled, true), inArray(aircraft.status, ['aog', 'mel', 'maintenance']));
      const n = await total(db.select({ n: count() }).from(aircraft).where(where));
      const rows = await db
        .select({ id: aircraft.id, tailNo: aircraft.tailNo, status: aircraft.status, typeCode: aircraftTypes.code, locationIcao: aircraft.locationIcao })
        .from(aircraft)
        .leftJoin(aircraftTypes, eq(aircraftTypes.id, aircraft.typeId))
        .where(where)
        .orderBy(sql`case ${aircraft.status} when 'aog' then 0 when 'mel' then 1 else 2 end`, asc(aircraft.tailNo))
        .limit(ROWS);
      const [aog] = await db.select({ n: count() }).from(aircraft).where(and(where, eq(aircraft.status, 'aog')));
      return { count: n, aog: Number(aog?.n ?? 0), rows };
    },
    /** Open MEL items of aircraft in `scope` due before `until` (overdue ones included), soonest first. */
    async melDue(scope: SQL, until: Date, now: Date) {
      const where = and(scope, eq(aircraft.enabled, true), eq(aircraftFaults.state, 'open'), eq(aircraftFaults.kind, 'mel'), lt(aircraftFaults.deadlineAt, until));
      const base = db.select({ n: count() }).from(aircraftFaults).innerJoin(aircraft, eq(aircraft.id, aircraftFaults.aircraftId));
      const n = await total(base.where(where));
      const [overdue] = await db
        .select({ n: count() })
        .from(aircraftFaults)
        .innerJoin(aircraft, eq(aircraft.id, aircraftFaults.aircraftId))
        .where(and(where, lt(aircraftFaults.deadlineAt, now)));
      const rows = await db
        .select({
          id: aircraftFaults.id,
          tailNo: aircraft.tailNo,
          melItem: aircraftFaults.melItem,
          melCategory: aircraftFaults.melCategory,
          deadlineAt: aircraftFaults.deadlineAt,
          descriptionZh: aircraftFaults.descriptionZh,
          descriptionEn: aircraftFaults.descriptionEn,
        })
        .from(aircraftFaults)
        .innerJoin(aircraft, eq(aircraft.id, aircraftFaults.aircraftId))
        .where(where)
        .orderBy(asc(aircraftFaults.deadlineAt))
        .limit(ROWS);
      return { count: n, overdue: Number(overdue?.n ?? 0), rows };
    },
    /** Flight logs still drafts of flown legs in `scope` (legs), the latest landed first. */
    async flbDrafts(scope: SQL) {
      const where = and(scope, eq(flightLogs.companyId, tripLegs.companyId), eq(flightLogs.status, 'draft'), eq(tripLegs.legState, LegState.flown));
      const n = await total(db.select({ n: count() }).from(flightLogs).innerJoin(tripLegs, eq(tripLegs.id, flightLogs.legId)).where(where));
      const rows = await db
        .select({
          id: flightLogs.id,
          origin: flightLogs.origin,
          flightNo: tripLegs.flightNo,
          tripNumber: tripLegs.tripNumber,
          legNumber: tripLegs.legNumber,
          departureIcao: tripLegs.departureIcao,
          arrivalIcao: tripLegs.arrivalIcao,
          plannedArrivalUtc: tripLegs.plannedArrivalUtc,
          actualOnUtc: tripLegs.actualOnUtc,
          tailNo: aircraft.tailNo,
        })
        .from(flightLogs)
        .innerJoin(tripLegs, eq(tripLegs.id, flightLogs.legId))
        .leftJoin(aircraft, eq(aircraft.id, flightLogs.aircraftId))
        .where(where)
        .orderBy(desc(sql`coalesce(${tripLegs.actualOnUtc}, ${tripLegs.plannedArrivalUtc})`), asc(flightLogs.id))
        .limit(ROWS);
      return { count: n, rows };
    },
  };
}

export type HomeRepository = ReturnType<typeof createHomeRepository>;
export type HomeLegRow = Awaited<ReturnType<HomeRepository['dayLegs']>>[number];
