/**
 * The target aircraft's faults and inspections around a leg (move, aircraft assignment, new times):
 * the facts of the fleet's upkeep reads with the faults' descriptions, and the check that refuses
 * (AOG, overlapping inspection, expired MEL item) or asks to confirm the warnings (open MEL items,
 * AOG expected back) with src/domain/trip/upkeepRules.ts.
 */
import { inArray } from 'drizzle-orm';
import { TK } from '../../../../src/domain/trip/errors';
import { upkeepIssues, type TargetUpkeep } from '../../../../src/domain/trip/upkeepRules';
import type { DbOrTx } from '../../../db/client';
import { aircraftFaults } from '../../../db/schema';
import { AppError } from '../../../lib/errors';
import { createUpkeepReads } from '../../fleet/upkeepReads';

/** Per aircraft: its faults (open, or closed after `from`) and inspections overlapping [from, to), faults with their descriptions. Two queries and one for the texts. */
export async function upkeepOf(db: DbOrTx, companyId: string, aircraftIds: readonly string[], from: Date, to: Date): Promise<Map<string, TargetUpkeep>> {
  const facts = await createUpkeepReads(db).facts(companyId, aircraftIds, from, to);
  const ids = [...facts.values()].flatMap((f) => f.faults.map((x) => x.id));
  const texts = ids.length === 0 ? [] : await db.select({ id: aircraftFaults.id, zh: aircraftFaults.descriptionZh, en: aircraftFaults.descriptionEn }).from(aircraftFaults).where(inArray(aircraftFaults.id, ids));
  const byId = new Map(texts.map((t) => [t.id, t]));
  const out = new Map<string, TargetUpkeep>();
  for (const [aircraftId, f] of facts) {
    out.set(aircraftId, { plans: f.plans, faults: f.faults.map((x) => ({ ...x, descriptionZh: byId.get(x.id)?.zh ?? '', descriptionEn: byId.get(x.id)?.en ?? '' })) });
  }
  return out;
}

/** One aircraft's `upkeepOf`. */
export async function targetUpkeep(db: DbOrTx, companyId: string, aircraftId: string, from: Date, to: Date): Promise<TargetUpkeep> {
  return (await upkeepOf(db, companyId, [aircraftId], from, to)).get(aircraftId) ?? { faults: [], plans: [] };
}

/**
 * Refuses flying `tailNo` on [departure, arrival) by its faults and inspections (400 with the
 * refusal's key); warnings without `confirm` answer 400 `trip.error.confirmationRequired` with
 * `result.warnings` (legNumber, field null, key, params), as the other leg warnings do.
 */
export async function checkUpkeep(
  db: DbOrTx,
  companyId: string,
  leg: { legNumber: number; aircraftId: string; tailNo: string; departure: Date; arrival: Date },
  confirm: boolean,
): Promise<void> {
  const upkeep = await targetUpkeep(db, companyId, leg.aircraftId, leg.departure, leg.arrival);
  const { refusal, warnings } = upkeepIssues(leg.tailNo, upkeep, leg.departure.getTime(), leg.arrival.getTime());
  if (refusal) throw new AppError(400, refusal.key, refusal.params);
  if (warnings.length > 0 && !confirm) {
    throw new AppError(400, TK.confirmationRequired, { warnings: warnings.map((w) => ({ legNumber: leg.legNumber, field: null, key: w.key, params: w.params })) });
  }
}
