import { DATA_DIMENSIONS, combineGrants, type DataDimension, type DataGrant, type DataMode } from '../../../src/domain/access';
import type { Db } from '../../db/client';
import type { Principal } from '../../lib/context';
import { createAccessRepository, type AccessRow } from './accessRepository';
import { applyMenuSettings, createMenuSettingsRepository } from '../common/menuSettings';

export interface PrincipalBase {
  sessionId: string;
  userId: string;
  userName: string;
  personName: string;
  companyId: string;
  isPlatformAdmin: boolean;
}

/** The identity part of a Principal, from a user row (and the session it signed in with, if any). */
export function principalBaseOf(
  user: { id: string; userName: string; personName: string; companyId: string; isPlatformAdmin: boolean },
  sessionId = '',
): PrincipalBase {
  return { sessionId, userId: user.id, userName: user.userName, personName: user.personName, companyId: user.companyId, isPlatformAdmin: user.isPlatformAdmin };
}

/** A user's effective permissions (roles' points, then overrides) and data grants. */
function principalOf(base: PrincipalBase, row: AccessRow): Principal {
  const permissions = new Set(row.permissions);
  for (const o of row.overrides) {
    if (o.effect === 'grant') permissions.add(o.key);
    else permissions.delete(o.key);
  }
  const data: Partial<Record<DataDimension, DataGrant>> = {};
  for (const dim of DATA_DIMENSIONS) {
    const mine = row.grants.filter((g) => g.dimension === dim);
    if (mine.length === 0) continue;
    const own = mine.find((g) => g.subjectType === 'user');
    // A per-user grant replaces what the roles say for that dimension.
    data[dim] = own ? { mode: own.mode as DataMode, values: own.values } : combineGrants(mine.map((g) => ({ mode: g.mode as DataMode, values: g.values })));
  }
  return { ...base, isAdmin: row.isAdmin, roleIds: row.roleIds, permissions, data };
}

/** Turns a user into a Principal: effective permissions and data grants. */
export function createAccessService(db: Db) {
  const repo = createAccessRepository(db);

  return {
    async load(base: PrincipalBase): Promise<Principal> {
      return principalOf(base, await repo.accessOf(base.userId));
    },
    /** Principals of several users of one company from one read (absent: disabled or unknown). */
    async loadCompany(companyId: string, bases: readonly PrincipalBase[]): Promise<Map<string, Principal>> {
      const rows = await repo.accessOfCompany(companyId);
      const out = new Map<string, Principal>();
      for (const base of bases) {
        const row = rows.get(base.userId);
        if (row) out.set(base.userId, principalOf(base, row));
      }
      return out;
    },
    seatsOfUser: (userId: string) => repo.seatsOfUser(userId),
    seatsOfCompany: (companyId: string) => repo.seatsOfCompany(companyId),
    /** The seat's menu rows with the company's changes to the catalogue applied. */
    menusOfSeat: async (seatId: string, companyId: string) =>
      applyMenuSettings(await repo.menusOfSeat(seatId, companyId), await createMenuSettingsRepository(db).ofCompany(companyId)),
  };
}

export type AccessService = ReturnType<typeof createAccessService>;
