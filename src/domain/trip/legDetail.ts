/**
 * What the leg detail page shows about one leg, computed with the same rules the server runs
 * (requirements D4 "Leg readiness", "Rules on transitions", D8): the readiness checklist, the
 * steps from evaluation to landing, the refusal of every command (buttons are disabled with that
 * text) and the blocking reason of the next step.
 */
import type { Refusal, Result } from './errors';
import { TK, refuse } from './errors';
import type { LegFacts, TripFacts } from './facts';
import { legOpen } from './guards';
import { cancelLeg, editLeg, lockLeg, unlockLeg } from './legEditing';
import {
  assignAircraft,
  attachFlightPlan,
  confirmAirworthiness,
  decideRelease,
  recordLanding,
  recordTakeoff,
  resetLanding,
  resetTakeoff,
  submitReady,
} from './legFlow';
import { LegState, type TripStatus } from './states';
import { evaluationPassed, isAirworthy, type Airworthiness, type Evaluation } from './statuses';
import { evaluatePerformance } from './tripFlow';

/** A leg as the server answers it (the fields the rules read). Instants are ISO strings. */
export interface LegRecord {
  legState: number;
  isFerry: boolean;
  locked: boolean;
  aircraftId: string | null;
  hasCrew: boolean;
  airworthiness: string | null;
  hasFlightPlan: boolean;
  hasReleaseDocuments: boolean;
  evaluation: unknown;
  plannedDepartureUtc: string | null;
  actualOffUtc: string | null;
  actualOnUtc: string | null;
}

/** The rules' facts of a leg record (the server's `legFacts` maps its rows through it). */
export function legFactsOf(leg: LegRecord): LegFacts {
  return {
    state: leg.legState as LegState,
    isFerry: leg.isFerry,
    locked: leg.locked,
    hasAircraft: leg.aircraftId !== null,
    hasCrew: leg.hasCrew,
    airworthiness: (leg.airworthiness as Airworthiness | null) ?? null,
    hasFlightPlan: leg.hasFlightPlan,
    hasReleaseDocuments: leg.hasReleaseDocuments,
    evaluation: (leg.evaluation as Evaluation | null) ?? null,
    plannedDepartureUtc: leg.plannedDepartureUtc,
    actualTakeoffUtc: leg.actualOffUtc,
    actualLandingUtc: leg.actualOnUtc,
  };
}

/** The trip's facts from its status, lock and legs (in trip order). */
export function tripFactsOf(trip: { status: string; locked: boolean }, legs: readonly LegRecord[]): TripFacts<LegFacts> {
  return { status: trip.status as TripStatus, locked: trip.locked, legs: legs.map(legFactsOf) };
}

/** The readiness items of a leg, in the order the checklist shows them. */
export const READINESS_ITEMS = ['aircraft', 'airworthiness', 'crew', 'flightPlan', 'releaseDocuments'] as const;
export type ReadinessItem = (typeof READINESS_ITEMS)[number];

export interface ChecklistEntry {
  item: ReadinessItem;
  done: boolean;
  /** The airworthiness confirmation (airworthiness item only), null before any. */
  airworthiness?: Airworthiness | null;
}

/** The readiness checklist: aircraft, airworthiness (airworthy or conditional), crew, flight plan, release documents. */
export function readinessChecklist(leg: LegFacts): ChecklistEntry[] {
  return [
    { item: 'aircraft', done: leg.hasAircraft },
    { item: 'airworthiness', done: isAirworthy(leg.airworthiness), airworthiness: leg.airworthiness },
    { item: 'crew', done: leg.hasCrew },
    { item: 'flightPlan', done: leg.hasFlightPlan },
    { item: 'releaseDocuments', done: leg.hasReleaseDocuments },
  ];
}

/** The steps of a leg, evaluation to landing. `preparation` is crew, airworthiness and flight plan. */
export const LEG_STEPS = ['evaluation', 'aircraft', 'preparation', 'ready', 'release', 'takeoff', 'landing'] as const;
export type LegStep = (typeof LEG_STEPS)[number];

const READY_ON: readonly LegState[] = [LegState.ready, LegState.released, LegState.flying, LegState.flown];
const RELEASED_ON: readonly LegState[] = [LegState.released, LegState.flying, LegState.flown];

/** Which steps the leg has passed. */
export function stepsDone(leg: LegFacts): Record<LegStep, boolean> {
  const s = leg.state;
  return {
    evaluation: evaluationPassed(leg.evaluation) || (s !== LegState.notEvaluated && s !== LegState.cancelled),
    aircraft: leg.hasAircraft,
    preparation: (leg.hasCrew && isAirworthy(leg.airworthiness) && leg.hasFlightPlan) || READY_ON.includes(s),
    ready: READY_ON.includes(s),
    release: RELEASED_ON.includes(s),
    takeoff: s === LegState.flying || s === LegState.flown,
    landing: s === LegState.flown,
  };
}

/** Index in LEG_STEPS of the first step not passed; LEG_STEPS.length for a flown leg. */
export function currentStepIndex(leg: LegFacts): number {
  const done = stepsDone(leg);
  const i = LEG_STEPS.findIndex((s) => !done[s]);
  return i < 0 ? LEG_STEPS.length : i;
}

/** Every command the detail page offers. */
export const LEG_ACTIONS = [
  'evaluate',
  'assignAircraft',
  'airworthiness',
  'flightPlan',
  'removeFlightPlan',
  'releaseDocuments',
  'removeReleaseDocuments',
  'ready',
  'release',
  'noRelease',
  'cancelRelease',
  'lock',
  'unlock',
  'takeoff',
  'landing',
  'resetTakeoff',
  'resetLanding',
  'edit',
  'cancel',
  'renew',
] as const;
export type LegAction = (typeof LEG_ACTIONS)[number];

const refusalOf = (r: Result<unknown> | Refusal | null): Refusal | null => (r === null || r.ok ? null : r);

/**
 * The refusal of every command on the leg at `index` (null when the rules allow it), by the same
 * domain functions the server runs. Takeoff is checked at the planned time (the delay reason is
 * the dialog's business) and landing at the takeoff time.
 */
export function actionRefusals(trip: TripFacts<LegFacts>, index: number): Record<LegAction, Refusal | null> {
  const leg = trip.legs[index];
  if (!leg) {
    const none = refuse(TK.noSuchLeg, { number: index + 1 });
    return Object.fromEntries(LEG_ACTIONS.map((a) => [a, none])) as Record<LegAction, Refusal>;
  }
  const at = leg.plannedDepartureUtc ?? new Date(0).toISOString();
  return {
    evaluate: refusalOf(evaluatePerformance(trip, index, { result: 'pass' })),
    assignAircraft: refusalOf(assignAircraft(leg)),
    airworthiness: refusalOf(confirmAirworthiness(leg, 'airworthy')),
    flightPlan: refusalOf(attachFlightPlan(leg)),
    // The server removes a plan by re-confirming the current airworthiness on the changed facts.
    removeFlightPlan: refusalOf(confirmAirworthiness({ ...leg, hasFlightPlan: false }, leg.airworthiness ?? 'unairworthy')),
    releaseDocuments: legOpen(leg),
    removeReleaseDocuments: legOpen(leg),
    ready: refusalOf(submitReady(leg)),
    release: refusalOf(decideRelease(leg, 'release')),
    noRelease: refusalOf(decideRelease(leg, 'noRelease')),
    cancelRelease: refusalOf(decideRelease(leg, 'cancelRelease')),
    lock: refusalOf(lockLeg(leg)),
    unlock: refusalOf(unlockLeg(leg)),
    takeoff: refusalOf(recordTakeoff(leg, at, null)),
    landing: refusalOf(recordLanding(leg, leg.actualTakeoffUtc ?? at)),
    resetTakeoff: refusalOf(resetTakeoff(leg, true)),
    resetLanding: refusalOf(resetLanding(leg, true)),
    edit: refusalOf(editLeg(trip, index)),
    cancel: refusalOf(cancelLeg(trip, index, 'customer')),
    renew: leg.state === LegState.cancelled ? null : refuse(TK.wrongLegState),
  };
}

/** The command that moves each step on. */
const STEP_ACTION: Record<LegStep, LegAction> = {
  evaluation: 'evaluate',
  aircraft: 'assignAircraft',
  preparation: 'ready',
  ready: 'ready',
  release: 'release',
  takeoff: 'takeoff',
  landing: 'landing',
};

/** The next step of the leg and why it cannot be taken now (null when it can), or null for a flown leg. */
export function nextStep(trip: TripFacts<LegFacts>, index: number): { step: LegStep; refusal: Refusal | null } | null {
  const leg = trip.legs[index];
  if (!leg) return null;
  if (leg.state === LegState.cancelled) return { step: LEG_STEPS[currentStepIndex(leg)] ?? 'evaluation', refusal: legOpen(leg) };
  const i = currentStepIndex(leg);
  const step = LEG_STEPS[i];
  if (!step) return null;
  return { step, refusal: actionRefusals(trip, index)[STEP_ACTION[step]] };
}
