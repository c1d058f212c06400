import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
  it('defaults to the defaults', () => {
    expect(loadSettings()).toEqual(DEFAULT_SETTINGS);
  });

  it('ignores readings stored by earlier versions: they are the company setting now', () => {
    stored({ legStateReading: 'A', tripStatusReading: 'B', messageDuration: 10 });
    const s = loadSettings();
    expect(s).toEqual({ ...DEFAULT_SETTINGS, messageDuration: 10 });
    expect(s).not.toHaveProperty('legStateReading');
    expect(s).not.toHaveProperty('tripStatusReading');
  });

  it('checks the other choices too, and keeps valid neighbours of a bad value', () => {
    stored({ layout: 'diagonal', timeType: 'Mars', autoRefresh: 17, messageDuration: 10, showTabs: false });
    expect(loadSettings()).toEqual({ ...DEFAULT_SETTINGS, messageDuration: 10, showTabs: false });
  });

  it.each([['not json'], ['"A"'], ['null'], ['42']])('survives stored %s', (raw) => {
    stored(raw);
    expect(loadSettings()).toEqual(DEFAULT_SETTINGS);
  });
});
