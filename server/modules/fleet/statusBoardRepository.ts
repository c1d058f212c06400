/**
 * Queries of the aircraft status board, one per kind (never one per aircraft): the aircraft of a
 * scope with their type, their last ADS-B positions, the airports near those positions (one query
 * over the union of boxes), the arrival of each aircraft's last flown leg and each one's next leg.
 */
import { and, asc, desc, eq, gt, gte, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { boxAround } from '../../../src/domain/track/geo';
import { LegState } from '../../../src/domain/trip/states';
import type { DbOrTx } from '../../db/client';
import { aircraft, aircraftTypes, airports, lastPositions, tripLegs } from '../../db/schema';
import { legCoreColumns } from '../trip/gantt/ganttRepository';

/** Radius within which a position on the ground is "at" an airport, km (the position board's). */
export const NEAR_AIRPORT_KM = 15;

const boardLegColumns = legCoreColumns;

export function createStatusBoardRepository(db: DbOrTx) {
  return {
    aircraftRows: (scope: SQL) =>
      db
        .select({ id: aircraft.id, tailNo: aircraft.tailNo, typeId: aircraft.typeId, typeCode: aircraftTypes.code, baseIcao: aircraft.baseIcao, fleetType: aircraft.fleetType, status: aircraft.status })
        .from(aircraft)
        .leftJoin(aircraftTypes, eq(aircraftTypes.id, aircraft.typeId))
        .where(and(scope, eq(aircraft.enabled, true)))
        .orderBy(asc(aircraft.sortNum), asc(aircraft.tailNo)),

    lastPositions: (ids: readonly string[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .select({ aircraftId: lastPositions.aircraftId, time: lastPositions.time, lat: lastPositions.lat, lon: lastPositions.lon, onGround: lastPositions.onGround })
            .from(lastPositions)
            .where(inArray(lastPositions.aircraftId, [...ids])),

    /** Airports (large, medium, small) in a box of `km` around any of the points. */
    async airportsNear(points: readonly { lat: number; lon: number }[], km: number): Promise<{ icao: string; lat: number; lon: number }[]> {
      if (points.length === 0) return [];
      const boxes = points.map((p) => {
        const { dLat, dLon } = boxAround(p, km);
        return sql`(${airports.latitude} between ${p.lat - dLat} and ${p.lat + dLat} and ${airports.longitude} between ${p.lon - dLon} and ${p.lon + dLon})`;
      });
      const rows = await db
        .select({ icao: airports.icao, lat: airports.latitude, lon: airports.longitude })
        .from(airports)
        .where(and(sql`${airports.type} in ('large_airport', 'medium_airport', 'small_airport')`, or(...boxes)))
        .limit(5000);
      return rows.map((r) => ({ icao: r.icao, lat: Number(r.lat), lon: Number(r.lon) }));
    },

    /** Per aircraft: the arrival airport and landing time of its last flown leg. */
    lastFlown: (ids: readonly string[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .selectDistinctOn([tripLegs.aircraftId], { aircraftId: tripLegs.aircraftId, arrivalIcao: tripLegs.arrivalIcao, at: sql<Date>`coalesce(${tripLegs.actualOnUtc}, ${tripLegs.plannedArrivalUtc})`.mapWith(tripLegs.plannedArrivalUtc) })
            .from(tripLegs)
            .where(and(inArray(tripLegs.aircraftId, [...ids]), eq(tripLegs.legState, LegState.flown)))
            .orderBy(tripLegs.aircraftId, desc(sql`coalesce(${tripLegs.actualOnUtc}, ${tripLegs.plannedArrivalUtc})`)),

    /** Per aircraft: its next live leg within `scope` departing at or after `now` (not flying or flown). */
    nextLegs: (scope: SQL, ids: readonly string[], now: Date) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .selectDistinctOn([tripLegs.aircraftId], boardLegColumns)
            .from(tripLegs)
            .where(and(scope, inArray(tripLegs.aircraftId, [...ids]), gte(tripLegs.plannedDepartureUtc, now), ne(tripLegs.legState, LegState.cancelled), ne(tripLegs.legState, LegState.flown), ne(tripLegs.legState, LegState.flying)))
            .orderBy(tripLegs.aircraftId, asc(tripLegs.plannedDepartureUtc)),

    /** Live legs within `scope` of these aircraft whose planned block meets [from, to). */
    windowLegs: (scope: SQL, ids: readonly string[], from: Date, to: Date) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .select(boardLegColumns)
            .from(tripLegs)
            .where(and(scope, inArray(tripLegs.aircraftId, [...ids]), ne(tripLegs.legState, LegState.cancelled), lt(tripLegs.plannedDepartureUtc, to), gt(tripLegs.plannedArrivalUtc, from)))
            .orderBy(asc(tripLegs.plannedDepartureUtc)),
  };
}
