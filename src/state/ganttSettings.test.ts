import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_GANTT_SETTINGS, ganttSettings, ganttStorageKey, loadGanttSettings, patchGanttSettings, validGanttSettings } from './ganttSettings';

const store = new Map<string, string>();
beforeEach(() => {
  store.clear();
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  });
});
afterEach(() => vi.unstubAllGlobals());

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('validGanttSettings', () => {
  it('gives the spec defaults for nothing or garbage', () => {
    expect(validGanttSettings(null)).toEqual(DEFAULT_GANTT_SETTINGS);
    expect(validGanttSettings('x')).toEqual(DEFAULT_GANTT_SETTINGS);
    expect(DEFAULT_GANTT_SETTINGS).toEqual({ cellWidth: 50, cellHeight: 20, scale: 60, autoRefresh: 30, view: 'fleet', density: 'normal' });
  });
  it('keeps valid values and replaces invalid ones one by one', () => {
    expect(validGanttSettings({ cellWidth: 80, cellHeight: 999, scale: 7, autoRefresh: 45, view: 'crew', density: 'wall' })).toEqual({ cellWidth: 80, cellHeight: 20, scale: 60, autoRefresh: 45, view: 'crew', density: 'wall' });
    expect(validGanttSettings({ cellWidth: 12.5, cellHeight: 30, scale: 2880, autoRefresh: 20, view: 'pax', density: 'huge' })).toEqual({ cellWidth: 50, cellHeight: 30, scale: 2880, autoRefresh: 30, view: 'fleet', density: 'normal' });
    expect(validGanttSettings({ scale: 15, autoRefresh: 0 })).toMatchObject({ scale: 15, autoRefresh: 0 });
  });
});

describe('per-user store', () => {
  it('loads the user’s stored settings and writes changes back under the user’s key', async () => {
    store.set(ganttStorageKey('u1'), JSON.stringify({ cellWidth: 70, scale: 1440, autoRefresh: 'bad' }));
    loadGanttSettings('u1');
    expect({ ...ganttSettings }).toMatchObject({ userId: 'u1', cellWidth: 70, scale: 1440, autoRefresh: 30, cellHeight: 20 });
    patchGanttSettings({ cellHeight: 28, scale: 5, density: 'wall' });
    await flush();
    expect(JSON.parse(store.get(ganttStorageKey('u1'))!)).toEqual({ cellWidth: 70, cellHeight: 28, scale: 5, autoRefresh: 30, view: 'fleet', density: 'wall' });
    patchGanttSettings({ cellWidth: 5000 });
    expect(ganttSettings.cellWidth).toBe(50);
    loadGanttSettings('u2');
    expect({ ...ganttSettings }).toMatchObject({ userId: 'u2', ...DEFAULT_GANTT_SETTINGS });
    await flush();
    expect(store.has(ganttStorageKey('u2'))).toBe(true);
    expect(JSON.parse(store.get(ganttStorageKey('u1'))!).cellHeight).toBe(28);
  });
});
