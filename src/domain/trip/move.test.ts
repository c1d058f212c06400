import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { GK, ganttStatusCode, moveVerdict, type MoveAircraftLeg, type MoveInput, type MoveTripLeg } from './move';
import { LegState } from './states';
import type { TargetUpkeep } from './upkeepRules';

const H = 3_600_000;
const T0 = Date.UTC(2026, 10, 1, 8);
const tripLeg = (n: number, over: Partial<MoveTripLeg> = {}): MoveTripLeg => ({
  id: `L${n}`,
  legNumber: n,
  state: LegState.planned,
  locked: false,
  aircraftId: 'A',
  departure: T0 + (n - 1) * 6 * H,
  arrival: T0 + (n - 1) * 6 * H + 2 * H,
  ...over,
});
const other = (over: Partial<MoveAircraftLeg> = {}): MoveAircraftLeg => ({
  id: 'X1',
  tripNumber: 'T2611-0009',
  legNumber: 1,
  state: LegState.planned,
  isFerry: false,
  departure: T0 + 24 * H,
  arrival: T0 + 26 * H,
  ...over,
});
const NONE: TargetUpkeep = { faults: [], plans: [] };
const input = (over: Partial<MoveInput> = {}): MoveInput => ({
  trip: { status: 'preparing', locked: false, legs: [tripLeg(1), tripLeg(2), tripLeg(3)] },
  leg: { id: 'L2', isFerry: false },
  target: { aircraftId: 'B', tailNo: 'B-1234', upkeep: NONE },
  departure: T0 + 6 * H,
  aircraftLegs: [],
  ...over,
});

describe('moveVerdict', () => {
  it('allows a move to another aircraft and keeps the flight time', () => {
    const v = moveVerdict(input({ departure: T0 + 7 * H }));
    expect(v).toMatchObject({ status: 'allowed', key: null, arrival: T0 + 9 * H, forced: false });
  });
  it('allows a move that changes nothing', () => {
    expect(moveVerdict(input({ target: { aircraftId: 'A', tailNo: 'B-0001', upkeep: { faults: [{ id: 'f', kind: 'aog', state: 'open', discoveredAt: T0 - H }], plans: [] } } })).status).toBe('allowed');
  });
  it('refuses ferries, closed legs and legs before a departed one', () => {
    expect(moveVerdict(input({ leg: { id: 'F', isFerry: true } }))).toMatchObject({ status: 'refused', key: 'trip.error.ferryNotEditable' });
    for (const [state, key] of [
      [LegState.cancelled, 'trip.error.cancelledLegNotEditable'],
      [LegState.flying, 'trip.error.flyingLegNotEditable'],
      [LegState.flown, 'trip.error.legAlreadyFlown'],
    ] as const) {
      const legs = [tripLeg(1), tripLeg(2, { state }), tripLeg(3)];
      expect(moveVerdict(input({ trip: { status: 'preparing', locked: false, legs } }))).toMatchObject({ status: 'refused', key });
    }
    const later = [tripLeg(1), tripLeg(2), tripLeg(3, { state: LegState.flying })];
    expect(moveVerdict(input({ trip: { status: 'preparing', locked: false, legs: later } }))).toMatchObject({ key: 'trip.error.laterLegFlying' });
    expect(moveVerdict(input({ trip: { status: 'preparing', locked: true, legs: [tripLeg(2)] } }))).toMatchObject({ key: 'trip.error.tripLocked' });
  });
  it('refuses a new aircraft for a leg locked for aircraft, but moves it in time', () => {
    const legs = [tripLeg(1), tripLeg(2, { locked: true }), tripLeg(3)];
    expect(moveVerdict(input({ trip: { status: 'preparing', locked: false, legs } }))).toMatchObject({ status: 'refused', key: 'trip.error.legLocked' });
    const same = moveVerdict(input({ trip: { status: 'preparing', locked: false, legs }, target: { aircraftId: 'A', tailNo: 'B-0001', upkeep: NONE }, departure: T0 + 7 * H }));
    expect(same.status).toBe('allowed');
  });
  it('refuses a target held by an AOG, an inspection or an expired MEL item, and warns naming open MEL items', () => {
    const target = (upkeep: TargetUpkeep) => ({ aircraftId: 'B', tailNo: 'B-1', upkeep });
    const aog = { id: 'f1', kind: 'aog' as const, state: 'open' as const, discoveredAt: T0 - 5 * H, descriptionZh: '液压泄漏', descriptionEn: 'hydraulic leak' };
    expect(moveVerdict(input({ target: target({ faults: [aog], plans: [] }) }))).toEqual({
      status: 'refused',
      key: GK.aircraftAog,
      params: { tailNo: 'B-1', descriptionZh: '液压泄漏', descriptionEn: 'hydraulic leak', since: '2026-11-01 03:00Z' },
    });
    const plan = { id: 'p1', name: 'A-check', state: 'planned' as const, plannedStart: T0 + 7 * H, plannedEnd: T0 + 30 * H };
    expect(moveVerdict(input({ target: target({ faults: [], plans: [plan] }) }))).toEqual({
      status: 'refused',
      key: GK.aircraftInspection,
      params: { tailNo: 'B-1', name: 'A-check', start: '2026-11-01 15:00Z', end: '2026-11-02 14:00Z' },
    });
    // a done inspection and one after the leg say nothing
    expect(moveVerdict(input({ target: target({ faults: [], plans: [{ ...plan, state: 'done' }, { ...plan, plannedStart: T0 + 8 * H }] }) })).status).toBe('allowed');
    const mel = { id: 'f2', kind: 'mel' as const, state: 'open' as const, melItem: '21-31-01', discoveredAt: T0 - 24 * H, deadlineAt: T0 + 7 * H };
    expect(moveVerdict(input({ target: target({ faults: [mel], plans: [] }) }))).toEqual({ status: 'refused', key: GK.aircraftMelExpired, params: { tailNo: 'B-1', melItem: '21-31-01', deadline: '2026-11-01 15:00Z' } });
    const later = { ...mel, deadlineAt: T0 + 48 * H };
    expect(moveVerdict(input({ target: target({ faults: [later, { ...later, id: 'f3', melItem: '34-11-02', deadlineAt: null }], plans: [] }) }))).toMatchObject({
      status: 'warning',
      key: GK.aircraftMel,
      params: { tailNo: 'B-1', items: '21-31-01 (2026-11-03 08:00Z), 34-11-02' },
    });
    // an AOG expected back before the departure warns; a closed one says nothing
    expect(moveVerdict(input({ target: target({ faults: [{ ...aog, expectedReturnAt: T0 + 5 * H }], plans: [] }) }))).toMatchObject({ status: 'warning', key: GK.aircraftAogExpectedBack });
    expect(moveVerdict(input({ target: target({ faults: [{ ...aog, state: 'closed', closedAt: T0 }], plans: [] }) })).status).toBe('allowed');
  });
  it('refuses an overlap unless forced with a reason', () => {
    const aircraftLegs = [other({ departure: T0 + 7 * H, arrival: T0 + 8 * H })];
    expect(moveVerdict(input({ aircraftLegs }))).toEqual({
      status: 'refused',
      key: 'trip.error.aircraftOverlap',
      params: { tailNo: 'B-1234', tripNumber: 'T2611-0009', legNumber: 1 },
    });
    expect(moveVerdict(input({ aircraftLegs, forceOverlapReason: '  ' })).status).toBe('refused');
    expect(moveVerdict(input({ aircraftLegs, forceOverlapReason: 'swap' }))).toMatchObject({ status: 'allowed', forced: true });
  });
  it('ignores cancelled legs, the leg itself and movable ferries, but not committed ones', () => {
    const at = { departure: T0 + 6 * H, arrival: T0 + 8 * H };
    const free = [other({ ...at, state: LegState.cancelled }), other({ ...at, id: 'L2' }), other({ ...at, isFerry: true })];
    expect(moveVerdict(input({ aircraftLegs: free })).status).toBe('allowed');
    expect(moveVerdict(input({ aircraftLegs: [other({ ...at, isFerry: true, state: LegState.released })] })).status).toBe('refused');
    expect(moveVerdict(input({ aircraftLegs: [other({ ...at, isFerry: true, committed: true })] })).status).toBe('refused');
  });
  it('warns when the move breaks the order of the trip and when it drops readiness', () => {
    expect(moveVerdict(input({ departure: T0 + H }))).toMatchObject({ status: 'warning', key: GK.beforePreviousLeg, params: { legNumber: 1 } });
    expect(moveVerdict(input({ departure: T0 + 11 * H }))).toMatchObject({ status: 'warning', key: GK.afterNextLeg, params: { legNumber: 3 } });
    const legs = [tripLeg(1, { state: LegState.cancelled }), tripLeg(2, { state: LegState.released })];
    const v = moveVerdict(input({ trip: { status: 'preparing', locked: false, legs }, target: { aircraftId: 'A', tailNo: 'B-0001', upkeep: NONE }, departure: T0 - 10 * H }));
    expect(v).toMatchObject({ status: 'warning', key: GK.moveResetsReadiness });
  });
  it('maps stored aircraft statuses to Gantt codes', () => {
    expect(['aog', 'mel', 'maintenance', 'airworthy', null].map(ganttStatusCode)).toEqual([4, 3, 2, 0, 0]);
  });

  it('property: an allowed move never overlaps a blocking leg of the target, and a refusal names one', () => {
    const legArb = fc.record({
      start: fc.integer({ min: 0, max: 200 }),
      length: fc.integer({ min: 1, max: 20 }),
      state: fc.constantFrom(LegState.cancelled, LegState.planned, LegState.released, LegState.flown),
      isFerry: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(legArb, { maxLength: 12 }), fc.integer({ min: 0, max: 220 }), fc.option(fc.constant('reason')), (others, start, reason) => {
        const aircraftLegs = others.map((o, i) =>
          other({ id: `X${i}`, legNumber: i + 1, departure: T0 + o.start * H, arrival: T0 + (o.start + o.length) * H, state: o.state, isFerry: o.isFerry }),
        );
        const departure = T0 + start * H;
        const v = moveVerdict(input({ aircraftLegs, departure, forceOverlapReason: reason }));
        const blocking = aircraftLegs.filter(
          (l) => l.state !== LegState.cancelled && (!l.isFerry || l.state !== LegState.planned) && l.departure < departure + 2 * H && departure < l.arrival,
        );
        if (v.status === 'refused') {
          expect(reason).toBeNull();
          expect(v.key).toBe('trip.error.aircraftOverlap');
          expect(blocking.map((b) => b.legNumber)).toContain(v.params.legNumber);
        } else {
          expect(v.arrival - departure).toBe(2 * H);
          expect(v.forced).toBe(blocking.length > 0);
        }
      }),
    );
  });
});
