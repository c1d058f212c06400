import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rolePermissions, roles, seats, userPermissions, userRoles, userSeats, users } from '../../db/schema';
import { allReads } from '../../db/reads';

export type UserRow = typeof users.$inferSelect;

/** Users and their role and seat links. Scoping is the caller's business (see lib/dataScope). */
export function createUserRepository(db: DbOrTx) {
  return {
    async findByUserName(lowerName: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(sql`lower(${users.userName})`, lowerName)).limit(1);
      return row;
    },
    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },
    async recordLogin(id: string, at: Date, ip: string): Promise<void> {
      await db.update(users).set({ lastLoginTime: at, lastLoginIp: ip }).where(eq(users.id, id));
    },
    async setPassword(id: string, passwordHash: string, at: Date): Promise<void> {
      await db
        .update(users)
        .set({ passwordHash, passwordTime: at, version: sql`${users.version} + 1`, updateTime: at })
        .where(eq(users.id, id));
    },
    async insert(values: typeof users.$inferInsert): Promise<UserRow> {
      const [row] = await db.insert(users).values(values).returning();
      return row!;
    },
    async rolesOf(userIds: readonly string[]) {
      if (userIds.length === 0) return [];
      return db
        .select({ userId: userRoles.userId, id: roles.id, name: roles.name, code: roles.code })
        .from(userRoles)
        .innerJoin(roles, eq(roles.id, userRoles.roleId))
        .where(inArray(userRoles.userId, [...userIds]));
    },
    async seatsOf(userIds: readonly string[]) {
      if (userIds.length === 0) return [];
      return db
        .select({ userId: userSeats.userId, id: seats.id, keyName: seats.keyName, name: seats.name })
        .from(userSeats)
        .innerJoin(seats, eq(seats.id, userSeats.seatId))
        .where(inArray(userSeats.userId, [...userIds]));
    },
    /** Replaces the user's roles; custom permission overrides are reset (requirements S6). */
    async replaceRoles(companyId: string, userId: string, roleIds: readonly string[]): Promise<void> {
      await db.delete(userRoles).where(eq(userRoles.userId, userId));
      await db.delete(userPermissions).where(eq(userPermissions.userId, userId));
      if (roleIds.length) await db.insert(userRoles).values(roleIds.map((roleId) => ({ companyId, userId, roleId })));
    },
    async replaceSeats(companyId: string, userId: string, seatIds: readonly string[]): Promise<void> {
      await db.delete(userSeats).where(eq(userSeats.userId, userId));
      if (seatIds.length) await db.insert(userSeats).values(seatIds.map((seatId) => ({ companyId, userId, seatId })));
    },
    async overridesOf(userId: string) {
      return db
        .select({ key: userPermissions.permissionKey, effect: userPermissions.effect })
        .from(userPermissions)
        .where(eq(userPermissions.userId, userId));
    },
    async replaceOverrides(companyId: string, userId: string, rows: readonly { key: string; effect: 'grant' | 'revoke' }[]) {
      await db.delete(userPermissions).where(eq(userPermissions.userId, userId));
      if (rows.length) {
        await db
          .insert(userPermissions)
          .values(rows.map((r) => ({ companyId, userId, permissionKey: r.key, effect: r.effect })));
      }
    },
    /** Whether any of the roles is an administrator role, and every permission key the roles hold. */
    async grantsOfRoles(roleIds: readonly string[]): Promise<{ admin: boolean; keys: string[] }> {
      if (roleIds.length === 0) return { admin: false, keys: [] };
      const ids = [...roleIds];
      const [flags, keys] = await allReads(db, [
        () => db.select({ isAdmin: roles.isAdmin }).from(roles).where(inArray(roles.id, ids)),
        () => db.selectDistinct({ key: rolePermissions.permissionKey }).from(rolePermissions).where(inArray(rolePermissions.roleId, ids)),
      ]);
      return { admin: flags.some((f) => f.isAdmin), keys: keys.map((k) => k.key) };
    },
    /** Ids of roles by code or seats by key within the company, and the codes not found. */
    async idsByCode(companyId: string, table: 'roles' | 'seats', codes: readonly string[]): Promise<{ ids: string[]; missing: string[] }> {
      if (codes.length === 0) return { ids: [], missing: [] };
      const code = table === 'roles' ? roles.code : seats.keyName;
      const t = table === 'roles' ? roles : seats;
      const upper = codes.map((c) => c.toUpperCase());
      const rows = await db
        .select({ id: t.id, code })
        .from(t)
        .where(and(eq(t.companyId, companyId), inArray(sql`upper(${code})`, upper)));
      const byCode = new Map(rows.map((r) => [r.code.toUpperCase(), r.id]));
      return { ids: [...new Set(upper.map((c) => byCode.get(c)).filter((id): id is string => !!id))], missing: codes.filter((c) => !byCode.has(c.toUpperCase())) };
    },
    /** Sub accounts of any of these users (a main account with sub accounts is still in use). */
    async subAccountsOf(userIds: readonly string[]): Promise<number> {
      if (userIds.length === 0) return 0;
      const rows = await db.select({ id: users.id }).from(users).where(inArray(users.parentId, [...userIds]));
      return rows.filter((r) => !userIds.includes(r.id)).length;
    },
    /** Ids among `ids` that belong to `companyId` in `table` (roles or seats): guards cross-tenant links. */
    async countInCompany(table: 'roles' | 'seats', companyId: string, ids: readonly string[]): Promise<number> {
      if (ids.length === 0) return 0;
      const t = table === 'roles' ? roles : seats;
      const rows = await db
        .select({ id: t.id })
        .from(t)
        .where(and(eq(t.companyId, companyId), inArray(t.id, [...ids])));
      return rows.length;
    },
  };
}
