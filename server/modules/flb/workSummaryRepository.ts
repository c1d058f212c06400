/**
 * The reads of the work summary: the company's flight logs taking off (else going out, else the
 * leg's take-off or plan) in a period, and the crew members and aircraft of the caller's scope.
 */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { aircraft, aircraftTypes, crews, flightLogs, tripLegs } from '../../db/schema';

export function createWorkSummaryRepository(db: DbOrTx) {
  return {
    /** Logs of the company in [from, to): confirmed ones, and drafts when asked. */
    logs(companyId: string, from: Date, to: Date, includeDrafts: boolean) {
      const when = sql`coalesce(${flightLogs.offUtc}, ${flightLogs.outUtc}, ${tripLegs.actualOffUtc}, ${tripLegs.plannedDepartureUtc})`;
      return db
        .select({
          status: flightLogs.status,
          aircraftId: sql<string | null>`coalesce(${flightLogs.aircraftId}, ${tripLegs.aircraftId})`,
          operatingCrew: flightLogs.operatingCrew,
          blockMinutes: flightLogs.blockMinutes,
          flightMinutes: flightLogs.flightMinutes,
          airMinutes: flightLogs.airMinutes,
          nightMinutes: flightLogs.nightMinutes,
          landings: flightLogs.landings,
        })
        .from(flightLogs)
        .innerJoin(tripLegs, and(eq(tripLegs.id, flightLogs.legId), eq(tripLegs.companyId, flightLogs.companyId)))
        .where(
          and(
            eq(flightLogs.companyId, companyId),
            includeDrafts ? inArray(flightLogs.status, ['confirmed', 'draft']) : eq(flightLogs.status, 'confirmed'),
            sql`${when} >= ${from.toISOString()}::timestamptz`,
            sql`${when} < ${to.toISOString()}::timestamptz`,
          ),
        );
    },

    /** Crew members of `ids` within `scope` (the caller's company and crew data permissions). */
    crews(scope: SQL, ids: readonly string[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select({ id: crews.id, code: crews.workNo, cnName: crews.cnName, enName: crews.enName })
        .from(crews)
        .where(and(scope, inArray(crews.id, [...ids])))
        .orderBy(asc(crews.workNo));
    },

    /** Aircraft of `ids` within `scope` (the caller's company and aircraft data permissions), with their type's code. */
    aircraft(scope: SQL, ids: readonly string[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select({ id: aircraft.id, code: aircraft.tailNo, typeCode: aircraftTypes.code })
        .from(aircraft)
        .innerJoin(aircraftTypes, eq(aircraftTypes.id, aircraft.typeId))
        .where(and(scope, inArray(aircraft.id, [...ids])))
        .orderBy(asc(aircraft.sortNum), asc(aircraft.tailNo));
    },
  };
}
