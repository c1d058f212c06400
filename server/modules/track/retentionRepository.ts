/** Deletes and archives of the position retention job (retention.ts), each bounded in rows. */
import { and, asc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { legTracks, positions, tripLegs } from '../../db/schema';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const count = (result: unknown): number => (result as { affectedRows?: number; rowCount?: number }).affectedRows ?? (result as { rowCount?: number }).rowCount ?? 0;

export function createRetentionRepository(db: DbOrTx) {
  return {
    /** Aircraft with positions older than `before`. */
    async aircraftWithPositionsBefore(before: Date): Promise<string[]> {
      const rows = rowsOf<{ id: string }>(await db.execute(sql`select distinct aircraft_id as id from positions where time < ${before.toISOString()}`));
      return rows.map((r) => r.id);
    },

    /** Keeps the first position of each minute of one aircraft in [from, to); at most `limit` rows deleted. */
    async thin(aircraftId: string, from: Date, to: Date, limit: number): Promise<number> {
      return count(
        await db.execute(sql`delete from positions where ctid in (
          select ctid from (
            select ctid, row_number() over (partition by date_trunc('minute', time) order by time) as rn
            from positions where aircraft_id = ${aircraftId} and time >= ${from.toISOString()} and time < ${to.toISOString()}
          ) x where rn > 1 limit ${limit})`),
      );
    },

    /** Legs that ended before `before`, still have raw positions and no archived track. */
    async legsToArchive(before: Date, limit: number) {
      return db
        .selectDistinct({ legId: positions.legId, aircraftId: positions.aircraftId, companyId: positions.companyId })
        .from(positions)
        .leftJoin(legTracks, eq(legTracks.legId, positions.legId))
        .where(and(lt(positions.time, before), sql`${positions.legId} is not null`, isNull(legTracks.legId)))
        .limit(limit);
    },

    async legWindow(legId: string) {
      const [row] = await db
        .select({ from: sql<string>`min(${positions.time})`, to: sql<string>`max(${positions.time})` })
        .from(positions)
        .where(eq(positions.legId, legId));
      return row?.from ? { from: new Date(row.from), to: new Date(row.to) } : null;
    },

    async legPoints(aircraftId: string, legId: string, from: Date, to: Date) {
      return db
        .select({ time: positions.time, lat: positions.lat, lon: positions.lon, alt: positions.altBaroFt })
        .from(positions)
        .where(and(eq(positions.aircraftId, aircraftId), gte(positions.time, from), sql`${positions.time} <= ${to.toISOString()}`, eq(positions.legId, legId)))
        .orderBy(asc(positions.time));
    },

    async archive(row: typeof legTracks.$inferInsert): Promise<void> {
      await db.insert(legTracks).values(row).onConflictDoNothing();
    },

    async deleteLegPositions(aircraftId: string, legId: string, from: Date, to: Date): Promise<number> {
      return count(
        await db.execute(
          sql`delete from positions where aircraft_id = ${aircraftId} and time >= ${from.toISOString()} and time <= ${to.toISOString()} and leg_id = ${legId}`,
        ),
      );
    },

    /** Positions of no leg older than `before`: at most `limit` deleted. */
    async deleteUnmatched(before: Date, limit: number): Promise<number> {
      return count(await db.execute(sql`delete from positions where ctid in (select ctid from positions where leg_id is null and time < ${before.toISOString()} limit ${limit})`));
    },

    /** A leg still open (flying) keeps its positions whatever their age. */
    async legOpen(legId: string): Promise<boolean> {
      const [row] = await db.select({ state: tripLegs.legState }).from(tripLegs).where(eq(tripLegs.id, legId)).limit(1);
      return row?.state === 4;
    },
  };
}
