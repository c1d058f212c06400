/**
 * Exports of the duty-time screens (requirements D9): the regulation list through the generic list
 * export, and the computed tables — the duty-period check and the flight-time and fatigue reports —
 * through small routes of their own, since their bodies are the screens' own (a crew member and a
 * period, or a date and crew members) and not a list query. Each writes the columns the screen shows,
 * in the caller's language and time type (durations as 'H:MM', the header says so).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  DUTY_CHECK_COLUMNS,
  DutyCheckExportBody,
  FATIGUE_COLUMNS,
  FLIGHT_TIME_COLUMNS,
  REGULATION_COLUMNS,
  ReportExportBody,
  type DutyColumnDecl,
} from '../../../src/contract/dutyTime/columns';
import type { CheckItem, DutyCheckAnswer, DutyCheckBody, DutyPeriodView, FatigueReportAnswer, FatigueReportRow, FlightTimeReportAnswer, FlightTimeReportRow, RegulationRow, ReportBody, ReportFigure } from '../../../src/contract/dutyTime';
import { XLSX_MIME } from '../../../src/contract/export';
import { hm, itemValue } from '../../../src/domain/dutyTime/durations';
import { DEFAULT_TIME_TYPE, type TimeType } from '../../../src/domain/timeType';
import { DEFAULT_LEG_STATE_READING, DEFAULT_TRIP_STATUS_READING } from '../../../src/domain/trip/states';
import { ctxOf } from '../../plugins/access';
import type { Ctx } from '../context';
import { badRequest } from '../errors';
import type { ListQueryBody } from '../listQuery';
import { pickLang, translate } from '../messages';
import { errorResponses } from '../../../src/contract/common';
import { cellValue, exportColumns, headerText, type ExportColumn, type ExportEnv } from './format';
import { airportZones } from './lookups';
import { attachment, registerExport } from './registerExport';
import { workbookBytes } from './workbook';

type List<T> = (ctx: Ctx, body: ListQueryBody) => Promise<{ totalNum: number; list: readonly T[] }>;

/** The services these exports read (structural: lib never imports modules). */
export interface DutyExportServices {
  regulations: { list: List<RegulationRow> };
  duty: { check: (ctx: Ctx, q: DutyCheckBody) => Promise<DutyCheckAnswer> };
  dutyReports: { flightTime: (ctx: Ctx, q: ReportBody) => Promise<FlightTimeReportAnswer>; fatigue: (ctx: Ctx, q: ReportBody) => Promise<FatigueReportAnswer> };
  airports: { list: List<unknown> };
}

const TAGS = ['crew: duty time'];
const crewName = (c: { cnName: string; enName: string | null }) => (c.enName ? `${c.cnName} (${c.enName})` : c.cnName);
const percent = (ratio: number) => `${Math.round(ratio * 100)}%`;

/** The caller's language and time type. */
function envOf(request: FastifyRequest, timeType: TimeType | undefined): ExportEnv {
  const lang = pickLang(request.headers['accept-language']);
  return { tr: (key, params) => translate(key, lang, params), timeType: timeType ?? DEFAULT_TIME_TYPE, legStateReading: DEFAULT_LEG_STATE_READING, tripStatusReading: DEFAULT_TRIP_STATUS_READING };
}

/** A column of a computed table: its declaration (or a header of its own) and a row's value. */
interface TableColumn<R> {
  decl: DutyColumnDecl;
  header?: string;
  value: (row: R) => unknown;
  zone?: (row: R) => string | null | undefined;
}

/** The header as the screen shows it: the label, the zone of a time, '(H:MM)' of a duration. */
const headerOf = <R>(c: TableColumn<R>, env: ExportEnv) => (c.header ?? headerText(c.decl, env)) + (c.decl.hm ? ' (H:MM)' : '');

/** The asked columns among those the table has (400 for another). */
function pick<R>(available: readonly TableColumn<R>[], keys: readonly string[]): TableColumn<R>[] {
  const byKey = new Map(available.map((c) => [c.decl.key, c]));
  return keys.map((k) => {
    const c = byKey.get(k);
    if (!c) throw badRequest({ fields: { columns: { key: 'export.error.unknownColumn', params: { value: k } } } });
    return c;
  });
}

async function sendTable<R>(reply: FastifyReply, env: ExportEnv, sheet: string, fileName: string, columns: readonly TableColumn<R>[], rows: readonly R[]) {
  const cols = columns.map((c): ExportColumn<R, undefined> => ({ ...c.decl, value: c.value, zone: c.zone }));
  const cells = rows.map((r) => cols.map((c) => cellValue(c, r, undefined, env)));
  const bytes = await workbookBytes(sheet, columns.map((c) => ({ header: headerOf(c, env), kind: c.decl.kind })), cells);
  return reply.header('content-type', XLSX_MIME).header('content-disposition', attachment(fileName)).header('access-control-expose-headers', 'content-disposition').send(bytes);
}

/** Value getters of the declared columns by key (every declared key needs one). */
function tableColumns<R>(decls: readonly DutyColumnDecl[], values: Record<string, ((row: R) => unknown) | Omit<TableColumn<R>, 'decl'>>): TableColumn<R>[] {
  return decls.map((decl) => {
    const v = values[decl.key];
    if (!v) throw new Error(`export column ${decl.key} has no value`);
    return typeof v === 'function' ? { decl, value: v } : { decl, ...v };
  });
}

/** An item as one line: 'FDP · rule · limit 13:00 · actual 13:30 · margin -0:30 · Over the limit'. */
function itemText(env: ExportEnv, i: CheckItem): string {
  const parts = [env.tr(`dutyTime.check.${i.check}`), i.rule];
  if (i.limitMinutes !== null) parts.push(`${env.tr('dutyTime.item.limit')} ${itemValue(i, i.limitMinutes)}`);
  parts.push(`${env.tr('dutyTime.item.actual')} ${itemValue(i, i.actualMinutes)}`);
  if (i.marginMinutes !== null) parts.push(`${env.tr('dutyTime.item.margin')} ${itemValue(i, i.marginMinutes)}`);
  parts.push(env.tr(`dutyTime.level.${i.level}`));
  return parts.join(' · ');
}

function dutyCheckColumns(env: ExportEnv, zones: Map<string, string>): TableColumn<DutyPeriodView>[] {
  const zone = (icao: string) => zones.get(icao.toUpperCase()) ?? null;
  const acclimatised = (v: DutyPeriodView['acclimatised']) => env.tr(`dutyTime.acclimatised.${v === 'unknown' ? 'unknown' : v ? 'yes' : 'no'}`);
  return tableColumns<DutyPeriodView>(DUTY_CHECK_COLUMNS, {
    no: (d) => d.dutyPeriodNo,
    report: { value: (d) => d.report, zone: (d) => zone(d.startIcao) },
    release: { value: (d) => d.release, zone: (d) => zone(d.endIcao) },
    route: (d) => `${d.startIcao}–${d.endIcao}`,
    referenceTime: (d) => `${d.reportTimeLocal} ${d.referenceZone}`,
    acclimatised: (d) => acclimatised(d.acclimatised),
    peoples: (d) => d.peoples,
    sectors: (d) => (d.positioningSectors > 0 ? `${d.sectors} (+${d.positioningSectors})` : String(d.sectors)),
    transit: (d) => env.tr(`dutyTime.transit.${d.transitDutyType}`),
    preparation: (d) => hm(d.preparationMinutes),
    fdp: (d) => hm(d.fdpMinutes),
    maxFdp: (d) => hm(d.maxFdpMinutes),
    duty: (d) => hm(d.dutyMinutes),
    flight: (d) => hm(d.flightMinutes),
    restBefore: (d) => hm(d.restBeforeMinutes),
    restAfter: (d) => hm(d.restAfterMinutes),
    wocl: (d) => hm(d.woclMinutes),
    verdict: (d) => (d.judged ? env.tr(`dutyTime.level.${d.verdict}`) : env.tr('dutyTime.duty.history')),
    findings: (d) => d.items.filter((i) => i.level === 'warning' || i.level === 'fail').map((i) => itemText(env, i)).join('\n'),
  });
}

type Crew = Pick<FlightTimeReportRow, 'workNo' | 'cnName' | 'enName' | 'verdict'>;
const crewValues = <R extends Crew>(env: ExportEnv) => ({ workNo: (r: R) => r.workNo, name: (r: R) => crewName(r), verdict: (r: R) => env.tr(`dutyTime.level.${r.verdict}`) });

const figureKey = (f: Pick<ReportFigure, 'check' | 'rule'>) => `${f.check}|${f.rule}`;

/** The report's columns: the fixed ones and one per cumulative figure, in the order the rows carry them (as the screen). */
function flightTimeColumns(env: ExportEnv, rows: readonly FlightTimeReportRow[]): TableColumn<FlightTimeReportRow>[] {
  const heads = new Map<string, ReportFigure>();
  for (const r of rows) for (const f of r.figures) if (!heads.has(figureKey(f))) heads.set(figureKey(f), f);
  const figures = [...heads.values()].map((head, i): TableColumn<FlightTimeReportRow> => ({
    decl: { key: `figure${i}`, label: head.rule, kind: 'text' },
    header: `${head.rule} (${env.tr('dutyTime.report.figureHint')})`,
    value: (r) => {
      const f = r.figures.find((x) => figureKey(x) === figureKey(head));
      return f ? `${hm(f.actualMinutes)} / ${f.limitMinutes === null ? '—' : hm(f.limitMinutes)} / ${hm(f.marginMinutes)}` : '';
    },
  }));
  const fixed = tableColumns<FlightTimeReportRow>(FLIGHT_TIME_COLUMNS, {
    ...crewValues<FlightTimeReportRow>(env),
    day: (r) => hm(r.dayMinutes),
    last7Days: (r) => hm(r.last7DaysMinutes),
    last28Days: (r) => hm(r.last28DaysMinutes),
    month: (r) => hm(r.monthMinutes),
    year: (r) => hm(r.yearMinutes),
  });
  return [...fixed.slice(0, -1), ...figures, fixed[fixed.length - 1]!];
}

function fatigueColumns(env: ExportEnv): TableColumn<FatigueReportRow>[] {
  return tableColumns<FatigueReportRow>(FATIGUE_COLUMNS, {
    ...crewValues<FatigueReportRow>(env),
    dutyPeriods: (r) => r.dutyPeriods,
    dutyMinutes: (r) => hm(r.dutyMinutes),
    fdpMinutes: (r) => hm(r.fdpMinutes),
    flightMinutes: (r) => hm(r.flightMinutes),
    woclDuties: (r) => r.woclDuties,
    woclMinutes: (r) => hm(r.woclMinutes),
    earlyStarts: (r) => r.earlyStarts,
    lateFinishes: (r) => r.lateFinishes,
    shortestRest: (r) => hm(r.shortestRestMinutes),
    consecutiveDutyDays: (r) => r.consecutiveDutyDays,
    warnings: (r) => r.warnings,
    failures: (r) => r.failures,
  });
}

/** Every export of the duty-time screens. */
export function registerDutyExports(app: FastifyInstance, s: DutyExportServices): void {
  registerExport<RegulationRow>(app, {
    base: '/crew/v1/regulations',
    access: { permission: 'regulation:export' },
    tags: TAGS,
    noun: 'regulation',
    fileName: 'dutyTime.regulation.fileName',
    list: s.regulations.list,
    columns: exportColumns<RegulationRow>(REGULATION_COLUMNS, {
      name: (r) => r.name,
      basedOn: (r) => r.basedOn,
      warningRatio: (r) => percent(r.warningRatio),
      alertHours: (r) => hm(r.alertMinutes),
      enabled: (r) => r.enabled,
      note: (r) => r.note,
      updateTime: (r) => r.updateTime,
      updateUserName: (r) => r.updateUserName,
    }),
  });

  app.post('/crew/v1/dutyChecks/export', {
    config: { access: { permission: 'dutyCheck:export' } },
    schema: { tags: TAGS, summary: 'Export a duty-period check as xlsx (needs dutyCheck:export): its table and the findings of each duty period', body: DutyCheckExportBody, produces: [XLSX_MIME], response: errorResponses },
    handler: async (request: FastifyRequest<{ Body: DutyCheckExportBody }>, reply) => {
      const { columns, timeType, ...q } = request.body;
      const env = envOf(request, timeType);
      const ctx = ctxOf(request);
      const answer = await s.duty.check(ctx, q);
      const icaos = answer.duties.flatMap((d) => [d.startIcao, d.endIcao]);
      const zones = env.timeType === 'Local' ? await airportZones(ctx, s.airports.list as List<{ icao: string; timeZone: string }>, icaos) : new Map<string, string>();
      const name = env.tr('dutyTime.duty.fileName');
      return sendTable(reply, env, name, `${name}-${answer.crew.workNo}-${answer.from.slice(0, 10)}-${answer.to.slice(0, 10)}.xlsx`, pick(dutyCheckColumns(env, zones), columns), answer.duties);
    },
  });

  const report = <R>(path: string, perm: string, screen: string, run: (ctx: Ctx, q: ReportBody) => Promise<{ date: string; rows: R[] }>, columnsOf: (env: ExportEnv, rows: readonly R[]) => TableColumn<R>[]) =>
    app.post(path, {
      config: { access: { permission: perm } },
      schema: { tags: TAGS, summary: `Export the ${screen} as xlsx (needs ${perm}): the columns the screen shows`, body: ReportExportBody, produces: [XLSX_MIME], response: errorResponses },
      handler: async (request: FastifyRequest<{ Body: ReportExportBody }>, reply) => {
        const { columns, timeType, ...q } = request.body;
        const env = envOf(request, timeType);
        const answer = await run(ctxOf(request), q);
        const name = env.tr(`dutyTime.report.${screen}.fileName`);
        return sendTable(reply, env, name, `${name}-${answer.date}.xlsx`, pick(columnsOf(env, answer.rows), columns), answer.rows);
      },
    });
  report('/crew/v1/reports/flightTime/export', 'flightTimeReport:export', 'flightTimeReport', s.dutyReports.flightTime, flightTimeColumns);
  report('/crew/v1/reports/fatigue/export', 'fatigueReport:export', 'fatigueReport', s.dutyReports.fatigue, (env) => fatigueColumns(env));
}

