import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dataPermissions, rolePermissions, roles, userRoles } from '../../db/schema';

export type RoleRow = typeof roles.$inferSelect;

export function createRoleRepository(db: DbOrTx) {
  return {
    async insert(values: typeof roles.$inferInsert): Promise<RoleRow> {
      const [row] = await db.insert(roles).values(values).returning();
      return row!;
    },
    page(q: { where: import('drizzle-orm').SQL; orderBy: import('drizzle-orm').SQL[]; limit: number; offset: number }) {
      return db.select().from(roles).where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset);
    },
    /** Removes what hangs off deleted roles. */
    async detach(roleIds: readonly string[]): Promise<void> {
      if (roleIds.length === 0) return;
      const ids = [...roleIds];
      await db.delete(rolePermissions).where(inArray(rolePermissions.roleId, ids));
      await db.delete(userRoles).where(inArray(userRoles.roleId, ids));
      await db.delete(dataPermissions).where(inArray(dataPermissions.subjectId, ids));
    },
    async usersOf(roleId: string): Promise<string[]> {
      const rows = await db.select({ id: userRoles.userId }).from(userRoles).where(eq(userRoles.roleId, roleId));
      return rows.map((r) => r.id);
    },
  };
}
