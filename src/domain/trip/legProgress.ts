/**
 * Where a leg stands in real time — one answer for every screen (Gantt, monitor, data centre,
 * position board, lists, seat homes). The stored leg state says what the dispatcher decided;
 * progress adds what the clock and the recorded or detected times say:
 *
 * - a leg released but not off 30 minutes after its planned departure is `delayed`;
 * - a takeoff or landing detected from positions and not yet confirmed is its own state
 *   (`takeoffDetected`, `landingDetected`), shown, never silently treated as recorded;
 * - a leg with no landing after its planned arrival is *overdue*: amber from 15 minutes, red
 *   from 60 minutes (`overdueLevel`) — whether it is airborne or never left;
 * - a leg whose planned arrival has passed while it is still before release (planning, ready,
 *   not released…) is `stale`: the dispatcher must close it, it is not current work.
 *
 * Every input instant is epoch milliseconds UTC (null when unknown).
 */
import { DELAY_REASON_THRESHOLD_MINUTES } from './delay';
import { LegState } from './states';

export const LegProgress = {
  cancelled: 'cancelled',
  /** Before release, planned arrival still ahead. */
  planning: 'planning',
  /** Before release and its planned arrival has passed. */
  stale: 'stale',
  /** Released, planned departure ahead (or passed by at most 30 minutes). */
  scheduled: 'scheduled',
  /** Released, no takeoff, more than 30 minutes past the planned departure. */
  delayed: 'delayed',
  /** Positions show a takeoff nobody has confirmed yet. */
  takeoffDetected: 'takeoffDetected',
  /** Takeoff recorded (or flying state), no landing. */
  airborne: 'airborne',
  /** Positions show a landing nobody has confirmed yet. */
  landingDetected: 'landingDetected',
  /** Landing recorded. */
  landed: 'landed',
} as const;
export type LegProgress = (typeof LegProgress)[keyof typeof LegProgress];
export const LEG_PROGRESSES: readonly LegProgress[] = Object.freeze(Object.values(LegProgress));
export const legProgressLabelKey = (p: LegProgress): `trip.legProgress.${LegProgress}` => `trip.legProgress.${p}`;

/** Overdue thresholds after the planned arrival, minutes. */
export const OVERDUE_AMBER_MINUTES = 15;
export const OVERDUE_RED_MINUTES = 60;
export type OverdueLevel = 'none' | 'amber' | 'red';
/** Colours of the overdue flag (outline / badge), shared by the Gantt, the map and the lists. */
export const OVERDUE_COLOURS: Readonly<Record<Exclude<OverdueLevel, 'none'>, string>> = Object.freeze({
  amber: '#f5a623',
  red: '#e5484d',
});

/** The colour of a takeoff or landing detected from positions and waiting for confirmation (the lists' warning tag). */
export const DETECTED_COLOUR = '#c87619';

/** Which end of a leg a detection waiting for confirmation concerns: its takeoff (start) or landing (end). */
export function detectedEdge(p: LegProgress): 'start' | 'end' | null {
  if (p === LegProgress.takeoffDetected) return 'start';
  if (p === LegProgress.landingDetected) return 'end';
  return null;
}

/** What progress needs of a leg. */
export interface ProgressFacts {
  legState: number;
  plannedDepartureMs: number;
  plannedArrivalMs: number;
  actualOffMs: number | null;
  actualOnMs: number | null;
  /** A proposed (unconfirmed, not dismissed) takeoff detected from positions. */
  detectedOffMs?: number | null;
  /** A proposed (unconfirmed, not dismissed) landing detected from positions. */
  detectedOnMs?: number | null;
}

/** States before release: the leg is still being planned or prepared. */
export const BEFORE_RELEASE_STATES: readonly LegState[] = Object.freeze([
  LegState.notEvaluated,
  LegState.evaluated,
  LegState.pending,
  LegState.preparing,
  LegState.planned,
  LegState.ready,
  LegState.notReleased,
  LegState.conditionsNotMet,
  LegState.timedOut,
]);
const BEFORE_RELEASE: ReadonlySet<number> = new Set(BEFORE_RELEASE_STATES);

/** Where the leg stands at `now`. */
export function legProgress(leg: ProgressFacts, now: number): LegProgress {
  if (leg.legState === LegState.cancelled) return LegProgress.cancelled;
  if (leg.actualOnMs !== null) return LegProgress.landed;
  const off = leg.actualOffMs !== null || leg.legState === LegState.flying || leg.legState === LegState.flown;
  if (leg.detectedOnMs != null && (off || leg.detectedOffMs != null)) return LegProgress.landingDetected;
  if (off) return LegProgress.airborne;
  if (leg.detectedOffMs != null) return LegProgress.takeoffDetected;
  if (BEFORE_RELEASE.has(leg.legState)) return now > leg.plannedArrivalMs ? LegProgress.stale : LegProgress.planning;
  return now - leg.plannedDepartureMs > DELAY_REASON_THRESHOLD_MINUTES * 60_000 ? LegProgress.delayed : LegProgress.scheduled;
}

/**
 * The overdue flag: a leg released or under way with no recorded landing, `now` past its planned
 * arrival by 15 minutes (amber) or 60 minutes (red). Cancelled, landed and before-release legs
 * are never overdue (the last are `stale` instead). A detected landing still counts: it is
 * overdue until somebody confirms it.
 */
export function overdueLevel(leg: ProgressFacts, now: number): OverdueLevel {
  const p = legProgress(leg, now);
  if (p === LegProgress.cancelled || p === LegProgress.landed || p === LegProgress.planning || p === LegProgress.stale) return 'none';
  const late = now - leg.plannedArrivalMs;
  if (late >= OVERDUE_RED_MINUTES * 60_000) return 'red';
  if (late >= OVERDUE_AMBER_MINUTES * 60_000) return 'amber';
  return 'none';
}

/**
 * From when the leg needs closing (epoch ms), null when it never will as it stands (landed or
 * cancelled): its planned arrival before release (stale), 15 minutes after it once released
 * (overdue). `needsClosing(leg, now)` is `now >= closingDueMs(leg)` but for the exact instant of
 * the stale edge; lists filter on it (the server's leg list mirrors it in SQL).
 */
export function closingDueMs(leg: ProgressFacts): number | null {
  if (leg.legState === LegState.cancelled || leg.actualOnMs !== null) return null;
  return BEFORE_RELEASE.has(leg.legState) ? leg.plannedArrivalMs : leg.plannedArrivalMs + OVERDUE_AMBER_MINUTES * 60_000;
}

/** True when the leg needs the dispatcher's attention because of the clock: overdue or stale. */
export const needsClosing = (leg: ProgressFacts, now: number): boolean =>
  overdueLevel(leg, now) !== 'none' || legProgress(leg, now) === LegProgress.stale;

/** Progress as the data centre's movement status (planned / departed / landed). */
export function movementStatusOf(p: LegProgress): 'planned' | 'departed' | 'landed' {
  if (p === LegProgress.landed) return 'landed';
  if (p === LegProgress.airborne || p === LegProgress.takeoffDetected || p === LegProgress.landingDetected) return 'departed';
  return 'planned';
}

export const OVERDUE_LEVELS: readonly OverdueLevel[] = Object.freeze(['none', 'amber', 'red']);

type When = string | Date | null | undefined;
const ms = (w: When): number | null => (w == null ? null : w instanceof Date ? w.getTime() : Date.parse(w));

/** A leg as the answers carry it (instants as ISO strings or dates): what progress needs. */
export interface ProgressLeg {
  legState: number;
  plannedDepartureUtc: string | Date;
  plannedArrivalUtc: string | Date;
  actualOffUtc: When;
  actualOnUtc: When;
  detectedOffUtc?: When;
  detectedOnUtc?: When;
}

export function progressFactsOf(leg: ProgressLeg): ProgressFacts {
  return {
    legState: leg.legState,
    plannedDepartureMs: ms(leg.plannedDepartureUtc)!,
    plannedArrivalMs: ms(leg.plannedArrivalUtc)!,
    actualOffMs: ms(leg.actualOffUtc),
    actualOnMs: ms(leg.actualOnUtc),
    detectedOffMs: ms(leg.detectedOffUtc),
    detectedOnMs: ms(leg.detectedOnUtc),
  };
}

/** Progress, overdue level and the stale flag of a leg at `now` — what every screen shows. */
export interface LegProgressView {
  progress: LegProgress;
  overdue: OverdueLevel;
  stale: boolean;
}

export function legProgressView(leg: ProgressLeg, now: number): LegProgressView {
  const facts = progressFactsOf(leg);
  const progress = legProgress(facts, now);
  return { progress, overdue: overdueLevel(facts, now), stale: progress === LegProgress.stale };
}

/** A detected event as far as progress cares. */
export interface DetectedEventFacts {
  legId: string;
  kind: string;
  status: string;
  time: string | Date;
}

/**
 * Per leg, the instants of its takeoff and landing detected from positions and still proposed
 * (neither confirmed — then the leg carries the recorded time — nor dismissed).
 */
export function detectedTimesOf(events: readonly DetectedEventFacts[]): Map<string, { detectedOffUtc: string | null; detectedOnUtc: string | null }> {
  const out = new Map<string, { detectedOffUtc: string | null; detectedOnUtc: string | null }>();
  for (const e of events) {
    if (e.status !== 'proposed' || (e.kind !== 'takeoff' && e.kind !== 'landing')) continue;
    const cur = out.get(e.legId) ?? { detectedOffUtc: null, detectedOnUtc: null };
    const at = typeof e.time === 'string' ? e.time : e.time.toISOString();
    if (e.kind === 'takeoff') cur.detectedOffUtc = at;
    else cur.detectedOnUtc = at;
    out.set(e.legId, cur);
  }
  return out;
}

/** Progress that means the aircraft has left the ground (detected or recorded) and not landed. */
export const isUnderWay = (p: LegProgress): boolean => p === LegProgress.airborne || p === LegProgress.takeoffDetected || p === LegProgress.landingDetected;
