import { describe, expect, it } from 'vitest';
import { statusAfterFlight } from './completion';
import { LegState, TripStatus, type LegState as State, type TripStatus as Status } from './states';

const trip = (status: Status, ...legs: [State, boolean?][]) => ({ status, locked: false, legs: legs.map(([state, isFerry]) => ({ state, isFerry: isFerry ?? false })) });

describe('statusAfterFlight', () => {
  it('completes a trip in preparation once every live customer leg has landed', () => {
    expect(statusAfterFlight(trip(TripStatus.preparing, [LegState.flown], [LegState.cancelled], [LegState.flown]))).toBe(TripStatus.completed);
    expect(statusAfterFlight(trip(TripStatus.received, [LegState.flown]))).toBe(TripStatus.completed);
  });

  it('waits for the last leg, ignores ferries, and never completes an empty or cancelled trip', () => {
    expect(statusAfterFlight(trip(TripStatus.preparing, [LegState.flown], [LegState.flying]))).toBeNull();
    expect(statusAfterFlight(trip(TripStatus.preparing, [LegState.planned, true], [LegState.flown]))).toBe(TripStatus.completed);
    expect(statusAfterFlight(trip(TripStatus.preparing, [LegState.cancelled]))).toBeNull();
    expect(statusAfterFlight(trip(TripStatus.cancelled, [LegState.flown]))).toBeNull();
    expect(statusAfterFlight(trip(TripStatus.unconfirmed, [LegState.flown]))).toBeNull();
  });

  it('opens a completed trip again when a landing is reset', () => {
    expect(statusAfterFlight(trip(TripStatus.completed, [LegState.flown], [LegState.flying]))).toBe(TripStatus.preparing);
    expect(statusAfterFlight(trip(TripStatus.completed, [LegState.flown]))).toBeNull();
  });
});
