import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { utcToWall, wallMs, wallOffsetMinutes, wallToUtc } from './wallTime';

describe('wallToUtc', () => {
  it('reads UTC as is and Beijing 8 hours ahead', () => {
    expect(wallToUtc('2030-05-01', '10:00', 'UTC')).toBe('2030-05-01T10:00:00.000Z');
    expect(wallToUtc('2030-05-01', '10:00', 'Beijing')).toBe('2030-05-01T02:00:00.000Z');
    expect(wallToUtc('20300501', '0730', 'Beijing')).toBe('2030-04-30T23:30:00.000Z');
  });
  it('reads Local in the airport zone, daylight saving included', () => {
    expect(wallToUtc('2030-01-15', '09:00', 'Local', 'Asia/Tokyo')).toBe('2030-01-15T00:00:00.000Z');
    expect(wallToUtc('2026-07-01', '12:00', 'Local', 'Europe/London')).toBe('2026-07-01T11:00:00.000Z');
    expect(wallToUtc('2026-01-01', '12:00', 'Local', 'Europe/London')).toBe('2026-01-01T12:00:00.000Z');
    expect(wallToUtc('2026-01-15', '12:00', 'Local', 'Asia/Kathmandu')).toBe('2026-01-15T06:15:00.000Z');
  });
  it('reads a time in a spring-forward gap with the offset before the change, an overlap as the earlier instant', () => {
    expect(wallToUtc('2026-03-08', '02:30', 'Local', 'America/New_York')).toBe('2026-03-08T07:30:00.000Z');
    expect(wallToUtc('2026-11-01', '01:30', 'Local', 'America/New_York')).toBe('2026-11-01T05:30:00.000Z');
  });
  it('reads Local without a known zone as UTC (as the display falls back)', () => {
    expect(wallToUtc('2030-05-01', '10:00', 'Local', null)).toBe('2030-05-01T10:00:00.000Z');
    expect(wallToUtc('2030-05-01', '10:00', 'Local', 'Mars/Olympus')).toBe('2030-05-01T10:00:00.000Z');
  });
  it('answers null for an invalid date or time', () => {
    expect(wallToUtc('2030-02-30', '10:00', 'UTC')).toBeNull();
    expect(wallToUtc('2030-02-01', '24:00', 'UTC')).toBeNull();
    expect(wallToUtc('', '10:00', 'UTC')).toBeNull();
    expect(wallMs('2030-01-01', '9:00')).toBeNull();
  });
  it('round-trips every instant through every clock', () => {
    const zones = ['Asia/Shanghai', 'America/New_York', 'Europe/Berlin', 'Asia/Kolkata', 'Australia/Lord_Howe'];
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1) / 60_000, max: Date.UTC(2060, 0, 1) / 60_000 }), fc.constantFrom(...zones), fc.constantFrom('UTC', 'Beijing', 'Local'), (minute, zone, type) => {
        const iso = new Date(minute * 60_000).toISOString();
        const wall = utcToWall(iso, type as 'UTC', zone);
        const back = wallToUtc(wall.date, wall.time, type as 'UTC', zone)!;
        // a wall time in a fall-back overlap reads as the earlier instant: same wall clock either way
        expect(utcToWall(back, type as 'UTC', zone)).toEqual(wall);
      }),
      { numRuns: 300 },
    );
  });
});

describe('wallOffsetMinutes', () => {
  it('is the clock offset of the leg form', () => {
    expect(wallOffsetMinutes('2030-05-01', '10:00', 'Beijing')).toBe(480);
    expect(wallOffsetMinutes('2030-05-01', '10:00', 'UTC')).toBe(0);
    expect(wallOffsetMinutes('2026-07-01', '10:00', 'Local', 'America/New_York')).toBe(-240);
    expect(wallOffsetMinutes('bad', '10:00', 'Local', 'America/New_York')).toBe(0);
  });
});
