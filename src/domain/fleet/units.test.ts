import { describe, expect, it } from 'vitest';
import { formatQuantity, toShown, toStored, unitLabel, unitScale } from './units';

describe('aircraft units', () => {
  it('shows metric figures as stored', () => {
    expect(toShown('mass', 47_650, 'metric')).toBe(47_650);
    expect(toShown('length', 30.41, 'metric')).toBe(30.41);
    expect(toStored('speed', 904, 'metric')).toBe(904);
    expect(unitLabel('speed', 'metric')).toBe('km/h');
  });

  it('converts to imperial: lb, kt, ft', () => {
    expect(toShown('mass', 47_650, 'imperial')).toBe(105_050);
    expect(toShown('speed', 904, 'imperial')).toBe(488);
    expect(toShown('length', 30.41, 'imperial')).toBe(99.8);
    expect(toShown('height', 15_545, 'imperial')).toBe(51_001);
    expect([unitLabel('mass', 'imperial'), unitLabel('speed', 'imperial'), unitLabel('height', 'imperial')]).toEqual(['lb', 'kt', 'ft']);
    expect(unitScale('length', 'imperial')).toBe(1);
  });

  it('stores imperial entries in metric at the stored precision', () => {
    expect(toStored('mass', 105_050, 'imperial')).toBe(47_650);
    expect(toStored('speed', 488, 'imperial')).toBe(904);
    expect(toStored('length', 99.8, 'imperial')).toBe(30.42);
    expect(toStored('height', 51_000, 'imperial')).toBe(15_545);
  });

  it('a stored mass survives a round trip through pounds', () => {
    for (const kg of [1, 999, 20_412, 47_650, 99_999]) expect(toStored('mass', toShown('mass', kg, 'imperial'), 'imperial')).toBe(kg);
  });

  it('formats with the unit, and a dash for none', () => {
    expect(formatQuantity('mass', 22_000, 'metric')).toBe('22,000 kg');
    expect(formatQuantity('mass', 22_000, 'imperial')).toBe('48,502 lb');
    expect(formatQuantity('length', 2.5, 'metric')).toBe('2.5 m');
    expect(formatQuantity('speed', null, 'imperial')).toBe('—');
  });
});
