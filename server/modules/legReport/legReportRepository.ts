/**
 * Reads of the leg report: one leg inside a scope with what surrounds it (trip customer, aircraft,
 * airports, flight log, passengers, diversions, detected diversions, crew), and the page of flown
 * legs of the list. Every read is of the caller's company; the leg reads take the caller's leg scope.
 */
import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DiversionStatus } from '../../../src/domain/trip/statuses';
import type { Db } from '../../db/client';
import { aircraft, aircraftTypes, airports, crews, customers, diversions, flightLogs, legCrews, legPassengers, trackEvents, tripLegs } from '../../db/schema';
import { listPage } from '../../lib/crud';
import { legCoreColumns } from '../trip/gantt/ganttRepository';
import type { ListQueryBody, ListResourceDef } from '../../lib/listQuery';

/** Block minutes of the list row: the confirmed log's, else none (the leg records no OUT/IN). */
const plannedBlockSql = sql<number>`round(extract(epoch from (${tripLegs.plannedArrivalUtc} - ${tripLegs.plannedDepartureUtc})) / 60)::integer`;
const confirmed = sql`${flightLogs.status} = 'confirmed'`;
const offSql = sql<Date | null>`coalesce(case when ${confirmed} then ${flightLogs.offUtc} end, ${tripLegs.actualOffUtc})`;
const onSql = sql<Date | null>`coalesce(case when ${confirmed} then ${flightLogs.onUtc} end, ${tripLegs.actualOnUtc})`;
const actualBlockSql = sql<number | null>`case when ${confirmed} then coalesce(${flightLogs.blockMinutes}, round(extract(epoch from (${flightLogs.inUtc} - ${flightLogs.outUtc})) / 60)::integer) end`;
const delaySql = sql<number | null>`greatest(0, ceil(extract(epoch from (${offSql} - ${tripLegs.plannedDepartureUtc})) / 60))::integer`;

export function createLegReportRepository(db: Db) {
  const dep = alias(airports, 'dep_airport');
  const arr = alias(airports, 'arr_airport');

  return {
    legInScope: async (scope: SQL, legId: string) => (await db.select().from(tripLegs).where(and(eq(tripLegs.id, legId), scope)).limit(1))[0],

    async customerName(companyId: string, id: string): Promise<string | null> {
      const [row] = await db.select({ name: customers.name }).from(customers).where(and(eq(customers.companyId, companyId), eq(customers.id, id))).limit(1);
      return row?.name ?? null;
    },

    async aircraftOf(companyId: string, id: string): Promise<{ tailNo: string; typeCode: string } | null> {
      const [row] = await db
        .select({ tailNo: aircraft.tailNo, typeCode: aircraftTypes.code })
        .from(aircraft)
        .leftJoin(aircraftTypes, eq(aircraftTypes.id, aircraft.typeId))
        .where(and(eq(aircraft.companyId, companyId), eq(aircraft.id, id)))
        .limit(1);
      return row ? { tailNo: row.tailNo, typeCode: row.typeCode ?? '' } : null;
    },

    airports: (icaos: readonly string[]) => db.select({ icao: airports.icao, name: airports.name, timeZone: airports.timeZone }).from(airports).where(inArray(airports.icao, [...icaos])),

    flightLogOf: async (companyId: string, legId: string) =>
      (await db.select().from(flightLogs).where(and(eq(flightLogs.companyId, companyId), eq(flightLogs.legId, legId))).limit(1))[0],

    passengerNames: (companyId: string, legId: string) =>
      db.select({ name: legPassengers.name }).from(legPassengers).where(and(eq(legPassengers.companyId, companyId), eq(legPassengers.legId, legId))).orderBy(asc(legPassengers.createTime), asc(legPassengers.id)),

    /** Diversions entered on the leg (cancelled ones left out). */
    diversionsOf: (companyId: string, legId: string) =>
      db.select().from(diversions).where(and(eq(diversions.companyId, companyId), eq(diversions.legId, legId), ne(diversions.status, DiversionStatus.cancelled))).orderBy(asc(diversions.diversionEtaUtc), asc(diversions.id)),

    /** Diversions the flight following detected (dismissed ones left out). */
    trackDiversionsOf: (companyId: string, legId: string) =>
      db
        .select({ time: trackEvents.time, airportIcao: trackEvents.airportIcao, status: trackEvents.status, note: trackEvents.note })
        .from(trackEvents)
        .where(and(eq(trackEvents.companyId, companyId), eq(trackEvents.legId, legId), eq(trackEvents.kind, 'diversion'), ne(trackEvents.status, 'dismissed'))),

    crewOf: (companyId: string, legId: string) =>
      db
        .select({ crewId: legCrews.crewId, role: legCrews.role, status: legCrews.status, positioning: legCrews.positioning, cnName: crews.cnName, enName: crews.enName })
        .from(legCrews)
        .leftJoin(crews, eq(crews.id, legCrews.crewId))
        .where(and(eq(legCrews.companyId, companyId), eq(legCrews.legId, legId)))
        .orderBy(asc(legCrews.createTime), asc(legCrews.id)),

    /** A page of the legs in `scope` with their flight log's figures and airports' zones. */
    page: (def: ListResourceDef, scope: SQL, body: ListQueryBody) =>
      listPage(db, tripLegs, def, scope, body, (q) =>
        db
          .select({
            ...legCoreColumns,
            tailNo: aircraft.tailNo,
            departureZone: dep.timeZone,
            arrivalZone: arr.timeZone,
            actualOffUtc: offSql,
            actualOnUtc: onSql,
            plannedBlockMinutes: plannedBlockSql,
            actualBlockMinutes: actualBlockSql,
            delayMinutes: delaySql,
            delayReason: tripLegs.delayReason,
            flbStatus: flightLogs.status,
          })
          .from(tripLegs)
          .leftJoin(aircraft, and(eq(aircraft.id, tripLegs.aircraftId), eq(aircraft.companyId, tripLegs.companyId)))
          .leftJoin(flightLogs, and(eq(flightLogs.legId, tripLegs.id), eq(flightLogs.companyId, tripLegs.companyId)))
          .leftJoin(dep, eq(dep.icao, tripLegs.departureIcao))
          .leftJoin(arr, eq(arr.icao, tripLegs.arrivalIcao))
          .where(q.where)
          .orderBy(...q.orderBy)
          .limit(q.limit)
          .offset(q.offset),
      ),
  };
}

export type LegReportRepository = ReturnType<typeof createLegReportRepository>;
