/**
 * Exports of the record lists (requirements D9): the diversion log, flight delays, outsourced
 * (civil) legs and business intentions, with the columns the screens declare (src/contract/
 * legRecords.ts, intentions.ts), statuses in the caller's language and reading, times in the time
 * type (Local: the zone of the airport the time is at; record times with no airport in UTC).
 */
import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import { INTENTION_COLUMNS, type IntentionRow } from '../../../src/contract/intentions';
import { CIVIL_LEG_COLUMNS, DIVERSION_COLUMNS, FLIGHT_DELAY_COLUMNS, LEG_LOG_COLUMNS, type CivilLegListRow, type DiversionListRow, type FlightDelayRow, type LegLogRow } from '../../../src/contract/legRecords';
import { formatInstant, type LegState } from '../../../src/domain/trip';
import { legLogChangesText, legLogLegNumber, logCommandLabel, type LegLogTextEnv } from '../../../src/domain/trip/legLogText';
import { routeText } from '../../../src/domain/trip/intentionRules';
import { legStateText } from '../../../src/domain/trip/readingText';
import { diversionStatusLabelKey, type DiversionStatus } from '../../../src/domain/trip/statuses';
import { can, type Ctx } from '../context';
import type { ListQueryBody } from '../listQuery';
import { exportColumns, type ExportEnv } from './format';
import { airportZones, namesById } from './lookups';
import { registerExport } from './registerExport';

type List<T> = (ctx: Ctx, body: ListQueryBody) => Promise<{ totalNum: number; list: readonly T[] }>;
type Diversion = Static<typeof DiversionListRow>;
type CivilLeg = Static<typeof CivilLegListRow>;
type Delay = Static<typeof FlightDelayRow>;
/** A leg log line as the service reads it (its snapshots are stored JSON). */
type LegLog = Omit<Static<typeof LegLogRow>, 'before' | 'after'> & { before: unknown; after: unknown };
const snapshot = (v: unknown): Record<string, unknown> | null => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null);
type Intention = Static<typeof IntentionRow>;

/** The services these exports read (structural: lib never imports modules). */
export interface RecordExportServices {
  legRecords: { diversions: List<Diversion>; civilLegs: List<CivilLeg>; flightDelays: List<Delay>; legLogs: List<LegLog> };
  airports: { list: List<unknown> };
  aircraft: { list: List<unknown> };
}
export interface IntentionExportServices {
  intentions: { list: List<Intention> };
  customers: { list: List<unknown> };
}

const tags = ['trip: records around a leg'];
type Zones = Map<string, string>;
const zonesIfLocal = (ctx: Ctx, s: RecordExportServices, env: ExportEnv, icaos: string[]): Promise<Zones> =>
  env.timeType === 'Local' ? airportZones(ctx, s.airports.list as List<{ icao: string; timeZone: string }>, icaos) : Promise.resolve(new Map());
const at = (z: Zones, icao: string) => z.get(icao.toUpperCase());
const route = (r: { departureIcao: string; arrivalIcao: string }) => `${r.departureIcao}-${r.arrivalIcao}`;

/** `POST /trip/v1/{diversions,flightDelays,civilLegs}/export` (`diversion:export`, `flightDelay:export`, `civilLeg:export`). */
export function registerRecordExports(app: FastifyInstance, s: RecordExportServices): void {
  registerExport<Diversion, Zones>(app, {
    base: '/trip/v1/diversions',
    access: { permission: 'diversion:export' },
    tags,
    noun: 'diversion',
    fileName: 'legRecordScreens.diversion.fileName',
    list: s.legRecords.diversions,
    lookups: (ctx, rows, env) => zonesIfLocal(ctx, s, env, rows.flatMap((r) => [r.diversionIcao, r.arrivalIcao])),
    columns: exportColumns(DIVERSION_COLUMNS, {
      tripNumber: (r) => r.tripNumber,
      legNumber: (r) => r.legNumber,
      route: (r) => route(r),
      diversionIcao: (r) => r.diversionIcao,
      diversionEta: { value: (r) => r.diversionEtaUtc, zone: (r, z) => at(z, r.diversionIcao) },
      plannedArrival: { value: (r) => r.plannedArrivalUtc, zone: (r, z) => at(z, r.arrivalIcao) },
      reason: (r) => r.reason,
      note: (r) => r.note,
      status: { value: (r) => r.status, enumLabel: (v, env) => env.tr(diversionStatusLabelKey(v as DiversionStatus)) },
      createAuthor: (r) => r.createAuthor,
      createTime: (r) => r.createTime,
    }),
  });

  registerExport<Delay, Zones>(app, {
    base: '/trip/v1/flightDelays',
    access: { permission: 'flightDelay:export' },
    tags,
    noun: 'flight delay',
    fileName: 'legRecordScreens.delay.fileName',
    list: s.legRecords.flightDelays,
    lookups: (ctx, rows, env) => zonesIfLocal(ctx, s, env, rows.map((r) => r.departureIcao)),
    columns: exportColumns(FLIGHT_DELAY_COLUMNS, {
      tripNumber: (r) => r.tripNumber,
      legNumber: (r) => r.legNumber,
      flightNo: (r) => r.flightNo,
      route: (r) => route(r),
      plannedDeparture: { value: (r) => r.plannedDepartureUtc, zone: (r, z) => at(z, r.departureIcao) },
      actualOff: { value: (r) => r.actualOffUtc, zone: (r, z) => at(z, r.departureIcao) },
      delayMinutes: (r) => r.delayMinutes,
      delayReason: (r) => r.delayReason,
    }),
  });

  registerExport<CivilLeg, Zones>(app, {
    base: '/trip/v1/civilLegs',
    access: { permission: 'civilLeg:export' },
    tags,
    noun: 'outsourced leg',
    fileName: 'legRecordScreens.civil.fileName',
    list: s.legRecords.civilLegs,
    lookups: (ctx, rows, env) => zonesIfLocal(ctx, s, env, rows.map((r) => r.departureIcao)),
    columns: exportColumns(CIVIL_LEG_COLUMNS, {
      tripNumber: (r) => r.tripNumber,
      legNumber: (r) => r.legNumber,
      route: (r) => route(r),
      plannedDeparture: { value: (r) => r.plannedDepartureUtc, zone: (r, z) => at(z, r.departureIcao) },
      legState: { value: (r) => r.legState, enumLabel: (v, env) => legStateText(v as LegState, env.legStateReading, env.tr) },
      capacityNumber: (r) => r.capacityNumber,
      supplier: (r) => r.supplier,
      contact: (r) => r.contact,
      currency: (r) => r.currency,
      amount: (r) => r.amount,
      settlementTime: (r) => r.settlementTime,
      note: (r) => r.note,
    }),
  });
}

/** Aircraft tails by id for the leg log's changes, when the caller may read the fleet (as on screen). */
async function tailsOf(ctx: Ctx, s: RecordExportServices, rows: readonly LegLog[]): Promise<Record<string, string>> {
  if (!can(ctx.principal, 'aircraft:list')) return {};
  const ids = rows.flatMap((r) => [snapshot(r.before)?.aircraftId, snapshot(r.after)?.aircraftId]).filter((v): v is string => typeof v === 'string');
  return ids.length ? Object.fromEntries(await namesById(ctx, s.aircraft.list as List<{ id: string; tailNo: string }>, ids, (a) => a.tailNo)) : {};
}

/** The leg log's text environment: the caller's language and reading; times in the time type, UTC when Local (a log line has no airport). */
const legLogTextEnv = (env: ExportEnv, tails: Record<string, string>): LegLogTextEnv => {
  const tt = env.timeType === 'Local' ? 'UTC' : env.timeType;
  return {
    tr: env.tr,
    timeText: (iso) => {
      try {
        return formatInstant(iso, tt).text;
      } catch {
        return iso;
      }
    },
    tails,
    legReading: env.legStateReading,
  };
};

/** `POST /trip/v1/legLogs/export` (`tripLeg:export`): the changes as the leg log screen writes them (src/domain/trip/legLogText.ts). */
export function registerLegLogExport(app: FastifyInstance, s: RecordExportServices): void {
  registerExport<LegLog, LegLogTextEnv>(app, {
    base: '/trip/v1/legLogs',
    access: { permission: 'tripLeg:export' },
    tags,
    noun: 'leg log',
    fileName: 'legDetail.log.fileName',
    list: s.legRecords.legLogs,
    lookups: async (ctx, rows, env) => legLogTextEnv(env, await tailsOf(ctx, s, rows)),
    columns: exportColumns(LEG_LOG_COLUMNS, {
      time: (r) => r.time,
      legNumber: (r) => legLogLegNumber(snapshot(r.before), snapshot(r.after)),
      userName: (r) => r.userName,
      command: (r, e) => logCommandLabel(e.tr, r.command),
      changes: (r, e) => legLogChangesText(e, snapshot(r.before), snapshot(r.after)),
    }),
  });
}

/** `POST /trip/v1/intentions/export` (`intention:export`): customers by name as the list shows them. */
export function registerIntentionExport(app: FastifyInstance, s: IntentionExportServices): void {
  registerExport<Intention, Map<string, string>>(app, {
    base: '/trip/v1/intentions',
    access: { permission: 'intention:export' },
    tags: ['trip: business intentions'],
    noun: 'business intention',
    fileName: 'intention.list.fileName',
    list: s.intentions.list,
    lookups: (ctx, rows) => namesById(ctx, s.customers.list as List<{ id: string; name: string }>, rows.map((r) => r.customerId), (c) => c.name),
    columns: exportColumns(INTENTION_COLUMNS, {
      intentionNumber: (r) => r.intentionNumber,
      customer: (r, names) => names.get(r.customerId),
      contact: (r) => [r.contactName, r.contactPhone].filter(Boolean).join(' '),
      status: (r) => r.status,
      route: (r) => routeText(r.requestedLegs),
      firstDeparture: (r) => r.requestedLegs[0]?.departureUtc,
      createTime: (r) => r.createTime,
    }),
  });
}
