/**
 * Aircraft certificates: CRUD through `defineResource`, answers with the status of today in the
 * operator zone (src/domain/fleet/certificate.ts), the renew command, and the daily reminder run.
 */
import { and, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { CERTIFICATE_STATUSES, CERTIFICATE_TYPES, certificateStatus, bandToNotify, todayIn, type CertificateBands, type CertificateType, type ReminderBand } from '../../../src/domain/fleet/certificate';
import { FleetCode } from '../../../src/domain/message/categories';
import type { ReminderRun } from '../../../src/contract/fleetCertificate';
import type { Db } from '../../db/client';
import { aircraft, aircraftCertificates } from '../../db/schema';
import { authorOf, type Ctx } from '../../lib/context';
import { findScoped, listTable, updateVersioned } from '../../lib/crud';
import type { ScopeDef } from '../../lib/dataScope';
import { badRequest, notFound } from '../../lib/errors';
import { OPS, type ListQueryBody, type ListResourceDef } from '../../lib/listQuery';
import { defineResource, unknownReference, type OperationLog } from '../../lib/resource';
import { createTripRepository } from '../trip/trips/tripRepository';
import { aircraftScope } from './fleetService';
import { createUpkeepReads } from './upkeepReads';
import { scopeWhere } from '../../lib/dataScope';
import { tailsOf } from './upkeepCommon';

type CertRow = typeof aircraftCertificates.$inferSelect;
const T = aircraftCertificates;

/** The company, then the `aircraft` dimension on the certificate's aircraft. */
export const certificateScope: ScopeDef = { companyColumn: T.companyId, dimensions: { aircraft: T.aircraftId } };

/** The status of `today` as SQL, the same rule as `certificateStatus` with the operator's bands (list filter on status). */
function statusSql(today: string, bands: CertificateBands): SQL {
  const t = sql`${today}::date`;
  const early = sql`(case when ${T.reminderDays} is null then (${T.endDate} - make_interval(months => ${bands.nearMonths}::int))::date else ${T.endDate} - ${T.reminderDays}::int end)`;
  return sql`(case when ${T.endDate} < ${t} then 'expired' when ${T.endDate} <= ${t} + ${bands.soonDays}::int or ${early} <= ${t} then 'nearExpiry' else 'normal' end)`;
}

/** The operator's zone and reminder bands (fleet rules). */
export interface CertificateRules {
  zone: string;
  bands: CertificateBands;
}

export function certificateListDef(today: string, bands: CertificateBands): ListResourceDef {
  return {
    name: 'aircraftCertificate',
    fields: {
      aircraftId: { column: T.aircraftId, type: 'uuid', ops: ['eq', 'in'] },
      certType: { column: T.certType, type: 'enum', enumValues: CERTIFICATE_TYPES, ops: ['eq', 'in'], sortable: true },
      certNo: { column: T.certNo, type: 'string', ops: OPS.text, sortable: true },
      status: { column: statusSql(today, bands), type: 'enum', enumValues: CERTIFICATE_STATUSES, ops: ['eq', 'ne', 'in'], sortable: true },
      daysLeft: { column: sql`(${T.endDate} - ${today}::date)`, type: 'integer', ops: OPS.number, sortable: true },
      signDate: { column: T.signDate, type: 'date', ops: OPS.number, sortable: true },
      endDate: { column: T.endDate, type: 'date', ops: OPS.number, sortable: true },
      renewDate: { column: T.renewDate, type: 'date', ops: OPS.number, sortable: true },
      reminderDays: { column: T.reminderDays, type: 'integer', ops: OPS.number, sortable: true },
      updateTime: { column: T.updateTime, type: 'datetime', ops: OPS.time, sortable: true },
    },
    defaultSort: { field: 'endDate', direction: 'asc' },
    tieBreaker: T.id,
  };
}

export function createCertificateService(deps: { db: Db; logs: OperationLog; now?: () => Date }) {
  const { db, logs } = deps;
  const reads = createUpkeepReads(db);
  /** The company's rules: its zone decides "today", its bands the status. */
  const rulesOf = async (companyId: string): Promise<CertificateRules> => {
    const s = await reads.settings(companyId);
    return { zone: s.baseZone, bands: { nearMonths: s.certificateNearMonths, soonDays: s.certificateSoonDays } };
  };
  const todayOf = (rules: CertificateRules, now: Date = deps.now?.() ?? new Date()) => todayIn(now, rules.zone);

  const base = defineResource(deps, {
    name: 'aircraftCertificate',
    table: T,
    scope: certificateScope,
    // the list route reads with the caller's day and bands (list() below); this serves the field names
    list: certificateListDef(todayIn(new Date(), 'UTC'), { nearMonths: 3, soonDays: 10 }),
    label: (row) => `${row.certType} ${row.endDate}`,
    prepare(_ctx, input, mode) {
      const out = { ...input };
      if (typeof out.signDate === 'string' && typeof out.endDate === 'string' && out.signDate > out.endDate)
        throw badRequest({ fields: { endDate: { key: 'fleetCertificate.rule.endBeforeSign' } } });
      // a changed end date or reminder starts the reminders over
      if (mode === 'update' && ('endDate' in out || 'reminderDays' in out)) Object.assign(out, { notifiedBand: null, notifiedTime: null });
      return out;
    },
    async checkRow(tx, ctx, row) {
      const [a] = await tx.select({ id: aircraft.id }).from(aircraft).where(and(eq(aircraft.id, row.aircraftId), scopeWhere(aircraftScope, ctx.principal))).limit(1);
      if (!a) throw unknownReference('aircraftId');
    },
  });

  type View = ReturnType<typeof base.view>;
  const present = (row: View, tails: Map<string, string>, day: string, bands: CertificateBands) => {
    const s = certificateStatus(row, day, bands);
    return { ...row, certType: row.certType as CertificateType, tailNo: tails.get(row.aircraftId) ?? null, status: s.status, band: s.band, daysLeft: s.daysLeft };
  };
  const one = async (ctx: Ctx, row: View) => {
    const rules = await rulesOf(ctx.principal.companyId);
    return present(row, await tailsOf(db, [row.aircraftId]), todayOf(rules), rules.bands);
  };

  return {
    scope: base.scope,
    remove: base.remove,

    async list(ctx: Ctx, body: ListQueryBody) {
      const rules = await rulesOf(ctx.principal.companyId);
      const day = todayOf(rules);
      const page = await listTable(db, T, certificateListDef(day, rules.bands), base.scope(ctx), body);
      const rows = (page.list as CertRow[]).map(base.view);
      const tails = await tailsOf(db, rows.map((r) => r.aircraftId));
      return { totalNum: page.totalNum, list: rows.map((r) => present(r, tails, day, rules.bands)) };
    },
    get: async (ctx: Ctx, id: string) => one(ctx, await base.get(ctx, id)),
    create: async (ctx: Ctx, input: Parameters<typeof base.create>[1]) => one(ctx, await base.create(ctx, input)),
    update: async (ctx: Ctx, id: string, input: Parameters<typeof base.update>[2]) => one(ctx, await base.update(ctx, id, input)),

    /** A new end date; the renew date is today; the reminders start over. Stale version → 412. */
    async renew(ctx: Ctx, id: string, input: { version: number; endDate: string; note?: string | null }) {
      const rules = await rulesOf(ctx.principal.companyId);
      const day = todayOf(rules);
      return db.transaction(async (tx) => {
        const scope = base.scope(ctx);
        const before = await findScoped(tx, T, scope, id);
        if (!before) throw notFound();
        if (input.endDate <= before.endDate) throw badRequest({ fields: { endDate: { key: 'fleetCertificate.rule.renewLater', params: { value: before.endDate } } } });
        const values: Record<string, unknown> = { endDate: input.endDate, renewDate: day, notifiedBand: null, notifiedTime: null };
        if (input.note !== undefined) values.note = input.note;
        const row = await updateVersioned(tx, T, scope, id, input.version, values, authorOf(ctx));
        const tails = await tailsOf(tx, [row.aircraftId]);
        await logs.operation(ctx, { moduleName: 'aircraftCertificate', functionName: 'renew', businessId: id, info: `${row.certType} ${before.endDate} → ${row.endDate}`, tailNo: tails.get(row.aircraftId) }, tx);
        return present(base.view(row), tails, day, rules.bands);
      });
    },

    /**
     * The daily reminder run: every certificate that entered a band not yet reminded gets one
     * category-3 message event (each band once; a renew starts over). The conditional update of
     * `notified_band` makes it once across server processes: a second run finds the band taken.
     */
    async runCertificateReminders(now: Date = new Date()): Promise<ReminderRun> {
      // candidates by the widest rules (24 months, a day either side of every zone); each then by its company's rules
      const utcDay = todayIn(now, 'UTC');
      const candidates = await db
        .select({ cert: T, tailNo: aircraft.tailNo })
        .from(T)
        .leftJoin(aircraft, eq(aircraft.id, T.aircraftId))
        .where(and(or(isNull(T.notifiedBand), ne(T.notifiedBand, 'expired')), sql`${T.endDate} <= ${utcDay}::date + coalesce(${T.reminderDays}::int, 0) + 750`));
      const rulesByCompany = new Map<string, CertificateRules>();
      let reminded = 0;
      for (const { cert, tailNo } of candidates) {
        let rules = rulesByCompany.get(cert.companyId);
        if (!rules) rulesByCompany.set(cert.companyId, (rules = await rulesOf(cert.companyId)));
        const day = todayOf(rules, now);
        const state = certificateStatus(cert, day, rules.bands);
        const band: ReminderBand | null = bandToNotify(state.band, cert.notifiedBand);
        if (!band) continue;
        const wrote = await db.transaction(async (tx) => {
          const taken = await tx
            .update(T)
            .set({ notifiedBand: band, notifiedTime: now })
            .where(and(eq(T.id, cert.id), cert.notifiedBand === null ? isNull(T.notifiedBand) : eq(T.notifiedBand, cert.notifiedBand), eq(T.endDate, cert.endDate)))
            .returning({ id: T.id });
          if (taken.length === 0) return false;
          await createTripRepository(tx).appendEvent({
            companyId: cert.companyId,
            functionCode: FleetCode.certificateExpiry,
            tripId: null,
            legId: null,
            payload: { certificateId: cert.id, aircraftId: cert.aircraftId, tailNo, certType: cert.certType, endDate: cert.endDate, band, daysLeft: state.daysLeft },
            userId: null,
            userName: 'system',
          });
          return true;
        });
        if (wrote) reminded++;
      }
      return { today: utcDay, reminded };
    },
  };
}

export type CertificateService = ReturnType<typeof createCertificateService>;
