import { and, asc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { aircraft, companyCounters, customers, events, legLogs, tripLegs, trips } from '../../../db/schema';
import type { Author } from '../../../lib/crud';

export type TripRow = typeof trips.$inferSelect;
export type LegRow = typeof tripLegs.$inferSelect;
export type LegInsert = typeof tripLegs.$inferInsert;

/** Every query of the trip module; services hold the transaction and the rules. */
export function createTripRepository(db: DbOrTx) {
  /**
   * Next value of a per-company counter: one statement that creates the row at 1 or adds 1,
   * holding the row lock until the transaction ends (distinct, gap-free numbers).
   */
  async function nextCounter(companyId: string, name: string): Promise<number> {
    const [row] = await db
      .insert(companyCounters)
      .values({ companyId, name, seq: 1 })
      .onConflictDoUpdate({ target: [companyCounters.companyId, companyCounters.name], set: { seq: sql`${companyCounters.seq} + 1` } })
      .returning({ seq: companyCounters.seq });
    return Number(row!.seq);
  }

  return {
    nextCounter,

    async insertTrip(values: typeof trips.$inferInsert): Promise<TripRow> {
      const [row] = await db.insert(trips).values(values).returning();
      return row!;
    },

    async tripInScope(scope: SQL, id: string): Promise<TripRow | undefined> {
      const [row] = await db.select().from(trips).where(and(eq(trips.id, id), scope)).limit(1);
      return row;
    },

    async legInScope(scope: SQL, id: string): Promise<LegRow | undefined> {
      const [row] = await db.select().from(tripLegs).where(and(eq(tripLegs.id, id), scope)).limit(1);
      return row;
    },

    /**
     * The trip's legs in order; `scope` (data permissions) leaves out the legs the caller may not see;
     * `ferry` true/false keeps only the generated ferry legs / only the customer itinerary (both when absent).
     */
    legsOf: (tripId: string, scope?: SQL, opts: { ferry?: boolean } = {}): Promise<LegRow[]> =>
      db
        .select()
        .from(tripLegs)
        .where(and(eq(tripLegs.tripId, tripId), scope, opts.ferry === undefined ? undefined : eq(tripLegs.isFerry, opts.ferry)))
        .orderBy(asc(tripLegs.legNumber), asc(tripLegs.plannedDepartureUtc)),

    async setTrip(id: string, values: Partial<typeof trips.$inferInsert>): Promise<TripRow> {
      const [row] = await db.update(trips).set(values).where(eq(trips.id, id)).returning();
      return row!;
    },

    async insertLeg(values: LegInsert): Promise<LegRow> {
      const [row] = await db.insert(tripLegs).values(values).returning();
      return row!;
    },

    /** Changes one leg and bumps its own version; answers the leg after. */
    async setLeg(id: string, values: Partial<LegInsert>, author: Author): Promise<LegRow> {
      const [row] = await db
        .update(tripLegs)
        .set({ ...values, version: sql`${tripLegs.version} + 1`, updateTime: new Date(), updateAuthorId: author.id, updateAuthor: author.name })
        .where(eq(tripLegs.id, id))
        .returning();
      return row!;
    },

    /** Moves legs from `fromNumber` on one place down (an insertion). */
    shiftLegs: (tripId: string, fromNumber: number) =>
      db.update(tripLegs).set({ legNumber: sql`${tripLegs.legNumber} + 1` }).where(and(eq(tripLegs.tripId, tripId), gte(tripLegs.legNumber, fromNumber))),

    /** Copies the trip's customer to its legs. */
    setLegsCustomer: (tripId: string, customerId: string) => db.update(tripLegs).set({ customerId }).where(eq(tripLegs.tripId, tripId)),

    insertLegLog: (values: typeof legLogs.$inferInsert) => db.insert(legLogs).values(values),

    /**
     * A business event with the company's next number (allocated in this transaction: a rollback
     * gives the number back). The realtime pipeline publishes it once committed.
     */
    async appendEvent(values: Omit<typeof events.$inferInsert, 'sequence'>): Promise<number> {
      const sequence = await nextCounter(values.companyId, 'event');
      await db.insert(events).values({ ...values, sequence });
      return sequence;
    },

    async customerInCompany(companyId: string, id: string): Promise<boolean> {
      const rows = await db.select({ id: customers.id }).from(customers).where(and(eq(customers.companyId, companyId), eq(customers.id, id))).limit(1);
      return rows.length === 1;
    },

    async aircraftInCompany(companyId: string, id: string): Promise<boolean> {
      const rows = await db.select({ id: aircraft.id }).from(aircraft).where(and(eq(aircraft.companyId, companyId), eq(aircraft.id, id))).limit(1);
      return rows.length === 1;
    },
  };
}

export type TripRepository = ReturnType<typeof createTripRepository>;
