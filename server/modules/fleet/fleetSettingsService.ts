/**
 * The operator's fleet rules (fleet_settings, one row per company): everyone reads them, the fleet
 * seat and administrators change them. Version 0 is the defaults (no row yet); saving at version 0
 * creates the row, later saves carry its version (a stale one answers 412).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FleetSettingsUpdate } from '../../../src/contract/fleetFaults';
import { FK } from '../../../src/domain/fleet/errors';
import { isBaseZone } from '../../../src/domain/fleet/settings';
import type { Db } from '../../db/client';
import { fleetSettings } from '../../db/schema';
import { authorOf, type Ctx } from '../../lib/context';
import { badRequest, staleVersion } from '../../lib/errors';
import type { OperationLog } from '../../lib/resource';
import { createUpkeepReads } from './upkeepReads';

export function createFleetSettingsService(deps: { db: Db; logs: OperationLog }) {
  const { db, logs } = deps;
  return {
    get: (ctx: Ctx) => createUpkeepReads(db).settings(ctx.principal.companyId),

    async update(ctx: Ctx, input: FleetSettingsUpdate) {
      if (!isBaseZone(input.baseZone)) throw badRequest({ fields: { baseZone: { key: FK.badZone } } });
      const companyId = ctx.principal.companyId;
      const author = authorOf(ctx);
      const values = {
        baseZone: input.baseZone,
        melDaysB: input.melIntervals.B,
        melDaysC: input.melIntervals.C,
        melDaysD: input.melIntervals.D,
        certificateNearMonths: input.certificateNearMonths,
        certificateSoonDays: input.certificateSoonDays,
        updateAuthorId: author.id,
        updateAuthor: author.name,
        updateTime: new Date(),
      };
      return db.transaction(async (tx) => {
        const current = await createUpkeepReads(tx).settings(companyId);
        if (current.version !== input.version) throw staleVersion({ currentVersion: current.version, sentVersion: input.version });
        if (input.version === 0) {
          const made = await tx.insert(fleetSettings).values({ companyId, ...values, createAuthorId: author.id, createAuthor: author.name }).onConflictDoNothing().returning();
          if (made.length === 0) throw staleVersion({ sentVersion: 0 }); // saved by someone else meanwhile
        } else {
          const done = await tx
            .update(fleetSettings)
            .set({ ...values, version: sql`${fleetSettings.version} + 1` })
            .where(and(eq(fleetSettings.companyId, companyId), eq(fleetSettings.version, input.version)))
            .returning();
          if (done.length === 0) throw staleVersion({ sentVersion: input.version });
        }
        await logs.operation(ctx, { moduleName: 'fleetSettings', functionName: 'update', info: `${input.baseZone} B${input.melIntervals.B} C${input.melIntervals.C} D${input.melIntervals.D}` }, tx);
        return createUpkeepReads(tx).settings(companyId);
      });
    },
  };
}
export type FleetSettingsService = ReturnType<typeof createFleetSettingsService>;
