import { describe, it, expect } from 'vitest';
import {
  LEG_STATES,
  LegState,
  TRIP_STATUSES,
  hasDeparted,
  legStateLabelKey,
  tripStatusFromCode,
  tripStatusToCode,
  type TripStatusReading,
} from './states';

describe('leg states', () => {
  it('has the thirteen codes of the spec', () => {
    expect([...LEG_STATES].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 12, 30, 31, 32, 33, 99]);
  });
  it('labels 3, 4 and 5 by reading', () => {
    expect(legStateLabelKey(3, 'A')).toBe('trip.legState.pending');
    expect(legStateLabelKey(3, 'B')).toBe('trip.legState.preparing');
    expect(legStateLabelKey(4, 'A')).toBe('trip.legState.inFlight');
    expect(legStateLabelKey(5, 'A')).toBe('trip.legState.flying');
    expect(legStateLabelKey(4, 'B')).toBe('trip.legState.flying');
    expect(legStateLabelKey(5, 'B')).toBe('trip.legState.flown');
  });
  it('labels the other states the same in both readings', () => {
    for (const s of LEG_STATES.filter((x) => x !== 3 && x !== 4 && x !== 5)) {
      expect(legStateLabelKey(s, 'A')).toBe(legStateLabelKey(s, 'B'));
    }
    expect(legStateLabelKey(LegState.timedOut, 'A')).toBe('trip.legState.timedOut');
  });
  it('counts 4 and 5 as departed', () => {
    expect(LEG_STATES.filter(hasDeparted)).toEqual([4, 5]);
  });
});

describe('trip status readings', () => {
  it('maps reading A codes', () => {
    expect([0, 1, 2, 3, 4, 5].map((c) => tripStatusFromCode(c, 'A'))).toEqual([
      'notReceived', 'received', 'preparing', 'cancelled', 'completed', 'unconfirmed',
    ]);
  });
  it('maps reading B codes', () => {
    expect([0, 1, 2, 3, 4].map((c) => tripStatusFromCode(c, 'B'))).toEqual([
      'unconfirmed', 'received', 'preparing', 'cancelled', 'rejected',
    ]);
  });
  it('answers null for unknown codes and statuses a reading lacks', () => {
    expect(tripStatusFromCode(6, 'A')).toBeNull();
    expect(tripStatusFromCode(5, 'B')).toBeNull();
    expect(tripStatusToCode('rejected', 'A')).toBeNull();
    expect(tripStatusToCode('completed', 'B')).toBeNull();
    expect(tripStatusToCode('notReceived', 'B')).toBe(0);
  });
  it.each(['A', 'B'] as TripStatusReading[])('round-trips every status reading %s has a code for', (reading) => {
    for (const s of TRIP_STATUSES) {
      const code = tripStatusToCode(s, reading);
      if (code === null) continue;
      const back = tripStatusFromCode(code, reading);
      // B stores unconfirmed and notReceived both as 0.
      expect(back === s || (reading === 'B' && code === 0)).toBe(true);
    }
  });
});
