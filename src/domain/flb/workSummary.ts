/**
 * Work summary: legs, block, flight, air and night minutes and landings from flight logs, per crew
 * member (the log's operating crew with a crew id; a guest named only is no row) or per aircraft
 * (the log's aircraft). Confirmed logs are the facts; drafts count only when asked for.
 */
import type { FlbStatus } from './rules';

export const WORK_SUMMARY_GROUPS = ['crew', 'aircraft'] as const;
export type WorkSummaryGroup = (typeof WORK_SUMMARY_GROUPS)[number];

/** The longest period one summary covers, in days. */
export const WORK_SUMMARY_MAX_DAYS = 370;

export interface WorkFigures {
  legs: number;
  /** Draft logs among `legs` (0 unless drafts are included). */
  drafts: number;
  blockMinutes: number;
  flightMinutes: number;
  airMinutes: number;
  nightMinutes: number;
  landings: number;
}

/** What the summary reads of one log. */
export interface WorkLog {
  status: FlbStatus;
  aircraftId: string | null;
  /** Crew ids of the operating crew (members without an id left out). */
  crewIds: readonly string[];
  blockMinutes: number | null;
  flightMinutes: number | null;
  airMinutes: number | null;
  nightMinutes: number | null;
  landings: number | null;
}

export const emptyFigures = (): WorkFigures => ({ legs: 0, drafts: 0, blockMinutes: 0, flightMinutes: 0, airMinutes: 0, nightMinutes: 0, landings: 0 });

/** `into` plus one log's figures (missing figures count 0). */
function add(into: WorkFigures, l: WorkLog): void {
  into.legs += 1;
  if (l.status === 'draft') into.drafts += 1;
  into.blockMinutes += l.blockMinutes ?? 0;
  into.flightMinutes += l.flightMinutes ?? 0;
  into.airMinutes += l.airMinutes ?? 0;
  into.nightMinutes += l.nightMinutes ?? 0;
  into.landings += l.landings ?? 0;
}

/** The sum of figures (the totals row). */
export function sumFigures(rows: readonly WorkFigures[]): WorkFigures {
  const out = emptyFigures();
  for (const r of rows) for (const k of Object.keys(out) as (keyof WorkFigures)[]) out[k] += r[k];
  return out;
}

/**
 * Figures per crew member or aircraft id, drafts left out unless `includeDrafts`. A crew member
 * listed twice on one log counts the leg once.
 */
export function workSummary(logs: readonly WorkLog[], groupBy: WorkSummaryGroup, includeDrafts: boolean): Map<string, WorkFigures> {
  const out = new Map<string, WorkFigures>();
  for (const l of logs) {
    if (l.status !== 'confirmed' && !(includeDrafts && l.status === 'draft')) continue;
    const keys = groupBy === 'crew' ? [...new Set(l.crewIds)] : l.aircraftId ? [l.aircraftId] : [];
    for (const k of keys) {
      const f = out.get(k) ?? emptyFigures();
      add(f, l);
      out.set(k, f);
    }
  }
  return out;
}
