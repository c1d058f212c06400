/**
 * Commands on the records around a leg: passengers, diversions, the outsourced (civil) leg and a
 * new leg made from a cancelled one. Each runs in `commands.run` on the trip's version (one
 * transaction, the trip's version bumped, 404 out of scope, 412 stale), writes one event with a
 * `LegRecordCode` and answers the trip with its legs.
 */
import type { AddCivilLegBody, AddDiversionBody, AddPassengerBody, CivilLegFields, EditCivilLegBody, EditPassengerBody, SettleCivilLegBody } from '../../../../src/contract/legRecords';
import { LegRecordCode } from '../../../../src/domain/trip/functionCodes';
import { legOpen } from '../../../../src/domain/trip/guards';
import {
  LRK,
  addCivilLeg,
  addDiversion,
  cancelDiversion,
  civilAmountIssue,
  civilAmountText,
  currencyValid,
} from '../../../../src/domain/trip/legRecords';
import type { LegState } from '../../../../src/domain/trip/states';
import type { Db } from '../../../db/client';
import type { Ctx } from '../../../lib/context';
import { grantAllows } from '../../../lib/dataScope';
import { badRequest, forbidden, notFound } from '../../../lib/errors';
import type { ListQueryBody } from '../../../lib/listQuery';
import { unknownReference } from '../../../lib/resource';
import { createReferenceRepository } from '../../fleet/referenceRepository';
import { createLegDetailService } from '../legFlow/legDetailService';
import { createLegRecordRepository, type LegRecordRepository } from './legRecordRepository';
import { recordAllowed } from './legRecordRules';
import { createLegRenewal } from '../trips/legRenewService';
import type { TripCommands, Writer } from '../trips/tripCommand';
import type { LegRow, TripRow } from '../trips/tripRepository';
import { authorColumns, legAmong, refusalError } from '../trips/tripRules';

/** Field errors of an outsourced leg's amount and currency (400 `error.requestParameter`). */
function checkCivil(fields: Partial<CivilLegFields>) {
  const errors: Record<string, { key: string }> = {};
  const amount = fields.amount === undefined ? null : civilAmountIssue(fields.amount);
  if (amount) errors.amount = { key: amount };
  if (fields.currency !== undefined && !currencyValid(fields.currency)) errors.currency = { key: LRK.currencyInvalid };
  if (Object.keys(errors).length > 0) throw badRequest({ fields: errors });
}

/** A stored leg snapshot (a JSON object), or null. */
const snapshot = (v: unknown): Record<string, unknown> | null => (v !== null && typeof v === 'object' && !Array.isArray(v) ? { ...v } : null);
const date = (s: string | null | undefined) => (s === undefined ? undefined : s === null ? null : new Date(s));
const defined = <T extends object>(o: T) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

type InLeg = (w: Writer, trip: TripRow, leg: LegRow, repo: LegRecordRepository) => Promise<void>;

export function createLegRecordService(deps: { db: Db; commands: TripCommands }) {
  const { db, commands } = deps;
  const reads = createLegRecordRepository(db);

  /** Runs `fn` on the leg (in the caller's scope) inside the trip command. */
  async function onLeg(ctx: Ctx, legId: string, version: number, fn: InLeg) {
    const tripId = await commands.tripOfLeg(ctx, legId);
    return commands.run(ctx, tripId, version, async (w, trip, legs, ferries) => {
      await fn(w, trip, legAmong(legs, ferries, legId), createLegRecordRepository(w.tx));
    });
  }

  /** Runs `fn` on a record of a leg: found in the company, its leg in the caller's scope, read again in the transaction. */
  async function onRecord<R extends { legId: string }>(
    ctx: Ctx,
    id: string,
    version: number,
    find: (repo: LegRecordRepository, companyId: string, id: string) => Promise<R | undefined>,
    fn: (w: Writer, trip: TripRow, leg: LegRow, row: R, repo: LegRecordRepository) => Promise<void>,
  ) {
    const companyId = ctx.principal.companyId;
    const first = await find(reads, companyId, id);
    if (!first) throw notFound();
    return onLeg(ctx, first.legId, version, async (w, trip, leg, repo) => {
      const row = await find(repo, companyId, id);
      if (!row || row.legId !== leg.id) throw notFound();
      await fn(w, trip, leg, row, repo);
    });
  }

  /**
   * Passengers change only on an open leg (not cancelled, flying or flown), by a caller whose
   * `passengerView` grant covers the leg's customer (whoever may not see them may not change them).
   */
  const open = (ctx: Ctx, leg: LegRow) => {
    if (!grantAllows(ctx.principal, 'passengerView', leg.customerId)) throw forbidden();
    const closed = legOpen({ state: leg.legState as LegState });
    if (closed) throw refusalError(closed);
  };
  const passenger = (w: Writer, leg: LegRow, action: 'add' | 'edit' | 'remove', p: { id: string; name: string }) =>
    w.event(LegRecordCode.passengerChange, leg.tripId, leg.id, { legNumber: leg.legNumber, action, passengerId: p.id, name: p.name });

  const author = (w: Writer) => authorColumns(w.author);

  const detail = createLegDetailService(deps);

  return {
    detail,

    /** Leg logs of the legs in scope; `before` / `after` are the leg's snapshots (objects) or null. */
    async legLogs(ctx: Ctx, body: ListQueryBody) {
      const page = await detail.legLogs(ctx, body);
      return { totalNum: page.totalNum, list: page.list.map((r) => ({ ...r, before: snapshot(r.before), after: snapshot(r.after) })) };
    },
    renew: createLegRenewal(deps).renew,

    addPassenger: (ctx: Ctx, legId: string, input: AddPassengerBody) =>
      onLeg(ctx, legId, input.version, async (w, trip, leg, repo) => {
        open(ctx, leg);
        const row = await repo.insertPassenger({ ...input.passenger, companyId: trip.companyId, legId: leg.id, tripId: trip.id, ...author(w) });
        await passenger(w, leg, 'add', row);
      }),

    editPassenger: (ctx: Ctx, id: string, input: EditPassengerBody) =>
      onRecord(ctx, id, input.version, (r, c, i) => r.passenger(c, i), async (w, _trip, leg, row, repo) => {
        open(ctx, leg);
        const { version: _v, ...fields } = input;
        const after = await repo.setPassenger(row.id, defined(fields), w.author);
        await passenger(w, leg, 'edit', after);
      }),

    removePassenger: (ctx: Ctx, id: string, version: number) =>
      onRecord(ctx, id, version, (r, c, i) => r.passenger(c, i), async (w, _trip, leg, row, repo) => {
        open(ctx, leg);
        await repo.deletePassenger(row.id);
        await passenger(w, leg, 'remove', row);
      }),

    /** Records a diversion of a released or flying leg to a known airport. */
    addDiversion: (ctx: Ctx, legId: string, input: AddDiversionBody) =>
      onLeg(ctx, legId, input.version, async (w, trip, leg, repo) => {
        const next = recordAllowed(addDiversion({ state: leg.legState as LegState }));
        if (!(await createReferenceRepository(w.tx).airportExists(input.diversionIcao))) throw unknownReference('diversionIcao', input.diversionIcao);
        const row = await repo.insertDiversion({
          companyId: trip.companyId,
          legId: leg.id,
          tripId: trip.id,
          diversionIcao: input.diversionIcao,
          diversionEtaUtc: new Date(input.diversionEtaUtc),
          reason: input.reason,
          note: input.note ?? null,
          status: next.status,
          ...author(w),
        });
        await w.event(LegRecordCode.diversion, trip.id, leg.id, { legNumber: leg.legNumber, diversionId: row.id, diversionIcao: row.diversionIcao, diversionEtaUtc: input.diversionEtaUtc, reason: row.reason });
      }),

    cancelDiversion: (ctx: Ctx, id: string, version: number) =>
      onRecord(ctx, id, version, (r, c, i) => r.diversion(c, i), async (w, trip, leg, row, repo) => {
        const next = recordAllowed(cancelDiversion(row.status));
        await repo.setDiversion(row.id, { status: next.status }, w.author);
        await w.event(LegRecordCode.diversionCancel, trip.id, leg.id, { legNumber: leg.legNumber, diversionId: row.id, diversionIcao: row.diversionIcao });
      }),

    /** The leg's outsourced (civil) leg: one per leg, not on a cancelled leg. */
    addCivilLeg: (ctx: Ctx, legId: string, input: AddCivilLegBody) =>
      onLeg(ctx, legId, input.version, async (w, trip, leg, repo) => {
        recordAllowed(addCivilLeg({ state: leg.legState as LegState }, (await repo.civilLegOf(leg.id)) !== undefined));
        checkCivil(input);
        const { version: _v, amount, settlementTime, ...fields } = input;
        const row = await repo.insertCivilLeg({
          ...fields,
          amount: civilAmountText(amount),
          settlementTime: date(settlementTime) ?? null,
          companyId: trip.companyId,
          legId: leg.id,
          tripId: trip.id,
          ...author(w),
        });
        await w.event(LegRecordCode.outsource, trip.id, leg.id, { legNumber: leg.legNumber, civilLegId: row.id, supplier: row.supplier, currency: row.currency, amount: row.amount });
      }),

    editCivilLeg: (ctx: Ctx, id: string, input: EditCivilLegBody) =>
      onRecord(ctx, id, input.version, (r, c, i) => r.civilLeg(c, i), async (w, trip, leg, row, repo) => {
        checkCivil(input);
        const { version: _v, amount, settlementTime, ...fields } = input;
        const values = defined({ ...fields, amount: amount === undefined ? undefined : civilAmountText(amount), settlementTime: date(settlementTime) });
        const after = await repo.setCivilLeg(row.id, values, w.author);
        await w.event(LegRecordCode.outsourceChange, trip.id, leg.id, { legNumber: leg.legNumber, civilLegId: row.id, fields: Object.keys(values), amount: after.amount });
      }),

    removeCivilLeg: (ctx: Ctx, id: string, version: number) =>
      onRecord(ctx, id, version, (r, c, i) => r.civilLeg(c, i), async (w, trip, leg, row, repo) => {
        await repo.deleteCivilLeg(row.id);
        await w.event(LegRecordCode.outsourceRemove, trip.id, leg.id, { legNumber: leg.legNumber, civilLegId: row.id, supplier: row.supplier });
      }),

    /** Finance records the settlement time (a later settlement replaces it). */
    settleCivilLeg: (ctx: Ctx, id: string, input: SettleCivilLegBody) =>
      onRecord(ctx, id, input.version, (r, c, i) => r.civilLeg(c, i), async (w, trip, leg, row, repo) => {
        await repo.setCivilLeg(row.id, { settlementTime: new Date(input.settlementTime) }, w.author);
        await w.event(LegRecordCode.outsourceSettle, trip.id, leg.id, { legNumber: leg.legNumber, civilLegId: row.id, settlementTime: input.settlementTime, amount: row.amount, currency: row.currency });
      }),
  };
}

export type LegRecordService = ReturnType<typeof createLegRecordService>;
