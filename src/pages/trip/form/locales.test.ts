import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe } from 'vitest';
import en from '../../../../locales/en/tripForm.json';
import zh from '../../../../locales/zh/tripForm.json';
import zhtw from '../../../../locales/zhtw/tripForm.json';
import { LEG_PURPOSES, OPERATION_NATURES } from '../../../domain/trip/legOptions';
import { TIME_TYPES } from '../../../domain/timeType';
import { itHasEveryUsedKey, itHasSameKeysAndPlaceholders, type LocaleTables } from '../../../i18n/localeChecks';

const LOCALES: LocaleTables = { zh, zhtw, en };
const PAGES = ['TripAdd.tsx', 'TripEdit.tsx', 'TripChange.tsx', 'TripSubmit.tsx', 'TripReceive.tsx'];

function usedKeys(): string[] {
  const keys = new Set<string>();
  const files = [
    ...readdirSync('src/pages/trip/form')
      .filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.'))
      .map((f) => join('src/pages/trip/form', f)),
    ...PAGES.map((f) => join('src/pages/trip', f)),
  ];
  for (const file of files) {
    for (const m of readFileSync(file, 'utf8').matchAll(/['`](tripForm\.[A-Za-z0-9.]+[A-Za-z0-9])['`]/g)) keys.add(m[1]!);
  }
  // keys built from values
  for (const p of LEG_PURPOSES) keys.add(`tripForm.purpose.${p}`);
  for (const n of OPERATION_NATURES) keys.add(`tripForm.operationNature.${n}`);
  for (const x of TIME_TYPES) keys.add(`tripForm.clock.hint${x}`);
  for (const a of ['edit', 'change', 'submit', 'receive', 'reject', 'cancel', 'lock', 'unlock', 'lockConfirm', 'unlockConfirm']) keys.add(`tripForm.row.${a}`);
  for (const f of ['departureIcao', 'arrivalIcao', 'departureDate', 'departureTime', 'arrivalDate', 'arrivalTime']) keys.add(`tripForm.leg.${f}`);
  return [...keys];
}

describe('trip form locales', () => {
  itHasEveryUsedKey(LOCALES, usedKeys, 'trip forms');
  itHasSameKeysAndPlaceholders(LOCALES);
});
