/**
 * The leg report (server/modules/legReport, API module `trip`): one flown leg's plan against what
 * was flown — the confirmed flight log (FLB) when there is one, else the leg's recorded takeoff and
 * landing — with delays, diversions, fuel, passengers and crew; a list of flown legs for the screen,
 * its xlsx export, and the report as a PDF. Only flown legs (else 409 `legReport.error.notFlown`).
 *
 *   GET  /trip/v1/legReports/{legId}        LegReport                 (legReport:list)
 *   GET  /trip/v1/legReports/{legId}/pdf    application/pdf           (legReport:export) ?lang=zh|zhtw|en&timeType=UTC|Local|Beijing
 *   POST /trip/v1/legReports/list           list query → LegReportRow (legReport:list)
 *   POST /trip/v1/legReports/export         xlsx of the list          (legReport:export)
 */
import { Type, type Static } from 'typebox';
import { FLB_STATUSES } from '../domain/flb/rules';
import { FUEL_UNITS } from '../domain/fleet/aircraftRules';
import { TIME_TYPES } from '../domain/timeType';
import { LEG_REPORT_SOURCES } from '../domain/trip/legReport';
import { Instant, Nullable, Uuid, type Wire } from './common';
import type { ColumnDecl } from './export';
import { OneOf } from './recordFields';

export { LEG_REPORT_SOURCES };
export const PDF_MIME = 'application/pdf';
export const PDF_LANGS = ['zh', 'zhtw', 'en'] as const;

const N = Nullable;
const Min = N(Type.Integer());
const Str = Type.String();

export const LegReportParams = Type.Object({ legId: Uuid }, { additionalProperties: false });
export const LegReportPdfQuery = Type.Object(
  { lang: Type.Optional(OneOf(PDF_LANGS)), timeType: Type.Optional(OneOf(TIME_TYPES)) },
  { additionalProperties: false },
);
export type LegReportPdfQuery = Static<typeof LegReportPdfQuery>;

/** An airport of the leg: names in the three languages (the catalogue's English name; the bundled Chinese ones) and its zone. */
const AirportOfLeg = Type.Object({ icao: Str, nameZh: Str, nameZhtw: Str, nameEn: Str, timeZone: N(Str) });
const CrewEntry = Type.Object({ crewId: N(Str), name: Str, role: Str });

export const LegReport = Type.Object({
  leg: Type.Object({
    legId: Str,
    tripId: Str,
    tripNumber: Str,
    legNumber: Type.Integer(),
    flightNo: N(Str),
    tailNo: N(Str),
    aircraftType: N(Str),
    customerName: N(Str),
    departure: AirportOfLeg,
    arrival: AirportOfLeg,
    legState: Type.Integer(),
  }),
  plan: Type.Object({ departureUtc: Instant, arrivalUtc: Instant, eteMinutes: Min, blockMinutes: Min }),
  actual: Type.Object({
    /** flb: the confirmed flight log; legActuals: the leg's takeoff and landing; null: nothing recorded. */
    source: N(OneOf(LEG_REPORT_SOURCES)),
    outUtc: N(Instant),
    offUtc: N(Instant),
    onUtc: N(Instant),
    inUtc: N(Instant),
    blockMinutes: Min,
    airMinutes: Min,
    flightMinutes: Min,
  }),
  /** Minutes actual − plan (positive: later or longer). */
  differences: Type.Object({ departureMinutes: Min, arrivalMinutes: Min, blockMinutes: Min, airMinutes: Min }),
  delay: Type.Object({ minutes: Min, reason: N(Str), reasonRequired: Type.Boolean() }),
  diversions: Type.Array(
    Type.Object({
      /** record: a diversion entered on the leg; track: a diversion the flight following detected. */
      source: OneOf(['record', 'track'] as const),
      icao: N(Str),
      time: N(Instant),
      reason: N(Str),
      status: Str,
    }),
  ),
  fuel: Type.Object({
    unit: N(OneOf(FUEL_UNITS)),
    remain: N(Type.Number()),
    uplift: N(Type.Number()),
    total: N(Type.Number()),
    block: N(Type.Number()),
    flight: N(Type.Number()),
    /** Legs carry no planned fuel yet: always null. */
    planned: N(Type.Number()),
  }),
  passengers: Type.Object({
    /** The caller's passengerView grant does not cover the customer: no names, no count. */
    hidden: Type.Boolean(),
    manifestCount: Min,
    names: Type.Array(Str),
    flbPaxNum: Min,
  }),
  crew: Type.Object({
    assigned: Type.Array(Type.Object({ ...CrewEntry.properties, status: Str, positioning: Type.Boolean() })),
    operating: Type.Array(CrewEntry),
  }),
  flb: N(Type.Object({ id: Str, status: OneOf(FLB_STATUSES), landings: Min, nightMinutes: Min })),
});
export type LegReport = Static<typeof LegReport>;
export type LegReportAnswer = Wire<LegReport>;

/** A flown leg of the list. */
export const LegReportRow = Type.Object({
  id: Str,
  tripId: Str,
  tripNumber: Str,
  legNumber: Type.Integer(),
  flightNo: N(Str),
  aircraftId: N(Str),
  tailNo: N(Str),
  departureIcao: Str,
  arrivalIcao: Str,
  departureZone: N(Str),
  arrivalZone: N(Str),
  plannedDepartureUtc: Instant,
  plannedArrivalUtc: Instant,
  actualOffUtc: N(Instant),
  actualOnUtc: N(Instant),
  plannedBlockMinutes: Min,
  actualBlockMinutes: Min,
  delayMinutes: Min,
  delayReason: N(Str),
  flbStatus: N(OneOf(FLB_STATUSES)),
});
export type LegReportRowAnswer = Wire<Static<typeof LegReportRow>>;

const col = (key: string, label: string, kind: ColumnDecl['kind'] = 'text', more: Partial<ColumnDecl> = {}): ColumnDecl => ({ key, label, kind, ...more });
/** Columns of the list (screen and export). */
export const LEG_REPORT_COLUMNS: readonly ColumnDecl[] = [
  col('tripNumber', 'legReport.field.tripNumber'),
  col('legNumber', 'legReport.field.legNumber', 'number'),
  col('flightNo', 'legReport.field.flightNo'),
  col('tailNo', 'legReport.field.tailNo'),
  col('departureIcao', 'legReport.field.departure'),
  col('arrivalIcao', 'legReport.field.arrival'),
  col('plannedDepartureUtc', 'legReport.field.plannedDeparture', 'datetime'),
  col('actualOffUtc', 'legReport.field.actualOff', 'datetime'),
  col('plannedArrivalUtc', 'legReport.field.plannedArrival', 'datetime'),
  col('actualOnUtc', 'legReport.field.actualOn', 'datetime'),
  col('plannedBlockMinutes', 'legReport.field.plannedBlock', 'number'),
  col('actualBlockMinutes', 'legReport.field.actualBlock', 'number'),
  col('delayMinutes', 'legReport.field.delayMinutes', 'number'),
  col('delayReason', 'legReport.field.delayReason'),
  col('flbStatus', 'legReport.field.flbStatus', 'enum', { enumPrefix: 'legReport.flbStatus' }),
];
