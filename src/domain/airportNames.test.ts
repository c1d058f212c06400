import { describe, expect, it } from 'vitest';
import { airportNameIn, airportNamesOf, icaosNamed } from './airportNames';
import { AIRPORT_NAMES } from './airportNamesData';

describe('airport names', () => {
  it('finds airports by Chinese city and name, simplified or traditional, and by English city', () => {
    expect(icaosNamed('上海').sort()).toEqual(['ZSPD', 'ZSSS']);
    expect(icaosNamed('浦东')).toEqual(['ZSPD']);
    expect(icaosNamed('首都')).toEqual(['ZBAA']);
    expect(icaosNamed('桃園')).toContain('RCTP');
    expect(icaosNamed('香港')).toEqual(['VHHH']);
    expect(icaosNamed('shang')).toEqual(expect.arrayContaining(['ZSSS', 'ZSPD']));
    expect(icaosNamed('s')).toEqual([]);
    expect(icaosNamed('  ')).toEqual([]);
  });
  it('names an airport in the language asked', () => {
    expect(airportNameIn('zbaa', 'zh', 'Beijing Capital')).toBe('北京首都国际机场');
    expect(airportNameIn('ZBAA', 'zhtw', 'Beijing Capital')).toBe('北京首都國際機場');
    expect(airportNameIn('ZBAA', 'en', 'Beijing Capital')).toBe('Beijing Capital');
    expect(airportNameIn('KXXX', 'zh', 'Nowhere')).toBe('Nowhere');
  });
  it('covers the mainland, Hong Kong, Macau and Taiwan, every entry complete', () => {
    for (const code of ['ZBAA', 'ZBAD', 'ZSPD', 'ZGSZ', 'ZUUU', 'ZUTF', 'ZJSY', 'VHHH', 'VMMC', 'RCTP', 'RCSS', 'RCKH']) expect(airportNamesOf(code), code).toBeDefined();
    for (const [icao, names] of Object.entries(AIRPORT_NAMES)) {
      expect(icao).toMatch(/^[A-Z]{4}$/);
      expect(names.every((n) => n.trim().length > 0), icao).toBe(true);
    }
    expect(Object.keys(AIRPORT_NAMES).length).toBeGreaterThan(150);
  });
});
