import type { DataDimension, DataGrant } from '../../src/domain/access';

/** Who is calling: loaded from the session on every authenticated request. */
export interface Principal {
  sessionId: string;
  userId: string;
  userName: string;
  personName: string;
  companyId: string;
  isPlatformAdmin: boolean;
  /** Any of the user's roles has the admin flag: grants every permission. */
  isAdmin: boolean;
  roleIds: readonly string[];
  /** Effective permission keys: roles' points plus custom grants, minus custom revokes. */
  permissions: ReadonlySet<string>;
  /** Effective data permissions per dimension (absent = unrestricted). */
  data: Readonly<Partial<Record<DataDimension, DataGrant>>>;
}

/** What services receive: the caller and where the call came from. */
export interface Ctx {
  principal: Principal;
  ip: string;
}

export function can(principal: Principal, permission: string): boolean {
  return principal.isAdmin || principal.permissions.has(permission);
}

/** Author columns for inserts and updates. */
export function authorOf(ctx: Ctx | undefined) {
  return { id: ctx?.principal.userId ?? null, name: ctx?.principal.userName ?? 'system' };
}
