/**
 * Reads of the fleet-upkeep facts that several modules need (status commands, status board,
 * Gantt, leg assignment): the operator's rules and, per aircraft, the faults and inspections that
 * matter for a time window, as the domain's facts (src/domain/fleet/availability.ts).
 */
import { and, eq, gt, inArray, isNull, lt, or } from 'drizzle-orm';
import type { FaultFacts, FaultKind, FaultState, MaintenanceFacts, MaintenanceState } from '../../../src/domain/fleet/availability';
import { DEFAULT_FLEET_SETTINGS, type FleetSettings } from '../../../src/domain/fleet/settings';
import type { MelCategory } from '../../../src/domain/fleet/mel';
import type { DbOrTx } from '../../db/client';
import { aircraftFaults, fleetSettings, maintenancePlans } from '../../db/schema';

export interface UpkeepFacts {
  faults: FaultFacts[];
  plans: MaintenanceFacts[];
}

const ms = (d: Date | null) => (d === null ? null : d.getTime());

export function createUpkeepReads(db: DbOrTx) {
  return {
    /** The company's rules (the defaults until an administrator saves them). */
    async settings(companyId: string): Promise<FleetSettings & { version: number }> {
      const [row] = await db.select().from(fleetSettings).where(eq(fleetSettings.companyId, companyId));
      if (!row) return { ...DEFAULT_FLEET_SETTINGS, version: 0 };
      return {
        baseZone: row.baseZone,
        melIntervals: { B: row.melDaysB, C: row.melDaysC, D: row.melDaysD },
        certificateNearMonths: row.certificateNearMonths,
        certificateSoonDays: row.certificateSoonDays,
        version: row.version,
      };
    },

    /**
     * Per aircraft (of `aircraftIds`, or every aircraft of the company when null): the faults open
     * now or closed after `from`, and the inspections not cancelled that overlap [from, to).
     */
    async facts(companyId: string, aircraftIds: readonly string[] | null, from: Date, to: Date): Promise<Map<string, UpkeepFacts>> {
      const out = new Map<string, UpkeepFacts>();
      if (aircraftIds !== null && aircraftIds.length === 0) return out;
      const entry = (id: string) => {
        let e = out.get(id);
        if (!e) out.set(id, (e = { faults: [], plans: [] }));
        return e;
      };
      const faultScope = aircraftIds === null ? undefined : inArray(aircraftFaults.aircraftId, [...aircraftIds]);
      const faults = await db
        .select()
        .from(aircraftFaults)
        .where(and(eq(aircraftFaults.companyId, companyId), faultScope, lt(aircraftFaults.discoveredAt, to), or(eq(aircraftFaults.state, 'open'), isNull(aircraftFaults.closedAt), gt(aircraftFaults.closedAt, from))));
      for (const f of faults) {
        entry(f.aircraftId).faults.push({
          id: f.id,
          kind: f.kind as FaultKind,
          state: f.state as FaultState,
          melItem: f.melItem,
          melCategory: f.melCategory as MelCategory | null,
          discoveredAt: f.discoveredAt.getTime(),
          closedAt: ms(f.closedAt),
          deadlineAt: ms(f.deadlineAt),
          expectedReturnAt: ms(f.expectedReturnAt),
        });
      }
      const planScope = aircraftIds === null ? undefined : inArray(maintenancePlans.aircraftId, [...aircraftIds]);
      const plans = await db
        .select()
        .from(maintenancePlans)
        .where(and(eq(maintenancePlans.companyId, companyId), planScope, eq(maintenancePlans.state, 'planned'), lt(maintenancePlans.plannedStart, to), gt(maintenancePlans.plannedEnd, from)));
      for (const p of plans) {
        entry(p.aircraftId).plans.push({ id: p.id, name: p.name, state: p.state as MaintenanceState, plannedStart: p.plannedStart.getTime(), plannedEnd: p.plannedEnd.getTime() });
      }
      return out;
    },
  };
}
export type UpkeepReads = ReturnType<typeof createUpkeepReads>;
