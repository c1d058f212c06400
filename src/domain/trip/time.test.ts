import { describe, it, expect } from 'vitest';
import { beijingToUtc, formatInstant, isKnownZone, offsetLabel, utcToBeijing, zoneLabel, zoneOffsetMinutes } from './time';

describe('formatInstant', () => {
  const at = '2026-01-15T16:05:00Z';
  it('shows UTC, Beijing and Local', () => {
    expect(formatInstant(at, 'UTC')).toEqual({ text: '2026-01-15 16:05', zone: 'UTC', fellBackToUtc: false });
    expect(formatInstant(at, 'Beijing')).toEqual({ text: '2026-01-16 00:05', zone: 'Asia/Shanghai', fellBackToUtc: false });
    expect(formatInstant(at, 'Local', 'Asia/Kathmandu').text).toBe('2026-01-15 21:50');
    expect(formatInstant('2026-01-15T00:00:00Z', 'Local', 'America/New_York').text).toBe('2026-01-14 19:00');
  });
  it('falls back to UTC with a flag for an unknown or missing zone', () => {
    expect(formatInstant(at, 'Local', 'Mars/Olympus')).toEqual({ text: '2026-01-15 16:05', zone: 'UTC', fellBackToUtc: true });
    expect(formatInstant(at, 'Local')).toMatchObject({ fellBackToUtc: true });
  });
  it('follows daylight saving in New York (2026-03-08 02:00 local)', () => {
    expect(formatInstant('2026-03-08T06:59:00Z', 'Local', 'America/New_York').text).toBe('2026-03-08 01:59');
    expect(formatInstant('2026-03-08T07:00:00Z', 'Local', 'America/New_York').text).toBe('2026-03-08 03:00');
    expect(formatInstant('2026-11-01T05:30:00Z', 'Local', 'America/New_York').text).toBe('2026-11-01 01:30');
    expect(formatInstant('2026-11-01T06:30:00Z', 'Local', 'America/New_York').text).toBe('2026-11-01 01:30');
  });
  it('throws on an invalid instant', () => {
    expect(() => formatInstant('nope', 'UTC')).toThrow(RangeError);
  });
});

describe('zones', () => {
  it('labels offsets', () => {
    expect([0, 480, 345, -240, -150].map(offsetLabel)).toEqual(['UTC', 'UTC+8', 'UTC+5:45', 'UTC-4', 'UTC-2:30']);
  });
  it('labels time types at an instant', () => {
    expect(zoneLabel('UTC', 'Asia/Tokyo')).toBe('UTC');
    expect(zoneLabel('Beijing', null)).toBe('UTC+8');
    expect(zoneLabel('Local', 'Asia/Kathmandu', '2026-06-01T00:00:00Z')).toBe('UTC+5:45');
    expect(zoneLabel('Local', 'America/New_York', '2026-03-08T06:59:00Z')).toBe('UTC-5');
    expect(zoneLabel('Local', 'America/New_York', '2026-03-08T07:00:00Z')).toBe('UTC-4');
    expect(zoneLabel('Local', 'Nowhere/Zone', '2026-03-08T07:00:00Z')).toBe('UTC');
    expect(zoneLabel('Local', 'Asia/Shanghai')).toBe('UTC+8');
  });
  it('computes offsets and knows zones', () => {
    expect(zoneOffsetMinutes('Asia/Kathmandu', Date.UTC(2026, 0, 1, 12, 0, 30, 500))).toBe(345);
    expect(zoneOffsetMinutes('UTC', '2026-01-01T00:00:00Z')).toBe(0);
    expect(isKnownZone('Europe/London')).toBe(true);
    expect(isKnownZone('')).toBe(false);
    expect(isKnownZone(undefined)).toBe(false);
  });
});

describe('Beijing shift', () => {
  it('subtracts 8 hours, across midnight', () => {
    expect(beijingToUtc('2026-05-01 06:30')).toBe('2026-04-30T22:30:00.000Z');
    expect(beijingToUtc('2026-05-01T12:00')).toBe('2026-05-01T04:00:00.000Z');
    expect(utcToBeijing('2026-04-30T22:30:00Z')).toBe('2026-05-01 06:30');
  });
  it('refuses malformed wall times', () => {
    expect(() => beijingToUtc('2026-02-30 10:00')).toThrow(RangeError);
    expect(() => beijingToUtc('2026-05-01 24:00')).toThrow(RangeError);
    expect(() => beijingToUtc('yesterday')).toThrow(RangeError);
  });
});
