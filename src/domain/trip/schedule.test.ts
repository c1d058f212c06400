import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { EARTH_RADIUS_KM, estimateEteMinutes, ferryGaps, greatCircleKm, legsOverlap, overlaps, type ScheduledLeg } from './schedule';

const H = 3_600_000;
const leg = (id: string, from: string, to: string, dep: number, arr: number, p: Partial<ScheduledLeg> = {}): ScheduledLeg => ({
  id,
  from,
  to,
  departure: dep * H,
  arrival: arr * H,
  cancelled: false,
  ...p,
});

const airport = fc.constantFrom('ZBAA', 'ZSSS', 'ZGSZ', 'VHHH', 'RJTT');
const arbLeg = fc
  .record({
    from: airport,
    to: airport,
    dep: fc.integer({ min: 0, max: 200 }),
    len: fc.integer({ min: 1, max: 20 }),
    cancelled: fc.boolean(),
    forced: fc.constantFrom(null, '', 'owner request'),
  })
  .map((r) => ({ ...r }));
const arbLegs = fc.array(arbLeg, { maxLength: 12 }).map((rs) =>
  rs.map((r, i) => leg(`L${i}`, r.from, r.to, r.dep, r.dep + r.len, { cancelled: r.cancelled, forcedOverlapReason: r.forced })),
);
const pairKey = (a: string, b: string) => [a, b].sort().join('|');

describe('overlaps', () => {
  it('reports intersecting half-open intervals only', () => {
    const legs = [leg('a', 'ZBAA', 'ZSSS', 0, 2), leg('b', 'ZSSS', 'ZBAA', 2, 4), leg('c', 'ZBAA', 'ZGSZ', 3, 5)];
    expect(overlaps(legs)).toEqual([{ a: 'b', b: 'c' }]);
  });
  it('ignores cancelled and forced legs', () => {
    expect(overlaps([leg('a', 'X', 'Y', 0, 5), leg('b', 'Y', 'Z', 1, 2, { cancelled: true })])).toEqual([]);
    expect(overlaps([leg('a', 'X', 'Y', 0, 5), leg('b', 'Y', 'Z', 1, 2, { forcedOverlapReason: 'ok' })])).toEqual([]);
    expect(overlaps([leg('a', 'X', 'Y', 0, 5), leg('b', 'Y', 'Z', 1, 2, { forcedOverlapReason: '  ' })])).toHaveLength(1);
  });
  it('is symmetric and independent of order (property)', () => {
    fc.assert(
      fc.property(arbLegs, (legs) => {
        for (const x of legs) for (const y of legs) expect(legsOverlap(x, y)).toBe(legsOverlap(y, x));
        const forward = overlaps(legs).map((o) => pairKey(o.a, o.b)).sort();
        const backward = overlaps([...legs].reverse()).map((o) => pairKey(o.a, o.b)).sort();
        expect(backward).toEqual(forward);
      }),
    );
  });
  it('never reports cancelled legs (property)', () => {
    fc.assert(
      fc.property(arbLegs, (legs) => {
        const cancelled = new Set(legs.filter((l) => l.cancelled).map((l) => l.id));
        for (const o of overlaps(legs)) {
          expect(cancelled.has(o.a)).toBe(false);
          expect(cancelled.has(o.b)).toBe(false);
        }
      }),
    );
  });
});

describe('ferryGaps', () => {
  it('answers a positioning leg where the chain breaks', () => {
    const legs = [leg('a', 'ZBAA', 'ZSSS', 0, 2), leg('x', 'ZSSS', 'ZGSZ', 3, 4, { cancelled: true }), leg('b', 'ZGSZ', 'VHHH', 6, 7), leg('c', 'VHHH', 'ZBAA', 8, 11)];
    expect(ferryGaps(legs)).toEqual([{ from: 'ZSSS', to: 'ZGSZ', windowStart: 2 * H, windowEnd: 6 * H, afterLegId: 'a', beforeLegId: 'b' }]);
    expect(ferryGaps([])).toEqual([]);
  });
  it('closes every gap: the chain with ferries inserted is continuous (property)', () => {
    fc.assert(
      fc.property(arbLegs, (legs) => {
        const sorted = [...legs].sort((a, b) => a.departure - b.departure);
        const gaps = ferryGaps(sorted);
        const live = sorted.filter((l) => !l.cancelled);
        const chain: { from: string; to: string }[] = [];
        for (const l of live) {
          const gap = gaps.find((g) => g.beforeLegId === l.id);
          if (gap) chain.push(gap);
          chain.push(l);
        }
        for (let i = 1; i < chain.length; i++) expect(chain[i]!.from).toBe(chain[i - 1]!.to);
        for (const g of gaps) expect(g.from).not.toBe(g.to);
      }),
    );
  });
});

describe('greatCircleKm', () => {
  it('measures known distances', () => {
    const zbaa = { lat: 40.0801, lon: 116.5846 };
    const zsss = { lat: 31.1979, lon: 121.3363 };
    expect(greatCircleKm(zbaa, zsss)).toBeCloseTo(1078, -1);
    expect(greatCircleKm(zbaa, zbaa)).toBe(0);
    expect(greatCircleKm({ lat: 0, lon: 0 }, { lat: 0, lon: 180 })).toBeCloseTo(Math.PI * EARTH_RADIUS_KM, 6);
  });
  it('is symmetric (property)', () => {
    const p = fc.record({ lat: fc.double({ min: -90, max: 90, noNaN: true }), lon: fc.double({ min: -180, max: 180, noNaN: true }) });
    fc.assert(
      fc.property(p, p, (a, b) => {
        expect(greatCircleKm(a, b)).toBeCloseTo(greatCircleKm(b, a), 6);
      }),
    );
  });
});

describe('estimateEteMinutes', () => {
  it('adds taxi and rounds to 5 minutes', () => {
    expect(estimateEteMinutes(800, 800)).toBe(75);
    expect(estimateEteMinutes(1078, 800, 0)).toBe(80);
    expect(estimateEteMinutes(0, 800)).toBe(15);
    expect(estimateEteMinutes(100, 800, 10)).toBe(20);
  });
  it('refuses a non-positive speed and a negative distance', () => {
    expect(() => estimateEteMinutes(100, 0)).toThrow(RangeError);
    expect(() => estimateEteMinutes(-1, 800)).toThrow(RangeError);
  });
});
