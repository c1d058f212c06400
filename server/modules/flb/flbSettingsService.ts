/**
 * The operator's flight-log rules (flb_settings, one row per company): the flight-time basis and
 * whether a log may be confirmed without fuel or passengers. Everyone reads them; version 0 is the
 * defaults (no row yet), saving at 0 creates the row, a stale version answers 412.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FlbSettings } from '../../../src/contract/flb';
import type { Db } from '../../db/client';
import { flbSettings } from '../../db/schema';
import { authorOf, type Ctx } from '../../lib/context';
import { staleVersion } from '../../lib/errors';
import type { OperationLog } from '../../lib/resource';
import { createFlbRepository } from './flbRepository';

export function createFlbSettingsService(deps: { db: Db; logs: OperationLog }) {
  const { db, logs } = deps;
  return {
    get: (ctx: Ctx): Promise<FlbSettings> => createFlbRepository(db).settings(ctx.principal.companyId),

    async update(ctx: Ctx, input: FlbSettings): Promise<FlbSettings> {
      const companyId = ctx.principal.companyId;
      const author = authorOf(ctx);
      const values = { flightTimeBasis: input.flightTimeBasis, allowIncomplete: input.allowIncomplete, updateAuthorId: author.id, updateAuthor: author.name, updateTime: new Date() };
      return db.transaction(async (tx) => {
        const current = await createFlbRepository(tx).settings(companyId);
        if (current.version !== input.version) throw staleVersion({ currentVersion: current.version, sentVersion: input.version });
        if (input.version === 0) {
          const made = await tx.insert(flbSettings).values({ companyId, ...values, createAuthorId: author.id, createAuthor: author.name }).onConflictDoNothing().returning();
          if (made.length === 0) throw staleVersion({ sentVersion: 0 });
        } else {
          const done = await tx
            .update(flbSettings)
            .set({ ...values, version: sql`${flbSettings.version} + 1` })
            .where(and(eq(flbSettings.companyId, companyId), eq(flbSettings.version, input.version)))
            .returning();
          if (done.length === 0) throw staleVersion({ sentVersion: input.version });
        }
        await logs.operation(ctx, { moduleName: 'flbSettings', functionName: 'update', info: `${input.flightTimeBasis} allowIncomplete=${input.allowIncomplete}` }, tx);
        return createFlbRepository(tx).settings(companyId);
      });
    },
  };
}
export type FlbSettingsService = ReturnType<typeof createFlbSettingsService>;
