/**
 * Gantt chart settings of the signed-in user (cell width and height, scale, auto refresh, view, density),
 * kept in localStorage under a key per user and validated on load (bad values fall back to the
 * defaults of requirements S9 one by one).
 */
import { proxy, subscribe } from 'valtio';
import { isDensity, type Density } from '../timeline-engine/core/density';
import { GANTT_DEFAULTS, isValidScale } from '../timeline-engine/core/scales';
import { readJson, write } from './storage';

export interface GanttSettings {
  cellWidth: number;
  cellHeight: number;
  /** Minutes per cell. */
  scale: number;
  /** Seconds between automatic reloads; 0 off. */
  autoRefresh: number;
  /** Rows of aircraft, crew or passengers. */
  view: GanttViewKind;
  /** Row height and text size: a wall screen, the desk, or many rows (timeline-engine core/density.ts). */
  density: Density;
}

export const GANTT_VIEWS = ['fleet', 'crew', 'passenger'] as const;
export type GanttViewKind = (typeof GANTT_VIEWS)[number];

export const GANTT_AUTO_REFRESH = [15, 30, 45, 60, 0] as const;
export const CELL_WIDTH_RANGE = { min: 10, max: 200 } as const;
export const CELL_HEIGHT_RANGE = { min: 16, max: 60 } as const;

export const DEFAULT_GANTT_SETTINGS: GanttSettings = {
  cellWidth: GANTT_DEFAULTS.cellWidth,
  cellHeight: GANTT_DEFAULTS.cellHeight,
  scale: GANTT_DEFAULTS.scale,
  autoRefresh: 30,
  view: 'fleet',
  density: 'normal',
};

export const ganttStorageKey = (userId: string) => `foc.gantt.${userId}`;

const inRange = (v: unknown, r: { min: number; max: number }): v is number => typeof v === 'number' && Number.isInteger(v) && v >= r.min && v <= r.max;

/** Each stored value that is valid, else its default. */
export function validGanttSettings(raw: unknown): GanttSettings {
  const o = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const d = DEFAULT_GANTT_SETTINGS;
  return {
    cellWidth: inRange(o.cellWidth, CELL_WIDTH_RANGE) ? o.cellWidth : d.cellWidth,
    cellHeight: inRange(o.cellHeight, CELL_HEIGHT_RANGE) ? o.cellHeight : d.cellHeight,
    scale: typeof o.scale === 'number' && isValidScale(o.scale) ? o.scale : d.scale,
    autoRefresh: (GANTT_AUTO_REFRESH as readonly unknown[]).includes(o.autoRefresh) ? (o.autoRefresh as number) : d.autoRefresh,
    view: (GANTT_VIEWS as readonly unknown[]).includes(o.view) ? (o.view as GanttViewKind) : d.view,
    density: isDensity(o.density) ? o.density : d.density,
  };
}

export const ganttSettings = proxy<GanttSettings & { userId: string | null }>({ ...DEFAULT_GANTT_SETTINGS, userId: null });

/** Loads the user's settings (once per user); later changes are written back under the user's key. */
export function loadGanttSettings(userId: string): void {
  if (ganttSettings.userId === userId) return;
  Object.assign(ganttSettings, validGanttSettings(readJson(ganttStorageKey(userId))), { userId });
}

export function patchGanttSettings(patch: Partial<GanttSettings>): void {
  Object.assign(ganttSettings, validGanttSettings({ ...snapshotOf(), ...patch }));
}

function snapshotOf(): GanttSettings {
  const { cellWidth, cellHeight, scale, autoRefresh, view, density } = ganttSettings;
  return { cellWidth, cellHeight, scale, autoRefresh, view, density };
}

subscribe(ganttSettings, () => {
  if (ganttSettings.userId) write(ganttStorageKey(ganttSettings.userId), JSON.stringify(snapshotOf()));
});
