/**
 * A crew member's duty periods built from their leg assignments, and the Gantt crew statuses of
 * requirements D4 ("wait for orders, rest, official business, rest before and after flight,
 * preparation, flight duty, pass the station, stop rest, post-flight finish") laid out as segments.
 *
 * Report = first departure − preparation time; release = last arrival + finishing time. Two
 * legs belong to one duty period unless the time between the release after the first and the
 * report before the second reaches the minimum rest. The parameters default to common operator
 * values until a regulation supplies them (the duty-time issue's regulations replace them).
 * Instants are epoch milliseconds (UTC).
 */

/** Gantt crew statuses (requirements D4), in the legend's order. Label keys `dutyTime.crewStatus.<value>`. */
export const CrewGanttStatus = {
  waitForOrders: 'waitForOrders',
  rest: 'rest',
  officialBusiness: 'officialBusiness',
  restBeforeAfter: 'restBeforeAfter',
  preparation: 'preparation',
  flightDuty: 'flightDuty',
  passStation: 'passStation',
  stopRest: 'stopRest',
  postFlight: 'postFlight',
} as const;
export type CrewGanttStatus = (typeof CrewGanttStatus)[keyof typeof CrewGanttStatus];
export const CREW_GANTT_STATUSES: readonly CrewGanttStatus[] = Object.freeze(Object.values(CrewGanttStatus));

/** Statuses that come from rosters (standby, days off, official business) rather than from legs. */
export const ROSTER_STATUSES: readonly CrewGanttStatus[] = Object.freeze([CrewGanttStatus.waitForOrders, CrewGanttStatus.rest, CrewGanttStatus.officialBusiness]);

export interface DutyParams {
  /** Report before the first departure of a duty period, minutes. */
  readonly preparationMinutes: number;
  /** Release after the last arrival, minutes. */
  readonly finishingMinutes: number;
  /** Rest between release and the next report that ends a duty period, minutes. */
  readonly minRestMinutes: number;
}

/** Operator defaults until a regulation is chosen: report 60 min before, release 30 min after, 10 h rest. */
export const DEFAULT_DUTY_PARAMS: DutyParams = Object.freeze({ preparationMinutes: 60, finishingMinutes: 30, minRestMinutes: 600 });

const MIN = 60_000;

/** One leg a crew member works. */
export interface CrewLeg {
  readonly legId: string;
  readonly departure: number;
  readonly arrival: number;
  readonly departureIcao: string;
  readonly arrivalIcao: string;
}

export interface DutyPeriod<L extends CrewLeg = CrewLeg> {
  readonly report: number;
  readonly release: number;
  /** In departure order. */
  readonly legs: readonly L[];
}

/** The duty periods of one crew member's legs (any order in, departure order out). */
export function dutyPeriods<L extends CrewLeg>(legs: readonly L[], params: DutyParams = DEFAULT_DUTY_PARAMS): DutyPeriod<L>[] {
  const sorted = [...legs].filter((l) => Number.isFinite(l.departure) && Number.isFinite(l.arrival)).sort((a, b) => a.departure - b.departure || a.arrival - b.arrival);
  const prep = params.preparationMinutes * MIN;
  const finish = params.finishingMinutes * MIN;
  const rest = params.minRestMinutes * MIN;
  const out: DutyPeriod<L>[] = [];
  let current: L[] = [];
  let lastArrival = -Infinity;
  const close = () => {
    if (current.length === 0) return;
    out.push({ report: current[0]!.departure - prep, release: lastArrival + finish, legs: current });
  };
  for (const leg of sorted) {
    const arrival = Math.max(leg.departure, leg.arrival);
    if (current.length > 0 && leg.departure - prep - (lastArrival + finish) >= rest) {
      close();
      current = [];
      lastArrival = -Infinity;
    }
    current.push(leg);
    lastArrival = Math.max(lastArrival, arrival);
  }
  close();
  return out;
}

export interface CrewSegment {
  readonly status: CrewGanttStatus;
  readonly start: number;
  readonly end: number;
  /** The leg of a flight-duty segment. */
  readonly legId?: string;
  /** Where the crew member is (pass the station, rests). */
  readonly station?: string;
}

export interface SegmentOptions {
  readonly params?: DutyParams;
  /** The crew member's base: a rest elsewhere is a stop rest (layover). Unknown base: every rest is a rest before and after flight. */
  readonly baseIcao?: string | null;
}

/**
 * The Gantt segments of one crew member's legs: per duty period preparation, flight duty per leg,
 * pass the station between legs, post-flight finish; after each period the rest before the next
 * report (rest before and after flight at base, capped at the minimum rest; stop rest away from
 * base, the whole layover), and the minimum rest after the last period.
 */
export function crewSegments<L extends CrewLeg>(legs: readonly L[], options: SegmentOptions = {}): CrewSegment[] {
  const params = options.params ?? DEFAULT_DUTY_PARAMS;
  const base = options.baseIcao?.trim().toUpperCase() || null;
  const rest = params.minRestMinutes * MIN;
  const periods = dutyPeriods(legs, params);
  const out: CrewSegment[] = [];
  periods.forEach((p, i) => {
    const first = p.legs[0]!;
    out.push({ status: CrewGanttStatus.preparation, start: p.report, end: first.departure, station: first.departureIcao });
    let reach = -Infinity;
    p.legs.forEach((leg, j) => {
      if (j > 0 && leg.departure > reach) {
        const prev = p.legs[j - 1]!;
        out.push({ status: CrewGanttStatus.passStation, start: reach, end: leg.departure, station: prev.arrivalIcao });
      }
      out.push({ status: CrewGanttStatus.flightDuty, start: leg.departure, end: Math.max(leg.departure, leg.arrival), legId: leg.legId });
      reach = Math.max(reach, leg.arrival);
    });
    const last = p.legs.reduce((a, b) => (b.arrival >= a.arrival ? b : a));
    out.push({ status: CrewGanttStatus.postFlight, start: reach, end: p.release, station: last.arrivalIcao });
    const next = periods[i + 1];
    const station = last.arrivalIcao.toUpperCase();
    const away = base !== null && station !== base;
    if (next) {
      // Periods are at least the minimum rest apart (that is what separates them).
      if (away) out.push({ status: CrewGanttStatus.stopRest, start: p.release, end: next.report, station });
      else out.push({ status: CrewGanttStatus.restBeforeAfter, start: p.release, end: p.release + rest, station });
    } else {
      out.push({ status: away ? CrewGanttStatus.stopRest : CrewGanttStatus.restBeforeAfter, start: p.release, end: p.release + rest, station });
    }
  });
  return out;
}
