import { describe, expect, it } from 'vitest';
import { LegState } from '../trip/states';
import { AFTER_LANDING_MS, BEFORE_DEPARTURE_MS, legWindow, matchLeg, type MatchLeg } from './match';

const H = 3_600_000;
const leg = (id: string, legState: number, dep: number, arr: number, off: number | null = null, on: number | null = null): MatchLeg => ({
  id,
  legState,
  plannedDepartureMs: dep,
  plannedArrivalMs: arr,
  actualOffMs: off,
  actualOnMs: on,
});

describe('matchLeg', () => {
  it('takes positions from 90 minutes before departure to 30 minutes after landing', () => {
    const l = leg('a', LegState.flown, 10 * H, 12 * H, 10 * H, 12 * H);
    expect(legWindow(l)).toEqual([10 * H - BEFORE_DEPARTURE_MS, 12 * H + AFTER_LANDING_MS]);
    expect(matchLeg([l], 10 * H - BEFORE_DEPARTURE_MS - 1)).toBeNull();
    expect(matchLeg([l], 11 * H)?.id).toBe('a');
    expect(matchLeg([l], 12 * H + AFTER_LANDING_MS + 1)).toBeNull();
  });

  it('ignores legs that are not released, flying or flown', () => {
    expect(matchLeg([leg('a', LegState.ready, 10 * H, 12 * H), leg('b', LegState.cancelled, 10 * H, 12 * H)], 11 * H)).toBeNull();
  });

  it('prefers the flying leg, then the later departure on a quick turn-round', () => {
    const flying = leg('f', LegState.flying, 10 * H, 12 * H, 10.5 * H);
    const next = leg('n', LegState.released, 13 * H, 15 * H);
    // 12:30: the late flying leg still holds the aircraft although the next window opened at 11:30
    expect(matchLeg([next, flying], 12.5 * H)?.id).toBe('f');
    const landed = leg('l', LegState.flown, 10 * H, 12 * H, 10 * H, 12 * H);
    expect(matchLeg([landed, next], 12.25 * H)?.id).toBe('n');
  });

  it('a track sent after the flights: each flown leg keeps its flight and ten minutes after its landing', () => {
    const first = leg('a', LegState.flown, 10 * H, 12 * H, 10 * H, 12 * H);
    const second = leg('b', LegState.flown, 12.75 * H, 14 * H, 12.75 * H, 14 * H);
    expect(matchLeg([first, second], 11.9 * H)?.id).toBe('a'); // in the air, although b's window opened at 11:15
    expect(matchLeg([first, second], 12 * H + 9 * 60_000)?.id).toBe('a'); // taxiing in
    expect(matchLeg([first, second], 12 * H + 11 * 60_000)?.id).toBe('b'); // at the stand: the turn-round is the next leg's
    expect(matchLeg([first, second], 13 * H)?.id).toBe('b');
  });

  it('keeps a late flying leg for hours past its planned arrival, a released one for three', () => {
    expect(matchLeg([leg('f', LegState.flying, 10 * H, 12 * H, 11 * H)], 19 * H)?.id).toBe('f');
    expect(matchLeg([leg('r', LegState.released, 10 * H, 12 * H)], 14.9 * H)?.id).toBe('r');
    expect(matchLeg([leg('r', LegState.released, 10 * H, 12 * H)], 15.1 * H)).toBeNull();
  });
});
