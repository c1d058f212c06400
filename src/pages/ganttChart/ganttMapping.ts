/**
 * Pure mapping of the Gantt window answer to the timeline engine's generic rows and items, bar
 * and status colours, the fetch window within the server's limit, and the local move verdict
 * (`moveVerdict` run on the loaded window to colour the drag ghost at once).
 */
import type { GanttLegAnswer, GanttRowAnswer, GanttWindowAnswer } from '../../api/gantt';
import { GANTT_WINDOW_MAX_DAYS, moveVerdict, type MoveVerdict } from '../../domain/trip/move';
import { LegState } from '../../domain/trip/states';
import { ganttAircraftStatus, ganttBarColour, GANTT_BAR_COLOURS, type GanttAircraftStatus } from '../../domain/trip/statuses';
import type { TimeType } from '../../domain/timeType';
import { MS_PER_DAY } from '../../timeline-engine/core/scales';
import { UTC_OFFSET, type OffsetFn, type TimeRange } from '../../timeline-engine/core/timeScale';
import type { TimelineItem, TimelineRow } from '../../timeline-engine/render/props';

/** Row status colours (Blueprint palette): AOG red, MEL orange, maintenance gold, in service green. */
export const AIRCRAFT_STATUS_COLOURS: Record<GanttAircraftStatus, string> = {
  aog: '#cd4246',
  mel: '#c87619',
  maintenance: '#d1980b',
  inService: '#238551',
};

export function barColour(legState: number): string {
  return GANTT_BAR_COLOURS[ganttBarColour(legState)];
}

export function rowTitle(row: GanttRowAnswer): string {
  return row.typeCode ? `${row.tailNo} ${row.typeCode}` : row.tailNo;
}

export function toRows(rows: readonly GanttRowAnswer[]): TimelineRow[] {
  return rows.map((r) => ({ id: r.id, title: rowTitle(r), statusColour: AIRCRAFT_STATUS_COLOURS[ganttAircraftStatus(r.ganttStatus)] }));
}

export function legLabel(leg: Pick<GanttLegAnswer, 'tripNumber' | 'legNumber' | 'departureIcao' | 'arrivalIcao'>): string {
  return `${leg.tripNumber}-${leg.legNumber} ${leg.departureIcao}→${leg.arrivalIcao}`;
}

/** Bars of legs on a row of the view (planned block); cancelled legs and legs without an aircraft row are left out. */
export function toItems(legs: readonly GanttLegAnswer[], rowIds: ReadonlySet<string>): TimelineItem[] {
  const out: TimelineItem[] = [];
  for (const l of legs) {
    if (l.legState === LegState.cancelled || !l.aircraftId || !rowIds.has(l.aircraftId)) continue;
    const start = Date.parse(l.plannedDepartureUtc);
    const end = Date.parse(l.plannedArrivalUtc);
    if (!Number.isFinite(start) || !Number.isFinite(end)) continue;
    out.push({ id: l.id, row: l.aircraftId, start, end: Math.max(start, end), colour: barColour(l.legState), label: legLabel(l), flags: { locked: l.locked, ferry: l.isFerry } });
  }
  return out;
}

export interface GanttView {
  rows: TimelineRow[];
  items: TimelineItem[];
  legs: Map<string, GanttLegAnswer>;
  aircraft: GanttRowAnswer[];
}

export function toView(answer: GanttWindowAnswer): GanttView {
  const rows = toRows(answer.rows);
  const ids = new Set(answer.rows.map((r) => r.id));
  const legs = new Map<string, GanttLegAnswer>();
  for (const l of [...answer.items, ...answer.unassigned]) legs.set(l.id, l);
  return { rows, items: toItems(answer.items, ids), legs, aircraft: answer.rows };
}

/** The axis clock of a time type: Beijing +8 h; UTC and Local (no single zone for a fleet) read UTC. */
export function axisOffset(timeType: TimeType): OffsetFn {
  return timeType === 'Beijing' ? () => 8 * 3_600_000 : UTC_OFFSET;
}

/** Keeps a fetch window within the server's limit, centred on the visible range. */
export function clampWindow(window: TimeRange, visible: TimeRange, maxDays = GANTT_WINDOW_MAX_DAYS): { window: TimeRange; clamped: boolean } {
  const max = maxDays * MS_PER_DAY;
  if (window.endMs - window.startMs <= max) return { window, clamped: false };
  const mid = Math.round((visible.startMs + visible.endMs) / 2);
  return { window: { startMs: mid - max / 2, endMs: mid + max / 2 }, clamped: true };
}

/** `moveVerdict` on the loaded window: the trip's legs and the target's legs as far as the window holds them. */
export function localVerdict(legs: ReadonlyMap<string, GanttLegAnswer>, target: GanttRowAnswer, legId: string, departure: number): MoveVerdict | null {
  const leg = legs.get(legId);
  if (!leg) return null;
  const all = [...legs.values()];
  const tripLegs = all
    .filter((l) => l.tripId === leg.tripId && !l.isFerry)
    .sort((a, b) => a.legNumber - b.legNumber)
    .map((l) => ({ id: l.id, legNumber: l.legNumber, state: l.legState as LegState, locked: l.locked, aircraftId: l.aircraftId, departure: Date.parse(l.plannedDepartureUtc), arrival: Date.parse(l.plannedArrivalUtc) }));
  const aircraftLegs = all
    .filter((l) => l.aircraftId === target.id && l.id !== legId)
    .map((l) => ({ id: l.id, tripNumber: l.tripNumber, legNumber: l.legNumber, state: l.legState as LegState, isFerry: l.isFerry, departure: Date.parse(l.plannedDepartureUtc), arrival: Date.parse(l.plannedArrivalUtc) }));
  return moveVerdict({
    // The window answer carries no trip status or trip lock: the server decides those on drop.
    trip: { status: 'preparing', locked: false, legs: tripLegs },
    leg: { id: leg.id, isFerry: leg.isFerry },
    target: { aircraftId: target.id, tailNo: target.tailNo, ganttStatus: target.ganttStatus },
    departure,
    aircraftLegs,
  });
}
