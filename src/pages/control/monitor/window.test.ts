import { describe, expect, it } from 'vitest';
import { dayStart, windowRange } from './window';

describe('monitor windows', () => {
  const now = Date.parse('2026-11-24T17:30:00Z'); // 01:30 on the 25th in Beijing

  it('starts today at midnight of the time type', () => {
    expect(new Date(dayStart(now, 'UTC')).toISOString()).toBe('2026-11-24T00:00:00.000Z');
    expect(new Date(dayStart(now, 'Beijing')).toISOString()).toBe('2026-11-24T16:00:00.000Z');
    expect(windowRange('today', now, 'Beijing')).toEqual({ from: '2026-11-24T16:00:00.000Z', to: '2026-11-25T15:59:59.999Z' });
  });

  it('spans a day each side of now, or the last seven days', () => {
    expect(windowRange('around', now, 'UTC')).toEqual({ from: '2026-11-23T17:30:00.000Z', to: '2026-11-25T17:30:00.000Z' });
    expect(windowRange('week', now, 'UTC').from).toBe('2026-11-18T00:00:00.000Z');
  });
});
