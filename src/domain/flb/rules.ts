/**
 * Flight log (FLB) rules: the durations the four OOOI times give, the checks a log must pass to be
 * saved or confirmed, and where each figure came from (the ADS-B draft, typed, or a correction of
 * the draft). Pure: instants are epoch ms UTC, durations whole minutes, fuel in the aircraft's unit.
 *
 * - Block time is OUT → IN, air (gear) time OFF → ON; the log's flight time is one of the two by the
 *   operator's setting (`FlightTimeBasis`: CCAR and ICAO count block time, the default).
 * - OFF is not before OUT; ON is after OFF and not after IN; OUT is not before the IN of the
 *   aircraft's previous log.
 * - Block, air and flight time must equal what the times give, unless the user explains the
 *   difference (a correction with a reason, kept in the log's history).
 * - A flight time over 12 hours needs the user's confirmation.
 * - Fuel: total = remaining + uplift; block fuel (used OUT → IN) is not more than the total and not
 *   less than the flight fuel (used OFF → ON).
 */

export const FLB_STATUSES = ['draft', 'confirmed'] as const;
export type FlbStatus = (typeof FLB_STATUSES)[number];

/** How a log came to be: a draft from the track, typed by hand, or synchronised from another system (read-only). */
export const FLB_ORIGINS = ['adsb', 'manual', 'synced'] as const;
export type FlbOrigin = (typeof FLB_ORIGINS)[number];

/** Which span the log's flight time is: block (OUT → IN) or air (OFF → ON). */
export const FLIGHT_TIME_BASES = ['block', 'air'] as const;
export type FlightTimeBasis = (typeof FLIGHT_TIME_BASES)[number];

/** Where a figure came from. */
export const FIELD_SOURCES = ['adsb', 'typed', 'corrected'] as const;
export type FieldSource = (typeof FIELD_SOURCES)[number];

/** Flight time above this asks for confirmation, minutes. */
export const LONG_FLIGHT_MINUTES = 12 * 60;

/** The durations a user may correct with a reason. */
export const CORRECTABLE = ['blockMinutes', 'airMinutes', 'flightMinutes'] as const;
export type Correctable = (typeof CORRECTABLE)[number];

/** Figures the ADS-B draft proposes. */
export const ADSB_FIELDS = ['outUtc', 'offUtc', 'onUtc', 'inUtc', 'blockMinutes', 'airMinutes', 'flightMinutes', 'landings', 'mileageKm', 'nightMinutes'] as const;
export type AdsbField = (typeof ADSB_FIELDS)[number];

/** Message keys (locales `flb.error.*` / `flb.warning.*`). */
export const FLB_ERR = {
  notFlown: 'flb.error.notFlown',
  synced: 'flb.error.synced',
  confirmed: 'flb.error.confirmed',
  exists: 'flb.error.exists',
  offBeforeOut: 'flb.error.offBeforeOut',
  onBeforeOff: 'flb.error.onBeforeOff',
  onAfterIn: 'flb.error.onAfterIn',
  beforePrevious: 'flb.error.beforePrevious',
  timeRequired: 'flb.error.timeRequired',
  durationRequired: 'flb.error.durationRequired',
  mismatch: 'flb.error.mismatch',
  landingsRequired: 'flb.error.landingsRequired',
  fuelTotal: 'flb.error.fuelTotal',
  blockFuelOverTotal: 'flb.error.blockFuelOverTotal',
  blockFuelUnderFlightFuel: 'flb.error.blockFuelUnderFlightFuel',
  incomplete: 'flb.error.incomplete',
  notRecheck: 'flb.error.notRecheck',
  longFlight: 'flb.warning.longFlight',
} as const;
export type FlbErrorKey = (typeof FLB_ERR)[keyof typeof FLB_ERR];

export interface FlbTimes {
  outUtc: number | null;
  offUtc: number | null;
  onUtc: number | null;
  inUtc: number | null;
}

export interface FlbFigures extends FlbTimes {
  blockMinutes: number | null;
  airMinutes: number | null;
  flightMinutes: number | null;
  landings: number | null;
  nightMinutes: number | null;
  mileageKm: number | null;
  remainFuel: number | null;
  upliftFuel: number | null;
  totalFuel: number | null;
  blockFuel: number | null;
  flightFuel: number | null;
  paxNum: number | null;
}

/** Reasons given for durations that differ from the times. */
export type Corrections = Partial<Record<Correctable, string>>;

export interface FlbProblem {
  field: string;
  key: FlbErrorKey;
  /** Values for the message: the expected minutes, the previous log's IN (ISO), … */
  params?: Record<string, string | number>;
}

const minutesBetween = (a: number | null, b: number | null): number | null => (a === null || b === null ? null : Math.round((b - a) / 60_000));

/** Block and air minutes the times give (null where a time is missing). */
export function durationsOf(t: FlbTimes): { blockMinutes: number | null; airMinutes: number | null } {
  return { blockMinutes: minutesBetween(t.outUtc, t.inUtc), airMinutes: minutesBetween(t.offUtc, t.onUtc) };
}

/** The log's flight time by the operator's basis. */
export function flightMinutesOf(basis: FlightTimeBasis, d: { blockMinutes: number | null; airMinutes: number | null }): number | null {
  return basis === 'block' ? d.blockMinutes : d.airMinutes;
}

/** The order of the four times (and against the aircraft's previous log). */
export function timeProblems(t: FlbTimes, previousInUtc: number | null): FlbProblem[] {
  const out: FlbProblem[] = [];
  if (t.outUtc !== null && t.offUtc !== null && t.offUtc < t.outUtc) out.push({ field: 'offUtc', key: FLB_ERR.offBeforeOut });
  if (t.offUtc !== null && t.onUtc !== null && t.onUtc <= t.offUtc) out.push({ field: 'onUtc', key: FLB_ERR.onBeforeOff });
  if (t.onUtc !== null && t.inUtc !== null && t.onUtc > t.inUtc) out.push({ field: 'onUtc', key: FLB_ERR.onAfterIn });
  const first = t.outUtc ?? t.offUtc;
  if (previousInUtc !== null && first !== null && first < previousInUtc) {
    out.push({ field: t.outUtc !== null ? 'outUtc' : 'offUtc', key: FLB_ERR.beforePrevious, params: { previous: new Date(previousInUtc).toISOString() } });
  }
  return out;
}

/** Durations that differ from the times without a reason. */
export function durationProblems(f: FlbFigures, basis: FlightTimeBasis, corrections: Corrections, confirming: boolean): FlbProblem[] {
  const d = durationsOf(f);
  const expected: Record<Correctable, number | null> = { ...d, flightMinutes: flightMinutesOf(basis, d) };
  const out: FlbProblem[] = [];
  for (const field of CORRECTABLE) {
    const value = f[field];
    if (value === null) {
      if (confirming) out.push({ field, key: FLB_ERR.durationRequired });
      continue;
    }
    const want = expected[field];
    if (want !== null && value !== want && !(corrections[field] ?? '').trim()) out.push({ field, key: FLB_ERR.mismatch, params: { expected: want } });
  }
  return out;
}

/** Fuel figures that do not add up. `total` is remaining + uplift when both are given. */
export function fuelProblems(f: Pick<FlbFigures, 'remainFuel' | 'upliftFuel' | 'totalFuel' | 'blockFuel' | 'flightFuel'>): FlbProblem[] {
  const out: FlbProblem[] = [];
  const sum = f.remainFuel !== null && f.upliftFuel !== null ? round1(f.remainFuel + f.upliftFuel) : null;
  if (sum !== null && f.totalFuel !== null && Math.abs(sum - f.totalFuel) > 0.05) out.push({ field: 'totalFuel', key: FLB_ERR.fuelTotal, params: { expected: sum } });
  const total = f.totalFuel ?? sum;
  if (total !== null && f.blockFuel !== null && f.blockFuel > total + 0.05) out.push({ field: 'blockFuel', key: FLB_ERR.blockFuelOverTotal, params: { total } });
  if (f.blockFuel !== null && f.flightFuel !== null && f.blockFuel + 0.05 < f.flightFuel) out.push({ field: 'blockFuel', key: FLB_ERR.blockFuelUnderFlightFuel, params: { flightFuel: f.flightFuel } });
  return out;
}

/** Figures a confirmed log should have besides the times and durations; missing ones make it incomplete. */
export const COMPLETE_FIELDS = ['remainFuel', 'upliftFuel', 'blockFuel', 'paxNum'] as const;

export interface CheckOptions {
  basis: FlightTimeBasis;
  previousInUtc: number | null;
  corrections: Corrections;
  /** Checking for confirmation (times and durations required) rather than a draft save. */
  confirming: boolean;
  /** The operator lets a log be confirmed without fuel or passengers (it is marked incomplete). */
  allowIncomplete: boolean;
}

export interface CheckAnswer {
  problems: FlbProblem[];
  /** A flight time over 12 hours: the user must confirm it. */
  longFlight: boolean;
  /** Confirmable only as incomplete (fuel or passengers missing, allowed by the operator). */
  incomplete: boolean;
}

/** Every rule on a log. */
export function checkFlb(f: FlbFigures, o: CheckOptions): CheckAnswer {
  const problems: FlbProblem[] = [];
  if (o.confirming) {
    for (const field of ['outUtc', 'offUtc', 'onUtc', 'inUtc'] as const) if (f[field] === null) problems.push({ field, key: FLB_ERR.timeRequired });
    if (f.landings === null || f.landings < 1) problems.push({ field: 'landings', key: FLB_ERR.landingsRequired });
  }
  problems.push(...timeProblems(f, o.previousInUtc), ...durationProblems(f, o.basis, o.corrections, o.confirming), ...fuelProblems(f));
  const missing = COMPLETE_FIELDS.filter((k) => f[k] === null);
  let incomplete = false;
  if (o.confirming && missing.length > 0) {
    if (o.allowIncomplete) incomplete = true;
    else for (const field of missing) problems.push({ field, key: FLB_ERR.incomplete });
  }
  const flight = f.flightMinutes ?? flightMinutesOf(o.basis, durationsOf(f));
  return { problems, longFlight: flight !== null && flight > LONG_FLIGHT_MINUTES, incomplete };
}

const round1 = (v: number) => Math.round(v * 10) / 10;

/** The draft's figures (epoch ms / minutes / km), as kept with the log. */
export type AdsbFigures = Partial<Record<AdsbField, number | null>>;

export interface FieldOrigin {
  source: FieldSource;
  /** The draft's value when the field was corrected. */
  adsb?: number | null;
  /** Corrected value minus the draft's (minutes for times and durations, else the field's unit). */
  difference?: number;
}

/** Where each ADS-B field of a log came from. A field the draft had and the log keeps is 'adsb'. */
export function fieldOrigins(current: Partial<Record<AdsbField, number | null>>, adsb: AdsbFigures | null): Record<AdsbField, FieldOrigin> {
  const out = {} as Record<AdsbField, FieldOrigin>;
  for (const field of ADSB_FIELDS) {
    const draft = adsb?.[field];
    const value = current[field] ?? null;
    if (draft === undefined || draft === null) {
      out[field] = { source: 'typed' };
      continue;
    }
    if (value === draft) {
      out[field] = { source: 'adsb' };
      continue;
    }
    const isTime = field.endsWith('Utc');
    const difference = value === null ? undefined : isTime ? Math.round((value - draft) / 60_000) : round1(value - draft);
    out[field] = { source: 'corrected', adsb: draft, ...(difference !== undefined ? { difference } : {}) };
  }
  return out;
}
