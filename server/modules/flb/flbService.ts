/**
 * Flight logs (FLB): reads and the user commands (create, update, confirm, recheck, redraft, sync).
 * A log is seen only once its leg is flown, inside the caller's company and data permissions on
 * legs. Every write is one transaction with its version row; confirming publishes FLB_CONFIRM
 * (docs/decisions.md, "Flight logs (FLB)").
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { FlbConfirm, FlbCreate, FlbHistoryRow, FlbRecheck, FlbSync, FlbUpdate, FlbVersionBody } from '../../../src/contract/flb';
import { checkFlb, FLB_ERR, fuelProblems, durationProblems, LONG_FLIGHT_MINUTES, timeProblems } from '../../../src/domain/flb/rules';
import { FlbEventCode } from '../../../src/domain/trip/functionCodes';
import { LegState } from '../../../src/domain/trip/states';
import type { Db, DbOrTx } from '../../db/client';
import { flightLogs } from '../../db/schema';
import { authorOf, can, type Ctx } from '../../lib/context';
import { scopeWhere } from '../../lib/dataScope';
import { AppError, conflict, notFound, staleVersion } from '../../lib/errors';
import type { ListQueryBody } from '../../lib/listQuery';
import { unknownReference, type OperationLog } from '../../lib/resource';
import { legScope } from '../trip/trips/tripLists';
import { createTripRepository } from '../trip/trips/tripRepository';
import { adsbValues, draftOfLeg, legDefaults } from './flbDrafts';
import { createFlbRepository, type Joined, type LegRow, type LogRow } from './flbRepository';
import { changesOf, detailOf, figuresOf, fillDurations, longFlightError, problemsError, rowOf, valuesOf } from './flbView';

const notFlown = () => new AppError(409, FLB_ERR.notFlown);
const isFlown = (legState: number) => legState === LegState.flown;

export function createFlbService(deps: { db: Db; logs: OperationLog }) {
  const { db, logs } = deps;
  /** Logs: the company, then the caller's data permissions on the log's leg. */
  const scope = (ctx: Ctx): SQL => and(eq(flightLogs.companyId, ctx.principal.companyId), scopeWhere(legScope, ctx.principal))!;
  const legWhere = (ctx: Ctx) => scopeWhere(legScope, ctx.principal);
  const op = (ctx: Ctx, tx: DbOrTx, functionName: string, j: { id: string; info: string }) => logs.operation(ctx, { moduleName: 'flb', functionName, businessId: j.id, info: j.info }, tx);

  async function detail(tx: DbOrTx, ctx: Ctx, j: Joined) {
    const repo = createFlbRepository(tx);
    const r = j.log;
    const settings = await repo.settings(r.companyId);
    const before = r.outUtc ?? r.offUtc ?? j.plannedDepartureUtc;
    const editable = r.origin !== 'synced' && (r.status === 'draft' || r.recheck) && can(ctx.principal, 'flb:edit');
    return detailOf(j, { aircraft: await repo.aircraftFacts(r.aircraftId), basis: settings.flightTimeBasis, previousInUtc: await repo.previousIn(r.aircraftId, before, r.id), editable });
  }

  /** A log in scope of a flown leg (404, 409 notFlown). */
  async function visible(tx: DbOrTx, ctx: Ctx, id: string): Promise<Joined> {
    const j = await createFlbRepository(tx).byId(scope(ctx), id);
    if (!j) throw notFound();
    if (!isFlown(j.legState)) throw notFlown();
    return j;
  }

  /** A log a user command may change: not synced; a draft, or confirmed and marked for recheck (unless `confirmedOk`). */
  async function changeable(tx: DbOrTx, ctx: Ctx, id: string, version: number, allow: { confirmed?: boolean; recheckOnly?: boolean } = {}): Promise<Joined> {
    const j = await visible(tx, ctx, id);
    const row = await createFlbRepository(tx).lock(id);
    if (!row) throw notFound();
    j.log = row;
    if (row.origin === 'synced') throw conflict(FLB_ERR.synced);
    if (row.version !== version) throw staleVersion({ currentVersion: row.version, sentVersion: version });
    if (row.status === 'confirmed' && !row.recheck && !allow.confirmed) throw conflict(FLB_ERR.confirmed);
    return j;
  }

  /** Writes the values, bumps the version, keeps the version row, answers the detail. */
  async function write(tx: DbOrTx, ctx: Ctx, j: Joined, values: Partial<LogRow>, command: string, reason: string | null) {
    const author = authorOf(ctx);
    const [row] = await tx
      .update(flightLogs)
      .set({ ...values, version: sql`${flightLogs.version} + 1`, updateTime: new Date(), updateAuthorId: author.id, updateAuthor: author.name } as never)
      .where(and(eq(flightLogs.id, j.log.id), eq(flightLogs.version, j.log.version)))
      .returning();
    if (!row) throw staleVersion({ sentVersion: j.log.version });
    await createFlbRepository(tx).insertVersion(row, command, reason, author);
    await op(ctx, tx, command, { id: row.id, info: `${j.tripNumber}-${j.legNumber}` });
    return { ...j, log: row };
  }

  /** Checks a save (not a confirmation): order of times, durations against times, fuel; long flights. */
  async function checkSave(tx: DbOrTx, merged: LogRow, plannedDeparture: Date, basis: 'block' | 'air', confirmLong: boolean | undefined) {
    const f = figuresOf(merged);
    const previous = await createFlbRepository(tx).previousIn(merged.aircraftId, merged.outUtc ?? merged.offUtc ?? plannedDeparture, merged.id ?? null);
    const problems = [...timeProblems(f, previous?.getTime() ?? null), ...durationProblems(f, basis, merged.corrections, false), ...fuelProblems(f)];
    if (problems.length > 0) throw problemsError(problems);
    if (f.flightMinutes !== null && f.flightMinutes > LONG_FLIGHT_MINUTES && !confirmLong) throw longFlightError(f.flightMinutes);
  }

  /** Crew members named by id must be the company's crew (400 unknown reference otherwise). */
  async function checkCrew(tx: DbOrTx, companyId: string, given: Partial<LogRow>) {
    for (const field of ['operatingCrew', 'monitoringCrew'] as const) {
      const ids = (given[field] ?? []).map((c) => c.crewId).filter((id): id is string => id !== null);
      const known = await createFlbRepository(tx).companyCrewIds(companyId, ids);
      if (ids.some((id) => !known.has(id))) throw unknownReference(field);
    }
  }

  /** The reason a version keeps: the corrections this body gives. */
  const reasonOf = (given: Partial<LogRow>) => {
    const c = given.corrections as Record<string, string> | undefined;
    const text = c ? Object.entries(c).map(([k, v]) => `${k}: ${v}`).join('; ') : '';
    return text || null;
  };

  /** A business event of the log's leg, written in the command's transaction (messages follow from it). */
  async function logEvent(tx: DbOrTx, ctx: Ctx, j: Joined, functionCode: string, payload: Record<string, unknown>) {
    const r = j.log;
    const author = authorOf(ctx);
    await createTripRepository(tx).appendEvent({ companyId: r.companyId, functionCode, tripId: r.tripId, legId: r.legId, userId: author.id, userName: author.name, payload });
  }
  const confirmEvent = (tx: DbOrTx, ctx: Ctx, j: Joined, previousBlockMinutes: number | null) =>
    logEvent(tx, ctx, j, FlbEventCode.confirm, {
      flightLogId: j.log.id,
      legId: j.log.legId,
      tripId: j.log.tripId,
      customerId: j.customerId,
      aircraftId: j.log.aircraftId,
      blockMinutes: j.log.blockMinutes,
      flightMinutes: j.log.flightMinutes,
      previousBlockMinutes,
      tripNumber: j.tripNumber,
      legNumber: j.legNumber,
    });
  /** The crew and control seats hear that a log is to be rechecked (FLB_RECHECK). */
  const recheckEvent = (tx: DbOrTx, ctx: Ctx, j: Joined, reason: string) =>
    logEvent(tx, ctx, j, FlbEventCode.recheck, { flightLogId: j.log.id, legId: j.log.legId, tripId: j.log.tripId, tripNumber: j.tripNumber, legNumber: j.legNumber, reason });

  /** A leg in scope that is flown (400 unknown reference, 409 notFlown). */
  async function flownLeg(tx: DbOrTx, ctx: Ctx, legId: string): Promise<LegRow> {
    const leg = await createFlbRepository(tx).leg(legWhere(ctx), legId);
    if (!leg) throw unknownReference('legId');
    if (!isFlown(leg.legState)) throw notFlown();
    return leg;
  }

  const reread = async (tx: DbOrTx, ctx: Ctx, id: string) => detail(tx, ctx, (await createFlbRepository(tx).byId(scope(ctx), id))!);

  return {
    scope,

    async list(ctx: Ctx, body: ListQueryBody) {
      const page = await createFlbRepository(db).list(scope(ctx), body);
      return { totalNum: page.totalNum, list: page.list.map(rowOf) };
    },

    async get(ctx: Ctx, id: string) {
      return detail(db, ctx, await visible(db, ctx, id));
    },

    async byLeg(ctx: Ctx, legId: string) {
      const leg = await createFlbRepository(db).leg(legWhere(ctx), legId);
      if (!leg) throw notFound();
      if (!isFlown(leg.legState)) throw notFlown();
      const j = await createFlbRepository(db).byLeg(scope(ctx), legId);
      return j ? detail(db, ctx, j) : null;
    },

    async create(ctx: Ctx, input: FlbCreate) {
      const { legId, ...fields } = input;
      const given = valuesOf(fields);
      return db.transaction(async (tx) => {
        const repo = createFlbRepository(tx);
        const leg = await flownLeg(tx, ctx, legId);
        const existing = await repo.logOfLeg(legId);
        if (existing) return reread(tx, ctx, existing.id);
        await checkCrew(tx, leg.companyId, given);
        const basis = (await repo.settings(leg.companyId)).flightTimeBasis;
        const defaults = await legDefaults(repo, leg);
        const base = { ...defaults, offUtc: leg.actualOffUtc, onUtc: leg.actualOnUtc, ...given } as LogRow;
        const merged = { ...base, corrections: base.corrections ?? {}, ...fillDurations({ ...blankRow(), ...base } as LogRow, given, basis) } as LogRow;
        await checkSave(tx, { ...blankRow(), ...merged, aircraftId: leg.aircraftId }, leg.plannedDepartureUtc, basis, true);
        const author = authorOf(ctx);
        const [row] = await tx
          .insert(flightLogs)
          .values({ ...merged, companyId: leg.companyId, legId, tripId: leg.tripId, aircraftId: leg.aircraftId, origin: 'manual', status: 'draft', touched: true, createAuthorId: author.id, createAuthor: author.name, updateAuthorId: author.id, updateAuthor: author.name } as never)
          .onConflictDoNothing({ target: flightLogs.legId })
          .returning();
        if (!row) return reread(tx, ctx, (await repo.logOfLeg(legId))!.id); // made by someone else meanwhile
        await repo.insertVersion(row, 'create', reasonOf(given), author);
        await op(ctx, tx, 'create', { id: row.id, info: `${leg.tripNumber}-${leg.legNumber}` });
        return reread(tx, ctx, row.id);
      });
    },

    async update(ctx: Ctx, id: string, input: FlbUpdate) {
      const { version, confirmLong, ...fields } = input;
      const given = valuesOf(fields);
      return db.transaction(async (tx) => {
        const j = await changeable(tx, ctx, id, version);
        await checkCrew(tx, j.log.companyId, given);
        const basis = (await createFlbRepository(tx).settings(j.log.companyId)).flightTimeBasis;
        let merged = { ...j.log, ...given } as LogRow;
        merged = { ...merged, ...fillDurations(merged, given, basis) };
        await checkSave(tx, merged, j.plannedDepartureUtc, basis, confirmLong);
        const { id: _i, version: _v, companyId: _c, ...values } = merged;
        const out = await write(tx, ctx, j, { ...values, touched: true }, 'update', reasonOf(given));
        return detail(tx, ctx, out);
      });
    },

    async confirm(ctx: Ctx, id: string, input: FlbConfirm) {
      return db.transaction(async (tx) => {
        const repo = createFlbRepository(tx);
        const j = await changeable(tx, ctx, id, input.version);
        const settings = await repo.settings(j.log.companyId);
        const merged = { ...j.log, ...fillDurations(j.log, {}, settings.flightTimeBasis) };
        const f = figuresOf(merged);
        const previous = await repo.previousIn(merged.aircraftId, merged.outUtc ?? merged.offUtc ?? j.plannedDepartureUtc, merged.id);
        const check = checkFlb(f, { basis: settings.flightTimeBasis, previousInUtc: previous?.getTime() ?? null, corrections: merged.corrections, confirming: true, allowIncomplete: settings.allowIncomplete });
        if (check.problems.length > 0) throw problemsError(check.problems);
        if (check.longFlight && !input.confirmLong) throw longFlightError(f.flightMinutes);
        const previousBlock = (await repo.lastConfirmedBlock(j.log.id)) ?? null;
        const out = await write(
          tx,
          ctx,
          j,
          { blockMinutes: merged.blockMinutes, airMinutes: merged.airMinutes, flightMinutes: merged.flightMinutes, status: 'confirmed', confirmedBy: authorOf(ctx).name, confirmedTime: new Date(), incomplete: check.incomplete, recheck: false, touched: true },
          'confirm',
          j.log.recheck ? j.log.recheckReason : null,
        );
        await confirmEvent(tx, ctx, out, previousBlock);
        return detail(tx, ctx, out);
      });
    },

    async recheck(ctx: Ctx, id: string, input: FlbRecheck) {
      return db.transaction(async (tx) => {
        const j = await changeable(tx, ctx, id, input.version, { confirmed: true });
        if (j.log.status !== 'confirmed') throw conflict(FLB_ERR.notRecheck);
        const reason = input.reason.trim();
        if (!reason) throw problemsError([{ field: 'reason', key: FLB_ERR.notRecheck }]);
        const out = await write(tx, ctx, j, { recheck: true, recheckReason: reason, recheckBy: authorOf(ctx).name, recheckTime: new Date() }, 'recheck', reason);
        await recheckEvent(tx, ctx, out, reason);
        return detail(tx, ctx, out);
      });
    },

    async redraft(ctx: Ctx, id: string, input: FlbVersionBody) {
      return db.transaction(async (tx) => {
        const j = await changeable(tx, ctx, id, input.version);
        if (j.log.status !== 'draft') throw conflict(FLB_ERR.confirmed);
        const leg = (await createFlbRepository(tx).leg(legWhere(ctx), j.log.legId))!;
        const d = await draftOfLeg(tx, leg);
        const values = d ? adsbValues(d, true) : {};
        const out = await write(tx, ctx, j, values, 'redraft', null);
        return detail(tx, ctx, out);
      });
    },

    async history(ctx: Ctx, id: string): Promise<FlbHistoryRow[]> {
      const j = await visible(db, ctx, id);
      const rows = await createFlbRepository(db).versions(j.log.id);
      return rows.map((r, i) => {
        const before = (rows[i + 1]?.snapshot ?? null) as Record<string, unknown> | null;
        return { version: r.version, command: r.command, reason: r.reason, userName: r.userName, time: r.time, changes: changesOf(before, r.snapshot as Record<string, unknown>) } as unknown as FlbHistoryRow;
      });
    },

    async sync(ctx: Ctx, input: FlbSync) {
      const { legId, source, externalId, confirmed, ...fields } = input;
      const given = valuesOf(fields);
      return db.transaction(async (tx) => {
        const repo = createFlbRepository(tx);
        const leg = await flownLeg(tx, ctx, legId);
        await checkCrew(tx, leg.companyId, given);
        const basis = (await repo.settings(leg.companyId)).flightTimeBasis;
        const fuelUnit = (await repo.aircraftFacts(leg.aircraftId)).fuelUnit;
        const author = authorOf(ctx);
        const now = new Date();
        const base = { ...blankRow(), fuelUnit, ...given, corrections: (given.corrections ?? {}) as LogRow['corrections'] } as LogRow;
        const merged = { ...base, ...fillDurations(base, given, basis) } as LogRow;
        const f = figuresOf(merged);
        const problems = [...timeProblems(f, null), ...fuelProblems(f)];
        if (problems.length > 0) throw problemsError(problems);
        const values = {
          ...merged,
          aircraftId: leg.aircraftId,
          tripId: leg.tripId,
          origin: 'synced' as const,
          syncSource: source.trim(),
          syncRef: externalId.trim(),
          status: confirmed ? ('confirmed' as const) : ('draft' as const),
          confirmedBy: confirmed ? author.name : null,
          confirmedTime: confirmed ? now : null,
          touched: true,
        };
        const existing = await repo.logOfLeg(legId);
        // another system replaces its own logs and drafts (their versions stay in the history), never a log confirmed here
        if (existing && existing.origin !== 'synced' && existing.status === 'confirmed') throw new AppError(409, FLB_ERR.exists);
        let row: LogRow;
        if (existing) {
          const previousBlock = (await repo.lastConfirmedBlock(existing.id)) ?? null;
          const [updated] = await tx
            .update(flightLogs)
            .set({ ...values, version: sql`${flightLogs.version} + 1`, updateTime: now, updateAuthorId: author.id, updateAuthor: author.name } as never)
            .where(eq(flightLogs.id, existing.id))
            .returning();
          row = updated!;
          await repo.insertVersion(row, 'sync', `${source}:${externalId}`, author);
          if (confirmed) await confirmEvent(tx, ctx, { ...(await repo.byId(scope(ctx), row.id))!, log: row }, previousBlock);
        } else {
          const [made] = await tx
            .insert(flightLogs)
            .values({ ...values, companyId: leg.companyId, legId, createAuthorId: author.id, createAuthor: author.name, updateAuthorId: author.id, updateAuthor: author.name } as never)
            .onConflictDoNothing({ target: flightLogs.legId })
            .returning();
          if (!made) throw staleVersion({ sentVersion: 0 }); // another sync of the leg at the same time
          row = made;
          await repo.insertVersion(row, 'sync', `${source}:${externalId}`, author);
          if (confirmed) await confirmEvent(tx, ctx, { ...(await repo.byId(scope(ctx), row.id))!, log: row }, null);
        }
        await op(ctx, tx, 'sync', { id: row.id, info: `${leg.tripNumber}-${leg.legNumber} ${source}:${externalId}` });
        return reread(tx, ctx, row.id);
      });
    },
  };
}
export type FlbService = ReturnType<typeof createFlbService>;

/** A log's column values before anything is known (what a synced record replaces the log with). */
export function blankRow(): Partial<LogRow> {
  return {
    outUtc: null,
    offUtc: null,
    onUtc: null,
    inUtc: null,
    blockMinutes: null,
    airMinutes: null,
    flightMinutes: null,
    nightMinutes: null,
    landings: null,
    engines: {},
    apuMinutes: null,
    apuCycles: null,
    remainFuel: null,
    upliftFuel: null,
    totalFuel: null,
    blockFuel: null,
    flightFuel: null,
    paxNum: null,
    ownerUse: false,
    ownerPay: false,
    mileageKm: null,
    operatingCrew: [],
    monitoringCrew: [],
    corrections: {},
    adsb: null,
    adsbNotes: null,
    note: null,
    incomplete: false,
    recheck: false,
    recheckReason: null,
    recheckBy: null,
    recheckTime: null,
  };
}
