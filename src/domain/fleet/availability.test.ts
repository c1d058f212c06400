import { describe, expect, it } from 'vitest';
import { legUpkeepVerdict, statusAt, statusCode, upkeepSpans, type FaultFacts, type MaintenanceFacts } from './availability';

const H = 3_600_000;
const T0 = Date.parse('2026-05-01T00:00:00Z');
const aog = (over: Partial<FaultFacts> = {}): FaultFacts => ({ id: 'f-aog', kind: 'aog', state: 'open', discoveredAt: T0, ...over });
const mel = (over: Partial<FaultFacts> = {}): FaultFacts => ({ id: 'f-mel', kind: 'mel', state: 'open', melItem: '21-31-01', melCategory: 'C', discoveredAt: T0, deadlineAt: T0 + 240 * H, ...over });
const plan = (over: Partial<MaintenanceFacts> = {}): MaintenanceFacts => ({ id: 'p1', name: 'A-check', state: 'planned', plannedStart: T0 + 48 * H, plannedEnd: T0 + 72 * H, ...over });

describe('aircraft status from faults and inspections', () => {
  it('AOG outranks MEL outranks maintenance', () => {
    expect(statusAt([], [], T0)).toBe('airworthy');
    expect(statusAt([mel()], [], T0 + H)).toBe('mel');
    expect(statusAt([mel(), aog()], [], T0 + H)).toBe('aog');
    expect(statusAt([mel()], [plan()], T0 + 50 * H)).toBe('mel');
    expect(statusAt([], [plan()], T0 + 50 * H)).toBe('maintenance');
    expect(statusAt([], [plan()], T0 + 72 * H)).toBe('airworthy');
    expect(statusAt([], [plan({ state: 'done' })], T0 + 50 * H)).toBe('airworthy');
    expect(statusCode('aog')).toBe(4);
    expect(statusCode('mel')).toBe(3);
    expect(statusCode('maintenance')).toBe(2);
    expect(statusCode('airworthy')).toBe(0);
  });

  it('a closed fault counts only while it was open; a maintenance fault never changes status', () => {
    const closed = aog({ state: 'closed', closedAt: T0 + 5 * H });
    expect(statusAt([closed], [], T0 + 4 * H)).toBe('aog');
    expect(statusAt([closed], [], T0 + 5 * H)).toBe('airworthy');
    expect(statusAt([aog({ kind: 'maintenance' })], [], T0 + H)).toBe('airworthy');
    expect(statusAt([aog({ discoveredAt: T0 + 10 * H })], [], T0)).toBe('airworthy');
  });

  it('spans: open AOG runs on (or to its expected return), MEL to closing, inspections their window', () => {
    const spans = upkeepSpans([aog(), mel({ state: 'closed', closedAt: T0 + 30 * H }), aog({ id: 'a2', expectedReturnAt: T0 + 9 * H })], [plan(), plan({ id: 'p2', state: 'cancelled' })]);
    expect(spans.map((s) => [s.status, s.sourceId, s.end === null ? null : (s.end - T0) / H])).toEqual([
      ['aog', 'f-aog', null],
      ['mel', 'f-mel', 30],
      ['aog', 'a2', 9],
      ['maintenance', 'p1', 72],
    ]);
  });
});

describe('a leg on an aircraft with faults or inspections', () => {
  it('an open AOG refuses; after its expected return it warns', () => {
    expect(legUpkeepVerdict([aog()], [], T0 + H, T0 + 3 * H).refusals).toEqual([{ kind: 'aog', faultId: 'f-aog', expectedReturnAt: null }]);
    const back = legUpkeepVerdict([aog({ expectedReturnAt: T0 + 10 * H })], [], T0 + 12 * H, T0 + 14 * H);
    expect(back.refusals).toEqual([]);
    expect(back.warnings[0]?.kind).toBe('aogExpectedBack');
  });

  it('a fault found after the leg landed says nothing about it', () => {
    expect(legUpkeepVerdict([aog({ discoveredAt: T0 + 10 * H }), mel({ discoveredAt: T0 + 10 * H })], [], T0 + H, T0 + 3 * H)).toEqual({ refusals: [], warnings: [] });
  });

  it('an inspection window refuses an overlapping leg, not one that ends as it starts', () => {
    expect(legUpkeepVerdict([], [plan()], T0 + 47 * H, T0 + 49 * H).refusals[0]?.kind).toBe('maintenance');
    expect(legUpkeepVerdict([], [plan()], T0 + 46 * H, T0 + 48 * H).refusals).toEqual([]);
    expect(legUpkeepVerdict([], [plan({ state: 'done' })], T0 + 47 * H, T0 + 49 * H).refusals).toEqual([]);
  });

  it('an open MEL warns until its deadline and refuses a leg that lands after it', () => {
    const before = legUpkeepVerdict([mel()], [], T0 + H, T0 + 3 * H);
    expect(before.refusals).toEqual([]);
    expect(before.warnings).toEqual([{ kind: 'mel', faultId: 'f-mel', melItem: '21-31-01', deadlineAt: T0 + 240 * H }]);
    const after = legUpkeepVerdict([mel()], [], T0 + 239 * H, T0 + 241 * H);
    expect(after.refusals[0]?.kind).toBe('melExpired');
    expect(legUpkeepVerdict([mel({ state: 'closed', closedAt: T0 + 2 * H })], [], T0 + 239 * H, T0 + 241 * H)).toEqual({ refusals: [], warnings: [] });
  });
});
