/**
 * A crew member is on one leg at a time (docs/decisions.md, "Crew overlap"): the rule of
 * src/domain/trip/crewOverlap.ts, checked under per-crew advisory locks inside the command's
 * transaction — when a crew member is assigned to a leg (positioning too) and when legs that have
 * crew get new times (every trip command, tripCommand.ts). The locks are taken in sorted order and
 * the crew member's legs are read after them, so concurrent commands on one crew member's legs
 * (in any server process on one PostgreSQL) see each other's result.
 */
import type { CrewRefusal } from '../../../../src/domain/trip/crewAssignment';
import { crewClashes, crewOverlapRefusal, firstCrewClash, type BusyLeg } from '../../../../src/domain/trip/crewOverlap';
import type { DbOrTx } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { createLegCrewRepository, type LegCrewRepository } from './legCrewRepository';

type BusyRow = Awaited<ReturnType<LegCrewRepository['busyLegs']>>[number];
type Busy = BusyLeg & { row: BusyRow };

const busyOf = (r: BusyRow): Busy => ({ legId: r.legId, departure: r.departure.getTime(), arrival: r.arrival.getTime(), cancelled: false, declined: false, row: r });

/** The refusal naming the leg `other` that `crew` is already busy on (times in UTC and per airport zone). */
async function refusalFor(repo: LegCrewRepository, crew: { workNo: string; cnName: string }, other: BusyRow): Promise<CrewRefusal> {
  const zones = await repo.zones([other.departureIcao, other.arrivalIcao]);
  return crewOverlapRefusal({
    crew: `${crew.workNo} ${crew.cnName}`,
    flightNo: other.flightNo,
    tripNumber: other.tripNumber,
    legNumber: other.legNumber,
    departureIcao: other.departureIcao,
    arrivalIcao: other.arrivalIcao,
    departureUtc: other.departure.toISOString(),
    arrivalUtc: other.arrival.toISOString(),
    departureZone: zones.get(other.departureIcao) ?? null,
    arrivalZone: zones.get(other.arrivalIcao) ?? null,
  });
}

const refused = (r: CrewRefusal) => new AppError(400, r.key, r.params ?? null);

/** Busy legs of crew members by crew id. */
export async function busyByCrew(db: DbOrTx, crewIds: readonly string[]): Promise<Map<string, Busy[]>> {
  const out = new Map<string, Busy[]>();
  for (const r of await createLegCrewRepository(db).busyLegs(crewIds)) out.set(r.crewId, [...(out.get(r.crewId) ?? []), busyOf(r)]);
  return out;
}

/** The clash `crew` would have on `leg` among its busy legs (`busy`), as a refusal; null when free. */
export async function clashOf(db: DbOrTx, crew: { workNo: string; cnName: string }, leg: { id: string; departure: Date; arrival: Date }, busy: readonly Busy[]): Promise<CrewRefusal | null> {
  const hit = firstCrewClash({ legId: leg.id, departure: leg.departure.getTime(), arrival: leg.arrival.getTime() }, busy);
  return hit ? refusalFor(createLegCrewRepository(db), crew, hit.row) : null;
}

/**
 * Before `crew` is assigned to `leg`: locks the crew member, then refuses (400
 * `trip.error.crewOverlap`) when one of the crew member's other legs overlaps it.
 */
export async function assertCrewFree(tx: DbOrTx, crew: { id: string; workNo: string; cnName: string }, leg: { id: string; plannedDepartureUtc: Date; plannedArrivalUtc: Date }): Promise<void> {
  await createLegCrewRepository(tx).lockCrew([crew.id]);
  const busy = (await busyByCrew(tx, [crew.id])).get(crew.id) ?? [];
  const clash = await clashOf(tx, crew, { id: leg.id, departure: leg.plannedDepartureUtc, arrival: leg.plannedArrivalUtc }, busy);
  if (clash) throw refused(clash);
}

/**
 * After legs got new times (`moved`, leg ids): locks their crew and refuses the command when a crew
 * member now has two overlapping legs; the message names the leg the moved one clashes with.
 */
export async function assertMovedLegsCrewFree(tx: DbOrTx, moved: readonly string[]): Promise<void> {
  if (moved.length === 0) return;
  const repo = createLegCrewRepository(tx);
  const crewIds = await repo.crewOfLegs(moved);
  if (crewIds.length === 0) return;
  await repo.lockCrew(crewIds);
  const changed = new Set(moved);
  for (const [, legs] of [...(await busyByCrew(tx, crewIds))].sort(([a], [b]) => a.localeCompare(b))) {
    const [first] = crewClashes(legs, changed);
    if (!first) continue;
    const [a, b] = first;
    const other = changed.has(b.legId) && !changed.has(a.legId) ? a : b;
    throw refused(await refusalFor(repo, other.row, other.row));
  }
}
