/**
 * The duty-time engine's message keys and limits, and the two shapes its pure logic produces for
 * the outside: a regulation's loosenings (policy.ts) and the verdict of a scheduling change
 * (assess.ts, as the guard answers it). The routes' requests and answers are schemas in
 * src/contract/dutyTime, which checks its copies of these two against them at compile time.
 */
import type { CheckItem } from './check';

/** Error and warning keys (namespace `dutyTime`); every one is translated in zh, zhtw and en. */
export const DK = {
  /** An operator's regulation is looser than its preset: params `{ items: Loosening[] }`. */
  regulationLoosens: 'dutyTime.error.regulationLoosens',
  /** The tables' shape (bands, columns, citations) differs from the preset's. */
  regulationShape: 'dutyTime.error.regulationShape',
  /** Presets are built in and read-only. */
  presetReadOnly: 'dutyTime.error.presetReadOnly',
  /** The company's default regulation cannot be deleted. */
  regulationInUse: 'dutyTime.error.regulationInUse',
  /** A change breaks a duty limit: params `{ duty: DutyChangeVerdict }`. Forceable only when `duty.forceable`. */
  dutyRefused: 'dutyTime.error.dutyRefused',
  /** A change reaches the warning share of a limit: params `{ duty }`; resend with `dutyForceReason`. */
  dutyWarning: 'dutyTime.error.dutyWarning',
  /** A forced warning needs a reason. */
  forceReasonRequired: 'dutyTime.error.forceReasonRequired',
  /** A check period longer than the maximum: params `{ maxDays }`. */
  periodTooLong: 'dutyTime.error.periodTooLong',
} as const;
export type DutyErrorKey = (typeof DK)[keyof typeof DK];

/**
 * Where a leg's times in the duty history come from: the confirmed flight log's OUT/IN, the leg's
 * actual off/on, or the plan (by the departure; an arrival not yet known falls back the same way).
 */
export const LEG_TIMES_FROM = ['flb', 'actual', 'planned'] as const;
export type LegTimesFrom = (typeof LEG_TIMES_FROM)[number];

/** The longest period one duty-period check or report covers. */
export const DUTY_CHECK_MAX_DAYS = 62;

/** A value of an operator's regulation looser than its preset's (`path` like `fdp.basic.minutes.3.1`). */
export interface Loosening {
  path: string;
  preset: number | string | boolean | null;
  value: number | string | boolean | null;
}

/** The duty verdict of a scheduling change (crew on a leg, leg times, Gantt drag) for each pilot it touches. */
export interface DutyChangeVerdict {
  verdict: 'pass' | 'warning' | 'fail';
  /** False when a failure also breaks the preset the regulation is based on: no reason can force it. */
  forceable: boolean;
  regulation: { id: string; name: string };
  crews: Array<{
    crewId: string;
    workNo: string;
    cnName: string;
    verdict: 'pass' | 'warning' | 'fail';
    /** New or worse items only; what was already wrong before the change does not block it. */
    items: Array<CheckItem & { report: string; presetFails: boolean }>;
  }>;
}
