/**
 * Dragging a leg on the Gantt chart (requirements D2, D4, D8): a leg moves to a target aircraft
 * and a new departure, its flight time kept. `moveVerdict` is pure; the server decides the move
 * command with it on the database state and the browser runs it on the loaded window to colour the
 * ghost bar at once (allowed, warning, refused with the reason).
 *
 * Refusals reuse the leg-edit rules (`editLeg`), the aircraft assignment (`assignAircraft`) and the
 * fleet schedule's overlap key (`SK.aircraftOverlap`); the keys of this file have their texts in
 * locales/*\/gantt.json. Instants are epoch milliseconds (UTC).
 */
import { TK, type RefusalParams, type TripErrorKey } from './errors';
import { SK, firstOverlap, type ScheduleErrorKey } from './ferry';
import { blank } from './guards';
import { editLeg } from './legEditing';
import { assignAircraft } from './legFlow';
import { LegState, type TripStatus } from './states';
import { UK, upkeepIssues, type TargetUpkeep } from './upkeepRules';

/** Refusal and warning keys of a move, and the window rule of the Gantt's data (texts in locales/*\/gantt.json). */
export const GK = {
  /** The target aircraft's faults and inspections (upkeepRules.ts): AOG, inspection, expired MEL item refuse; open MEL items and an AOG expected back warn. */
  ...UK,
  /** {legNumber} The leg would now depart before the previous live leg of its trip lands. */
  beforePreviousLeg: 'trip.warning.beforePreviousLeg',
  /** {legNumber} The leg would now land after the next live leg of its trip departs. */
  afterNextLeg: 'trip.warning.afterNextLeg',
  /** A ready, released or not-released leg goes back to preparing (new times drop plan and documents). */
  moveResetsReadiness: 'trip.warning.moveResetsReadiness',
  /** {maxDays} A Gantt window must end after it starts and span at most `maxDays` days. */
  ganttWindow: 'trip.error.ganttWindow',
} as const;
export type MoveKey = (typeof GK)[keyof typeof GK];
/** Widest time window the Gantt loads at once, days. */
export const GANTT_WINDOW_MAX_DAYS = 62;
export const MOVE_KEYS: readonly MoveKey[] = Object.freeze(Object.values(GK));

/** Aircraft status as stored (`AIRCRAFT_STATUSES` of the fleet) → the Gantt's status code: 4 AOG, 3 MEL, 2 maintenance, 0 in service. */
export function ganttStatusCode(status: string | null | undefined): 4 | 3 | 2 | 0 {
  if (status === 'aog') return 4;
  if (status === 'mel') return 3;
  if (status === 'maintenance') return 2;
  return 0;
}

/** One leg of the moved leg's trip (customer legs in trip order). */
export interface MoveTripLeg {
  id: string;
  legNumber: number;
  state: LegState;
  locked: boolean;
  aircraftId: string | null;
  departure: number;
  arrival: number;
}

/** A leg of the target aircraft (any trip, ferries included). */
export interface MoveAircraftLeg {
  id: string;
  tripNumber: string;
  legNumber: number;
  state: LegState;
  isFerry: boolean;
  departure: number;
  arrival: number;
  /**
   * A committed ferry (it stays where it is). When left out, a ferry counts as committed when it
   * is released, flying or flown; movable ferries are re-planned after the move and never block it.
   */
  committed?: boolean;
}

export interface MoveInput {
  trip: { status: TripStatus; locked: boolean; legs: readonly MoveTripLeg[] };
  /** The dragged leg: a customer leg of `trip.legs`, or a ferry (`isFerry`, refused). */
  leg: { id: string; isFerry: boolean };
  /** The target aircraft with its faults and inspections around the leg (`upkeepIssues`). */
  target: { aircraftId: string; tailNo: string; upkeep: TargetUpkeep };
  /** The new planned departure; the arrival keeps the flight time. */
  departure: number;
  /** Every leg of the target aircraft (the dragged leg itself and cancelled legs are skipped). */
  aircraftLegs: readonly MoveAircraftLeg[];
  forceOverlapReason?: string | null;
}

/** What a move may be refused or warned with: the trip's, the move's and the schedule's keys. */
export type MoveRefusalKey = TripErrorKey | MoveKey | ScheduleErrorKey;

export interface MoveIssue {
  key: MoveRefusalKey;
  params: RefusalParams;
}

export type MoveVerdict =
  | { status: 'allowed'; key: null; params: RefusalParams; warnings: readonly MoveIssue[]; forced: boolean; arrival: number }
  | { status: 'warning'; key: MoveRefusalKey; params: RefusalParams; warnings: readonly MoveIssue[]; forced: boolean; arrival: number }
  | { status: 'refused'; key: MoveRefusalKey; params: RefusalParams };

const refused = (key: MoveRefusalKey, params: RefusalParams = {}): MoveVerdict => ({ status: 'refused', key, params });
const PAST_PREPARATION: readonly number[] = [LegState.ready, LegState.released, LegState.notReleased];
const COMMITTED: readonly number[] = [LegState.released, LegState.flying, LegState.flown];

/** Nearest live (not cancelled) leg before or after `index`. */
function liveNeighbour(legs: readonly MoveTripLeg[], index: number, dir: -1 | 1): MoveTripLeg | null {
  for (let i = index + dir; i >= 0 && i < legs.length; i += dir) if (legs[i]!.state !== LegState.cancelled) return legs[i]!;
  return null;
}

/**
 * May the leg move to `target` at `departure`? Refused, in this order: a ferry; the leg-edit rules
 * (trip locked, cancelled or completed; leg cancelled, flying or flown; a later leg departed); on a
 * new aircraft the assignment rule (locked for aircraft, not evaluated, released, timed out); the
 * target's open AOG, planned inspection overlapping the leg or MEL item expiring before it lands; an overlap with a live customer leg or committed ferry of the target aircraft unless
 * forced with a reason. Warnings: the target's open MEL items (named) or an AOG expected back, a departure before the previous
 * live leg of the trip lands or an arrival after the next one departs, and a ready or released leg
 * going back to preparing. A move that changes nothing is allowed.
 */
export function moveVerdict(input: MoveInput): MoveVerdict {
  const { trip, leg, target } = input;
  if (leg.isFerry) return refused(TK.ferryNotEditable);
  const index = trip.legs.findIndex((l) => l.id === leg.id);
  const facts = { status: trip.status, locked: trip.locked, legs: trip.legs.map((l) => ({ state: l.state, isFerry: false })) };
  const edit = editLeg(facts, index);
  if (!edit.ok) return refused(edit.key, edit.params);
  const self = trip.legs[index]!;
  const arrival = input.departure + (self.arrival - self.departure);
  const aircraftChanged = self.aircraftId !== target.aircraftId;
  const timesChanged = input.departure !== self.departure;
  if (aircraftChanged) {
    const assign = assignAircraft({ state: self.state, locked: self.locked });
    if (!assign.ok) return refused(assign.key, assign.params);
  }
  if (!aircraftChanged && !timesChanged) return { status: 'allowed', key: null, params: {}, warnings: [], forced: false, arrival };
  const upkeep = upkeepIssues(target.tailNo, target.upkeep, input.departure, arrival);
  if (upkeep.refusal) return refused(upkeep.refusal.key, upkeep.refusal.params);

  const blocking = input.aircraftLegs
    .filter((l) => !l.isFerry || (l.committed ?? COMMITTED.includes(l.state)))
    .map((l) => ({ ...l, cancelled: l.state === LegState.cancelled }));
  const hit = firstOverlap({ id: self.id, departure: input.departure, arrival }, blocking);
  const forced = hit !== null && !blank(input.forceOverlapReason);
  if (hit && !forced) return refused(SK.aircraftOverlap, { tailNo: target.tailNo, tripNumber: hit.tripNumber, legNumber: hit.legNumber });

  const warnings: MoveIssue[] = [...upkeep.warnings];
  if (timesChanged) {
    const prev = liveNeighbour(trip.legs, index, -1);
    const next = liveNeighbour(trip.legs, index, 1);
    if (prev && input.departure < prev.arrival) warnings.push({ key: GK.beforePreviousLeg, params: { legNumber: prev.legNumber } });
    if (next && arrival > next.departure) warnings.push({ key: GK.afterNextLeg, params: { legNumber: next.legNumber } });
    if (!aircraftChanged && PAST_PREPARATION.includes(self.state)) warnings.push({ key: GK.moveResetsReadiness, params: {} });
  }
  const first = warnings[0];
  return first
    ? { status: 'warning', key: first.key, params: first.params, warnings, forced, arrival }
    : { status: 'allowed', key: null, params: {}, warnings, forced, arrival };
}
