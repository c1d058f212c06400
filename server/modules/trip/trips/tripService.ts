import type { Db } from '../../../db/client';
import { createGenerationSource, createReadCache } from '../../../lib/readCache';
import { tripLegs, trips } from '../../../db/schema';
import { addLeg } from '../../../../src/domain/trip/legEditing';
import { tripChangeable } from '../../../../src/domain/trip/guards';
import { initiateTrip } from '../../../../src/domain/trip/intention';
import type { CancelReasonType, ReleaseStatus, TripStatus } from '../../../../src/domain/trip/states';
import { cancelTrip, lockTrip, receiveTrip, rejectTrip, submitTrip, unlockTrip } from '../../../../src/domain/trip/tripFlow';
import type { Ctx } from '../../../lib/context';
import { listTable } from '../../../lib/crud';
import { notFound } from '../../../lib/errors';
import type { ListQueryBody } from '../../../lib/listQuery';
import { unknownReference } from '../../../lib/resource';
import { createReferenceRepository } from '../../fleet/referenceRepository';
import { createTripCommands, EventCode, writerOf, type TripAnswer, type Writer } from './tripCommand';
import type { TripCreateBody, TripHeaderBody } from '../../../../src/contract/trip/trips';
import { legListDef, tripListDef } from './tripLists';
import { createEventRepository } from '../../track/eventRepository';
import { withProgress } from '../../track/legProgressFacts';
import { createTrackRepository } from '../../track/trackRepository';
import { createTripRepository, type TripRepository, type TripRow } from './tripRepository';
import { allowed, authorColumns, checkLegForms, formOf, legValues, legView, refusalError, tripFacts, tripView, type LegInput } from './tripRules';

/** The bodies of `POST /trip/v1/trips` and `PUT /trip/v1/trips/{id}` (the contract's types). */
export type TripCreate = TripCreateBody;
export type TripHeader = TripHeaderBody;

const pad = (n: number, w: number) => String(n).padStart(w, '0');

/** 'T' + yyMM (UTC) + '-' + the month's sequence, e.g. T2611-0001. */
export async function nextTripNumber(repo: TripRepository, companyId: string, now = new Date()): Promise<string> {
  const month = `${pad(now.getUTCFullYear() % 100, 2)}${pad(now.getUTCMonth() + 1, 2)}`;
  return `T${month}-${pad(await repo.nextCounter(companyId, `trip:${month}`), 4)}`;
}

/** Known customer of the company and known airports of the legs, or 400 validation.unknownReference. */
export async function assertReferences(repo: TripRepository, tx: Parameters<typeof createReferenceRepository>[0], companyId: string, customerId: string | undefined, legs: { prefix: string; icaos: (string | undefined)[] }[]) {
  if (customerId !== undefined && !(await repo.customerInCompany(companyId, customerId))) throw unknownReference('customerId', customerId);
  const refs = createReferenceRepository(tx);
  for (const { prefix, icaos } of legs) {
    for (const [i, icao] of icaos.entries()) {
      if (icao !== undefined && !(await refs.airportExists(icao))) throw unknownReference(`${prefix}${i === 0 ? 'departureIcao' : 'arrivalIcao'}`, icao);
    }
  }
}

/** Where a new trip comes from when not created directly: a business intention (intentionService.initiate). */
export interface TripOrigin {
  intentionId: string;
  /** The one event of the command (TRIP_INITIATE for an initiation). */
  code: EventCode;
  payload: Record<string, unknown>;
}

/**
 * Inside the writer's transaction: checks the references, numbers and inserts the trip with its
 * legs (form already checked by the caller) and writes the command's one event. Used by `create`
 * and by the initiation of a trip from a business intention.
 */
export async function insertTripWithLegs(w: Writer, input: TripCreate, init: { status: TripStatus; releaseStatus: ReleaseStatus }, origin?: TripOrigin): Promise<TripRow> {
  const companyId = w.ctx.principal.companyId;
  await assertReferences(w.repo, w.tx, companyId, input.customerId, input.legs.map((l, i) => ({ prefix: `legs.${i}.`, icaos: [l.departureIcao, l.arrivalIcao] })));
  const tripNumber = await nextTripNumber(w.repo, companyId);
  const a = w.author;
  const trip = await w.repo.insertTrip({
    companyId,
    tripNumber,
    customerId: input.customerId,
    contractName: input.contractName ?? null,
    note: input.note ?? null,
    status: init.status,
    releaseStatus: init.releaseStatus,
    intentionId: origin?.intentionId ?? null,
    ...authorColumns(a),
  });
  const legs: { state: number; isFerry: boolean }[] = [];
  for (const leg of input.legs) {
    const facts = { status: init.status, locked: false, legs: legs.map((l) => ({ state: l.state as 1, isFerry: l.isFerry })) };
    const at = allowed(addLeg(facts));
    await w.addLeg({ ...legValues(leg), tripId: trip.id, tripNumber, customerId: trip.customerId, legNumber: at.index + 1, legState: at.state, releaseStatus: init.releaseStatus }, 'create');
    legs.push({ state: at.state, isFerry: false });
  }
  await w.event(origin?.code ?? EventCode.tripCreate, trip.id, null, { tripNumber, legs: legs.length, ...origin?.payload });
  return trip;
}

export function createTripService(deps: { db: Db }) {
  const { db } = deps;
  const commands = createTripCommands(db);
  const run = commands.run;
  const legReads = createReadCache(createGenerationSource(db));

  return {
    commands,

    async create(ctx: Ctx, input: TripCreate): Promise<TripAnswer> {
      const init = allowed(initiateTrip(null));
      checkLegForms(
        input.legs.map((leg, i) => ({
          legNumber: i + 1,
          prefix: `legs.${i}.`,
          form: formOf(leg, input.legs[i - 1]?.arrivalIcao ?? null, input.legs[i + 1]?.departureIcao ?? null),
        })),
        input.confirm === true,
      );
      return db.transaction(async (tx) => {
        const w = writerOf(tx, ctx);
        const trip = await insertTripWithLegs(w, input, init);
        return commands.answer(w.repo, trip, ctx);
      });
    },

    async get(ctx: Ctx, id: string): Promise<TripAnswer> {
      const repo = createTripRepository(db);
      const trip = await repo.tripInScope(commands.scopeOfTrips(ctx), id);
      if (!trip) throw notFound();
      return commands.answer(repo, trip, ctx);
    },

    async list(ctx: Ctx, body: ListQueryBody) {
      const page = await listTable(db, trips, tripListDef, commands.scopeOfTrips(ctx), body);
      return { totalNum: page.totalNum, list: page.list.map(tripView) };
    },

    /**
     * The leg list: polled by every open leg screen and wall display, so answered from the read
     * cache while no leg changed; where each leg stands (progress, overdue, stale) moves with the
     * clock and detected events, so it is added to the page after the cache.
     */
    listLegs: async (ctx: Ctx, body: ListQueryBody) => {
      const page = await legReads.through(ctx.principal, 'trip_legs', body, async () => {
        const rows = await listTable(db, tripLegs, legListDef, commands.scopeOfLegs(ctx), body);
        return { totalNum: rows.totalNum, list: rows.list.map(legView) };
      });
      const ids = page.list.map((l) => l.id);
      const [events, fixes] = await Promise.all([createEventRepository(db).ofLegs(ids), createTrackRepository(db).lastFixesOfLegs(ids)]);
      return { totalNum: page.totalNum, list: withProgress(page.list, events, fixes, Date.now()) };
    },

    /** Header fields; refused (domain `tripChangeable`) for a locked, cancelled or completed trip. */
    update: (ctx: Ctx, id: string, input: TripHeader) =>
      run(ctx, id, input.version, async (w, trip) => {
        const closed = tripChangeable(tripFacts(trip, []));
        if (closed) throw refusalError(closed);
        await assertReferences(w.repo, w.tx, ctx.principal.companyId, input.customerId, []);
        const { version: _v, ...values } = input;
        await w.repo.setTrip(trip.id, values);
        if (input.customerId !== undefined && input.customerId !== trip.customerId) await w.repo.setLegsCustomer(trip.id, input.customerId);
        await w.event(EventCode.tripUpdate, trip.id, null, { before: { customerId: trip.customerId, contractName: trip.contractName, note: trip.note }, after: values });
      }),

    submit: (ctx: Ctx, id: string, version: number) =>
      run(ctx, id, version, async (w, trip, legs) => {
        const next = allowed(submitTrip(tripFacts(trip, legs)));
        await w.repo.setTrip(trip.id, next);
        await w.event(EventCode.submit, trip.id, null, { from: trip.status, to: next.status });
      }),

    receive: (ctx: Ctx, id: string, version: number) =>
      run(ctx, id, version, async (w, trip) => {
        const next = allowed(receiveTrip(tripFacts(trip, [])));
        await w.repo.setTrip(trip.id, next);
        await w.event(EventCode.receive, trip.id, null, { from: trip.status, to: next.status });
      }),

    reject: (ctx: Ctx, id: string, version: number, reason: string) =>
      run(ctx, id, version, async (w, trip) => {
        const next = allowed(rejectTrip(tripFacts(trip, []), reason));
        await w.repo.setTrip(trip.id, next);
        await w.event(EventCode.reject, trip.id, null, { from: trip.status, to: next.status, reason: next.rejectedNote });
      }),

    /** Cancels the trip and, per the domain rule, its legs (flown legs stay flown). */
    cancel: (ctx: Ctx, id: string, version: number, reasonType: CancelReasonType, note?: string | null) =>
      run(ctx, id, version, async (w, trip, legs) => {
        const next = allowed(cancelTrip(tripFacts(trip, legs), reasonType, note ?? ''));
        await w.repo.setTrip(trip.id, { status: next.status, cancelReasonType: next.cancelReason, cancelNote: next.cancelNote || null });
        for (const [i, leg] of legs.entries()) {
          if (next.legStates[i] !== leg.legState) await w.changeLeg(leg, { legState: next.legStates[i]!, cancelReasonType: next.cancelReason }, 'cancelTrip');
        }
        await w.event(EventCode.cancel, trip.id, null, { from: trip.status, reasonType: next.cancelReason, note: next.cancelNote });
      }),

    lock: (ctx: Ctx, id: string, version: number) =>
      run(ctx, id, version, async (w, trip) => {
        await w.repo.setTrip(trip.id, allowed(lockTrip(tripFacts(trip, []))));
        await w.event(EventCode.lock, trip.id, null, {});
      }),

    unlock: (ctx: Ctx, id: string, version: number) =>
      run(ctx, id, version, async (w, trip) => {
        await w.repo.setTrip(trip.id, allowed(unlockTrip(tripFacts(trip, []))));
        await w.event(EventCode.unlock, trip.id, null, {});
      }),
  };
}

export type TripService = ReturnType<typeof createTripService>;
