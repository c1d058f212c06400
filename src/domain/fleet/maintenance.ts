/**
 * The next window of a repeating inspection, planned when one is confirmed done.
 * - Cycle in days: it starts `value` days after the done time.
 * - Cycle in flight hours or cycles (landings): the days are estimated from the aircraft's
 *   average daily utilisation over the last 30 days of flown legs (hours per day or legs per day),
 *   rounded up to whole days; without any flown leg there is no estimate and no next item.
 * The next window keeps the length of the one done.
 */
import type { MaintenanceCycleUnit } from './availability';

const DAY = 86_400_000;
/** Days of flown legs the utilisation is averaged over. */
export const UTILISATION_DAYS = 30;

export interface Utilisation {
  /** Flight hours per day (average over UTILISATION_DAYS). */
  hoursPerDay: number;
  /** Legs (cycles) per day. */
  cyclesPerDay: number;
}

/** Days until the next inspection by the cycle; null without a cycle or an estimate. */
export function cycleDays(value: number | null, unit: MaintenanceCycleUnit | null, use: Utilisation): number | null {
  if (!value || !unit) return null;
  if (unit === 'days') return value;
  const perDay = unit === 'hours' ? use.hoursPerDay : use.cyclesPerDay;
  if (!(perDay > 0)) return null;
  return Math.max(1, Math.ceil(value / perDay));
}

/** The next window [start, end) in epoch ms, or null. */
export function nextWindow(plan: { plannedStart: number; plannedEnd: number; cycleValue: number | null; cycleUnit: MaintenanceCycleUnit | null }, doneAt: number, use: Utilisation): { start: number; end: number } | null {
  const days = cycleDays(plan.cycleValue, plan.cycleUnit, use);
  if (days === null) return null;
  const start = doneAt + days * DAY;
  return { start, end: start + Math.max(plan.plannedEnd - plan.plannedStart, 0) };
}

/** Whole days from `now` until `start` (toward zero; negative once started: -3 is three whole days ago). */
export const daysUntil = (start: number, now: number) => Math.trunc((start - now) / DAY) + 0;
