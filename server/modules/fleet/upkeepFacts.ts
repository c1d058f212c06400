/**
 * The fleet-upkeep facts with the faults' descriptions (for messages and screens): per aircraft,
 * `createUpkeepReads().facts` and one more query for the texts. Used by the leg checks (move,
 * assignment, new times), the Gantt window and the status board.
 */
import { inArray } from 'drizzle-orm';
import type { TargetUpkeep } from '../../../src/domain/trip/upkeepRules';
import type { DbOrTx } from '../../db/client';
import { aircraftFaults } from '../../db/schema';
import { createUpkeepReads } from './upkeepReads';

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

