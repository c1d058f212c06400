/**
 * Queries of the rosters: legs of a window still missing crew (with the aircraft type's crew
 * complement and the seats taken), the crew's activities, publications and the legs they name,
 * and the crew members' own accounts for the messages of a publication.
 */
import { and, asc, count, desc, eq, gt, gte, inArray, isNotNull, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { aircraft, aircraftTypes, crewActivities, crews, legCrews, rosterPublications, tripLegs, trips } from '../../../db/schema';
import { LegState } from '../../../../src/domain/trip/states';
import { CrewAssignmentState } from '../../../../src/domain/trip/statuses';
import type { LegCrewRole } from '../../../../src/domain/trip/crewAssignment';
import type { RosterEntry } from '../../../../src/domain/crew/roster';
import { legBarColumns } from '../../trip/gantt/ganttRepository';

const roleOf = sql<LegCrewRole>`${legCrews.role}`;

export type PublicationRecord = typeof rosterPublications.$inferSelect;

export function createRosterRepository(db: DbOrTx) {
  return {
    /**
     * Live legs within `legScope` with an aircraft whose planned block meets [from, to), with the
     * tail, the aircraft type's crew complement and the trip's version. One query.
     */
    crewableLegs: (legScope: SQL, from: Date, to: Date) =>
      db
        .select({
          leg: legBarColumns,
          tailNo: aircraft.tailNo,
          aircraftTypeId: aircraft.typeId,
          cabinCrewCount: sql<number>`coalesce(${aircraftTypes.cabinCrewCount}, 0)`.mapWith(Number),
          engineerCount: sql<number>`coalesce(${aircraftTypes.engineerCount}, 0)`.mapWith(Number),
        })
        .from(tripLegs)
        .innerJoin(trips, eq(trips.id, tripLegs.tripId))
        .innerJoin(aircraft, eq(aircraft.id, tripLegs.aircraftId))
        .leftJoin(aircraftTypes, eq(aircraftTypes.id, aircraft.typeId))
        .where(and(legScope, isNotNull(tripLegs.aircraftId), ne(tripLegs.legState, LegState.cancelled), lt(tripLegs.plannedDepartureUtc, to), gt(tripLegs.plannedArrivalUtc, from)))
        .orderBy(asc(tripLegs.plannedDepartureUtc), asc(tripLegs.id)),

    /** Seats taken on some legs: assignments not declined and not positioning. */
    seats: (legIds: readonly string[]) =>
      legIds.length === 0
        ? Promise.resolve([] as { legId: string; role: LegCrewRole }[])
        : db
            .select({ legId: legCrews.legId, role: roleOf })
            .from(legCrews)
            .where(and(inArray(legCrews.legId, [...legIds]), ne(legCrews.status, CrewAssignmentState.declined), eq(legCrews.positioning, false))),

    /** Activities of some crew members meeting [from, to). */
    activities: (companyId: string, crewIds: readonly string[], from: Date, to: Date) =>
      crewIds.length === 0
        ? Promise.resolve([])
        : db
            .select({ id: crewActivities.id, crewId: crewActivities.crewId, kind: crewActivities.kind, startUtc: crewActivities.startUtc, endUtc: crewActivities.endUtc, place: crewActivities.place })
            .from(crewActivities)
            .where(and(eq(crewActivities.companyId, companyId), inArray(crewActivities.crewId, [...crewIds]), lt(crewActivities.startUtc, to), gt(crewActivities.endUtc, from)))
            .orderBy(asc(crewActivities.startUtc), asc(crewActivities.id)),

    /** Publications of a crew type whose days meet [fromDate, toDate]. */
    publications: (companyId: string, crewType: string, fromDate: string, toDate: string) =>
      db
        .select()
        .from(rosterPublications)
        .where(and(eq(rosterPublications.companyId, companyId), eq(rosterPublications.crewType, crewType), lte(rosterPublications.fromDate, toDate), gte(rosterPublications.toDate, fromDate)))
        .orderBy(desc(rosterPublications.createTime), desc(rosterPublications.id)),

    /** Legs by id within `legScope`, cancelled ones too (what a publication named may be gone since). */
    legsByIds: (legScope: SQL, ids: readonly string[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .select(legBarColumns)
            .from(tripLegs)
            .innerJoin(trips, eq(trips.id, tripLegs.tripId))
            .where(and(legScope, inArray(tripLegs.id, [...new Set(ids)]))),

    /** Names and own accounts of some crew members. */
    crewAccounts: (companyId: string, ids: readonly string[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .select({ id: crews.id, workNo: crews.workNo, cnName: crews.cnName, enName: crews.enName, baseIcao: crews.baseIcao, userId: crews.userId, email: crews.email })
            .from(crews)
            .where(and(eq(crews.companyId, companyId), inArray(crews.id, [...ids]))),

    async insertPublication(values: { companyId: string; crewType: string; fromDate: string; toDate: string; zone: string; note: string | null; snapshot: RosterEntry[]; author: { id: string | null; name: string } }) {
      const { author, ...rest } = values;
      const [row] = await db
        .insert(rosterPublications)
        .values({ ...rest, createAuthorId: author.id, createAuthor: author.name, updateAuthorId: author.id, updateAuthor: author.name })
        .returning();
      return row!;
    },

    /** One page of a crew type's publications, newest first, and the total. */
    async publicationPage(companyId: string, crewType: string, page: number, pageSize: number) {
      const where = and(eq(rosterPublications.companyId, companyId), eq(rosterPublications.crewType, crewType));
      const [total] = await db.select({ n: count() }).from(rosterPublications).where(where);
      const list = await db
        .select()
        .from(rosterPublications)
        .where(where)
        .orderBy(desc(rosterPublications.createTime), desc(rosterPublications.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      return { list, total: Number(total?.n ?? 0) };
    },

    /** Serialises publications of one company's crew type (inside the caller's transaction). */
    lockPublishing: (companyId: string, crewType: string) => db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`roster:${companyId}:${crewType}`}, 0))`),
  };
}

export type RosterRepository = ReturnType<typeof createRosterRepository>;
