/**
 * The crew and passenger views of the Gantt: crew rows with their duty statuses laid out by the
 * shared `crewSegments` (flight duty bars are the legs, in the leg-state colours; preparation,
 * pass the station, post-flight finish and rests in colours of their own) and the leave, rest,
 * official business, training and standby of the crew records, and passenger rows with the legs
 * they are booked on.
 */
import type { CrewWindowAnswer, GanttAssignment, GanttLegAnswer, PassengerWindowAnswer } from '../../api/gantt';
import type { CrewActivityKind } from '../../domain/crew/recordChecks';
import { CrewGanttStatus, crewSegments, type CrewLeg } from '../../domain/dutyTime/crewSchedule';
import { CrewAssignmentState } from '../../domain/trip/statuses';
import type { TimelineItem, TimelineRow } from '../../timeline-engine/render/props';
import { legBar, legSpan, type BarInfo, type GanttView } from './ganttMapping';
import { ACTIVITY_COLOURS, ACTIVITY_STATUS, CREW_STATUS_COLOURS, CREW_TYPE_COLOURS, OWN_ACTIVITIES, POSITION_CODES, SOFT } from '../../ui/gantt/crewColours';

export { ACTIVITY_COLOURS, ACTIVITY_STATUS, CREW_STATUS_COLOURS, CREW_TYPE_COLOURS, OWN_ACTIVITIES, POSITION_CODES };

export interface CrewViewText {
  status: (s: CrewGanttStatus) => string;
  role: (r: GanttAssignment['role']) => string;
  /** An activity's label (leave, training, …); the status's label when absent. */
  activity?: (k: CrewActivityKind) => string;
}

type AssignedLeg = CrewLeg & { assignment: GanttAssignment; leg: GanttLegAnswer };

export function crewView(answer: CrewWindowAnswer, text: CrewViewText): GanttView {
  const legs = new Map(answer.legs.map((l) => [l.id, l]));
  const byCrew = new Map<string, AssignedLeg[]>();
  for (const a of answer.assignments) {
    const leg = legs.get(a.legId);
    const span = leg ? legSpan(leg) : null;
    if (!leg || !span || a.status === CrewAssignmentState.declined) continue;
    const list = byCrew.get(a.crewId) ?? [];
    // the assignment id stands for the leg: a crew member's bar of that leg (actual block once flown)
    list.push({ legId: a.id, departure: span.start, arrival: span.end, departureIcao: leg.departureIcao, arrivalIcao: leg.arrivalIcao, assignment: a, leg });
    byCrew.set(a.crewId, list);
  }
  const activitiesOf = new Map<string, CrewWindowAnswer['activities']>();
  for (const a of answer.activities ?? []) activitiesOf.set(a.crewId, [...(activitiesOf.get(a.crewId) ?? []), a]);
  const rows: TimelineRow[] = [];
  const items: TimelineItem[] = [];
  const bars = new Map<string, BarInfo>();
  for (const c of answer.rows) {
    const subject = `${c.workNo} ${c.cnName}`;
    const code = c.position ? POSITION_CODES[c.position] : undefined;
    rows.push({ id: c.id, title: subject, statusColour: CREW_TYPE_COLOURS[c.crewType] ?? CREW_TYPE_COLOURS.maintenance, ...(code ? { icon: code } : {}) });
    const mine = byCrew.get(c.id) ?? [];
    const assigned = new Map(mine.map((m) => [m.legId, m]));
    for (const s of crewSegments(mine, { params: answer.dutyParams, baseIcao: c.baseIcao })) {
      const a = s.legId ? assigned.get(s.legId) : undefined;
      if (a) {
        const bar = legBar(a.leg, c.id, a.assignment.id);
        if (!bar) continue;
        const toConfirm = a.assignment.status === CrewAssignmentState.toConfirm;
        items.push({ ...bar, label: `${bar.label} ${text.role(a.assignment.role)}`, flags: { ...bar.flags, ghost: toConfirm } });
        bars.set(bar.id, { legId: a.leg.id, subject, role: a.assignment.role, status: s.status });
        continue;
      }
      const id = `${c.id}|${s.status}|${s.start}`;
      const label = s.station ? `${text.status(s.status)} ${s.station}` : text.status(s.status);
      items.push({ id, row: c.id, start: s.start, end: s.end, colour: CREW_STATUS_COLOURS[s.status], label, flags: { ghost: SOFT.has(s.status) } });
      bars.set(id, { legId: null, subject, status: s.status, ...(s.station ? { station: s.station } : {}) });
    }
    // the crew records' leave, rest, official business, training and standby: bars of their own, never moved
    for (const a of activitiesOf.get(c.id) ?? []) {
      const start = Date.parse(a.startUtc);
      const end = Date.parse(a.endUtc);
      if (!(end > start)) continue;
      const status = ACTIVITY_STATUS[a.kind];
      const name = text.activity ? text.activity(a.kind) : status ? text.status(status) : a.kind;
      const id = `activity|${a.id}`;
      items.push({ id, row: c.id, start, end, colour: ACTIVITY_COLOURS[a.kind], label: a.place ? `${name} ${a.place}` : name, flags: { ghost: a.kind === 'rest' } });
      bars.set(id, { legId: null, subject, activity: a.kind, ...(status ? { status } : {}), ...(a.place ? { station: a.place } : {}) });
    }
  }
  return { kind: 'crew', rows, items, legs, bars, aircraft: [], unassigned: 0, leadRows: 0 };
}

export function passengerView(answer: PassengerWindowAnswer): GanttView {
  const legs = new Map(answer.legs.map((l) => [l.id, l]));
  const rows: TimelineRow[] = answer.rows.map((p) => ({ id: p.id, title: p.document ? `${p.name} ${p.document}` : p.name }));
  const names = new Map(answer.rows.map((p) => [p.id, p.name]));
  const items: TimelineItem[] = [];
  const bars = new Map<string, BarInfo>();
  for (const b of answer.bookings) {
    const leg = legs.get(b.legId);
    const bar = leg ? legBar(leg, b.passengerId, b.id) : null;
    if (!bar || !leg) continue;
    items.push(bar);
    bars.set(b.id, { legId: leg.id, subject: names.get(b.passengerId) ?? '', subjectKind: 'passenger' });
  }
  return { kind: 'passenger', rows, items, legs, bars, aircraft: [], unassigned: 0, leadRows: 0 };
}
