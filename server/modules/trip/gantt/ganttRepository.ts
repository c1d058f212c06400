/**
 * Queries of the Gantt chart: the rows a caller may see (aircraft, crew) and the legs of a time
 * window (on aircraft, assigned to crew, carrying passengers), each in one query, the legs joined
 * with their trip for the version a drag must send.
 */
import { and, asc, eq, gt, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { aircraft, aircraftTypes, crewActivities, crews, legCrews, legPassengers, tripLegs, trips } from '../../../db/schema';
import { LegState } from '../../../../src/domain/trip/states';
import { CrewAssignmentState } from '../../../../src/domain/trip/statuses';
import type { CrewType, LegCrewRole } from '../../../../src/domain/trip/crewAssignment';

/** Text columns holding a domain enum (written only through the crew and leg-crew services). */
const crewTypeOf = sql<CrewType>`${crews.crewType}`;
const roleOf = sql<LegCrewRole>`${legCrews.role}`;
const assignmentStateOf = sql<CrewAssignmentState>`${legCrews.status}`;

/** A leg's identity, route, planned times and state: what every leg bar or row shows (no join). */
export const legCoreColumns = {
  id: tripLegs.id,
  tripId: tripLegs.tripId,
  tripNumber: tripLegs.tripNumber,
  legNumber: tripLegs.legNumber,
  flightNo: tripLegs.flightNo,
  aircraftId: tripLegs.aircraftId,
  departureIcao: tripLegs.departureIcao,
  arrivalIcao: tripLegs.arrivalIcao,
  plannedDepartureUtc: tripLegs.plannedDepartureUtc,
  plannedArrivalUtc: tripLegs.plannedArrivalUtc,
  legState: tripLegs.legState,
};

/** The columns of a leg bar (with its trip's version, which a drag must send). */
export const legBarColumns = {
  ...legCoreColumns,
  actualOffUtc: tripLegs.actualOffUtc,
  actualOnUtc: tripLegs.actualOnUtc,
  isFerry: tripLegs.isFerry,
  locked: tripLegs.locked,
  forcedOverlapReason: tripLegs.forcedOverlapReason,
  tripVersion: trips.version,
};

export function createGanttRepository(db: DbOrTx) {
  return {
    /** Aircraft within `scope` (company and aircraft data permissions) with their type code, in Gantt order. */
    aircraftRows: (scope: SQL) =>
      db
        .select({ id: aircraft.id, tailNo: aircraft.tailNo, typeCode: aircraftTypes.code, status: aircraft.status, sortNum: aircraft.sortNum, enabled: aircraft.enabled })
        .from(aircraft)
        .leftJoin(aircraftTypes, eq(aircraftTypes.id, aircraft.typeId))
        .where(scope)
        .orderBy(asc(aircraft.sortNum), asc(aircraft.tailNo)),

    /** One aircraft within `scope`: tail and stored status (null outside the scope). */
    async aircraftInScope(scope: SQL, id: string) {
      const [row] = await db.select({ id: aircraft.id, tailNo: aircraft.tailNo, status: aircraft.status }).from(aircraft).where(and(eq(aircraft.id, id), scope)).limit(1);
      return row ?? null;
    },

    /**
     * Live (not cancelled) legs within `scope` whose planned block [departure, arrival) meets
     * [from, to), on one of `aircraftIds` or on none, with their trip's version. One query.
     */
    windowLegs: (scope: SQL, from: Date, to: Date, aircraftIds: readonly string[]) =>
      db
        .select(legBarColumns)
        .from(tripLegs)
        .innerJoin(trips, eq(trips.id, tripLegs.tripId))
        .where(
          and(
            scope,
            ne(tripLegs.legState, LegState.cancelled),
            lt(tripLegs.plannedDepartureUtc, to),
            gt(tripLegs.plannedArrivalUtc, from),
            aircraftIds.length > 0 ? or(isNull(tripLegs.aircraftId), inArray(tripLegs.aircraftId, [...aircraftIds])) : isNull(tripLegs.aircraftId),
          ),
        )
        .orderBy(asc(tripLegs.plannedDepartureUtc), asc(tripLegs.id)),

    /** Crew members within `scope` (company and crew, crew type and base data permissions) of some types, active ones only. */
    crewRows: (scope: SQL, types: readonly string[]) =>
      db
        .select({ id: crews.id, workNo: crews.workNo, cnName: crews.cnName, enName: crews.enName, crewType: crewTypeOf, position: crews.position, baseIcao: crews.baseIcao })
        .from(crews)
        .where(and(scope, eq(crews.status, 'active'), inArray(crews.crewType, [...types])))
        .orderBy(asc(crews.workNo)),

    /**
     * Assignments (not declined) of crew within `crewScope` of some types to live legs within
     * `legScope` whose planned block meets [from, to), each with its leg bar. One query.
     */
    crewLegs: (crewScope: SQL, legScope: SQL, types: readonly string[], from: Date, to: Date) =>
      db
        .select({ leg: legBarColumns, assignmentId: legCrews.id, crewId: legCrews.crewId, role: roleOf, assignmentStatus: assignmentStateOf })
        .from(legCrews)
        .innerJoin(crews, eq(crews.id, legCrews.crewId))
        .innerJoin(tripLegs, eq(tripLegs.id, legCrews.legId))
        .innerJoin(trips, eq(trips.id, tripLegs.tripId))
        .where(
          and(
            crewScope,
            legScope,
            eq(crews.status, 'active'),
            inArray(crews.crewType, [...types]),
            ne(legCrews.status, CrewAssignmentState.declined),
            ne(tripLegs.legState, LegState.cancelled),
            lt(tripLegs.plannedDepartureUtc, to),
            gt(tripLegs.plannedArrivalUtc, from),
          ),
        )
        .orderBy(asc(tripLegs.plannedDepartureUtc), asc(legCrews.id)),

    /**
     * Leave, rest, official business, training and standby of active crew within `crewScope` of
     * some types meeting [from, to): the crew statuses that come from the crew records. One query.
     */
    crewActivities: (crewScope: SQL, types: readonly string[], from: Date, to: Date) =>
      db
        .select({ id: crewActivities.id, crewId: crewActivities.crewId, kind: crewActivities.kind, startUtc: crewActivities.startUtc, endUtc: crewActivities.endUtc, place: crewActivities.place })
        .from(crewActivities)
        .innerJoin(crews, and(eq(crews.id, crewActivities.crewId), eq(crews.companyId, crewActivities.companyId)))
        .where(and(crewScope, eq(crews.status, 'active'), inArray(crews.crewType, [...types]), lt(crewActivities.startUtc, to), gt(crewActivities.endUtc, from)))
        .orderBy(asc(crewActivities.startUtc), asc(crewActivities.id)),

    /**
     * Passengers on live legs within `legScope` and `passengerScope` whose planned block meets
     * [from, to), each with its leg bar. One query.
     */
    passengerLegs: (legScope: SQL, passengerScope: SQL, from: Date, to: Date) =>
      db
        .select({
          leg: legBarColumns,
          bookingId: legPassengers.id,
          name: legPassengers.name,
          nationality: legPassengers.nationality,
          documentType: legPassengers.documentType,
          documentNumber: legPassengers.documentNumber,
        })
        .from(legPassengers)
        .innerJoin(tripLegs, eq(tripLegs.id, legPassengers.legId))
        .innerJoin(trips, eq(trips.id, tripLegs.tripId))
        .where(and(legScope, passengerScope, ne(tripLegs.legState, LegState.cancelled), lt(tripLegs.plannedDepartureUtc, to), gt(tripLegs.plannedArrivalUtc, from)))
        .orderBy(asc(tripLegs.plannedDepartureUtc), asc(legPassengers.id)),
  };
}

export type GanttRepository = ReturnType<typeof createGanttRepository>;
