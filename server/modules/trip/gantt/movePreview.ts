/**
 * The parts of a move's preview (src/contract/trip/gantt.ts `MovePreview`) read inside the
 * rolled-back transaction of the move's dry run: the live ferry legs on the aircraft involved
 * before and after (compared by route and times, since a re-plan may re-create an unchanged ferry
 * under a new id), the leg's crew with whether each pilot is rated on the target type, and which
 * readiness items the move clears.
 */
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { aircraft, crews, legCrews, tripLegs } from '../../../db/schema';
import { LegState } from '../../../../src/domain/trip/states';
import type { LegRow } from '../trips/tripRepository';

export interface FerryView {
  aircraftId: string;
  tailNo: string | null;
  tripNumber: string;
  departureIcao: string;
  arrivalIcao: string;
  plannedDepartureUtc: Date;
  plannedArrivalUtc: Date;
}

const PILOT_ROLES: ReadonlySet<string> = new Set(['pic', 'sic']);

export function createMovePreviewRepository(db: DbOrTx) {
  return {
    /** Live ferry legs on the aircraft, with their tail numbers. */
    async ferries(companyId: string, aircraftIds: readonly string[]): Promise<FerryView[]> {
      if (aircraftIds.length === 0) return [];
      const rows = await db
        .select({
          aircraftId: tripLegs.aircraftId,
          tailNo: aircraft.tailNo,
          tripNumber: tripLegs.tripNumber,
          departureIcao: tripLegs.departureIcao,
          arrivalIcao: tripLegs.arrivalIcao,
          plannedDepartureUtc: tripLegs.plannedDepartureUtc,
          plannedArrivalUtc: tripLegs.plannedArrivalUtc,
        })
        .from(tripLegs)
        .leftJoin(aircraft, eq(aircraft.id, tripLegs.aircraftId))
        .where(and(eq(tripLegs.companyId, companyId), eq(tripLegs.isFerry, true), ne(tripLegs.legState, LegState.cancelled), inArray(tripLegs.aircraftId, [...aircraftIds])));
      return rows.map((r) => ({ ...r, aircraftId: r.aircraftId! }));
    },

    async tailNo(aircraftId: string | null): Promise<string | null> {
      if (!aircraftId) return null;
      const [row] = await db.select({ tailNo: aircraft.tailNo }).from(aircraft).where(eq(aircraft.id, aircraftId)).limit(1);
      return row?.tailNo ?? null;
    },

    /** The leg's crew (not declined), pilots judged against the type of `aircraftId`. */
    async crew(legId: string, aircraftId: string | null) {
      const [plane] = aircraftId ? await db.select({ typeId: aircraft.typeId }).from(aircraft).where(eq(aircraft.id, aircraftId)).limit(1) : [];
      const rows = await db
        .select({ crewId: crews.id, workNo: crews.workNo, name: crews.cnName, role: legCrews.role, qualifiedTypeIds: crews.qualifiedTypeIds })
        .from(legCrews)
        .innerJoin(crews, eq(crews.id, legCrews.crewId))
        .where(and(eq(legCrews.legId, legId), ne(legCrews.status, 'declined')));
      return rows.map((r) => ({ crewId: r.crewId, workNo: r.workNo, name: r.name, role: r.role, qualified: PILOT_ROLES.has(r.role) && plane ? r.qualifiedTypeIds.includes(plane.typeId) : null }));
    },
  };
}

const ferryKey = (f: FerryView) => `${f.aircraftId}|${f.departureIcao}|${f.arrivalIcao}|${f.plannedDepartureUtc.getTime()}|${f.plannedArrivalUtc.getTime()}`;

/** Ferries in `after` and not in `before` (added), and the other way round (removed). */
export function ferryChanges(before: readonly FerryView[], after: readonly FerryView[]): { added: FerryView[]; removed: FerryView[] } {
  const b = new Set(before.map(ferryKey));
  const a = new Set(after.map(ferryKey));
  return { added: after.filter((f) => !b.has(ferryKey(f))), removed: before.filter((f) => !a.has(ferryKey(f))) };
}

/** Readiness items the move clears on the leg: a ready or released leg falling back, airworthiness, flight plan. */
export function readinessLost(before: Pick<LegRow, 'legState' | 'airworthiness' | 'hasFlightPlan'>, after: Pick<LegRow, 'legState' | 'airworthiness' | 'hasFlightPlan'>): string[] {
  const out: string[] = [];
  const advanced = (s: number) => s === LegState.ready || s === LegState.released;
  if (advanced(before.legState) && after.legState !== before.legState) out.push('state');
  if (before.airworthiness !== null && after.airworthiness === null) out.push('airworthiness');
  if (before.hasFlightPlan && !after.hasFlightPlan) out.push('flightPlan');
  return out;
}
