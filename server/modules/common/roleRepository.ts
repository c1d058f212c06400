import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dataPermissions, rolePermissions, roles, userRoles, users } from '../../db/schema';

export type RoleRow = typeof roles.$inferSelect;

/**
 * The NOTIFY channel of menu refreshes: a comma-separated list of user ids whose permissions
 * changed. The realtime hub (server/modules/message/hub.ts) pushes `{type:'menus'}` to their
 * open sockets at commit; the browser reloads its menus and routes.
 */
export const USER_MENUS_CHANNEL = 'foc_user_menus';
/** Ids per notification (a NOTIFY payload holds under 8000 bytes). */
const IDS_PER_NOTIFY = 150;

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
    /** How many user links the roles still have (a delete is refused while any remain). */
    async holders(roleIds: readonly string[]): Promise<number> {
      if (roleIds.length === 0) return 0;
      const [row] = await db.select({ n: count() }).from(userRoles).where(inArray(userRoles.roleId, [...roleIds]));
      return Number(row?.n ?? 0);
    },
    /** The users holding the role, by login name. */
    members(roleId: string) {
      return db
        .select({ id: users.id, userName: users.userName, personName: users.personName })
        .from(userRoles)
        .innerJoin(users, eq(users.id, userRoles.userId))
        .where(eq(userRoles.roleId, roleId))
        .orderBy(asc(users.userName));
    },
    /** Of these ids, the users of the company. */
    async usersInCompany(companyId: string, ids: readonly string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db.select({ id: users.id }).from(users).where(and(eq(users.companyId, companyId), inArray(users.id, [...ids])));
      return rows.map((r) => r.id);
    },
    async link(companyId: string, roleId: string, userIds: readonly string[]): Promise<void> {
      if (userIds.length) await db.insert(userRoles).values(userIds.map((userId) => ({ companyId, userId, roleId }))).onConflictDoNothing();
    },
    async unlink(roleId: string, userIds: readonly string[]): Promise<void> {
      if (userIds.length) await db.delete(userRoles).where(and(eq(userRoles.roleId, roleId), inArray(userRoles.userId, [...userIds])));
    },
    /** Permission keys of several roles at once (the export). */
    async keysOfRoles(roleIds: readonly string[]): Promise<Map<string, string[]>> {
      const out = new Map<string, string[]>();
      if (roleIds.length === 0) return out;
      const rows = await db
        .select({ roleId: rolePermissions.roleId, key: rolePermissions.permissionKey })
        .from(rolePermissions)
        .where(inArray(rolePermissions.roleId, [...roleIds]))
        .orderBy(asc(rolePermissions.permissionKey));
      for (const r of rows) out.set(r.roleId, [...(out.get(r.roleId) ?? []), r.key]);
      return out;
    },
    /** Signals a menu refresh to these users' sockets, delivered when the transaction commits. */
    async signalMenus(userIds: readonly string[]): Promise<void> {
      const ids = [...new Set(userIds)];
      for (let i = 0; i < ids.length; i += IDS_PER_NOTIFY) {
        await db.execute(sql`select pg_notify(${USER_MENUS_CHANNEL}, ${ids.slice(i, i + IDS_PER_NOTIFY).join(',')})`);
      }
    },
  };
}
