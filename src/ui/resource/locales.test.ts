import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/resources.json';
import zh from '../../../locales/zh/resources.json';
import zhtw from '../../../locales/zhtw/resources.json';
import { AIRCRAFT_STATUSES, AIRPORT_NATURES, CREW_POSITIONS, CREW_SEXES, CREW_STATUSES, CREW_TYPES, CUSTOMER_TYPES, FLEET_TYPES } from '../../api/resources';
import { itHasEveryUsedKey, itHasSameKeysAndPlaceholders, type LocaleTables } from '../../i18n/localeChecks';

const LOCALES: LocaleTables = { zh, zhtw, en };
const DIRS = ['src/ui/resource', 'src/pages/airport', 'src/pages/aircraft', 'src/pages/customer', 'src/pages/crew', 'src/ui/crew'];

/** Literal keys and `${L}.field` keys (L a file's `const L = 'resources.x'`) of the resource screens. */
function usedKeys(): string[] {
  const keys = new Set<string>();
  for (const dir of DIRS) {
    for (const file of readdirSync(dir).filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.'))) {
      const source = readFileSync(join(dir, file), 'utf8');
      for (const m of source.matchAll(/['`](resources\.[A-Za-z0-9]+\.[A-Za-z0-9]+)['`]/g)) keys.add(m[1]!);
      const prefix = /const L = '(resources\.[A-Za-z]+)'/.exec(source)?.[1];
      if (prefix) for (const m of source.matchAll(/`\$\{L\}\.([A-Za-z0-9]+)`/g)) keys.add(`${prefix}.${m[1]}`);
      if (prefix) for (const m of source.matchAll(/(?:text|flag)\('([A-Za-z0-9]+)'/g)) keys.add(`${prefix}.${m[1]}`);
    }
  }
  const enums: [string, readonly (string | number)[]][] = [
    ['resources.fleetType', FLEET_TYPES],
    ['resources.aircraftStatus', AIRCRAFT_STATUSES],
    ['resources.customerType', CUSTOMER_TYPES],
    ['resources.crewType', CREW_TYPES],
    ['resources.crewPosition', CREW_POSITIONS],
    ['resources.crewStatus', CREW_STATUSES],
    ['resources.sex', CREW_SEXES],
    ['resources.airportNature', AIRPORT_NATURES],
    ['resources.airportGrade', [1, 2, 3]],
  ];
  for (const [prefix, values] of enums) for (const v of values) keys.add(`${prefix}.${v}`);
  return [...keys];
}

describe('resource screen locales', () => {
  it('finds the keys of the screens', () => {
    expect(usedKeys()).toEqual(expect.arrayContaining(['resources.aircraft.tailNo', 'resources.airport.fbo', 'resources.crew.qualifiedTypes', 'resources.form.stale']));
  });
  itHasEveryUsedKey(LOCALES, usedKeys, 'resource screens');
  itHasSameKeysAndPlaceholders(LOCALES);
});
