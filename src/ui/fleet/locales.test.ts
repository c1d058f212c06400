import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/fleetRecord.json';
import zh from '../../../locales/zh/fleetRecord.json';
import zhtw from '../../../locales/zhtw/fleetRecord.json';
import { STATISTICS_COLUMNS, STATISTICS_SOURCES } from '../../contract/fleetStatistics';
import { FRK } from '../../domain/fleet/aircraftRules';
import { UNIT_SYSTEMS } from '../../domain/fleet/units';
import { itHasEveryUsedKey, itHasSameKeysAndPlaceholders, type LocaleTables } from '../../i18n/localeChecks';
import { AIRCRAFT_TABS } from './aircraftTabs';

const LOCALES: LocaleTables = { zh, zhtw, en };
const FILES = [
  'src/ui/fleet/aircraftForm.ts',
  'src/ui/fleet/AircraftDataPanel.tsx',
  'src/ui/fleet/AircraftDetailView.tsx',
  'src/ui/fleet/AircraftStatisticsPanel.tsx',
  'src/ui/fleet/StatisticsFigures.tsx',
  'src/pages/aircraft/AircraftList.tsx',
  'src/pages/aircraft/AircraftDetail.tsx',
  'src/pages/aircraft/AircraftStatistics.tsx',
  'src/app/header/ThemeDrawer.tsx',
  'server/modules/fleet/statisticsRoutes.ts',
];

/** Literal `fleetRecord.*` keys, `${X}.name` keys of a file's `const X = 'fleetRecord.…'`, the form's quantity and text fields, and the declared lists. */
function usedKeys(): string[] {
  const keys = new Set<string>();
  for (const f of FILES) {
    const source = readFileSync(f, 'utf8');
    for (const m of source.matchAll(/['`](fleetRecord\.[A-Za-z0-9]+\.[A-Za-z0-9.]+)['`]/g)) keys.add(m[1]!);
    for (const [, name, prefix] of source.matchAll(/const ([A-Z]) = '(fleetRecord\.[A-Za-z]+)'/g)) {
      for (const m of source.matchAll(new RegExp(`\`\\$\\{${name}\\}\\.([A-Za-z0-9.]+)\``, 'g'))) keys.add(`${prefix}.${m[1]}`);
      if (prefix === 'fleetRecord.aircraft') for (const m of source.matchAll(/(?:quantity|text)\('([A-Za-z0-9]+)'/g)) keys.add(`${prefix}.${m[1]}`);
    }
  }
  for (const c of STATISTICS_COLUMNS) keys.add(c.label);
  for (const s of STATISTICS_SOURCES) keys.add(`fleetRecord.stats.source.${s}`);
  for (const u of UNIT_SYSTEMS) keys.add(`fleetRecord.settings.unitSystem.${u}`);
  for (const p of ['Left', 'Middle', 'Right']) for (const k of ['Hours', 'Cycles']) keys.add(`fleetRecord.stats.engine${p}${k}`);
  for (const k of Object.values(FRK)) keys.add(k);
  for (const tab of AIRCRAFT_TABS) if (tab.titleKey.startsWith('fleetRecord.')) keys.add(tab.titleKey);
  return [...keys];
}

describe('fleetRecord locales', () => {
  it('finds the keys of the screens', () => {
    expect(usedKeys()).toEqual(
      expect.arrayContaining(['fleetRecord.aircraft.maxTakeoffWeightKg', 'fleetRecord.section.weights', 'fleetRecord.stats.fuelPerHourLast10', 'fleetRecord.error.limitLegNumOwn', 'fleetRecord.tab.files', 'fleetRecord.settings.unitSystem', 'fleetRecord.detail.open']),
    );
  });
  itHasEveryUsedKey(LOCALES, usedKeys, 'aircraft record screens');
  itHasSameKeysAndPlaceholders(LOCALES);
  it('has no key the screens do not use', () => {
    const used = new Set(usedKeys());
    expect(Object.keys(en).filter((k) => !used.has(k))).toEqual([]);
  });
});
