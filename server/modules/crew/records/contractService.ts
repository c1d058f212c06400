/**
 * Crew contracts: a contract number unique in the company (409 on `contractNo`), dates, the days of
 * leave a year, and the leave days taken in the contract's current year — counted from the leave
 * records (calendar days in the crew member's base zone, each day once).
 */
import { and, eq, gt, inArray, lt } from 'drizzle-orm';
import { addDays, addMonths, todayIn, zoneOr } from '../../../../src/domain/expiry';
import type { DbOrTx } from '../../../db/client';
import { crewActivities, crewContracts } from '../../../db/schema';
import { badRequest } from '../../../lib/errors';
import { OPS } from '../../../lib/listQuery';
import { defineCrewRecord, type RecordDeps } from './crewRecordResource';
import { ruleError, type RecordDay } from './recordCommon';

const T = crewContracts;

/**
 * The contract year `today` falls in: from the anniversary of the start date on or before today to
 * the next one (exclusive), not past the contract's end; a contract over: its last year; a contract
 * not yet started: its first year; no start date: the calendar year.
 */
export function contractYear(start: string | null, end: string | null, today: string): { from: string; to: string } {
  if (!start) {
    const y = Number(today.slice(0, 4));
    return { from: `${y}-01-01`, to: `${y + 1}-01-01` };
  }
  let ref = end && end < today ? end : today;
  if (ref < start) ref = start;
  let years = Number(ref.slice(0, 4)) - Number(start.slice(0, 4));
  while (years > 0 && addMonths(start, 12 * years) > ref) years--;
  const from = addMonths(start, 12 * years);
  let to = addMonths(start, 12 * (years + 1));
  if (end && addDays(end, 1) < to) to = addDays(end, 1);
  return { from, to };
}

/** Calendar days (in `zone`) of [from, to) covered by the periods, each day once. */
export function leaveDaysIn(periods: readonly { startUtc: Date; endUtc: Date }[], zone: string, from: string, to: string): number {
  const days = new Set<string>();
  for (const p of periods) {
    if (p.endUtc <= p.startUtc) continue;
    let d = todayIn(p.startUtc, zone);
    const last = todayIn(new Date(p.endUtc.getTime() - 1), zone);
    for (let i = 0; d <= last && i < 400; i++, d = addDays(d, 1)) if (d >= from && d < to) days.add(d);
  }
  return days.size;
}

/** Leave days taken in each contract's current year (one query for the leave of every crew member). */
async function leaveTaken(db: DbOrTx, rows: readonly { id: string; crewId: string; startDate: string | null; endDate: string | null; crewZone: string | null }[], day: RecordDay) {
  const out = new Map<string, number>();
  if (rows.length === 0) return out;
  const years = rows.map((r) => ({ r, zone: zoneOr(r.crewZone, day.operatorZone), ...contractYear(r.startDate, r.endDate, day.dayOf(r.crewZone)) }));
  const earliest = years.reduce((m, y) => (y.from < m ? y.from : m), years[0]!.from);
  const latest = years.reduce((m, y) => (y.to > m ? y.to : m), years[0]!.to);
  const leave = await db
    .select({ crewId: crewActivities.crewId, startUtc: crewActivities.startUtc, endUtc: crewActivities.endUtc })
    .from(crewActivities)
    .where(
      and(
        inArray(crewActivities.crewId, [...new Set(rows.map((r) => r.crewId))]),
        eq(crewActivities.kind, 'leave'),
        gt(crewActivities.endUtc, new Date(`${addDays(earliest, -1)}T00:00:00Z`)),
        lt(crewActivities.startUtc, new Date(`${addDays(latest, 1)}T00:00:00Z`)),
      ),
    );
  for (const y of years) out.set(y.r.id, leaveDaysIn(leave.filter((l) => l.crewId === y.r.crewId), y.zone, y.from, y.to));
  return out;
}

export function createContractService(deps: RecordDeps) {
  return defineCrewRecord(deps, {
    name: 'crewContract',
    table: T,
    defaultSort: { field: 'startDate', direction: 'desc' },
    fields: () => ({
      contractNo: { column: T.contractNo, type: 'string', ops: OPS.text, sortable: true },
      startDate: { column: T.startDate, type: 'date', ops: OPS.number, sortable: true },
      endDate: { column: T.endDate, type: 'date', ops: OPS.number, sortable: true },
      leaveDays: { column: T.leaveDays, type: 'integer', ops: OPS.number, sortable: true },
      updateTime: { column: T.updateTime, type: 'datetime', ops: OPS.time, sortable: true },
    }),
    label: (row) => row.contractNo,
    uniques: { crew_contracts_company_no_uq: { field: 'contractNo', key: 'crewRecordServer.rule.contractNoTaken' } },
    async checkRow(_tx, _ctx, row) {
      if (row.startDate && row.endDate && row.endDate < row.startDate) throw badRequest(ruleError('endDate', 'endBeforeStart'));
    },
    async present(db, rows, day) {
      const taken = await leaveTaken(db, rows, day);
      return rows.map((r) => ({ ...r, leaveDaysTaken: taken.get(r.id) ?? 0 }));
    },
  });
}

export type ContractService = ReturnType<typeof createContractService>;
