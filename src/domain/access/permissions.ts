/** Permission kinds (requirements S6); the numbers are the system-log permission types 1–7, plus interface. */
export const PermissionKind = {
  general: 1,
  data: 2,
  file: 3,
  seat: 4,
  appMenu: 5,
  appData: 6,
  role: 7,
  interface: 8,
} as const;
export type PermissionKind = (typeof PermissionKind)[keyof typeof PermissionKind];

/** Data-permission dimensions (requirements S6, requirements D6). */
export const DATA_DIMENSIONS = [
  'customer',
  'base',
  'model',
  'aircraftType',
  'aircraft',
  'crew',
  'crewType',
  'passengerView',
  'departureIcao',
  'arrivalIcao',
] as const;
export type DataDimension = (typeof DATA_DIMENSIONS)[number];

export const DATA_MODES = ['none', 'all', 'specific'] as const;
export type DataMode = (typeof DATA_MODES)[number];

export interface DataGrant {
  mode: DataMode;
  values: readonly string[];
}

/**
 * Combines the grants of several roles for one dimension: the most permissive wins
 * (all > specific, with values united > none). No grant at all means all: a dimension
 * restricts only where someone configured it.
 */
export function combineGrants(grants: readonly DataGrant[]): DataGrant {
  if (grants.length === 0 || grants.some((g) => g.mode === 'all')) return { mode: 'all', values: [] };
  const specific = grants.filter((g) => g.mode === 'specific');
  if (specific.length === 0) return { mode: 'none', values: [] };
  return { mode: 'specific', values: [...new Set(specific.flatMap((g) => g.values))].sort() };
}

/** Account types and access types of a user. */
export const AccountType = { main: 1, sub: 2 } as const;
export const AccessType = { all: 0, pcOnly: 1, appOnly: 2 } as const;
export type AccessType = (typeof AccessType)[keyof typeof AccessType];
export const UserStatus = { disabled: 0, enabled: 1 } as const;

/** System-log types. */
export const LogType = { operation: 1, login: 2 } as const;

/** Menu types (requirements S3). */
export const MENU_TYPES = ['directory', 'menu', 'button'] as const;
export type MenuType = (typeof MENU_TYPES)[number];
