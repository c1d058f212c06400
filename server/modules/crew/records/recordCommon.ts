/**
 * What every tab of a crew member's record shares (docs/crew-records.md): the scope (the caller's
 * company, then the crew member's data-permission dimensions through `crews`), the crew member the
 * row belongs to (visible to the caller), the joined names a row answers, and "today" — the calendar
 * day in the crew member's base zone (the base airport's zone, else the operator's) — both in
 * JavaScript (the row's status) and as SQL (the list filter on status), with the operator's bands.
 */
import { and, eq, inArray, isNotNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { DEFAULT_EXPIRY_BANDS, expiryStatus, todayIn, zoneOr, type ExpiryBands, type ExpiryStatus, type ReminderBand } from '../../../../src/domain/expiry';
import type { DbOrTx } from '../../../db/client';
import { airports, crews } from '../../../db/schema';
import type { Ctx } from '../../../lib/context';
import { scopeWhere, type ScopeDef } from '../../../lib/dataScope';
import { unknownReference } from '../../../lib/resource';
import { createUpkeepReads } from '../../fleet/upkeepReads';
import { crewScope } from '../crewScope';

/** The base airport's zone of the crew member whose id is in `crewId` (SQL, null without a known base). */
export const crewZoneSql = (crewId: AnyColumn | SQL) =>
  sql`(select ${airports.timeZone} from ${crews} join ${airports} on ${airports.icao} = ${crews.baseIcao} where ${crews.id} = ${crewId})`;

/** A record table's scope: its company, then the crew member's `crew`, `crewType` and `base` dimensions. */
export function recordScope(companyColumn: AnyColumn, crewId: AnyColumn): ScopeDef {
  return {
    companyColumn,
    dimensions: {
      crew: crewId,
      crewType: sql`(select ${crews.crewType} from ${crews} where ${crews.id} = ${crewId})`,
      base: sql`(select ${crews.baseIcao} from ${crews} where ${crews.id} = ${crewId})`,
    },
  };
}

/** 400 `unknownReference` on `crewId` unless the crew member is of the caller's company and within their data permissions. */
export async function assertCrewVisible(tx: DbOrTx, ctx: Ctx, crewId: string): Promise<void> {
  if (!(await isCrewVisible(tx, ctx, crewId))) throw unknownReference('crewId');
}

/** Whether the crew member is within the caller's company and crew data permissions. */
export async function isCrewVisible(tx: DbOrTx, ctx: Ctx, crewId: string): Promise<boolean> {
  const [c] = await tx.select({ id: crews.id }).from(crews).where(and(eq(crews.id, crewId), scopeWhere(crewScope, ctx.principal))).limit(1);
  return c !== undefined;
}

export interface CrewFacts {
  workNo: string;
  crewName: string;
  /** The base airport's IANA zone, null when unknown. */
  zone: string | null;
  userId: string | null;
  crewType: string;
  baseIcao: string | null;
  /** The crew member's own e-mail address. */
  email: string | null;
}

/** Work number, name, base zone and account of each crew member of `ids` (one query). */
export async function loadCrewFacts(db: DbOrTx, ids: readonly string[]): Promise<Map<string, CrewFacts>> {
  const out = new Map<string, CrewFacts>();
  const unique = [...new Set(ids)];
  if (unique.length === 0) return out;
  const rows = await db
    .select({ id: crews.id, workNo: crews.workNo, cnName: crews.cnName, zone: airports.timeZone, userId: crews.userId, crewType: crews.crewType, baseIcao: crews.baseIcao, email: crews.email })
    .from(crews)
    .leftJoin(airports, eq(airports.icao, crews.baseIcao))
    .where(inArray(crews.id, unique));
  for (const r of rows) out.set(r.id, { workNo: r.workNo, crewName: r.cnName, zone: r.zone, userId: r.userId, crewType: r.crewType, baseIcao: r.baseIcao, email: r.email });
  return out;
}

/** The operator's rules for crew records: its zone (crew without a known base) and its reminder bands. */
export interface RecordDay {
  operatorZone: string;
  bands: ExpiryBands;
  /** Today in a crew member's base zone (the operator's when unknown). */
  dayOf(zone: string | null | undefined): string;
  /** Today of the crew member in `crewId`, as SQL (a date). */
  todaySql(crewId: AnyColumn | SQL): SQL;
}

/**
 * The day rules of a company at `now`: the operator's zone and bands are the fleet rules' (the same
 * as the aircraft certificates'); each zone of the company's crew bases gets its day computed here,
 * so the SQL never asks the database about zones.
 */
export async function recordDayOf(db: DbOrTx, companyId: string, now: Date = new Date(), opts: { sql?: boolean } = {}): Promise<RecordDay> {
  const s = await createUpkeepReads(db).settings(companyId);
  const operatorZone = zoneOr(s.baseZone);
  const bands: ExpiryBands = { nearMonths: s.certificateNearMonths ?? DEFAULT_EXPIRY_BANDS.nearMonths, soonDays: s.certificateSoonDays ?? DEFAULT_EXPIRY_BANDS.soonDays };
  const dayOf = (zone: string | null | undefined) => todayIn(now, zoneOr(zone, operatorZone));
  // the zones of the crew bases matter only to the SQL of a list (`sql: false` for presenting rows)
  const zones =
    opts.sql === false
      ? []
      : await db
          .selectDistinct({ zone: airports.timeZone })
          .from(crews)
          .innerJoin(airports, eq(airports.icao, crews.baseIcao))
          .where(and(eq(crews.companyId, companyId), isNotNull(crews.baseIcao)));
  const operatorDay = dayOf(null);
  const whens = zones.map((z) => [z.zone, dayOf(z.zone)] as const).filter(([, d]) => d !== operatorDay);
  const todaySql = (crewId: AnyColumn | SQL) =>
    whens.length === 0
      ? sql`${operatorDay}::date`
      : sql`(case ${crewZoneSql(crewId)} ${sql.join(
          whens.map(([z, d]) => sql`when ${z} then ${d}::date`),
          sql` `,
        )} else ${operatorDay}::date end)`;
  return { operatorZone, bands, dayOf, todaySql };
}

/** The expiry status on `today` as SQL, the same rule as `expiryStatus` (no due date → normal). */
export function expirySql(due: AnyColumn | SQL, promptDays: AnyColumn | SQL | null, today: SQL, bands: ExpiryBands): SQL {
  const monthsBefore = sql`(${due} - make_interval(months => ${bands.nearMonths}::int))::date`;
  const early = promptDays === null ? monthsBefore : sql`(case when ${promptDays} is null then ${monthsBefore} else ${due} - ${promptDays}::int end)`;
  return sql`(case when ${due} is null then 'normal' when ${due} < ${today} then 'expired' when ${due} <= ${today} + ${bands.soonDays}::int or ${early} <= ${today} then 'nearExpiry' else 'normal' end)`;
}

/** Days from today to the due date, as SQL (null without due date). */
export const daysLeftSql = (due: AnyColumn | SQL, today: SQL) => sql`(${due} - ${today})`;

export interface ExpiryView {
  status: ExpiryStatus;
  band: ReminderBand | null;
  daysLeft: number | null;
}

/** The status of a due date on `day` (no due date: normal, no band, no days left). */
export function expiryOf(dueDate: string | null, day: string, bands: ExpiryBands, promptDays?: number | null): ExpiryView {
  if (!dueDate) return { status: 'normal', band: null, daysLeft: null };
  const s = expiryStatus({ dueDate, promptDays }, day, bands);
  return { status: s.status, band: s.band, daysLeft: s.daysLeft };
}

/** The crew-member fields every record list filters by (crewId, work number, crew type). */
export function crewListFields(crewId: AnyColumn) {
  return {
    crewId: { column: crewId, type: 'uuid' as const, ops: ['eq', 'in'] as const },
    workNo: { column: sql`(select ${crews.workNo} from ${crews} where ${crews.id} = ${crewId})`, type: 'string' as const, ops: ['eq', 'like', 'startsWith'] as const, sortable: true },
  };
}

/** 400 on `field` with a crew-record rule key (`crewRecordServer.rule.<rule>`). */
export function ruleError(field: string, rule: string, params?: Record<string, string | number>) {
  return { fields: { [field]: { key: `crewRecordServer.rule.${rule}`, ...(params ? { params } : {}) } } };
}
