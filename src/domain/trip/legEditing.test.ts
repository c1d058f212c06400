import { describe, it, expect } from 'vitest';
import type { LegState, TripStatus } from './states';
import { addLeg, cancelLeg, editLeg, insertLeg, lockLeg, scheduleUnchanged, unlockLeg } from './legEditing';

type L = { state: LegState; isFerry?: boolean };
const trip = (legs: L[], status: TripStatus = 'preparing', locked = false) => ({
  status,
  locked,
  legs: legs.map((l) => ({ isFerry: false, ...l })),
});
const s = (...states: LegState[]) => states.map((state) => ({ state }));

describe('addLeg', () => {
  it('appends a not-evaluated leg, even after a flown one', () => {
    expect(addLeg(trip(s(5, 2)))).toEqual({ ok: true, value: { index: 2, state: 1 } });
    expect(addLeg(trip([]))).toEqual({ ok: true, value: { index: 0, state: 1 } });
  });
  it('refuses on a locked, cancelled or completed trip', () => {
    expect(addLeg(trip(s(2), 'received', true))).toMatchObject({ key: 'trip.error.tripLocked' });
    expect(addLeg(trip(s(0), 'cancelled'))).toMatchObject({ key: 'trip.error.tripCancelled' });
    expect(addLeg(trip(s(5), 'completed'))).toMatchObject({ key: 'trip.error.tripCompleted' });
  });
});

describe('insertLeg', () => {
  it('inserts between legs and at the end', () => {
    expect(insertLeg(trip(s(2, 2, 2)), 1)).toEqual({ ok: true, value: { index: 1, state: 1 } });
    expect(insertLeg(trip(s(2, 2)), 2)).toEqual({ ok: true, value: { index: 2, state: 1 } });
  });
  it('refuses before the first leg', () => {
    expect(insertLeg(trip(s(2, 2)), 0)).toEqual({ ok: false, key: 'trip.error.insertBeforeFirst' });
  });
  it('refuses outside the trip', () => {
    expect(insertLeg(trip(s(2)), 3)).toMatchObject({ key: 'trip.error.noSuchLeg' });
    expect(insertLeg(trip(s(2)), -1)).toMatchObject({ key: 'trip.error.noSuchLeg' });
    expect(insertLeg(trip(s(2)), 0.5)).toMatchObject({ key: 'trip.error.noSuchLeg' });
  });
  it('refuses after a cancelled, flying or flown leg', () => {
    expect(insertLeg(trip(s(2, 0, 2)), 2)).toMatchObject({ key: 'trip.error.insertAfterCancelled' });
    expect(insertLeg(trip(s(5, 4, 2)), 2)).toMatchObject({ key: 'trip.error.insertAfterFlying' });
    expect(insertLeg(trip(s(5, 2)), 1)).toMatchObject({ key: 'trip.error.insertAfterFlying' });
  });
  it('refuses when a later leg is flying or flown', () => {
    expect(insertLeg(trip(s(2, 2, 4)), 1)).toMatchObject({ key: 'trip.error.laterLegFlying' });
    expect(insertLeg(trip(s(2, 5)), 1)).toMatchObject({ key: 'trip.error.laterLegFlying' });
  });
  it('refuses on a closed trip', () => {
    expect(insertLeg(trip(s(2, 2), 'preparing', true), 1)).toMatchObject({ key: 'trip.error.tripLocked' });
  });
});

describe.each([
  ['editLeg', (t: ReturnType<typeof trip>, i: number) => editLeg(t, i)],
  ['cancelLeg', (t: ReturnType<typeof trip>, i: number) => cancelLeg(t, i, 'customer')],
] as const)('%s', (_name, run) => {
  it('allows an open leg', () => {
    expect(run(trip(s(5, 31, 2)), 1)).toMatchObject({ ok: true, value: { index: 1 } });
    expect(run(trip(s(2, 0)), 0)).toMatchObject({ ok: true });
  });
  it('refuses a cancelled, flying or flown leg', () => {
    expect(run(trip(s(0)), 0)).toMatchObject({ key: 'trip.error.cancelledLegNotEditable' });
    expect(run(trip(s(4)), 0)).toMatchObject({ key: 'trip.error.flyingLegNotEditable' });
    expect(run(trip(s(5)), 0)).toMatchObject({ key: 'trip.error.legAlreadyFlown' });
  });
  it('refuses an auto-generated ferry leg', () => {
    expect(run(trip([{ state: 33, isFerry: true }]), 0)).toMatchObject({ key: 'trip.error.ferryNotEditable' });
  });
  it('refuses when a later leg is flying or flown', () => {
    expect(run(trip(s(2, 2, 4)), 0)).toMatchObject({ key: 'trip.error.laterLegFlying' });
    expect(run(trip(s(2, 5)), 0)).toMatchObject({ key: 'trip.error.laterLegFlying' });
  });
  it('refuses a missing leg and a closed trip', () => {
    expect(run(trip(s(2)), 1)).toMatchObject({ key: 'trip.error.noSuchLeg', params: { number: 2 } });
    expect(run(trip(s(2), 'preparing', true), 0)).toMatchObject({ key: 'trip.error.tripLocked' });
    expect(run(trip(s(0), 'cancelled'), 0)).toMatchObject({ key: 'trip.error.tripCancelled' });
  });
});

describe('cancelLeg result', () => {
  it('answers the cancelled state and reason', () => {
    expect(cancelLeg(trip(s(2)), 0, 'company')).toEqual({ ok: true, value: { index: 0, state: 0, reason: 'company' } });
  });
});

describe('lock leg', () => {
  it('locks and unlocks an open leg', () => {
    expect(lockLeg({ state: 33 })).toEqual({ ok: true, value: { locked: true } });
    expect(unlockLeg({ state: 33 })).toEqual({ ok: true, value: { locked: false } });
  });
  it('refuses a cancelled, flying or flown leg', () => {
    expect(lockLeg({ state: 0 })).toMatchObject({ key: 'trip.error.cancelledLegNotEditable' });
    expect(unlockLeg({ state: 4 })).toMatchObject({ key: 'trip.error.flyingLegNotEditable' });
    expect(lockLeg({ state: 5 })).toMatchObject({ key: 'trip.error.legAlreadyFlown' });
  });
});

describe('scheduleUnchanged', () => {
  it('refuses a stale schedule version', () => {
    expect(scheduleUnchanged(3, 3)).toEqual({ ok: true, value: null });
    expect(scheduleUnchanged(3, 4)).toEqual({ ok: false, key: 'trip.error.scheduleChanged' });
  });
});
