import { proxy, subscribe } from 'valtio';
import { DEFAULT_UNIT_SYSTEM, UNIT_SYSTEMS, type UnitSystem } from '../domain/fleet/units';
import { TIME_TYPES, type TimeType } from '../domain/timeType';
import { ALTITUDE_UNITS, DEFAULT_ALTITUDE_UNIT, DEFAULT_SPEED_UNIT, SPEED_UNITS, type AltitudeUnit, type SpeedUnit } from '../domain/track/units';
import { readJson, StorageKey, write } from './storage';

export type Layout = 'column' | 'vertical' | 'horizontal' | 'float';
export type TabsBarStyle = 'card' | 'smart' | 'smooth';
export type ColumnStyle = 'vertical' | 'horizontal' | 'card' | 'arrow';

/** Theme settings (requirements S3), stored in the browser; defaults of S9. */
export interface ThemeSettings {
  layout: Layout;
  themeName: string;
  timeType: TimeType;
  showTabs: boolean;
  showTabsBarIcon: boolean;
  tabsBarStyle: TabsBarStyle;
  columnStyle: ColumnStyle;
  fixedHeader: boolean;
  showLanguage: boolean;
  showProgressBar: boolean;
  showRefresh: boolean;
  showNotice: boolean;
  showFullScreen: boolean;
  /** seconds a notification stays: 5, 10, 15, 20, 30; 0 stays; -1 off */
  messageDuration: number;
  /** seconds between automatic refreshes: 15, 30, 45, 60; 0 off */
  autoRefresh: number;
  /** Units of the map and the position screens. */
  speedUnit: SpeedUnit;
  altitudeUnit: AltitudeUnit;
  /** Units of the aircraft record (weights, speeds, dimensions): metric or imperial. */
  unitSystem: UnitSystem;
}

export const DEFAULT_SETTINGS: ThemeSettings = {
  layout: 'column',
  themeName: 'blue-black',
  timeType: 'Beijing',
  showTabs: true,
  showTabsBarIcon: true,
  tabsBarStyle: 'card',
  columnStyle: 'vertical',
  fixedHeader: true,
  showLanguage: true,
  showProgressBar: true,
  showRefresh: true,
  showNotice: true,
  showFullScreen: true,
  messageDuration: 30,
  autoRefresh: 30,
  speedUnit: DEFAULT_SPEED_UNIT,
  altitudeUnit: DEFAULT_ALTITUDE_UNIT,
  unitSystem: DEFAULT_UNIT_SYSTEM,
};

export const MESSAGE_DURATIONS = [5, 10, 15, 20, 30, 0, -1] as const;
export const AUTO_REFRESH_OPTIONS = [15, 30, 45, 60, 0] as const;
export const LAYOUTS: readonly Layout[] = ['column', 'vertical', 'horizontal', 'float'];
export const TAB_STYLES: readonly TabsBarStyle[] = ['card', 'smart', 'smooth'];
export const COLUMN_STYLES: readonly ColumnStyle[] = ['vertical', 'horizontal', 'card', 'arrow'];
export const THEME_NAMES = ['blue-black', 'blue-white', 'green-black', 'green-white', 'dark'] as const;

/** The values a setting may take, for the settings that are a choice. */
const CHOICES: { readonly [K in keyof ThemeSettings]?: readonly unknown[] } = {
  layout: LAYOUTS,
  themeName: THEME_NAMES,
  timeType: TIME_TYPES,
  tabsBarStyle: TAB_STYLES,
  columnStyle: COLUMN_STYLES,
  messageDuration: MESSAGE_DURATIONS,
  autoRefresh: AUTO_REFRESH_OPTIONS,
  speedUnit: SPEED_UNITS,
  altitudeUnit: ALTITUDE_UNITS,
  unitSystem: UNIT_SYSTEMS,
};

/**
 * Stored settings over the defaults, ignoring unknown or malformed values (wrong type, or not one of the choices).
 * Readings once stored here (legStateReading, tripStatusReading) are ignored: they are the company's (state/companyReadings).
 */
export function loadSettings(): ThemeSettings {
  const stored = readJson<Partial<ThemeSettings>>(StorageKey.settings) ?? {};
  const out = { ...DEFAULT_SETTINGS };
  if (typeof stored !== 'object' || stored === null) return out;
  for (const k of Object.keys(DEFAULT_SETTINGS) as (keyof ThemeSettings)[]) {
    if (typeof stored[k] !== typeof DEFAULT_SETTINGS[k]) continue;
    if (CHOICES[k] && !CHOICES[k].includes(stored[k])) continue;
    (out as Record<string, unknown>)[k] = stored[k];
  }
  return out;
}

export const settings = proxy<ThemeSettings>(loadSettings());
subscribe(settings, () => write(StorageKey.settings, JSON.stringify(settings)));

export function resetSettings(): void {
  Object.assign(settings, DEFAULT_SETTINGS);
}
