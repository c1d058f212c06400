import { boolean, index, jsonb, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { auditColumns, companyId, id } from './columns';

/** Catalogue of permission points (global). Interface points are synced from the routes at start. */
export const permissions = pgTable('permissions', {
  key: text('key').primaryKey(),
  /** PermissionKind: 1 general, 2 data, 3 file, 4 seat, 5 app menu, 6 app data, 7 role, 8 interface */
  kind: smallint('kind').notNull(),
  module: text('module').notNull(),
  name: text('name').notNull(),
  method: text('method'),
  path: text('path'),
  /** business, app, file, training */
  system: text('system').notNull().default('business'),
});

export const roles = pgTable(
  'roles',
  {
    id: id(),
    companyId: companyId(),
    name: text('name').notNull(),
    code: text('code').notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    note: text('note'),
    sortNum: smallint('sort_num').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('roles_company_code_uq').on(t.companyId, t.code)],
);

export const rolePermissions = pgTable(
  'role_permissions',
  {
    companyId: companyId(),
    roleId: uuid('role_id').notNull(),
    permissionKey: text('permission_key').notNull(),
  },
  (t) => [uniqueIndex('role_permissions_pk').on(t.roleId, t.permissionKey)],
);

export const userRoles = pgTable(
  'user_roles',
  {
    companyId: companyId(),
    userId: uuid('user_id').notNull(),
    roleId: uuid('role_id').notNull(),
  },
  (t) => [uniqueIndex('user_roles_pk').on(t.userId, t.roleId), index('user_roles_role_idx').on(t.roleId)],
);

/** Custom per-user overrides of role permissions: effect grant or revoke. Reset when roles change. */
export const userPermissions = pgTable(
  'user_permissions',
  {
    companyId: companyId(),
    userId: uuid('user_id').notNull(),
    permissionKey: text('permission_key').notNull(),
    effect: text('effect').notNull(),
  },
  (t) => [uniqueIndex('user_permissions_pk').on(t.userId, t.permissionKey)],
);

/**
 * Data permissions per role or per user (a user row overrides the roles for that dimension).
 * mode: none | all | specific (then `values` lists the allowed ids or codes).
 */
export const dataPermissions = pgTable(
  'data_permissions',
  {
    id: id(),
    companyId: companyId(),
    subjectType: text('subject_type').notNull(),
    subjectId: uuid('subject_id').notNull(),
    dimension: text('dimension').notNull(),
    mode: text('mode').notNull(),
    values: jsonb('values').$type<string[]>().notNull().default([]),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('data_permissions_subject_uq').on(t.subjectType, t.subjectId, t.dimension)],
);

/** System menu (global product catalogue); which seat shows what is per company in seat_menus. */
export const menus = pgTable(
  'menus',
  {
    id: id(),
    key: text('key').notNull(),
    parentId: uuid('parent_id'),
    menuName: text('menu_name').notNull(),
    name: text('name').notNull(),
    path: text('path').notNull().default(''),
    component: text('component').notNull().default(''),
    redirect: text('redirect'),
    icon: text('icon'),
    hidden: boolean('hidden').notNull().default(false),
    levelHidden: boolean('level_hidden').notNull().default(false),
    noClosable: boolean('no_closable').notNull().default(false),
    noKeepAlive: boolean('no_keep_alive').notNull().default(false),
    tabHidden: boolean('tab_hidden').notNull().default(false),
    topRight: boolean('top_right').notNull().default(false),
    sortNum: smallint('sort_num').notNull().default(0),
    /** directory | menu | button */
    menuType: text('menu_type').notNull(),
    perms: text('perms'),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('menus_key_uq').on(t.key), index('menus_parent_idx').on(t.parentId)],
);

export const seatMenus = pgTable(
  'seat_menus',
  {
    companyId: companyId(),
    seatId: uuid('seat_id').notNull(),
    menuId: uuid('menu_id').notNull(),
  },
  (t) => [uniqueIndex('seat_menus_pk').on(t.seatId, t.menuId)],
);

