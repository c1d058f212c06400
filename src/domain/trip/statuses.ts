/**
 * The smaller decisions and statuses around a leg (requirements D3, D4 "Leg readiness",
 * "Other decisions and statuses") and the Gantt colours. Each is a `const` object, its type
 * and a list; label keys are `trip.<enum>.<value>`.
 */
import { LegState } from './states';

/** Readiness of a leg, derived from its state and readiness facts (`legReadiness`). */
export const LegReadiness = {
  incomplete: 'incomplete',
  preparing: 'preparing',
  finished: 'finished',
  cancelled: 'cancelled',
  needsAttention: 'needsAttention',
} as const;
export type LegReadiness = (typeof LegReadiness)[keyof typeof LegReadiness];
export const LEG_READINESS: readonly LegReadiness[] = Object.freeze(Object.values(LegReadiness));

/** Decision of the release (control) seat on a ready leg. */
export const ReleaseDecision = { release: 'release', noRelease: 'noRelease', cancelRelease: 'cancelRelease' } as const;
export type ReleaseDecision = (typeof ReleaseDecision)[keyof typeof ReleaseDecision];
export const RELEASE_DECISIONS: readonly ReleaseDecision[] = Object.freeze(Object.values(ReleaseDecision));

/** Airworthiness confirmation of the aircraft for a leg. Conditionally airworthy counts as confirmed. */
export const Airworthiness = { airworthy: 'airworthy', unairworthy: 'unairworthy', conditional: 'conditional' } as const;
export type Airworthiness = (typeof Airworthiness)[keyof typeof Airworthiness];
export const AIRWORTHINESS: readonly Airworthiness[] = Object.freeze(Object.values(Airworthiness));

/** True when the confirmation lets the leg be submitted ready. */
export const isAirworthy = (a: Airworthiness | null | undefined): boolean =>
  a === Airworthiness.airworthy || a === Airworthiness.conditional;

/** Progress of the performance evaluation. */
export const EvaluationStatus = { notEvaluated: 'notEvaluated', evaluating: 'evaluating', evaluated: 'evaluated' } as const;
export type EvaluationStatus = (typeof EvaluationStatus)[keyof typeof EvaluationStatus];
export const EVALUATION_STATUSES: readonly EvaluationStatus[] = Object.freeze(Object.values(EvaluationStatus));

/** Result of the performance evaluation; a forced pass carries a reason. */
export const EvaluationResult = { pass: 'pass', fail: 'fail', forcedPass: 'forcedPass' } as const;
export type EvaluationResult = (typeof EvaluationResult)[keyof typeof EvaluationResult];
export const EVALUATION_RESULTS: readonly EvaluationResult[] = Object.freeze(Object.values(EvaluationResult));

/** An evaluation outcome as stored with the leg. */
export type Evaluation =
  | { result: 'pass' }
  | { result: 'fail'; note?: string }
  | { result: 'forcedPass'; reason: string };

/** True for pass and forced pass. */
export const evaluationPassed = (e: Evaluation | null | undefined): boolean =>
  e?.result === EvaluationResult.pass || e?.result === EvaluationResult.forcedPass;

/** A crew member's answer to an assignment. */
export const CrewAssignmentState = { toConfirm: 'toConfirm', accepted: 'accepted', declined: 'declined' } as const;
export type CrewAssignmentState = (typeof CrewAssignmentState)[keyof typeof CrewAssignmentState];
export const CREW_ASSIGNMENT_STATES: readonly CrewAssignmentState[] = Object.freeze(Object.values(CrewAssignmentState));

/** Diversion (alternate) status codes. */
export const DiversionStatus = { cancelled: 1, normal: 2 } as const;
export type DiversionStatus = (typeof DiversionStatus)[keyof typeof DiversionStatus];
export const DIVERSION_STATUSES: readonly DiversionStatus[] = Object.freeze(Object.values(DiversionStatus));
export const diversionStatusLabelKey = (s: DiversionStatus): string =>
  s === DiversionStatus.cancelled ? 'trip.diversionStatus.cancelled' : 'trip.diversionStatus.normal';

/** Colour tokens of Gantt leg bars, with their hex values. */
export const GANTT_BAR_COLOURS = {
  blue: '#1677ff',
  teal: '#13c2c2',
  orange: '#fa8c16',
  green: '#52c41a',
  lightBlue: '#91caff',
} as const;
export type GanttBarColour = keyof typeof GANTT_BAR_COLOURS;

/** Gantt bar colour by leg state: 30 blue, 31 teal, 4 orange, 5 green, anything else light blue. */
export function ganttBarColour(state: number): GanttBarColour {
  switch (state) {
    case LegState.ready:
      return 'blue';
    case LegState.released:
      return 'teal';
    case LegState.flying:
      return 'orange';
    case LegState.flown:
      return 'green';
    default:
      return 'lightBlue';
  }
}

/** Aircraft status as the Gantt shows it. */
export const GanttAircraftStatus = { aog: 'aog', mel: 'mel', maintenance: 'maintenance', inService: 'inService' } as const;
export type GanttAircraftStatus = (typeof GanttAircraftStatus)[keyof typeof GanttAircraftStatus];
export const GANTT_AIRCRAFT_STATUSES: readonly GanttAircraftStatus[] = Object.freeze(Object.values(GanttAircraftStatus));

/** Aircraft status code in the Gantt: 4 AOG, 3 MEL, 2 maintenance, anything else in service. */
export function ganttAircraftStatus(code: number | null | undefined): GanttAircraftStatus {
  if (code === 4) return 'aog';
  if (code === 3) return 'mel';
  if (code === 2) return 'maintenance';
  return 'inService';
}

/** Facts `legReadiness` needs. */
export interface ReadinessFacts {
  state: LegState;
  hasCrew: boolean;
  airworthiness: Airworthiness | null;
  hasFlightPlan: boolean;
}

/**
 * Readiness shown beside a leg: cancelled (0); needs attention when not released, conditions
 * not met, timed out or unairworthy; finished from ready on (30, 31, 4, 5); preparing once any
 * of crew, airworthiness or flight plan is in; otherwise incomplete.
 */
export function legReadiness(leg: ReadinessFacts): LegReadiness {
  const s = leg.state;
  if (s === LegState.cancelled) return 'cancelled';
  if (s === LegState.notReleased || s === LegState.conditionsNotMet || s === LegState.timedOut) return 'needsAttention';
  if (leg.airworthiness === Airworthiness.unairworthy) return 'needsAttention';
  if (s === LegState.ready || s === LegState.released || s === LegState.flying || s === LegState.flown) return 'finished';
  if (leg.hasCrew || leg.airworthiness !== null || leg.hasFlightPlan) return 'preparing';
  return 'incomplete';
}
