/** The role administration calls (server/modules/common/roleRoutes.ts; types src/contract/roles.ts, access.ts). */
import { api } from '../../../api/http';
import { crudApi, type CrudApi } from '../../../api/resources';
import type { ListAnswer, ListQueryBody } from '../../../api/trip';
import type { DataGrant, Versioned } from '../../../contract/access';
import type { PermissionPoint, RoleDetail, RoleMember, RoleView } from '../../../contract/roles';
import type { UserView } from '../../../contract/users';

export type { DataGrant, PermissionPoint, RoleDetail, RoleMember, RoleView };

const BASE = '/common/v1/sysRoles';
const one = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

export interface RoleApi extends CrudApi<RoleView> {
  detail(id: string): Promise<RoleDetail>;
  /** `version` is the role's: a stale one answers 412; a point the caller lacks answers 403. */
  setPermissions(id: string, version: number, permissionKeys: string[]): Promise<Versioned>;
  setDataPermissions(id: string, version: number, grants: DataGrant[]): Promise<Versioned>;
  members(id: string): Promise<RoleMember[]>;
  setMembers(id: string, version: number, userIds: string[]): Promise<Versioned>;
  catalogue(): Promise<PermissionPoint[]>;
  /** The company's users (the choice of the role's users), up to 500. */
  users(body: ListQueryBody): Promise<ListAnswer<UserView>>;
}

export const roleApi: RoleApi = {
  ...crudApi<RoleView>(BASE),
  detail: (id) => api.get<RoleDetail>(one(id)),
  setPermissions: (id, version, permissionKeys) => api.put<Versioned>(`${one(id)}/permissions`, { version, permissionKeys }),
  setDataPermissions: (id, version, grants) => api.put<Versioned>(`${one(id)}/dataPermissions`, { version, grants }),
  members: (id) => api.get<RoleMember[]>(`${one(id)}/users`),
  setMembers: (id, version, userIds) => api.put<Versioned>(`${one(id)}/users`, { version, userIds }),
  catalogue: () => api.get<PermissionPoint[]>('/common/v1/permissions'),
  users: (body) => api.read<ListAnswer<UserView>>('/common/v1/sysUsers/list', body),
};

/** Airports (the departure, arrival and base choices), quietly: a failure leaves the list empty. */
