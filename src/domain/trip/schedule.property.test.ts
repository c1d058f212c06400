/**
 * The fleet schedule's invariants over random command sequences, on the domain functions alone:
 * a small model of trips, legs and aircraft runs add / insert / edit / cancel / cancelTrip /
 * evaluate / assign / release / takeoff / landing through src/domain/trip (the same decisions the
 * server takes: overlap refusal unless forced, ferry re-planning, short windows refused unless
 * forced) and checks after every step that
 * - a cancelled trip has no live customer leg, and its ferries are committed ones only;
 * - a flown leg never changes again;
 * - no two legs of an aircraft overlap unless one carries a forced reason;
 * - the ferries close every gap of every aircraft (but in front of a departed leg), none left over.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Result } from './errors';
import { ferryFrozen, firstOverlap, fixedSequence, newTooShort, planFerries, type PlanLeg } from './ferry';
import type { LegFacts } from './facts';
import { addLeg, cancelLeg, editLeg, insertLeg } from './legEditing';
import { assignAircraft, attachFlightPlan, confirmAirworthiness, decideRelease, recordLanding, recordTakeoff, submitReady } from './legFlow';
import { LegState, TripStatus } from './states';
import { cancelTrip, evaluatePerformance } from './tripFlow';

const H = 3_600_000;
const AIRPORTS = ['ZBAA', 'ZSSS', 'ZGGG', 'ZUUU'] as const;
const PLANES = ['P1', 'P2'] as const;
const ete = () => 120;
const DEPARTED: readonly number[] = [LegState.flying, LegState.flown];

interface MLeg extends LegFacts {
  id: string;
  tripId: string;
  from: string;
  to: string;
  dep: number;
  arr: number;
  aircraft: string | null;
  ferryFor: string | null;
  forced: string | null;
}
interface MTrip {
  id: string;
  status: TripStatus;
  locked: boolean;
  legs: MLeg[];
}
interface World {
  trips: MTrip[];
  ferries: MLeg[];
  next: number;
}

class Refused extends Error {}
const must = <T,>(r: Result<T>): T => {
  if (!r.ok) throw new Refused(r.key);
  return r.value;
};

function newLeg(w: World, tripId: string, from: string, to: string, dep: number, len: number, p: Partial<MLeg> = {}): MLeg {
  return {
    id: `L${w.next++}`,
    tripId,
    from,
    to,
    dep: dep * H,
    arr: (dep + len) * H,
    state: LegState.notEvaluated,
    isFerry: false,
    locked: false,
    hasAircraft: false,
    hasCrew: true,
    airworthiness: null,
    hasFlightPlan: false,
    hasReleaseDocuments: true,
    evaluation: null,
    plannedDepartureUtc: null,
    actualTakeoffUtc: null,
    actualLandingUtc: null,
    aircraft: null,
    ferryFor: null,
    forced: null,
    ...p,
  };
}

const allLegs = (w: World): MLeg[] => [...w.trips.flatMap((t) => t.legs), ...w.ferries];
const legsOf = (w: World, plane: string) => allLegs(w).filter((l) => l.aircraft === plane);
/** Committed ferries as the server decides them (fleetSchedule.ts). */
const frozen = (w: World, l: MLeg) => {
  const target = l.ferryFor === null ? undefined : allLegs(w).find((x) => x.id === l.ferryFor && x.aircraft === l.aircraft);
  return l.isFerry && ferryFrozen({ departed: DEPARTED.includes(l.state), released: l.state === LegState.released }, target !== undefined && target.state !== LegState.cancelled);
};
const planLeg =
  (w: World) =>
  (l: MLeg): PlanLeg => ({
    id: l.id,
    from: l.from,
    to: l.to,
    departure: l.dep,
    arrival: l.arr,
    cancelled: l.state === LegState.cancelled,
    isFerry: l.isFerry,
    frozen: frozen(w, l),
    departed: DEPARTED.includes(l.state),
    ferryForLegId: l.ferryFor,
  });
const iso = (ms: number) => new Date(ms).toISOString();

/** The overlap rule of a leg that gets an aircraft or new times (fleetSchedule.checkOverlap). */
function overlapRule(w: World, leg: MLeg, plane: string, force: string | null) {
  const others = legsOf(w, plane).map(planLeg(w)).filter((l) => !l.isFerry || l.frozen);
  if (firstOverlap({ id: leg.id, departure: leg.dep, arrival: leg.arr }, others) && force === null) throw new Refused('trip.error.aircraftOverlap');
  leg.forced = force;
}

/** Ferry re-planning after a command (fleetSchedule.replanFerries). */
function replan(before: World, w: World, force: string | null) {
  for (const plane of PLANES) {
    const legs = legsOf(w, plane);
    const plan = planFerries({ legs: legs.map(planLeg(w)), eteMinutes: ete });
    const introduced = newTooShort(planFerries({ legs: legsOf(before, plane).map(planLeg(before)), eteMinutes: ete }).tooShort, plan.tooShort);
    if (introduced.length > 0 && force === null) throw new Refused('trip.error.ferryWindowTooShort');
    const forcedFor = new Set(introduced.map((t) => t.forLegId));
    const byId = new Map(legs.map((l) => [l.id, l]));
    w.ferries = w.ferries.filter((f) => !plan.remove.includes(f.id));
    for (const u of plan.update) {
      const f = w.ferries.find((x) => x.id === u.id)!;
      Object.assign(f, { from: u.ferry.from, to: u.ferry.to, dep: u.ferry.departure, arr: u.ferry.arrival, state: LegState.planned, airworthiness: null, hasFlightPlan: false });
      if (forcedFor.has(u.ferry.forLegId)) f.forced = force;
    }
    for (const d of plan.insert) {
      const target = byId.get(d.forLegId)!;
      w.ferries.push(
        newLeg(w, target.tripId, d.from, d.to, 0, 0, {
          dep: d.departure,
          arr: d.arrival,
          isFerry: true,
          ferryFor: d.forLegId,
          aircraft: plane,
          hasAircraft: true,
          state: LegState.planned,
          evaluation: { result: 'pass' },
          forced: forcedFor.has(d.forLegId) ? force : null,
        }),
      );
    }
  }
}

type Op =
  | { kind: 'add' | 'insert'; trip: number; pos: number; from: number; to: number; dep: number; len: number }
  | { kind: 'edit'; trip: number; leg: number; from: number; to: number; shift: number; force: boolean }
  | { kind: 'cancel' | 'evaluate' | 'release' | 'takeoff' | 'landing'; trip: number; leg: number; ferry: boolean }
  | { kind: 'cancelTrip'; trip: number }
  | { kind: 'assign'; trip: number; leg: number; plane: number; force: boolean };

/** Applies the command to `w` (refusals throw); answers the operator's forced reason, if any. */
function apply(w: World, op: Op): string | null {
  const trip = w.trips[op.trip % w.trips.length]!;
  const facts = { status: trip.status, locked: trip.locked, legs: trip.legs };
  const pick = (i: number) => trip.legs[i % Math.max(1, trip.legs.length)];
  let force: string | null = null;
  switch (op.kind) {
    case 'add':
    case 'insert': {
      const at = op.kind === 'add' ? must(addLeg(facts)) : must(insertLeg(facts, op.pos % (trip.legs.length + 1)));
      trip.legs.splice(at.index, 0, newLeg(w, trip.id, AIRPORTS[op.from]!, AIRPORTS[op.to]!, op.dep, op.len));
      break;
    }
    case 'edit': {
      const leg = pick(op.leg);
      if (!leg) throw new Refused('none');
      must(editLeg(facts, trip.legs.indexOf(leg)));
      Object.assign(leg, { from: AIRPORTS[op.from]!, to: AIRPORTS[op.to]!, dep: leg.dep + op.shift * H, arr: leg.arr + op.shift * H });
      force = op.force ? 'forced' : null;
      if (leg.aircraft && op.shift !== 0) overlapRule(w, leg, leg.aircraft, force);
      break;
    }
    case 'cancel': {
      const leg = pick(op.leg);
      if (!leg) throw new Refused('none');
      leg.state = must(cancelLeg(facts, trip.legs.indexOf(leg), 'customer')).state;
      break;
    }
    case 'cancelTrip': {
      const next = must(cancelTrip(facts, 'customer'));
      trip.status = next.status;
      trip.legs.forEach((l, i) => (l.state = next.legStates[i]!));
      break;
    }
    case 'evaluate': {
      const leg = pick(op.leg);
      if (!leg) throw new Refused('none');
      const out = must(evaluatePerformance(facts, trip.legs.indexOf(leg), { result: 'pass' }));
      Object.assign(leg, { state: out.legState, evaluation: out.evaluation });
      trip.status = out.tripStatus;
      break;
    }
    case 'assign': {
      const leg = pick(op.leg);
      if (!leg) throw new Refused('none');
      const next = must(assignAircraft(leg));
      const plane = PLANES[op.plane % PLANES.length]!;
      force = op.force ? 'forced' : null;
      overlapRule(w, leg, plane, force);
      Object.assign(leg, { aircraft: plane, state: next.state, hasAircraft: true, airworthiness: null, hasFlightPlan: false });
      break;
    }
    case 'release':
    case 'takeoff':
    case 'landing': {
      // each picks among the legs in the state it needs (random picks would rarely reach a flown leg)
      const wanted: readonly LegState[] =
        op.kind === 'release' ? [LegState.planned, LegState.preparing] : op.kind === 'takeoff' ? [LegState.released] : [LegState.flying];
      const pool = (op.ferry ? w.ferries.filter((f) => f.tripId === trip.id) : trip.legs).filter((l) => wanted.includes(l.state));
      const leg = pool[op.leg % Math.max(1, pool.length)];
      if (!leg) throw new Refused('none');
      if (op.kind === 'release') {
        Object.assign(leg, must(confirmAirworthiness(leg, 'airworthy')));
        Object.assign(leg, must(attachFlightPlan(leg)));
        leg.state = must(submitReady(leg)).state;
        leg.state = must(decideRelease(leg, 'release')).state;
      } else if (op.kind === 'takeoff') {
        const r = must(recordTakeoff({ ...leg, plannedDepartureUtc: iso(leg.dep) }, iso(leg.dep)));
        Object.assign(leg, { state: r.state, actualTakeoffUtc: r.actualTakeoffUtc });
      } else {
        const r = must(recordLanding(leg, iso(leg.arr)));
        Object.assign(leg, { state: r.state, actualLandingUtc: r.actualLandingUtc });
      }
      break;
    }
  }
  return force;
}

/** One command: applied to a copy, re-planned, kept only when nothing refused. */
function step(w: World, op: Op): World {
  const next = structuredClone(w);
  try {
    replan(w, next, apply(next, op));
    return next;
  } catch (e) {
    if (e instanceof Refused) return w;
    throw e;
  }
}

function checkInvariants(w: World, flown: Map<string, MLeg>) {
  for (const t of w.trips.filter((x) => x.status === TripStatus.cancelled)) {
    for (const l of t.legs) expect([LegState.cancelled, LegState.flown]).toContain(l.state);
    for (const f of w.ferries.filter((x) => x.tripId === t.id)) expect(frozen(w, f)).toBe(true);
  }
  const legs = allLegs(w);
  for (const [id, snapshot] of flown) expect(legs.find((l) => l.id === id)).toEqual(snapshot);
  for (const l of legs) if (l.state === LegState.flown && !flown.has(l.id)) flown.set(l.id, structuredClone(l));
  for (const plane of PLANES) {
    const mine = legsOf(w, plane).filter((l) => l.state !== LegState.cancelled);
    const fixed = mine.filter((l) => !l.isFerry || frozen(w, l));
    for (const [i, a] of fixed.entries()) {
      for (const b of fixed.slice(i + 1)) if (a.dep < b.arr && b.dep < a.arr) expect(a.forced ?? b.forced).not.toBeNull();
    }
    const movable = mine.filter((l) => l.isFerry && !frozen(w, l));
    let at: string | null = null;
    let closed = 0;
    for (const l of fixedSequence(mine.map(planLeg(w)))) {
      if (at !== null && at !== l.from && !l.departed) {
        const f = movable.filter((x) => x.ferryFor === l.id);
        expect(f.map((x) => [x.from, x.to])).toEqual([[at, l.from]]);
        closed++;
      }
      at = l.to;
    }
    expect(movable).toHaveLength(closed);
  }
}

const idx = fc.nat(9);
const ap = fc.nat(AIRPORTS.length - 1);
const arbOp: fc.Arbitrary<Op> = fc.oneof(
  { weight: 2, arbitrary: fc.record({ kind: fc.constantFrom('add' as const, 'insert' as const), trip: idx, pos: idx, from: ap, to: ap, dep: fc.integer({ min: 0, max: 150 }), len: fc.integer({ min: 1, max: 5 }) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('edit' as const), trip: idx, leg: idx, from: ap, to: ap, shift: fc.integer({ min: -6, max: 6 }), force: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constantFrom('cancel' as const, 'evaluate' as const), trip: idx, leg: idx, ferry: fc.constant(false) }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constantFrom('release' as const, 'takeoff' as const, 'landing' as const), trip: idx, leg: idx, ferry: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancelTrip' as const), trip: idx }) },
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('assign' as const), trip: idx, leg: idx, plane: idx, force: fc.boolean() }) },
);

function initial(): World {
  const w: World = { trips: [], ferries: [], next: 1 };
  const evaluated = { state: LegState.evaluated, evaluation: { result: 'pass' } } as const;
  for (let i = 0; i < 4; i++) {
    const t: MTrip = { id: `T${i}`, status: TripStatus.preparing, locked: false, legs: [] };
    const [a, b, c] = [AIRPORTS[i]!, AIRPORTS[(i + 1) % 4]!, AIRPORTS[(i + 2) % 4]!];
    t.legs.push(newLeg(w, t.id, a, b, 10 + i * 30, 3, evaluated), newLeg(w, t.id, b, c, 20 + i * 30, 3, evaluated));
    w.trips.push(t);
  }
  return w;
}

describe('fleet schedule invariants (domain, random command sequences)', () => {
  it('hold after every command', () => {
    // what the runs reached, so the properties cannot hold vacuously
    const seen = { ferries: 0, frozenFerries: 0, flown: 0, forced: 0, refused: 0 };
    fc.assert(
      fc.property(fc.array(arbOp, { minLength: 1, maxLength: 60, size: 'max' }), (ops) => {
        let w = initial();
        const flown = new Map<string, MLeg>();
        for (const op of ops) {
          const next = step(w, op);
          if (next === w) seen.refused++;
          w = next;
          checkInvariants(w, flown);
          seen.ferries += w.ferries.length;
          seen.frozenFerries += w.ferries.filter((f) => frozen(w, f)).length;
          seen.forced += allLegs(w).filter((l) => l.forced !== null).length;
        }
        seen.flown += flown.size;
      }),
      // a fixed seed keeps CI deterministic (and the reach counts below stable); FC_SEED explores others
      { numRuns: 100, seed: Number(process.env.FC_SEED ?? 20_261_122) },
    );
    for (const [what, n] of Object.entries(seen)) expect(n, what).toBeGreaterThan(0);
  });
});
