/** System users (`/common/v1/sysUsers`): the list, one user, create / update / delete, custom and data permissions, password reset. */
import { Type, type Static } from 'typebox';
import { AuditFields, Instant, Nullable, Uuid, type Wire } from './common';
import { EDIT_BODY } from './crud';
import { DataGrants, DataGrantsView, VersionBody } from './access';

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

export const ResetPasswordBody = Type.Object({ ...VersionBody, password: Type.String({ minLength: 1, maxLength: 64 }) }, { additionalProperties: false });
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;
