/**
 * Crew scheduling on legs (docs/decisions.md, "Crew on legs"): every command is one
 * `TripCommands.run` transaction on the trip's version; the domain functions of
 * src/domain/trip/crewAssignment.ts decide. After each change the leg's `hasCrew` is kept equal to
 * `crewComplete(assignments)`; when it flips, the leg's state follows the readiness rule
 * (`readinessItem`) and a leg log row is written. One event per command (`CrewCode`).
 */
import { and, inArray } from 'drizzle-orm';
import type { AssignCrewBody } from '../../../../src/contract/trip/legCrew';
import type { ErrorKey } from '../../../../src/domain/api';
import {
  acceptAssignment,
  assignCrew,
  crewComplete,
  declineAssignment,
  legCrewChangeable,
  LEG_CREW_ROLE_LIST,
  ROLE_CREW_TYPE,
  ROLE_SCHEDULE_AREA,
  type AssignmentFacts,
  type CrewFacts,
  type CrewLegFacts,
  type CrewResult,
  type LegCrewRole,
} from '../../../../src/domain/trip/crewAssignment';
import { CrewCode } from '../../../../src/domain/trip/functionCodes';
import type { LegState } from '../../../../src/domain/trip/states';
import type { CrewAssignmentState } from '../../../../src/domain/trip/statuses';
import type { Db, DbOrTx } from '../../../db/client';
import { legCrews } from '../../../db/schema';
import { can, type Ctx, type Principal } from '../../../lib/context';
import { scopeWhere } from '../../../lib/dataScope';
import { AppError, forbidden, notFound } from '../../../lib/errors';
import { compileListQuery, OPS, type ListQueryBody, type ListResourceDef } from '../../../lib/listQuery';
import { unknownReference } from '../../../lib/resource';
import { crewScope } from '../../crew/crewService';
import type { DutyService } from '../../crew/dutyService';
import { assertCrewFree, busyByCrew, clashOf } from './crewOverlap';
import { answerOf, checkRecordsOn, createCrewRecordReads } from './crewRecordFacts';
import { createLegCrewRepository, type CrewRow, type LegCrewRepository, type LegCrewRow, listColumns } from './legCrewRepository';
import type { TripAnswer, TripCommands, Writer } from '../trips/tripCommand';
import { legScope } from '../trips/tripLists';
import { createTripRepository, type LegRow } from '../trips/tripRepository';
import { authorColumns, legAmong, legFacts, publicView, readinessItem } from '../trips/tripRules';

type CrewCode = (typeof CrewCode)[keyof typeof CrewCode];
type Action = 'add' | 'edit' | 'delete' | 'list';

/** A refused crew rule → 400 with its key (`trip.error.*`) and parameters. */
function crewAllowed<T>(r: CrewResult<T>): T {
  if (!r.ok) throw new AppError(400, r.key, r.params ?? null);
  return r.value;
}

type Finding = { key: string; params: Record<string, string | number> };

/**
 * The crew records' check of one crew member on a leg (after the role rules): the first refusal
 * answers 400 with its key and parameters; the warnings are given back.
 */
async function recordsAllow(db: DbOrTx, companyId: string, crewId: string, role: LegCrewRole, leg: LegRow, aircraftTypeId: string | null, positioning: boolean): Promise<Finding[]> {
  const set = await createCrewRecordReads(db).load(companyId, [crewId], { from: leg.plannedDepartureUtc, to: leg.plannedArrivalUtc });
  const check = checkRecordsOn(set, crewId, role, { plannedDepartureUtc: leg.plannedDepartureUtc, plannedArrivalUtc: leg.plannedArrivalUtc, aircraftTypeId }, positioning);
  const [first] = check.refusals;
  if (first) {
    const r = answerOf(first);
    throw new AppError(400, r.key, r.params);
  }
  return check.warnings.map(answerOf);
}

/** The roster key of `role` for `action` (`schedulePilot:add` …), or 403. */
export function requireRoleKey(principal: Principal, role: LegCrewRole, action: Action): void {
  const permission = `${ROLE_SCHEDULE_AREA[role]}:${action}`;
  if (!can(principal, permission)) throw forbidden(undefined, { permission });
}

/** Roles the caller may see in lists (any roster key `list`). */
const visibleRoles = (principal: Principal) => LEG_CREW_ROLE_LIST.filter((r) => can(principal, `${ROLE_SCHEDULE_AREA[r]}:list`));

export const legCrewListDef: ListResourceDef = {
  name: 'legCrew',
  fields: {
    legId: { column: listColumns.legId, type: 'uuid', ops: ['eq', 'in'] },
    tripId: { column: listColumns.tripId, type: 'uuid', ops: ['eq', 'in'] },
    crewId: { column: listColumns.crewId, type: 'uuid', ops: ['eq', 'in'] },
    role: { column: listColumns.role, type: 'enum', enumValues: LEG_CREW_ROLE_LIST, ops: OPS.choice, sortable: true },
    status: { column: listColumns.status, type: 'enum', enumValues: ['toConfirm', 'accepted', 'declined'], ops: OPS.choice, sortable: true },
    workNo: { column: listColumns.workNo, type: 'string', ops: OPS.text, sortable: true },
    cnName: { column: listColumns.cnName, type: 'string', ops: OPS.text, sortable: true },
    crewType: { column: listColumns.crewType, type: 'enum', enumValues: ['pilot', 'cabin', 'maintenance'], ops: OPS.choice, sortable: true },
    tripNumber: { column: listColumns.tripNumber, type: 'string', ops: OPS.text, sortable: true },
    plannedDepartureUtc: { column: listColumns.plannedDepartureUtc, type: 'datetime', ops: OPS.time, sortable: true },
    plannedArrivalUtc: { column: listColumns.plannedArrivalUtc, type: 'datetime', ops: OPS.time, sortable: true },
    createTime: { column: listColumns.createTime, type: 'datetime', ops: OPS.time, sortable: true },
  },
  defaultSort: { field: 'plannedDepartureUtc', direction: 'asc' },
  tieBreaker: legCrews.id,
};

const crewFacts = (c: CrewRow): CrewFacts => ({ id: c.id, crewType: c.crewType, status: c.status, nationality: c.nationality, qualifiedTypeIds: c.qualifiedTypeIds });
const assignmentFacts = (a: LegCrewRow): AssignmentFacts => ({ crewId: a.crewId, role: a.role as LegCrewRole, status: a.status as CrewAssignmentState });

/** The crew rules' view of a leg: its aircraft type and the company's openness of its airports. */
async function crewLegFacts(repo: LegCrewRepository, companyId: string, leg: LegRow): Promise<CrewLegFacts> {
  const open = await repo.openness(companyId, [leg.departureIcao, leg.arrivalIcao]);
  return {
    state: leg.legState as LegState,
    aircraftTypeId: await repo.aircraftTypeOf(leg.aircraftId),
    departureIcao: leg.departureIcao,
    arrivalIcao: leg.arrivalIcao,
    departureOpen: open.get(leg.departureIcao) ?? null,
    arrivalOpen: open.get(leg.arrivalIcao) ?? null,
  };
}

/** The public view of an assignment row. */
export const assignmentView = (row: LegCrewRow) => publicView(row);

export type AssignInput = AssignCrewBody;

/** The operating crew: positioning crew travel on the leg but do not fly it. */
const operating = (rows: readonly LegCrewRow[]) => rows.filter((r) => !r.positioning);

export function createLegCrewService(deps: { db: Db; commands: TripCommands; duty?: DutyService }) {
  const { db, commands, duty } = deps;
  /** Assignments, legs and crew the caller may see. */
  const scopeOf = (p: Principal) => and(scopeWhere(legScope, p), scopeWhere(crewScope, p))!;

  /** Keeps `hasCrew` = crewComplete(after, the aircraft type's complement); when it flips, the state follows and the leg is logged. */
  async function settle(w: Writer, leg: LegRow, after: readonly LegCrewRow[], command: string) {
    const complement = await createLegCrewRepository(w.tx).complementOf(leg.aircraftId);
    const hasCrew = crewComplete(operating(after).map(assignmentFacts), complement);
    if (hasCrew === leg.hasCrew) return { hasCrew, legState: leg.legState };
    const changed = await w.changeLeg(leg, { hasCrew, legState: readinessItem(legFacts(leg), { hasCrew }) }, command);
    return { hasCrew, legState: changed.legState };
  }

  /** Runs a command on an existing assignment: its trip at `version`, the row re-read inside the transaction. */
  async function onAssignment(
    ctx: Ctx,
    id: string,
    version: number,
    action: Action,
    fn: (w: Writer, repo: LegCrewRepository, row: LegCrewRow, leg: LegRow) => Promise<void>,
  ): Promise<TripAnswer> {
    const found = await createLegCrewRepository(db).inScope(scopeOf(ctx.principal), id);
    if (!found) throw notFound();
    requireRoleKey(ctx.principal, found.role as LegCrewRole, action);
    return commands.run(ctx, found.tripId, version, async (w, _trip, legs, ferries) => {
      const repo = createLegCrewRepository(w.tx);
      const row = await repo.inScope(scopeOf(ctx.principal), id);
      // ferry legs are flown by crew too
      if (!row) throw notFound();
      await fn(w, repo, row, legAmong(legs, ferries, row.legId));
    });
  }

  const event = (w: Writer, code: CrewCode, leg: LegRow, row: LegCrewRow, extra: Record<string, unknown>) =>
    w.event(code, leg.tripId, leg.id, { legNumber: leg.legNumber, assignmentId: row.id, crewId: row.crewId, role: row.role, ...extra });

  return {
    /** Puts a crew member of the company (within the caller's crew data permissions) on the leg in a role. */
    async assign(ctx: Ctx, legId: string, input: AssignInput): Promise<TripAnswer & { warnings?: Finding[] }> {
      requireRoleKey(ctx.principal, input.role, 'add');
      const tripId = await commands.tripOfLeg(ctx, legId);
      let warnings: Finding[] = [];
      const answer = await commands.run(ctx, tripId, input.version, async (w, trip, legs, ferries) => {
        const leg = legAmong(legs, ferries, legId);
        const repo = createLegCrewRepository(w.tx);
        const crew = await repo.crewInScope(scopeWhere(crewScope, ctx.principal), input.crewId);
        if (!crew) throw unknownReference('crewId', input.crewId);
        const existing = await repo.ofLeg(leg.id);
        const facts = await crewLegFacts(repo, ctx.principal.companyId, leg);
        const positioning = input.positioning === true;
        // a positioning crew member takes no seat of the operating crew
        const seats = positioning ? existing.filter((r) => r.crewId === crew.id) : operating(existing);
        const { status } = crewAllowed(assignCrew({ leg: facts, crew: crewFacts(crew), role: input.role, assignments: seats.map(assignmentFacts) }));
        // the crew records: documents valid through the leg, no leave, rest or official business on it
        warnings = await recordsAllow(w.tx, ctx.principal.companyId, crew.id, input.role, leg, facts.aircraftTypeId, positioning);
        // one leg at a time, positioning included: refused under the crew member's lock
        await assertCrewFree(w.tx, crew, leg);
        const snap = await duty?.snapshot(w.tx, ctx, [crew.id], [leg.plannedDepartureUtc]);
        const a = w.author;
        const row = await repo.insert({
          companyId: ctx.principal.companyId,
          legId: leg.id,
          tripId: trip.id,
          crewId: crew.id,
          role: input.role,
          status,
          positioning,
          ...authorColumns(a),
        });
        // the crew is being formed: the leg's readiness judges the crew actually assigned
        const verdict = await duty?.judge(w.tx, ctx, snap ?? null, { tripId: trip.id, legId: leg.id, command: 'assignCrew', forceReason: input.dutyForceReason, forming: true });
        const after = await settle(w, leg, [...existing, row], 'assignCrew');
        const forced = verdict && verdict.verdict !== 'pass' ? { dutyVerdict: verdict.verdict, dutyForceReason: input.dutyForceReason?.trim() } : {};
        await event(w, CrewCode.assign, leg, row, { status, workNo: crew.workNo, positioning, ...forced, ...after, ...(warnings.length > 0 ? { warnings } : {}) });
      });
      return warnings.length > 0 ? { ...answer, warnings } : answer;
    },

    /** Takes an assignment off the leg (any status). */
    remove: (ctx: Ctx, id: string, version: number) =>
      onAssignment(ctx, id, version, 'delete', async (w, repo, row, leg) => {
        const closed = legCrewChangeable(legFacts(leg));
        if (closed) crewAllowed(closed);
        await repo.remove(row.id);
        const after = await settle(w, leg, await repo.ofLeg(leg.id), 'removeCrew');
        await event(w, CrewCode.remove, leg, row, { status: row.status, ...after });
      }),

    /** The crew member accepted: to confirm → accepted. */
    accept: (ctx: Ctx, id: string, version: number) =>
      onAssignment(ctx, id, version, 'edit', async (w, repo, row, leg) => {
        const { status } = crewAllowed(acceptAssignment(legFacts(leg), assignmentFacts(row)));
        // documents that expired (or leave recorded) since the assignment refuse the acceptance too
        await recordsAllow(w.tx, ctx.principal.companyId, row.crewId, row.role as LegCrewRole, leg, await repo.aircraftTypeOf(leg.aircraftId), row.positioning);
        const changed = await repo.set(row.id, { status }, w.author);
        const after = await settle(w, leg, await repo.ofLeg(leg.id), 'acceptCrew');
        await event(w, CrewCode.accept, leg, changed, { from: row.status, to: status, ...after });
      }),

    /** The crew member declined (reason required): to confirm or accepted → declined. */
    decline: (ctx: Ctx, id: string, version: number, reason: string) =>
      onAssignment(ctx, id, version, 'edit', async (w, repo, row, leg) => {
        const { status, declineReason } = crewAllowed(declineAssignment(legFacts(leg), assignmentFacts(row), reason));
        const changed = await repo.set(row.id, { status, declineReason }, w.author);
        const after = await settle(w, leg, await repo.ofLeg(leg.id), 'declineCrew');
        await event(w, CrewCode.decline, leg, changed, { from: row.status, to: status, reason: declineReason, ...after });
      }),

    /** Assignments with their crew member and leg, within the caller's leg and crew data permissions and roster keys. */
    async list(ctx: Ctx, body: ListQueryBody) {
      const roles = visibleRoles(ctx.principal);
      const q = compileListQuery(legCrewListDef, body);
      const scope = and(scopeOf(ctx.principal), inArray(legCrews.role, roles.length > 0 ? roles : ['none']))!;
      const where = q.where ? and(scope, q.where)! : scope;
      const repo = createLegCrewRepository(db);
      const [totalNum, list] = await Promise.all([repo.total(where), repo.page({ where, orderBy: q.orderBy, limit: q.limit, offset: q.offset })]);
      return { totalNum, list: list.map((r) => ({ ...r, role: r.role as LegCrewRole, status: r.status as CrewAssignmentState })) };
    },

    /**
     * Crew of the role's crew type within the caller's crew data permissions, each with the answer
     * `assignCrew` would give on this leg now (eligible first, then by work number).
     */
    async candidates(ctx: Ctx, legId: string, role: LegCrewRole) {
      requireRoleKey(ctx.principal, role, 'add');
      const repo = createLegCrewRepository(db);
      const leg = await createTripRepository(db).legInScope(scopeWhere(legScope, ctx.principal), legId);
      if (!leg) throw notFound();
      const facts = await crewLegFacts(repo, ctx.principal.companyId, leg);
      const assignments = (await repo.ofLeg(leg.id)).map(assignmentFacts);
      const crews = await repo.crewsOfTypes(scopeWhere(crewScope, ctx.principal), [ROLE_CREW_TYPE[role]]);
      const busy = await busyByCrew(db, crews.map((c) => c.id));
      const records = await createCrewRecordReads(db).load(ctx.principal.companyId, crews.map((c) => c.id), { from: leg.plannedDepartureUtc, to: leg.plannedArrivalUtc });
      const recordLeg = { plannedDepartureUtc: leg.plannedDepartureUtc, plannedArrivalUtc: leg.plannedArrivalUtc, aircraftTypeId: facts.aircraftTypeId };
      const answers = await Promise.all(
        crews.map(async (c): Promise<{ refusal?: Finding; warnings: Finding[] }> => {
          const r = assignCrew({ leg: facts, crew: crewFacts(c), role, assignments });
          if (!r.ok) return { refusal: r.params ? { key: r.key, params: r.params } : { key: r.key, params: {} }, warnings: [] };
          const check = checkRecordsOn(records, c.id, role, recordLeg);
          const warnings = check.warnings.map(answerOf);
          if (check.refusals[0]) return { refusal: answerOf(check.refusals[0]), warnings };
          const clash = await clashOf(db, c, { id: leg.id, departure: leg.plannedDepartureUtc, arrival: leg.plannedArrivalUtc }, busy.get(c.id) ?? []);
          return clash ? { refusal: { key: clash.key, params: clash.params ?? {} }, warnings } : { warnings };
        }),
      );
      const rows = crews.map((c, i) => {
        const { refusal, warnings } = answers[i]!;
        const summary = { id: c.id, workNo: c.workNo, cnName: c.cnName, enName: c.enName, crewType: c.crewType, position: c.position, nationality: c.nationality, status: c.status };
        const warned = warnings.length > 0 ? { warnings } : {};
        if (!refusal) return { ...summary, eligible: true, ...warned };
        const params = Object.keys(refusal.params).length > 0 ? { params: refusal.params } : {};
        return { ...summary, eligible: false, refusal: { key: refusal.key, ...params }, ...warned };
      });
      return [...rows.filter((r) => r.eligible), ...rows.filter((r) => !r.eligible)];
    },
  };
}

export type LegCrewService = ReturnType<typeof createLegCrewService>;
