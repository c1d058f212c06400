import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/track.json';
import zh from '../../../locales/zh/track.json';
import zhtw from '../../../locales/zhtw/track.json';
import { ALTITUDE_UNITS, formatAltitude, formatSpeed, SPEED_UNITS } from './units';

describe('units', () => {
  it('shows altitudes as flight levels, feet or metres', () => {
    expect(ALTITUDE_UNITS).toContain('fl');
    expect(formatAltitude(35_000, 'fl')).toBe('FL350');
    expect(formatAltitude(4_480, 'fl')).toBe('FL045');
    expect(formatAltitude(-40, 'fl')).toBe('FL000');
    expect(formatAltitude(12_345, 'ft')).toBe('12,350 ft');
    expect(formatAltitude(10_000, 'm')).toBe('3,050 m');
    expect(formatAltitude(null, 'fl')).toBe('—');
  });
  it('shows speeds in knots or km/h', () => {
    expect(SPEED_UNITS).toEqual(['kmh', 'kt']);
    expect(formatSpeed(455, 'kt')).toBe('455 kt');
    expect(formatSpeed(455, 'kmh')).toBe('843 km/h');
    expect(formatSpeed(Number.NaN, 'kt')).toBe('—');
  });
  it('every unit has its name in every language', () => {
    for (const table of [zh, zhtw, en] as Record<string, string>[]) for (const u of [...ALTITUDE_UNITS, ...SPEED_UNITS]) expect(table[`track.settings.unit.${u}`], u).toBeTruthy();
  });
});
