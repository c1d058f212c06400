import { ErrorKey } from '../../../src/domain/api';
import type { Db } from '../../db/client';
import type { Principal } from '../../lib/context';
import { forbidden } from '../../lib/errors';
import type { PublicStats } from '../../../src/contract/account';
import type { AccountService } from '../account/accountService';
import { DASHBOARD_PROVIDERS, type DashboardCard, type DashboardProvider } from './providers';
import { createStatsRepository } from './statsRepository';

export type { PublicStats };

function checkUnique(providers: readonly DashboardProvider[]) {
  const seen = new Set<string>();
  for (const p of providers) {
    if (seen.has(p.key)) throw new Error(`Dashboard provider key '${p.key}' is registered twice`);
    seen.add(p.key);
  }
}

/** Landing-page counts and the home dashboard of a seat. */
export function createStatsService(deps: { db: Db; account: Pick<AccountService, 'seatList'>; providers?: readonly DashboardProvider[] }) {
  const { db } = deps;
  const providers = deps.providers ?? DASHBOARD_PROVIDERS;
  checkUnique(providers);
  const repo = createStatsRepository(db);

  return {
    async publicStats(now = new Date()): Promise<PublicStats> {
      const [operators, activeUsers, aircraft] = [await repo.activeCompanies(), await repo.signedInUsers(now), await repo.operatorAircraft()];
      return { operators, activeUsers, aircraft, groundAgents: null };
    },

    /** The cards of one of the caller's seats (403 for a seat that is not theirs). */
    async dashboard(principal: Principal, seatId: string, now = new Date()): Promise<DashboardCard[]> {
      const seat = (await deps.account.seatList(principal)).find((s) => s.id === seatId);
      if (!seat) throw forbidden(ErrorKey.noAccessPage);
      const shown = providers.filter((p) => (p.seats === '*' || p.seats.some((k) => k === seat.keyName)) && p.visible(principal));
      const cards: DashboardCard[] = [];
      for (const p of shown) cards.push({ key: p.key, count: await p.count({ principal, seat, now, db }), path: p.path });
      return cards;
    },
  };
}

export type StatsService = ReturnType<typeof createStatsService>;
