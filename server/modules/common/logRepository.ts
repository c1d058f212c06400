import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sysLogs } from '../../db/schema';

export type LogInsert = typeof sysLogs.$inferInsert;

export function createLogRepository(db: DbOrTx) {
  return {
    async insert(row: LogInsert): Promise<void> {
      await db.insert(sysLogs).values(row);
    },
  };
}

export function pageLogs(db: DbOrTx, q: { where: SQL; orderBy: SQL[]; limit: number; offset: number }) {
  return db.select().from(sysLogs).where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset);
}
