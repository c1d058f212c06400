/**
 * What the crew module's duty-time routes answer (server/modules/crew/duty*), shared by the server
 * and the browser: regulations, the duty-period check, the flight-time and fatigue reports, and the
 * duty verdict a scheduling change answers with. Instants are ISO UTC strings; durations minutes.
 */
import type { CheckItem, CheckKind, Level } from './check';
import type { PresetKey, Regulation } from './regulation';

/** Error and warning keys (namespace `dutyTime`); every one is translated in zh, zhtw and en. */
export const DK = {
  /** An operator's regulation is looser than its preset: params `{ items: Loosening[] }`. */
  regulationLoosens: 'dutyTime.error.regulationLoosens',
  /** The tables' shape (bands, columns, citations) differs from the preset's. */
  regulationShape: 'dutyTime.error.regulationShape',
  /** Presets are built in and read-only. */
  presetReadOnly: 'dutyTime.error.presetReadOnly',
  /** The company's default regulation cannot be deleted. */
  regulationInUse: 'dutyTime.error.regulationInUse',
  /** A change breaks a duty limit: params `{ duty: DutyChangeVerdict }`. Forceable only when `duty.forceable`. */
  dutyRefused: 'dutyTime.error.dutyRefused',
  /** A change reaches the warning share of a limit: params `{ duty }`; resend with `dutyForceReason`. */
  dutyWarning: 'dutyTime.error.dutyWarning',
  /** A forced warning needs a reason. */
  forceReasonRequired: 'dutyTime.error.forceReasonRequired',
  /** A check period longer than the maximum: params `{ maxDays }`. */
  periodTooLong: 'dutyTime.error.periodTooLong',
} as const;
export type DutyErrorKey = (typeof DK)[keyof typeof DK];

/** The longest period one duty-period check or report covers. */
export const DUTY_CHECK_MAX_DAYS = 62;

/** One row of `POST /crew/v1/regulations/list`: the four presets (builtIn) and the company's own. */
export interface RegulationRow {
  /** A preset's key, or the uuid of the company's regulation. */
  id: string;
  name: string;
  basedOn: PresetKey | null;
  builtIn: boolean;
  /** The company's regulation for scheduling checks and the Gantt crew view. */
  isDefault: boolean;
  enabled: boolean;
  warningRatio: number;
  alertMinutes: number | null;
  note: string | null;
  version: number;
  updateTime: string | null;
  updateUserName: string | null;
}

/** `GET /crew/v1/regulations/{id}`: the row, its whole regulation, and the preset it tightens. */
export interface RegulationDetail extends RegulationRow {
  regulation: Regulation;
  preset: Regulation;
}

/** Create `POST /crew/v1/regulations` (a copy of `basedOn`, tightened); update `PUT …/{id}` adds `version`. */
export interface RegulationInput {
  name: string;
  basedOn: PresetKey;
  enabled?: boolean;
  note?: string | null;
  regulation: Regulation;
}

/** A value of an operator's regulation looser than its preset's (`path` like `fdp.basic.minutes.3.1`). */
export interface Loosening {
  path: string;
  preset: number | string | boolean | null;
  value: number | string | boolean | null;
}

/** One leg of a duty period as the check shows it. */
export interface DutyLegView {
  legId: string;
  tripId: string;
  tripNumber: string;
  legNumber: number;
  departureIcao: string;
  arrivalIcao: string;
  departure: string;
  arrival: string;
  positioning: boolean;
  role: string;
}

/** One duty period with its numbers (requirements D3 "Duty-period check fields") and verdict. */
export interface DutyPeriodView {
  /** 1-based in the answer. */
  dutyPeriodNo: number;
  /** Stable id: the first leg's id. */
  dutyId: string;
  report: string;
  fdpEnd: string;
  release: string;
  /** Where the duty starts and ends, and the IANA zone of the reference time. */
  startIcao: string;
  endIcao: string;
  referenceZone: string;
  reportTimeLocal: string;
  acclimatised: boolean | 'unknown';
  /** Pilots on the operating legs (the fewest), `peoples` of the spec. */
  peoples: number;
  sectors: number;
  positioningSectors: number;
  /** Positioning before the first operating sector / after the last (transitDutyType of the spec). */
  transitDutyType: 'none' | 'before' | 'after' | 'both';
  preparationMinutes: number;
  finishingMinutes: number;
  restBeforeMinutes: number | null;
  restAfterMinutes: number | null;
  fdpMinutes: number;
  dutyMinutes: number;
  flightMinutes: number;
  maxFdpMinutes: number | null;
  woclMinutes: number;
  /** Only history: periods before the check's start are context, not judged. */
  judged: boolean;
  verdict: 'pass' | 'warning' | 'fail';
  items: CheckItem[];
  legs: DutyLegView[];
}

/** `POST /crew/v1/dutyChecks/check` body `{ crewId, from, to, regulationId }`. */
export interface DutyCheckAnswer {
  crew: { id: string; workNo: string; cnName: string; enName: string | null; baseIcao: string | null; crewType: string };
  regulation: { id: string; name: string; basedOn: PresetKey | null; warningRatio: number; alertMinutes: number | null };
  from: string;
  to: string;
  verdict: 'pass' | 'warning' | 'fail';
  duties: DutyPeriodView[];
}

/** A cumulative figure of a report: actual, limit, margin and level. */
export interface ReportFigure {
  check: CheckKind;
  rule: string;
  actualMinutes: number;
  limitMinutes: number | null;
  marginMinutes: number | null;
  level: Level;
}

/** `POST /crew/v1/reports/flightTime` body `{ date, crewIds, regulationId }`: one row per crew member. */
export interface FlightTimeReportRow {
  crewId: string;
  workNo: string;
  cnName: string;
  enName: string | null;
  /** Flight time on the date (reference: the crew's base zone, else Beijing). */
  dayMinutes: number;
  last7DaysMinutes: number;
  last28DaysMinutes: number;
  monthMinutes: number;
  yearMinutes: number;
  /** The regulation's cumulative limits as of the end of the date. */
  figures: ReportFigure[];
  verdict: 'pass' | 'warning' | 'fail';
}

/** `POST /crew/v1/reports/fatigue` body `{ date, crewIds, regulationId }`: the 7 days ending with the date. */
export interface FatigueReportRow {
  crewId: string;
  workNo: string;
  cnName: string;
  enName: string | null;
  dutyPeriods: number;
  dutyMinutes: number;
  fdpMinutes: number;
  flightMinutes: number;
  /** Duty periods touching the WOCL, and their minutes inside it. */
  woclDuties: number;
  woclMinutes: number;
  /** Duty periods starting 00:00–04:59 or ending after 23:59 reference time (early starts, late finishes). */
  earlyStarts: number;
  lateFinishes: number;
  /** Shortest rest between two duty periods of the window; null with fewer than two. */
  shortestRestMinutes: number | null;
  /** Consecutive calendar days with duty, ending with the date. */
  consecutiveDutyDays: number;
  /** Duty periods of the window at a warning or a failure. */
  warnings: number;
  failures: number;
  verdict: 'pass' | 'warning' | 'fail';
}

export interface ReportAnswer<R> {
  date: string;
  regulation: DutyCheckAnswer['regulation'];
  rows: R[];
}

/** The duty verdict of a scheduling change (crew on a leg, leg times, Gantt drag) for each pilot it touches. */
export interface DutyChangeVerdict {
  verdict: 'pass' | 'warning' | 'fail';
  /** False when a failure also breaks the preset the regulation is based on: no reason can force it. */
  forceable: boolean;
  regulation: { id: string; name: string };
  crews: Array<{
    crewId: string;
    workNo: string;
    cnName: string;
    verdict: 'pass' | 'warning' | 'fail';
    /** New or worse items only; what was already wrong before the change does not block it. */
    items: Array<CheckItem & { report: string; presetFails: boolean }>;
  }>;
}
