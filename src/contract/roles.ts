/** Roles (`/common/v1/sysRoles`), the permission catalogue (`/common/v1/permissions`) and the company's seats (`/common/v1/seats`). */
import { Type, type Static } from 'typebox';
import { AuditFields, Nullable, type Wire } from './common';
import { EDIT_BODY } from './crud';
import { DataGrantsView, VersionBody } from './access';
import type { ColumnDecl } from './export';

export const Role = Type.Object({
  id: Type.String(),
  name: Type.String(),
  code: Type.String(),
  isAdmin: Type.Boolean(),
  note: Nullable(Type.String()),
  sortNum: Type.Integer(),
  ...AuditFields,
});
export type RoleView = Wire<Static<typeof Role>>;

export const RoleDetail = Type.Object({ ...Role.properties, permissionKeys: Type.Array(Type.String()), dataPermissions: DataGrantsView });
export type RoleDetail = Wire<Static<typeof RoleDetail>>;

const fields = {
  name: Type.String({ minLength: 1, maxLength: 50 }),
  code: Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_]{1,39}$' }),
  isAdmin: Type.Optional(Type.Boolean()),
  note: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
  sortNum: Type.Optional(Type.Integer({ minimum: 0, maximum: 9999 })),
};
export const RoleCreate = Type.Object(fields, { additionalProperties: false });
export type RoleInput = Static<typeof RoleCreate>;
export const RoleUpdate = Type.Object({ ...VersionBody, ...Type.Partial(Type.Object(fields)).properties }, EDIT_BODY);
export type RoleUpdate = Static<typeof RoleUpdate>;

export const RolePermissionsBody = Type.Object(
  { ...VersionBody, permissionKeys: Type.Array(Type.String({ maxLength: 100 }), { maxItems: 5000 }) },
  { additionalProperties: false },
);
export type RolePermissionsBody = Static<typeof RolePermissionsBody>;

/** A point of the permission catalogue. */
export const PermissionPoint = Type.Object({
  key: Type.String(),
  kind: Type.Integer(),
  module: Type.String(),
  name: Type.String(),
  method: Nullable(Type.String()),
  path: Nullable(Type.String()),
  system: Type.String(),
  /** Menu points: i18n keys of the screen holding the button and of its top menu (the tree's branches). */
  group: Type.Optional(Nullable(Type.String())),
  section: Type.Optional(Nullable(Type.String())),
});
export type PermissionPoint = Static<typeof PermissionPoint>;

/** A seat (duty position) as the server answers it. */
export const Seat = Type.Object({ id: Type.String(), name: Type.String(), keyName: Type.String(), sortNum: Type.Integer(), note: Nullable(Type.String()) });

/** A user holding a role (`GET /common/v1/sysRoles/:id/users`). */
export const RoleMember = Type.Object({ id: Type.String(), userName: Type.String(), personName: Type.String() });
export type RoleMember = Static<typeof RoleMember>;

/** `PUT /common/v1/sysRoles/:id/users`: the role's users after the change (the role's version). */
export const RoleMembersBody = Type.Object(
  { ...VersionBody, userIds: Type.Array(Type.String({ format: 'uuid' }), { maxItems: 5000, uniqueItems: true }) },
  { additionalProperties: false },
);
export type RoleMembersBody = Static<typeof RoleMembersBody>;

/** A role with its permission keys (a line of the export). */
export type RoleExportRow = RoleView & { permissionKeys: string[] };

/** Columns of the role list and its export (`POST /common/v1/sysRoles/export`). */
export const ROLE_COLUMNS: readonly ColumnDecl[] = [
  { key: 'name', label: 'systemRole.field.name', kind: 'text' },
  { key: 'code', label: 'systemRole.field.code', kind: 'text' },
  { key: 'isAdmin', label: 'systemRole.field.isAdmin', kind: 'enum' },
  { key: 'sortNum', label: 'systemRole.field.sortNum', kind: 'number' },
  { key: 'note', label: 'systemRole.field.note', kind: 'text' },
  { key: 'permissionKeys', label: 'systemRole.field.permissions', kind: 'text' },
  { key: 'updateAuthor', label: 'systemRole.field.updateAuthor', kind: 'text' },
  { key: 'updateTime', label: 'systemRole.field.updateTime', kind: 'datetime', utcInLocal: true },
];
