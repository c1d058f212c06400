/**
 * The Gantt chart's crew and passenger views (requirements D2 "Gantt chart with fleet, crew and
 * passenger views", D4 "Gantt crew statuses"): rows and the legs of a time window, each read in
 * one query inside the caller's data permissions. The browser lays the crew statuses out with the
 * shared `crewSegments` and the duty parameters of the company's regulation answered here.
 */
import { createHash } from 'node:crypto';
import { ROLE_CREW_TYPE, ROLE_SCHEDULE_AREA, type CrewType, type LegCrewRole } from '../../../../src/domain/trip/crewAssignment';
import { GANTT_WINDOW_MAX_DAYS, GK } from '../../../../src/domain/trip/move';
import { tripLegs } from '../../../db/schema';
import type { Db } from '../../../db/client';
import { can, type Ctx, type Principal } from '../../../lib/context';
import { scopeWhere, type ScopeDef } from '../../../lib/dataScope';
import { badRequest, forbidden } from '../../../lib/errors';
import { CREW_POSITIONS, CREW_TYPES, crewScope } from '../../crew/crewService';
import type { RegulationService } from '../../crew/regulationService';
import { createGanttRepository } from './ganttRepository';
import { legScope } from '../trips/tripLists';

const DAY = 86_400_000;
/**
 * Legs this far either side of the window are served too: duty periods and rests at its edges are
 * whole, and a leg flown late shows at its actual times (the bars follow actual times once flown).
 */
export const WINDOW_MARGIN_MS = DAY;

/** Passengers: the `passengerView` dimension restricts by the customer of the leg (decisions "Gantt crew and passenger views"). */
export const passengerScope: ScopeDef = { companyColumn: tripLegs.companyId, dimensions: { passengerView: tripLegs.customerId } };


/**
 * The window of a query within the Gantt's limit (400 with `trip.error.ganttWindow` otherwise),
 * and the range its legs are read from (the window ± `WINDOW_MARGIN_MS`).
 */
export function checkedWindow(q: { from: string; to: string }): { from: Date; to: Date; legsFrom: Date; legsTo: Date } {
  const from = new Date(q.from);
  const to = new Date(q.to);
  if (!(to.getTime() > from.getTime()) || to.getTime() - from.getTime() > GANTT_WINDOW_MAX_DAYS * DAY) {
    throw badRequest({ fields: { to: { key: GK.ganttWindow, params: { maxDays: GANTT_WINDOW_MAX_DAYS } } } });
  }
  return { from, to, legsFrom: new Date(from.getTime() - WINDOW_MARGIN_MS), legsTo: new Date(to.getTime() + WINDOW_MARGIN_MS) };
}

/** Crew types whose roster the caller may list (pilot → `schedulePilot:list`, …). */
export function rosterTypes(principal: Principal): CrewType[] {
  const roles = Object.keys(ROLE_CREW_TYPE) as LegCrewRole[];
  return (CREW_TYPES as readonly CrewType[]).filter((t) => roles.some((r) => ROLE_CREW_TYPE[r] === t && can(principal, `${ROLE_SCHEDULE_AREA[r]}:list`)));
}

const rank = <T extends string>(list: readonly T[], v: string | null) => {
  const i = list.indexOf(v as T);
  return i < 0 ? list.length : i;
};

/** The leg bars of a window's rows, each leg once. */
function uniqueLegs<L extends { id: string }>(rows: readonly { leg: L }[]): L[] {
  const seen = new Map<string, L>();
  for (const r of rows) if (!seen.has(r.leg.id)) seen.set(r.leg.id, r.leg);
  return [...seen.values()];
}

/** The identity of a passenger across legs: document when known, else name and nationality. */
export function passengerKey(p: { name: string; nationality: string | null; documentType: string | null; documentNumber: string | null }): string {
  const norm = (s: string | null) => (s ?? '').trim().toUpperCase().replace(/\s+/g, ' ');
  const identity = norm(p.documentNumber) ? `doc|${norm(p.documentType)}|${norm(p.documentNumber)}` : `name|${norm(p.name)}|${norm(p.nationality)}`;
  // the row id never carries the document number itself
  return createHash('sha256').update(identity).digest('hex').slice(0, 24);
}

/** The last four characters of a document number, the rest masked. */
export const maskDocument = (n: string | null): string | null => {
  const s = n?.trim() ?? '';
  return s ? `${'•'.repeat(Math.max(0, Math.min(s.length, 8) - 4))}${s.slice(-4)}` : null;
};

export function createGanttViewService(deps: { db: Db; regulations: RegulationService }) {
  const repo = createGanttRepository(deps.db);

  return {
    /**
     * Crew rows (active crew of the types asked and the caller's rosters, by type, position and
     * work number), their assignments (not declined) to live legs of the window ± a day, and their
     * leave, rest, official business, training and standby meeting the window.
     */
    async crewWindow(ctx: Ctx, q: { from: string; to: string; crewTypes?: CrewType[] }) {
      const { from, to, legsFrom, legsTo } = checkedWindow(q);
      const mine = rosterTypes(ctx.principal);
      const types = q.crewTypes?.length ? mine.filter((t) => q.crewTypes!.includes(t)) : mine;
      if (mine.length === 0) throw forbidden();
      const crewWhere = scopeWhere(crewScope, ctx.principal);
      const [crewRows, rows, activities] = types.length === 0
        ? [[], [], []]
        : await Promise.all([
            repo.crewRows(crewWhere, types),
            repo.crewLegs(crewWhere, scopeWhere(legScope, ctx.principal), types, legsFrom, legsTo),
            repo.crewActivities(crewWhere, types, from, to),
          ]);
      // the statuses are laid out with the company's regulation: its preparation, finishing and minimum rest
      const reg = (await deps.regulations.companyRegulation(ctx.principal.companyId)).regulation;
      crewRows.sort((a, b) => rank(CREW_TYPES, a.crewType) - rank(CREW_TYPES, b.crewType) || rank(CREW_POSITIONS, a.position) - rank(CREW_POSITIONS, b.position) || a.workNo.localeCompare(b.workNo));
      return {
        rows: crewRows,
        legs: uniqueLegs(rows),
        assignments: rows.map((r) => ({ id: r.assignmentId, legId: r.leg.id, crewId: r.crewId, role: r.role, status: r.assignmentStatus })),
        activities,
        crewTypes: types,
        dutyParams: { preparationMinutes: reg.preparationMinutes, finishingMinutes: reg.finishingMinutes, minRestMinutes: reg.rest.minBeforeFdpMinutes },
        regulation: { id: reg.key, name: reg.name },
        window: { from: from.toISOString(), to: to.toISOString() },
      };
    },

    /**
     * Passenger rows (one per person: same document, or same name and nationality without one;
     * document numbers masked) and their bookings on live legs of the window ± a day. A caller whose
     * `passengerView` grant is none sees no passenger.
     */
    async passengerWindow(ctx: Ctx, q: { from: string; to: string }) {
      const { from, to, legsFrom, legsTo } = checkedWindow(q);
      const rows = await repo.passengerLegs(scopeWhere(legScope, ctx.principal), scopeWhere(passengerScope, ctx.principal), legsFrom, legsTo);
      const people = new Map<string, { id: string; name: string; nationality: string | null; documentType: string | null; document: string | null; legCount: number }>();
      const bookings = rows.map((r) => {
        const id = passengerKey(r);
        const p = people.get(id);
        if (p) p.legCount++;
        else people.set(id, { id, name: r.name.trim(), nationality: r.nationality, documentType: r.documentType, document: maskDocument(r.documentNumber), legCount: 1 });
        return { id: r.bookingId, legId: r.leg.id, passengerId: id };
      });
      return {
        rows: [...people.values()].sort((a, b) => a.name.localeCompare(b.name, 'zh') || a.id.localeCompare(b.id)),
        legs: uniqueLegs(rows),
        bookings,
        window: { from: from.toISOString(), to: to.toISOString() },
      };
    },
  };
}

export type GanttViewService = ReturnType<typeof createGanttViewService>;
