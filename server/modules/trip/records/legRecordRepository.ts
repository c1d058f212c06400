/** Queries of the records around a leg: passengers, diversions, outsourced legs, crew (read only), and their lists. */
import { and, asc, count, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { aircraft, aircraftTypes, crews, diversions, legCrews, legPassengers, outsourcedLegs, tripLegs } from '../../../db/schema';
import type { Author } from '../../../lib/crud';
import { compileListQuery, type ListQueryBody, type ListResourceDef } from '../../../lib/listQuery';

export type PassengerRow = typeof legPassengers.$inferSelect;
export type DiversionRow = typeof diversions.$inferSelect;
export type CivilLegRow = typeof outsourcedLegs.$inferSelect;
type Insert<T extends PgTable> = T['$inferInsert'];

/** The leg columns a record list shows beside its rows. */
const legSummary = {
  tripNumber: tripLegs.tripNumber,
  legNumber: tripLegs.legNumber,
  departureIcao: tripLegs.departureIcao,
  arrivalIcao: tripLegs.arrivalIcao,
  aircraftId: tripLegs.aircraftId,
  plannedDepartureUtc: tripLegs.plannedDepartureUtc,
  plannedArrivalUtc: tripLegs.plannedArrivalUtc,
  legState: tripLegs.legState,
};

const touched = (author: Author) => ({ version: sql`version + 1`, updateTime: new Date(), updateAuthorId: author.id, updateAuthor: author.name });

export function createLegRecordRepository(db: DbOrTx) {
  /** One page of `table` joined to its leg, counted over the same join (filters may name leg columns). */
  async function pageWithLeg<T extends typeof legPassengers | typeof diversions | typeof outsourcedLegs>(table: T, def: ListResourceDef, scope: SQL, body: ListQueryBody) {
    const q = compileListQuery(def, body);
    const where = q.where ? and(scope, q.where)! : scope;
    const on = eq(tripLegs.id, table.legId);
    const [totals, list] = await Promise.all([
      db.select({ n: count() }).from(table as PgTable).innerJoin(tripLegs, on).where(where),
      db
        .select({ ...getTableColumns(table as PgTable), ...legSummary })
        .from(table as PgTable)
        .innerJoin(tripLegs, on)
        .where(where)
        .orderBy(...q.orderBy)
        .limit(q.limit)
        .offset(q.offset),
    ]);
    return { totalNum: Number(totals[0]?.n ?? 0), list: list as (T['$inferSelect'] & { [K in keyof typeof legSummary]: (typeof tripLegs.$inferSelect)[K] })[] };
  }

  return {
    pageWithLeg,

    // passengers
    passengersOf: (legId: string): Promise<PassengerRow[]> => db.select().from(legPassengers).where(eq(legPassengers.legId, legId)).orderBy(asc(legPassengers.createTime), asc(legPassengers.id)),
    async passenger(companyId: string, id: string): Promise<PassengerRow | undefined> {
      const [row] = await db.select().from(legPassengers).where(and(eq(legPassengers.companyId, companyId), eq(legPassengers.id, id))).limit(1);
      return row;
    },
    async insertPassenger(values: Insert<typeof legPassengers>): Promise<PassengerRow> {
      const [row] = await db.insert(legPassengers).values(values).returning();
      return row!;
    },
    async setPassenger(id: string, values: Partial<Insert<typeof legPassengers>>, author: Author): Promise<PassengerRow> {
      const [row] = await db.update(legPassengers).set({ ...values, ...touched(author) }).where(eq(legPassengers.id, id)).returning();
      return row!;
    },
    deletePassenger: (id: string) => db.delete(legPassengers).where(eq(legPassengers.id, id)),

    // diversions
    diversionsOf: (legId: string): Promise<DiversionRow[]> => db.select().from(diversions).where(eq(diversions.legId, legId)).orderBy(asc(diversions.createTime), asc(diversions.id)),
    async diversion(companyId: string, id: string): Promise<DiversionRow | undefined> {
      const [row] = await db.select().from(diversions).where(and(eq(diversions.companyId, companyId), eq(diversions.id, id))).limit(1);
      return row;
    },
    async insertDiversion(values: Insert<typeof diversions>): Promise<DiversionRow> {
      const [row] = await db.insert(diversions).values(values).returning();
      return row!;
    },
    async setDiversion(id: string, values: Partial<Insert<typeof diversions>>, author: Author): Promise<DiversionRow> {
      const [row] = await db.update(diversions).set({ ...values, ...touched(author) }).where(eq(diversions.id, id)).returning();
      return row!;
    },

    // outsourced (civil) legs
    async civilLegOf(legId: string): Promise<CivilLegRow | undefined> {
      const [row] = await db.select().from(outsourcedLegs).where(eq(outsourcedLegs.legId, legId)).limit(1);
      return row;
    },
    async civilLeg(companyId: string, id: string): Promise<CivilLegRow | undefined> {
      const [row] = await db.select().from(outsourcedLegs).where(and(eq(outsourcedLegs.companyId, companyId), eq(outsourcedLegs.id, id))).limit(1);
      return row;
    },
    async insertCivilLeg(values: Insert<typeof outsourcedLegs>): Promise<CivilLegRow> {
      const [row] = await db.insert(outsourcedLegs).values(values).returning();
      return row!;
    },
    async setCivilLeg(id: string, values: Partial<Insert<typeof outsourcedLegs>>, author: Author): Promise<CivilLegRow> {
      const [row] = await db.update(outsourcedLegs).set({ ...values, ...touched(author) }).where(eq(outsourcedLegs.id, id)).returning();
      return row!;
    },
    deleteCivilLeg: (id: string) => db.delete(outsourcedLegs).where(eq(outsourcedLegs.id, id)),

    /** Crew on the leg with their names (leg_crews is written by crew scheduling; read here). */
    crewOf: (legId: string) =>
      db
        .select({
          id: legCrews.id,
          legId: legCrews.legId,
          crewId: legCrews.crewId,
          role: legCrews.role,
          status: legCrews.status,
          declineReason: legCrews.declineReason,
          cnName: crews.cnName,
          enName: crews.enName,
          workNo: crews.workNo,
          crewType: crews.crewType,
          nationality: crews.nationality,
        })
        .from(legCrews)
        .leftJoin(crews, eq(crews.id, legCrews.crewId))
        .where(eq(legCrews.legId, legId))
        .orderBy(asc(legCrews.createTime), asc(legCrews.id)),

    /**
     * Tail, type and status of the leg's aircraft: whoever may see the leg sees what flies it, even
     * a seat that may not read the fleet (the crew seat).
     */
    async aircraftLabel(
      companyId: string,
      id: string,
    ): Promise<{ id: string; tailNo: string; typeId: string; typeCode: string; typeName: string; status: string; cabinCrewCount: number; engineerCount: number } | null> {
      const [row] = await db
        .select({ id: aircraft.id, tailNo: aircraft.tailNo, typeId: aircraft.typeId, typeCode: aircraftTypes.code, typeName: aircraftTypes.name, status: aircraft.status, cabinCrewCount: aircraftTypes.cabinCrewCount, engineerCount: aircraftTypes.engineerCount })
        .from(aircraft)
        .innerJoin(aircraftTypes, eq(aircraftTypes.id, aircraft.typeId))
        .where(and(eq(aircraft.companyId, companyId), eq(aircraft.id, id)))
        .limit(1);
      return row ?? null;
    },

    /** Number and trip number of a leg of the company (the source of a renewed leg). */
    async legLabel(companyId: string, id: string): Promise<{ id: string; legNumber: number; tripNumber: string } | null> {
      const [row] = await db
        .select({ id: tripLegs.id, legNumber: tripLegs.legNumber, tripNumber: tripLegs.tripNumber })
        .from(tripLegs)
        .where(and(eq(tripLegs.companyId, companyId), eq(tripLegs.id, id)))
        .limit(1);
      return row ?? null;
    },
  };
}

export type LegRecordRepository = ReturnType<typeof createLegRecordRepository>;
