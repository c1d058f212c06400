import { describe, expect, it } from 'vitest';
import { legStateCodeText, legStateLegend, legStateText, tripStatusLegend, tripStatusOptions, tripStatusShown, tripStatusText, type Translate } from './readingText';
import { LEG_STATES, LegState, TRIP_STATUSES, type TripStatus } from './states';

/** A translate that shows the key and its parameters, so the tests see which key was asked for. */
const t: Translate = (key, params) => (key === 'readings.withCode' ? `${params?.label} (${params?.detail})` : key);

describe('legStateText', () => {
  it('follows the reading for 3, 4 and 5', () => {
    expect([3, 4, 5].map((s) => legStateText(s as LegState, 'A', t))).toEqual(['trip.legState.pending', 'trip.legState.inFlight', 'trip.legState.flying']);
    expect([3, 4, 5].map((s) => legStateText(s as LegState, 'B', t))).toEqual(['trip.legState.preparing', 'trip.legState.flying', 'trip.legState.flown']);
  });

  it('is the same in both readings for every other state', () => {
    for (const s of LEG_STATES.filter((x) => x !== 3 && x !== 4 && x !== 5)) expect(legStateText(s, 'A', t)).toBe(legStateText(s, 'B', t));
  });

  it('tells 3 and 12 apart in reading A by words, never by their codes', () => {
    expect(legStateCodeText(LegState.preparing, 'A', t)).toBe('trip.legState.pending (trip.legState.preparing)');
    expect(legStateCodeText(LegState.pending, 'A', t)).toBe('trip.legState.pending');
    expect(legStateCodeText(LegState.preparing, 'B', t)).toBe('trip.legState.preparing');
    for (const s of LEG_STATES) for (const r of ['A', 'B'] as const) expect(legStateCodeText(s, r, t)).not.toMatch(/\d/);
  });

  it('explains each reading by its codes', () => {
    expect(legStateLegend('A', t)).toBe('3 trip.legState.pending · 4 trip.legState.inFlight · 5 trip.legState.flying');
    expect(legStateLegend('B', t)).toBe('3 trip.legState.preparing · 4 trip.legState.flying · 5 trip.legState.flown');
  });
});

describe('tripStatusText', () => {
  it('reading A: every status under its own name, no code shown', () => {
    const text = Object.fromEntries(TRIP_STATUSES.map((s) => [s, tripStatusText(s, 'A', t)]));
    expect(text).toEqual({
      notReceived: 'trip.tripStatus.notReceived',
      received: 'trip.tripStatus.received',
      preparing: 'trip.tripStatus.preparing',
      cancelled: 'trip.tripStatus.cancelled',
      completed: 'trip.tripStatus.completed',
      unconfirmed: 'trip.tripStatus.unconfirmed',
      rejected: 'trip.tripStatus.rejected',
    });
  });

  it('reading B: 0 names both unconfirmed and not received; completed has no code', () => {
    expect(tripStatusShown('notReceived', 'B')).toEqual({ status: 'unconfirmed', code: 0 });
    expect(tripStatusText('notReceived', 'B', t)).toBe('trip.tripStatus.unconfirmed');
    expect(tripStatusText('unconfirmed', 'B', t)).toBe('trip.tripStatus.unconfirmed');
    expect(tripStatusText('rejected', 'B', t)).toBe('trip.tripStatus.rejected');
    expect(tripStatusText('completed', 'B', t)).toBe('trip.tripStatus.completed');
  });

  it('filter choices cover every status once, ordered by code', () => {
    for (const reading of ['A', 'B'] as const) {
      const options = tripStatusOptions(reading);
      expect(options.flatMap((o) => o.statuses).sort()).toEqual([...TRIP_STATUSES].sort());
      const codes = options.map((o) => o.code).filter((c): c is number => c !== null);
      expect(codes).toEqual([...codes].sort((a, b) => a - b));
    }
    expect(tripStatusOptions('B')[0]).toEqual({ value: 'unconfirmed,notReceived', statuses: ['unconfirmed', 'notReceived'] satisfies TripStatus[], shown: 'unconfirmed', code: 0 });
    expect(tripStatusOptions('A').map((o) => o.value)).toEqual(['notReceived', 'received', 'preparing', 'cancelled', 'completed', 'unconfirmed', 'rejected']);
  });

  it('explains each reading by its codes', () => {
    expect(tripStatusLegend('A', t)).toBe(
      '0 trip.tripStatus.notReceived · 1 trip.tripStatus.received · 2 trip.tripStatus.preparing · 3 trip.tripStatus.cancelled · 4 trip.tripStatus.completed · 5 trip.tripStatus.unconfirmed',
    );
    expect(tripStatusLegend('B', t)).toBe('0 trip.tripStatus.unconfirmed · 1 trip.tripStatus.received · 2 trip.tripStatus.preparing · 3 trip.tripStatus.cancelled · 4 trip.tripStatus.rejected');
  });
});
