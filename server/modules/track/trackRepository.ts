/** The read side of flight following: monitored legs, last positions, a leg's positions, archived tracks. */
import { aliasedTable, and, asc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { aircraft, aircraftTypes, airports, customers, lastPositions, legTracks, positions, trackEvents, tripLegs } from '../../db/schema';
import type { TrackPoint } from '../../../src/domain/track/types';

const dep = aliasedTable(airports, 'dep_airport');
const arr = aliasedTable(airports, 'arr_airport');

export interface LegFilter {
  from: Date;
  to: Date;
  states: readonly number[];
  aircraftIds?: readonly string[];
  customerIds?: readonly string[];
}

export function createTrackRepository(db: DbOrTx) {
  return {
    /** Legs in the scope planned to be in the air during [from, to] (or flying), with airports' positions and zones. */
    async monitoredLegs(scope: SQL, f: LegFilter) {
      return db
        .select({
          id: tripLegs.id,
          tripId: tripLegs.tripId,
          tripNumber: tripLegs.tripNumber,
          legNumber: tripLegs.legNumber,
          flightNo: tripLegs.flightNo,
          legState: tripLegs.legState,
          isFerry: tripLegs.isFerry,
          locked: tripLegs.locked,
          forcedOverlapReason: tripLegs.forcedOverlapReason,
          aircraftId: tripLegs.aircraftId,
          tailNo: aircraft.tailNo,
          customerId: tripLegs.customerId,
          customerName: customers.name,
          departureIcao: tripLegs.departureIcao,
          arrivalIcao: tripLegs.arrivalIcao,
          depLat: dep.latitude,
          depLon: dep.longitude,
          depZone: dep.timeZone,
          arrLat: arr.latitude,
          arrLon: arr.longitude,
          arrZone: arr.timeZone,
          plannedDepartureUtc: tripLegs.plannedDepartureUtc,
          plannedArrivalUtc: tripLegs.plannedArrivalUtc,
          actualOffUtc: tripLegs.actualOffUtc,
          actualOnUtc: tripLegs.actualOnUtc,
        })
        .from(tripLegs)
        .leftJoin(aircraft, eq(aircraft.id, tripLegs.aircraftId))
        .leftJoin(customers, eq(customers.id, tripLegs.customerId))
        .leftJoin(dep, eq(dep.icao, tripLegs.departureIcao))
        .leftJoin(arr, eq(arr.icao, tripLegs.arrivalIcao))
        .where(
          and(
            scope,
            inArray(tripLegs.legState, [...f.states] as never[]),
            // planned in the air during the window (a leg departing before midnight is still today's), or flying
            sql`(${tripLegs.legState} = 4 or (${tripLegs.plannedDepartureUtc} <= ${f.to.toISOString()} and ${tripLegs.plannedArrivalUtc} >= ${f.from.toISOString()}))`,
            f.aircraftIds?.length ? inArray(tripLegs.aircraftId, [...f.aircraftIds]) : undefined,
            f.customerIds?.length ? inArray(tripLegs.customerId, [...f.customerIds]) : undefined,
          ),
        )
        .orderBy(asc(tripLegs.plannedDepartureUtc))
        .limit(1000);
    },

    /** One leg in the scope, with what its track needs. */
    async leg(scope: SQL, legId: string) {
      const [row] = await db
        .select({
          id: tripLegs.id,
          legState: tripLegs.legState,
          aircraftId: tripLegs.aircraftId,
          plannedDepartureUtc: tripLegs.plannedDepartureUtc,
          plannedArrivalUtc: tripLegs.plannedArrivalUtc,
          actualOffUtc: tripLegs.actualOffUtc,
          actualOnUtc: tripLegs.actualOnUtc,
        })
        .from(tripLegs)
        .where(and(scope, eq(tripLegs.id, legId)))
        .limit(1);
      return row ?? null;
    },

    /** Of these legs, the ones in the scope. */
    async legsInScope(scope: SQL, ids: readonly string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db.select({ id: tripLegs.id }).from(tripLegs).where(and(scope, inArray(tripLegs.id, [...ids])));
      return new Set(rows.map((r) => r.id));
    },

    async detectedTakeoff(legId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: trackEvents.id })
        .from(trackEvents)
        .where(and(eq(trackEvents.legId, legId), eq(trackEvents.kind, 'takeoff'), sql`${trackEvents.status} <> 'dismissed'`))
        .limit(1);
      return Boolean(row);
    },

    /**
     * Positions the leg took (by its id), oldest first. One text value instead of a row each: a
     * 12-hour flight is 21,600 rows, and decoding rows and their timestamps one by one in
     * JavaScript cost more than the query. The value is a flat JSON array of integers — epoch ms,
     * latitude and longitude in micro-degrees (about 0.1 m), altitude in feet or null — because
     * PostgreSQL writes integers several times faster than doubles, and JSON.parse reads a flat
     * number array fastest.
     */
    async legPositions(aircraftId: string, legId: string, from: Date, to: Date): Promise<TrackPoint[]> {
      const result = await db.execute(sql`select '[' || string_agg(concat_ws(',',
            (extract(epoch from ${positions.time}) * 1000)::int8,
            round(${positions.lat} * 1000000)::int8,
            round(${positions.lon} * 1000000)::int8,
            coalesce(coalesce(${positions.altBaroFt}, ${positions.altGeomFt})::text, 'null')), ',' order by ${positions.time}) || ']' as p
          from ${positions}
          where ${and(eq(positions.aircraftId, aircraftId), gte(positions.time, from), lte(positions.time, to), eq(positions.legId, legId))}`);
      const text = (result as unknown as { rows: { p: string | null }[] }).rows[0]?.p;
      if (!text) return [];
      const flat = JSON.parse(text) as (number | null)[];
      const points: TrackPoint[] = new Array(flat.length / 4);
      for (let i = 0, j = 0; i < flat.length; i += 4, j++) {
        points[j] = { time: flat[i]!, lat: flat[i + 1]! / 1e6, lon: flat[i + 2]! / 1e6, altFt: flat[i + 3] ?? null };
      }
      return points;
    },

    async archivedTrack(legId: string): Promise<{ points: TrackPoint[]; rawCount: number } | null> {
      const [row] = await db.select({ points: legTracks.points, rawCount: legTracks.rawCount }).from(legTracks).where(eq(legTracks.legId, legId)).limit(1);
      if (!row) return null;
      const tuples = (typeof row.points === 'string' ? JSON.parse(row.points) : row.points) as [number, number, number, number | null][];
      return { points: tuples.map(([time, lat, lon, altFt]) => ({ time, lat, lon, altFt })), rawCount: row.rawCount };
    },

    /** The last position of each aircraft that is linked to one of these legs. */
    async lastFixesOfLegs(legIds: readonly string[]) {
      if (legIds.length === 0) return [];
      return db
        .select({ legId: lastPositions.legId, aircraftId: lastPositions.aircraftId, time: lastPositions.time, onGround: lastPositions.onGround })
        .from(lastPositions)
        .where(inArray(lastPositions.legId, [...legIds]));
    },

    /**
     * The leg each of these aircraft flies now or is due to: flying first, then released legs whose
     * planned departure is past or within `aheadMs`, the latest planned first (one per aircraft).
     */
    async currentLegs(scope: SQL, aircraftIds: readonly string[], now: Date, aheadMs: number) {
      if (aircraftIds.length === 0) return [];
      const rows = await db
        .select({
          id: tripLegs.id,
          aircraftId: tripLegs.aircraftId,
          tripNumber: tripLegs.tripNumber,
          legNumber: tripLegs.legNumber,
          flightNo: tripLegs.flightNo,
          legState: tripLegs.legState,
          departureIcao: tripLegs.departureIcao,
          arrivalIcao: tripLegs.arrivalIcao,
          plannedDepartureUtc: tripLegs.plannedDepartureUtc,
          plannedArrivalUtc: tripLegs.plannedArrivalUtc,
          actualOffUtc: tripLegs.actualOffUtc,
          actualOnUtc: tripLegs.actualOnUtc,
        })
        .from(tripLegs)
        .where(
          and(
            scope,
            inArray(tripLegs.aircraftId, [...aircraftIds]),
            sql`${tripLegs.actualOnUtc} is null`,
            sql`(${tripLegs.legState} = 4 or (${tripLegs.legState} = 31 and ${tripLegs.plannedDepartureUtc} <= ${new Date(now.getTime() + aheadMs).toISOString()}))`,
          ),
        )
        .orderBy(sql`case when ${tripLegs.legState} = 4 then 0 else 1 end`, sql`${tripLegs.plannedDepartureUtc} desc`)
        .limit(2000);
      const first = new Map<string, (typeof rows)[number]>();
      for (const r of rows) if (r.aircraftId && !first.has(r.aircraftId)) first.set(r.aircraftId, r);
      return [...first.values()];
    },

    /** Every aircraft in the scope with its last position (null when never seen) and type. */
    async board(scope: SQL) {
      return db
        .select({
          aircraftId: aircraft.id,
          tailNo: aircraft.tailNo,
          icao24: aircraft.icao24,
          typeCode: aircraftTypes.code,
          status: aircraft.status,
          locationIcao: aircraft.locationIcao,
          legId: lastPositions.legId,
          time: lastPositions.time,
          lat: lastPositions.lat,
          lon: lastPositions.lon,
          altBaroFt: lastPositions.altBaroFt,
          altGeomFt: lastPositions.altGeomFt,
          onGround: lastPositions.onGround,
          gsKt: lastPositions.gsKt,
          trackDeg: lastPositions.trackDeg,
          vertRateFpm: lastPositions.vertRateFpm,
          squawk: lastPositions.squawk,
          callsign: lastPositions.callsign,
          source: lastPositions.source,
        })
        .from(aircraft)
        .leftJoin(aircraftTypes, eq(aircraftTypes.id, aircraft.typeId))
        .leftJoin(lastPositions, eq(lastPositions.aircraftId, aircraft.id))
        .where(and(scope, eq(aircraft.enabled, true)))
        .orderBy(asc(aircraft.sortNum), asc(aircraft.tailNo));
    },

    /** Recent positions of these aircraft since `since`, for trails (oldest first). */
    async recent(aircraftIds: readonly string[], since: Date): Promise<Map<string, (TrackPoint & { legId: string | null })[]>> {
      const out = new Map<string, (TrackPoint & { legId: string | null })[]>();
      if (aircraftIds.length === 0) return out;
      const rows = await db
        .select({ aircraftId: positions.aircraftId, legId: positions.legId, time: positions.time, lat: positions.lat, lon: positions.lon, alt: positions.altBaroFt })
        .from(positions)
        .where(and(inArray(positions.aircraftId, [...aircraftIds]), gte(positions.time, since)))
        .orderBy(asc(positions.aircraftId), asc(positions.time));
      for (const r of rows) {
        const list = out.get(r.aircraftId) ?? [];
        list.push({ time: r.time.getTime(), lat: r.lat, lon: r.lon, altFt: r.alt, legId: r.legId });
        out.set(r.aircraftId, list);
      }
      return out;
    },
  };
}

export type TrackRepository = ReturnType<typeof createTrackRepository>;

/** Legs the demo simulator flies at `at`: released or flying (or just landed) legs of aircraft with an address, on their times. */
export async function simulatedLegs(db: DbOrTx, companyId: string, at: Date, marginMs: number) {
  const margin = `${Math.round(marginMs / 1000)} seconds`;
  const start = sql`coalesce(${tripLegs.actualOffUtc}, ${tripLegs.plannedDepartureUtc})`;
  const end = sql`coalesce(${tripLegs.actualOnUtc}, ${start} + (${tripLegs.plannedArrivalUtc} - ${tripLegs.plannedDepartureUtc}))`;
  return simulatedLegRows(db, companyId, [31, 4, 5], sql`${start} - ${margin}::interval <= ${at.toISOString()} and ${end} + ${margin}::interval >= ${at.toISOString()}`);
}

/** Flown legs of the company that landed in [from, to), as the simulator flies them (the demo seed gives them their tracks). */
export function flownSimulatedLegs(db: DbOrTx, companyId: string, from: Date, to: Date) {
  return simulatedLegRows(db, companyId, [5], sql`${tripLegs.actualOnUtc} >= ${from.toISOString()} and ${tripLegs.actualOnUtc} < ${to.toISOString()}`);
}

function simulatedLegRows(db: DbOrTx, companyId: string, states: number[], when: SQL) {
  return db
    .select({
      id: tripLegs.id,
      flightNo: tripLegs.flightNo,
      legState: tripLegs.legState,
      isFerry: tripLegs.isFerry,
      icao24: aircraft.icao24,
      tailNo: aircraft.tailNo,
      plannedDepartureUtc: tripLegs.plannedDepartureUtc,
      plannedArrivalUtc: tripLegs.plannedArrivalUtc,
      actualOffUtc: tripLegs.actualOffUtc,
      actualOnUtc: tripLegs.actualOnUtc,
      depLat: dep.latitude,
      depLon: dep.longitude,
      depElevationFt: dep.elevationFt,
      arrLat: arr.latitude,
      arrLon: arr.longitude,
      arrElevationFt: arr.elevationFt,
    })
    .from(tripLegs)
    .innerJoin(aircraft, eq(aircraft.id, tripLegs.aircraftId))
    .innerJoin(dep, eq(dep.icao, tripLegs.departureIcao))
    .innerJoin(arr, eq(arr.icao, tripLegs.arrivalIcao))
    .where(
      and(
        eq(tripLegs.companyId, companyId),
        inArray(tripLegs.legState, states as never[]),
        sql`${aircraft.icao24} is not null`,
        when,
      ),
    )
    .orderBy(tripLegs.plannedDepartureUtc);
}
