/** Detected events (track_events), the company's flight-following setting and ingestion keys. */
import { and, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ingestKeys, trackEvents, trackSettings, trips } from '../../db/schema';

export type EventRow = typeof trackEvents.$inferSelect;
export interface EventProposal {
  companyId: string;
  legId: string;
  tripId: string;
  aircraftId: string;
  kind: 'takeoff' | 'landing' | 'diversion';
  time: number;
  lat: number;
  lon: number;
  airportIcao: string | null;
  /** 'confirmed' when the leg already carries the recorded time. */
  status: 'proposed' | 'confirmed';
}

export function createEventRepository(db: DbOrTx) {
  return {
    /**
     * Records a detection: a new event, or a new time for one still proposed or dismissed (a second
     * takeoff after a rejected take-off run). A confirmed event is never rewritten. Answers the row
     * when something changed.
     */
    async propose(p: EventProposal): Promise<EventRow | null> {
      const values = { ...p, time: new Date(p.time) };
      const rows = await db
        .insert(trackEvents)
        .values(values)
        .onConflictDoUpdate({
          target: [trackEvents.legId, trackEvents.kind],
          set: { time: values.time, lat: p.lat, lon: p.lon, airportIcao: p.airportIcao, status: p.status, decidedById: null, decidedBy: null, decidedTime: null, note: null },
          setWhere: ne(trackEvents.status, 'confirmed'),
        })
        .returning();
      return rows[0] ?? null;
    },

    async byId(companyId: string, id: string): Promise<EventRow | null> {
      const [row] = await db.select().from(trackEvents).where(and(eq(trackEvents.companyId, companyId), eq(trackEvents.id, id))).limit(1);
      return row ?? null;
    },

    /** Events of these legs (any status), newest first. */
    async ofLegs(legIds: readonly string[]): Promise<EventRow[]> {
      if (legIds.length === 0) return [];
      return db.select().from(trackEvents).where(inArray(trackEvents.legId, [...legIds])).orderBy(desc(trackEvents.time));
    },

    /** Events still waiting for a dispatcher in the company. */
    async proposed(companyId: string): Promise<EventRow[]> {
      return db.select().from(trackEvents).where(and(eq(trackEvents.companyId, companyId), eq(trackEvents.status, 'proposed'))).orderBy(desc(trackEvents.time)).limit(500);
    },

    /** Settles an undecided event; false when someone else decided it first. */
    async decide(id: string, status: 'confirmed' | 'dismissed', by: { id: string | null; name: string }, note: string | null): Promise<boolean> {
      const rows = await db
        .update(trackEvents)
        .set({ status, decidedById: by.id, decidedBy: by.name, decidedTime: new Date(), note })
        .where(and(eq(trackEvents.id, id), eq(trackEvents.status, 'proposed')))
        .returning({ id: trackEvents.id });
      return rows.length > 0;
    },

    async tripVersion(tripId: string): Promise<number | null> {
      const [row] = await db.select({ version: trips.version }).from(trips).where(eq(trips.id, tripId)).limit(1);
      return row?.version ?? null;
    },

    async autoConfirm(companyId: string): Promise<boolean> {
      const [row] = await db.select({ autoConfirm: trackSettings.autoConfirm }).from(trackSettings).where(eq(trackSettings.companyId, companyId)).limit(1);
      return row?.autoConfirm ?? false;
    },

    async setAutoConfirm(companyId: string, autoConfirm: boolean): Promise<void> {
      await db
        .insert(trackSettings)
        .values({ companyId, autoConfirm })
        .onConflictDoUpdate({ target: trackSettings.companyId, set: { autoConfirm, updateTime: new Date() } });
    },

    /** The company of a live key (and marks it used, at most once a minute). */
    async companyOfKey(keyHash: string): Promise<string | null> {
      const [row] = await db
        .select({ id: ingestKeys.id, companyId: ingestKeys.companyId, lastUsed: ingestKeys.lastUsedTime })
        .from(ingestKeys)
        .where(and(eq(ingestKeys.keyHash, keyHash), isNull(ingestKeys.revokedTime)))
        .limit(1);
      if (!row) return null;
      if (!row.lastUsed || row.lastUsed.getTime() < Date.now() - 60_000) {
        await db.update(ingestKeys).set({ lastUsedTime: new Date() }).where(eq(ingestKeys.id, row.id));
      }
      return row.companyId;
    },

    async insertKey(companyId: string, name: string, keyHash: string, prefix: string) {
      const [row] = await db.insert(ingestKeys).values({ companyId, name, keyHash, prefix }).onConflictDoNothing().returning();
      return row ?? null;
    },

    async keysOf(companyId: string) {
      return db
        .select({ id: ingestKeys.id, name: ingestKeys.name, prefix: ingestKeys.prefix, createTime: ingestKeys.createTime, lastUsedTime: ingestKeys.lastUsedTime, revokedTime: ingestKeys.revokedTime })
        .from(ingestKeys)
        .where(eq(ingestKeys.companyId, companyId))
        .orderBy(desc(ingestKeys.createTime));
    },

    /** Revokes keys of the company by id, or every live key with this name (the simulator's previous key). */
    async revoke(companyId: string, which: { id?: string; name?: string; exceptHash?: string }): Promise<number> {
      const rows = await db
        .update(ingestKeys)
        .set({ revokedTime: new Date() })
        .where(
          and(
            eq(ingestKeys.companyId, companyId),
            isNull(ingestKeys.revokedTime),
            which.id ? eq(ingestKeys.id, which.id) : undefined,
            which.name ? eq(ingestKeys.name, which.name) : undefined,
            which.exceptHash ? or(ne(ingestKeys.keyHash, which.exceptHash), sql`false`) : undefined,
          ),
        )
        .returning({ id: ingestKeys.id });
      return rows.length;
    },
  };
}

export type EventRepository = ReturnType<typeof createEventRepository>;
