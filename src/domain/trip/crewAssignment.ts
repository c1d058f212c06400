/**
 * Crew scheduled on a leg (requirements D3 "Crew", D4 "Crew assignment", "Leg readiness",
 * D5 "Crew"): who may take which role on a leg, when the leg counts as crewed, and the crew
 * member's answer (to confirm → accepted | declined; accepted → declined when a crew member drops
 * out; declined is final — the planner removes the row and assigns again).
 *
 * Refusal keys are `trip.error.*`; the crew-specific ones (`CK`) have their texts in
 * locales/*\/legCrew.json, the shared ones (`TK`) in locales/*\/trip.json.
 */
import { TK, refuse as refuseTrip, type RefusalParams, type TripErrorKey } from './errors';
import type { LegFacts } from './facts';
import { blank, legOpen } from './guards';
import { CrewAssignmentState } from './statuses';

/** Roles of a crew member on a leg. */
export const LegCrewRole = { pic: 'pic', sic: 'sic', cabin: 'cabin', maintenance: 'maintenance' } as const;
export type LegCrewRole = (typeof LegCrewRole)[keyof typeof LegCrewRole];
export const LEG_CREW_ROLE_LIST: readonly LegCrewRole[] = Object.freeze(Object.values(LegCrewRole));

/** Crew types of the crew record. */
export type CrewType = 'pilot' | 'cabin' | 'maintenance';

/** The crew type each role needs. */
export const ROLE_CREW_TYPE: Readonly<Record<LegCrewRole, CrewType>> = Object.freeze({ pic: 'pilot', sic: 'pilot', cabin: 'cabin', maintenance: 'maintenance' });

/**
 * Permission area of the crew roster that schedules a role (seed pages `crew/schedule/*Schedule`):
 * keys `<area>:add|edit|delete|list`.
 */
export const ROLE_SCHEDULE_AREA: Readonly<Record<LegCrewRole, string>> = Object.freeze({
  pic: 'schedulePilot',
  sic: 'schedulePilot',
  cabin: 'scheduleCabin',
  maintenance: 'scheduleMaintenance',
});
export const SCHEDULE_AREAS: readonly string[] = Object.freeze([...new Set(Object.values(ROLE_SCHEDULE_AREA))]);

/** The operator's own country (ISO 3166-1 alpha-2): pilots of any other nationality are foreign. */
export const DEFAULT_OPERATOR_COUNTRY = 'CN';

/** Crew-specific refusal keys (texts in locales/*\/legCrew.json). */
export const CK = {
  crewInactive: 'trip.error.crewInactive',
  crewRoleMismatch: 'trip.error.crewRoleMismatch', // {role, crewType}
  crewNotQualified: 'trip.error.crewNotQualified',
  foreignPilotClosedAirport: 'trip.error.foreignPilotClosedAirport', // {icao}
  crewAlreadyOnLeg: 'trip.error.crewAlreadyOnLeg',
  picAlreadyAssigned: 'trip.error.picAlreadyAssigned',
  wrongAssignmentState: 'trip.error.wrongAssignmentState', // {status}
  /** {crew, flight, route, departure, arrival, tripNumber, legNumber, departureUtc, arrivalUtc}: see crewOverlap.ts. */
  crewOverlap: 'trip.error.crewOverlap',
  /**
   * {crew, tripNumber, legNumber, reason, …the reason's parameters}: a leg change (times, aircraft,
   * airports) that a crew member already on the leg no longer meets; `reason` is the rule's own key.
   */
  assignedCrewRefused: 'trip.error.assignedCrewRefused',
} as const;
export type CrewErrorKey = (typeof CK)[keyof typeof CK];
export const CREW_ERROR_KEYS: readonly CrewErrorKey[] = Object.freeze(Object.values(CK));

/** A refusal of a crew rule: a crew key or a shared trip key. */
export interface CrewRefusal {
  ok: false;
  key: CrewErrorKey | TripErrorKey;
  params?: RefusalParams;
}
export type CrewResult<T> = { ok: true; value: T } | CrewRefusal;

function refuse(key: CrewErrorKey | TripErrorKey, params?: RefusalParams): CrewRefusal {
  return params ? { ok: false, key, params } : { ok: false, key };
}

/** What the rules know about the leg. */
export interface CrewLegFacts extends Pick<LegFacts, 'state'> {
  /** Type of the assigned aircraft; null when fleet has not scheduled an aircraft. */
  aircraftTypeId: string | null;
  departureIcao: string;
  arrivalIcao: string;
  /** The company's airport overlay `is_open`: null unknown (open), false closed to foreign crews. */
  departureOpen: boolean | null;
  arrivalOpen: boolean | null;
}

/** What the rules know about a crew member. */
export interface CrewFacts {
  id: string;
  crewType: string;
  status: string;
  /** ISO 3166-1 alpha-2; null unknown (not treated as foreign). */
  nationality: string | null;
  qualifiedTypeIds: readonly string[];
}

/** One assignment already on the leg. */
export interface AssignmentFacts {
  crewId: string;
  role: LegCrewRole;
  status: CrewAssignmentState;
}

export interface AssignFacts {
  leg: CrewLegFacts;
  crew: CrewFacts;
  role: LegCrewRole;
  /** Every assignment of the leg, declined ones included. */
  assignments: readonly AssignmentFacts[];
  operatorCountry?: string;
}

const live = (a: Pick<AssignmentFacts, 'status'>) => a.status !== CrewAssignmentState.declined;

/** Crew may be changed on a leg that is neither cancelled nor flying nor flown. */
export function legCrewChangeable(leg: Pick<LegFacts, 'state'>): CrewRefusal | null {
  return legOpen(leg);
}

/** True for a pilot whose nationality is known and not the operator's country. */
export function isForeignPilot(crew: Pick<CrewFacts, 'crewType' | 'nationality'>, operatorCountry = DEFAULT_OPERATOR_COUNTRY): boolean {
  return crew.crewType === 'pilot' && !blank(crew.nationality) && crew.nationality!.toUpperCase() !== operatorCountry.toUpperCase();
}

/**
 * May `crew` take `role` on the leg? In order: leg open, aircraft scheduled by fleet, crew not
 * already on the leg (declined rows included: remove them first), crew active, crew type fits the
 * role, PIC/SIC qualified on the aircraft's type, a foreign pilot not to or from an airport the
 * company marked closed, at most one PIC that has not declined. A new assignment is to confirm.
 */
export function assignCrew(f: AssignFacts): CrewResult<{ status: typeof CrewAssignmentState.toConfirm }> {
  const { leg, crew, role } = f;
  const closed = legCrewChangeable(leg);
  if (closed) return closed;
  if (leg.aircraftTypeId === null) return refuse(TK.notScheduledByFleet);
  if (f.assignments.some((a) => a.crewId === crew.id)) return refuse(CK.crewAlreadyOnLeg);
  if (crew.status !== 'active') return refuse(CK.crewInactive);
  if (crew.crewType !== ROLE_CREW_TYPE[role]) return refuse(CK.crewRoleMismatch, { role, crewType: crew.crewType });
  const held = assignmentHolds(f);
  if (held) return held;
  if (role === 'pic' && f.assignments.some((a) => a.role === 'pic' && live(a))) return refuse(CK.picAlreadyAssigned);
  return { ok: true, value: { status: CrewAssignmentState.toConfirm } };
}

/**
 * The rules an assignment must keep meeting when its leg changes (another aircraft, other
 * airports): PIC/SIC qualified on the aircraft's type (none scheduled: nothing to judge), a foreign
 * pilot not to or from an airport the company marked closed. Null when it holds.
 */
export function assignmentHolds(f: Pick<AssignFacts, 'leg' | 'crew' | 'role' | 'operatorCountry'>): CrewRefusal | null {
  const { leg, crew, role } = f;
  if ((role === 'pic' || role === 'sic') && leg.aircraftTypeId !== null && !crew.qualifiedTypeIds.includes(leg.aircraftTypeId)) return refuse(CK.crewNotQualified);
  if (isForeignPilot(crew, f.operatorCountry)) {
    const shut = [leg.departureOpen === false ? leg.departureIcao : null, leg.arrivalOpen === false ? leg.arrivalIcao : null].find((x) => x !== null);
    if (shut) return refuse(CK.foreignPilotClosedAirport, { icao: shut });
  }
  return null;
}

/** Crew a leg of an aircraft type carries besides the two pilots (the type's `cabinCrewCount`, `engineerCount`). */
export interface CrewComplement {
  cabin: number;
  maintenance: number;
}
export const NO_COMPLEMENT: Readonly<CrewComplement> = Object.freeze({ cabin: 0, maintenance: 0 });

/**
 * The leg is crewed: at least one PIC and one SIC, and as many cabin crew and maintenance engineers
 * as the aircraft type carries (none by default), counting those who have not declined.
 */
export function crewComplete(assignments: readonly Pick<AssignmentFacts, 'role' | 'status'>[], complement: Readonly<CrewComplement> = NO_COMPLEMENT): boolean {
  const count = (role: LegCrewRole) => assignments.filter((a) => a.role === role && live(a)).length;
  return count('pic') > 0 && count('sic') > 0 && count('cabin') >= complement.cabin && count('maintenance') >= complement.maintenance;
}

/** The crew member accepts: to confirm → accepted. */
export function acceptAssignment(
  leg: Pick<LegFacts, 'state'>,
  a: Pick<AssignmentFacts, 'status'>,
): CrewResult<{ status: typeof CrewAssignmentState.accepted }> {
  const closed = legCrewChangeable(leg);
  if (closed) return closed;
  if (a.status !== CrewAssignmentState.toConfirm) return refuse(CK.wrongAssignmentState, { status: a.status });
  return { ok: true, value: { status: CrewAssignmentState.accepted } };
}

/** The crew member declines, with a reason: to confirm or accepted → declined. */
export function declineAssignment(
  leg: Pick<LegFacts, 'state'>,
  a: Pick<AssignmentFacts, 'status'>,
  reason: string | null | undefined,
): CrewResult<{ status: typeof CrewAssignmentState.declined; declineReason: string }> {
  const closed = legCrewChangeable(leg);
  if (closed) return closed;
  if (a.status === CrewAssignmentState.declined) return refuse(CK.wrongAssignmentState, { status: a.status });
  if (blank(reason)) return refuseTrip(TK.reasonRequired);
  return { ok: true, value: { status: CrewAssignmentState.declined, declineReason: reason!.trim() } };
}
