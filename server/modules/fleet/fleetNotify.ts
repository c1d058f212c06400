import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/** Realtime channel: payload "companyId:aircraftId,…"; every process's hub pushes `{type:'fleetStatus', aircraftIds}`. */
export const FLEET_CHANNEL = 'foc_fleet';

/**
 * Tells every server process that these aircraft's statuses, faults or inspections changed. Inside
 * a transaction the notification is delivered on commit (and dropped on rollback).
 */
export async function notifyFleet(db: DbOrTx, companyId: string, aircraftIds: readonly string[]): Promise<void> {
  // NOTIFY payloads are limited to 8000 bytes: 200 ids of 37 characters fit, more say "everything"
  const ids = aircraftIds.length > 200 ? '' : [...new Set(aircraftIds)].join(',');
  await db.execute(sql`select pg_notify(${FLEET_CHANNEL}, ${`${companyId}:${ids}`})`);
}
