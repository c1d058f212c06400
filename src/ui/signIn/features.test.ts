import { describe, expect, it } from 'vitest';
import { formatCount } from './features';

describe('landing-page counts', () => {
  it('shows a dash for counts not tracked yet', () => {
    expect(formatCount(null)).toBe('—');
    expect(formatCount(undefined)).toBe('—');
    expect(formatCount(Number.NaN)).toBe('—');
  });
  it('groups thousands', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(12345)).toBe('12,345');
  });
});
