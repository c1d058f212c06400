/**
 * Flight-time and fatigue reports (requirements D2 "flight-time and fatigue reports", D5 "Reports
 * need a date, crew member and regulation"): per crew member, the figures as of the end of the date
 * in the crew member's home-base time (Beijing when the base has no zone).
 */
import type { FatigueReportAnswer, FatigueReportRow, FlightTimeReportAnswer, FlightTimeReportRow, ReportBody, ReportFigure } from '../../../src/contract/dutyTime';
import { buildDuties } from '../../../src/domain/dutyTime/build';
import { checkDutyPeriods } from '../../../src/domain/dutyTime/check';
import { minutesOfDay } from '../../../src/domain/dutyTime/clock';
import { BEIJING_ZONE, zoneOffsetMinutes } from '../../../src/domain/trip/time';
import type { Db } from '../../db/client';
import type { Ctx } from '../../lib/context';
import { scopeWhere } from '../../lib/dataScope';
import { badRequest } from '../../lib/errors';
import { crewScope } from './crewService';
import { createDutyRepository, type CrewLegRow, type DutyCrewRow } from './dutyRepository';
import { HISTORY_MS, toDutyLeg } from './dutyService';
import type { RegulationService, ResolvedRegulation } from './regulationService';

const DAY = 86_400_000;
const MIN = 60_000;
const rank = { pass: 0, warning: 1, fail: 2 } as const;
const worst = (a: 'pass' | 'warning' | 'fail', b: 'pass' | 'warning' | 'fail') => (rank[b] > rank[a] ? b : a);

/** Local midnight starting `date` in `zone`, as UTC ms. */
function localMidnight(date: string, zone: string): number {
  const utcMidnight = Date.parse(`${date}T00:00:00Z`);
  return utcMidnight - zoneOffsetMinutes(zone, utcMidnight + 12 * 3_600_000) * MIN;
}

interface Built {
  crew: DutyCrewRow;
  zone: string;
  dayStart: number;
  dayEnd: number;
  duties: ReturnType<typeof buildDuties>;
  legs: CrewLegRow[];
}

function flightIn(legs: readonly CrewLegRow[], from: number, to: number): number {
  let sum = 0;
  for (const l of legs) {
    if (l.positioning) continue;
    const a = Math.max(from, l.departure.getTime());
    const b = Math.min(to, l.arrival.getTime());
    if (b > a) sum += b - a;
  }
  return Math.round(sum / MIN);
}

export function createDutyReports(deps: { db: Db; regulations: RegulationService }) {
  async function load(ctx: Ctx, q: ReportBody): Promise<{ reg: ResolvedRegulation; built: Built[] }> {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(q.date) || Number.isNaN(Date.parse(`${q.date}T00:00:00Z`))) throw badRequest({ fields: { date: { key: 'validation.invalid' } } });
    const reg = await deps.regulations.resolve(ctx.principal.companyId, q.regulationId);
    const repo = createDutyRepository(deps.db);
    const crews = await repo.crewsIn(scopeWhere(crewScope, ctx.principal), q.crewIds);
    const end = Date.parse(`${q.date}T00:00:00Z`) + 2 * DAY;
    const rows = await repo.legsOf(ctx.principal.companyId, crews.map((c) => c.id), new Date(end - HISTORY_MS), new Date(end));
    const built = crews
      .sort((a, b) => a.workNo.localeCompare(b.workNo))
      .map((crew) => {
        const zone = crew.homeZone ?? BEIJING_ZONE;
        const dayStart = localMidnight(q.date, zone);
        const dayEnd = dayStart + DAY;
        const legs = rows.filter((r) => r.crewId === crew.id && r.departure.getTime() < dayEnd);
        const duties = buildDuties(reg.regulation, legs.map((r) => toDutyLeg(r)), { homeBaseIcao: crew.baseIcao, homeZone: crew.homeZone, operatorHasFRM: reg.operatorHasFrm });
        return { crew, zone, dayStart, dayEnd, duties, legs };
      });
    return { reg, built };
  }

  const regulationOf = (reg: ResolvedRegulation) => ({ id: reg.id, name: reg.name, basedOn: reg.basedOn, warningRatio: reg.regulation.warningRatio, alertMinutes: reg.regulation.alertMinutes ?? null });
  const ident = (c: DutyCrewRow) => ({ crewId: c.id, workNo: c.workNo, cnName: c.cnName, enName: c.enName });

  return {
    async flightTime(ctx: Ctx, q: ReportBody): Promise<FlightTimeReportAnswer> {
      const { reg, built } = await load(ctx, q);
      const rows = built.map(({ crew, zone, dayStart, dayEnd, duties, legs }): FlightTimeReportRow => {
        const d = new Date(dayStart + 12 * 3_600_000);
        const offset = zoneOffsetMinutes(zone, d.getTime());
        const local = new Date(d.getTime() + offset * MIN);
        const monthStart = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - offset * MIN;
        const yearStart = Date.UTC(local.getUTCFullYear(), 0, 1) - offset * MIN;
        // the regulation's limits as of the last duty ending by the end of the date
        const inputs = duties.map((x) => x.input).filter((x) => x.report < dayEnd);
        const last = inputs[inputs.length - 1];
        const figures: ReportFigure[] = [];
        let verdict: FlightTimeReportRow['verdict'] = 'pass';
        if (last) {
          const result = checkDutyPeriods(reg.regulation, inputs.slice(0, -1), [last]);
          for (const it of result.duties[0]!.items) {
            if (it.check !== 'cumulative' && it.check !== 'flightTime24h') continue;
            figures.push({ check: it.check, rule: it.rule, actualMinutes: it.actualMinutes, limitMinutes: it.limitMinutes, marginMinutes: it.marginMinutes, level: it.level });
            if (it.level === 'warning' || it.level === 'fail') verdict = worst(verdict, it.level);
          }
        }
        return {
          ...ident(crew),
          dayMinutes: flightIn(legs, dayStart, dayEnd),
          last7DaysMinutes: flightIn(legs, dayEnd - 7 * DAY, dayEnd),
          last28DaysMinutes: flightIn(legs, dayEnd - 28 * DAY, dayEnd),
          monthMinutes: flightIn(legs, monthStart, dayEnd),
          yearMinutes: flightIn(legs, yearStart, dayEnd),
          figures,
          verdict,
        };
      });
      return { date: q.date, regulation: regulationOf(reg), rows };
    },

    async fatigue(ctx: Ctx, q: ReportBody): Promise<FatigueReportAnswer> {
      const { reg, built } = await load(ctx, q);
      const rows = built.map(({ crew, zone, dayEnd, duties }): FatigueReportRow => {
        const from = dayEnd - 7 * DAY;
        const history = duties.filter((d) => d.input.release < from).map((d) => d.input);
        const inWindow = duties.filter((d) => d.input.release >= from && d.input.report < dayEnd);
        const result = checkDutyPeriods(reg.regulation, history, inWindow.map((d) => d.input));
        let woclDuties = 0;
        let woclMinutes = 0;
        let verdict: FatigueReportRow['verdict'] = 'pass';
        for (const v of result.duties) {
          const w = v.items.find((i) => i.check === 'wocl');
          if (w) {
            woclDuties++;
            woclMinutes += w.actualMinutes;
          }
          verdict = worst(verdict, v.verdict);
        }
        const early = inWindow.filter((d) => (minutesOfDay(d.input.reportTimeLocal) ?? 0) < 5 * 60).length;
        const late = inWindow.filter((d) => {
          const releaseLocal = d.input.release + d.input.offsetMinutes * MIN;
          const reportLocal = d.input.report + d.input.offsetMinutes * MIN;
          return Math.floor(releaseLocal / DAY) > Math.floor(reportLocal / DAY);
        }).length;
        const rests = inWindow.map((d) => d.restBeforeMinutes).filter((r, i): r is number => r !== null && (i > 0 || history.length > 0));
        // consecutive local days with duty, counting back from the date
        const days = new Set<number>();
        for (const d of duties) {
          const off = d.input.offsetMinutes * MIN;
          for (let t = Math.floor((d.input.report + off) / DAY); t <= Math.floor((d.input.release + off - 1) / DAY); t++) days.add(t);
        }
        let streak = 0;
        const endDay = Math.floor((dayEnd - 1 + zoneOffsetMinutes(zone, dayEnd - 1) * MIN) / DAY);
        while (days.has(endDay - streak)) streak++;
        return {
          ...ident(crew),
          dutyPeriods: inWindow.length,
          dutyMinutes: Math.round(inWindow.reduce((s, d) => s + (d.input.release - d.input.report), 0) / MIN),
          fdpMinutes: Math.round(inWindow.reduce((s, d) => s + (d.input.fdpEnd - d.input.report), 0) / MIN),
          flightMinutes: inWindow.reduce((s, d) => s + d.input.flightMinutes, 0),
          woclDuties,
          woclMinutes,
          earlyStarts: early,
          lateFinishes: late,
          shortestRestMinutes: rests.length > 0 ? Math.min(...rests) : null,
          consecutiveDutyDays: streak,
          warnings: result.duties.filter((v) => v.verdict === 'warning').length,
          failures: result.duties.filter((v) => v.verdict === 'fail').length,
          verdict,
        };
      });
      return { date: q.date, regulation: regulationOf(reg), rows };
    },
  };
}

export type DutyReports = ReturnType<typeof createDutyReports>;
