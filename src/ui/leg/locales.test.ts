import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe } from 'vitest';
import en from '../../../locales/en/legDetail.json';
import zh from '../../../locales/zh/legDetail.json';
import zhtw from '../../../locales/zhtw/legDetail.json';
import { LEG_STEPS, READINESS_ITEMS } from '../../domain/trip/legDetail';
import { itHasEveryUsedKey, itHasSameKeysAndPlaceholders, type LocaleTables } from '../../i18n/localeChecks';

const LOCALES: LocaleTables = { zh, zhtw, en };
const FILES = [
  ...readdirSync('src/ui/leg')
    .filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.'))
    .map((f) => join('src/ui/leg', f)),
  'src/pages/trip/TripLegDetail.tsx',
  'src/pages/trip/TripLegLog.tsx',
  'src/pages/trip/LegMessage.tsx',
  'src/pages/trip/TripLegList.tsx',
];

/** Literal keys in the sources and the keys built from the domain's lists. */
function usedKeys(): string[] {
  const keys = new Set<string>();
  for (const file of FILES) {
    for (const m of readFileSync(file, 'utf8').matchAll(/['`](legDetail\.[A-Za-z0-9.]+[A-Za-z0-9])['`]/g)) keys.add(m[1]!);
  }
  for (const s of LEG_STEPS) keys.add(`legDetail.step.${s}`);
  for (const i of READINESS_ITEMS) keys.add(`legDetail.readiness.${i}`);
  for (const g of ['evaluation', 'fleet', 'preparation', 'release', 'flight', 'leg']) keys.add(`legDetail.group.${g}`);
  for (const s of ['airworthy', 'maintenance', 'mel', 'aog']) keys.add(`legDetail.aircraft.status.${s}`);
  for (const s of ['aog', 'mel']) keys.add(`legDetail.aircraft.warning.${s}`);
  for (const k of ['takeoff', 'landing']) for (const p of ['title', 'time']) keys.add(`legDetail.${k}.${p}`);
  for (const f of ['name', 'nationality', 'documentType', 'documentNumber', 'phone', 'note']) keys.add(`legDetail.passengers.${f}`);
  for (const f of ['capacityNumber', 'supplier', 'contact', 'currency', 'amount', 'settlementTime', 'note']) keys.add(`legDetail.civil.${f}`);
  return [...keys];
}

describe('leg detail locales', () => {
  itHasEveryUsedKey(LOCALES, usedKeys, 'leg screens');
  itHasSameKeysAndPlaceholders(LOCALES);
});
