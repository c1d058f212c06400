/**
 * The crew module's duty-time endpoints (server/modules/crew/dutyRoutes.ts): regulations (the four
 * built-in presets and the company's own copies), the duty-period check, the flight-time and
 * fatigue reports, and the duty verdict a scheduling change answers with (400 params). Instants are
 * ISO UTC strings; durations minutes. Enums and message keys come from src/domain/dutyTime.
 */
import { Type, type Static, type TSchema } from 'typebox';
import { LEG_TIMES_FROM, type DutyChangeVerdict as DomainChangeVerdict, type Loosening as DomainLoosening } from '../../domain/dutyTime/api';
import { CHECK_KINDS, LEVELS, VERDICTS, type CheckItem as DomainCheckItem } from '../../domain/dutyTime/check';
import { Nullable, Uuid } from '../common';
import { ListQuerySchema, listAnswerSchema } from '../listQuery';
import { PresetKeySchema, RegulationSchema } from './regulation';
import type { Same } from './same';

export { PresetKeySchema, RegulationSchema } from './regulation';

const Str = Type.String();
const Int = Type.Integer();
const Num = Type.Number();
/** An instant the server writes as an ISO UTC string. */
const Iso = Type.String({ format: 'date-time' });
const Obj = <P extends Record<string, TSchema>>(p: P) => Type.Object(p, { additionalProperties: false });
const OneOf = <T extends string>(values: readonly T[]) => Type.Unsafe<T>({ type: 'string', enum: [...values] });

export const VerdictSchema = OneOf(VERDICTS);

/** A regulation: a preset's key or the uuid of the company's own. */
export const RegulationId = Type.Union([Uuid, PresetKeySchema]);
export const RegulationParams = Obj({ id: RegulationId });

// ---- regulations ----

/** One row of `POST /crew/v1/regulations/list`: the four presets (builtIn) and the company's own. */
export const RegulationRow = Obj({
  /** A preset's key, or the uuid of the company's regulation. */
  id: Str,
  name: Str,
  basedOn: Nullable(PresetKeySchema),
  builtIn: Type.Boolean(),
  /** The company's regulation for scheduling checks and the Gantt crew view. */
  isDefault: Type.Boolean(),
  enabled: Type.Boolean(),
  warningRatio: Num,
  alertMinutes: Nullable(Num),
  note: Nullable(Str),
  version: Int,
  updateTime: Nullable(Iso),
  updateUserName: Nullable(Str),
});
export const RegulationListBody = ListQuerySchema;
export const RegulationListAnswer = listAnswerSchema(RegulationRow);

/** `GET /crew/v1/regulations/{id}`: the row, its whole regulation, and the preset it tightens. */
export const RegulationDetail = Obj({ ...RegulationRow.properties, regulation: RegulationSchema, preset: RegulationSchema });

const InputFields = {
  name: Type.String({ minLength: 1, maxLength: 100 }),
  basedOn: PresetKeySchema,
  enabled: Type.Optional(Type.Boolean()),
  note: Type.Optional(Nullable(Type.String({ maxLength: 1000 }))),
  regulation: RegulationSchema,
};
/** `POST /crew/v1/regulations`: a copy of `basedOn`, tightened. */
export const RegulationInput = Obj(InputFields);
/** `PUT /crew/v1/regulations/{id}`: the same and the version read. */
export const RegulationUpdate = Obj({ ...InputFields, version: Type.Integer({ minimum: 1 }) });
/** `DELETE /crew/v1/regulations`: the company's regulations to delete. */
export const RegulationIds = Type.Array(RegulationId, { minItems: 1, maxItems: 100, uniqueItems: true });
export const EmptyBody = Type.Optional(Obj({}));

/** A value of an operator's regulation looser than its preset's (`path` like `fdp.basic.minutes.3.1`): params of 400 regulationLoosens. */
const Scalar = Type.Union([Num, Str, Type.Boolean(), Type.Null()]);
export const Loosening = Obj({ path: Str, preset: Scalar, value: Scalar });

// ---- the duty-period check ----

export const CheckItem = Obj({
  dutyId: Str,
  check: OneOf(CHECK_KINDS),
  level: OneOf(LEVELS),
  rule: Str,
  limitMinutes: Nullable(Num),
  actualMinutes: Num,
  /** Limit − actual for maxima, actual − limit for minima; negative when broken. */
  marginMinutes: Nullable(Num),
  /** 'count' when the values are numbers of extensions or sectors, not minutes. */
  unit: Type.Optional(Type.Literal('count')),
});

/** One leg of a duty period as the check shows it. */
export const DutyLegView = Obj({
  legId: Uuid,
  tripId: Uuid,
  tripNumber: Str,
  legNumber: Int,
  departureIcao: Str,
  arrivalIcao: Str,
  departure: Iso,
  arrival: Iso,
  /** Where the times come from: the confirmed flight log's OUT/IN, the actual off/on, or the plan. */
  timesFrom: OneOf(LEG_TIMES_FROM),
  positioning: Type.Boolean(),
  role: Str,
});

/** One duty period with its numbers (requirements D3 "Duty-period check fields") and verdict. */
export const DutyPeriodView = Obj({
  /** 1-based in the answer. */
  dutyPeriodNo: Int,
  /** Stable id: the first leg's id. */
  dutyId: Str,
  report: Iso,
  fdpEnd: Iso,
  release: Iso,
  /** Where the duty starts and ends, and the IANA zone of the reference time. */
  startIcao: Str,
  endIcao: Str,
  referenceZone: Str,
  reportTimeLocal: Str,
  acclimatised: Type.Union([Type.Boolean(), Type.Literal('unknown')]),
  /** Pilots on the operating legs (the fewest), `peoples` of the spec. */
  peoples: Int,
  sectors: Int,
  positioningSectors: Int,
  /** Positioning before the first operating sector / after the last (transitDutyType of the spec). */
  transitDutyType: OneOf(['none', 'before', 'after', 'both'] as const),
  preparationMinutes: Num,
  finishingMinutes: Num,
  restBeforeMinutes: Nullable(Num),
  restAfterMinutes: Nullable(Num),
  fdpMinutes: Num,
  dutyMinutes: Num,
  flightMinutes: Num,
  maxFdpMinutes: Nullable(Num),
  woclMinutes: Num,
  /** Only history: periods before the check's start are context, not judged. */
  judged: Type.Boolean(),
  verdict: VerdictSchema,
  items: Type.Array(CheckItem),
  legs: Type.Array(DutyLegView),
});

/** `POST /crew/v1/dutyChecks/check`: ISO instants at most DUTY_CHECK_MAX_DAYS days apart. */
export const DutyCheckBody = Obj({ crewId: Uuid, from: Iso, to: Iso, regulationId: RegulationId });

/** The regulation an answer was computed with. */
export const RegulationRef = Obj({ id: Str, name: Str, basedOn: Nullable(PresetKeySchema), warningRatio: Num, alertMinutes: Nullable(Num) });

export const DutyCheckAnswer = Obj({
  crew: Obj({ id: Uuid, workNo: Str, cnName: Str, enName: Nullable(Str), baseIcao: Nullable(Str), crewType: Str }),
  regulation: RegulationRef,
  from: Iso,
  to: Iso,
  verdict: VerdictSchema,
  duties: Type.Array(DutyPeriodView),
});

// ---- reports ----

/** `POST /crew/v1/reports/flightTime` and `…/fatigue`: a date, 1–200 crew members and a regulation. */
export const ReportBody = Obj({
  date: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
  crewIds: Type.Array(Uuid, { minItems: 1, maxItems: 200, uniqueItems: true }),
  regulationId: RegulationId,
});

/** A cumulative figure of a report: actual, limit, margin and level. */
export const ReportFigure = Obj({
  check: OneOf(CHECK_KINDS),
  rule: Str,
  actualMinutes: Num,
  limitMinutes: Nullable(Num),
  marginMinutes: Nullable(Num),
  level: OneOf(LEVELS),
});

const Ident = { crewId: Uuid, workNo: Str, cnName: Str, enName: Nullable(Str) };

/** One row per crew member: flight time on the date (the crew's base zone, else Beijing), 7 and 28 days, month, year, the cumulative limits. */
export const FlightTimeReportRow = Obj({
  ...Ident,
  dayMinutes: Num,
  last7DaysMinutes: Num,
  last28DaysMinutes: Num,
  monthMinutes: Num,
  yearMinutes: Num,
  /** The regulation's cumulative limits as of the end of the date. */
  figures: Type.Array(ReportFigure),
  verdict: VerdictSchema,
});

/** One row per crew member over the 7 days ending with the date. */
export const FatigueReportRow = Obj({
  ...Ident,
  dutyPeriods: Int,
  dutyMinutes: Num,
  fdpMinutes: Num,
  flightMinutes: Num,
  /** Duty periods touching the WOCL, and their minutes inside it. */
  woclDuties: Int,
  woclMinutes: Num,
  /** Duty periods starting 00:00–04:59 or ending after 23:59 reference time. */
  earlyStarts: Int,
  lateFinishes: Int,
  /** Shortest rest between two duty periods of the window; null with fewer than two. */
  shortestRestMinutes: Nullable(Num),
  /** Consecutive calendar days with duty, ending with the date. */
  consecutiveDutyDays: Int,
  /** Duty periods of the window at a warning or a failure. */
  warnings: Int,
  failures: Int,
  verdict: VerdictSchema,
});

export const reportAnswerSchema = <R extends TSchema>(row: R) => Obj({ date: Str, regulation: RegulationRef, rows: Type.Array(row) });
export const FlightTimeReportAnswer = reportAnswerSchema(FlightTimeReportRow);
export const FatigueReportAnswer = reportAnswerSchema(FatigueReportRow);

// ---- the verdict of a scheduling change (params of 400 dutyRefused / dutyWarning) ----

export const DutyChangeVerdict = Obj({
  verdict: VerdictSchema,
  /** False when a failure also breaks the preset the regulation is based on: no reason can force it. */
  forceable: Type.Boolean(),
  regulation: Obj({ id: Str, name: Str }),
  crews: Type.Array(
    Obj({
      crewId: Str,
      workNo: Str,
      cnName: Str,
      verdict: VerdictSchema,
      /** New or worse items only; what was already wrong before the change does not block it. */
      items: Type.Array(Obj({ ...CheckItem.properties, report: Iso, presetFails: Type.Boolean() })),
    }),
  ),
});

// ---- types ----

export type RegulationRow = Static<typeof RegulationRow>;
export type RegulationDetail = Static<typeof RegulationDetail>;
export type RegulationInput = Static<typeof RegulationInput>;
export type RegulationUpdate = Static<typeof RegulationUpdate>;
export type Loosening = Static<typeof Loosening>;
export type CheckItem = Static<typeof CheckItem>;
export type DutyLegView = Static<typeof DutyLegView>;
export type DutyPeriodView = Static<typeof DutyPeriodView>;
export type DutyCheckBody = Static<typeof DutyCheckBody>;
export type DutyCheckAnswer = Static<typeof DutyCheckAnswer>;
export type ReportBody = Static<typeof ReportBody>;
export type ReportFigure = Static<typeof ReportFigure>;
export type FlightTimeReportRow = Static<typeof FlightTimeReportRow>;
export type FatigueReportRow = Static<typeof FatigueReportRow>;
export interface ReportAnswer<R> {
  date: string;
  regulation: Static<typeof RegulationRef>;
  rows: R[];
}
export type FlightTimeReportAnswer = Static<typeof FlightTimeReportAnswer>;
export type FatigueReportAnswer = Static<typeof FatigueReportAnswer>;
export type DutyChangeVerdict = Static<typeof DutyChangeVerdict>;

// the domain's engine types the answers carry: these fail to compile if schema and domain drift
const _sameItem: Same<CheckItem, DomainCheckItem> = true;
const _sameLoosening: Same<Loosening, DomainLoosening> = true;
const _sameVerdict: Same<DutyChangeVerdict, DomainChangeVerdict> = true;
const _sameReport: Same<FlightTimeReportAnswer, ReportAnswer<FlightTimeReportRow>> & Same<FatigueReportAnswer, ReportAnswer<FatigueReportRow>> = true;
void [_sameItem, _sameLoosening, _sameVerdict, _sameReport];
