/**
 * Today's movements for the data centre: each monitored leg departing today as planned, departed
 * (in the air) or landed — by the leg's progress (../trip/legProgress.ts), so a takeoff detected
 * from positions is already "departed" — and late when its takeoff (recorded or detected, or still
 * awaited) is more than the delay threshold (30 minutes) after the planned departure. Shared by
 * the screen and its export (server/lib/export/trackExports.ts).
 */
import { DELAY_REASON_THRESHOLD_MINUTES } from '../trip/delay';
import { legProgressView, progressFactsOf, type LegProgress, type OverdueLevel, type ProgressLeg, movementStatusOf } from '../trip/legProgress';

/** What a movement needs of a monitored leg (times as ISO instants). */
export interface MovementLeg extends ProgressLeg {
  plannedDepartureUtc: string;
  plannedArrivalUtc: string;
  actualOffUtc: string | null;
  actualOnUtc: string | null;
}

export type MovementStatus = 'planned' | 'departed' | 'landed';

export interface Movement<L extends MovementLeg = MovementLeg> {
  leg: L;
  status: MovementStatus;
  late: boolean;
  progress: LegProgress;
  overdue: OverdueLevel;
  /** The instant the row is sorted by: actual takeoff, else planned departure. */
  at: number;
}

export interface MovementCounts {
  planned: number;
  departed: number;
  landed: number;
  delayed: number;
}

export function movementsOf<L extends MovementLeg>(legs: readonly L[], now: number): Movement<L>[] {
  const limit = DELAY_REASON_THRESHOLD_MINUTES * 60_000;
  return legs
    .map((leg) => {
      const facts = progressFactsOf(leg);
      const { progress, overdue } = legProgressView(leg, now);
      const planned = facts.plannedDepartureMs;
      const off = facts.actualOffMs ?? facts.detectedOffMs ?? null;
      const status: MovementStatus = movementStatusOf(progress);
      const late = off !== null ? off - planned > limit : now - planned > limit;
      return { leg, status, late, progress, overdue, at: off ?? planned };
    })
    .sort((a, b) => a.at - b.at);
}

export function countMovements(list: readonly Pick<Movement, 'status' | 'late'>[]): MovementCounts {
  return {
    planned: list.length,
    departed: list.filter((m) => m.status !== 'planned').length,
    landed: list.filter((m) => m.status === 'landed').length,
    delayed: list.filter((m) => m.late).length,
  };
}
