/**
 * The trip plan grid's rows (pure): one row per customer leg with what the planner edits together
 * — flight number, planned block times (typed in the user's time type), aircraft, PIC and SIC —
 * and the commands a changed row sends, in order: the leg edit (flight number, times, aircraft),
 * then for each changed seat the removal of the assignment there and the new assignment.
 */
import type { TimeType } from '../../../domain/timeType';
import { utcToWall, wallToUtc } from '../../../domain/trip/wallTime';

export type Seat = 'pic' | 'sic';
export const SEATS: readonly Seat[] = ['pic', 'sic'];

/** What the grid reads of a leg. */
export interface PlanLeg {
  id: string;
  legNumber: number;
  flightNo: string | null;
  departureIcao: string;
  arrivalIcao: string;
  plannedDepartureUtc: string;
  plannedArrivalUtc: string;
  aircraftId: string | null;
}

/** An operating (not positioning, not declined) PIC or SIC assignment of a leg. */
export interface SeatAssignment {
  id: string;
  legId: string;
  crewId: string;
  role: string;
  status: string;
  positioning: boolean;
}

export interface PlanRow {
  legId: string;
  flightNo: string;
  /** 'YYYY-MM-DD HH:mm' in the time type. */
  departure: string;
  arrival: string;
  aircraftId: string;
  /** Crew id in the seat ('' none); the first live operating assignment of the role. */
  pic: string;
  sic: string;
}

const WALL = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})$/;

export const wallText = (iso: string, timeType: TimeType, zone?: string | null) => {
  const w = utcToWall(iso, timeType, zone);
  return `${w.date} ${w.time}`;
};

/** A typed 'YYYY-MM-DD HH:mm' in the time type as a UTC instant; null when not a valid time. */
export function typedToUtc(text: string, timeType: TimeType, zone?: string | null): string | null {
  const m = WALL.exec(text.trim());
  return m ? wallToUtc(m[1]!, m[2]!, timeType, zone) : null;
}

/** The seat's assignment of a leg: the first operating, not declined, assignment in the role. */
export function seatOf(assignments: readonly SeatAssignment[], legId: string, seat: Seat): SeatAssignment | null {
  return assignments.find((a) => a.legId === legId && a.role === seat && !a.positioning && a.status !== 'declined') ?? null;
}

export function rowOf(leg: PlanLeg, assignments: readonly SeatAssignment[], timeType: TimeType, zones: { dep?: string | null; arr?: string | null } = {}): PlanRow {
  return {
    legId: leg.id,
    flightNo: leg.flightNo ?? '',
    departure: wallText(leg.plannedDepartureUtc, timeType, zones.dep),
    arrival: wallText(leg.plannedArrivalUtc, timeType, zones.arr),
    aircraftId: leg.aircraftId ?? '',
    pic: seatOf(assignments, leg.id, 'pic')?.crewId ?? '',
    sic: seatOf(assignments, leg.id, 'sic')?.crewId ?? '',
  };
}

/** A row's own errors (before anything is sent): times that do not parse or arrive before departing. */
export function rowErrors(row: PlanRow, timeType: TimeType, zones: { dep?: string | null; arr?: string | null } = {}): Partial<Record<'departure' | 'arrival', string>> {
  const dep = typedToUtc(row.departure, timeType, zones.dep);
  const arr = typedToUtc(row.arrival, timeType, zones.arr);
  const out: Partial<Record<'departure' | 'arrival', string>> = {};
  if (!dep) out.departure = 'trip.error.invalidTime';
  if (!arr) out.arrival = 'trip.error.invalidTime';
  if (dep && arr && arr <= dep) out.arrival = 'trip.error.arrivalBeforeDeparture';
  return out;
}

/** The leg edit a row needs (only the changed fields), or null. */
export function legEditOf(before: PlanRow, after: PlanRow, timeType: TimeType, zones: { dep?: string | null; arr?: string | null } = {}) {
  const fields: { flightNo?: string | null; plannedDepartureUtc?: string; plannedArrivalUtc?: string; aircraftId?: string } = {};
  if (after.flightNo.trim() !== before.flightNo.trim()) fields.flightNo = after.flightNo.trim() || null;
  if (after.departure !== before.departure || after.arrival !== before.arrival) {
    const dep = typedToUtc(after.departure, timeType, zones.dep);
    const arr = typedToUtc(after.arrival, timeType, zones.arr);
    if (dep && arr) Object.assign(fields, { plannedDepartureUtc: dep, plannedArrivalUtc: arr });
  }
  if (after.aircraftId && after.aircraftId !== before.aircraftId) fields.aircraftId = after.aircraftId;
  return Object.keys(fields).length > 0 ? fields : null;
}

/** Seats whose crew changed: remove the assignment there (if any), then assign the new crew (if any). */
export function seatChangesOf(before: PlanRow, after: PlanRow): { seat: Seat; from: string; to: string }[] {
  return SEATS.filter((s) => before[s] !== after[s]).map((seat) => ({ seat, from: before[seat], to: after[seat] }));
}

export const rowChanged = (before: PlanRow, after: PlanRow) =>
  before.flightNo !== after.flightNo || before.departure !== after.departure || before.arrival !== after.arrival || before.aircraftId !== after.aircraftId || before.pic !== after.pic || before.sic !== after.sic;
