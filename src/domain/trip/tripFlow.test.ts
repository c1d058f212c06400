import { describe, it, expect } from 'vitest';
import type { LegState, TripStatus } from './states';
import { cancelTrip, evaluatePerformance, lockTrip, receiveTrip, rejectTrip, submitTrip, unlockTrip } from './tripFlow';

const trip = (status: TripStatus, states: LegState[] = [1, 1], locked = false) => ({
  status,
  locked,
  legs: states.map((state) => ({ state })),
});

describe('submit, receive, reject', () => {
  it('submits an unconfirmed or rejected trip', () => {
    const value = { status: 'notReceived', releaseStatus: 4 };
    expect(submitTrip(trip('unconfirmed'))).toEqual({ ok: true, value });
    expect(submitTrip(trip('rejected', [0, 1]))).toEqual({ ok: true, value });
  });
  it('refuses submission when locked, in another status or without live legs', () => {
    expect(submitTrip(trip('unconfirmed', [1], true))).toMatchObject({ key: 'trip.error.tripLocked' });
    expect(submitTrip(trip('received'))).toMatchObject({ key: 'trip.error.wrongTripStatus' });
    expect(submitTrip(trip('unconfirmed', []))).toMatchObject({ key: 'trip.error.noLegs' });
    expect(submitTrip(trip('unconfirmed', [0, 0]))).toMatchObject({ key: 'trip.error.noLegs' });
  });
  it('receives a submitted trip only', () => {
    expect(receiveTrip(trip('notReceived'))).toEqual({ ok: true, value: { status: 'received' } });
    expect(receiveTrip(trip('received'))).toMatchObject({ key: 'trip.error.wrongTripStatus' });
  });
  it('rejects a submitted or received trip with a reason', () => {
    expect(rejectTrip(trip('notReceived'), 'x')).toEqual({ ok: true, value: { status: 'rejected', rejectedNote: 'x' } });
    expect(rejectTrip(trip('received'), ' y ')).toEqual({ ok: true, value: { status: 'rejected', rejectedNote: 'y' } });
    expect(rejectTrip(trip('received'), '')).toMatchObject({ key: 'trip.error.reasonRequired' });
    expect(rejectTrip(trip('preparing'), 'x')).toMatchObject({ key: 'trip.error.wrongTripStatus' });
  });
});

describe('performance evaluation', () => {
  it('passes a leg: leg evaluated, trip preparing', () => {
    expect(evaluatePerformance(trip('received'), 0, { result: 'pass' })).toEqual({
      ok: true,
      value: { legState: 2, evaluation: { result: 'pass' }, tripStatus: 'preparing', returnedTo: null },
    });
    expect(evaluatePerformance(trip('preparing', [2]), 0, { result: 'pass' })).toMatchObject({ ok: true });
  });
  it('forces a pass only with a reason', () => {
    expect(evaluatePerformance(trip('received'), 1, { result: 'forcedPass', reason: ' runway ' })).toMatchObject({
      ok: true,
      value: { legState: 2, evaluation: { result: 'forcedPass', reason: 'runway' } },
    });
    expect(evaluatePerformance(trip('received'), 1, { result: 'forcedPass', reason: '' })).toMatchObject({ key: 'trip.error.reasonRequired' });
  });
  it('sends a failed trip back to customer service', () => {
    expect(evaluatePerformance(trip('received'), 0, { result: 'fail', note: 'MTOW' })).toEqual({
      ok: true,
      value: { legState: 1, evaluation: { result: 'fail', note: 'MTOW' }, tripStatus: 'unconfirmed', returnedTo: 'CUSTOMER_SERVICE' },
    });
  });
  it('refuses on a closed trip, a wrong status or a wrong leg', () => {
    const pass = { result: 'pass' } as const;
    expect(evaluatePerformance(trip('received', [1], true), 0, pass)).toMatchObject({ key: 'trip.error.tripLocked' });
    expect(evaluatePerformance(trip('cancelled'), 0, pass)).toMatchObject({ key: 'trip.error.tripCancelled' });
    expect(evaluatePerformance(trip('completed'), 0, pass)).toMatchObject({ key: 'trip.error.tripCompleted' });
    expect(evaluatePerformance(trip('notReceived'), 0, pass)).toMatchObject({ key: 'trip.error.wrongTripStatus' });
    expect(evaluatePerformance(trip('received'), 5, pass)).toMatchObject({ key: 'trip.error.noSuchLeg', params: { number: 6 } });
    expect(evaluatePerformance(trip('received', [0]), 0, pass)).toMatchObject({ key: 'trip.error.cancelledLegNotEditable' });
    expect(evaluatePerformance(trip('received', [4]), 0, pass)).toMatchObject({ key: 'trip.error.flyingLegNotEditable' });
    expect(evaluatePerformance(trip('received', [5]), 0, pass)).toMatchObject({ key: 'trip.error.legAlreadyFlown' });
    expect(evaluatePerformance(trip('received', [33]), 0, pass)).toMatchObject({ key: 'trip.error.wrongLegState' });
  });
});

describe('cancel trip', () => {
  it('cancels every leg not flown and keeps flown legs', () => {
    expect(cancelTrip(trip('preparing', [5, 31, 2, 0]), 'customer', ' weather ')).toEqual({
      ok: true,
      value: { status: 'cancelled', cancelReason: 'customer', cancelNote: 'weather', legStates: [5, 0, 0, 0] },
    });
  });
  it('refuses while a leg is flying', () => {
    expect(cancelTrip(trip('preparing', [5, 4, 31]), 'company')).toMatchObject({ key: 'trip.error.tripFlyingNotCancellable' });
  });
  it('refuses a locked, cancelled or completed trip', () => {
    expect(cancelTrip(trip('received', [1], true), 'company')).toMatchObject({ key: 'trip.error.tripLocked' });
    expect(cancelTrip(trip('cancelled'), 'company')).toMatchObject({ key: 'trip.error.tripCancelled' });
    expect(cancelTrip(trip('completed'), 'company')).toMatchObject({ key: 'trip.error.tripCompleted' });
  });
});

describe('lock trip', () => {
  it('locks and unlocks, except a cancelled trip', () => {
    expect(lockTrip(trip('received'))).toEqual({ ok: true, value: { locked: true } });
    expect(unlockTrip(trip('received'))).toEqual({ ok: true, value: { locked: false } });
    expect(lockTrip(trip('cancelled'))).toMatchObject({ key: 'trip.error.tripCancelled' });
    expect(unlockTrip(trip('cancelled'))).toMatchObject({ key: 'trip.error.tripCancelled' });
  });
});
