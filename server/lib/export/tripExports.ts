/**
 * Exports of the trip and leg lists (requirements D9): the columns the screens declare
 * (src/contract/listColumns.ts), statuses in the caller's reading and language, planned times in
 * the time type (Local: the zone of the departure or arrival airport).
 */
import type { FastifyInstance } from 'fastify';
import { LEG_COLUMNS, TRIP_COLUMNS } from '../../../src/contract/listColumns';
import { eteText, summariseLegs, type LegState, type TripLegSummary, type TripStatus } from '../../../src/domain/trip';
import { legStateText, tripStatusText } from '../../../src/domain/trip/readingText';
import type { Ctx } from '../context';
import type { ListQueryBody } from '../listQuery';
import { exportColumns, type ExportEnv } from './format';
import { airportZones, namesById, rowsWhereIn } from './lookups';
import { registerExport } from './registerExport';

type List<T> = (ctx: Ctx, body: ListQueryBody) => Promise<{ totalNum: number; list: readonly T[] }>;

interface TripLike {
  id: string;
  tripNumber: string;
  customerId: string;
  status: TripStatus;
  createTime: string;
}
interface LegLike {
  id: string;
  tripId: string;
  tripNumber: string;
  legNumber: number;
  flightNo: string | null;
  departureIcao: string;
  arrivalIcao: string;
  plannedDepartureUtc: string;
  plannedArrivalUtc: string;
  eteMinutes: number | null;
  legState: number;
}

/** The services these exports read (structural: lib never imports modules). */
export interface TripExportServices {
  trips: { list: List<unknown>; listLegs: List<unknown> };
  customers: { list: List<unknown> };
  airports: { list: List<unknown> };
}

const zonesIfLocal = (ctx: Ctx, s: TripExportServices, env: ExportEnv, icaos: string[]) =>
  env.timeType === 'Local' ? airportZones(ctx, s.airports.list as List<{ icao: string; timeZone: string }>, icaos) : Promise.resolve(new Map<string, string>());

interface TripLookups {
  legs: Record<string, TripLegSummary<LegLike>>;
  customers: Map<string, string>;
  zones: Map<string, string>;
}

/** `POST /trip/v1/trips/export` (`trip:export`) and `POST /trip/v1/tripLegs/export` (`tripLeg:export`). */
export function registerTripExports(app: FastifyInstance, s: TripExportServices): void {
  const legList = s.trips.listLegs as List<LegLike>;

  registerExport<TripLike, TripLookups>(app, {
    base: '/trip/v1/trips',
    access: { permission: 'trip:export' },
    tags: ['trip: trips and legs'],
    noun: 'trip',
    fileName: 'tripScreens.trip.fileName',
    list: s.trips.list,
    lookups: async (ctx, rows, env) => {
      // the legs the caller may see, as the list's leg count and first / last times use them
      const legs = summariseLegs(await rowsWhereIn(ctx, legList, 'tripId', rows.map((r) => r.id), 'plannedDepartureUtc'));
      const icaos = Object.values(legs).flatMap((l) => [l.firstDeparture?.departureIcao ?? '', l.lastArrival?.arrivalIcao ?? '']);
      return {
        legs,
        customers: await namesById(ctx, s.customers.list as List<{ id: string; name: string }>, rows.map((r) => r.customerId), (c) => c.name),
        zones: await zonesIfLocal(ctx, s, env, icaos),
      };
    },
    columns: exportColumns(TRIP_COLUMNS, {
      tripNumber: (r) => r.tripNumber,
      customer: (r, l) => l.customers.get(r.customerId),
      status: { value: (r) => r.status, enumLabel: (v, env) => tripStatusText(v as TripStatus, env.tripStatusReading, env.tr) },
      legs: (r, l) => l.legs[r.id]?.count,
      firstDeparture: { value: (r, l) => l.legs[r.id]?.firstDeparture?.plannedDepartureUtc, zone: (r, l) => l.zones.get(l.legs[r.id]?.firstDeparture?.departureIcao ?? '') },
      lastArrival: { value: (r, l) => l.legs[r.id]?.lastArrival?.plannedArrivalUtc, zone: (r, l) => l.zones.get(l.legs[r.id]?.lastArrival?.arrivalIcao ?? '') },
      createTime: (r) => r.createTime,
    }),
  });

  registerExport<LegLike, Map<string, string>>(app, {
    base: '/trip/v1/tripLegs',
    access: { permission: 'tripLeg:export' },
    tags: ['trip: trips and legs'],
    noun: 'trip leg',
    fileName: 'tripScreens.leg.fileName',
    list: legList,
    lookups: (ctx, rows, env) => zonesIfLocal(ctx, s, env, rows.flatMap((r) => [r.departureIcao, r.arrivalIcao])),
    columns: exportColumns(LEG_COLUMNS, {
      tripNumber: (r) => r.tripNumber,
      legNumber: (r) => r.legNumber,
      flightNo: (r) => r.flightNo,
      route: (r) => `${r.departureIcao}-${r.arrivalIcao}`,
      plannedDeparture: { value: (r) => r.plannedDepartureUtc, zone: (r, z) => z.get(r.departureIcao.toUpperCase()) },
      plannedArrival: { value: (r) => r.plannedArrivalUtc, zone: (r, z) => z.get(r.arrivalIcao.toUpperCase()) },
      ete: (r) => eteText(r.eteMinutes),
      legState: { value: (r) => r.legState, enumLabel: (v, env) => legStateText(v as LegState, env.legStateReading, env.tr) },
    }),
  });
}
