import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { passwordResets, users } from '../../db/schema';

export function createPasswordResetRepository(db: DbOrTx) {
  return {
    /** Enabled users with this e-mail address (case-insensitive). */
    async usersByEmail(email: string) {
      return db
        .select({ id: users.id, companyId: users.companyId, userName: users.userName, personName: users.personName, email: users.email })
        .from(users)
        .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), eq(users.status, 1)));
    },
    async insert(row: typeof passwordResets.$inferInsert): Promise<void> {
      await db.insert(passwordResets).values(row);
    },
    /** Marks the token used and returns it, if it is unused and not expired (one use). */
    async take(tokenHash: string, now: Date) {
      const [row] = await db
        .update(passwordResets)
        .set({ usedAt: now })
        .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
        .returning();
      return row;
    },
    async purge(before: Date): Promise<void> {
      await db.delete(passwordResets).where(lt(passwordResets.expiresAt, before));
    },
  };
}
