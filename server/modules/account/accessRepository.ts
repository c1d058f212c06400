import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
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
  users,
} from '../../db/schema';

export type MenuRow = typeof menus.$inferSelect;

/** Reads of who may do what: roles, permission points, overrides, data grants, seats and menus. */
export interface AccessRow {
  isAdmin: boolean;
  roleIds: string[];
  permissions: string[];
  overrides: { key: string; effect: string }[];
  grants: { subjectType: string; dimension: string; mode: string; values: string[] }[];
}

const json = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));
function rowOf(row: Record<string, unknown>): AccessRow {
  return {
    isAdmin: row.isAdmin === true,
    roleIds: json<string[]>(row.roleIds),
    permissions: json<string[]>(row.permissions),
    overrides: json<AccessRow['overrides']>(row.overrides),
    grants: json<AccessRow['grants']>(row.grants),
  };
}

export function createAccessRepository(db: DbOrTx) {
  return {
    /** Roles, permission points, overrides and data grants of a user in one round trip. */
    async accessOf(userId: string): Promise<AccessRow> {
      const mine = sql`select ur.role_id from ${userRoles} ur where ur.user_id = ${userId}`;
      const result = await db.execute(sql`select
        coalesce((select bool_or(r.is_admin) from ${roles} r where r.id in (${mine})), false) as "isAdmin",
        coalesce((select json_agg(x.role_id) from (${mine}) x), '[]'::json) as "roleIds",
        coalesce((select json_agg(distinct rp.permission_key) from ${rolePermissions} rp where rp.role_id in (${mine})), '[]'::json) as "permissions",
        coalesce((select json_agg(json_build_object('key', up.permission_key, 'effect', up.effect)) from ${userPermissions} up where up.user_id = ${userId}), '[]'::json) as "overrides",
        coalesce((select json_agg(json_build_object('subjectType', dp.subject_type, 'dimension', dp.dimension, 'mode', dp.mode, 'values', dp.values))
          from ${dataPermissions} dp
          where (dp.subject_type = 'user' and dp.subject_id = ${userId}) or (dp.subject_type = 'role' and dp.subject_id in (${mine}))), '[]'::json) as "grants"`);
      return rowOf((result as unknown as { rows: Record<string, unknown>[] }).rows[0]!);
    },
    /** The same for every enabled user of a company, in one statement (publishing messages reads them all). */
    async accessOfCompany(companyId: string): Promise<Map<string, AccessRow>> {
      const mine = sql`select ur.role_id from ${userRoles} ur where ur.user_id = u.id`;
      const result = await db.execute(sql`select u.id as "userId",
        coalesce((select bool_or(r.is_admin) from ${roles} r where r.id in (${mine})), false) as "isAdmin",
        coalesce((select json_agg(x.role_id) from (${mine}) x), '[]'::json) as "roleIds",
        coalesce((select json_agg(distinct rp.permission_key) from ${rolePermissions} rp where rp.role_id in (${mine})), '[]'::json) as "permissions",
        coalesce((select json_agg(json_build_object('key', up.permission_key, 'effect', up.effect)) from ${userPermissions} up where up.user_id = u.id), '[]'::json) as "overrides",
        coalesce((select json_agg(json_build_object('subjectType', dp.subject_type, 'dimension', dp.dimension, 'mode', dp.mode, 'values', dp.values))
          from ${dataPermissions} dp
          where (dp.subject_type = 'user' and dp.subject_id = u.id) or (dp.subject_type = 'role' and dp.subject_id in (${mine}))), '[]'::json) as "grants"
        from ${users} u where u.company_id = ${companyId} and u.status = 1`);
      const out = new Map<string, AccessRow>();
      for (const row of (result as unknown as { rows: Record<string, unknown>[] }).rows) out.set(String(row.userId), rowOf(row));
      return out;
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
