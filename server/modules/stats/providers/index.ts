/**
 * The home dashboard's provider registry (GET /account/v1/dashboard/{seatId}).
 *
 * To add cards for a module (trips, crew, aircraft, …):
 * 1. write `server/modules/stats/providers/<area>.ts` exporting `readonly DashboardProvider[]`;
 *    each provider has a unique `key`, the `seats` it belongs to, `visible(principal)`, a `path`
 *    (a route of the menu seed, or null) and `count(ctx)`, which must filter by
 *    `ctx.principal.companyId` (read its rows through that module's repository);
 * 2. spread it into DASHBOARD_PROVIDERS below (the order here is the order of the cards);
 * 3. add `dashboard.card.<key>` to locales/{zh,zhtw,en}/<your namespace>.json.
 * Keys must be unique: createStatsService refuses to start otherwise.
 */
import { ACCOUNT_PROVIDERS } from './account';
import type { DashboardProvider } from './types';

export type { DashboardCard, DashboardContext, DashboardProvider } from './types';

export const DASHBOARD_PROVIDERS: readonly DashboardProvider[] = [...ACCOUNT_PROVIDERS];
