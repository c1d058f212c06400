import { describe, expect, it } from 'vitest';
import { createOwnMoves } from './ownMoves';

const ev = (over: { own?: boolean; tripId?: string | null; tripVersion?: number | null }) => ({ own: true, tripId: 'trip1', tripVersion: 6, ...over });

describe('own moves: the realtime echo of this tab’s own drag', () => {
  it('an own event of a trip whose move is in flight is covered (the reload after the answer shows it)', () => {
    const own = createOwnMoves();
    own.begin('trip1');
    expect(own.covers(ev({ tripVersion: 6 }))).toBe(true);
  });

  it('after the answer: covered up to the answered version, not beyond (a later change of the same user in another tab)', () => {
    const own = createOwnMoves();
    own.begin('trip1');
    own.end('trip1', 6);
    expect(own.covers(ev({ tripVersion: 6 }))).toBe(true);
    expect(own.covers(ev({ tripVersion: 7 }))).toBe(false);
    expect(own.covers(ev({ tripVersion: null }))).toBe(false);
  });

  it("another user's event, another trip, or a failed move: not covered", () => {
    const own = createOwnMoves();
    own.begin('trip1');
    own.end('trip1', 6);
    expect(own.covers(ev({ own: false }))).toBe(false);
    expect(own.covers(ev({ tripId: 'trip2' }))).toBe(false);
    own.begin('trip3');
    own.end('trip3', null);
    expect(own.covers(ev({ tripId: 'trip3', tripVersion: 1 }))).toBe(false);
  });

  it('forgets an answered move after 30 s', () => {
    let t = 0;
    const own = createOwnMoves(() => t);
    own.begin('trip1');
    own.end('trip1', 6);
    t = 31_000;
    expect(own.covers(ev({ tripVersion: 6 }))).toBe(false);
  });
});
