/**
 * The seat homes: which work cards each seat shows, the day they cover, and how the day's legs
 * fall into the leg cards (through `legProgress` / `overdueLevel`, the one rule every screen uses).
 *
 * "Today" is the calendar day in the user's time type: a Beijing day starts at 16:00 UTC; UTC and
 * airport-local days start at 00:00 UTC (legs of a fleet spread over zones have no single local
 * day, and the company has no home zone). A leg belongs to the day when its planned block meets
 * it. The clock-driven cards (overdue, detected, delayed, stale) also look back one more day: a
 * leg that should have landed at 23:30 yesterday and did not is still this morning's work.
 */
import type { SeatKey } from '../access/seats';
import { LegProgress, legProgress, overdueLevel, type OverdueLevel, type ProgressFacts } from '../trip/legProgress';
import { LegState } from '../trip/states';
import type { TimeType } from '../timeType';

const HOUR = 3_600_000;
export const DAY_MS = 24 * HOUR;
/**
 * How far ahead the crew seat's "no longer valid" card looks: assignments on legs departing within
 * this many days whose crew member fails the crew rules now (a record expired or edited since,
 * leave recorded over the leg) — a scheduler's week.
 */
export const INVALID_ASSIGNMENT_DAYS = 7;

export const HOME_CARD_KEYS = [
  'overdue',
  'detected',
  'delayed',
  'stale',
  'movements',
  'legsWithoutCrew',
  'airworthiness',
  'aircraftStatus',
  'melDue',
  'dutyWarnings',
  'invalidAssignments',
  'newIntentions',
  'tripsToSubmit',
  'flbToConfirm',
] as const;
export type HomeCardKey = (typeof HOME_CARD_KEYS)[number];

/** The leg cards (built from the day's legs by `sortLegs`). */
export const LEG_CARD_KEYS = ['overdue', 'detected', 'delayed', 'stale', 'movements', 'legsWithoutCrew', 'airworthiness'] as const satisfies readonly HomeCardKey[];
export type LegCardKey = (typeof LEG_CARD_KEYS)[number];

/** The work cards of each seat, in display order. Seats not listed keep the account cards only. */
export const HOME_SEAT_CARDS: Readonly<Partial<Record<SeatKey, readonly HomeCardKey[]>>> = Object.freeze({
  CONTROL: ['overdue', 'detected', 'delayed', 'stale', 'movements', 'aircraftStatus', 'melDue', 'dutyWarnings', 'flbToConfirm'],
  CUSTOMER_SERVICE: ['newIntentions', 'tripsToSubmit'],
  CREW: ['legsWithoutCrew', 'invalidAssignments', 'dutyWarnings', 'flbToConfirm'],
  FLEET: ['airworthiness', 'aircraftStatus', 'melDue'],
});

/** The screen each card opens (a route of the menu; the browser links it only when the seat has it). */
export const HOME_CARD_PATHS: Readonly<Record<HomeCardKey, string>> = Object.freeze({
  overdue: '/ykManage/tripMonitor',
  detected: '/ykManage/tripMonitor',
  delayed: '/ykManage/flightDelay',
  stale: '/tripLeg',
  movements: '/ykManage/tripMonitor',
  legsWithoutCrew: '/ganttChart',
  airworthiness: '/tripLeg',
  aircraftStatus: '/aircraftManage/statusBoard',
  melDue: '/aircraftManage/faultMonitor',
  dutyWarnings: '/crewManage/dutyPeriodCheck',
  invalidAssignments: '/crewManage/schedulePilot',
  newIntentions: '/customerService/businessIntention',
  tripsToSubmit: '/trip',
  flbToConfirm: '/flight/flb',
});

/** The MEL card lists open items due within this many hours, or overdue. */
export const MEL_DUE_HOURS = 72;

/** Rows a card lists (its count covers all). */
export const HOME_ROW_LIMIT = 8;

export type HomeSeverity = 'ok' | 'info' | 'warning' | 'danger';

/** The start of the calendar day holding `now` in the time type (see the module note). */
export function homeDayStart(now: number, timeType: TimeType): number {
  const shift = timeType === 'Beijing' ? 8 * HOUR : 0;
  return Math.floor((now + shift) / DAY_MS) * DAY_MS - shift;
}

/** The day `[from, to)` and the earlier instant the clock-driven cards look back to. */
export function homeDay(now: number, timeType: TimeType): { from: number; to: number; lookBack: number } {
  const from = homeDayStart(now, timeType);
  return { from, to: from + DAY_MS, lookBack: from - DAY_MS };
}

/** What the leg cards need of a leg (epoch ms UTC). */
export interface HomeLegFacts extends ProgressFacts {
  aircraftId: string | null;
  hasCrew: boolean;
  airworthiness: string | null;
}

/** The legs of each leg card, each list in the order shown. */
export type SortedLegs<L> = Record<LegCardKey, L[]>;

const byDeparture = <L extends HomeLegFacts>(a: L, b: L) => a.plannedDepartureMs - b.plannedDepartureMs;
const byArrival = <L extends HomeLegFacts>(a: L, b: L) => a.plannedArrivalMs - b.plannedArrivalMs;
const LEVEL_RANK: Record<OverdueLevel, number> = { red: 0, amber: 1, none: 2 };
/** Movements: what is under way first, then what is still to go, what is done last. */
const MOVEMENT_RANK: Partial<Record<LegProgress, number>> = { landingDetected: 0, takeoffDetected: 0, airborne: 0, delayed: 1, scheduled: 1, planning: 1, stale: 2, landed: 3 };

/** True when the leg's planned block meets `[from, to)`. */
export const meetsDay = (leg: Pick<ProgressFacts, 'plannedDepartureMs' | 'plannedArrivalMs'>, from: number, to: number): boolean =>
  leg.plannedDepartureMs < to && leg.plannedArrivalMs >= from;

/**
 * Sorts legs (the day's, and those of the look-back day) into the leg cards at `now`. Cancelled
 * legs are in none. Crew and airworthiness cards hold the day's legs that have not left yet.
 */
export function sortLegs<L extends HomeLegFacts>(legs: readonly L[], now: number, day: { from: number; to: number }): SortedLegs<L> {
  const out: SortedLegs<L> = { overdue: [], detected: [], delayed: [], stale: [], movements: [], legsWithoutCrew: [], airworthiness: [] };
  const progress = new Map<L, LegProgress>();
  const level = new Map<L, OverdueLevel>();
  for (const leg of legs) {
    const p = legProgress(leg, now);
    if (p === LegProgress.cancelled) continue;
    progress.set(leg, p);
    const lvl = overdueLevel(leg, now);
    level.set(leg, lvl);
    const today = meetsDay(leg, day.from, day.to);
    if (lvl !== 'none') out.overdue.push(leg);
    if (p === LegProgress.takeoffDetected || p === LegProgress.landingDetected) out.detected.push(leg);
    if (p === LegProgress.delayed) out.delayed.push(leg);
    if (p === LegProgress.stale) out.stale.push(leg);
    if (!today) continue;
    out.movements.push(leg);
    const notLeft = p === LegProgress.planning || p === LegProgress.scheduled || p === LegProgress.delayed;
    if (notLeft && !leg.hasCrew) out.legsWithoutCrew.push(leg);
    if (notLeft && leg.aircraftId !== null && leg.airworthiness !== 'airworthy' && leg.legState !== LegState.released) out.airworthiness.push(leg);
  }
  out.overdue.sort((a, b) => LEVEL_RANK[level.get(a)!] - LEVEL_RANK[level.get(b)!] || byArrival(a, b));
  out.detected.sort(byArrival);
  out.delayed.sort(byDeparture);
  out.stale.sort(byArrival);
  out.movements.sort((a, b) => (MOVEMENT_RANK[progress.get(a)!] ?? 1) - (MOVEMENT_RANK[progress.get(b)!] ?? 1) || byDeparture(a, b));
  out.legsWithoutCrew.sort(byDeparture);
  out.airworthiness.sort(byDeparture);
  return out;
}

/** The day's movements counted by where they stand: planned (still to go), airborne, landed. */
export function movementBreakdown(legs: readonly ProgressFacts[], now: number): { toGo: number; airborne: number; landed: number } {
  const out = { toGo: 0, airborne: 0, landed: 0 };
  for (const leg of legs) {
    const p = legProgress(leg, now);
    if (p === LegProgress.landed) out.landed++;
    else if (p === LegProgress.airborne || p === LegProgress.takeoffDetected || p === LegProgress.landingDetected) out.airborne++;
    else if (p !== LegProgress.cancelled) out.toGo++;
  }
  return out;
}

/**
 * How loud a card is: quiet ('ok') at zero; overdue is 'danger' with a red leg; AOG aircraft and
 * failed duty periods are 'danger'; counts of new work (movements, intentions, trips) are 'info';
 * everything else that needs a hand is a 'warning'.
 */
export function cardSeverity(key: HomeCardKey, count: number, flags: { red?: boolean } = {}): HomeSeverity {
  if (count === 0) return 'ok';
  if (key === 'movements' || key === 'newIntentions' || key === 'tripsToSubmit' || key === 'flbToConfirm') return 'info';
  if (flags.red && (key === 'overdue' || key === 'aircraftStatus' || key === 'melDue' || key === 'dutyWarnings' || key === 'invalidAssignments')) return 'danger';
  return 'warning';
}
