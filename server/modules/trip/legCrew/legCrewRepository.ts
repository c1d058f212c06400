/** Every query of crew scheduling on legs; the service holds the transaction and the rules. */
import { and, asc, count, eq, gte, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { aircraft, aircraftTypes, airports, companyAirports, crews, legCrews, tripLegs } from '../../../db/schema';
import { NO_COMPLEMENT, type CrewComplement } from '../../../../src/domain/trip/crewAssignment';
import { LegState } from '../../../../src/domain/trip/states';
import type { Author } from '../../../lib/crud';
import { lockKeys } from '../trips/scheduleRepository';

export type LegCrewRow = typeof legCrews.$inferSelect;
export type LegCrewInsert = typeof legCrews.$inferInsert;
export type CrewRow = typeof crews.$inferSelect;

/** The columns of a list row: the assignment, its crew member and its leg (for a crew Gantt). */
export const listColumns = {
  id: legCrews.id,
  legId: legCrews.legId,
  tripId: legCrews.tripId,
  crewId: legCrews.crewId,
  role: legCrews.role,
  status: legCrews.status,
  declineReason: legCrews.declineReason,
  positioning: legCrews.positioning,
  version: legCrews.version,
  createAuthor: legCrews.createAuthor,
  createTime: legCrews.createTime,
  updateAuthor: legCrews.updateAuthor,
  updateTime: legCrews.updateTime,
  workNo: crews.workNo,
  cnName: crews.cnName,
  enName: crews.enName,
  crewType: crews.crewType,
  nationality: crews.nationality,
  tripNumber: tripLegs.tripNumber,
  legNumber: tripLegs.legNumber,
  flightNo: tripLegs.flightNo,
  legState: tripLegs.legState,
  departureIcao: tripLegs.departureIcao,
  arrivalIcao: tripLegs.arrivalIcao,
  plannedDepartureUtc: tripLegs.plannedDepartureUtc,
  plannedArrivalUtc: tripLegs.plannedArrivalUtc,
  aircraftId: tripLegs.aircraftId,
};

export function createLegCrewRepository(db: DbOrTx) {
  const joined = () => db.select(listColumns).from(legCrews).innerJoin(crews, eq(crews.id, legCrews.crewId)).innerJoin(tripLegs, eq(tripLegs.id, legCrews.legId));

  return {
    /** Every assignment of a leg (declined ones too), oldest first. */
    ofLeg: (legId: string): Promise<LegCrewRow[]> => db.select().from(legCrews).where(eq(legCrews.legId, legId)).orderBy(asc(legCrews.createTime), asc(legCrews.id)),

    /** One assignment whose leg and crew member the caller may see (`scope` covers leg_crews, trip_legs and crews). */
    async inScope(scope: SQL, id: string): Promise<LegCrewRow | undefined> {
      const [row] = await db
        .select({ row: legCrews })
        .from(legCrews)
        .innerJoin(crews, eq(crews.id, legCrews.crewId))
        .innerJoin(tripLegs, eq(tripLegs.id, legCrews.legId))
        .where(and(eq(legCrews.id, id), scope))
        .limit(1);
      return row?.row;
    },

    async crewInScope(scope: SQL, id: string): Promise<CrewRow | undefined> {
      const [row] = await db.select().from(crews).where(and(eq(crews.id, id), scope)).limit(1);
      return row;
    },

    /** Crew of some types within `scope`, by work number. */
    crewsOfTypes: (scope: SQL, types: readonly string[]): Promise<CrewRow[]> =>
      db.select().from(crews).where(and(scope, inArray(crews.crewType, [...types]))).orderBy(asc(crews.workNo)),

    async aircraftTypeOf(aircraftId: string | null): Promise<string | null> {
      if (aircraftId === null) return null;
      const [row] = await db.select({ typeId: aircraft.typeId }).from(aircraft).where(eq(aircraft.id, aircraftId)).limit(1);
      return row?.typeId ?? null;
    },

    /** The type of each aircraft of `ids` (one query). */
    async aircraftTypesOf(ids: readonly string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db.select({ id: aircraft.id, typeId: aircraft.typeId }).from(aircraft).where(inArray(aircraft.id, [...ids]));
      return new Map(rows.map((r) => [r.id, r.typeId]));
    },

    /** The crew complement of the aircraft's type (cabin crew, engineers); none without aircraft. */
    async complementOf(aircraftId: string | null): Promise<CrewComplement> {
      if (aircraftId === null) return NO_COMPLEMENT;
      const [row] = await db
        .select({ cabin: aircraftTypes.cabinCrewCount, maintenance: aircraftTypes.engineerCount })
        .from(aircraft)
        .innerJoin(aircraftTypes, eq(aircraftTypes.id, aircraft.typeId))
        .where(eq(aircraft.id, aircraftId))
        .limit(1);
      return row ?? NO_COMPLEMENT;
    },

    /** The company's `is_open` of each airport that has an overlay row. */
    async openness(companyId: string, icaos: readonly string[]): Promise<Map<string, boolean | null>> {
      const rows = await db
        .select({ icao: companyAirports.icao, isOpen: companyAirports.isOpen })
        .from(companyAirports)
        .where(and(eq(companyAirports.companyId, companyId), inArray(companyAirports.icao, [...icaos])));
      return new Map(rows.map((r) => [r.icao, r.isOpen]));
    },

    async insert(values: LegCrewInsert): Promise<LegCrewRow> {
      const [row] = await db.insert(legCrews).values(values).returning();
      return row!;
    },

    async set(id: string, values: Partial<LegCrewInsert>, author: Author): Promise<LegCrewRow> {
      const [row] = await db
        .update(legCrews)
        .set({ ...values, version: sql`${legCrews.version} + 1`, updateTime: new Date(), updateAuthorId: author.id, updateAuthor: author.name })
        .where(eq(legCrews.id, id))
        .returning();
      return row!;
    },

    remove: (id: string) => db.delete(legCrews).where(eq(legCrews.id, id)),

    /**
     * Transaction-scoped advisory locks on crew members, in sorted order: assignments and leg moves
     * touching one crew member's legs serialise across server processes until commit.
     */
    lockCrew: (ids: Iterable<string>): Promise<void> => lockKeys(db, 'crew', ids),

    /** The legs (not cancelled) the crew members are assigned to and have not declined, with what a clash message names. */
    busyLegs: (crewIds: readonly string[]) =>
      crewIds.length === 0
        ? Promise.resolve([])
        : db
            .select({
              crewId: legCrews.crewId,
              workNo: crews.workNo,
              cnName: crews.cnName,
              legId: tripLegs.id,
              departure: tripLegs.plannedDepartureUtc,
              arrival: tripLegs.plannedArrivalUtc,
              flightNo: tripLegs.flightNo,
              tripNumber: tripLegs.tripNumber,
              legNumber: tripLegs.legNumber,
              departureIcao: tripLegs.departureIcao,
              arrivalIcao: tripLegs.arrivalIcao,
            })
            .from(legCrews)
            .innerJoin(tripLegs, eq(tripLegs.id, legCrews.legId))
            .innerJoin(crews, eq(crews.id, legCrews.crewId))
            .where(and(inArray(legCrews.crewId, [...crewIds]), ne(legCrews.status, 'declined'), ne(tripLegs.legState, LegState.cancelled))),

    /** Crew members assigned (not declined) to any of the legs. */
    async crewOfLegs(legIds: readonly string[]): Promise<string[]> {
      if (legIds.length === 0) return [];
      const rows = await db
        .selectDistinct({ crewId: legCrews.crewId })
        .from(legCrews)
        .where(and(inArray(legCrews.legId, [...legIds]), ne(legCrews.status, 'declined')));
      return rows.map((r) => r.crewId);
    },

    /** The legs (not cancelled) a crew member is assigned to and has not declined, arriving at or after `from`. */
    async legIdsOfCrewFrom(crewId: string, from: Date): Promise<string[]> {
      const rows = await db
        .selectDistinct({ legId: legCrews.legId })
        .from(legCrews)
        .innerJoin(tripLegs, eq(tripLegs.id, legCrews.legId))
        .where(and(eq(legCrews.crewId, crewId), ne(legCrews.status, 'declined'), ne(tripLegs.legState, LegState.cancelled), gte(tripLegs.plannedArrivalUtc, from)));
      return rows.map((r) => r.legId);
    },

    /** The assignments (not declined) on any of the legs, with their crew member and leg as the crew rules see them. */
    assignedOn: (legIds: readonly string[]) =>
      legIds.length === 0
        ? Promise.resolve([])
        : db
            .select({
              id: legCrews.id,
              role: legCrews.role,
              positioning: legCrews.positioning,
              crew: { id: crews.id, workNo: crews.workNo, cnName: crews.cnName, crewType: crews.crewType, status: crews.status, nationality: crews.nationality, qualifiedTypeIds: crews.qualifiedTypeIds },
              leg: {
                id: tripLegs.id,
                tripId: tripLegs.tripId,
                legState: tripLegs.legState,
                tripNumber: tripLegs.tripNumber,
                legNumber: tripLegs.legNumber,
                aircraftId: tripLegs.aircraftId,
                departureIcao: tripLegs.departureIcao,
                arrivalIcao: tripLegs.arrivalIcao,
                plannedDepartureUtc: tripLegs.plannedDepartureUtc,
                plannedArrivalUtc: tripLegs.plannedArrivalUtc,
              },
            })
            .from(legCrews)
            .innerJoin(crews, eq(crews.id, legCrews.crewId))
            .innerJoin(tripLegs, eq(tripLegs.id, legCrews.legId))
            .where(and(inArray(legCrews.legId, [...legIds]), ne(legCrews.status, 'declined')))
            .orderBy(asc(tripLegs.plannedDepartureUtc), asc(crews.workNo)),

    /** IANA zones of catalogue airports by ICAO. */
    async zones(icaos: readonly string[]): Promise<Map<string, string>> {
      const rows = await db.select({ icao: airports.icao, zone: airports.timeZone }).from(airports).where(inArray(airports.icao, [...new Set(icaos)]));
      return new Map(rows.map((r) => [r.icao, r.zone]));
    },

    /** A page of joined rows. */
    page: (q: { where: SQL; orderBy: SQL[]; limit: number; offset: number }) =>
      joined().where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset),

    async total(where: SQL): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(legCrews)
        .innerJoin(crews, eq(crews.id, legCrews.crewId))
        .innerJoin(tripLegs, eq(tripLegs.id, legCrews.legId))
        .where(where);
      return Number(row?.n ?? 0);
    },
  };
}

export type LegCrewRepository = ReturnType<typeof createLegCrewRepository>;
