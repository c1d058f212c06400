import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_LEG_STATE_READING, DEFAULT_TRIP_STATUS_READING } from '../domain/trip/states';
import { DEFAULT_SETTINGS, loadSettings } from './settings';
import { StorageKey } from './storage';

const store = new Map<string, string>();
const stored = (value: unknown) => store.set(StorageKey.settings, typeof value === 'string' ? value : JSON.stringify(value));

beforeEach(() => {
  store.clear();
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('loadSettings', () => {
  it('defaults the readings to the domain defaults', () => {
    expect(DEFAULT_SETTINGS.legStateReading).toBe(DEFAULT_LEG_STATE_READING);
    expect(DEFAULT_SETTINGS.tripStatusReading).toBe(DEFAULT_TRIP_STATUS_READING);
    expect(loadSettings()).toEqual(DEFAULT_SETTINGS);
  });

  it('keeps stored readings that are one of the choices', () => {
    stored({ legStateReading: 'A', tripStatusReading: 'B' });
    expect(loadSettings()).toMatchObject({ legStateReading: 'A', tripStatusReading: 'B' });
    stored({ legStateReading: 'B', tripStatusReading: 'A' });
    expect(loadSettings()).toMatchObject({ legStateReading: 'B', tripStatusReading: 'A' });
  });

  it.each([['C'], ['a'], [''], [1], [null], [['A']]])('falls back to the default for a stored reading %j', (bad) => {
    stored({ legStateReading: bad, tripStatusReading: bad });
    const s = loadSettings();
    expect(s.legStateReading).toBe(DEFAULT_LEG_STATE_READING);
    expect(s.tripStatusReading).toBe(DEFAULT_TRIP_STATUS_READING);
  });

  it('checks the other choices too, and keeps valid neighbours of a bad value', () => {
    stored({ layout: 'diagonal', timeType: 'Mars', autoRefresh: 17, messageDuration: 10, showTabs: false, tripStatusReading: 'C', legStateReading: 'A' });
    expect(loadSettings()).toEqual({ ...DEFAULT_SETTINGS, messageDuration: 10, showTabs: false, legStateReading: 'A' });
  });

  it.each([['not json'], ['"A"'], ['null'], ['42']])('survives stored %s', (raw) => {
    stored(raw);
    expect(loadSettings()).toEqual(DEFAULT_SETTINGS);
  });
});
