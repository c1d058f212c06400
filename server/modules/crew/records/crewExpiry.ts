/**
 * A crew member's dated records at a glance (the crew list): the worst status today of their
 * documents, ICAO English levels, type abilities and trainings with a next due date, and the
 * earliest due date among them (an expired one included: it is the most urgent). Computed for a
 * page of crew members in four queries; the same rule as SQL for the list's filters.
 */
import { inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { EXPIRY_STATUSES, type ExpiryStatus } from '../../../../src/domain/expiry';
import type { DbOrTx } from '../../../db/client';
import { crewAbilities, crewDocuments, crewTrainings } from '../../../db/schema';
import type { FieldDef } from '../../../lib/listQuery';
import { expiryOf, expirySql, type RecordDay } from './recordCommon';
import { promptDaysSql, typesOfRows } from './recordLookups';

export interface CrewExpiry {
  documentStatus: ExpiryStatus;
  nextDueDate: string | null;
}

const NONE: CrewExpiry = Object.freeze({ documentStatus: 'normal', nextDueDate: null });
const RANK: Record<ExpiryStatus, number> = { normal: 0, nearExpiry: 1, expired: 2 };

/** The worst status and earliest due date of each crew member of `crews` (id → zone). */
export async function crewExpiryOf(db: DbOrTx, crews: ReadonlyMap<string, string | null>, day: RecordDay): Promise<Map<string, CrewExpiry>> {
  const out = new Map<string, CrewExpiry>();
  const ids = [...crews.keys()];
  if (ids.length === 0) return out;
  const D = crewDocuments;
  const docs = await db
    .select({ crewId: D.crewId, kind: D.kind, typeId: D.typeId, dueDate: D.dueDate, icaoDueDate: D.icaoDueDate })
    .from(D)
    .where(inArray(D.crewId, ids));
  const types = await typesOfRows(db, docs);
  const dated: { crewId: string; dueDate: string; promptDays: number | null }[] = [];
  for (const d of docs) {
    if (d.dueDate) dated.push({ crewId: d.crewId, dueDate: d.dueDate, promptDays: types.get(d.typeId)?.promptDay ?? null });
    if (d.icaoDueDate) dated.push({ crewId: d.crewId, dueDate: d.icaoDueDate, promptDays: null });
  }
  for (const t of [crewAbilities, crewTrainings]) {
    const rows = await db.select({ crewId: t.crewId, dueDate: t.dueDate }).from(t).where(inArray(t.crewId, ids));
    for (const r of rows) if (r.dueDate) dated.push({ crewId: r.crewId, dueDate: r.dueDate, promptDays: null });
  }
  for (const r of dated) {
    const today = day.dayOf(crews.get(r.crewId));
    const status = expiryOf(r.dueDate, today, day.bands, r.promptDays).status;
    const e = out.get(r.crewId) ?? NONE;
    out.set(r.crewId, {
      documentStatus: RANK[status] > RANK[e.documentStatus] ? status : e.documentStatus,
      nextDueDate: e.nextDueDate === null || r.dueDate < e.nextDueDate ? r.dueDate : e.nextDueDate,
    });
  }
  return out;
}

/** The dated records of the crew member in `crewId` as SQL rows (due date, status today). */
function datedSql(crewId: AnyColumn, day: RecordDay): SQL {
  const today = day.todaySql(crewId);
  const D = crewDocuments;
  const parts = [
    sql`select ${D.dueDate} as due, ${expirySql(D.dueDate, promptDaysSql(D.kind, D.typeId), today, day.bands)} as status from ${D} where ${D.crewId} = ${crewId} and ${D.dueDate} is not null`,
    sql`select ${D.icaoDueDate} as due, ${expirySql(D.icaoDueDate, null, today, day.bands)} as status from ${D} where ${D.crewId} = ${crewId} and ${D.icaoDueDate} is not null`,
    ...[crewAbilities, crewTrainings].map(
      (t) => sql`select ${t.dueDate} as due, ${expirySql(t.dueDate, null, today, day.bands)} as status from ${t} where ${t.crewId} = ${crewId} and ${t.dueDate} is not null`,
    ),
  ];
  return sql.join(parts, sql` union all `);
}

/**
 * The crew list's fields on the day rules: `documentStatus` (the worst status today) and
 * `expiringWithinDays` (eq N: anything due within N days of today, expired included).
 */
export function crewExpiryFields(crewId: AnyColumn, day: RecordDay): Record<string, FieldDef> {
  const dated = datedSql(crewId, day);
  const worst = sql`coalesce((select case max(case x.status when 'expired' then 2 when 'nearExpiry' then 1 else 0 end) when 2 then 'expired' when 1 then 'nearExpiry' else 'normal' end from (${dated}) x), 'normal')`;
  const minDaysLeft = sql`(select min(x.due - ${day.todaySql(crewId)}) from (${dated}) x)`;
  return {
    documentStatus: { column: worst, type: 'enum', enumValues: EXPIRY_STATUSES, ops: ['eq', 'ne', 'in'], sortable: true },
    expiringWithinDays: { column: minDaysLeft, type: 'integer', ops: ['eq'], eqMeans: (n) => sql`${minDaysLeft} <= ${n}` },
    nextDueDate: { column: sql`(select min(x.due) from (${dated}) x)`, type: 'date', ops: ['lt', 'le', 'gt', 'ge', 'between', 'isNull', 'isNotNull'], sortable: true },
  };
}
