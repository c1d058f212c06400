/**
 * Pure mapping of the fleet Gantt's window answer to the timeline engine's generic rows and
 * items (aircraft rows under lanes of legs without an aircraft), bar and status colours, the fetch
 * window within the server's limit, and the local move verdict (`moveVerdict` run on the loaded
 * window to colour the drag ghost at once). The crew and passenger views: crewMapping.ts,
 * passengerMapping.ts; what every view answers: GanttView.
 */
import type { GanttLegAnswer, GanttRowAnswer, GanttWindowAnswer } from '../../api/gantt';
import { GANTT_WINDOW_MAX_DAYS, moveVerdict, type MoveVerdict } from '../../domain/trip/move';
import { LegState } from '../../domain/trip/states';
import { ganttAircraftStatus, ganttBarColour, GANTT_BAR_COLOURS, type GanttAircraftStatus } from '../../domain/trip/statuses';
import type { TimeType } from '../../domain/timeType';
import type { CrewGanttStatus } from '../../domain/dutyTime/crewSchedule';
import type { CrewActivityKind } from '../../domain/crew/recordChecks';
import type { GanttViewKind } from '../../state/ganttSettings';
import { MS_PER_DAY } from '../../timeline-engine/core/scales';
import { UTC_OFFSET, type OffsetFn, type TimeRange } from '../../timeline-engine/core/timeScale';
import type { RowSpan, TimelineItem, TimelineRow } from '../../timeline-engine/render/props';
import type { TargetUpkeep } from '../../domain/trip/upkeepRules';
import { UPKEEP_COLOURS } from '../../ui/fleet/upkeepColours';
import { axisOffset, barColour, legBar, legLabel, legLabels, legSpan, packLanes, UNASSIGNED_ROW_COLOUR } from '../../ui/gantt/legBars';

export { axisOffset, barColour, legBar, legLabel, legLabels, legSpan, packLanes, UNASSIGNED_ROW_COLOUR };
import { upkeepByAircraft, upkeepRowSpans, upkeepSpanMarks } from './upkeepMapping';

/** Row status colours, as the status board draws them (src/ui/fleet/upkeepColours.ts): AOG red, MEL orange, maintenance blue, in service green. */
export const AIRCRAFT_STATUS_COLOURS: Record<GanttAircraftStatus, string> = {
  aog: UPKEEP_COLOURS.aog,
  mel: UPKEEP_COLOURS.mel,
  maintenance: UPKEEP_COLOURS.maintenance,
  inService: UPKEEP_COLOURS.airworthy,
};

export function rowTitle(row: GanttRowAnswer): string {
  return row.typeCode ? `${row.tailNo} ${row.typeCode}` : row.tailNo;
}

export function toRows(rows: readonly GanttRowAnswer[]): TimelineRow[] {
  return rows.map((r) => ({ id: r.id, title: rowTitle(r), statusColour: AIRCRAFT_STATUS_COLOURS[ganttAircraftStatus(r.ganttStatus)] }));
}

/** Bars of legs on a row of the view; cancelled legs and legs without an aircraft row are left out. */
export function toItems(legs: readonly GanttLegAnswer[], rowIds: ReadonlySet<string>, tails?: ReadonlyMap<string, string>): TimelineItem[] {
  const out: TimelineItem[] = [];
  for (const l of legs) {
    const bar = l.aircraftId && rowIds.has(l.aircraftId) ? legBar(l, l.aircraftId, l.id, tails?.get(l.aircraftId)) : null;
    if (bar) out.push(bar);
  }
  return out;
}


/** What the screen knows of a bar beyond the engine's item. */
export interface BarInfo {
  /** The leg behind the bar (tooltip and leg-monitor popup), null for a crew status that is no leg. */
  readonly legId: string | null;
  /** The row's subject: tail, crew member or passenger. */
  readonly subject: string;
  /** What the subject is, when the tooltip names it (label key `ganttScreen.<kind>`). */
  readonly subjectKind?: 'aircraft' | 'passenger';
  /** A crew status bar (crew view). */
  readonly status?: CrewGanttStatus;
  /** A crew records' activity bar (leave, training, …; crew view). */
  readonly activity?: CrewActivityKind;
  readonly station?: string;
  /** The crew member's role on the leg (crew view). */
  readonly role?: string;
}

/** One view's rows and bars, ready for the engine. */
export interface GanttView {
  readonly kind: GanttViewKind;
  readonly rows: TimelineRow[];
  readonly items: TimelineItem[];
  /** Legs by id. */
  readonly legs: Map<string, GanttLegAnswer>;
  /** By item id. */
  readonly bars: Map<string, BarInfo>;
  /** Fleet: the aircraft of each row, null for a lane of legs without an aircraft. */
  readonly aircraft: (GanttRowAnswer | null)[];
  /** Legs without an aircraft in the window (fleet). */
  readonly unassigned: number;
  /** Rows above the first aircraft (the unassigned lanes). */
  readonly leadRows: number;
  /** Fleet: the aircraft rows' AOG, MEL and maintenance spans (row backgrounds). */
  readonly rowSpans?: RowSpan[];
  /** Fleet: 'tailNo:status' of each span (upkeepSpanMarks). */
  readonly spanMarks?: string;
  /** Fleet: the faults and inspections behind them by aircraft (the local move verdict). */
  readonly upkeep?: ReadonlyMap<string, TargetUpkeep>;
}

export const unassignedRowId = (lane: number) => `unassigned:${lane}`;

/** The fleet view: lanes of legs without an aircraft (titled by `laneTitle`), then the aircraft rows. */
export function toView(answer: GanttWindowAnswer, laneTitle: (lane: number, lanes: number) => string = (n) => `- ${n + 1}`): GanttView {
  const aircraftRows = toRows(answer.rows);
  const ids = new Set(answer.rows.map((r) => r.id));
  const legs = new Map<string, GanttLegAnswer>();
  for (const l of [...answer.items, ...answer.unassigned]) legs.set(l.id, l);
  const lanes = packLanes(answer.unassigned.map((l) => legBar(l, '')).filter((b): b is TimelineItem => b !== null));
  const rows: TimelineRow[] = [...lanes.map((_, i) => ({ id: unassignedRowId(i), title: laneTitle(i, lanes.length), statusColour: UNASSIGNED_ROW_COLOUR })), ...aircraftRows];
  const tails = new Map(answer.rows.map((r) => [r.id, r.tailNo]));
  const items = [...lanes.flatMap((lane, i) => lane.map((it) => ({ ...it, row: unassignedRowId(i) }))), ...toItems(answer.items, ids, tails)];
  const bars = new Map<string, BarInfo>(items.map((it) => [it.id, { legId: it.id, subject: tails.get(legs.get(it.id)?.aircraftId ?? '') ?? '', subjectKind: 'aircraft' }]));
  return {
    kind: 'fleet',
    rows,
    items,
    legs,
    bars,
    aircraft: [...lanes.map(() => null), ...answer.rows],
    unassigned: answer.unassigned.length,
    leadRows: lanes.length,
    rowSpans: upkeepRowSpans(answer),
    spanMarks: upkeepSpanMarks(answer),
    upkeep: upkeepByAircraft(answer),
  };
}


/** Keeps a fetch window within the server's limit, centred on the visible range. */
export function clampWindow(window: TimeRange, visible: TimeRange, maxDays = GANTT_WINDOW_MAX_DAYS): { window: TimeRange; clamped: boolean } {
  const max = maxDays * MS_PER_DAY;
  if (window.endMs - window.startMs <= max) return { window, clamped: false };
  const mid = Math.round((visible.startMs + visible.endMs) / 2);
  return { window: { startMs: mid - max / 2, endMs: mid + max / 2 }, clamped: true };
}

/** `moveVerdict` on the loaded window: the trip's legs, the target's legs and faults and inspections as far as the window holds them. */
export function localVerdict(
  legs: ReadonlyMap<string, GanttLegAnswer>,
  target: GanttRowAnswer,
  legId: string,
  departure: number,
  forceOverlapReason: string | null = null,
  upkeep: ReadonlyMap<string, TargetUpkeep> = new Map(),
): MoveVerdict | null {
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
    target: { aircraftId: target.id, tailNo: target.tailNo, upkeep: upkeep.get(target.id) ?? { faults: [], plans: [] } },
    departure,
    aircraftLegs,
    forceOverlapReason,
  });
}
