/**
 * The operator's crew-record rules (crew_settings, one row per company): how the scheduling checks
 * treat a required document with no record (`documentCheck`). Version 0 is the defaults (no row
 * yet), saving at 0 creates the row, a stale version answers 412. `readCrewSettings` is what other
 * modules (the leg crew checks) read.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { CrewSettings } from '../../../../src/contract/crewRecords';
import { DEFAULT_CREW_DOCUMENT_CHECK } from '../../../../src/domain/crew/records';
import type { Db, DbOrTx } from '../../../db/client';
import { crewSettings } from '../../../db/schema';
import { authorOf, type Ctx } from '../../../lib/context';
import { staleVersion } from '../../../lib/errors';
import type { OperationLog } from '../../../lib/resource';

/** The company's crew settings (the defaults at version 0 until saved). */
export async function readCrewSettings(db: DbOrTx, companyId: string): Promise<CrewSettings> {
  const [row] = await db.select().from(crewSettings).where(eq(crewSettings.companyId, companyId));
  return row ? { version: row.version, documentCheck: row.documentCheck } : { version: 0, documentCheck: DEFAULT_CREW_DOCUMENT_CHECK };
}

export function createCrewSettingsService(deps: { db: Db; logs: OperationLog }) {
  const { db, logs } = deps;
  return {
    get: (ctx: Ctx): Promise<CrewSettings> => readCrewSettings(db, ctx.principal.companyId),

    async update(ctx: Ctx, input: CrewSettings): Promise<CrewSettings> {
      const companyId = ctx.principal.companyId;
      const author = authorOf(ctx);
      const values = { documentCheck: input.documentCheck, updateAuthorId: author.id, updateAuthor: author.name, updateTime: new Date() };
      return db.transaction(async (tx) => {
        const current = await readCrewSettings(tx, companyId);
        if (current.version !== input.version) throw staleVersion({ currentVersion: current.version, sentVersion: input.version });
        if (input.version === 0) {
          const made = await tx.insert(crewSettings).values({ companyId, ...values, createAuthorId: author.id, createAuthor: author.name }).onConflictDoNothing().returning();
          if (made.length === 0) throw staleVersion({ sentVersion: 0 });
        } else {
          const done = await tx
            .update(crewSettings)
            .set({ ...values, version: sql`${crewSettings.version} + 1` })
            .where(and(eq(crewSettings.companyId, companyId), eq(crewSettings.version, input.version)))
            .returning();
          if (done.length === 0) throw staleVersion({ sentVersion: input.version });
        }
        await logs.operation(ctx, { moduleName: 'crewSettings', functionName: 'update', info: `documentCheck=${input.documentCheck}` }, tx);
        return readCrewSettings(tx, companyId);
      });
    },
  };
}

export type CrewSettingsService = ReturnType<typeof createCrewSettingsService>;
