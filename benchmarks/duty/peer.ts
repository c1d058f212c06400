/**
 * THE PEER — a NAIVE BASELINE, written for benchmarks/duty.bench.ts only (never used by the app):
 * the cumulative-window sums of `checkDutyPeriods` computed the obvious way. For every planned duty
 * and every cumulative limit of the regulation, it rescans every earlier duty period of the crew
 * member from the first and adds the part of it inside the window (pro rata when the window's start
 * cuts it, as the engine does): O(n²) per crew member and limit.
 *
 * `engineCumulativeSums` is the engine's side of the same comparison: exactly what check.ts does for
 * the cumulative limits (three `IntervalSums` — prefix sums and binary searches — then `sumIn` per
 * duty and limit), without the other checks. Both take the same duties (history and plan, sorted by
 * report, as check.ts sorts them), use the engine's `windowStart`, and write one sum per planned
 * duty and limit, in the order check.ts emits its cumulative items, so the bench can assert the
 * three agree (peer, engine sums, the items' `actualMinutes`) before timing anything.
 */
import { dutySums, type DutyInput } from '../../src/domain/dutyTime/check';
import type { Regulation } from '../../src/domain/dutyTime/regulation';
import { windowStart } from '../../src/domain/dutyTime/windows';

const MIN = 60_000;

/** The naive baseline. `all`: the crew member's duties sorted by report; sums of `all[firstPlanned..]` go to `out` from `at`; answers the next index. */
export function naiveCumulativeSums(reg: Regulation, all: readonly DutyInput[], firstPlanned: number, out: Float64Array, at: number): number {
  const limits = reg.cumulative;
  for (let i = firstPlanned; i < all.length; i++) {
    const d = all[i]!;
    for (const c of limits) {
      const end = c.measure === 'duty' ? d.release : d.fdpEnd;
      const from = windowStart(c.window, end, d.offsetMinutes);
      let sum = 0;
      // rescan every earlier duty period, from the crew member's first
      for (let k = 0; k < all.length; k++) {
        const e = all[k]!;
        if (e.report >= end) break;
        const eEnd = c.measure === 'duty' ? e.release : e.fdpEnd;
        if (eEnd <= e.report) continue;
        const amount = c.measure === 'flightTime' ? e.flightMinutes : (eEnd - e.report) / MIN;
        const overlap = Math.min(eEnd, end) - Math.max(e.report, from);
        if (overlap > 0) sum += (amount * overlap) / (eEnd - e.report);
      }
      out[at++] = sum;
    }
  }
  return at;
}

/** The engine's way (check.ts, cumulative limits only), same inputs and output as the peer. */
export function engineCumulativeSums(reg: Regulation, all: readonly DutyInput[], firstPlanned: number, out: Float64Array, at: number): number {
  const n = all.length;
  // the engine's own arrays and prefix sums (check.ts)
  const { sums } = dutySums(all);
  for (let i = firstPlanned; i < n; i++) {
    const d = all[i]!;
    for (const c of reg.cumulative) {
      const end = c.measure === 'duty' ? d.release : d.fdpEnd;
      out[at++] = sums[c.measure].sumIn(windowStart(c.window, end, d.offsetMinutes), end);
    }
  }
  return at;
}
