import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import enCal from '../../../locales/en/calendar.json';
import enLr from '../../../locales/en/legRecordScreens.json';
import zhCal from '../../../locales/zh/calendar.json';
import zhLr from '../../../locales/zh/legRecordScreens.json';
import zhtwCal from '../../../locales/zhtw/calendar.json';
import zhtwLr from '../../../locales/zhtw/legRecordScreens.json';
import { QUICK_RANGES } from '../../ui/list/dateRanges';
import { CALENDAR_VIEWS } from '../../ui/calendar/calendarModel';

const FILES = [
  'src/pages/tripCalendar/TripCalendar.tsx',
  'src/pages/tripCalendar/CalendarViews.tsx',
  'src/ui/calendar/LegChip.tsx',
  'src/pages/control/DiversionLog.tsx',
  'src/pages/control/FlightDelay.tsx',
  'src/ui/list/recordListParts.tsx',
  'src/pages/trip/CivilLegList.tsx',
  'src/pages/trip/CivilLegDialogs.tsx',
];
const TABLES: Record<string, Record<string, string>> = { zh: { ...zhCal, ...zhLr }, zhtw: { ...zhtwCal, ...zhtwLr }, en: { ...enCal, ...enLr } };
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

function usedKeys(): string[] {
  const keys = new Set<string>([
    ...CALENDAR_VIEWS.map((v) => `calendar.view.${v}`),
    ...QUICK_RANGES.map((q) => `legRecordScreens.range.${q}`),
    ...['capacityNumber', 'supplier', 'contact'].map((f) => `legRecordScreens.civil.${f}`),
  ]);
  for (const f of FILES) for (const m of readFileSync(f, 'utf8').matchAll(/['`]((?:calendar|legRecordScreens)\.[A-Za-z0-9.]+[A-Za-z0-9])['`]/g)) keys.add(m[1]!);
  return [...keys];
}

describe('calendar and record list locales', () => {
  it.each(Object.keys(TABLES))('%s has every key the screens use', (lang) => {
    expect(usedKeys().filter((k) => !(k in TABLES[lang]!))).toEqual([]);
  });
  it('the three languages have the same keys and placeholders', () => {
    const keys = Object.keys(TABLES.zh!).sort();
    for (const lang of ['zhtw', 'en']) {
      expect(Object.keys(TABLES[lang]!).sort()).toEqual(keys);
      for (const k of keys) expect(placeholders(TABLES[lang]![k]!), k).toEqual(placeholders(TABLES.zh![k]!));
    }
  });
});
