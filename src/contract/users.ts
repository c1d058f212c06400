/** System users (`/common/v1/sysUsers`): the list, one user, create / update / delete, custom and data permissions, password reset. */
import { Type, type Static } from 'typebox';
import { AuditFields, Instant, Nullable, Uuid, type Wire } from './common';
import { EDIT_BODY } from './crud';
import { DataGrants, DataGrantsView, VersionBody } from './access';
import type { ColumnDecl } from './export';
import type { ImportColumn } from './import';

export const User = Type.Object({
  id: Type.String(),
  userName: Type.String(),
  personName: Type.String(),
  avatar: Nullable(Type.String()),
  email: Nullable(Type.String()),
  mobile: Nullable(Type.String()),
  accountType: Type.Integer(),
  parentId: Nullable(Type.String()),
  accessType: Type.Integer(),
  status: Type.Integer(),
  isPlatformAdmin: Type.Boolean(),
  note: Nullable(Type.String()),
  passwordTime: Nullable(Instant),
  lastLoginTime: Nullable(Instant),
  lastLoginIp: Nullable(Type.String()),
  roles: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), code: Type.String() })),
  seats: Type.Array(Type.Object({ id: Type.String(), keyName: Type.String(), name: Type.String() })),
  ...AuditFields,
});
export type UserView = Wire<Static<typeof User>>;

const editable = {
  personName: Type.String({ minLength: 1, maxLength: 50 }),
  email: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
  mobile: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
  accountType: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2)])),
  parentId: Type.Optional(Nullable(Uuid)),
  accessType: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)])),
  status: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
  note: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
  roleIds: Type.Optional(Type.Array(Uuid, { maxItems: 50, uniqueItems: true })),
  seatIds: Type.Optional(Type.Array(Uuid, { maxItems: 10, uniqueItems: true })),
};

export const UserCreate = Type.Object(
  { userName: Type.String({ minLength: 1, maxLength: 64 }), password: Type.String({ minLength: 1, maxLength: 64 }), ...editable },
  { additionalProperties: false },
);
export type UserCreate = Static<typeof UserCreate>;

export const UserUpdate = Type.Object({ ...VersionBody, ...editable, personName: Type.Optional(editable.personName) }, EDIT_BODY);
export type UserUpdate = Static<typeof UserUpdate>;

/** `{ deleted }`: how many records a delete removed. */
export const Deleted = Type.Object({ deleted: Type.Integer() });

export const UserOverrides = Type.Object({ grants: Type.Array(Type.String()), revokes: Type.Array(Type.String()), dataPermissions: DataGrantsView });
export type UserOverrides = Static<typeof UserOverrides>;

export const UserPermissionsBody = Type.Object(
  { ...VersionBody, grants: Type.Array(Type.String({ maxLength: 100 }), { maxItems: 2000 }), revokes: Type.Array(Type.String({ maxLength: 100 }), { maxItems: 2000 }) },
  { additionalProperties: false },
);
export type UserPermissionsBody = Static<typeof UserPermissionsBody>;

export const DataPermissionsBody = Type.Object({ ...VersionBody, grants: DataGrants }, { additionalProperties: false });
export type DataPermissionsBody = Static<typeof DataPermissionsBody>;

/** An administrator's new password for a user (6–16 characters; `confirmPassword`, when sent, must match). */
export const ResetPasswordBody = Type.Object(
  { ...VersionBody, password: Type.String({ minLength: 1, maxLength: 64 }), confirmPassword: Type.Optional(Type.String({ maxLength: 64 })) },
  { additionalProperties: false },
);
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;

/** `{ version }` of an enable or disable command. */
export const UserStatusBody = Type.Object({ ...VersionBody }, { additionalProperties: false });

/** Access types (0 all, 1 PC only, 2 APP only), account types (1 main, 2 sub) and statuses (0 disabled, 1 enabled). */
export const USER_ACCESS_TYPES = [0, 1, 2] as const;
export const USER_ACCOUNT_TYPES = [1, 2] as const;
export const USER_STATUSES = [0, 1] as const;

/**
 * Filters of the user list beyond its fields: users holding a seat or a role (a condition
 * `{ name: 'seatId' | 'roleId', op: 'eq', value: <id> }` at the top level of `searchParas`).
 */
export const USER_LINK_FILTERS = ['seatId', 'roleId'] as const;

const U = 'systemUser.field';
/** The user list's columns (screen, column chooser and export). */
export const USER_COLUMNS: readonly ColumnDecl[] = [
  { key: 'userName', label: `${U}.userName`, kind: 'text' },
  { key: 'personName', label: `${U}.personName`, kind: 'text' },
  { key: 'accountType', label: `${U}.accountType`, kind: 'enum', enumPrefix: 'systemUser.accountType' },
  { key: 'accessType', label: `${U}.accessType`, kind: 'enum', enumPrefix: 'systemUser.accessType' },
  { key: 'status', label: `${U}.status`, kind: 'enum', enumPrefix: 'systemUser.status' },
  { key: 'seats', label: `${U}.seats`, kind: 'text' },
  { key: 'roles', label: `${U}.roles`, kind: 'text' },
  { key: 'mobile', label: `${U}.mobile`, kind: 'text' },
  { key: 'email', label: `${U}.email`, kind: 'text' },
  { key: 'lastLoginTime', label: `${U}.lastLoginTime`, kind: 'datetime', utcInLocal: true },
  { key: 'createTime', label: `${U}.createTime`, kind: 'datetime', utcInLocal: true },
];

/** Columns of the user import: roles by code, seats by key (resolved within the company by the server). */
export const USER_IMPORT_COLUMNS: readonly ImportColumn[] = [
  { key: 'userName', label: `${U}.userName`, kind: 'text', required: true, example: 'ops-zhang' },
  { key: 'personName', label: `${U}.personName`, kind: 'text', required: true, example: '张伟' },
  { key: 'password', label: `${U}.password`, kind: 'text', required: true, example: 'Foc-pass01' },
  { key: 'accessType', label: `${U}.accessType`, kind: 'enum', values: USER_ACCESS_TYPES, enumLabels: 'systemUser.accessType', example: '0' },
  { key: 'mobile', label: `${U}.mobile`, kind: 'code', example: '13800138000' },
  { key: 'email', label: `${U}.email`, kind: 'code', example: 'zhang.wei@example.com' },
  { key: 'roleIds', label: `${U}.roleCodes`, kind: 'codes', example: 'SEAT_CONTROL' },
  { key: 'seatIds', label: `${U}.seatKeys`, kind: 'codes', example: 'CONTROL' },
  { key: 'note', label: `${U}.note`, kind: 'text', example: '' },
];
