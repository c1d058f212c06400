/** Queries of the fleet schedule: one aircraft's legs, its type's performance, airport positions, locks. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { aircraft, aircraftTypes, airports, tripLegs, trips } from '../../../db/schema';
import type { Author } from '../../../lib/crud';
import type { LegRow } from './tripRepository';

/** Positions of catalogue airports by ICAO (unknown codes are missing from the map). */
export async function airportPositions(db: DbOrTx, icaos: readonly string[]): Promise<Map<string, { lat: number; lon: number }>> {
  if (icaos.length === 0) return new Map();
  const rows = await db
    .select({ icao: airports.icao, lat: airports.latitude, lon: airports.longitude })
    .from(airports)
    .where(inArray(airports.icao, [...new Set(icaos)]));
  return new Map(rows.map((r) => [r.icao, { lat: r.lat, lon: r.lon }]));
}

/**
 * Transaction-scoped advisory locks on `<kind>:<id>` keys, in sorted order: commands touching the
 * same aircraft or crew member serialise across server processes on one database until commit.
 */
export async function lockKeys(db: DbOrTx, kind: 'aircraft' | 'crew', ids: Iterable<string>): Promise<void> {
  for (const id of [...new Set(ids)].sort()) await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${kind}:${id}`}, 0))`);
}

export function createScheduleRepository(db: DbOrTx) {
  return {
    /**
     * Transaction-scoped advisory locks on the aircraft, in sorted order: commands touching one
     * aircraft's schedule serialise across server processes until commit.
     */
    lockAircraft: (ids: Iterable<string>): Promise<void> => lockKeys(db, 'aircraft', ids),

    /** Every leg of the aircraft (all trips, ferries and cancelled ones included). */
    legsOfAircraft: (companyId: string, aircraftId: string): Promise<LegRow[]> =>
      db.select().from(tripLegs).where(and(eq(tripLegs.companyId, companyId), eq(tripLegs.aircraftId, aircraftId))),

    /** Tail number and the type's cruise speed and taxi time. */
    async aircraftPerformance(companyId: string, aircraftId: string) {
      const [row] = await db
        .select({ tailNo: aircraft.tailNo, cruiseSpeedKmh: aircraftTypes.cruiseSpeedKmh, taxiMinutes: aircraftTypes.taxiMinutes })
        .from(aircraft)
        .leftJoin(aircraftTypes, eq(aircraftTypes.id, aircraft.typeId))
        .where(and(eq(aircraft.companyId, companyId), eq(aircraft.id, aircraftId)))
        .limit(1);
      return row ?? null;
    },

    /** Positions of the airports (unknown codes are left out). */
    positions: (icaos: readonly string[]) => airportPositions(db, icaos),

    /** Removes a generated leg (a ferry the schedule no longer needs). */
    deleteLeg: (id: string) => db.delete(tripLegs).where(eq(tripLegs.id, id)),

    /** Bumps the versions of trips whose ferry legs a command on another trip changed. */
    async bumpTrips(ids: readonly string[], author: Author): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(trips)
        .set({ version: sql`${trips.version} + 1`, updateTime: new Date(), updateAuthorId: author.id, updateAuthor: author.name })
        .where(inArray(trips.id, [...ids]));
    },
  };
}

export type ScheduleRepository = ReturnType<typeof createScheduleRepository>;
