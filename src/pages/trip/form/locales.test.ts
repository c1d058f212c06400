import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../../../locales/en/tripForm.json';
import zh from '../../../../locales/zh/tripForm.json';
import zhtw from '../../../../locales/zhtw/tripForm.json';
import { LEG_PURPOSES, OPERATION_NATURES } from '../../../domain/trip/legOptions';
import { TIME_TYPES } from '../../../domain/timeType';

const LOCALES: Record<string, Record<string, string>> = { zh, zhtw, en };
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
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
  it.each(Object.keys(LOCALES))('%s has every key the trip forms use', (lang) => {
    expect(usedKeys().filter((k) => !(k in LOCALES[lang]!))).toEqual([]);
  });
  it('the three languages have the same keys and placeholders', () => {
    const keys = Object.keys(zh).sort();
    for (const table of [zhtw, en] as Record<string, string>[]) {
      expect(Object.keys(table).sort()).toEqual(keys);
      for (const k of keys) expect(placeholders(table[k]!), k).toEqual(placeholders((zh as Record<string, string>)[k]!));
    }
  });
});
