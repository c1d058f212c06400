/**
 * What a leg edit undoes (D4: editing is allowed until the leg departs; the spec leaves the
 * consequences open, these are the ones a dispatcher expects). A new route invalidates the
 * performance evaluation, the flight plan and the release documents: the leg goes back to "not
 * evaluated". New times keep the evaluation but invalidate the filed flight plan and the release
 * documents: a leg that was ready or released goes back to preparing. An aircraft change is the
 * aircraft assignment's own rule (`assignAircraft`). Other fields (flight number, note) reset nothing.
 */
import { LegState } from './states';
import type { Evaluation } from './statuses';

export interface EditChange {
  route: boolean;
  times: boolean;
}

export interface EditReset {
  legState?: LegState;
  evaluation?: Evaluation | null;
  hasFlightPlan?: false;
  hasReleaseDocuments?: false;
}

/** States from which an edit of times sends the leg back to preparing. */
const PAST_PREPARATION: readonly LegState[] = [LegState.ready, LegState.released, LegState.notReleased];
/** States that have an evaluation a new route undoes. */
const EVALUATED: readonly LegState[] = [LegState.evaluated, LegState.pending, LegState.preparing, LegState.planned, ...PAST_PREPARATION, LegState.conditionsNotMet, LegState.timedOut];

export function editResets(state: LegState, change: EditChange): EditReset {
  if (change.route) {
    return EVALUATED.includes(state) ? { legState: LegState.notEvaluated, evaluation: null, hasFlightPlan: false, hasReleaseDocuments: false } : {};
  }
  if (change.times) {
    return PAST_PREPARATION.includes(state) ? { legState: LegState.preparing, hasFlightPlan: false, hasReleaseDocuments: false } : { hasFlightPlan: false, hasReleaseDocuments: false };
  }
  return {};
}
