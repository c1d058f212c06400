/**
 * The target aircraft's faults and inspections around a leg (move, aircraft assignment, new times):
 * the facts of the fleet's upkeep reads with the faults' descriptions, and the check that refuses
 * (AOG, overlapping inspection, expired MEL item) or asks to confirm the warnings (open MEL items,
 * AOG expected back) with src/domain/trip/upkeepRules.ts.
 */
import { TK } from '../../../../src/domain/trip/errors';
import { upkeepIssues, type TargetUpkeep } from '../../../../src/domain/trip/upkeepRules';
import type { DbOrTx } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { upkeepOf } from '../../fleet/upkeepFacts';

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
