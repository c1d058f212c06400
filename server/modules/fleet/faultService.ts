/**
 * Faults: MEL items (deferred with a rectification deadline), AOG and maintenance faults. Every
 * command runs in one transaction with the aircraft status refresh (statusService.ts) and the
 * operation log. The MEL deadline is fixed on creation from the operator's rules (fleet settings):
 * calendar days excluding the day of discovery, in the operator's base zone (src/domain/fleet/mel.ts).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FaultClose, FaultCreate, FaultExtend, FaultUpdate } from '../../../src/contract/fleetFaults';
import { FAULT_KINDS, FAULT_STATES, type FaultKind, type FaultState } from '../../../src/domain/fleet/availability';
import { FK } from '../../../src/domain/fleet/errors';
import { MEL_CATEGORIES, MEL_MAX_DAYS, melDeadline, melIntervalDays, type MelCategory } from '../../../src/domain/fleet/mel';
import type { Db, DbOrTx } from '../../db/client';
import { aircraft, aircraftFaults, tripLegs } from '../../db/schema';
import { authorOf, type Ctx } from '../../lib/context';
import { findScoped, listTable, updateVersioned } from '../../lib/crud';
import { scopeWhere, type ScopeDef } from '../../lib/dataScope';
import { conflict, notFound, staleVersion } from '../../lib/errors';
import { OPS, type ListQueryBody, type ListResourceDef } from '../../lib/listQuery';
import { unknownReference, type OperationLog } from '../../lib/resource';
import { aircraftScope } from './fleetService';
import { refreshStatus } from './statusService';
import { clamp, field, instant, legNamesOf, notFuture, publicRow, tailsOf } from './upkeepCommon';
import { createUpkeepReads } from './upkeepReads';
import { legScope } from '../trip/trips/tripLists';

/** Faults: the company, then the `aircraft` dimension on the fault's aircraft. */
export const faultScope: ScopeDef = { companyColumn: aircraftFaults.companyId, dimensions: { aircraft: aircraftFaults.aircraftId } };

const overdueSql = sql<boolean>`(${aircraftFaults.state} = 'open' and ${aircraftFaults.deadlineAt} is not null and ${aircraftFaults.deadlineAt} < now())`;

export const faultListDef: ListResourceDef = {
  name: 'fault',
  fields: {
    id: { column: aircraftFaults.id, type: 'uuid', ops: ['eq', 'in'] },
    aircraftId: { column: aircraftFaults.aircraftId, type: 'uuid', ops: ['eq', 'in'] },
    kind: { column: aircraftFaults.kind, type: 'enum', enumValues: FAULT_KINDS, ops: ['eq', 'ne', 'in'], sortable: true },
    state: { column: aircraftFaults.state, type: 'enum', enumValues: FAULT_STATES, ops: ['eq', 'ne', 'in'], sortable: true },
    melCategory: { column: aircraftFaults.melCategory, type: 'enum', enumValues: MEL_CATEGORIES, ops: ['eq', 'in'], sortable: true },
    melItem: { column: aircraftFaults.melItem, type: 'string', ops: OPS.text, sortable: true },
    ata: { column: aircraftFaults.ata, type: 'string', ops: OPS.text, sortable: true },
    overdue: { column: overdueSql, type: 'boolean', ops: ['eq'] },
    discoveredAt: { column: aircraftFaults.discoveredAt, type: 'datetime', ops: OPS.time, sortable: true },
    deadlineAt: { column: aircraftFaults.deadlineAt, type: 'datetime', ops: OPS.time, sortable: true },
    closedAt: { column: aircraftFaults.closedAt, type: 'datetime', ops: OPS.time, sortable: true },
    updateTime: { column: aircraftFaults.updateTime, type: 'datetime', ops: OPS.time, sortable: true },
  },
  defaultSort: { field: 'discoveredAt', direction: 'desc' },
  tieBreaker: aircraftFaults.id,
};

type Row = typeof aircraftFaults.$inferSelect;
const blank = (s: string | null | undefined) => !s || s.trim() === '';

function view(row: Row, tailNo: string, legs: Map<string, string>, now = Date.now()) {
  const reportLeg = row.reportLegId ? (legs.get(row.reportLegId) ?? null) : null;
  return { ...publicRow(row), kind: row.kind as FaultKind, state: row.state as FaultState, melCategory: row.melCategory as MelCategory | null, tailNo, reportLeg, overdue: row.state === 'open' && row.deadlineAt !== null && row.deadlineAt.getTime() < now };
}
export type FaultView = ReturnType<typeof view>;

/** The create body's kind rules: MEL needs a category (A its interval), AOG alone takes an expected return. */
function checkKind(input: FaultCreate) {
  if (blank(input.descriptionZh) && blank(input.descriptionEn)) throw field('descriptionZh', FK.descriptionRequired);
  if (input.kind === 'mel') {
    if (!input.melCategory) throw field('melCategory', FK.categoryRequired);
    if ((input.melCategory === 'A') !== (input.intervalDays != null)) throw field('intervalDays', FK.intervalForA);
  } else {
    if (input.melCategory != null) throw field('melCategory', FK.melOnly);
    if (input.intervalDays != null) throw field('intervalDays', FK.melOnly);
  }
  if (input.kind !== 'aog' && input.expectedReturnAt != null) throw field('expectedReturnAt', FK.aogOnly);
}

export function createFaultService(deps: { db: Db; logs: OperationLog }) {
  const { db, logs } = deps;
  const scope = (ctx: Ctx) => scopeWhere(faultScope, ctx.principal);
  const log = (ctx: Ctx, tx: DbOrTx, functionName: string, row: Row, tailNo: string) =>
    logs.operation(ctx, { moduleName: 'fault', functionName, businessId: row.id, info: `${row.kind} ${row.melItem ?? row.ata ?? ''}`.trim(), tailNo }, tx);

  const one = async (tx: DbOrTx, row: Row) => view(row, (await tailsOf(tx, [row.aircraftId])).get(row.aircraftId) ?? '', await legNamesOf(tx, [row.reportLegId]));

  /** A fault in scope (else 404), for a command: it must be open. */
  async function openFault(tx: DbOrTx, ctx: Ctx, id: string, version: number) {
    const row = await findScoped(tx, aircraftFaults, scope(ctx), id);
    if (!row) throw notFound();
    if (row.version !== version) throw staleVersion({ currentVersion: row.version, sentVersion: version });
    if (row.state !== 'open') throw conflict(FK.notOpen);
    return row;
  }

  return {
    scope,

    async list(ctx: Ctx, body: ListQueryBody) {
      const page = await listTable(db, aircraftFaults, faultListDef, scope(ctx), body);
      const names = await tailsOf(db, page.list.map((r) => r.aircraftId));
      const legs = await legNamesOf(db, page.list.map((r) => r.reportLegId));
      return { totalNum: page.totalNum, list: page.list.map((r) => view(r, names.get(r.aircraftId) ?? '', legs)) };
    },

    async get(ctx: Ctx, id: string) {
      const row = await findScoped(db, aircraftFaults, scope(ctx), id);
      if (!row) throw notFound();
      return one(db, row);
    },

    async create(ctx: Ctx, input: FaultCreate) {
      checkKind(input);
      notFuture('discoveredAt', instant(input.discoveredAt, 'discoveredAt'));
      const discoveredAt = clamp(instant(input.discoveredAt));
      const companyId = ctx.principal.companyId;
      return db.transaction(async (tx) => {
        const plane = await findScoped(tx, aircraft, scopeWhere(aircraftScope, ctx.principal), input.aircraftId);
        if (!plane) throw unknownReference('aircraftId');
        if (input.reportLegId) {
          // a leg the caller may see (company and data permissions), as the picker offers them
          const [leg] = await tx.select({ id: tripLegs.id }).from(tripLegs).where(and(eq(tripLegs.id, input.reportLegId), scopeWhere(legScope, ctx.principal)));
          if (!leg) throw unknownReference('reportLegId');
        }
        let intervalDays: number | null = null;
        let deadlineAt: Date | null = null;
        if (input.kind === 'mel') {
          const settings = await createUpkeepReads(tx).settings(companyId);
          intervalDays = melIntervalDays(input.melCategory as MelCategory, settings.melIntervals, input.intervalDays);
          deadlineAt = instant(melDeadline(discoveredAt.toISOString(), intervalDays!, settings.baseZone));
        }
        const author = authorOf(ctx);
        const [row] = await tx
          .insert(aircraftFaults)
          .values({
            companyId,
            aircraftId: plane.id,
            kind: input.kind,
            ata: input.ata ?? null,
            melItem: input.kind === 'mel' ? (input.melItem ?? null) : null,
            melCategory: input.kind === 'mel' ? input.melCategory! : null,
            intervalDays,
            descriptionZh: input.descriptionZh?.trim() ?? '',
            descriptionEn: input.descriptionEn?.trim() ?? '',
            discoveredAt,
            reportLegId: input.reportLegId ?? null,
            reportedBy: input.reportedBy ?? null,
            deadlineAt,
            expectedReturnAt: input.expectedReturnAt ? instant(input.expectedReturnAt, 'expectedReturnAt') : null,
            createAuthorId: author.id,
            createAuthor: author.name,
            updateAuthorId: author.id,
            updateAuthor: author.name,
          })
          .returning();
        await log(ctx, tx, 'create', row!, plane.tailNo);
        await refreshStatus(tx, companyId, [plane.id], 'faultOpened', author, { faultId: row!.id });
        return view(row!, plane.tailNo, await legNamesOf(tx, [row!.reportLegId]));
      });
    },

    async update(ctx: Ctx, id: string, input: FaultUpdate) {
      const { version, ...given } = input;
      return db.transaction(async (tx) => {
        const before = await findScoped(tx, aircraftFaults, scope(ctx), id);
        if (!before) throw notFound();
        if (given.expectedReturnAt != null && before.kind !== 'aog') throw field('expectedReturnAt', FK.aogOnly);
        if (given.melItem != null && before.kind !== 'mel') throw field('melItem', FK.melOnly);
        const zh = given.descriptionZh ?? before.descriptionZh;
        const en = given.descriptionEn ?? before.descriptionEn;
        if (blank(zh) && blank(en)) throw field('descriptionZh', FK.descriptionRequired);
        const values: Record<string, unknown> = { ...given, descriptionZh: zh.trim(), descriptionEn: en.trim() };
        if (given.expectedReturnAt !== undefined) values.expectedReturnAt = given.expectedReturnAt === null ? null : instant(given.expectedReturnAt, 'expectedReturnAt');
        const row = await updateVersioned(tx, aircraftFaults, scope(ctx), id, version, values, authorOf(ctx));
        const out = await one(tx, row);
        await log(ctx, tx, 'update', row, out.tailNo);
        await refreshStatus(tx, ctx.principal.companyId, [row.aircraftId], 'faultChanged', authorOf(ctx), { faultId: row.id });
        return out;
      });
    },

    /** Extends an open MEL item's deferral by `days` calendar days (the deadline moves by as many days). */
    async extend(ctx: Ctx, id: string, input: FaultExtend) {
      return db.transaction(async (tx) => {
        const before = await openFault(tx, ctx, id, input.version);
        if (before.kind !== 'mel' || before.intervalDays === null) throw conflict(FK.notMel);
        const extensionDays = before.extensionDays + input.days;
        if (before.intervalDays + extensionDays > MEL_MAX_DAYS) throw field('days', FK.tooLong, { max: MEL_MAX_DAYS - before.intervalDays - before.extensionDays });
        const settings = await createUpkeepReads(tx).settings(ctx.principal.companyId);
        const deadlineAt = instant(melDeadline(before.discoveredAt.toISOString(), before.intervalDays, settings.baseZone, extensionDays));
        const row = await updateVersioned(tx, aircraftFaults, scope(ctx), id, input.version, { extensionDays, deadlineAt, extensionReason: input.reason.trim(), extensionApprovedBy: input.approvedBy.trim(), extendedAt: new Date() }, authorOf(ctx));
        const out = await one(tx, row);
        await log(ctx, tx, 'extend', row, out.tailNo);
        await refreshStatus(tx, ctx.principal.companyId, [row.aircraftId], 'faultChanged', authorOf(ctx), { faultId: row.id });
        return out;
      });
    },

    /** Closes an open fault with its rectification; the aircraft returns to service or to its next status. */
    async close(ctx: Ctx, id: string, input: FaultClose) {
      notFuture('closedAt', instant(input.closedAt, 'closedAt'));
      const closedAt = clamp(instant(input.closedAt));
      return db.transaction(async (tx) => {
        const before = await openFault(tx, ctx, id, input.version);
        if (closedAt < before.discoveredAt) throw field('closedAt', FK.closedBeforeDiscovery);
        const author = authorOf(ctx);
        const row = await updateVersioned(tx, aircraftFaults, scope(ctx), id, input.version, { state: 'closed', closedAt, rectification: input.rectification.trim(), closedBy: author.name }, author);
        const out = await one(tx, row);
        await log(ctx, tx, 'close', row, out.tailNo);
        await refreshStatus(tx, ctx.principal.companyId, [row.aircraftId], 'faultClosed', author, { faultId: row.id });
        return out;
      });
    },
  };
}
export type FaultService = ReturnType<typeof createFaultService>;
