import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import flbEn from '../../../locales/en/flb.json';
import en from '../../../locales/en/flbScreen.json';
import zh from '../../../locales/zh/flbScreen.json';
import zhtw from '../../../locales/zhtw/flbScreen.json';
import { FLB_COMMANDS } from '../../contract/flb';
import { ENGINE_POSITIONS } from '../../domain/fleet/aircraftRules';
import { FIELD_SOURCES, FLB_ORIGINS, FLB_STATUSES, FLIGHT_TIME_BASES } from '../../domain/flb/rules';
import { itHasEveryUsedKey, itHasSameKeysAndPlaceholders, type LocaleTables } from '../../i18n/localeChecks';
import { CREW_ROLES } from './FlbCrewSection';
import { DURATIONS, FUELS, OOOI } from './flbView';

const LOCALES: LocaleTables = { zh, zhtw, en };
const FILES = [...readdirSync('src/ui/flb').filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.')).map((f) => `src/ui/flb/${f}`), 'src/pages/flight/FlbList.tsx', 'src/pages/flight/FlbEdit.tsx'];

/** Literal keys of the screens and the ones built from the declared lists. */
function usedKeys(): string[] {
  const keys = new Set<string>();
  for (const f of FILES) for (const m of readFileSync(f, 'utf8').matchAll(/['`](flbScreen\.[A-Za-z0-9]+(?:\.[A-Za-z0-9]+)*)['`]/g)) keys.add(m[1]!);
  for (const b of FLIGHT_TIME_BASES) keys.add(`flbScreen.basis.${b}`).add(`flbScreen.settings.basis.${b}`);
  for (const p of ENGINE_POSITIONS) keys.add(`flbScreen.engine.${p}`);
  for (const r of CREW_ROLES) keys.add(`flbScreen.role.${r}`);
  for (const k of ['operatingCrew', 'monitoringCrew']) keys.add(`flbScreen.crew.${k}`);
  for (const f of FUELS) keys.add(`flbScreen.fuel.${f}`).add(`flbScreen.field.${f}`);
  for (const f of [...OOOI, ...DURATIONS, 'nightMinutes']) keys.add(`flbScreen.field.${f}`);
  for (const f of ['blockMinutes', 'flightMinutes', 'nightMinutes', 'airMinutes']) keys.add(`flbScreen.column.${f}`);
  for (const f of ['duration', 'time', 'number']) keys.add(`flbScreen.format.${f}`);
  return [...keys];
}

describe('flbScreen locales', () => {
  it('finds the keys of the screens', () => {
    expect(usedKeys()).toEqual(expect.arrayContaining(['flbScreen.confirm.long', 'flbScreen.field.outUtc', 'flbScreen.engine.left', 'flbScreen.role.pic', 'flbScreen.source.minutes']));
  });
  itHasEveryUsedKey(LOCALES, usedKeys, 'FLB screens');
  itHasSameKeysAndPlaceholders(LOCALES);
  it('the server namespace has the enum keys the screens show', () => {
    const used = [...FLB_STATUSES.map((s) => `flb.status.${s}`), ...FLB_ORIGINS.map((s) => `flb.origin.${s}`), ...FIELD_SOURCES.map((s) => `flb.source.${s}`), ...FLB_COMMANDS.map((c) => `flb.command.${c}`)];
    expect(used.filter((k) => !(k in flbEn))).toEqual([]);
  });
});
