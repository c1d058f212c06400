/**
 * A crew member's flight time from the confirmed flight logs whose operating crew names them (the
 * log's `operating_crew` holds `{crewId}`): every log, and the last 90 and 365 days by take-off (else
 * block-out), with the time before joining. One aggregate query; the crew member must be within the
 * caller's company and crew data permissions (404 otherwise).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { crews, flightLogs } from '../../../db/schema';
import type { Ctx } from '../../../lib/context';
import { scopeWhere } from '../../../lib/dataScope';
import { notFound } from '../../../lib/errors';
import { crewScope } from '../crewScope';

const DAY_MS = 86_400_000;

export function createCrewFlightTimeService(deps: { db: Db; now?: () => Date }) {
  const { db } = deps;
  const now = () => deps.now?.() ?? new Date();
  return {
    async get(ctx: Ctx, crewId: string) {
      const [crew] = await db
        .select({ id: crews.id, prior: crews.priorFlightMinutes })
        .from(crews)
        .where(and(eq(crews.id, crewId), scopeWhere(crewScope, ctx.principal)))
        .limit(1);
      if (!crew) throw notFound();
      const at = sql`coalesce(${flightLogs.offUtc}, ${flightLogs.outUtc})`;
      const since = (days: number) => new Date(now().getTime() - days * DAY_MS);
      const figures = (cond: ReturnType<typeof sql> | null) => {
        const f = cond ? sql` filter (where ${cond})` : sql``;
        return {
          legs: sql<number>`count(*)${f}`.mapWith(Number),
          blockMinutes: sql<number>`coalesce(sum(${flightLogs.blockMinutes})${f}, 0)`.mapWith(Number),
          flightMinutes: sql<number>`coalesce(sum(${flightLogs.flightMinutes})${f}, 0)`.mapWith(Number),
          landings: sql<number>`coalesce(sum(${flightLogs.landings})${f}, 0)`.mapWith(Number),
        };
      };
      const [row] = await db
        .select({
          logged: figures(null),
          last90Days: figures(sql`${at} >= ${since(90)}`),
          last365Days: figures(sql`${at} >= ${since(365)}`),
          first: sql<Date | null>`min(${at})`.mapWith((v) => (v === null ? null : new Date(v as string))),
          last: sql<Date | null>`max(${at})`.mapWith((v) => (v === null ? null : new Date(v as string))),
        })
        .from(flightLogs)
        .where(
          and(
            eq(flightLogs.companyId, ctx.principal.companyId),
            eq(flightLogs.status, 'confirmed'),
            sql`${flightLogs.operatingCrew} @> ${JSON.stringify([{ crewId }])}::jsonb`,
          ),
        );
      const logged = row!.logged;
      return {
        crewId,
        priorFlightMinutes: crew.prior,
        logged,
        last90Days: row!.last90Days,
        last365Days: row!.last365Days,
        totalFlightMinutes: crew.prior + logged.flightMinutes,
        firstLogUtc: row!.first,
        lastLogUtc: row!.last,
      };
    },
  };
}
