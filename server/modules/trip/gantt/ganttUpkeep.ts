/**
 * The fleet Gantt's upkeep background: the rows' AOG, MEL and maintenance spans meeting the window
 * (codes 4, 3, 2 as the row status) and the facts behind them, as the window answers them.
 */
import { spansIn, statusCode, upkeepSpans } from '../../../../src/domain/fleet/availability';
import type { TargetUpkeep } from '../../../../src/domain/trip/upkeepRules';

const at = (ms: number | null | undefined) => (ms == null ? null : new Date(ms));

export function upkeepWire(upkeep: ReadonlyMap<string, TargetUpkeep>, from: number, to: number) {
  const spans = [];
  const faults = [];
  const plans = [];
  for (const [aircraftId, u] of upkeep) {
    for (const s of spansIn(upkeepSpans(u.faults, u.plans), from, to)) {
      spans.push({ aircraftId, status: s.status, code: statusCode(s.status), start: new Date(s.start), end: at(s.end), sourceId: s.sourceId, label: s.label, deadlineUtc: at(s.deadlineAt) });
    }
    for (const f of u.faults) {
      faults.push({
        id: f.id,
        aircraftId,
        kind: f.kind,
        state: f.state,
        melItem: f.melItem ?? null,
        discoveredUtc: new Date(f.discoveredAt),
        closedUtc: at(f.closedAt),
        deadlineUtc: at(f.deadlineAt),
        expectedReturnUtc: at(f.expectedReturnAt),
        descriptionZh: f.descriptionZh ?? '',
        descriptionEn: f.descriptionEn ?? '',
      });
    }
    for (const p of u.plans) plans.push({ id: p.id, aircraftId, name: p.name, plannedStartUtc: new Date(p.plannedStart), plannedEndUtc: new Date(p.plannedEnd) });
  }
  return { spans, faults, plans };
}
