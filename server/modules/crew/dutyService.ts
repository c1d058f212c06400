/**
 * Duty periods from the schedule, checked (docs/decisions.md "Duty time"): the duty-period check
 * screen's answer, and the guard every scheduling decision runs inside its transaction — crew on a
 * leg, a leg's times, a Gantt drag. `snapshot` before the write, `judge` after it: the pilots' duty
 * periods before and after are assessed (`assessChange`); a failure refuses the change (400
 * `dutyTime.error.dutyRefused`, rolled back), a warning asks for a reason (400
 * `dutyTime.error.dutyWarning`); a reason forces a warning or an operator-policy failure, and is
 * logged in `duty_overrides`. A failure the preset also breaks is never forced.
 */
import type { ErrorKey } from '../../../src/domain/api';
import { assessChange } from '../../../src/domain/dutyTime/assess';
import { buildDuties, pilotsForLimits, type DutyLeg } from '../../../src/domain/dutyTime/build';
import { checkDutyPeriods } from '../../../src/domain/dutyTime/check';
import type { DutyCheckAnswer, DutyCheckBody, DutyPeriodView } from '../../../src/contract/dutyTime';
import { DK, DUTY_CHECK_MAX_DAYS, type DutyChangeVerdict } from '../../../src/domain/dutyTime/api';
import type { RestFacilityClass } from '../../../src/domain/dutyTime/regulation';
import type { Db, DbOrTx } from '../../db/client';
import type { Ctx } from '../../lib/context';
import { scopeWhere } from '../../lib/dataScope';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { crewScope } from './crewService';
import { createDutyRepository, type CrewLegRow, type DutyCrewRow } from './dutyRepository';
import { createRegulationRepository } from './regulationRepository';
import type { RegulationService, ResolvedRegulation } from './regulationService';

const DAY = 86_400_000;
/** History read before a period: the longest window (a calendar year) and a day. */
export const HISTORY_MS = 367 * DAY;
/** After a change: later duties whose rest and sums it moves. */
const AHEAD_MS = 35 * DAY;

export type DutyLegOf = DutyLeg & { row: CrewLegRow };

/** `formingLegId`: the leg whose crew is being formed (its limits judged for the crew it can still get). */
export const toDutyLeg = (r: CrewLegRow, formingLegId?: string): DutyLegOf => ({
  legId: r.legId,
  departure: r.departure.getTime(),
  arrival: r.arrival.getTime(),
  departureIcao: r.departureIcao,
  arrivalIcao: r.arrivalIcao,
  departureZone: r.departureZone,
  arrivalZone: r.arrivalZone,
  positioning: r.positioning,
  pilots: pilotsForLimits(r.pilots, r.restFacilityClass as RestFacilityClass | null, r.legId === formingLegId),
  restFacilityClass: (r.restFacilityClass ?? null) as RestFacilityClass | null,
  row: r,
});

const iso = (ms: number) => new Date(ms).toISOString();

/** A duty period as the check screen shows it. */
export function periodViews(reg: ResolvedRegulation, crew: DutyCrewRow, rows: readonly CrewLegRow[], from: number, to: number): { verdict: 'pass' | 'warning' | 'fail'; duties: DutyPeriodView[] } {
  const built = buildDuties(reg.regulation, rows.map((r) => toDutyLeg(r)), { homeBaseIcao: crew.baseIcao, homeZone: crew.homeZone, operatorHasFRM: reg.operatorHasFrm });
  const history = built.filter((d) => d.input.release < from).map((d) => d.input);
  const shown = built.filter((d) => d.input.release >= from && d.input.report < to);
  const result = checkDutyPeriods(reg.regulation, history, shown.map((d) => d.input));
  const byId = new Map(result.duties.map((v) => [v.dutyId, v]));
  const duties = shown.map((d, i): DutyPeriodView => {
    const v = byId.get(d.input.id)!;
    const wocl = v.items.find((x) => x.check === 'wocl')?.actualMinutes ?? 0;
    return {
      dutyPeriodNo: i + 1,
      dutyId: d.input.id,
      report: iso(d.input.report),
      fdpEnd: iso(d.input.fdpEnd),
      release: iso(d.input.release),
      startIcao: d.startIcao,
      endIcao: d.endIcao,
      referenceZone: d.referenceZone,
      reportTimeLocal: d.input.reportTimeLocal,
      acclimatised: d.acclimatised,
      peoples: d.peoples,
      sectors: d.input.sectors,
      positioningSectors: d.input.positioningSectors ?? 0,
      transitDutyType: d.transitDutyType,
      preparationMinutes: reg.regulation.preparationMinutes,
      finishingMinutes: reg.regulation.finishingMinutes,
      restBeforeMinutes: d.restBeforeMinutes,
      restAfterMinutes: d.restAfterMinutes,
      fdpMinutes: v.fdpMinutes,
      dutyMinutes: Math.round((d.input.release - d.input.report) / 60_000),
      flightMinutes: d.input.flightMinutes,
      maxFdpMinutes: v.maxFdpMinutes,
      woclMinutes: wocl,
      judged: d.input.report >= from,
      verdict: v.verdict,
      items: v.items,
      legs: d.legs.map((l) => ({ legId: l.legId, tripId: l.row.tripId, tripNumber: l.row.tripNumber, legNumber: l.row.legNumber, departureIcao: l.departureIcao, arrivalIcao: l.arrivalIcao, departure: iso(l.departure), arrival: iso(l.arrival), timesFrom: l.row.timesFrom, positioning: l.positioning, role: l.row.role })),
    };
  });
  return { verdict: result.verdict, duties };
}

/** What a decision saw before its write: the pilots' legs around the change. */
export interface DutySnapshot {
  crewIds: string[];
  crews: Map<string, DutyCrewRow>;
  from: Date;
  to: Date;
  changedFrom: number;
  before: Map<string, CrewLegRow[]>;
}

export interface JudgeInput {
  tripId: string;
  legId: string;
  command: 'assignCrew' | 'editLeg' | 'move' | 'ready';
  forceReason?: string | null;
  /** Crew on the leg is being formed: its limits are judged for the crew it can still get (`pilotsForLimits`). */
  forming?: boolean;
  /** Only failures the regulation itself sets refuse (the leg's readiness: warnings and the operator's policy were decided at assignment). */
  presetFailuresOnly?: boolean;
}

function groupByCrew(rows: readonly CrewLegRow[]): Map<string, CrewLegRow[]> {
  const out = new Map<string, CrewLegRow[]>();
  for (const r of rows) {
    const list = out.get(r.crewId);
    if (list) list.push(r);
    else out.set(r.crewId, [r]);
  }
  return out;
}

export function createDutyService(deps: { db: Db; regulations: RegulationService }) {
  const { db, regulations } = deps;

  const service = {
    /** `POST /crew/v1/dutyChecks/check`: a crew member's duty periods of a period under a regulation. */
    async check(ctx: Ctx, q: DutyCheckBody): Promise<DutyCheckAnswer> {
      const from = Date.parse(q.from);
      const to = Date.parse(q.to);
      if (!(to > from)) throw badRequest({ fields: { to: { key: 'validation.invalid' } } });
      if (to - from > DUTY_CHECK_MAX_DAYS * DAY) throw new AppError(400, DK.periodTooLong, { maxDays: DUTY_CHECK_MAX_DAYS });
      const reg = await regulations.resolve(ctx.principal.companyId, q.regulationId);
      const repo = createDutyRepository(db);
      const [crew] = await repo.crewsIn(scopeWhere(crewScope, ctx.principal), [q.crewId]);
      if (!crew) throw notFound();
      const rows = await repo.legsOf(ctx.principal.companyId, [crew.id], new Date(from - HISTORY_MS), new Date(to));
      const { verdict, duties } = periodViews(reg, crew, rows, from, to);
      return {
        crew: { id: crew.id, workNo: crew.workNo, cnName: crew.cnName, enName: crew.enName, baseIcao: crew.baseIcao, crewType: crew.crewType },
        regulation: { id: reg.id, name: reg.name, basedOn: reg.basedOn, warningRatio: reg.regulation.warningRatio, alertMinutes: reg.regulation.alertMinutes ?? null },
        from: iso(from),
        to: iso(to),
        verdict,
        duties,
      };
    },

    /**
     * The home's duty warnings: the duty periods of `from`..`to` of the pilots among `crewIds` (within
     * the caller's crew data permissions) that the company's regulation flags (warning or fail).
     */
    async warningsOf(ctx: Ctx, crewIds: readonly string[], from: number, to: number): Promise<{ crew: DutyCrewRow; duty: DutyPeriodView }[]> {
      const repo = createDutyRepository(db);
      const pilots = (await repo.crewsIn(scopeWhere(crewScope, ctx.principal), [...new Set(crewIds)])).filter((c) => c.crewType === 'pilot');
      if (pilots.length === 0) return [];
      const companyId = ctx.principal.companyId;
      const reg = await regulations.companyRegulation(companyId);
      const legs = groupByCrew(await repo.legsOf(companyId, pilots.map((c) => c.id), new Date(from - HISTORY_MS), new Date(to)));
      const out: { crew: DutyCrewRow; duty: DutyPeriodView }[] = [];
      for (const crew of pilots) {
        for (const duty of periodViews(reg, crew, legs.get(crew.id) ?? [], from, to).duties) if (duty.judged && duty.verdict !== 'pass') out.push({ crew, duty });
      }
      return out;
    },

    /**
     * The leg's readiness: the duty periods of its pilots with the crew actually assigned, against
     * the same duties without the leg; a failure of the regulation itself refuses it.
     */
    async judgeLeg(tx: DbOrTx, ctx: Ctx, leg: { id: string; tripId: string; plannedDepartureUtc: Date }): Promise<void> {
      const repo = createDutyRepository(tx);
      // judged at assignment for this very crew already, unless the aircraft could have taken more pilots than it has
      const shape = await repo.crewShape(leg.id);
      if (pilotsForLimits(shape.pilots, shape.restFacilityClass as RestFacilityClass | null, true) === shape.pilots) return;
      const pilots = (await repo.pilotsOfLeg(leg.id)).map((p) => p.crewId);
      const snap = await service.snapshot(tx, ctx, pilots, [leg.plannedDepartureUtc]);
      if (!snap) return;
      for (const [crewId, rows] of snap.before) snap.before.set(crewId, rows.filter((r) => r.legId !== leg.id));
      await service.judge(tx, ctx, snap, { tripId: leg.tripId, legId: leg.id, command: 'ready', presetFailuresOnly: true });
    },

    /** Before a scheduling write: the pilots among `crewIds` and their legs around `instants`. */
    async snapshot(tx: DbOrTx, ctx: Ctx, crewIds: readonly string[], instants: readonly Date[]): Promise<DutySnapshot | null> {
      const repo = createDutyRepository(tx);
      const crews = new Map((await repo.crewsIn(scopeWhere(crewScope, ctx.principal), [...new Set(crewIds)])).filter((c) => c.crewType === 'pilot').map((c) => [c.id, c]));
      const pilots = [...crews.keys()];
      if (pilots.length === 0) return null;
      const changedFrom = Math.min(...instants.map((d) => d.getTime()));
      const from = new Date(changedFrom - HISTORY_MS);
      const to = new Date(Math.max(...instants.map((d) => d.getTime())) + AHEAD_MS);
      const before = groupByCrew(await repo.legsOf(ctx.principal.companyId, pilots, from, to));
      return { crewIds: pilots, crews, from, to, changedFrom, before };
    },

    /** After the write, in the same transaction: the verdict; throws (the transaction rolls back) unless it passes or is forced. */
    async judge(tx: DbOrTx, ctx: Ctx, snap: DutySnapshot | null, input: JudgeInput): Promise<DutyChangeVerdict | null> {
      if (!snap) return null;
      const companyId = ctx.principal.companyId;
      const reg = await regulations.companyRegulation(companyId, tx);
      const repo = createDutyRepository(tx);
      const crews = snap.crews;
      const after = groupByCrew(await repo.legsOf(companyId, snap.crewIds, snap.from, snap.to));
      const verdict: DutyChangeVerdict = { verdict: 'pass', forceable: true, regulation: { id: reg.id, name: reg.name }, crews: [] };
      for (const crewId of snap.crewIds) {
        const crew = crews.get(crewId);
        if (!crew) continue;
        const forming = input.forming ? input.legId : undefined;
        const a = assessChange(reg.regulation, reg.basedOn ? reg.preset : null, (snap.before.get(crewId) ?? []).map((r) => toDutyLeg(r, forming)), (after.get(crewId) ?? []).map((r) => toDutyLeg(r, forming)), snap.changedFrom, {
          homeBaseIcao: crew.baseIcao,
          homeZone: crew.homeZone,
          operatorHasFRM: reg.operatorHasFrm,
        });
        if (input.presetFailuresOnly) {
          a.items = a.items.filter((i) => i.presetFails);
          a.verdict = a.items.length > 0 ? 'fail' : 'pass';
        }
        if (a.verdict === 'pass') continue;
        verdict.crews.push({ crewId, workNo: crew.workNo, cnName: crew.cnName, verdict: a.verdict, items: a.items.map((i) => ({ ...i, report: iso(i.report) })) as never });
        if (a.verdict === 'fail') verdict.verdict = 'fail';
        else if (verdict.verdict === 'pass') verdict.verdict = 'warning';
        if (!a.forceable) verdict.forceable = false;
      }
      if (verdict.verdict === 'pass') return verdict;
      const reason = input.forceReason?.trim() ?? '';
      if (verdict.verdict === 'fail' && (!verdict.forceable || !reason)) throw new AppError(400, DK.dutyRefused, { duty: verdict });
      if (!reason) throw new AppError(400, DK.dutyWarning, { duty: verdict });
      const log = createRegulationRepository(tx);
      for (const c of verdict.crews) {
        await log.logOverride({ companyId, tripId: input.tripId, legId: input.legId, crewId: c.crewId, command: input.command, regulationId: reg.id, verdict: c.verdict, reason, items: c.items, userId: ctx.principal.userId, userName: ctx.principal.userName });
      }
      return verdict;
    },
  };
  return service;
}

export type DutyService = ReturnType<typeof createDutyService>;
