/**
 * The reads duty periods are built from: a crew member's (or many crew members') assignments on
 * live legs of a period with each leg's airports' IANA zones, its aircraft type's rest facility and
 * its operating pilots, in one query. A leg with a confirmed flight log counts at the log's OUT/IN,
 * else a flown leg at its actual off/on, else at its planned times (`timesFrom` says which).
 */
import { and, eq, gte, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { LegTimesFrom } from '../../../src/domain/dutyTime/api';
import { LegState } from '../../../src/domain/trip/states';
import type { DbOrTx } from '../../db/client';
import { aircraft, aircraftTypes, airports, crews, flightLogs, legCrews, tripLegs } from '../../db/schema';

const dep = alias(airports, 'dep_airport');
const arr = alias(airports, 'arr_airport');

/** Operating pilots on the leg: PIC and SIC assignments not declined and not positioning. */
const pilotsOnLeg = sql<number>`(select count(*)::int from ${legCrews} p where p.leg_id = ${tripLegs.id} and p.role in ('pic', 'sic') and p.status <> 'declined' and not p.positioning)`;

export interface CrewLegRow {
  assignmentId: string;
  crewId: string;
  role: string;
  positioning: boolean;
  legId: string;
  tripId: string;
  tripNumber: string;
  legNumber: number;
  departureIcao: string;
  arrivalIcao: string;
  departure: Date;
  arrival: Date;
  timesFrom: LegTimesFrom;
  departureZone: string | null;
  arrivalZone: string | null;
  restFacilityClass: number | null;
  pilots: number;
}

export type DutyCrewRow = Pick<typeof crews.$inferSelect, 'id' | 'workNo' | 'cnName' | 'enName' | 'baseIcao' | 'crewType'> & { homeZone: string | null };

export function createDutyRepository(db: DbOrTx) {
  return {
    /**
     * Assignments (not declined) of `crewIds` on live legs departing in [from, to) (planned or
     * actual). A leg a long way before `from` can only matter through the sums, which the caller's
     * wider `from` covers.
     */
    legsOf(companyId: string, crewIds: readonly string[], from: Date, to: Date): Promise<CrewLegRow[]> {
      if (crewIds.length === 0) return Promise.resolve([]);
      const departure = sql<Date>`coalesce(${flightLogs.outUtc}, ${tripLegs.actualOffUtc}, ${tripLegs.plannedDepartureUtc})`;
      const arrival = sql<Date>`coalesce(${flightLogs.inUtc}, ${tripLegs.actualOnUtc}, ${tripLegs.plannedArrivalUtc})`;
      const timesFrom = sql<LegTimesFrom>`case when ${flightLogs.outUtc} is not null then 'flb' when ${tripLegs.actualOffUtc} is not null then 'actual' else 'planned' end`;
      return db
        .select({
          assignmentId: legCrews.id,
          crewId: legCrews.crewId,
          role: legCrews.role,
          positioning: legCrews.positioning,
          legId: tripLegs.id,
          tripId: tripLegs.tripId,
          tripNumber: tripLegs.tripNumber,
          legNumber: tripLegs.legNumber,
          departureIcao: tripLegs.departureIcao,
          arrivalIcao: tripLegs.arrivalIcao,
          departure: departure.mapWith((v: string | Date) => new Date(v)),
          arrival: arrival.mapWith((v: string | Date) => new Date(v)),
          timesFrom,
          departureZone: dep.timeZone,
          arrivalZone: arr.timeZone,
          restFacilityClass: aircraftTypes.restFacilityClass,
          pilots: pilotsOnLeg,
        })
        .from(legCrews)
        .innerJoin(tripLegs, eq(tripLegs.id, legCrews.legId))
        .leftJoin(flightLogs, and(eq(flightLogs.legId, tripLegs.id), eq(flightLogs.companyId, tripLegs.companyId), eq(flightLogs.status, 'confirmed')))
        .leftJoin(dep, eq(dep.icao, tripLegs.departureIcao))
        .leftJoin(arr, eq(arr.icao, tripLegs.arrivalIcao))
        .leftJoin(aircraft, eq(aircraft.id, tripLegs.aircraftId))
        .leftJoin(aircraftTypes, eq(aircraftTypes.id, aircraft.typeId))
        .where(
          and(
            eq(legCrews.companyId, companyId),
            inArray(legCrews.crewId, [...crewIds]),
            ne(legCrews.status, 'declined'),
            ne(tripLegs.legState, LegState.cancelled),
            gte(tripLegs.plannedDepartureUtc, new Date(from.getTime() - 86_400_000)),
            lt(tripLegs.plannedDepartureUtc, new Date(to.getTime() + 86_400_000)),
          ),
        ) as Promise<CrewLegRow[]>;
    },

    /** Crew members within `scope` (the caller's crew data permissions), with their base's zone. */
    crewsIn(scope: SQL, ids: readonly string[]): Promise<DutyCrewRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select({ id: crews.id, workNo: crews.workNo, cnName: crews.cnName, enName: crews.enName, baseIcao: crews.baseIcao, crewType: crews.crewType, homeZone: airports.timeZone })
        .from(crews)
        .leftJoin(airports, eq(airports.icao, crews.baseIcao))
        .where(and(scope, inArray(crews.id, [...ids])));
    },

    /** Pilots assigned (not declined) to a leg. */
    pilotsOfLeg: (legId: string) =>
      db
        .select({ crewId: legCrews.crewId })
        .from(legCrews)
        .innerJoin(crews, eq(crews.id, legCrews.crewId))
        .where(and(eq(legCrews.legId, legId), ne(legCrews.status, 'declined'), eq(crews.crewType, 'pilot'))),

    /** The leg's operating pilots (as `legsOf` counts them) and its aircraft type's rest facility. */
    async crewShape(legId: string): Promise<{ pilots: number; restFacilityClass: number | null }> {
      const [row] = await db
        .select({ pilots: pilotsOnLeg, restFacilityClass: aircraftTypes.restFacilityClass })
        .from(tripLegs)
        .leftJoin(aircraft, eq(aircraft.id, tripLegs.aircraftId))
        .leftJoin(aircraftTypes, eq(aircraftTypes.id, aircraft.typeId))
        .where(eq(tripLegs.id, legId));
      return row ?? { pilots: 0, restFacilityClass: null };
    },
  };
}

export type DutyRepository = ReturnType<typeof createDutyRepository>;
