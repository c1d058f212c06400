import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  dataPermissions,
  menus,
  rolePermissions,
  roles,
  seatMenus,
  seats,
  userPermissions,
  userRoles,
  userSeats,
} from '../../db/schema';

export type MenuRow = typeof menus.$inferSelect;

/** Reads of who may do what: roles, permission points, overrides, data grants, seats and menus. */
export function createAccessRepository(db: DbOrTx) {
  return {
    async rolesOfUser(userId: string) {
      return db
        .select({ id: roles.id, isAdmin: roles.isAdmin, code: roles.code, name: roles.name })
        .from(userRoles)
        .innerJoin(roles, eq(roles.id, userRoles.roleId))
        .where(eq(userRoles.userId, userId));
    },
    async permissionsOfRoles(roleIds: readonly string[]): Promise<string[]> {
      if (roleIds.length === 0) return [];
      const rows = await db
        .selectDistinct({ key: rolePermissions.permissionKey })
        .from(rolePermissions)
        .where(inArray(rolePermissions.roleId, [...roleIds]));
      return rows.map((r) => r.key);
    },
    async overridesOfUser(userId: string) {
      return db
        .select({ key: userPermissions.permissionKey, effect: userPermissions.effect })
        .from(userPermissions)
        .where(eq(userPermissions.userId, userId));
    },
    async dataGrants(userId: string, roleIds: readonly string[]) {
      const byUser = and(eq(dataPermissions.subjectType, 'user'), eq(dataPermissions.subjectId, userId));
      const where =
        roleIds.length > 0
          ? or(byUser, and(eq(dataPermissions.subjectType, 'role'), inArray(dataPermissions.subjectId, [...roleIds])))
          : byUser;
      return db
        .select({
          subjectType: dataPermissions.subjectType,
          dimension: dataPermissions.dimension,
          mode: dataPermissions.mode,
          values: dataPermissions.values,
        })
        .from(dataPermissions)
        .where(where);
    },
    async seatsOfUser(userId: string) {
      return db
        .select({ id: seats.id, name: seats.name, keyName: seats.keyName, sortNum: seats.sortNum, note: seats.note })
        .from(userSeats)
        .innerJoin(seats, eq(seats.id, userSeats.seatId))
        .where(eq(userSeats.userId, userId))
        .orderBy(asc(seats.sortNum), asc(seats.keyName));
    },
    async seatsOfCompany(companyId: string) {
      return db
        .select({ id: seats.id, name: seats.name, keyName: seats.keyName, sortNum: seats.sortNum, note: seats.note })
        .from(seats)
        .where(eq(seats.companyId, companyId))
        .orderBy(asc(seats.sortNum));
    },
    async menusOfSeat(seatId: string, companyId: string): Promise<MenuRow[]> {
      const rows = await db
        .select({ menu: menus })
        .from(seatMenus)
        .innerJoin(menus, eq(menus.id, seatMenus.menuId))
        .where(and(eq(seatMenus.seatId, seatId), eq(seatMenus.companyId, companyId)))
        .orderBy(asc(menus.sortNum));
      return rows.map((r) => r.menu);
    },
  };
}
