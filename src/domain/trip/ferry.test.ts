import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyFerryPlan, FERRY_GROUND_MINUTES, ferryFrozen, firstOverlap, fixedSequence, newTooShort, planFerries, type PlanLeg } from './ferry';

const H = 3_600_000;
const M = 60_000;
const leg = (id: string, from: string, to: string, dep: number, arr: number, p: Partial<PlanLeg> = {}): PlanLeg => ({
  id,
  from,
  to,
  departure: dep * H,
  arrival: arr * H,
  cancelled: false,
  isFerry: false,
  frozen: false,
  departed: false,
  ferryForLegId: null,
  ...p,
});
const ete = () => 90;
const plan = (legs: PlanLeg[], start: string | null = null) => planFerries({ legs, start, eteMinutes: ete });

describe('planFerries', () => {
  it('plans a ferry arriving the ground time before the next departure, its ETE long', () => {
    const p = plan([leg('a', 'ZBAA', 'ZSSS', 0, 2), leg('b', 'ZGGG', 'ZBAA', 24, 27)]);
    expect(p.desired).toEqual([{ from: 'ZSSS', to: 'ZGGG', departure: 24 * H - FERRY_GROUND_MINUTES * M - 90 * M, arrival: 24 * H - FERRY_GROUND_MINUTES * M, forLegId: 'b' }]);
    expect(p.insert).toEqual(p.desired);
    expect(p).toMatchObject({ keep: [], update: [], remove: [], tooShort: [] });
  });

  it('needs no ferry for connected legs and ignores cancelled ones', () => {
    expect(plan([leg('a', 'ZBAA', 'ZSSS', 0, 2), leg('x', 'ZSSS', 'ZUUU', 3, 5, { cancelled: true }), leg('b', 'ZSSS', 'ZBAA', 24, 27)]).desired).toEqual([]);
  });

  it('starts from the given location', () => {
    expect(plan([leg('a', 'ZBAA', 'ZSSS', 10, 12)], 'ZGGG').desired.map((d) => [d.from, d.to, d.forLegId])).toEqual([['ZGGG', 'ZBAA', 'a']]);
    expect(plan([leg('a', 'ZBAA', 'ZSSS', 10, 12)]).desired).toEqual([]);
  });

  it('reports a window too short but still plans the ferry', () => {
    const p = plan([leg('a', 'ZBAA', 'ZSSS', 0, 2), leg('b', 'ZGGG', 'ZBAA', 4, 6)]);
    expect(p.desired).toHaveLength(1);
    expect(p.tooShort).toEqual([{ forLegId: 'b', afterLegId: 'a', from: 'ZSSS', to: 'ZGGG' }]);
    expect(plan([leg('a', 'ZBAA', 'ZSSS', 0, 2), leg('b', 'ZGGG', 'ZBAA', 5.5, 8)]).tooShort).toEqual([]);
  });

  it('keeps, moves and removes existing ferries matched by their leg', () => {
    const legs = [leg('a', 'ZBAA', 'ZSSS', 0, 2), leg('b', 'ZGGG', 'ZBAA', 24, 27)];
    const first = plan(legs);
    const planned = applyFerryPlan(legs, first, () => 'f1');
    expect(plan(planned)).toMatchObject({ keep: ['f1'], insert: [], update: [], remove: [] });
    const later = planned.map((l) => (l.id === 'b' ? { ...l, departure: 30 * H, arrival: 33 * H } : l));
    expect(plan(later).update).toEqual([{ id: 'f1', ferry: expect.objectContaining({ forLegId: 'b', arrival: 29 * H }) }]);
    const joined = planned.map((l) => (l.id === 'b' ? { ...l, from: 'ZSSS' } : l));
    expect(plan(joined)).toMatchObject({ remove: ['f1'], insert: [] });
  });

  it('never moves or removes a frozen ferry; it counts as a leg the aircraft flies', () => {
    const frozen = leg('f', 'ZSSS', 'ZUUU', 10, 12, { isFerry: true, frozen: true, ferryForLegId: 'gone' });
    const p = plan([leg('a', 'ZBAA', 'ZSSS', 0, 2), frozen, leg('b', 'ZGGG', 'ZBAA', 24, 27)]);
    expect(p.keep).toEqual(['f']);
    expect(p.remove).toEqual([]);
    expect(p.desired.map((d) => [d.from, d.to])).toEqual([['ZUUU', 'ZGGG']]);
  });

  it('plans no ferry in front of a departed leg, and drops the one there was', () => {
    const legs = [leg('a', 'ZBAA', 'ZSSS', 0, 2), leg('b', 'ZGGG', 'ZBAA', 24, 27)];
    const planned = applyFerryPlan(legs, plan(legs), () => 'f1');
    const flown = planned.map((l) => (l.id === 'b' ? { ...l, departed: true } : l));
    expect(plan(flown)).toMatchObject({ desired: [], remove: ['f1'] });
  });

  it('ferryFrozen: departed, or released for a live leg', () => {
    expect(ferryFrozen({ departed: true, released: false }, false)).toBe(true);
    expect(ferryFrozen({ departed: false, released: true }, true)).toBe(true);
    expect(ferryFrozen({ departed: false, released: true }, false)).toBe(false);
    expect(ferryFrozen({ departed: false, released: false }, true)).toBe(false);
  });

  it('newTooShort answers the gaps a change introduced', () => {
    const gap = { forLegId: 'b', afterLegId: 'a', from: 'X', to: 'Y' };
    expect(newTooShort([gap], [gap])).toEqual([]);
    expect(newTooShort([], [gap])).toEqual([gap]);
  });

  it('firstOverlap: half-open intervals, cancelled legs and the leg itself left out', () => {
    const others = [leg('a', 'X', 'Y', 0, 2), leg('c', 'X', 'Y', 3, 5, { cancelled: true })];
    expect(firstOverlap({ id: 'b', departure: 2 * H, arrival: 4 * H }, others)).toBeNull();
    expect(firstOverlap({ id: 'b', departure: 1 * H, arrival: 4 * H }, others)?.id).toBe('a');
    expect(firstOverlap({ id: 'a', departure: 1 * H, arrival: 4 * H }, others)).toBeNull();
  });
});

// ---- properties -----------------------------------------------------------------------------

const airport = fc.constantFrom('ZBAA', 'ZSSS', 'ZGGG', 'ZUUU', 'VHHH');
const arbLegs = fc
  .array(
    fc.record({
      from: airport,
      to: airport,
      dep: fc.integer({ min: 0, max: 400 }),
      len: fc.integer({ min: 1, max: 12 }),
      cancelled: fc.boolean(),
      ferry: fc.constantFrom('none', 'none', 'movable', 'frozen'),
      departed: fc.boolean(),
      forIndex: fc.nat(20),
    }),
    { maxLength: 14 },
  )
  .map((rs) =>
    rs.map((r, i) =>
      leg(`L${i}`, r.from, r.to, r.dep, r.dep + r.len, {
        cancelled: r.cancelled,
        isFerry: r.ferry !== 'none',
        frozen: r.ferry === 'frozen',
        departed: r.departed && r.ferry !== 'movable',
        ferryForLegId: r.ferry === 'none' ? null : `L${r.forIndex % rs.length}`,
      }),
    ),
  );
const arbEte = fc.func(fc.integer({ min: 15, max: 600 }));
const arbStart = fc.option(airport, { nil: null });

describe('planFerries properties', () => {
  it('after applying the plan every consecutive pair of legs the aircraft flies connects', () => {
    fc.assert(
      fc.property(arbLegs, arbEte, arbStart, (legs, f, start) => {
        const eteMinutes = (a: string, b: string) => f(a, b);
        const p = planFerries({ legs, start, eteMinutes });
        const after = applyFerryPlan(legs, p);
        const sequence = fixedSequence(after);
        const ferries = after.filter((l) => l.isFerry && !l.cancelled && !l.frozen);
        let at: string | null = start;
        for (const l of sequence) {
          if (at !== null && at !== l.from && !l.departed) {
            const closing = ferries.filter((x) => x.ferryForLegId === l.id);
            expect(closing).toHaveLength(1);
            expect(closing[0]).toMatchObject({ from: at, to: l.from });
            expect(closing[0]!.arrival).toBeLessThanOrEqual(l.departure);
          }
          at = l.to;
        }
        // every movable ferry left closes one gap: none is left over
        expect(ferries).toHaveLength(p.desired.length);
      }),
    );
  });

  it('re-planning a planned schedule changes nothing (idempotent)', () => {
    fc.assert(
      fc.property(arbLegs, arbEte, arbStart, (legs, f, start) => {
        const eteMinutes = (a: string, b: string) => f(a, b);
        const once = applyFerryPlan(legs, planFerries({ legs, start, eteMinutes }));
        const again = planFerries({ legs: once, start, eteMinutes });
        expect(again.insert).toEqual([]);
        expect(again.update).toEqual([]);
        expect(again.remove).toEqual([]);
        expect(applyFerryPlan(once, again)).toEqual(once);
      }),
    );
  });

  it('never touches customer legs nor frozen ferries', () => {
    fc.assert(
      fc.property(arbLegs, arbEte, arbStart, (legs, f, start) => {
        const p = planFerries({ legs, start, eteMinutes: (a, b) => f(a, b) });
        const fixed = new Set(legs.filter((l) => !l.isFerry || l.frozen).map((l) => l.id));
        for (const id of [...p.remove, ...p.update.map((u) => u.id)]) expect(fixed.has(id)).toBe(false);
        const after = applyFerryPlan(legs, p);
        for (const l of legs) if (fixed.has(l.id)) expect(after.find((x) => x.id === l.id)).toEqual(l);
      }),
    );
  });
});
