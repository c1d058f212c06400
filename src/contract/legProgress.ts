/**
 * Where a leg stands (src/domain/trip/legProgress.ts) when the answer was made, and the detected
 * (proposed, not dismissed) takeoff and landing the rule reads — the screens recompute progress
 * with the same function as the clock moves. Spread into the monitor's, the board's and the leg
 * list's rows.
 */
import { Type } from 'typebox';
import { LEG_PROGRESSES, OVERDUE_LEVELS } from '../domain/trip/legProgress';
import { Instant, Nullable } from './common';

const OneOf = <T extends string>(values: readonly T[]) => Type.Unsafe<T>({ type: 'string', enum: [...values] });

export const ProgressFields = {
  detectedOffUtc: Nullable(Instant),
  detectedOnUtc: Nullable(Instant),
  progress: OneOf(LEG_PROGRESSES),
  overdue: OneOf(OVERDUE_LEVELS),
  /** Past its planned arrival and still before release: the dispatcher must close it. */
  stale: Type.Boolean(),
};
