/** Delay rule (requirements D5, D9): a reason is required once takeoff is more than 30 minutes after the plan. */

export const DELAY_REASON_THRESHOLD_MINUTES = 30;

/** Minutes the actual instant is after the planned one (negative when early). Epoch milliseconds. */
export const delayMinutes = (plannedMs: number, actualMs: number): number => (actualMs - plannedMs) / 60_000;

/** True when the takeoff is strictly more than 30 minutes late. */
export const delayReasonRequired = (plannedMs: number, actualMs: number): boolean =>
  delayMinutes(plannedMs, actualMs) > DELAY_REASON_THRESHOLD_MINUTES;
