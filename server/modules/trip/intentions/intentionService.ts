/**
 * Business intentions (requirements D4 "Business intention status"): customer service records a
 * customer's wish, confirms, rejects or cancels it, and initiates a trip from a confirmed one. Every
 * write is one transaction with one numbered event; the rules are the domain's (src/domain/trip/intention).
 */
import type { IntentionEditBody } from '../../../../src/contract/intentions';
import type { Db, Tx } from '../../../db/client';
import { businessIntentions } from '../../../db/schema';
import type { IntentionInput, RequestedLeg } from '../../../../src/domain/trip/intention';
import { IntentionCode, type FunctionCode } from '../../../../src/domain/trip/functionCodes';
import { cancelIntention, confirmIntention, createIntention, initiateTrip, rejectIntention, type IntentionFacts } from '../../../../src/domain/trip/intention';
import { DEFAULT_CRUISE_KMH, editIntention, plannedLegOf } from '../../../../src/domain/trip/intentionRules';
import { authorOf, type Ctx } from '../../../lib/context';
import { listPage, updateVersioned } from '../../../lib/crud';
import { scopeWhere } from '../../../lib/dataScope';
import { notFound } from '../../../lib/errors';
import type { ListQueryBody } from '../../../lib/listQuery';
import { unknownReference } from '../../../lib/resource';
import { writerOf, type Writer } from '../trips/tripCommand';
import { createIntentionRepository, intentionListDef, intentionScope, type IntentionRow } from './intentionRepository';
import { allowed, authorColumns, checkLegForms, formOf, publicView } from '../trips/tripRules';
import { insertTripWithLegs, type TripService } from '../trips/tripService';

type Internal = 'companyId' | 'createAuthorId' | 'updateAuthorId';
export type IntentionView = Omit<IntentionRow, Internal>;
export const intentionView = (row: IntentionRow): IntentionView => publicView(row);

const facts = (row: IntentionRow): IntentionFacts => ({ status: row.status, tripInitiated: row.tripId !== null });
const pad = (n: number, w: number) => String(n).padStart(w, '0');

/** Requested legs as stored: ICAOs upper case, instants normalised to ISO UTC. */
const normaliseLegs = (legs: readonly RequestedLeg[]): RequestedLeg[] =>
  legs.map((l) => ({
    departureIcao: l.departureIcao.toUpperCase(),
    arrivalIcao: l.arrivalIcao.toUpperCase(),
    departureUtc: new Date(l.departureUtc).toISOString(),
    passengers: l.passengers ?? null,
  }));

export function createIntentionService(deps: { db: Db; trips: TripService }) {
  const { db, trips } = deps;
  const scope = (ctx: Ctx) => scopeWhere(intentionScope, ctx.principal);

  /** Known customer of the company and catalogue airports, or 400 validation.unknownReference. */
  async function assertReferences(w: Writer, customerId: string | undefined, legs: readonly RequestedLeg[] | undefined) {
    if (customerId !== undefined && !(await w.repo.customerInCompany(w.ctx.principal.companyId, customerId))) throw unknownReference('customerId', customerId);
    if (!legs) return;
    const known = await createIntentionRepository(w.tx).positions(legs.flatMap((l) => [l.departureIcao, l.arrivalIcao]));
    for (const [i, l] of legs.entries()) {
      if (!known.has(l.departureIcao)) throw unknownReference(`requestedLegs.${i}.departureIcao`, l.departureIcao);
      if (!known.has(l.arrivalIcao)) throw unknownReference(`requestedLegs.${i}.arrivalIcao`, l.arrivalIcao);
    }
  }

  /** The command's numbered event (no trip yet: `trip_id` null, the intention in the payload). */
  async function event(w: Writer, code: FunctionCode, row: IntentionRow, payload: Record<string, unknown>) {
    const companyId = w.ctx.principal.companyId;
    await w.repo.appendEvent({ companyId, functionCode: code, tripId: null, legId: null, payload: { intentionId: row.id, intentionNumber: row.intentionNumber, ...payload }, userId: w.author.id, userName: w.author.name });
  }

  /** One command on an intention at `version`: 404 out of scope, 412 stale; `fn` decides and writes. */
  function run<T>(ctx: Ctx, id: string, version: number, fn: (w: Writer, row: IntentionRow, tx: Tx) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      const w = writerOf(tx, ctx);
      const row = await updateVersioned(tx, businessIntentions, scope(ctx), id, version, {}, authorOf(ctx));
      return fn(w, row, tx);
    });
  }

  /** A status command: the domain's next values, stored, and its event. */
  const transition = (ctx: Ctx, id: string, version: number, code: FunctionCode, decide: (row: IntentionRow) => Partial<IntentionRow>) =>
    run(ctx, id, version, async (w, row, tx) => {
      const next = decide(row);
      const after = await createIntentionRepository(tx).set(row.id, next);
      await event(w, code, after, { from: row.status, to: after.status, ...(after.rejectReason && code === IntentionCode.reject ? { reason: after.rejectReason } : {}) });
      return intentionView(after);
    });

  return {
    async list(ctx: Ctx, body: ListQueryBody) {
      const page = await listPage(db, businessIntentions, intentionListDef, scope(ctx), body, createIntentionRepository(db).page);
      return { totalNum: page.totalNum, list: page.list.map(intentionView) };
    },

    async get(ctx: Ctx, id: string): Promise<IntentionView> {
      const row = await createIntentionRepository(db).inScope(scope(ctx), id);
      if (!row) throw notFound();
      return intentionView(row);
    },

    /** A new intention 'I' + yyMM (UTC) + '-' + the month's sequence, to confirm; event INTENT_APPEND. */
    create(ctx: Ctx, input: IntentionInput): Promise<IntentionView> {
      const init = allowed(createIntention({ customerId: input.customerId }));
      const legs = normaliseLegs(input.requestedLegs);
      return db.transaction(async (tx) => {
        const w = writerOf(tx, ctx);
        await assertReferences(w, input.customerId, legs);
        const now = new Date();
        const month = `${pad(now.getUTCFullYear() % 100, 2)}${pad(now.getUTCMonth() + 1, 2)}`;
        const intentionNumber = `I${month}-${pad(await w.repo.nextCounter(ctx.principal.companyId, `intention:${month}`), 4)}`;
        const a = w.author;
        const row = await createIntentionRepository(tx).insert({
          companyId: ctx.principal.companyId,
          intentionNumber,
          customerId: input.customerId,
          contactName: input.contactName ?? null,
          contactPhone: input.contactPhone ?? null,
          requestedLegs: legs,
          status: init.status,
          note: input.note ?? null,
          ...authorColumns(a),
        });
        await event(w, IntentionCode.create, row, { source: 'intention', legs: legs.length });
        return intentionView(row);
      });
    },

    /** Edits the fields while to confirm (domain `editIntention`); event INTENT_UPDATE. */
    update: (ctx: Ctx, id: string, input: IntentionEditBody) =>
      run(ctx, id, input.version, async (w, row, tx) => {
        allowed(editIntention(facts(row)));
        const { version: _v, requestedLegs, ...fields } = input;
        const legs = requestedLegs && normaliseLegs(requestedLegs);
        await assertReferences(w, fields.customerId, legs);
        const after = await createIntentionRepository(tx).set(row.id, { ...fields, ...(legs ? { requestedLegs: legs } : {}) });
        await event(w, IntentionCode.update, after, { changed: Object.keys(input).filter((k) => k !== 'version') });
        return intentionView(after);
      }),

    confirm: (ctx: Ctx, id: string, version: number) => transition(ctx, id, version, IntentionCode.confirm, (row) => allowed(confirmIntention(facts(row)))),

    reject: (ctx: Ctx, id: string, version: number, reason: string) =>
      transition(ctx, id, version, IntentionCode.reject, (row) => {
        const next = allowed(rejectIntention(facts(row), reason));
        return { status: next.status, rejectReason: next.reason };
      }),

    cancel: (ctx: Ctx, id: string, version: number) => transition(ctx, id, version, IntentionCode.cancel, (row) => allowed(cancelIntention(facts(row)))),

    /**
     * Initiates a trip from a confirmed intention through the trip creation path: one leg per
     * requested leg (purpose business, nature charter, arrival from the ETE at DEFAULT_CRUISE_KMH),
     * `intentionId` on the trip, the trip's id on the intention, one event TRIP_INITIATE. The leg
     * form's errors and warnings answer as for a trip create (`legs.<i>.<field>`, confirm: true).
     */
    initiate: (ctx: Ctx, id: string, version: number, confirm: boolean) =>
      run(ctx, id, version, async (w, row, tx) => {
        const init = allowed(initiateTrip(facts(row)));
        const legs = row.requestedLegs;
        const positions = await createIntentionRepository(tx).positions(legs.flatMap((l) => [l.departureIcao, l.arrivalIcao]));
        const planned = legs.map((l, i) => {
          const from = positions.get(l.departureIcao);
          const to = positions.get(l.arrivalIcao);
          if (!from) throw unknownReference(`requestedLegs.${i}.departureIcao`, l.departureIcao);
          if (!to) throw unknownReference(`requestedLegs.${i}.arrivalIcao`, l.arrivalIcao);
          return plannedLegOf(l, from, to, DEFAULT_CRUISE_KMH);
        });
        checkLegForms(
          planned.map((leg, i) => ({ legNumber: i + 1, prefix: `legs.${i}.`, form: formOf(leg, planned[i - 1]?.arrivalIcao ?? null, planned[i + 1]?.departureIcao ?? null) })),
          confirm,
        );
        const input = { customerId: row.customerId, note: row.note, legs: planned };
        const origin = { intentionId: row.id, code: IntentionCode.initiate, payload: { intentionId: row.id, intentionNumber: row.intentionNumber, source: 'intention' } };
        const trip = await insertTripWithLegs(w, input, { status: init.status, releaseStatus: init.releaseStatus }, origin);
        const after = await createIntentionRepository(tx).set(row.id, { tripId: trip.id });
        return { intention: intentionView(after), trip: await trips.commands.answer(w.repo, trip, ctx) };
      }),
  };
}

export type IntentionService = ReturnType<typeof createIntentionService>;
