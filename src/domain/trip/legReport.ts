/**
 * Figures of the leg report (plan against actual, pure): where the actual times come from (the
 * confirmed flight log, else the leg's recorded takeoff and landing), the durations, and the
 * differences in whole minutes (positive: later or longer than planned).
 */

import { hm } from '../dutyTime/durations';

/** '2:05' for 125 minutes (the duty screens' H:MM). */
export { hm };

/** The report's refusal: the leg has not been flown (409). */
export type LegReportKey = 'legReport.error.notFlown';

export const LEG_REPORT_SOURCES = ['flb', 'legActuals'] as const;
export type LegReportSource = (typeof LEG_REPORT_SOURCES)[number];

/** Difference tones of the screen and the PDF: on plan, a little off, well off. */
export const LEG_REPORT_TONES = ['none', 'minor', 'major'] as const;
export type LegReportTone = (typeof LEG_REPORT_TONES)[number];
/** Minutes off the plan from which a difference shows as minor / major. */
export const MINOR_DIFF_MINUTES = 5;
export const MAJOR_DIFF_MINUTES = 30;

type Instant = string | Date | null | undefined;
const ms = (t: Instant): number | null => {
  if (t === null || t === undefined) return null;
  const v = t instanceof Date ? t.getTime() : Date.parse(t);
  return Number.isFinite(v) ? v : null;
};

/** Whole minutes from `from` to `to` (rounded), null when either is missing. */
export function minutesBetween(from: Instant, to: Instant): number | null {
  const a = ms(from);
  const b = ms(to);
  return a === null || b === null ? null : Math.round((b - a) / 60_000);
}

/** `actual - planned`, null when either is missing. */
export const diffOf = (planned: number | null | undefined, actual: number | null | undefined): number | null =>
  planned === null || planned === undefined || actual === null || actual === undefined ? null : actual - planned;

export function diffTone(diff: number | null): LegReportTone {
  if (diff === null) return 'none';
  const a = Math.abs(diff);
  return a >= MAJOR_DIFF_MINUTES ? 'major' : a >= MINOR_DIFF_MINUTES ? 'minor' : 'none';
}

/** '+1:05', '-0:20', '0:00': a signed difference as hours and minutes. */
export function signedHm(diff: number | null): string {
  if (diff === null) return '';
  const sign = diff > 0 ? '+' : diff < 0 ? '-' : '';
  return `${sign}${hm(Math.abs(diff))}`;
}

export interface PlanInput {
  plannedDepartureUtc: Instant;
  plannedArrivalUtc: Instant;
  eteMinutes: number | null;
}
export interface LegActualsInput {
  actualOffUtc: Instant;
  actualOnUtc: Instant;
}

export interface ActualFigures {
  source: LegReportSource | null;
  outUtc: Instant;
  offUtc: Instant;
  onUtc: Instant;
  inUtc: Instant;
  blockMinutes: number | null;
  airMinutes: number | null;
  flightMinutes: number | null;
}

/** A flight log's figures (its status decides whether they count). */
export interface FlbInput extends Omit<ActualFigures, 'source'> {
  status: string;
}

/** The actual figures: a confirmed log's, else the leg's takeoff and landing (air time only), else none. */
export function actualFigures(leg: LegActualsInput, flb: FlbInput | null): ActualFigures {
  if (flb && flb.status === 'confirmed') {
    return {
      source: 'flb',
      outUtc: flb.outUtc ?? null,
      offUtc: flb.offUtc ?? null,
      onUtc: flb.onUtc ?? null,
      inUtc: flb.inUtc ?? null,
      blockMinutes: flb.blockMinutes ?? minutesBetween(flb.outUtc, flb.inUtc),
      airMinutes: flb.airMinutes ?? minutesBetween(flb.offUtc, flb.onUtc),
      flightMinutes: flb.flightMinutes,
    };
  }
  if (leg.actualOffUtc || leg.actualOnUtc) {
    const air = minutesBetween(leg.actualOffUtc, leg.actualOnUtc);
    return { source: 'legActuals', outUtc: null, offUtc: leg.actualOffUtc ?? null, onUtc: leg.actualOnUtc ?? null, inUtc: null, blockMinutes: null, airMinutes: air, flightMinutes: null };
  }
  return { source: null, outUtc: null, offUtc: null, onUtc: null, inUtc: null, blockMinutes: null, airMinutes: null, flightMinutes: null };
}

export interface Differences {
  /** Actual departure (OUT, else OFF) against the planned departure. */
  departureMinutes: number | null;
  /** Actual arrival (IN, else ON) against the planned arrival. */
  arrivalMinutes: number | null;
  /** Actual block time against the planned one (planned arrival − planned departure). */
  blockMinutes: number | null;
  /** Actual air time against the ETE. */
  airMinutes: number | null;
}

/** Planned block minutes: planned departure to planned arrival. */
export const plannedBlockMinutes = (plan: PlanInput): number | null => minutesBetween(plan.plannedDepartureUtc, plan.plannedArrivalUtc);

export function differences(plan: PlanInput, actual: ActualFigures): Differences {
  return {
    departureMinutes: minutesBetween(plan.plannedDepartureUtc, actual.outUtc ?? actual.offUtc),
    arrivalMinutes: minutesBetween(plan.plannedArrivalUtc, actual.inUtc ?? actual.onUtc),
    blockMinutes: diffOf(plannedBlockMinutes(plan), actual.blockMinutes),
    airMinutes: diffOf(plan.eteMinutes, actual.airMinutes),
  };
}

/** Takeoff delay in whole minutes as the flight-delay list counts it (rounded up; 0 when on time or early). */
export function takeoffDelayMinutes(plannedDepartureUtc: Instant, offUtc: Instant): number | null {
  const a = ms(plannedDepartureUtc);
  const b = ms(offUtc);
  if (a === null || b === null) return null;
  return Math.max(0, Math.ceil((b - a) / 60_000));
}
