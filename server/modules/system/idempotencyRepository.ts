import { and, eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';

export function createIdempotencyRepository(db: DbOrTx) {
  const byKey = (userId: string, key: string) => and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
  return {
    /** Claims the key; false when another request already holds it. */
    async claim(row: typeof idempotencyKeys.$inferInsert): Promise<boolean> {
      const rows = await db.insert(idempotencyKeys).values(row).onConflictDoNothing().returning({ key: idempotencyKeys.key });
      return rows.length === 1;
    },
    async find(userId: string, key: string) {
      const [row] = await db.select().from(idempotencyKeys).where(byKey(userId, key)).limit(1);
      return row;
    },
    async complete(userId: string, key: string, statusCode: number, response: string): Promise<void> {
      await db.update(idempotencyKeys).set({ state: 'done', statusCode, response }).where(byKey(userId, key));
    },
    async release(userId: string, key: string): Promise<void> {
      await db.delete(idempotencyKeys).where(byKey(userId, key));
    },
    async purge(before: Date): Promise<void> {
      await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createTime, before));
    },
  };
}
