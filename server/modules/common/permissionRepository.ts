import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dataPermissions, permissions, rolePermissions } from '../../db/schema';

export type PermissionRow = typeof permissions.$inferSelect;

export function createPermissionRepository(db: DbOrTx) {
  return {
    async upsertMany(rows: readonly PermissionRow[]): Promise<void> {
      for (let i = 0; i < rows.length; i += 200) {
        const chunk = rows.slice(i, i + 200);
        await db
          .insert(permissions)
          .values([...chunk])
          .onConflictDoNothing({ target: permissions.key });
      }
    },
    all(): Promise<PermissionRow[]> {
      return db.select().from(permissions).orderBy(asc(permissions.kind), asc(permissions.key));
    },
    async existing(keys: readonly string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await db.select({ key: permissions.key }).from(permissions).where(inArray(permissions.key, [...keys]));
      return new Set(rows.map((r) => r.key));
    },
    async keysOfRole(roleId: string): Promise<string[]> {
      const rows = await db
        .select({ key: rolePermissions.permissionKey })
        .from(rolePermissions)
        .where(eq(rolePermissions.roleId, roleId));
      return rows.map((r) => r.key);
    },
    async replaceRoleKeys(companyId: string, roleId: string, keys: readonly string[]): Promise<void> {
      await db.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
      for (let i = 0; i < keys.length; i += 500) {
        const chunk = keys.slice(i, i + 500);
        await db.insert(rolePermissions).values(chunk.map((permissionKey) => ({ companyId, roleId, permissionKey })));
      }
    },
    async grantsOf(subjectType: 'role' | 'user', subjectId: string) {
      return db
        .select({ dimension: dataPermissions.dimension, mode: dataPermissions.mode, values: dataPermissions.values })
        .from(dataPermissions)
        .where(and(eq(dataPermissions.subjectType, subjectType), eq(dataPermissions.subjectId, subjectId)));
    },
    async replaceGrants(
      companyId: string,
      subjectType: 'role' | 'user',
      subjectId: string,
      grants: readonly { dimension: string; mode: string; values: string[] }[],
      author: { id: string | null; name: string },
    ): Promise<void> {
      await db
        .delete(dataPermissions)
        .where(and(eq(dataPermissions.subjectType, subjectType), eq(dataPermissions.subjectId, subjectId)));
      if (grants.length === 0) return;
      await db.insert(dataPermissions).values(
        grants.map((g) => ({
          companyId,
          subjectType,
          subjectId,
          dimension: g.dimension,
          mode: g.mode,
          values: g.mode === 'specific' ? g.values : [],
          createAuthorId: author.id,
          createAuthor: author.name,
          updateAuthorId: author.id,
          updateAuthor: author.name,
        })),
      );
    },
  };
}
