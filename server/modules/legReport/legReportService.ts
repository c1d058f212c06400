/**
 * The leg report (contract: src/contract/legReport.ts): one flown leg's plan against actual, and
 * the list of flown legs, inside the caller's company and leg data permissions. Figures:
 * src/domain/trip/legReport.ts.
 */
import { and, eq } from 'drizzle-orm';
import type { LegReport, LegReportRowAnswer } from '../../../src/contract/legReport';
import type { MessageKey } from '../../../src/domain/api';
import { airportNamesOf } from '../../../src/domain/airportNames';
import { delayReasonRequired } from '../../../src/domain/trip/delay';
import { actualFigures, differences, plannedBlockMinutes, takeoffDelayMinutes } from '../../../src/domain/trip/legReport';
import { LegState } from '../../../src/domain/trip/states';
import type { Db } from '../../db/client';
import { tripLegs } from '../../db/schema';
import type { Ctx } from '../../lib/context';
import { grantAllows, scopeWhere } from '../../lib/dataScope';
import { conflict, notFound } from '../../lib/errors';
import { defineListResource, type ListQueryBody } from '../../lib/listQuery';
import { legFields, legScope } from '../trip/trips/tripLists';
import { createLegReportRepository } from './legReportRepository';

export const NOT_FLOWN_KEY: MessageKey = 'legReport.error.notFlown';

const { tripNumber, tripId, legNumber, flightNo, departureIcao, arrivalIcao, aircraftId, customerId, plannedDepartureUtc, plannedArrivalUtc } = legFields;
export const legReportListDef = defineListResource({
  name: 'legReport',
  fields: { tripNumber, tripId, legNumber, flightNo, departureIcao, arrivalIcao, aircraftId, customerId, plannedDepartureUtc, plannedArrivalUtc },
  defaultSort: { field: 'plannedDepartureUtc', direction: 'desc' },
  tieBreaker: tripLegs.id,
});

/** An instant as ISO 8601 UTC (raw SQL answers a Date or the driver's text). */
const iso = (v: unknown): string | null => {
  if (v === null || v === undefined) return null;
  const d = v instanceof Date ? v : new Date(String(v));
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
};
const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

export function createLegReportService(deps: { db: Db }) {
  const repo = createLegReportRepository(deps.db);
  const scopeOf = (ctx: Ctx) => scopeWhere(legScope, ctx.principal);

  return {
    async get(ctx: Ctx, legId: string): Promise<LegReport> {
      const companyId = ctx.principal.companyId;
      const leg = await repo.legInScope(scopeOf(ctx), legId);
      if (!leg) throw notFound();
      if (leg.legState !== LegState.flown) throw conflict(NOT_FLOWN_KEY);
      const passengersHidden = !grantAllows(ctx.principal, 'passengerView', leg.customerId);
      const [customerName, plane, ports, flb, pax, divs, detected, crew] = await Promise.all([
        repo.customerName(companyId, leg.customerId),
        leg.aircraftId ? repo.aircraftOf(companyId, leg.aircraftId) : Promise.resolve(null),
        repo.airports([leg.departureIcao, leg.arrivalIcao]),
        repo.flightLogOf(companyId, leg.id),
        passengersHidden ? Promise.resolve([]) : repo.passengerNames(companyId, leg.id),
        repo.diversionsOf(companyId, leg.id),
        repo.trackDiversionsOf(companyId, leg.id),
        repo.crewOf(companyId, leg.id),
      ]);
      const airportOf = (icao: string) => {
        const a = ports.find((p) => p.icao === icao);
        const zh = airportNamesOf(icao);
        const en = a?.name ?? icao;
        return { icao, nameEn: en, nameZh: zh?.[0] || en, nameZhtw: zh?.[1] || en, timeZone: a?.timeZone ?? null };
      };
      const plan = { plannedDepartureUtc: leg.plannedDepartureUtc, plannedArrivalUtc: leg.plannedArrivalUtc, eteMinutes: leg.eteMinutes };
      const actual = actualFigures(leg, flb ?? null);
      const confirmedFlb = actual.source === 'flb' ? flb! : null;
      const delay = takeoffDelayMinutes(leg.plannedDepartureUtc, actual.offUtc);
      return {
        leg: {
          legId: leg.id,
          tripId: leg.tripId,
          tripNumber: leg.tripNumber,
          legNumber: leg.legNumber,
          flightNo: leg.flightNo,
          tailNo: plane?.tailNo ?? null,
          aircraftType: plane?.typeCode || null,
          customerName,
          departure: airportOf(leg.departureIcao),
          arrival: airportOf(leg.arrivalIcao),
          legState: leg.legState,
        },
        plan: { departureUtc: iso(leg.plannedDepartureUtc)!, arrivalUtc: iso(leg.plannedArrivalUtc)!, eteMinutes: leg.eteMinutes, blockMinutes: plannedBlockMinutes(plan) },
        actual: { ...actual, outUtc: iso(actual.outUtc), offUtc: iso(actual.offUtc), onUtc: iso(actual.onUtc), inUtc: iso(actual.inUtc) },
        differences: differences(plan, actual),
        delay: {
          minutes: delay,
          reason: leg.delayReason,
          reasonRequired: actual.offUtc ? delayReasonRequired(new Date(iso(leg.plannedDepartureUtc)!).getTime(), new Date(iso(actual.offUtc)!).getTime()) : false,
        },
        diversions: [
          ...divs.map((d) => ({ source: 'record' as const, icao: d.diversionIcao, time: iso(d.diversionEtaUtc), reason: d.reason, status: 'normal' })),
          ...detected.map((e) => ({ source: 'track' as const, icao: e.airportIcao, time: iso(e.time), reason: e.note, status: e.status })),
        ],
        fuel: {
          unit: flb?.fuelUnit ?? null,
          remain: flb?.remainFuel ?? null,
          uplift: flb?.upliftFuel ?? null,
          total: flb?.totalFuel ?? null,
          block: flb?.blockFuel ?? null,
          flight: flb?.flightFuel ?? null,
          planned: null,
        },
        passengers: { hidden: passengersHidden, manifestCount: passengersHidden ? null : pax.length, names: pax.map((p) => p.name), flbPaxNum: flb?.paxNum ?? null },
        crew: {
          assigned: crew.map((c) => ({ crewId: c.crewId, name: c.cnName || c.enName || '', role: c.role, status: c.status, positioning: c.positioning })),
          operating: (confirmedFlb ?? flb)?.operatingCrew ?? [],
        },
        flb: flb ? { id: flb.id, status: flb.status, landings: flb.landings, nightMinutes: flb.nightMinutes } : null,
      };
    },

    /** Flown legs in scope (filters of the leg list: planned departure range, aircraft, trip number…). */
    async list(ctx: Ctx, body: ListQueryBody): Promise<{ totalNum: number; list: LegReportRowAnswer[] }> {
      const scope = and(scopeOf(ctx), eq(tripLegs.legState, LegState.flown))!;
      const page = await repo.page(legReportListDef, scope, body);
      return {
        totalNum: page.totalNum,
        list: page.list.map((r) => ({
          ...r,
          plannedDepartureUtc: iso(r.plannedDepartureUtc)!,
          plannedArrivalUtc: iso(r.plannedArrivalUtc)!,
          actualOffUtc: iso(r.actualOffUtc),
          actualOnUtc: iso(r.actualOnUtc),
          plannedBlockMinutes: num(r.plannedBlockMinutes),
          actualBlockMinutes: num(r.actualBlockMinutes),
          delayMinutes: r.actualOffUtc === null ? null : num(r.delayMinutes),
          flbStatus: r.flbStatus ?? null,
        })),
      };
    },
  };
}

export type LegReportService = ReturnType<typeof createLegReportService>;
