import { and, eq, type SQL } from 'drizzle-orm';
import { INTENTION_STATUSES } from '../../../../src/domain/trip/states';
import type { DbOrTx } from '../../../db/client';
import { businessIntentions } from '../../../db/schema';
import type { ScopeDef } from '../../../lib/dataScope';
import { OPS, type ListResourceDef } from '../../../lib/listQuery';
import { airportPositions } from '../trips/scheduleRepository';

export type IntentionRow = typeof businessIntentions.$inferSelect;
export type IntentionInsert = typeof businessIntentions.$inferInsert;

/** Intentions: the company, then the `customer` dimension (as trips). */
export const intentionScope: ScopeDef = { companyColumn: businessIntentions.companyId, dimensions: { customer: businessIntentions.customerId } };

export const intentionListDef: ListResourceDef = {
  name: 'intention',
  fields: {
    intentionNumber: { column: businessIntentions.intentionNumber, type: 'string', ops: OPS.text, sortable: true },
    customerId: { column: businessIntentions.customerId, type: 'uuid', ops: ['eq', 'ne', 'in', 'notIn'] },
    contactName: { column: businessIntentions.contactName, type: 'string', ops: OPS.text, sortable: true },
    status: { column: businessIntentions.status, type: 'enum', enumValues: INTENTION_STATUSES, ops: ['eq', 'ne', 'in', 'notIn'], sortable: true },
    tripId: { column: businessIntentions.tripId, type: 'uuid', ops: ['eq', 'isNull', 'isNotNull'] },
    createTime: { column: businessIntentions.createTime, type: 'datetime', ops: OPS.time, sortable: true },
    updateTime: { column: businessIntentions.updateTime, type: 'datetime', ops: OPS.time, sortable: true },
  },
  defaultSort: { field: 'createTime', direction: 'desc' },
  tieBreaker: businessIntentions.id,
};

/** Queries of business intentions; the service holds the transaction and the rules. */
export function createIntentionRepository(db: DbOrTx) {
  return {
    async insert(values: IntentionInsert): Promise<IntentionRow> {
      const [row] = await db.insert(businessIntentions).values(values).returning();
      return row!;
    },

    async set(id: string, values: Partial<IntentionInsert>): Promise<IntentionRow> {
      const [row] = await db.update(businessIntentions).set(values).where(eq(businessIntentions.id, id)).returning();
      return row!;
    },

    async inScope(scope: SQL, id: string): Promise<IntentionRow | undefined> {
      const [row] = await db.select().from(businessIntentions).where(and(eq(businessIntentions.id, id), scope)).limit(1);
      return row;
    },

    page: (q: { where: SQL; orderBy: SQL[]; limit: number; offset: number }) =>
      db.select().from(businessIntentions).where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset),

    /** Positions of catalogue airports by ICAO (unknown codes are missing from the map). */
    positions: (icaos: readonly string[]) => airportPositions(db, icaos),
  };
}

export type IntentionRepository = ReturnType<typeof createIntentionRepository>;
