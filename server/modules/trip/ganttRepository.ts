/**
 * Queries of the Gantt chart: the aircraft rows a caller may see and the legs of a time window,
 * each in one query (the legs joined with their trip for the version a drag must send).
 */
import { and, asc, eq, gt, inArray, isNull, lt, ne, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { aircraft, aircraftTypes, tripLegs, trips } from '../../db/schema';
import { LegState } from '../../../src/domain/trip/states';

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
        .select({
          id: tripLegs.id,
          tripId: tripLegs.tripId,
          tripNumber: tripLegs.tripNumber,
          legNumber: tripLegs.legNumber,
          aircraftId: tripLegs.aircraftId,
          departureIcao: tripLegs.departureIcao,
          arrivalIcao: tripLegs.arrivalIcao,
          plannedDepartureUtc: tripLegs.plannedDepartureUtc,
          plannedArrivalUtc: tripLegs.plannedArrivalUtc,
          actualOffUtc: tripLegs.actualOffUtc,
          actualOnUtc: tripLegs.actualOnUtc,
          legState: tripLegs.legState,
          isFerry: tripLegs.isFerry,
          locked: tripLegs.locked,
          forcedOverlapReason: tripLegs.forcedOverlapReason,
          tripVersion: trips.version,
        })
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
  };
}

export type GanttRepository = ReturnType<typeof createGanttRepository>;
