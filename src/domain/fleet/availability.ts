/**
 * What an aircraft's open faults and planned inspections mean for its time: spans of AOG, MEL and
 * scheduled maintenance, the status at any instant, and the verdict on flying a leg in a window.
 *
 * - An open AOG blocks from its discovery until it is closed. Its expected return to service only
 *   shortens the span drawn for the future: legs after it are warned, not refused, because the
 *   AOG still holds until someone closes it.
 * - An open MEL item allows flying until its deadline (with a warning naming the items); a leg
 *   departing after the deadline of an item still open is refused: the deferral has run out.
 * - A planned (not done, not cancelled) inspection blocks its window; a done one blocks nothing.
 * Status priority: AOG > MEL > maintenance > airworthy (the Gantt's codes 4, 3, 2, 0).
 */
import type { MelCategory } from './mel';

export const FAULT_KINDS = ['mel', 'aog', 'maintenance'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];
export const FAULT_STATES = ['open', 'closed'] as const;
export type FaultState = (typeof FAULT_STATES)[number];
export const MAINTENANCE_CYCLE_UNITS = ['days', 'hours', 'cycles'] as const;
export type MaintenanceCycleUnit = (typeof MAINTENANCE_CYCLE_UNITS)[number];
export const MAINTENANCE_STATES = ['planned', 'done', 'cancelled'] as const;
export type MaintenanceState = (typeof MAINTENANCE_STATES)[number];
/** Why an aircraft's status changed (its history's cause). */
export const STATUS_CAUSES = ['faultOpened', 'faultClosed', 'faultChanged', 'maintenanceStarted', 'maintenanceEnded', 'maintenanceChanged'] as const;
export type StatusCause = (typeof STATUS_CAUSES)[number];

export type UpkeepStatus = 'airworthy' | 'maintenance' | 'mel' | 'aog';
const RANK: Record<UpkeepStatus, number> = { airworthy: 0, maintenance: 2, mel: 3, aog: 4 };

/** The Gantt's code of a status: 4 AOG, 3 MEL, 2 maintenance, 0 in service. */
export const statusCode = (s: UpkeepStatus): 4 | 3 | 2 | 0 => RANK[s] as 4 | 3 | 2 | 0;

export interface FaultFacts {
  id: string;
  kind: FaultKind;
  state: FaultState;
  melItem?: string | null;
  melCategory?: MelCategory | null;
  discoveredAt: number;
  closedAt?: number | null;
  deadlineAt?: number | null;
  expectedReturnAt?: number | null;
}

export interface MaintenanceFacts {
  id: string;
  name: string;
  state: MaintenanceState;
  plannedStart: number;
  plannedEnd: number;
}

export interface UpkeepSpan {
  status: Exclude<UpkeepStatus, 'airworthy'>;
  start: number;
  /** Null: open-ended (until closed). */
  end: number | null;
  /** The fault or plan item it comes from. */
  sourceId: string;
  /** MEL item number or inspection name, for labels. */
  label: string;
  /** MEL: the rectification deadline. */
  deadlineAt?: number | null;
}

/** The spans of one aircraft: closed faults keep their historic span, open ones run on. */
export function upkeepSpans(faults: readonly FaultFacts[], plans: readonly MaintenanceFacts[]): UpkeepSpan[] {
  const spans: UpkeepSpan[] = [];
  for (const f of faults) {
    if (f.kind === 'maintenance') continue;
    const closed = f.state === 'closed' ? (f.closedAt ?? f.discoveredAt) : null;
    const end = closed ?? (f.kind === 'aog' ? (f.expectedReturnAt ?? null) : null);
    spans.push({ status: f.kind, start: f.discoveredAt, end, sourceId: f.id, label: f.melItem ?? '', deadlineAt: f.deadlineAt ?? null });
  }
  for (const p of plans) {
    if (p.state !== 'planned') continue;
    spans.push({ status: 'maintenance', start: p.plannedStart, end: p.plannedEnd, sourceId: p.id, label: p.name });
  }
  return spans.sort((a, b) => a.start - b.start);
}

const covers = (s: UpkeepSpan, t: number) => s.start <= t && (s.end === null || t < s.end);

/**
 * The status at `t` from the facts. An open AOG counts even past its expected return (it holds
 * until closed); open MEL items count from discovery until closed.
 */
export function statusAt(faults: readonly FaultFacts[], plans: readonly MaintenanceFacts[], t: number): UpkeepStatus {
  let best: UpkeepStatus = 'airworthy';
  const take = (s: UpkeepStatus) => {
    if (RANK[s] > RANK[best]) best = s;
  };
  for (const f of faults) {
    if (f.kind === 'maintenance' || f.discoveredAt > t) continue;
    const open = f.state === 'open' || (f.closedAt != null && f.closedAt > t);
    if (open) take(f.kind);
  }
  for (const p of plans) if (p.state === 'planned' && p.plannedStart <= t && t < p.plannedEnd) take('maintenance');
  return best;
}

export type LegUpkeepIssue =
  | { kind: 'aog'; faultId: string; expectedReturnAt: number | null }
  | { kind: 'maintenance'; planId: string; name: string; start: number; end: number }
  | { kind: 'melExpired'; faultId: string; melItem: string; deadlineAt: number }
  | { kind: 'mel'; faultId: string; melItem: string; deadlineAt: number | null }
  | { kind: 'aogExpectedBack'; faultId: string; expectedReturnAt: number };

export interface LegUpkeepVerdict {
  refusals: LegUpkeepIssue[];
  warnings: LegUpkeepIssue[];
}

/**
 * May the aircraft fly a leg from `departure` to `arrival` (epoch ms)? Refused by an open AOG
 * (unless the leg departs after its expected return: then warned), by a planned inspection
 * overlapping the leg, and by an open MEL item whose deadline is before the arrival. Warned by
 * every other open MEL item. Closed faults, faults found after the leg and done inspections say nothing about it.
 */
export function legUpkeepVerdict(faults: readonly FaultFacts[], plans: readonly MaintenanceFacts[], departure: number, arrival: number): LegUpkeepVerdict {
  const refusals: LegUpkeepIssue[] = [];
  const warnings: LegUpkeepIssue[] = [];
  for (const f of faults) {
    // a fault found once the leg has landed says nothing about it
    if (f.state !== 'open' || f.kind === 'maintenance' || f.discoveredAt >= arrival) continue;
    if (f.kind === 'aog') {
      if (f.expectedReturnAt != null && departure >= f.expectedReturnAt) warnings.push({ kind: 'aogExpectedBack', faultId: f.id, expectedReturnAt: f.expectedReturnAt });
      else refusals.push({ kind: 'aog', faultId: f.id, expectedReturnAt: f.expectedReturnAt ?? null });
      continue;
    }
    const deadline = f.deadlineAt ?? null;
    if (deadline !== null && arrival > deadline) refusals.push({ kind: 'melExpired', faultId: f.id, melItem: f.melItem ?? '', deadlineAt: deadline });
    else warnings.push({ kind: 'mel', faultId: f.id, melItem: f.melItem ?? '', deadlineAt: deadline });
  }
  for (const p of plans) {
    if (p.state !== 'planned') continue;
    if (p.plannedStart < arrival && departure < p.plannedEnd) refusals.push({ kind: 'maintenance', planId: p.id, name: p.name, start: p.plannedStart, end: p.plannedEnd });
  }
  return { refusals, warnings };
}

/** The spans overlapping [from, to), clipped to it (open ends stay open past `to`). */
export function spansIn(spans: readonly UpkeepSpan[], from: number, to: number): UpkeepSpan[] {
  return spans.filter((s) => s.start < to && (s.end === null || s.end > from));
}

export { covers as spanCovers };
