/**
 * System users (server/modules/common/userRoutes.ts): the list and records, enable / disable,
 * password reset, custom and data permissions; and the reads the user screens choose from: roles,
 * the company's seats and the permission catalogue. Types: src/contract/users.ts, roles.ts.
 */
import type { Versioned, DataGrant } from '../contract/access';
import type { PermissionPoint, RoleDetail, RoleView } from '../contract/roles';
import type { UserOverrides, UserView } from '../contract/users';
import { api } from './http';
import { crudApi, type CrudApi } from './resources';
import type { ListAnswer } from './trip';

export type { PermissionPoint, RoleView, UserOverrides, UserView };
export interface SeatView {
  id: string;
  name: string;
  keyName: string;
  sortNum: number;
}

const BASE = '/common/v1/sysUsers';
const one = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

export interface SystemUserApi extends CrudApi<UserView> {
  setEnabled(id: string, version: number, enabled: boolean): Promise<UserView>;
  resetPassword(id: string, body: { version: number; password: string; confirmPassword: string }): Promise<Versioned>;
  overrides(id: string): Promise<UserOverrides>;
  setOverrides(id: string, body: { version: number; grants: string[]; revokes: string[] }): Promise<Versioned>;
  setDataPermissions(id: string, body: { version: number; grants: DataGrant[] }): Promise<Versioned>;
  roles(): Promise<ListAnswer<RoleView>>;
  seats(): Promise<SeatView[]>;
  permissions(): Promise<PermissionPoint[]>;
  /** A role with its permission keys (what the user's roles grant). */
  role(id: string): Promise<RoleDetail>;
}

export const systemUserApi: SystemUserApi = {
  ...crudApi<UserView>(BASE),
  setEnabled: (id, version, enabled) => api.post<UserView>(`${one(id)}/${enabled ? 'enable' : 'disable'}`, { version }),
  resetPassword: (id, body) => api.post<Versioned>(`${one(id)}/resetPassword`, body),
  overrides: (id) => api.get<UserOverrides>(`${one(id)}/permissions`),
  setOverrides: (id, body) => api.put<Versioned>(`${one(id)}/permissions`, body),
  setDataPermissions: (id, body) => api.put<Versioned>(`${one(id)}/dataPermissions`, body),
  roles: () => api.read<ListAnswer<RoleView>>('/common/v1/sysRoles/list', { pageSize: 500 }, { silent: true }),
  seats: () => api.get<SeatView[]>('/common/v1/seats', { silent: true }),
  permissions: () => api.get<PermissionPoint[]>('/common/v1/permissions'),
  role: (id) => api.get<RoleDetail>(`/common/v1/sysRoles/${encodeURIComponent(id)}`, { silent: true }),
};
