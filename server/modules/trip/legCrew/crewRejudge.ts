/**
 * Crew already on a leg keep meeting the crew rules when the leg changes (docs/decisions.md "Crew on
 * changed legs"): a trip command that gives a leg other planned times, another aircraft or other
 * airports re-judges every crew member on it (not declined) as an assignment would — PIC/SIC
 * qualified on the aircraft's type, a foreign pilot not on a closed airport, documents valid
 * through the leg, no leave, rest or official business on it — and the first refusal refuses the
 * command, naming the crew member and the rule. Legs already flying, flown or cancelled are not
 * judged; near-expiry warnings are for the assignment, not for the change.
 */
import { assignmentHolds, CK, crewComplete, legCrewChangeable, type LegCrewRole } from '../../../../src/domain/trip/crewAssignment';
import type { CrewAssignmentState } from '../../../../src/domain/trip/statuses';
import { LegState } from '../../../../src/domain/trip/states';
import type { DbOrTx } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import type { LegInsert, LegRow } from '../trips/tripRepository';
import { legFacts, readinessItem } from '../trips/tripRules';
import { answerOf, checkRecordsOn, createCrewRecordReads } from './crewRecordFacts';
import { createLegCrewRepository } from './legCrewRepository';

const time = (d: Date) => d.getTime();

/** An assignment that no longer meets the crew rules on its leg, with the first rule it fails. */
export interface AssignmentFinding {
  assignmentId: string;
  crew: { id: string; workNo: string; cnName: string };
  leg: { id: string; tripId: string; tripNumber: string; legNumber: number; departureIcao: string; arrivalIcao: string; plannedDepartureUtc: Date };
  key: string;
  params: Record<string, string | number>;
}

/**
 * The assignments (not declined) on `legIds` whose crew member no longer meets the crew rules there:
 * the leg-dependent role rules, then the records. Legs flying, flown or cancelled are left out;
 * `onlyCrewId` narrows them to one crew member's assignments.
 */
export async function assignmentFindings(db: DbOrTx, companyId: string, legIds: readonly string[], onlyCrewId?: string): Promise<AssignmentFinding[]> {
  if (legIds.length === 0) return [];
  const repo = createLegCrewRepository(db);
  const rows = (await repo.assignedOn([...new Set(legIds)])).filter((r) => legCrewChangeable({ state: r.leg.legState as LegState }) === null && (!onlyCrewId || r.crew.id === onlyCrewId));
  if (rows.length === 0) return [];
  const aircraftIds = [...new Set(rows.flatMap((r) => (r.leg.aircraftId ? [r.leg.aircraftId] : [])))];
  const typeOf = await repo.aircraftTypesOf(aircraftIds);
  const open = await repo.openness(companyId, [...new Set(rows.flatMap((r) => [r.leg.departureIcao, r.leg.arrivalIcao]))]);
  const window = {
    from: new Date(Math.min(...rows.map((r) => time(r.leg.plannedDepartureUtc)))),
    to: new Date(Math.max(...rows.map((r) => time(r.leg.plannedArrivalUtc)))),
  };
  const records = await createCrewRecordReads(db).load(companyId, rows.map((r) => r.crew.id), window);
  const out: AssignmentFinding[] = [];
  for (const { id, role: roleText, positioning, crew, leg } of rows) {
    const role = roleText as LegCrewRole;
    const aircraftTypeId = leg.aircraftId ? (typeOf.get(leg.aircraftId) ?? null) : null;
    // a positioning crew member travels as a passenger: neither type nor airports concern them
    const held = positioning
      ? null
      : assignmentHolds({
          role,
          crew,
          leg: {
            state: leg.legState as LegState,
            aircraftTypeId,
            departureIcao: leg.departureIcao,
            arrivalIcao: leg.arrivalIcao,
            departureOpen: open.get(leg.departureIcao) ?? null,
            arrivalOpen: open.get(leg.arrivalIcao) ?? null,
          },
        });
    const refusal = held
      ? { key: held.key, params: held.params ?? {} }
      : checkRecordsOn(records, crew.id, role, { plannedDepartureUtc: leg.plannedDepartureUtc, plannedArrivalUtc: leg.plannedArrivalUtc, aircraftTypeId }, positioning).refusals.map(answerOf)[0];
    if (!refusal) continue;
    const { tripId, tripNumber, legNumber, departureIcao, arrivalIcao, plannedDepartureUtc } = leg;
    out.push({
      assignmentId: id,
      crew: { id: crew.id, workNo: crew.workNo, cnName: crew.cnName },
      leg: { id: leg.id, tripId, tripNumber, legNumber, departureIcao, arrivalIcao, plannedDepartureUtc },
      key: refusal.key,
      params: refusal.params,
    });
  }
  return out;
}

/** Refuses (400 `trip.error.assignedCrewRefused`) when a crew member on one of `legIds` no longer meets the crew rules there. */
export async function assertAssignedCrewHold(tx: DbOrTx, companyId: string, legIds: readonly string[]): Promise<void> {
  const [first] = await assignmentFindings(tx, companyId, legIds);
  if (first) {
    const { crew, leg } = first;
    throw new AppError(400, CK.assignedCrewRefused, { ...first.params, crew: `${crew.workNo} ${crew.cnName}`, tripNumber: leg.tripNumber, legNumber: leg.legNumber, reason: first.key });
  }
}

/**
 * Legs of the command that moved to another aircraft (or lost theirs) keep `hasCrew` equal to the
 * crew rule of the new type's complement (cabin crew, engineers): a leg moved onto a type carrying
 * a cabin attendant is no longer crewed by two pilots alone; its state follows the readiness rule
 * and the change is logged (`crewComplement`).
 */
export async function settleCrewComplement(
  tx: DbOrTx,
  before: readonly LegRow[],
  after: readonly LegRow[],
  changeLeg: (leg: LegRow, values: Partial<LegInsert>, command: string) => Promise<unknown>,
): Promise<void> {
  const was = new Map(before.map((l) => [l.id, l]));
  const repo = createLegCrewRepository(tx);
  for (const leg of after) {
    const b = was.get(leg.id);
    if (!b || b.aircraftId === leg.aircraftId || legCrewChangeable({ state: leg.legState as LegState }) !== null) continue;
    const complement = await repo.complementOf(leg.aircraftId);
    const crew = (await repo.ofLeg(leg.id)).filter((r) => !r.positioning);
    const hasCrew = crewComplete(crew.map((r) => ({ role: r.role as LegCrewRole, status: r.status as CrewAssignmentState })), complement);
    if (hasCrew !== leg.hasCrew) await changeLeg(leg, { hasCrew, legState: readinessItem(legFacts(leg), { hasCrew }) }, 'crewComplement');
  }
}
