/**
 * Columns of the duty-time tables as the screens show them and the xlsx exports write them: the key
 * the screen's column has (and the export asks for), the header's i18n key, how values read, and
 * `hm` for durations written 'H:MM' (the header says so). The flight-time report also has one
 * column per cumulative limit of the regulation, `figure<i>` in the order the rows carry them.
 */
import { Type, type Static } from 'typebox';
import type { ColumnDecl } from '../export';
import { ExportBodySchema } from '../export';
import { DutyCheckBody, ReportBody } from './index';

export interface DutyColumnDecl extends ColumnDecl {
  /** A duration in minutes, written 'H:MM'. */
  readonly hm?: true;
}

const R = 'dutyTime.regulation';
const D = 'dutyTime.duty';
const P = 'dutyTime.report';
const text = (key: string, prefix: string, label = key): DutyColumnDecl => ({ key, label: `${prefix}.${label}`, kind: 'text' });
const num = (key: string, prefix: string): DutyColumnDecl => ({ key, label: `${prefix}.${key}`, kind: 'number' });
const mins = (key: string, prefix: string): DutyColumnDecl => ({ key, label: `${prefix}.${key}`, kind: 'text', hm: true });

/** The regulation list (its row actions are not a column). */
export const REGULATION_COLUMNS: readonly DutyColumnDecl[] = [
  text('name', R),
  text('basedOn', R),
  text('warningRatio', R),
  mins('alertHours', R),
  { key: 'enabled', label: `${R}.enabled`, kind: 'boolean' },
  text('note', R),
  // an update has no airport: Local shows it in UTC
  { key: 'updateTime', label: `${R}.updated`, kind: 'datetime', utcInLocal: true },
  text('updateUserName', R, 'updatedBy'),
];

/** The duty-period check's table, then the findings (items at a warning or a failure, one line each). */
export const DUTY_CHECK_COLUMNS: readonly DutyColumnDecl[] = [
  num('no', D),
  { key: 'report', label: `${D}.report`, kind: 'datetime' },
  { key: 'release', label: `${D}.release`, kind: 'datetime' },
  text('route', D),
  text('referenceTime', D),
  text('acclimatised', D),
  num('peoples', D),
  text('sectors', D),
  text('transit', D),
  mins('preparation', D),
  mins('fdp', D),
  mins('maxFdp', D),
  mins('duty', D),
  mins('flight', D),
  mins('restBefore', D),
  mins('restAfter', D),
  mins('wocl', D),
  text('verdict', D),
  text('findings', D),
];

const CREW = [text('workNo', P), text('name', P)];

/** The flight-time report's fixed columns (the `figure<i>` columns come between `year` and `verdict`). */
export const FLIGHT_TIME_COLUMNS: readonly DutyColumnDecl[] = [...CREW, mins('day', P), mins('last7Days', P), mins('last28Days', P), mins('month', P), mins('year', P), text('verdict', P)];

export const FATIGUE_COLUMNS: readonly DutyColumnDecl[] = [
  ...CREW,
  num('dutyPeriods', P),
  mins('dutyMinutes', P),
  mins('fdpMinutes', P),
  mins('flightMinutes', P),
  num('woclDuties', P),
  mins('woclMinutes', P),
  num('earlyStarts', P),
  num('lateFinishes', P),
  mins('shortestRest', P),
  num('consecutiveDutyDays', P),
  num('warnings', P),
  num('failures', P),
  text('verdict', P),
];

const ExportFields = { columns: ExportBodySchema.properties.columns, timeType: ExportBodySchema.properties.timeType };

/** `POST /crew/v1/dutyChecks/export`: the check's body plus the shown columns and the time type. */
export const DutyCheckExportBody = Type.Object({ ...DutyCheckBody.properties, ...ExportFields }, { additionalProperties: false });
/** `POST /crew/v1/reports/flightTime/export` and `…/fatigue/export`: the report's body plus the shown columns. */
export const ReportExportBody = Type.Object({ ...ReportBody.properties, ...ExportFields }, { additionalProperties: false });
export type DutyCheckExportBody = Static<typeof DutyCheckExportBody>;
export type ReportExportBody = Static<typeof ReportExportBody>;
