import { DATA_DIMENSIONS, combineGrants, type DataDimension, type DataGrant, type DataMode } from '../../../src/domain/access';
import type { Db } from '../../db/client';
import type { Principal } from '../../lib/context';
import { createAccessRepository } from './accessRepository';

export interface PrincipalBase {
  sessionId: string;
  userId: string;
  userName: string;
  personName: string;
  companyId: string;
  isPlatformAdmin: boolean;
}

/** Turns a user into a Principal: effective permissions and data grants. */
export function createAccessService(db: Db) {
  const repo = createAccessRepository(db);

  async function effectiveData(userId: string, roleIds: readonly string[]) {
    const rows = await repo.dataGrants(userId, roleIds);
    const data: Partial<Record<DataDimension, DataGrant>> = {};
    for (const dim of DATA_DIMENSIONS) {
      const mine = rows.filter((r) => r.dimension === dim);
      if (mine.length === 0) continue;
      const userRow = mine.find((r) => r.subjectType === 'user');
      // A per-user grant replaces what the roles say for that dimension.
      data[dim] = userRow
        ? { mode: userRow.mode as DataMode, values: userRow.values }
        : combineGrants(mine.map((r) => ({ mode: r.mode as DataMode, values: r.values })));
    }
    return data;
  }

  return {
    async load(base: PrincipalBase): Promise<Principal> {
      const roles = await repo.rolesOfUser(base.userId);
      const roleIds = roles.map((r) => r.id);
      const [fromRoles, overrides, data] = await Promise.all([
        repo.permissionsOfRoles(roleIds),
        repo.overridesOfUser(base.userId),
        effectiveData(base.userId, roleIds),
      ]);
      const permissions = new Set(fromRoles);
      for (const o of overrides) {
        if (o.effect === 'grant') permissions.add(o.key);
        else permissions.delete(o.key);
      }
      return { ...base, isAdmin: roles.some((r) => r.isAdmin), roleIds, permissions, data };
    },
    seatsOfUser: (userId: string) => repo.seatsOfUser(userId),
    seatsOfCompany: (companyId: string) => repo.seatsOfCompany(companyId),
    menusOfSeat: (seatId: string, companyId: string) => repo.menusOfSeat(seatId, companyId),
  };
}

export type AccessService = ReturnType<typeof createAccessService>;
