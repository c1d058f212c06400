/**
 * The fleet window's upkeep: the aircraft rows' AOG, MEL and maintenance spans as row backgrounds
 * (colours of the status board; AOG and inspections hatched, MEL translucent) and the faults and
 * inspections behind them as the move verdict's facts (src/domain/trip/upkeepRules.ts).
 */
import type { GanttWindowAnswer } from '../../api/gantt';
import type { TargetUpkeep } from '../../domain/trip/upkeepRules';
import type { RowSpan } from '../../timeline-engine/render/props';
import { UPKEEP_COLOURS } from '../../ui/fleet/upkeepColours';

/** No row backgrounds (the crew and passenger views): a constant, so the engine sees no change. */
export const NO_SPANS: readonly RowSpan[] = Object.freeze([]);

const ms = (iso: string | null | undefined) => (iso ? Date.parse(iso) : null);

export function upkeepRowSpans(answer: Pick<GanttWindowAnswer, 'spans'>): RowSpan[] {
  return (answer.spans ?? []).map((s) => ({ row: s.aircraftId, start: Date.parse(s.start), end: ms(s.end), colour: UPKEEP_COLOURS[s.status], hatched: s.status !== 'mel' }));
}

export function upkeepByAircraft(answer: Pick<GanttWindowAnswer, 'faults' | 'plans'>): Map<string, TargetUpkeep> {
  const out = new Map<string, { faults: TargetUpkeep['faults'][number][]; plans: TargetUpkeep['plans'][number][] }>();
  const of = (id: string) => {
    let e = out.get(id);
    if (!e) out.set(id, (e = { faults: [], plans: [] }));
    return e;
  };
  for (const f of answer.faults ?? []) {
    of(f.aircraftId).faults.push({
      id: f.id,
      kind: f.kind,
      state: f.state,
      melItem: f.melItem,
      discoveredAt: Date.parse(f.discoveredUtc),
      closedAt: ms(f.closedUtc),
      deadlineAt: ms(f.deadlineUtc),
      expectedReturnAt: ms(f.expectedReturnUtc),
      descriptionZh: f.descriptionZh,
      descriptionEn: f.descriptionEn,
    });
  }
  for (const p of answer.plans ?? []) of(p.aircraftId).plans.push({ id: p.id, name: p.name, state: 'planned', plannedStart: Date.parse(p.plannedStartUtc), plannedEnd: Date.parse(p.plannedEndUtc) });
  return out;
}

/** 'tailNo:status' of each span on an aircraft row (the host's data attribute for tests and tools). */
export function upkeepSpanMarks(answer: Pick<GanttWindowAnswer, 'spans' | 'rows'>): string {
  const tails = new Map(answer.rows.map((r) => [r.id, r.tailNo]));
  return (answer.spans ?? []).map((s) => `${tails.get(s.aircraftId) ?? s.aircraftId}:${s.status}`).join(' ');
}
