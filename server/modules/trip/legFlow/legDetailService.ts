/**
 * Reads of the records around a leg: one leg with its trip, passengers, diversions, outsourced
 * leg, crew and source leg (`LegDetail`), and the lists of diversions, outsourced legs, flight
 * delays and leg logs, each inside the caller's leg data permissions.
 */
import { and, eq } from 'drizzle-orm';
import type { DiversionStatus } from '../../../../src/domain/trip/statuses';
import type { Db } from '../../../db/client';
import { diversions, legLogs, outsourcedLegs, tripLegs } from '../../../db/schema';
import type { Ctx } from '../../../lib/context';
import { listPage } from '../../../lib/crud';
import { grantAllows } from '../../../lib/dataScope';
import { notFound } from '../../../lib/errors';
import type { ListQueryBody } from '../../../lib/listQuery';
import { civilLegListDef, delayed, delayMinutesSql, diversionListDef, flightDelayListDef, legLogListDef, logsOfLegsIn } from '../records/legRecordLists';
import { createLegRecordRepository, type CivilLegRow, type DiversionRow, type PassengerRow } from '../records/legRecordRepository';
import type { TripCommands } from '../trips/tripCommand';
import { createTripRepository } from '../trips/tripRepository';
import { legView, tripView } from '../trips/tripRules';

/** What a passenger is (the fields a user writes), e.g. to copy onto another leg. */
export const passengerFields = (p: Pick<PassengerRow, 'name' | 'nationality' | 'documentType' | 'documentNumber' | 'phone' | 'note'>) => ({
  name: p.name,
  nationality: p.nationality,
  documentType: p.documentType,
  documentNumber: p.documentNumber,
  phone: p.phone,
  note: p.note,
});

export const passengerView = (p: PassengerRow) => ({ id: p.id, legId: p.legId, ...passengerFields(p) });

export const diversionView = (d: DiversionRow) => ({
  id: d.id,
  legId: d.legId,
  tripId: d.tripId,
  diversionIcao: d.diversionIcao,
  diversionEtaUtc: d.diversionEtaUtc,
  reason: d.reason,
  note: d.note,
  status: d.status as DiversionStatus,
  createTime: d.createTime,
  createAuthor: d.createAuthor,
});

export const civilLegView = (c: CivilLegRow) => ({
  id: c.id,
  legId: c.legId,
  tripId: c.tripId,
  capacityNumber: c.capacityNumber,
  supplier: c.supplier,
  contact: c.contact,
  currency: c.currency,
  amount: c.amount,
  settlementTime: c.settlementTime,
  note: c.note,
});

export function createLegDetailService(deps: { db: Db; commands: TripCommands }) {
  const { db, commands } = deps;
  const records = createLegRecordRepository(db);
  const companyOf = (ctx: Ctx) => ctx.principal.companyId;

  return {
    /** The leg (404 outside the caller's leg scope) with its trip and records. */
    async get(ctx: Ctx, legId: string) {
      const trips = createTripRepository(db);
      const leg = await trips.legInScope(commands.scopeOfLegs(ctx), legId);
      if (!leg) throw notFound();
      const trip = await trips.tripInScope(commands.scopeOfTrips(ctx), leg.tripId);
      if (!trip) throw notFound();
      // passengers only for a caller whose `passengerView` grant covers the leg's customer
      const passengersHidden = !grantAllows(ctx.principal, 'passengerView', leg.customerId);
      const [passengers, divs, civil, crew, sourceLeg] = await Promise.all([
        passengersHidden ? Promise.resolve([]) : records.passengersOf(leg.id),
        records.diversionsOf(leg.id),
        records.civilLegOf(leg.id),
        records.crewOf(leg.id),
        leg.sourceLegId ? records.legLabel(companyOf(ctx), leg.sourceLegId) : Promise.resolve(null),
      ]);
      const aircraft = leg.aircraftId ? await records.aircraftLabel(companyOf(ctx), leg.aircraftId) : null;
      return {
        leg: legView(leg),
        trip: tripView(trip),
        passengers: passengers.map(passengerView),
        passengersHidden,
        diversions: divs.map(diversionView),
        civilLeg: civil ? civilLegView(civil) : null,
        crew,
        sourceLeg,
        aircraft,
      };
    },

    /** Diversions of the legs in scope, with the leg's summary. */
    async diversions(ctx: Ctx, body: ListQueryBody) {
      const scope = and(eq(diversions.companyId, companyOf(ctx)), commands.scopeOfLegs(ctx))!;
      const page = await records.pageWithLeg(diversions, diversionListDef, scope, body);
      return {
        totalNum: page.totalNum,
        list: page.list.map((r) => ({
          ...diversionView(r),
          tripNumber: r.tripNumber,
          legNumber: r.legNumber,
          departureIcao: r.departureIcao,
          arrivalIcao: r.arrivalIcao,
          aircraftId: r.aircraftId,
          plannedArrivalUtc: r.plannedArrivalUtc,
        })),
      };
    },

    /** Outsourced legs of the legs in scope, with the leg's summary. */
    async civilLegs(ctx: Ctx, body: ListQueryBody) {
      const scope = and(eq(outsourcedLegs.companyId, companyOf(ctx)), commands.scopeOfLegs(ctx))!;
      const page = await records.pageWithLeg(outsourcedLegs, civilLegListDef, scope, body);
      return {
        totalNum: page.totalNum,
        list: page.list.map((r) => ({
          ...civilLegView(r),
          tripNumber: r.tripNumber,
          legNumber: r.legNumber,
          departureIcao: r.departureIcao,
          arrivalIcao: r.arrivalIcao,
          plannedDepartureUtc: r.plannedDepartureUtc,
          legState: r.legState,
        })),
      };
    },

    /** Legs in scope that took off later than planned, with the delay in whole minutes. */
    async flightDelays(ctx: Ctx, body: ListQueryBody) {
      const scope = and(commands.scopeOfLegs(ctx), delayed)!;
      return listPage(db, tripLegs, flightDelayListDef, scope, body, (q) =>
        db
          .select({
            id: tripLegs.id,
            tripId: tripLegs.tripId,
            tripNumber: tripLegs.tripNumber,
            legNumber: tripLegs.legNumber,
            flightNo: tripLegs.flightNo,
            departureIcao: tripLegs.departureIcao,
            arrivalIcao: tripLegs.arrivalIcao,
            aircraftId: tripLegs.aircraftId,
            plannedDepartureUtc: tripLegs.plannedDepartureUtc,
            actualOffUtc: tripLegs.actualOffUtc,
            delayMinutes: delayMinutesSql,
            delayReason: tripLegs.delayReason,
          })
          .from(tripLegs)
          .where(q.where)
          .orderBy(...q.orderBy)
          .limit(q.limit)
          .offset(q.offset),
      );
    },

    /** Leg logs of the legs in scope. */
    async legLogs(ctx: Ctx, body: ListQueryBody) {
      const scope = and(eq(legLogs.companyId, companyOf(ctx)), logsOfLegsIn(commands.scopeOfLegs(ctx)))!;
      return listPage(db, legLogs, legLogListDef, scope, body, (q) =>
        db
          .select({ id: legLogs.id, legId: legLogs.legId, tripId: legLogs.tripId, userName: legLogs.userName, time: legLogs.time, command: legLogs.command, before: legLogs.before, after: legLogs.after })
          .from(legLogs)
          .where(q.where)
          .orderBy(...q.orderBy)
          .limit(q.limit)
          .offset(q.offset),
      );
    },
  };
}

export type LegDetailService = ReturnType<typeof createLegDetailService>;
