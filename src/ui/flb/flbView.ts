/**
 * Pure pieces of the FLB screens: durations as H:MM, the edit form's values (times as wall clock
 * in the user's time type, durations H:MM, numbers as typed) to and from a log, the body of a save
 * (only what the user changed), the live checks with the domain's rules, and the origin of each
 * ADS-B figure as the form now stands.
 */
import type { FlbCrewMember, FlbDetail, FlbUpdate } from '../../contract/flb';
import type { EnginePosition } from '../../domain/fleet/aircraftRules';
import type { UnitSystem } from '../../domain/fleet/units';
import { checkFlb, durationsOf, fieldOrigins, flightMinutesOf, type CheckAnswer, type FieldOrigin, type FlbFigures, type FlightTimeBasis, type AdsbField } from '../../domain/flb/rules';
import { KMH_PER_KT } from '../../domain/track/units';
import type { TimeType } from '../../domain/timeType';
import { formatInstant, zoneLabel } from '../../domain/trip/time';
import { utcToWall, wallToUtc } from '../../domain/trip/wallTime';
import { hm } from '../../domain/dutyTime/durations';

/** Minutes as 'H:MM' ('' for none): the duty screens' formatter. */
export { hm };

/** 'H:MM' (or 'HH:MM', 'H.MM') → minutes; null for empty, undefined when not a duration. */
export function parseHm(text: string): number | null | undefined {
  const s = text.trim();
  if (s === '') return null;
  const m = /^(\d{1,2})[:.]([0-5]\d)$/.exec(s);
  return m ? Number(m[1]) * 60 + Number(m[2]) : undefined;
}

/** A signed difference: '+4', '-3', '0'. */
export const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));

export const OOOI = ['outUtc', 'offUtc', 'onUtc', 'inUtc'] as const;
export type OooiField = (typeof OOOI)[number];
export const DURATIONS = ['blockMinutes', 'airMinutes', 'flightMinutes'] as const;
export type DurationField = (typeof DURATIONS)[number];
export const FUELS = ['remainFuel', 'upliftFuel', 'totalFuel', 'blockFuel', 'flightFuel'] as const;
export type FuelField = (typeof FUELS)[number];

export interface EngineForm {
  time: string;
  cycles: string;
}

/** The edit form: every figure as the user types it. */
export interface FlbForm {
  times: Record<OooiField, string>;
  durations: Record<DurationField, string>;
  reasons: Record<DurationField, string>;
  night: string;
  landings: string;
  engines: Partial<Record<EnginePosition, EngineForm>>;
  apuTime: string;
  apuCycles: string;
  fuel: Record<FuelField, string>;
  paxNum: string;
  ownerUse: boolean;
  ownerPay: boolean;
  /** In the user's unit: km (metric) or nm (imperial). */
  mileage: string;
  operatingCrew: FlbCrewMember[];
  monitoringCrew: FlbCrewMember[];
  note: string;
}

/** How the form reads times: the user's time type; Local at the departure (OUT, OFF) or arrival (ON, IN) airport. */
export interface TimeFrame {
  timeType: TimeType;
  departureZone?: string | null;
  arrivalZone?: string | null;
}

const zoneFor = (f: OooiField, frame: TimeFrame) => (f === 'outUtc' || f === 'offUtc' ? frame.departureZone : frame.arrivalZone);

/** An instant as the form's 'YYYY-MM-DD HH:mm'. */
export function wallText(iso: string | null, field: OooiField, frame: TimeFrame): string {
  if (!iso) return '';
  const w = utcToWall(iso, frame.timeType, zoneFor(field, frame));
  return `${w.date} ${w.time}`;
}

/** The form's 'YYYY-MM-DD HH:mm' as an ISO instant; null for empty, undefined when incomplete. */
export function instantFrom(wall: string, field: OooiField, frame: TimeFrame): string | null | undefined {
  const s = wall.trim();
  if (!s) return null;
  const [date = '', time = ''] = s.split(' ');
  return wallToUtc(date, time, frame.timeType, zoneFor(field, frame)) ?? undefined;
}

const num = (v: number | null | undefined) => (v === null || v === undefined ? '' : String(v));
const KM_PER_NM = KMH_PER_KT;
const round1 = (v: number) => Math.round(v * 10) / 10;

/** Mileage in the user's unit. */
export const mileageText = (km: number | null, units: UnitSystem) => (km === null ? '' : String(units === 'imperial' ? round1(km / KM_PER_NM) : round1(km)));
export const mileageUnit = (units: UnitSystem) => (units === 'imperial' ? 'nm' : 'km');

/** The form of a log. */
export function formOf(d: FlbDetail, frame: TimeFrame, units: UnitSystem): FlbForm {
  const engines: FlbForm['engines'] = {};
  for (const p of d.installedEngines) engines[p] = { time: hm(d.engines[p]?.minutes), cycles: num(d.engines[p]?.cycles) };
  return {
    times: { outUtc: wallText(d.outUtc, 'outUtc', frame), offUtc: wallText(d.offUtc, 'offUtc', frame), onUtc: wallText(d.onUtc, 'onUtc', frame), inUtc: wallText(d.inUtc, 'inUtc', frame) },
    durations: { blockMinutes: hm(d.blockMinutes), airMinutes: hm(d.airMinutes), flightMinutes: hm(d.flightMinutes) },
    reasons: { blockMinutes: d.corrections.blockMinutes ?? '', airMinutes: d.corrections.airMinutes ?? '', flightMinutes: d.corrections.flightMinutes ?? '' },
    night: hm(d.nightMinutes),
    landings: num(d.landings),
    engines,
    apuTime: hm(d.apuMinutes),
    apuCycles: num(d.apuCycles),
    fuel: { remainFuel: num(d.remainFuel), upliftFuel: num(d.upliftFuel), totalFuel: num(d.totalFuel), blockFuel: num(d.blockFuel), flightFuel: num(d.flightFuel) },
    paxNum: num(d.paxNum),
    ownerUse: d.ownerUse,
    ownerPay: d.ownerPay,
    mileage: mileageText(d.mileageKm, units),
    operatingCrew: d.operatingCrew.map((c) => ({ ...c })),
    monitoringCrew: d.monitoringCrew.map((c) => ({ ...c })),
    note: d.note ?? '',
  };
}

/** A number as typed: null for empty, undefined when not a number ≥ 0. */
export function parseNumber(text: string, integer = false): number | null | undefined {
  const s = text.trim();
  if (s === '') return null;
  const n = Number(s);
  if (!Number.isFinite(n) || n < 0 || (integer && !Number.isInteger(n))) return undefined;
  return n;
}

/** What the form gives: the rules' figures and the fields that do not read. Unchanged times keep the log's exact instant. */
export interface ReadForm {
  figures: FlbFigures;
  /** Fields typed in a wrong format (message flbScreen.format.*). */
  invalid: string[];
}

export function readForm(form: FlbForm, initial: FlbForm, d: FlbDetail, frame: TimeFrame, units: UnitSystem): ReadForm {
  const invalid: string[] = [];
  const time = (f: OooiField): number | null => {
    if (form.times[f] === initial.times[f]) return d[f] === null ? null : Date.parse(d[f]);
    const iso = instantFrom(form.times[f], f, frame);
    if (iso === undefined) invalid.push(f);
    return iso ? Date.parse(iso) : null;
  };
  const minutes = (field: string, text: string) => {
    const v = parseHm(text);
    if (v === undefined) invalid.push(field);
    return v ?? null;
  };
  const number = (field: string, text: string, integer = false) => {
    const v = parseNumber(text, integer);
    if (v === undefined) invalid.push(field);
    return v ?? null;
  };
  const mileage = number('mileageKm', form.mileage);
  const mileageKm = form.mileage === initial.mileage ? d.mileageKm : mileage === null ? null : units === 'imperial' ? round1(mileage * KM_PER_NM) : mileage;
  const figures: FlbFigures = {
    outUtc: time('outUtc'),
    offUtc: time('offUtc'),
    onUtc: time('onUtc'),
    inUtc: time('inUtc'),
    blockMinutes: minutes('blockMinutes', form.durations.blockMinutes),
    airMinutes: minutes('airMinutes', form.durations.airMinutes),
    flightMinutes: minutes('flightMinutes', form.durations.flightMinutes),
    nightMinutes: minutes('nightMinutes', form.night),
    landings: number('landings', form.landings, true),
    mileageKm,
    remainFuel: number('remainFuel', form.fuel.remainFuel),
    upliftFuel: number('upliftFuel', form.fuel.upliftFuel),
    totalFuel: number('totalFuel', form.fuel.totalFuel),
    blockFuel: number('blockFuel', form.fuel.blockFuel),
    flightFuel: number('flightFuel', form.fuel.flightFuel),
    paxNum: number('paxNum', form.paxNum, true),
  };
  for (const [p, e] of Object.entries(form.engines)) {
    if (parseHm(e.time) === undefined) invalid.push(`engines.${p}.minutes`);
    if (parseNumber(e.cycles, true) === undefined) invalid.push(`engines.${p}.cycles`);
  }
  if (parseHm(form.apuTime) === undefined) invalid.push('apuMinutes');
  if (parseNumber(form.apuCycles, true) === undefined) invalid.push('apuCycles');
  return { figures, invalid };
}

/** What the times give: block, air and the flight time by the operator's basis. */
export function computedDurations(f: FlbFigures, basis: FlightTimeBasis): Record<DurationField, number | null> {
  const d = durationsOf(f);
  return { ...d, flightMinutes: flightMinutesOf(basis, d) };
}

/** The reasons typed for corrections (blank ones left out). */
export function correctionsOf(form: FlbForm): Partial<Record<DurationField, string>> {
  const out: Partial<Record<DurationField, string>> = {};
  for (const k of DURATIONS) if (form.reasons[k].trim()) out[k] = form.reasons[k].trim();
  return out;
}

/** The rules on the form (the domain's checkFlb), for a save or for confirmation. */
export function checkForm(read: ReadForm, d: FlbDetail, form: FlbForm, confirming: boolean, allowIncomplete: boolean): CheckAnswer {
  return checkFlb(read.figures, {
    basis: d.flightTimeBasis,
    previousInUtc: d.previousInUtc ? Date.parse(d.previousInUtc) : null,
    corrections: correctionsOf(form),
    confirming,
    allowIncomplete,
  });
}

/** Where each ADS-B figure comes from as the form now stands (the log's own when it has no draft). */
export function liveOrigins(read: ReadForm, d: FlbDetail): Partial<Record<AdsbField, FieldOrigin>> {
  if (!d.adsb) return d.origins as Partial<Record<AdsbField, FieldOrigin>>;
  return fieldOrigins(read.figures, d.adsb);
}

const sameCrew = (a: FlbCrewMember[], b: FlbCrewMember[]) => JSON.stringify(a) === JSON.stringify(b);

/** The body of a save: the version and every figure the user changed (none when nothing changed). */
export function updateBody(form: FlbForm, initial: FlbForm, read: ReadForm, d: FlbDetail): FlbUpdate | null {
  const body: Record<string, unknown> = {};
  const f = read.figures;
  for (const k of OOOI) if (form.times[k] !== initial.times[k]) body[k] = f[k] === null ? null : new Date(f[k]).toISOString();
  for (const k of DURATIONS) if (form.durations[k] !== initial.durations[k]) body[k] = f[k];
  if (form.night !== initial.night) body.nightMinutes = f.nightMinutes;
  if (form.landings !== initial.landings) body.landings = f.landings;
  for (const k of FUELS) if (form.fuel[k] !== initial.fuel[k]) body[k] = f[k];
  if (form.paxNum !== initial.paxNum) body.paxNum = f.paxNum;
  if (form.mileage !== initial.mileage) body.mileageKm = f.mileageKm;
  if (form.ownerUse !== initial.ownerUse) body.ownerUse = form.ownerUse;
  if (form.ownerPay !== initial.ownerPay) body.ownerPay = form.ownerPay;
  if (form.note !== initial.note) body.note = form.note.trim() || null;
  if (form.apuTime !== initial.apuTime) body.apuMinutes = parseHm(form.apuTime) ?? null;
  if (form.apuCycles !== initial.apuCycles) body.apuCycles = parseNumber(form.apuCycles, true) ?? null;
  if (JSON.stringify(form.engines) !== JSON.stringify(initial.engines)) {
    const engines: Record<string, { minutes: number; cycles: number }> = {};
    for (const [p, e] of Object.entries(form.engines)) {
      const minutes = parseHm(e.time);
      const cycles = parseNumber(e.cycles, true);
      if (typeof minutes === 'number' || typeof cycles === 'number') engines[p] = { minutes: typeof minutes === 'number' ? minutes : 0, cycles: typeof cycles === 'number' ? cycles : 0 };
    }
    body.engines = engines;
  }
  if (!sameCrew(form.operatingCrew, initial.operatingCrew)) body.operatingCrew = cleanCrew(form.operatingCrew);
  if (!sameCrew(form.monitoringCrew, initial.monitoringCrew)) body.monitoringCrew = cleanCrew(form.monitoringCrew);
  if (JSON.stringify(form.reasons) !== JSON.stringify(initial.reasons)) body.corrections = correctionsOf(form);
  if (Object.keys(body).length === 0) return null;
  return { version: d.version, ...body } as FlbUpdate;
}

/** Crew lines with a name (blank lines dropped, names trimmed). */
export const cleanCrew = (crew: FlbCrewMember[]): FlbCrewMember[] => crew.filter((c) => c.name.trim()).map((c) => ({ ...c, name: c.name.trim() }));

/** Problems of a failed write: `result.problems` ({ field, key, params }[]) or `result.fields` ({ field: { key, params } }). */
export function serverProblems(result: unknown): { field: string; key: string; params?: Record<string, string | number> }[] {
  if (!result || typeof result !== 'object') return [];
  const r = result as { problems?: unknown; fields?: unknown };
  if (Array.isArray(r.problems)) return r.problems.filter((p): p is { field: string; key: string } => !!p && typeof p === 'object' && typeof (p as { key?: unknown }).key === 'string');
  if (r.fields && typeof r.fields === 'object') {
    return Object.entries(r.fields as Record<string, { key: string; params?: Record<string, string | number> }>).map(([field, v]) => ({ field, key: v.key, ...(v.params ? { params: v.params } : {}) }));
  }
  return [];
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** A problem's message parameters with instants (ISO) written in the time type (Local as UTC: no airport here). */
export function messageParams(params: Record<string, string | number> | undefined, timeType: TimeType): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(params ?? {})) {
    out[k] = typeof v === 'string' && ISO.test(v) ? `${formatInstant(v, timeType === 'Local' ? 'UTC' : timeType).text} ${zoneLabel(timeType === 'Local' ? 'UTC' : timeType)}` : v;
  }
  return out;
}

/**
 * The form after a change: a duration that showed what the times gave follows the times when they
 * change (as the server fills it); one the user typed otherwise stays, and is a correction.
 */
export function followTimes(before: FlbForm, after: FlbForm, initial: FlbForm, d: FlbDetail, frame: TimeFrame, units: UnitSystem): FlbForm {
  if (OOOI.every((k) => before.times[k] === after.times[k])) return after;
  const was = computedDurations(readForm(before, initial, d, frame, units).figures, d.flightTimeBasis);
  const now = computedDurations(readForm(after, initial, d, frame, units).figures, d.flightTimeBasis);
  const durations = { ...after.durations };
  for (const k of DURATIONS) {
    const following = durations[k].trim() === '' || durations[k] === hm(was[k]);
    if (following && now[k] !== null && after.reasons[k].trim() === '') durations[k] = hm(now[k]);
  }
  return { ...after, durations };
}
