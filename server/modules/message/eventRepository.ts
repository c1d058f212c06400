/**
 * Reads the committed `events` of a company in sequence order with what publishing needs to know of
 * each: who may see it (customer, aircraft, departure and arrival airports, as `legScope` and
 * `tripScope` filter) and what a message says of it (trip and leg numbers, route, time, tail).
 */
import { and, asc, eq, gt, lte, max, min, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { aircraft, airports, businessIntentions, customers, events, tripLegs, trips } from '../../db/schema';

export interface EventFacts {
  seq: number;
  functionCode: string;
  tripId: string | null;
  legId: string | null;
  intentionId: string | null;
  userId: string | null;
  userName: string;
  time: Date;
  payload: Record<string, unknown>;
  customerId: string | null;
  customerName: string | null;
  aircraftId: string | null;
  tailNo: string | null;
  departureIcao: string | null;
  arrivalIcao: string | null;
  tripNumber: string | null;
  legNumber: number | null;
  plannedDepartureUtc: Date | null;
  /** IANA zone of the departure airport (times in messages read in it for Local). */
  departureTimeZone: string | null;
}

export function createEventRepository(db: DbOrTx) {
  return {
    /** Events after `afterSeq` up to `toSeq` (inclusive), at most `limit`, in order. */
    async after(companyId: string, afterSeq: number, limit: number, toSeq?: number): Promise<EventFacts[]> {
      const intentionId = sql<string | null>`(${events.payload} ->> 'intentionId')::uuid`;
      const rows = await db
        .select({
          seq: events.sequence,
          functionCode: events.functionCode,
          tripId: events.tripId,
          legId: events.legId,
          userId: events.userId,
          userName: events.userName,
          time: events.createTime,
          payload: events.payload,
          tripCustomer: trips.customerId,
          tripNumber: trips.tripNumber,
          legCustomer: tripLegs.customerId,
          aircraftId: tripLegs.aircraftId,
          departureIcao: tripLegs.departureIcao,
          arrivalIcao: tripLegs.arrivalIcao,
          legNumber: tripLegs.legNumber,
          plannedDepartureUtc: tripLegs.plannedDepartureUtc,
          departureTimeZone: airports.timeZone,
          intentionId,
          intentionCustomer: businessIntentions.customerId,
          intentionNumber: businessIntentions.intentionNumber,
          tailNo: aircraft.tailNo,
          customerName: customers.name,
        })
        .from(events)
        .leftJoin(trips, eq(trips.id, events.tripId))
        .leftJoin(tripLegs, eq(tripLegs.id, events.legId))
        .leftJoin(businessIntentions, and(eq(businessIntentions.companyId, events.companyId), eq(businessIntentions.id, intentionId)))
        .leftJoin(aircraft, eq(aircraft.id, tripLegs.aircraftId))
        .leftJoin(airports, eq(airports.icao, tripLegs.departureIcao))
        .leftJoin(customers, eq(customers.id, sql`coalesce(${tripLegs.customerId}, ${trips.customerId}, ${businessIntentions.customerId})`))
        .where(and(eq(events.companyId, companyId), gt(events.sequence, afterSeq), toSeq === undefined ? undefined : lte(events.sequence, toSeq)))
        .orderBy(asc(events.sequence))
        .limit(limit);
      return rows.map((r) => ({
        seq: Number(r.seq),
        functionCode: r.functionCode,
        tripId: r.tripId,
        legId: r.legId,
        intentionId: r.intentionId,
        userId: r.userId,
        userName: r.userName,
        time: r.time,
        payload: (typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload ?? {}) as Record<string, unknown>,
        customerId: r.legCustomer ?? r.tripCustomer ?? r.intentionCustomer,
        customerName: r.customerName,
        aircraftId: r.aircraftId,
        tailNo: r.tailNo,
        departureIcao: r.departureIcao,
        arrivalIcao: r.arrivalIcao,
        tripNumber: r.tripNumber ?? r.intentionNumber,
        legNumber: r.legNumber,
        plannedDepartureUtc: r.plannedDepartureUtc,
        departureTimeZone: r.departureTimeZone,
      }));
    },

    /** The company's last event number (0 before the first) and the first one kept. */
    async bounds(companyId: string): Promise<{ head: number; first: number }> {
      const [row] = await db.select({ head: max(events.sequence), first: min(events.sequence) }).from(events).where(eq(events.companyId, companyId));
      return { head: Number(row?.head ?? 0), first: Number(row?.first ?? 1) };
    },

    /** Sequence of the first event at or after `since` (replay window by age). */
    async firstSince(companyId: string, since: Date): Promise<number | null> {
      const [row] = await db
        .select({ seq: min(events.sequence) })
        .from(events)
        .where(and(eq(events.companyId, companyId), sql`${events.createTime} >= ${since.toISOString()}`));
      return row?.seq === null || row?.seq === undefined ? null : Number(row.seq);
    },
  };
}
