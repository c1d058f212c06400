/**
 * Work summary: the company's flight logs of the period summed per crew member or aircraft
 * (src/domain/flb/workSummary.ts); rows only for crew members and aircraft within the caller's data
 * permissions, so the totals are the sum of what the caller sees.
 */
import type { WorkSummaryBody } from '../../../src/contract/workSummary';
import { sumFigures, workSummary, WORK_SUMMARY_MAX_DAYS, type WorkLog } from '../../../src/domain/flb/workSummary';
import { VK } from '../../../src/domain/validation/keys';
import type { Db } from '../../db/client';
import type { FlbCrewEntry } from '../../db/schema';
import type { Ctx } from '../../lib/context';
import { scopeWhere } from '../../lib/dataScope';
import { badRequest } from '../../lib/errors';
import { crewScope } from '../crew/crewService';
import { aircraftScope } from '../fleet/fleetService';
import { createWorkSummaryRepository } from './workSummaryRepository';

const DAY_MS = 86_400_000;

/** The period as dates (400 for an instant that is none, an empty period or one longer than the maximum). */
function periodOf(body: WorkSummaryBody): { from: Date; to: Date } {
  const from = new Date(body.fromUtc);
  const to = new Date(body.toUtc);
  for (const [field, d] of [['fromUtc', from], ['toUtc', to]] as const) {
    if (Number.isNaN(d.getTime())) throw badRequest({ fields: { [field]: { key: VK.dateInvalid } } });
  }
  if (to.getTime() <= from.getTime()) throw badRequest({ fields: { toUtc: { key: 'workSummary.error.periodOrder' } } });
  if (to.getTime() - from.getTime() > WORK_SUMMARY_MAX_DAYS * DAY_MS) throw badRequest({ fields: { toUtc: { key: 'workSummary.error.periodTooLong', params: { maxDays: WORK_SUMMARY_MAX_DAYS } } } });
  return { from, to };
}

const crewIdsOf = (crew: readonly FlbCrewEntry[]) => crew.flatMap((c) => (c.crewId ? [c.crewId] : []));

export function createWorkSummaryService(deps: { db: Db }) {
  const repo = createWorkSummaryRepository(deps.db);
  return {
    async summary(ctx: Ctx, body: WorkSummaryBody) {
      const { from, to } = periodOf(body);
      const includeDrafts = body.includeDrafts ?? false;
      const rows = await repo.logs(ctx.principal.companyId, from, to, includeDrafts);
      const logs: WorkLog[] = rows.map((r) => ({ ...r, crewIds: crewIdsOf(r.operatingCrew) }));
      const byId = workSummary(logs, body.groupBy, includeDrafts);
      const wanted = body.ids ? new Set(body.ids) : null;
      const ids = [...byId.keys()].filter((id) => !wanted || wanted.has(id));
      const named =
        body.groupBy === 'crew'
          ? (await repo.crews(scopeWhere(crewScope, ctx.principal), ids)).map((c) => ({ id: c.id, code: c.code, name: c.cnName, nameEn: c.enName || null }))
          : (await repo.aircraft(scopeWhere(aircraftScope, ctx.principal), ids)).map((a) => ({ id: a.id, code: a.code, name: a.typeCode, nameEn: null }));
      const out = named.map((n) => ({ ...n, ...byId.get(n.id)! }));
      return { groupBy: body.groupBy, includeDrafts, rows: out, totals: sumFigures(out) };
    },
  };
}

export type WorkSummaryService = ReturnType<typeof createWorkSummaryService>;
