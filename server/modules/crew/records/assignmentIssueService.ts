/**
 * A crew member's assignments that no longer hold (docs/crew-records.md, "When a record changes after
 * the assignment"): the legs not yet flown the crew member is on, judged again by the crew rules as the roster
 * does — a record edited or expired since the assignment, leave recorded over it — so the crew
 * detail says so where the record was changed. A read: nothing is written. The crew member must be
 * within the caller's company and crew data permissions (404 otherwise).
 */
import type { Db } from '../../../db/client';
import type { Ctx } from '../../../lib/context';
import { notFound } from '../../../lib/errors';
import { assignmentFindings } from '../../trip/legCrew/crewRejudge';
import { createLegCrewRepository } from '../../trip/legCrew/legCrewRepository';
import { isCrewVisible } from './recordCommon';

export function createAssignmentIssueService(deps: { db: Db; now?: () => Date }) {
  const { db } = deps;
  const now = () => deps.now?.() ?? new Date();
  return {
    async list(ctx: Ctx, crewId: string) {
      if (!(await isCrewVisible(db, ctx, crewId))) throw notFound();
      const legIds = await createLegCrewRepository(db).legIdsOfCrewFrom(crewId, now());
      const findings = await assignmentFindings(db, ctx.principal.companyId, legIds, crewId);
      return findings.map(({ assignmentId, leg, key, params }) => ({
        assignmentId,
        key,
        params,
        legId: leg.id,
        tripId: leg.tripId,
        tripNumber: leg.tripNumber,
        legNumber: leg.legNumber,
        departureIcao: leg.departureIcao,
        arrivalIcao: leg.arrivalIcao,
        plannedDepartureUtc: leg.plannedDepartureUtc,
      }));
    },
  };
}
