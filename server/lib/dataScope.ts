import { and, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DataDimension } from '../../src/domain/access';
import type { Principal } from './context';

/** How a table maps to tenancy and to the data-permission dimensions that restrict it. */
export interface ScopeDef {
  companyColumn: AnyColumn;
  /** Column holding the id or code a dimension restricts (e.g. aircraft → aircraft_id). */
  dimensions?: Partial<Record<DataDimension, AnyColumn | SQL>>;
}

/**
 * The one WHERE clause every list and every read by id goes through: the caller's company,
 * then each data-permission dimension the table is subject to (none → nothing, specific → listed values).
 */
export function scopeWhere(def: ScopeDef, principal: Principal): SQL {
  const parts: SQL[] = [eq(def.companyColumn, principal.companyId)];
  for (const [dimension, column] of Object.entries(def.dimensions ?? {}) as [DataDimension, AnyColumn | SQL][]) {
    if (principal.isAdmin) break; // the admin flag grants everything, data included
    const grant = principal.data[dimension];
    if (!grant || grant.mode === 'all') continue;
    if (grant.mode === 'none' || grant.values.length === 0) parts.push(sql`false`);
    else parts.push(inArray(column as AnyColumn, [...grant.values]));
  }
  return and(...parts)!;
}

/** The check `scopeWhere` makes, for one value already in hand (e.g. a leg's customer when showing its passengers). */
export function grantAllows(principal: Principal, dimension: DataDimension, value: string | null): boolean {
  if (principal.isAdmin) return true;
  const grant = principal.data[dimension];
  if (!grant || grant.mode === 'all') return true;
  if (grant.mode === 'none' || value === null) return false;
  return grant.values.includes(value);
}
