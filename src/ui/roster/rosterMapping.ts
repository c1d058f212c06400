/**
 * Pure mapping of a roster window to the timeline engine: lanes of legs still missing a role of the
 * roster on top (the only bars that drag), then one row per crew member with the duty statuses the
 * Gantt's crew view lays out (`crewSegments`: assignments as leg bars, preparation, pass the
 * station, post-flight finish, rests), the crew's activities, a dot on assignments added since
 * publication, a hatched ghost where a published assignment was removed, and a red outline on an
 * assignment whose crew member no longer meets the crew rules on the leg.
 */
import type { GanttLegAnswer } from '../../api/gantt';
import type { RosterActivity, RosterOpenLeg, RosterWindow } from '../../api/roster';
import type { CrewActivityKind } from '../../domain/crew/recordChecks';
import { CrewGanttStatus, crewSegments, type CrewLeg } from '../../domain/dutyTime/crewSchedule';
import type { LegCrewRole } from '../../domain/trip/crewAssignment';
import { CrewAssignmentState } from '../../domain/trip/statuses';
import type { TimelineItem, TimelineRow } from '../../timeline-engine/render/props';
import { ACTIVITY_COLOURS, CREW_STATUS_COLOURS, CREW_TYPE_COLOURS, POSITION_CODES, SOFT } from '../gantt/crewColours';

export { ACTIVITY_COLOURS };
import { legBar, legSpan, packLanes, UNASSIGNED_ROW_COLOUR } from '../gantt/legBars';

/** The dot of an assignment added since publication, and the colour of a removed one's ghost. */
export const CHANGED_COLOUR = '#32a467';
export const REMOVED_COLOUR = '#cd4246';
/** The outline of an assignment whose crew member no longer meets the crew rules on the leg. */
export const INVALID_COLOUR = '#e76a6e';

/** Why an assignment no longer holds: the rule's message key and parameters. */
export type RosterProblem = { key: string; params: Record<string, string | number> };

export const openLaneId = (lane: number) => `open:${lane}`;

/** What the screen knows of a bar beyond the engine's item. */
export type RosterBar =
  | { kind: 'open'; legId: string; missing: LegCrewRole[] }
  | { kind: 'assignment'; legId: string; crewId: string; assignmentId: string; role: LegCrewRole; changed: boolean; problem?: RosterProblem }
  | { kind: 'removed'; legId: string; crewId: string; role: string }
  | { kind: 'status'; crewId: string; status: CrewGanttStatus; station?: string }
  | { kind: 'activity'; crewId: string; activity: CrewActivityKind; place: string | null };

export interface RosterView {
  rows: TimelineRow[];
  items: TimelineItem[];
  /** Lanes of open legs above the crew rows. */
  leadRows: number;
  bars: Map<string, RosterBar>;
  legs: Map<string, GanttLegAnswer>;
  openLegs: Map<string, RosterOpenLeg>;
  /** Crew names by id. */
  crew: Map<string, string>;
  /** Added and removed since publication. */
  changes: number;
  /** Assignments whose crew member no longer meets the crew rules on the leg. */
  invalid: number;
  /** `legId:lane` of each open leg (tests and diagnostics). */
  openLanes: string;
}

export interface RosterText {
  status: (s: CrewGanttStatus) => string;
  role: (r: LegCrewRole) => string;
  activity: (k: CrewActivityKind) => string;
  lane: (n: number, lanes: number) => string;
  removed: string;
}

export const emptyRoster = (): RosterView => ({ rows: [], items: [], leadRows: 0, bars: new Map(), legs: new Map(), openLegs: new Map(), crew: new Map(), changes: 0, invalid: 0, openLanes: '' });

type AssignedLeg = CrewLeg & { assignmentId: string; role: LegCrewRole; toConfirm: boolean; leg: GanttLegAnswer };

function openItems(w: RosterWindow, text: RosterText, bars: Map<string, RosterBar>) {
  const bars0: TimelineItem[] = [];
  for (const o of w.openLegs) {
    const bar = legBar(o.leg, '', `open|${o.leg.id}`, o.tailNo);
    if (!bar) continue;
    const missing = o.missing.map(text.role).join(' ');
    bars0.push({ ...bar, label: `${bar.label} ${missing}`, labels: [...(bar.labels ?? []).slice(0, 1).map((l) => `${l} · ${missing}`), ...(bar.labels ?? [])], flags: { ferry: o.leg.isFerry } });
    bars.set(bar.id, { kind: 'open', legId: o.leg.id, missing: [...o.missing] });
  }
  return packLanes(bars0);
}

function activityItem(a: RosterActivity, text: RosterText): TimelineItem {
  const label = a.place ? `${text.activity(a.kind)} ${a.place}` : text.activity(a.kind);
  return { id: `act|${a.id}`, row: a.crewId, start: Date.parse(a.startUtc), end: Date.parse(a.endUtc), colour: ACTIVITY_COLOURS[a.kind], label, flags: { locked: true } };
}

export function rosterView(w: RosterWindow, text: RosterText): RosterView {
  const legs = new Map<string, GanttLegAnswer>(w.legs.map((l) => [l.id, l]));
  const openLegs = new Map(w.openLegs.map((o) => [o.leg.id, o]));
  for (const o of w.openLegs) if (!legs.has(o.leg.id)) legs.set(o.leg.id, o.leg);
  const changed = new Set(w.changed);
  const problems = new Map<string, RosterProblem>(w.invalid.map((f) => [f.assignmentId, { key: f.key, params: f.params }]));
  const bars = new Map<string, RosterBar>();
  const lanes = openItems(w, text, bars);
  const rows: TimelineRow[] = lanes.map((_, i) => ({ id: openLaneId(i), title: text.lane(i, lanes.length), statusColour: UNASSIGNED_ROW_COLOUR }));
  const items: TimelineItem[] = lanes.flatMap((lane, i) => lane.map((it) => ({ ...it, row: openLaneId(i) })));
  const openLanes = lanes.flatMap((lane, i) => lane.map((it) => `${it.id.slice(5)}:${i}`)).join(' ');

  const byCrew = new Map<string, AssignedLeg[]>();
  for (const a of w.assignments) {
    const leg = legs.get(a.legId);
    const span = leg ? legSpan(leg) : null;
    if (!leg || !span || a.status === CrewAssignmentState.declined) continue;
    const list = byCrew.get(a.crewId) ?? [];
    list.push({ legId: a.id, departure: span.start, arrival: span.end, departureIcao: leg.departureIcao, arrivalIcao: leg.arrivalIcao, assignmentId: a.id, role: a.role, toConfirm: a.status === CrewAssignmentState.toConfirm, leg });
    byCrew.set(a.crewId, list);
  }
  const crew = new Map<string, string>();
  for (const c of w.rows) {
    const subject = `${c.workNo} ${c.cnName}`;
    crew.set(c.id, subject);
    const code = c.position ? POSITION_CODES[c.position] : undefined;
    rows.push({ id: c.id, title: subject, statusColour: CREW_TYPE_COLOURS[c.crewType] ?? CREW_TYPE_COLOURS.maintenance, ...(code ? { icon: code } : {}) });
    const mine = byCrew.get(c.id) ?? [];
    const assigned = new Map(mine.map((m) => [m.legId, m]));
    for (const s of crewSegments(mine, { params: w.dutyParams, baseIcao: c.baseIcao })) {
      const a = s.legId ? assigned.get(s.legId) : undefined;
      if (a) {
        const bar = legBar(a.leg, c.id, a.assignmentId);
        if (!bar) continue;
        const isNew = changed.has(a.assignmentId);
        const problem = problems.get(a.assignmentId);
        const flags = {
          ferry: bar.flags?.ferry,
          locked: true,
          ghost: a.toConfirm,
          ...(isNew ? { mark: { colour: CHANGED_COLOUR, at: 'start' as const } } : {}),
          ...(problem ? { overdue: INVALID_COLOUR } : {}),
        };
        items.push({ ...bar, label: `${bar.label} ${text.role(a.role)}`, flags });
        bars.set(bar.id, { kind: 'assignment', legId: a.leg.id, crewId: c.id, assignmentId: a.assignmentId, role: a.role, changed: isNew, ...(problem ? { problem } : {}) });
        continue;
      }
      const id = `${c.id}|${s.status}|${s.start}`;
      const label = s.station ? `${text.status(s.status)} ${s.station}` : text.status(s.status);
      items.push({ id, row: c.id, start: s.start, end: s.end, colour: CREW_STATUS_COLOURS[s.status], label, flags: { ghost: SOFT.has(s.status), locked: true } });
      bars.set(id, { kind: 'status', crewId: c.id, status: s.status, ...(s.station ? { station: s.station } : {}) });
    }
  }
  const shown = new Set(w.rows.map((r) => r.id));
  for (const a of w.activities) {
    if (!shown.has(a.crewId)) continue;
    const it = activityItem(a, text);
    items.push(it);
    bars.set(it.id, { kind: 'activity', crewId: a.crewId, activity: a.kind, place: a.place });
  }
  for (const r of w.removed) {
    const span = legSpan(r.leg);
    if (!span || !shown.has(r.crewId)) continue;
    const id = `removed|${r.assignmentId}`;
    items.push({ id, row: r.crewId, start: span.start, end: span.end, colour: REMOVED_COLOUR, label: `${text.removed} ${r.leg.departureIcao}→${r.leg.arrivalIcao}`, flags: { ghost: true, stale: true, locked: true } });
    bars.set(id, { kind: 'removed', legId: r.leg.id, crewId: r.crewId, role: r.role });
    if (!legs.has(r.leg.id)) legs.set(r.leg.id, r.leg);
  }
  const invalid = [...bars.values()].filter((b) => b.kind === 'assignment' && b.problem).length;
  return { rows, items, leadRows: lanes.length, bars, legs, openLegs, crew, changes: w.changed.length + w.removed.length, invalid, openLanes };
}
