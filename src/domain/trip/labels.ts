/**
 * Label keys (namespace `trip`) of every trip enum: `trip.<group>.<name>`. Leg states have
 * their own function (`legStateLabelKey`, with readings); the rest are listed here.
 * tests/integration/tripLocales.test.ts checks that every key is translated.
 */
import { LEG_STATE_LABEL, ReleaseStatus, TRIP_STATUSES, INTENTION_STATUSES, CANCEL_REASON_TYPES, tripStatusLabelKey } from './states';
import {
  AIRWORTHINESS,
  CREW_ASSIGNMENT_STATES,
  EVALUATION_RESULTS,
  EVALUATION_STATUSES,
  GANTT_AIRCRAFT_STATUSES,
  LEG_READINESS,
  RELEASE_DECISIONS,
  type Airworthiness,
  type CrewAssignmentState,
  type EvaluationResult,
  type EvaluationStatus,
  type GanttAircraftStatus,
  type LegReadiness,
  type ReleaseDecision,
} from './statuses';
import type { CancelReasonType, IntentionStatus } from './states';
import { LEG_PROGRESSES, OVERDUE_LEVELS, type LegProgress, type OverdueLevel } from './legProgress';

/** Groups of string-valued enums and their values. */
interface LabelGroups {
  intentionStatus: IntentionStatus;
  cancelReason: CancelReasonType;
  legReadiness: LegReadiness;
  releaseDecision: ReleaseDecision;
  airworthiness: Airworthiness;
  evaluationStatus: EvaluationStatus;
  evaluationResult: EvaluationResult;
  crewAssignment: CrewAssignmentState;
  legProgress: LegProgress;
  overdue: Exclude<OverdueLevel, 'none'>;
  ganttAircraftStatus: GanttAircraftStatus;
}

/** The label key of a value of a string-valued trip enum, e.g. labelKey('airworthiness', 'conditional'). */
export function labelKey<G extends keyof LabelGroups>(group: G, value: LabelGroups[G]): `trip.${G}.${LabelGroups[G]}` {
  return `trip.${group}.${value}`;
}

const RELEASE_STATUS_NAMES = Object.fromEntries(Object.entries(ReleaseStatus).map(([k, v]) => [v, k])) as Record<ReleaseStatus, keyof typeof ReleaseStatus>;

/** The label key of a release status code. */
export const releaseStatusLabelKey = (s: ReleaseStatus): string => `trip.releaseStatus.${RELEASE_STATUS_NAMES[s]}`;

const GROUP_VALUES: { [G in keyof LabelGroups]: readonly LabelGroups[G][] } = {
  intentionStatus: INTENTION_STATUSES,
  cancelReason: CANCEL_REASON_TYPES,
  legReadiness: LEG_READINESS,
  releaseDecision: RELEASE_DECISIONS,
  airworthiness: AIRWORTHINESS,
  evaluationStatus: EVALUATION_STATUSES,
  evaluationResult: EVALUATION_RESULTS,
  crewAssignment: CREW_ASSIGNMENT_STATES,
  ganttAircraftStatus: GANTT_AIRCRAFT_STATUSES,
  legProgress: LEG_PROGRESSES,
  overdue: OVERDUE_LEVELS.filter((l): l is Exclude<OverdueLevel, 'none'> => l !== 'none'),
};

/** Every label key of the trip enums, without duplicates. */
export const TRIP_LABEL_KEYS: readonly string[] = Object.freeze([
  ...new Set<string>([
    ...Object.values(LEG_STATE_LABEL),
    ...TRIP_STATUSES.map(tripStatusLabelKey),
    ...Object.keys(ReleaseStatus).map((k) => `trip.releaseStatus.${k}`),
    'trip.diversionStatus.cancelled',
    'trip.diversionStatus.normal',
    'trip.needsClosing',
    ...Object.entries(GROUP_VALUES).flatMap(([group, values]) => values.map((v) => `trip.${group}.${v}`)),
  ]),
]);
