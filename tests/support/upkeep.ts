/**
 * Faults and inspections written straight into the fleet-upkeep tables for server tests that need
 * an aircraft's AOG, MEL items or planned inspections (the fault and maintenance commands have
 * tests of their own). The company is the aircraft's.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { aircraft, aircraftFaults, maintenancePlans } from '../../server/db/schema';

async function companyOf(db: Db, aircraftId: string): Promise<string> {
  const [row] = await db.select({ companyId: aircraft.companyId }).from(aircraft).where(eq(aircraft.id, aircraftId));
  if (!row) throw new Error(`no aircraft ${aircraftId}`);
  return row.companyId;
}

export interface FaultSeed {
  kind: 'aog' | 'mel' | 'maintenance';
  discoveredAt: string;
  melItem?: string;
  melCategory?: 'A' | 'B' | 'C' | 'D';
  deadlineAt?: string;
  expectedReturnAt?: string;
  descriptionZh?: string;
  descriptionEn?: string;
  closedAt?: string;
}

export async function insertFault(db: Db, aircraftId: string, f: FaultSeed): Promise<string> {
  const d = (s: string | undefined) => (s ? new Date(s) : null);
  const [row] = await db
    .insert(aircraftFaults)
    .values({
      companyId: await companyOf(db, aircraftId),
      aircraftId,
      kind: f.kind,
      melItem: f.melItem ?? null,
      melCategory: f.melCategory ?? null,
      descriptionZh: f.descriptionZh ?? '',
      descriptionEn: f.descriptionEn ?? '',
      discoveredAt: new Date(f.discoveredAt),
      deadlineAt: d(f.deadlineAt),
      expectedReturnAt: d(f.expectedReturnAt),
      state: f.closedAt ? 'closed' : 'open',
      closedAt: d(f.closedAt),
    })
    .returning({ id: aircraftFaults.id });
  return row!.id;
}

export async function closeFault(db: Db, id: string, closedAt: string): Promise<void> {
  await db.update(aircraftFaults).set({ state: 'closed', closedAt: new Date(closedAt) }).where(eq(aircraftFaults.id, id));
}

export async function insertPlan(db: Db, aircraftId: string, p: { name: string; plannedStart: string; plannedEnd: string; state?: 'planned' | 'done' | 'cancelled' }): Promise<string> {
  const [row] = await db
    .insert(maintenancePlans)
    .values({ companyId: await companyOf(db, aircraftId), aircraftId, name: p.name, plannedStart: new Date(p.plannedStart), plannedEnd: new Date(p.plannedEnd), state: p.state ?? 'planned' })
    .returning({ id: maintenancePlans.id });
  return row!.id;
}
