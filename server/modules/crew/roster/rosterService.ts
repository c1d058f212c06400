/**
 * Rosters of one crew type (docs/decisions.md "Rosters"). The window is the Gantt's crew window
 * for that type, plus the legs of the window still missing one of the roster's roles, the crew's
 * activities and the change marks since the latest publication covering each day. Publishing a
 * period writes a publication with what it holds and tells each crew member whose assignments in
 * it changed since they were last told (a category-2 message to the crew seat and to the crew
 * member's own account, e-mail by the template); the same period published again without a
 * change writes and sends nothing.
 */
import { ROSTER_MAX_DAYS, crewToNotify, missingRoles, periodBounds, publishedEntries, rosterArea, rosterChanges, rosterDay, type PublishedPeriod, type RosterEntry } from '../../../../src/domain/crew/roster';
import { RosterCode } from '../../../../src/domain/message';
import type { CrewType } from '../../../../src/domain/trip/crewAssignment';
import type { RosterPublicationsBody, RosterPublishBody } from '../../../../src/contract/roster';
import type { Db, DbOrTx } from '../../../db/client';
import { authorOf, can, type Ctx } from '../../../lib/context';
import { scopeWhere } from '../../../lib/dataScope';
import { badRequest, forbidden } from '../../../lib/errors';
import { crewScope } from '../crewService';
import { createUpkeepReads } from '../../fleet/upkeepReads';
import { createGanttRepository } from '../../trip/gantt/ganttRepository';
import { WINDOW_MARGIN_MS, type GanttViewService } from '../../trip/gantt/ganttViews';
import { assignmentFindings } from '../../trip/legCrew/crewRejudge';
import { createTripRepository } from '../../trip/trips/tripRepository';
import { legScope } from '../../trip/trips/tripLists';
import { createRosterRepository, type PublicationRecord } from './rosterRepository';

/** Refusal keys of the rosters (texts in locales/*\/roster.json). */
export const RosterKey = { period: 'roster.error.period' } as const;

const periodOf = (p: PublicationRecord): PublishedPeriod => ({ id: p.id, fromDate: p.fromDate, toDate: p.toDate, time: p.createTime.getTime(), snapshot: p.snapshot });

function publicationRow(p: PublicationRecord) {
  return {
    id: p.id,
    crewType: p.crewType as CrewType,
    fromDate: p.fromDate,
    toDate: p.toDate,
    zone: p.zone,
    note: p.note,
    assignmentCount: p.snapshot.length,
    crewCount: new Set(p.snapshot.map((e) => e.crewId)).size,
    createAuthor: p.createAuthor,
    createTime: p.createTime,
  };
}

export function createRosterService(deps: { db: Db; ganttViews: GanttViewService }) {
  const { db } = deps;
  const zoneOf = async (tx: DbOrTx, companyId: string) => (await createUpkeepReads(tx).settings(companyId)).baseZone;
  const require = (ctx: Ctx, crewType: CrewType, action: 'list' | 'publish') => {
    if (!can(ctx.principal, `${rosterArea(crewType)}:${action}`)) throw forbidden();
  };

  return {
    /** One crew type's roster over [from, to): crew rows, assignments, duty params, open legs, activities, change marks. */
    async window(ctx: Ctx, q: { crewType: CrewType; from: string; to: string }) {
      require(ctx, q.crewType, 'list');
      const cw = await deps.ganttViews.crewWindow(ctx, { from: q.from, to: q.to, crewTypes: [q.crewType] });
      const companyId = ctx.principal.companyId;
      const repo = createRosterRepository(db);
      const legWhere = scopeWhere(legScope, ctx.principal);
      const from = new Date(cw.window.from);
      const to = new Date(cw.window.to);
      const zone = await zoneOf(db, companyId);

      // legs of the window with an aircraft that still miss one of this roster's roles
      const crewable = await repo.crewableLegs(legWhere, from, to);
      const seats = await repo.seats(crewable.map((l) => l.leg.id));
      const byLeg = new Map<string, { role: (typeof seats)[number]['role'] }[]>();
      for (const s of seats) byLeg.set(s.legId, [...(byLeg.get(s.legId) ?? []), s]);
      const openLegs = crewable
        .map((l) => ({ leg: l.leg, tailNo: l.tailNo, aircraftTypeId: l.aircraftTypeId, missing: missingRoles(q.crewType, byLeg.get(l.leg.id) ?? [], l) }))
        .filter((l) => l.missing.length > 0);

      const crewIds = cw.rows.map((r) => r.id);
      const activities = await repo.activities(companyId, crewIds, new Date(from.getTime() - WINDOW_MARGIN_MS), new Date(to.getTime() + WINDOW_MARGIN_MS));

      // change marks: against the latest publication covering each day of the window (± a day)
      const publications = await repo.publications(companyId, q.crewType, rosterDay(from.getTime() - WINDOW_MARGIN_MS, zone), rosterDay(to.getTime() + WINDOW_MARGIN_MS, zone));
      const legs = new Map(cw.legs.map((l) => [l.id, l]));
      const unknown = publications.flatMap((p) => p.snapshot.map((e) => e.legId)).filter((id) => !legs.has(id));
      for (const l of await repo.legsByIds(legWhere, unknown)) legs.set(l.id, l);
      const dayOfLeg = (id: string) => {
        const l = legs.get(id);
        return l ? rosterDay(l.plannedDepartureUtc.getTime(), zone) : null;
      };
      const current = cw.assignments.map((a) => ({ assignmentId: a.id, legId: a.legId, crewId: a.crewId, role: a.role, day: dayOfLeg(a.legId)! }));
      const marks = rosterChanges(current, publications.map(periodOf), dayOfLeg);
      const shown = new Set(crewIds);
      const removed = marks.removed.filter((e) => shown.has(e.crewId)).map((e) => ({ assignmentId: e.assignmentId, crewId: e.crewId, role: e.role, leg: legs.get(e.legId)! }));
      // assignments whose crew member no longer meets the rules on the leg (records edited or leave recorded since)
      const live = new Set(cw.assignments.filter((a) => a.status !== 'declined').map((a) => a.id));
      const invalid = (await assignmentFindings(db, companyId, [...new Set(cw.assignments.map((a) => a.legId))]))
        .filter((f) => live.has(f.assignmentId))
        .map((f) => ({ assignmentId: f.assignmentId, key: f.key, params: f.params }));
      return { ...cw, crewType: q.crewType, openLegs, activities, changed: marks.changed, removed, invalid, zone, lastPublication: publications[0] ? publicationRow(publications[0]) : null };
    },

    /** Publishes the days [fromDate, toDate] (operator's zone) of a crew type's roster; see the module's comment. */
    async publish(ctx: Ctx, body: RosterPublishBody) {
      require(ctx, body.crewType, 'publish');
      const companyId = ctx.principal.companyId;
      const zone = await zoneOf(db, companyId);
      const period = periodBounds(body.fromDate, body.toDate, zone);
      if (!period) throw badRequest({ fields: { toDate: { key: RosterKey.period, params: { maxDays: ROSTER_MAX_DAYS } } } });
      const inPeriod = (day: string) => body.fromDate <= day && day <= body.toDate;
      const note = body.note?.trim() || null;
      const author = authorOf(ctx);
      const crewWhere = scopeWhere(crewScope, ctx.principal);
      const legWhere = scopeWhere(legScope, ctx.principal);

      return db.transaction(async (tx) => {
        const repo = createRosterRepository(tx);
        await repo.lockPublishing(companyId, body.crewType);
        const gantt = createGanttRepository(tx);
        const visible = new Set((await gantt.crewRows(crewWhere, [body.crewType])).map((c) => c.id));
        const rows = await gantt.crewLegs(crewWhere, legWhere, [body.crewType], new Date(period.from), new Date(period.to));
        const dayOf = new Map(rows.map((r) => [r.leg.id, rosterDay(r.leg.plannedDepartureUtc.getTime(), zone)]));
        const now: RosterEntry[] = rows
          .filter((r) => inPeriod(dayOf.get(r.leg.id)!))
          .map((r) => ({ assignmentId: r.assignmentId, legId: r.leg.id, crewId: r.crewId, role: r.role }));

        const publications = await repo.publications(companyId, body.crewType, body.fromDate, body.toDate);
        const unknown = publications.flatMap((p) => p.snapshot.map((e) => e.legId)).filter((id) => !dayOf.has(id));
        for (const l of await repo.legsByIds(legWhere, unknown)) dayOf.set(l.id, rosterDay(l.plannedDepartureUtc.getTime(), zone));
        const told = publishedEntries(publications.map(periodOf), (id) => dayOf.get(id) ?? null, inPeriod).filter((e) => visible.has(e.crewId));
        const notify = crewToNotify(now, told);

        const same = publications.find((p) => p.fromDate === body.fromDate && p.toDate === body.toDate);
        if (notify.length === 0 && same) return { publication: publicationRow(same), created: false, notified: 0 };

        const row = await repo.insertPublication({ companyId, crewType: body.crewType, fromDate: body.fromDate, toDate: body.toDate, zone, note, snapshot: now, author });
        const events = createTripRepository(tx);
        for (const c of await repo.crewAccounts(companyId, notify)) {
          const legCount = new Set(now.filter((e) => e.crewId === c.id).map((e) => e.legId)).size;
          await events.appendEvent({
            companyId,
            functionCode: RosterCode.publish,
            tripId: null,
            legId: null,
            userId: author.id,
            userName: author.name,
            // the crew seat (template seats, within the crew data permissions) and the crew member's own account
            payload: {
              publicationId: row.id,
              crewId: c.id,
              workNo: c.workNo,
              crewName: c.cnName,
              crewType: body.crewType,
              baseIcao: c.baseIcao,
              fromDate: body.fromDate,
              toDate: body.toDate,
              legCount,
              note,
              receiverUserIds: c.userId ? [c.userId] : [],
              // e-mail goes to the crew member (their own address, and their account's), not to the crew seat
              emailTo: c.email ? [{ address: c.email, name: c.cnName }] : [],
            },
          });
        }
        return { publication: publicationRow(row), created: true, notified: notify.length };
      });
    },

    /** A crew type's publications, newest first. */
    async publications(ctx: Ctx, body: RosterPublicationsBody) {
      require(ctx, body.crewType, 'list');
      const page = await createRosterRepository(db).publicationPage(ctx.principal.companyId, body.crewType, body.page ?? 1, body.pageSize ?? 20);
      return { list: page.list.map(publicationRow), total: page.total };
    },
  };
}

export type RosterService = ReturnType<typeof createRosterService>;
