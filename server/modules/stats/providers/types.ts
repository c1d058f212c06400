import type { SeatKey } from '../../../../src/domain/access';
import type { Db } from '../../../db/client';
import type { Principal } from '../../../lib/context';

/** What a provider counts for: the caller, the seat the dashboard is for, and one "now" per answer. */
export interface DashboardContext {
  principal: Principal;
  seat: { id: string; keyName: string };
  now: Date;
  /** Providers build their own repositories over it (they are part of the service layer). */
  db: Db;
}

/**
 * One card of the home dashboard. A provider decides whether the caller sees it in a seat and
 * counts company-scoped rows (always filter by `ctx.principal.companyId`).
 */
export interface DashboardProvider {
  /** Stable key; the card's label is the i18n key `dashboard.card.<key>` (all three languages). */
  key: string;
  /** The seats whose dashboard shows the card ('*': every seat). */
  seats: readonly SeatKey[] | '*';
  /** Whether this caller may see the number (permissions, admin flags). */
  visible(principal: Principal): boolean;
  /** The screen the card opens (full route path), or null. The browser links it only when the seat's menu has it. */
  path: string | null;
  count(ctx: DashboardContext): Promise<number>;
}

/** A card as the dashboard answers it. */
export type { DashboardCard } from '../../../../src/contract/account';
