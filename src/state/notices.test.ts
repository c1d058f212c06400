import { describe, expect, it } from 'vitest';
import { notices, setUnread, UNREAD_BADGE_MAX, unreadBadge } from './notices';

describe('unread badge', () => {
  it('shows nothing for no unread messages', () => {
    expect(unreadBadge(0)).toBeNull();
    expect(unreadBadge(-3)).toBeNull();
    expect(unreadBadge(Number.NaN)).toBeNull();
  });
  it('shows the count up to 999', () => {
    expect(unreadBadge(1)).toBe('1');
    expect(unreadBadge(42)).toBe('42');
    expect(unreadBadge(UNREAD_BADGE_MAX)).toBe('999');
  });
  it('shows 999+ above the maximum', () => {
    expect(unreadBadge(1000)).toBe('999+');
    expect(unreadBadge(123_456)).toBe('999+');
    expect(unreadBadge(Number.POSITIVE_INFINITY)).toBeNull();
  });
  it('honours another maximum', () => expect(unreadBadge(100, 99)).toBe('99+'));
});

describe('notices store', () => {
  it('starts at 0 and keeps only whole non-negative counts', () => {
    expect(notices.unread).toBe(0);
    setUnread(7.9);
    expect(notices.unread).toBe(7);
    setUnread(-1);
    expect(notices.unread).toBe(0);
  });
});
