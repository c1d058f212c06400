/**
 * The leg rows of the trip forms as the user types them (wall-clock times in the user's time
 * type), and everything pure about them: the D5 checks through the domain's `legValidation`,
 * the ETE estimate, the arrival filled from departure + ETE, the conversion to the UTC body the
 * server takes and back. No React here: unit-tested in legDraft.test.ts.
 */
import type { RuleError } from '../../../domain/validation';
import type { TimeType } from '../../../domain/timeType';
import { TK } from '../../../domain/trip/errors';
import { legValidation, type LegForm } from '../../../domain/trip/legForm';
import { DEFAULT_CRUISE_KMH, MAX_ETE_MINUTES } from '../../../domain/trip/legOptions';
import { DEFAULT_TAXI_MINUTES, estimateEteMinutes, greatCircleKm } from '../../../domain/trip/schedule';
import { utcToWall, wallOffsetMinutes, wallToUtc } from '../../../domain/trip/wallTime';

/** One leg row of a form. Dates yyyy-MM-dd, times HH:mm, ETE H:mm — all as typed. */
export interface LegDraft {
  /** Row key in the form. */
  key: string;
  /** The server's leg id, for a leg that exists. */
  id?: string;
  flightNo: string;
  purpose: string;
  operationNature: string;
  departureIcao: string;
  arrivalIcao: string;
  departureDate: string;
  departureTime: string;
  arrivalDate: string;
  arrivalTime: string;
  ete: string;
  /** The user typed the ETE: no more estimates. */
  eteTyped: boolean;
  /** The user typed the arrival: no more filling from departure + ETE. */
  arrivalTyped: boolean;
  note: string;
}

/** The fields a user edits (and errors attach to). */
export type LegField = Exclude<keyof LegDraft, 'key' | 'id' | 'eteTyped' | 'arrivalTyped'>;
export const LEG_FIELDS: readonly LegField[] = [
  'flightNo',
  'purpose',
  'operationNature',
  'departureIcao',
  'arrivalIcao',
  'departureDate',
  'departureTime',
  'arrivalDate',
  'arrivalTime',
  'ete',
  'note',
];

/** What the form knows of an airport (from the search): its zone and, when sent, its position. */
export interface AirportInfo {
  icao: string;
  timeZone: string;
  latitude?: number | null;
  longitude?: number | null;
}
export type AirportBook = Readonly<Record<string, AirportInfo | undefined>>;

/** The clock the form's times are written in. */
export interface Clock {
  timeType: TimeType;
  airports: AirportBook;
}

/** A warning of the form, shaped like the server's `result.warnings`. */
export interface LegWarning {
  legNumber: number;
  field: string | null;
  key: string;
  params?: Readonly<Record<string, string | number>>;
}

export type LegErrors = Partial<Record<LegField, RuleError>>;

const up = (s: string) => s.trim().toUpperCase();

export function emptyDraft(key: string, previous?: LegDraft | null): LegDraft {
  return {
    key,
    flightNo: '',
    purpose: previous?.purpose ?? '',
    operationNature: previous?.operationNature ?? '',
    departureIcao: previous ? up(previous.arrivalIcao) : '',
    arrivalIcao: '',
    departureDate: previous?.arrivalDate ?? '',
    departureTime: '',
    arrivalDate: '',
    arrivalTime: '',
    ete: '',
    eteTyped: false,
    arrivalTyped: false,
    note: '',
  };
}

/** The IANA zone of one side of a leg (Local only needs it), or null when the airport is unknown. */
export function zoneOfSide(draft: Pick<LegDraft, 'departureIcao' | 'arrivalIcao'>, side: 'departure' | 'arrival', airports: AirportBook): string | null {
  return airports[up(side === 'departure' ? draft.departureIcao : draft.arrivalIcao)]?.timeZone ?? null;
}

/** The UTC instant of a side as typed, or null when incomplete or invalid. */
export function instantOf(draft: LegDraft, side: 'departure' | 'arrival', clock: Clock): string | null {
  const date = side === 'departure' ? draft.departureDate : draft.arrivalDate;
  const time = side === 'departure' ? draft.departureTime : draft.arrivalTime;
  return wallToUtc(date, time, clock.timeType, zoneOfSide(draft, side, clock.airports));
}

/** Minutes of an ETE typed as H:mm, HH:mm or HHmm; null when blank or not a duration. */
export function eteMinutes(text: string): number | null {
  const m = /^(\d{1,2}):?(\d{2})$/.exec(text.trim());
  if (!m || Number(m[2]) >= 60) return null;
  return Number(m[1]) * 60 + Number(m[2]);
}

/** Minutes as H:mm. */
export const eteText = (minutes: number): string => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The estimated ETE of a leg: great-circle distance at the cruise speed plus taxi (the aircraft
 * type's when chosen, else the defaults); null without both airports' positions.
 */
export function estimateEte(draft: Pick<LegDraft, 'departureIcao' | 'arrivalIcao'>, airports: AirportBook, type?: { cruiseSpeedKmh?: number | null; taxiMinutes?: number | null } | null): number | null {
  const a = airports[up(draft.departureIcao)];
  const b = airports[up(draft.arrivalIcao)];
  if (a?.latitude == null || a.longitude == null || b?.latitude == null || b.longitude == null) return null;
  const km = greatCircleKm({ lat: a.latitude, lon: a.longitude }, { lat: b.latitude, lon: b.longitude });
  const cruise = type?.cruiseSpeedKmh && type.cruiseSpeedKmh > 0 ? type.cruiseSpeedKmh : DEFAULT_CRUISE_KMH;
  return estimateEteMinutes(km, cruise, type?.taxiMinutes ?? DEFAULT_TAXI_MINUTES);
}

export interface EstimateContext extends Clock {
  aircraftType?: { cruiseSpeedKmh?: number | null; taxiMinutes?: number | null } | null;
}

/**
 * Fills what the user has not typed: the ETE from a typed arrival (arrival minus departure) or
 * else from the estimate, and the arrival from departure + ETE (in the arrival airport's clock
 * for Local).
 */
export function fillDerived(draft: LegDraft, ctx: EstimateContext): LegDraft {
  let next = draft;
  if (!next.eteTyped && next.arrivalTyped) {
    // a typed arrival gives the flight time: the ETE follows it
    const dep = instantOf(next, 'departure', ctx);
    const arr = instantOf(next, 'arrival', ctx);
    const minutes = dep !== null && arr !== null ? Math.round((Date.parse(arr) - Date.parse(dep)) / 60_000) : null;
    if (minutes !== null && minutes > 0 && minutes <= MAX_ETE_MINUTES) {
      if (eteText(minutes) !== next.ete) next = { ...next, ete: eteText(minutes) };
      return next;
    }
  }
  if (!next.eteTyped) {
    const est = estimateEte(next, ctx.airports, ctx.aircraftType);
    const text = est === null ? '' : eteText(Math.min(est, MAX_ETE_MINUTES));
    if (text !== next.ete) next = { ...next, ete: text };
  }
  if (!next.arrivalTyped) {
    const dep = instantOf(next, 'departure', ctx);
    const ete = eteMinutes(next.ete);
    if (dep !== null && ete !== null && ete > 0) {
      const wall = utcToWall(new Date(Date.parse(dep) + ete * 60_000).toISOString(), ctx.timeType, zoneOfSide(next, 'arrival', ctx.airports));
      if (wall.date !== next.arrivalDate || wall.time !== next.arrivalTime) next = { ...next, arrivalDate: wall.date, arrivalTime: wall.time };
    }
  }
  return next;
}

/**
 * A change typed by the user: typing an arrival stops the filling (clearing both parts resumes
 * it), typing an ETE stops the estimate (clearing it resumes it); then the derived fields follow.
 */
export function applyChange(draft: LegDraft, patch: Partial<Pick<LegDraft, LegField>>, ctx: EstimateContext): LegDraft {
  const next: LegDraft = { ...draft, ...patch };
  if ('arrivalDate' in patch || 'arrivalTime' in patch) next.arrivalTyped = next.arrivalDate.trim() !== '' || next.arrivalTime.trim() !== '';
  if ('ete' in patch) next.eteTyped = next.ete.trim() !== '';
  if ('departureIcao' in patch) next.departureIcao = up(next.departureIcao);
  if ('arrivalIcao' in patch) next.arrivalIcao = up(next.arrivalIcao);
  return fillDerived(next, ctx);
}

/** The D5 form of a row, with the clocks' offsets and the neighbours' airports for continuity. */
export function formOfDraft(draft: LegDraft, clock: Clock, previousArrivalIcao: string | null, nextDepartureIcao: string | null): LegForm {
  return {
    purpose: draft.purpose,
    operationNature: draft.operationNature,
    departureIcao: draft.departureIcao,
    arrivalIcao: draft.arrivalIcao,
    departureDate: draft.departureDate,
    departureTime: draft.departureTime,
    arrivalDate: draft.arrivalDate,
    arrivalTime: draft.arrivalTime,
    departureOffsetMinutes: wallOffsetMinutes(draft.departureDate, draft.departureTime, clock.timeType, zoneOfSide(draft, 'departure', clock.airports)),
    arrivalOffsetMinutes: wallOffsetMinutes(draft.arrivalDate, draft.arrivalTime, clock.timeType, zoneOfSide(draft, 'arrival', clock.airports)),
    previousArrivalIcao,
    nextDepartureIcao,
  };
}

/** Form field of the domain → row field ('flightTime' is the ETE box). */
function fieldOf(name: string | null): LegField | null {
  if (name === 'flightTime') return 'ete';
  return (LEG_FIELDS as readonly string[]).includes(name ?? '') ? (name as LegField) : null;
}

export interface RowCheck {
  errors: LegErrors;
  warnings: LegWarning[];
}

/**
 * Checks one row: `legValidation` as the server runs it (arrival minus departure is the flight
 * time), times required, and the ETE box valid (the domain's flight-time rule, at most 24 h).
 */
export function checkDraft(draft: LegDraft, legNumber: number, clock: Clock, previousArrivalIcao: string | null, nextDepartureIcao: string | null): RowCheck {
  const form = formOfDraft(draft, clock, previousArrivalIcao, nextDepartureIcao);
  const r = legValidation(form);
  const errors: LegErrors = {};
  for (const e of r.errors) {
    const f = fieldOf(e.field);
    if (f && !errors[f]) errors[f] = e.params ? { key: e.key, params: e.params } : { key: e.key };
  }
  // The server needs instants: a time is as required as its date.
  if (!draft.departureTime.trim() && !errors.departureTime) errors.departureTime = { key: TK.required };
  if (!draft.arrivalTime.trim() && !errors.arrivalTime) errors.arrivalTime = { key: TK.required };
  if (draft.ete.trim()) {
    const own = legValidation({ ...form, flightTime: draft.ete }).errors.find((e) => e.field === 'flightTime');
    const minutes = eteMinutes(draft.ete);
    if (own) errors.ete = { key: own.key };
    else if (minutes !== null && minutes > MAX_ETE_MINUTES) errors.ete = { key: TK.flightTimeInvalid };
  }
  const warnings = r.warnings.map((w): LegWarning => ({ legNumber, field: w.field, key: w.key, ...(w.params ? { params: w.params } : {}) }));
  return { errors, warnings };
}

/** Every row of a trip form: errors by row index, all warnings (continuity over the rows in order). */
export function checkDrafts(
  drafts: readonly LegDraft[],
  clock: Clock,
  /** The trip's legs around the rows (a leg dialog): arrival before the first row, departure after the last; `firstNumber` of the first row. */
  edges: { before?: string | null; after?: string | null; firstNumber?: number } = {},
): { errors: LegErrors[]; warnings: LegWarning[]; ok: boolean } {
  const first = edges.firstNumber ?? 1;
  const checks = drafts.map((d, i) =>
    checkDraft(d, first + i, clock, i > 0 ? drafts[i - 1]!.arrivalIcao : (edges.before ?? null), i < drafts.length - 1 ? drafts[i + 1]!.departureIcao : (edges.after ?? null)),
  );
  const errors = checks.map((c) => c.errors);
  return { errors, warnings: checks.flatMap((c) => c.warnings), ok: errors.every((e) => Object.keys(e).length === 0) };
}

/** The body of one leg (server `LegBody`): instants in UTC, blanks left out. Call after a clean check. */
export function legInputOf(draft: LegDraft, clock: Clock) {
  const dep = instantOf(draft, 'departure', clock);
  const arr = instantOf(draft, 'arrival', clock);
  if (dep === null || arr === null) throw new RangeError('leg times are not complete');
  const ete = eteMinutes(draft.ete);
  return {
    ...(draft.flightNo.trim() ? { flightNo: draft.flightNo.trim() } : {}),
    purpose: draft.purpose,
    operationNature: draft.operationNature,
    departureIcao: up(draft.departureIcao),
    arrivalIcao: up(draft.arrivalIcao),
    plannedDepartureUtc: dep,
    plannedArrivalUtc: arr,
    ...(ete !== null && ete > 0 ? { eteMinutes: ete } : {}),
    ...(draft.note.trim() ? { note: draft.note.trim() } : {}),
  };
}
export type LegInput = ReturnType<typeof legInputOf>;

/** A saved leg as a row, its times in the clock's time type; nothing is derived any more. */
export function draftOfLeg(
  leg: { id: string; flightNo: string | null; purpose: string; operationNature: string; departureIcao: string; arrivalIcao: string; plannedDepartureUtc: string; plannedArrivalUtc: string; eteMinutes: number | null; note: string | null },
  clock: Clock,
): LegDraft {
  const dep = utcToWall(leg.plannedDepartureUtc, clock.timeType, clock.airports[leg.departureIcao.toUpperCase()]?.timeZone);
  const arr = utcToWall(leg.plannedArrivalUtc, clock.timeType, clock.airports[leg.arrivalIcao.toUpperCase()]?.timeZone);
  return {
    key: leg.id,
    id: leg.id,
    flightNo: leg.flightNo ?? '',
    purpose: leg.purpose,
    operationNature: leg.operationNature,
    departureIcao: leg.departureIcao,
    arrivalIcao: leg.arrivalIcao,
    departureDate: dep.date,
    departureTime: dep.time,
    arrivalDate: arr.date,
    arrivalTime: arr.time,
    ete: leg.eteMinutes ? eteText(leg.eteMinutes) : '',
    eteTyped: true,
    arrivalTyped: true,
    note: leg.note ?? '',
  };
}

/**
 * The same rows written in another clock (the user switched the time type, or an airport's zone
 * became known): complete times keep their instant, incomplete ones stay as typed.
 */
export function convertDraft(draft: LegDraft, from: Clock, to: Clock): LegDraft {
  const out = { ...draft };
  for (const side of ['departure', 'arrival'] as const) {
    const at = instantOf(draft, side, from);
    if (at === null) continue;
    const wall = utcToWall(at, to.timeType, zoneOfSide(draft, side, to.airports));
    if (side === 'departure') Object.assign(out, { departureDate: wall.date, departureTime: wall.time });
    else Object.assign(out, { arrivalDate: wall.date, arrivalTime: wall.time });
  }
  return out;
}

/** The changed fields of an edited leg against the saved one (leg edit sends only those). */
export function changedFields(before: LegInput, after: LegInput): Record<string, string | number | null> {
  const out: Record<string, string | number | null> = {};
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]) as Set<keyof LegInput>;
  // a cleared optional field (flight number, ETE, note) is sent as null
  for (const k of keys) if (before[k] !== after[k]) out[k] = after[k] ?? null;
  return out;
}
