/**
 * Aircraft statistics: each aircraft's flights, then the domain's totals. A leg with a confirmed flight
 * log counts by its log; a flown leg without one by its actual times. `source` says which
 * ('flightLogs', 'legActuals' or 'mixed', with `sourceCounts`; docs/decisions.md).
 */
import { and, eq, type SQL } from 'drizzle-orm';
import type { StatisticsListBody, AircraftStatisticsQuery } from '../../../src/contract/fleetStatistics';
import { VK } from '../../../src/domain/validation/keys';
import { installedEngines } from '../../../src/domain/fleet/aircraftRules';
import { aircraftStatistics, flightsFromFlightLogs, flightsFromLegActuals, statisticsSource, type FlightFigures, type FlightLogFlight, type SourceCounts } from '../../../src/domain/fleet/statistics';
import type { Db } from '../../db/client';
import { aircraft } from '../../db/schema';
import type { Ctx } from '../../lib/context';
import { scopeWhere } from '../../lib/dataScope';
import { badRequest, notFound } from '../../lib/errors';
import { aircraftScope } from './fleetService';
import { createStatisticsRepository, type StatisticsAircraft } from './statisticsRepository';

export function createAircraftStatisticsService(deps: { db: Db }) {
  const repo = createStatisticsRepository(deps.db);

  /** Each aircraft's flights in the period. */
  async function flightsOf(ctx: Ctx, planes: readonly StatisticsAircraft[], period: AircraftStatisticsQuery) {
    for (const field of ['fromUtc', 'toUtc'] as const) {
      const v = period[field];
      if (v !== undefined && Number.isNaN(Date.parse(v))) throw badRequest({ fields: { [field]: { key: VK.dateInvalid } } });
    }
    const ids = planes.map((p) => p.id);
    const [legs, logs] = await Promise.all([
      repo.flownLegs(ctx.principal.companyId, ids, period.fromUtc, period.toUtc),
      repo.confirmedLogs(ctx.principal.companyId, ids, period.fromUtc, period.toUtc),
    ]);
    const byAircraft = new Map<string, { actualOffUtc: string; actualOnUtc: string }[]>();
    for (const l of legs) {
      const list = byAircraft.get(l.aircraftId!) ?? [];
      list.push({ actualOffUtc: l.actualOffUtc!.toISOString(), actualOnUtc: l.actualOnUtc!.toISOString() });
      byAircraft.set(l.aircraftId!, list);
    }
    const iso = (d: Date | null) => (d ? d.toISOString() : null);
    const logsOf = new Map<string, FlightLogFlight[]>();
    for (const l of logs) {
      const list = logsOf.get(l.aircraftId) ?? [];
      list.push({ ...l, outUtc: iso(l.outUtc), offUtc: iso(l.offUtc), onUtc: iso(l.onUtc), inUtc: iso(l.inUtc) });
      logsOf.set(l.aircraftId, list);
    }
    const counts: SourceCounts = { flightLogs: 0, legActuals: 0 };
    const flights = planes.map((p) => {
      const engines = installedEngines({ left: p.engineLeftSerialNo, middle: p.engineMiddleSerialNo, right: p.engineRightSerialNo });
      const fromLogs = flightsFromFlightLogs(logsOf.get(p.id) ?? [], engines);
      const fromLegs = flightsFromLegActuals(byAircraft.get(p.id) ?? [], p.taxiMinutes ?? 0, engines);
      counts.flightLogs += fromLogs.length;
      counts.legActuals += fromLegs.length;
      return [...fromLogs, ...fromLegs];
    });
    return { flights, source: statisticsSource(counts), sourceCounts: counts };
  }

  const scoped = (ctx: Ctx, ...more: SQL[]) => and(scopeWhere(aircraftScope, ctx.principal), ...more)!;

  return {
    /** One aircraft's totals (404 outside the caller's company or data permissions). */
    async forAircraft(ctx: Ctx, id: string, period: AircraftStatisticsQuery) {
      const [plane] = await repo.aircraft(scoped(ctx, eq(aircraft.id, id)));
      if (!plane) throw notFound();
      const { flights, source, sourceCounts } = await flightsOf(ctx, [plane], period);
      return { aircraftId: plane.id, source, sourceCounts, figures: aircraftStatistics(flights[0]!) };
    },

    /** Every aircraft in scope (optionally of one type) with its totals, and the totals of all. */
    async list(ctx: Ctx, body: StatisticsListBody) {
      const planes = await repo.aircraft(body.typeId ? scoped(ctx, eq(aircraft.typeId, body.typeId)) : scoped(ctx));
      const { flights, source, sourceCounts } = await flightsOf(ctx, planes, body);
      const rows = planes.map((p, i) => ({ aircraftId: p.id, tailNo: p.tailNo, typeId: p.typeId, typeCode: p.typeCode, ...aircraftStatistics(flights[i]!) }));
      return { source, sourceCounts, rows, totals: aircraftStatistics(flights.flat() as FlightFigures[]) };
    },
  };
}

export type AircraftStatisticsService = ReturnType<typeof createAircraftStatisticsService>;
