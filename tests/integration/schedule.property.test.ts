/**
 * The fleet schedule's invariants through the real server: short random sequences of trip and leg
 * commands (assign with or without a forced reason, edits of times and airports, cancellations,
 * added legs, a ferry's airworthiness) on two fresh aircraft per run, then from the database:
 * - no command answered 5xx;
 * - a cancelled trip has no live customer leg, and its ferries are committed ones only;
 * - no two legs of an aircraft overlap unless one carries a forced reason;
 * - the ferries close every gap: re-planning the stored legs changes nothing.
 */
import { inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planFerries } from '../../src/domain/trip/ferry';
import { tripLegs, trips } from '../../server/db/schema';
import { planLegs } from '../../server/modules/trip/trips/fleetSchedule';
import { ok } from '../support/expect';
import { createTestApp } from '../support/testApp';
import { legInput } from '../support/trips';

const t = await createTestApp();
afterAll(async () => t.close());

const TRIPS = '/trip/v1/trips';
const LEGS = '/trip/v1/tripLegs';
const AIRPORTS = ['ZBAA', 'ZSSS', 'ZGGG', 'ZUUU'] as const;
let admin = '';
let customerId = '';
let typeId = '';
let tails = 0;
/** What the runs reached, so the properties cannot hold vacuously. */
const seen = { accepted: 0, refused: 0, ferries: 0, forced: 0 };
const post = (url: string, payload: object) => t.call(admin, { method: 'POST', url, payload });

type Leg = { id: string };
type Trip = { id: string; version: number; legs: Leg[]; ferryLegs: Leg[] };

type Op =
  | { kind: 'assign'; trip: number; leg: number; plane: number; force: boolean }
  | { kind: 'edit'; trip: number; leg: number; shift: number; from: number; force: boolean }
  | { kind: 'cancel'; trip: number; leg: number }
  | { kind: 'cancelTrip'; trip: number }
  | { kind: 'addLeg'; trip: number; from: number; to: number; hour: number }
  | { kind: 'ferryAirworthy'; trip: number };

const n = fc.nat(9);
const arbOp: fc.Arbitrary<Op> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('assign' as const), trip: n, leg: n, plane: n, force: fc.boolean() }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('edit' as const), trip: n, leg: n, shift: fc.integer({ min: -4, max: 4 }), from: fc.nat(3), force: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), trip: n, leg: n }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancelTrip' as const), trip: n }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('addLeg' as const), trip: n, from: fc.nat(3), to: fc.nat(3), hour: fc.integer({ min: 0, max: 23 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('ferryAirworthy' as const), trip: n }) },
);
const arbRun = fc.record({
  legs: fc.array(fc.record({ from: fc.nat(3), to: fc.nat(3), day: fc.integer({ min: 1, max: 3 }), hour: fc.integer({ min: 0, max: 18 }) }), { minLength: 3, maxLength: 4 }),
  ops: fc.array(arbOp, { minLength: 4, maxLength: 8, size: 'max' }),
});

const hh = (h: number) => `${String(h).padStart(2, '0')}:00`;
const pick = <T,>(xs: readonly T[], i: number): T | undefined => xs[i % Math.max(1, xs.length)];

async function evaluated(legs: object[]): Promise<Trip> {
  let trip: Trip = ok(await post(TRIPS, { customerId, legs, confirm: true }));
  trip = ok(await post(`${TRIPS}/${trip.id}/submit`, { version: trip.version }));
  trip = ok(await post(`${TRIPS}/${trip.id}/receive`, { version: trip.version }));
  for (const l of trip.legs) trip = ok(await post(`${LEGS}/${l.id}/evaluate`, { version: trip.version, result: 'pass' }));
  return trip;
}

type Run = { legs: { from: number; to: number; day: number; hour: number }[]; ops: Op[] };

async function runOnce(run: Run): Promise<void> {
  const planes: string[] = [];
  for (let i = 0; i < 2; i++) planes.push(ok(await post('/fleet/v1/aircraft', { tailNo: `B-SP${String(++tails).padStart(3, '0')}`, typeId })).id);
  // two trips of one or two legs each
  const input = run.legs.map((l) => legInput(AIRPORTS[l.from]!, AIRPORTS[l.to]!, l.day, { off: hh(l.hour), on: hh(l.hour + 3) }));
  const ids = [(await evaluated(input.slice(0, 2))).id, (await evaluated(input.slice(2))).id];
  const statuses: number[] = [];

  for (const op of run.ops) {
    const trip: Trip = ok(await t.call(admin, { method: 'GET', url: `${TRIPS}/${pick(ids, op.trip)}` }));
    const leg = 'leg' in op ? pick(trip.legs, op.leg) : undefined;
    const reason = 'force' in op && op.force ? { forceOverlapReason: 'ops accepted' } : {};
    let res;
    if (op.kind === 'assign') res = await post(`${LEGS}/${leg!.id}/assignAircraft`, { version: trip.version, aircraftId: pick(planes, op.plane), ...reason });
    else if (op.kind === 'edit') {
      const full = leg as Leg & { plannedDepartureUtc: string; plannedArrivalUtc: string };
      const shift = (iso: string) => new Date(Date.parse(iso) + op.shift * 3_600_000).toISOString();
      res = await post(`${LEGS}/${leg!.id}/edit`, {
        version: trip.version,
        departureIcao: AIRPORTS[op.from],
        plannedDepartureUtc: shift(full.plannedDepartureUtc),
        plannedArrivalUtc: shift(full.plannedArrivalUtc),
        confirm: true,
        ...reason,
      });
    } else if (op.kind === 'cancel') res = await post(`${LEGS}/${leg!.id}/cancel`, { version: trip.version, reasonType: 'company' });
    else if (op.kind === 'cancelTrip') res = await post(`${TRIPS}/${trip.id}/cancel`, { version: trip.version, reasonType: 'customer' });
    else if (op.kind === 'addLeg') res = await post(`${TRIPS}/${trip.id}/addLeg`, { version: trip.version, leg: legInput(AIRPORTS[op.from]!, AIRPORTS[op.to]!, 4, { off: hh(op.hour % 20), on: hh((op.hour % 20) + 2) }), confirm: true });
    else {
      const ferry = trip.ferryLegs[0];
      if (!ferry) continue;
      res = await post(`${LEGS}/${ferry.id}/airworthiness`, { version: trip.version, value: 'airworthy' });
    }
    statuses.push(res.statusCode);
  }

  for (const s of statuses) expect([200, 400]).toContain(s);
  const rows = await t.database.db.select().from(tripLegs).where(inArray(tripLegs.tripId, ids));
  seen.accepted += statuses.filter((s) => s === 200).length;
  seen.refused += statuses.filter((s) => s === 400).length;
  seen.ferries += rows.filter((r) => r.isFerry).length;
  seen.forced += rows.filter((r) => r.forcedOverlapReason !== null).length;
  const tripRows = await t.database.db.select().from(trips).where(inArray(trips.id, ids));
  for (const tr of tripRows.filter((x) => x.status === 'cancelled')) {
    for (const l of rows.filter((r) => r.tripId === tr.id)) expect([0, 5]).toContain(l.legState);
  }
  for (const plane of planes) {
    const mine = (await t.database.db.select().from(tripLegs).where(inArray(tripLegs.aircraftId, [plane]))).filter((r) => r.legState !== 0);
    const plan = planLegs(mine);
    const fixed = plan.map((p, i) => ({ p, r: mine[i]! })).filter((x) => !x.p.isFerry || x.p.frozen);
    for (const [i, a] of fixed.entries()) {
      for (const b of fixed.slice(i + 1)) {
        if (a.p.departure < b.p.arrival && b.p.departure < a.p.arrival) expect(a.r.forcedOverlapReason ?? b.r.forcedOverlapReason).not.toBeNull();
      }
    }
    const again = planFerries({ legs: plan, eteMinutes: () => 0 });
    // times depend on the ETE: compare the routes and the legs served, not the instants
    expect(again.insert).toEqual([]);
    expect(again.remove).toEqual([]);
    for (const u of again.update) {
      const row = mine.find((r) => r.id === u.id)!;
      expect([row.departureIcao, row.arrivalIcao, row.ferryForLegId]).toEqual([u.ferry.from, u.ferry.to, u.ferry.forLegId]);
    }
  }
}

beforeAll(async () => {
  admin = await t.signIn('admin');
  customerId = ok(await post('/customer/v1/customers', { type: 1, name: 'Schedule Property Customer' })).id;
  typeId = ok(await post('/fleet/v1/aircraftTypes', { code: 'SP-G650', name: 'G650', cruiseSpeedKmh: 900, taxiMinutes: 10 })).id;
});

describe('fleet schedule invariants (server, random command sequences)', () => {
  it('hold in the database after every run', async () => {
    await fc.assert(fc.asyncProperty(arbRun, runOnce), { numRuns: 15, endOnFailure: true, seed: Number(process.env.FC_SEED ?? 20_261_122) });
    for (const [what, count] of Object.entries(seen)) expect(count, what).toBeGreaterThan(0);
  }, 120_000);
});
