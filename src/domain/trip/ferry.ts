/**
 * Ferry (positioning, 调机) legs of one aircraft (requirements D4 "Auto-generated ferry legs
 * cannot be edited", D8). The planner is pure: it reads one aircraft's legs and answers the ferry
 * legs the schedule needs and how to get there from the ferries that exist (keep, insert, update,
 * remove). Customer legs are never moved; committed ferries (`frozen`, see `ferryFrozen`) are never
 * moved or removed. No ferry is planned in front of a leg that has departed: where it took off
 * from is history. Instants are epoch milliseconds (UTC).
 */
import type { ScheduledLeg } from './schedule';

/** Refusal keys of the fleet schedule (texts in locales/*\/schedule.json). */
export const SK = {
  /** {tailNo, tripNumber, legNumber} of the other leg. */
  aircraftOverlap: 'trip.error.aircraftOverlap',
  /** {tailNo, from, to, tripNumber, legNumber} of the leg the ferry positions for. */
  ferryWindowTooShort: 'trip.error.ferryWindowTooShort',
} as const;
export type ScheduleErrorKey = (typeof SK)[keyof typeof SK];
export const SCHEDULE_ERROR_KEYS: readonly ScheduleErrorKey[] = Object.freeze(Object.values(SK));

/** Turnaround on the ground before and after a ferry, minutes. */
export const FERRY_GROUND_MINUTES = 60;
/** Cruise speed assumed when the aircraft type has none, km/h. */
export const DEFAULT_CRUISE_KMH = 800;
/** Purpose and operation nature written on generated ferry legs. */
export const FERRY_PURPOSE = 'ferry';
export const FERRY_NATURE = 'ferry';

const MINUTE = 60_000;

/** One leg of the aircraft as the planner sees it (a scheduled leg, without the overlap reason). */
export interface PlanLeg extends Omit<ScheduledLeg, 'forcedOverlapReason'> {
  isFerry: boolean;
  /** A committed ferry (`ferryFrozen`): it stays exactly as it is. Ignored on customer legs. */
  frozen: boolean;
  /** Flying or flown: no ferry is planned in front of it any more. */
  departed: boolean;
  /** A ferry: the leg it positions the aircraft for. */
  ferryForLegId: string | null;
}

export interface FerryPlanInput {
  legs: readonly PlanLeg[];
  /** Where the aircraft is before its first leg; null or absent: wherever the first leg departs. */
  start?: string | null;
  /** Estimated time en route of a ferry, minutes. */
  eteMinutes: (from: string, to: string) => number;
  groundMinutes?: number;
}

/** A ferry leg the schedule needs. */
export interface DesiredFerry {
  from: string;
  to: string;
  departure: number;
  arrival: number;
  /** The leg it positions the aircraft for (the next leg of the aircraft). */
  forLegId: string;
}

/** A needed ferry that does not fit between the previous arrival and the next departure. */
export interface TooShort {
  forLegId: string;
  /** The leg before the gap; null when the gap follows the starting location. */
  afterLegId: string | null;
  from: string;
  to: string;
}

export interface FerryPlan {
  desired: DesiredFerry[];
  /** Existing ferries left as they are (frozen ones included). */
  keep: string[];
  insert: DesiredFerry[];
  update: { id: string; ferry: DesiredFerry }[];
  remove: string[];
  tooShort: TooShort[];
}

const live = (l: PlanLeg) => !l.cancelled;

/**
 * A ferry is committed when it has departed, or when it is released and the leg it positions for
 * is still live: a release stands while the flight has a purpose. A released ferry whose leg was
 * cancelled goes like any other.
 */
export function ferryFrozen(ferry: { departed: boolean; released: boolean }, targetLive: boolean): boolean {
  return ferry.departed || (ferry.released && targetLive);
}
const byTime = (a: PlanLeg, b: PlanLeg) => a.departure - b.departure || a.arrival - b.arrival || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * The legs the aircraft flies whatever the ferries: live customer legs and frozen ferries, by
 * departure (then arrival, then id).
 */
export function fixedSequence(legs: readonly PlanLeg[]): PlanLeg[] {
  return legs.filter((l) => live(l) && (!l.isFerry || l.frozen)).sort(byTime);
}

/** True when the ferry matches the desired one exactly. */
export const sameFerry = (l: Pick<PlanLeg, 'from' | 'to' | 'departure' | 'arrival'>, d: DesiredFerry): boolean =>
  l.from === d.from && l.to === d.to && l.departure === d.departure && l.arrival === d.arrival;

/**
 * Plans the ferries of one aircraft. Wherever the next fixed leg departs from another airport than
 * the previous one arrived at, a ferry arrives `groundMinutes` before that departure and departs
 * its ETE earlier; when it would leave less than `groundMinutes` after the previous arrival it is
 * still planned (the schedule must connect) and reported in `tooShort`. Existing movable ferries
 * are matched to the desired ones by the leg they position for.
 */
export function planFerries(input: FerryPlanInput): FerryPlan {
  const ground = (input.groundMinutes ?? FERRY_GROUND_MINUTES) * MINUTE;
  const desired: DesiredFerry[] = [];
  const tooShort: TooShort[] = [];
  let at: string | null = input.start ?? null;
  let prev: PlanLeg | null = null;
  for (const leg of fixedSequence(input.legs)) {
    if (at !== null && at !== leg.from && !leg.departed) {
      const arrival = leg.departure - ground;
      const departure = arrival - input.eteMinutes(at, leg.from) * MINUTE;
      desired.push({ from: at, to: leg.from, departure, arrival, forLegId: leg.id });
      if (prev !== null && departure < prev.arrival + ground) tooShort.push({ forLegId: leg.id, afterLegId: prev.id, from: at, to: leg.from });
    }
    at = leg.to;
    prev = leg;
  }

  const movable = input.legs.filter((l) => l.isFerry && live(l) && !l.frozen);
  const used = new Set<string>();
  const keep = input.legs.filter((l) => l.isFerry && live(l) && l.frozen).map((l) => l.id);
  const insert: DesiredFerry[] = [];
  const update: { id: string; ferry: DesiredFerry }[] = [];
  for (const d of desired) {
    const candidates = movable.filter((l) => !used.has(l.id) && l.ferryForLegId === d.forLegId);
    const match = candidates.find((l) => sameFerry(l, d)) ?? candidates[0];
    if (!match) {
      insert.push(d);
      continue;
    }
    used.add(match.id);
    if (sameFerry(match, d)) keep.push(match.id);
    else update.push({ id: match.id, ferry: d });
  }
  const remove = movable.filter((l) => !used.has(l.id)).map((l) => l.id);
  return { desired, keep, insert, update, remove, tooShort };
}

/**
 * The legs after applying a plan: removed ferries gone, updated ones moved, inserted ones added
 * (with ids from `newId`). For tests and previews.
 */
export function applyFerryPlan(legs: readonly PlanLeg[], plan: FerryPlan, newId: (i: number) => string = (i) => `ferry-${i}`): PlanLeg[] {
  const removed = new Set(plan.remove);
  const moved = new Map(plan.update.map((u) => [u.id, u.ferry]));
  const out = legs
    .filter((l) => !removed.has(l.id))
    .map((l) => {
      const d = moved.get(l.id);
      return d ? { ...l, from: d.from, to: d.to, departure: d.departure, arrival: d.arrival, ferryForLegId: d.forLegId } : l;
    });
  plan.insert.forEach((d, i) =>
    out.push({ id: newId(i), from: d.from, to: d.to, departure: d.departure, arrival: d.arrival, cancelled: false, isFerry: true, frozen: false, departed: false, ferryForLegId: d.forLegId }),
  );
  return out;
}

/** Key of a too-short gap, to compare the gaps before and after a command. */
export const tooShortKey = (t: TooShort): string => `${t.forLegId}|${t.from}`;

/** The too-short gaps of `after` that `before` did not have: a command introduced them. */
export function newTooShort(before: readonly TooShort[], after: readonly TooShort[]): TooShort[] {
  const old = new Set(before.map(tooShortKey));
  return after.filter((t) => !old.has(tooShortKey(t)));
}

/**
 * The first leg of `others` the leg's [departure, arrival) intersects, cancelled legs and the leg
 * itself left out; null when none. Forced reasons of the others do not matter: each new overlap
 * needs its own reason.
 */
export function firstOverlap<L extends Pick<PlanLeg, 'id' | 'departure' | 'arrival' | 'cancelled'>>(
  leg: Pick<PlanLeg, 'id' | 'departure' | 'arrival'>,
  others: readonly L[],
): L | null {
  return others.find((o) => o.id !== leg.id && !o.cancelled && o.departure < leg.arrival && leg.departure < o.arrival) ?? null;
}
