/**
 * The aircraft status commands: the one place that writes `aircraft.status`. Every fault and
 * maintenance command calls `refreshStatus` in its own transaction; the minute job calls it for
 * the aircraft whose inspection windows start or end. The status is `statusAt(now)` of the facts
 * (src/domain/fleet/availability.ts); a change writes a history row with its cause and tells the
 * browsers (`notifyFleet`, delivered on commit).
 *
 * Several server processes may run the job at once: the update is conditional on the status read
 * (`where status = <old>`), so only one of them changes a row and writes its history.
 */
import { and, desc, eq, inArray, lte, gt, sql } from 'drizzle-orm';
import { statusAt, type StatusCause, type UpkeepStatus } from '../../../src/domain/fleet/availability';
import type { Db, DbOrTx } from '../../db/client';
import { aircraft, aircraftFaults, aircraftStatusHistory, maintenancePlans } from '../../db/schema';
import type { Ctx } from '../../lib/context';
import { findScoped, type Author } from '../../lib/crud';
import { scopeWhere } from '../../lib/dataScope';
import { notFound } from '../../lib/errors';
import { aircraftScope } from './fleetService';
import { notifyFleet } from './fleetNotify';
import { createUpkeepReads } from './upkeepReads';
import { scheduleRounds } from '../../lib/intervalJob';

export interface StatusRefs {
  faultId?: string | null;
  planId?: string | null;
}

export interface StatusChange {
  aircraftId: string;
  from: UpkeepStatus;
  to: UpkeepStatus;
}

/** The cause of a change: one for all, or chosen per change (the job: started or ended). */
export type CauseOf = StatusCause | ((from: UpkeepStatus, to: UpkeepStatus) => StatusCause);

/**
 * Recomputes the status of `aircraftIds` (of `companyId`; null: all its aircraft) at `now`, writes
 * the changed ones with their history, and notifies the browsers of every aircraft named (their
 * faults or inspections changed even when the status did not).
 */
export async function refreshStatus(
  tx: DbOrTx,
  companyId: string,
  aircraftIds: readonly string[] | null,
  cause: CauseOf,
  actor: Author | null,
  refs: StatusRefs = {},
  now: Date = new Date(),
): Promise<StatusChange[]> {
  const scope = aircraftIds === null ? undefined : inArray(aircraft.id, [...aircraftIds]);
  if (aircraftIds !== null && aircraftIds.length === 0) return [];
  const rows = await tx.select({ id: aircraft.id, status: aircraft.status }).from(aircraft).where(and(eq(aircraft.companyId, companyId), scope));
  if (rows.length === 0) return [];
  const facts = await createUpkeepReads(tx).facts(companyId, aircraftIds === null ? null : rows.map((r) => r.id), now, new Date(now.getTime() + 1));
  const changes: StatusChange[] = [];
  for (const row of rows) {
    const f = facts.get(row.id) ?? { faults: [], plans: [] };
    const to = statusAt(f.faults, f.plans, now.getTime());
    const from = row.status as UpkeepStatus;
    if (to === from) continue;
    const done = await tx
      .update(aircraft)
      .set({ status: to })
      .where(and(eq(aircraft.id, row.id), eq(aircraft.status, from)))
      .returning({ id: aircraft.id });
    if (done.length === 0) continue; // another process changed it first
    await tx.insert(aircraftStatusHistory).values({
      companyId,
      aircraftId: row.id,
      fromStatus: from,
      toStatus: to,
      cause: typeof cause === 'function' ? cause(from, to) : cause,
      faultId: refs.faultId ?? null,
      planId: refs.planId ?? null,
      at: now,
      authorId: actor?.id ?? null,
      author: actor?.name ?? 'system',
    });
    changes.push({ aircraftId: row.id, from, to });
  }
  const told = aircraftIds === null ? changes.map((c) => c.aircraftId) : rows.map((r) => r.id);
  if (told.length > 0) await notifyFleet(tx, companyId, told);
  return changes;
}

/** Started when the aircraft goes into scheduled maintenance, ended otherwise. */
const windowCause = (_from: UpkeepStatus, to: UpkeepStatus): StatusCause => (to === 'maintenance' ? 'maintenanceStarted' : 'maintenanceEnded');

/**
 * The minute job: the aircraft whose status may follow an inspection window — those in scheduled
 * maintenance now, and those with a planned window covering `now` — are refreshed, per company.
 */
export async function refreshAll(db: Db, now: Date = new Date()): Promise<StatusChange[]> {
  const inWindow = await db
    .selectDistinct({ companyId: maintenancePlans.companyId, aircraftId: maintenancePlans.aircraftId })
    .from(maintenancePlans)
    .where(and(eq(maintenancePlans.state, 'planned'), lte(maintenancePlans.plannedStart, now), gt(maintenancePlans.plannedEnd, now)));
  const inMaintenance = await db.select({ companyId: aircraft.companyId, aircraftId: aircraft.id }).from(aircraft).where(eq(aircraft.status, 'maintenance'));
  const byCompany = new Map<string, Set<string>>();
  for (const r of [...inWindow, ...inMaintenance]) {
    let set = byCompany.get(r.companyId);
    if (!set) byCompany.set(r.companyId, (set = new Set()));
    set.add(r.aircraftId);
  }
  const changes: StatusChange[] = [];
  for (const [companyId, ids] of byCompany) {
    const found = await db.transaction((tx) => refreshStatus(tx, companyId, [...ids], windowCause, null, {}, now));
    changes.push(...found);
  }
  return changes;
}

/** Runs `refreshAll` every `intervalMs` (a minute by default); answers a stopper. */
export function scheduleStatusJob(db: Db, log: { error: (o: object, m: string) => void; info: (o: object, m: string) => void }, intervalMs = 60_000) {
  return scheduleRounds(
    () => refreshAll(db).then((c) => c.length > 0 && log.info({ changes: c.length }, 'aircraft status: inspection windows')),
    (err) => log.error({ err }, 'aircraft status job failed'),
    intervalMs,
  );
}

/** An aircraft's status history, newest first, with the MEL item or inspection name of its cause. */
export async function statusHistory(db: DbOrTx, companyId: string, aircraftId: string) {
  return db
    .select({
      id: aircraftStatusHistory.id,
      aircraftId: aircraftStatusHistory.aircraftId,
      fromStatus: sql<UpkeepStatus>`${aircraftStatusHistory.fromStatus}`,
      toStatus: sql<UpkeepStatus>`${aircraftStatusHistory.toStatus}`,
      cause: sql<StatusCause>`${aircraftStatusHistory.cause}`,
      faultId: aircraftStatusHistory.faultId,
      planId: aircraftStatusHistory.planId,
      label: sql<string | null>`coalesce(${aircraftFaults.melItem}, ${maintenancePlans.name}, ${aircraftFaults.ata})`,
      at: aircraftStatusHistory.at,
      author: aircraftStatusHistory.author,
    })
    .from(aircraftStatusHistory)
    .leftJoin(aircraftFaults, eq(aircraftFaults.id, aircraftStatusHistory.faultId))
    .leftJoin(maintenancePlans, eq(maintenancePlans.id, aircraftStatusHistory.planId))
    .where(and(eq(aircraftStatusHistory.companyId, companyId), eq(aircraftStatusHistory.aircraftId, aircraftId)))
    .orderBy(desc(aircraftStatusHistory.at), desc(aircraftStatusHistory.id))
    .limit(500);
}

/** The history route's service: the aircraft must be one the caller may read (else 404). */
export function createAircraftStatusService(deps: { db: Db }) {
  return {
    async history(ctx: Ctx, aircraftId: string) {
      const plane = await findScoped(deps.db, aircraft, scopeWhere(aircraftScope, ctx.principal), aircraftId);
      if (!plane) throw notFound();
      return statusHistory(deps.db, ctx.principal.companyId, aircraftId);
    },
  };
}
