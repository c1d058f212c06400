import { describe, expect, it } from 'vitest';
import en from '../../locales/en/schedule.json';
import zh from '../../locales/zh/schedule.json';
import zhtw from '../../locales/zhtw/schedule.json';
import { SCHEDULE_ERROR_KEYS } from '../../src/domain/trip/ferry';

const LOCALES: Record<string, Record<string, string>> = { zh, zhtw, en };
const placeholders = (text: string): string[] => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!).sort();

describe('fleet schedule locales', () => {
  it.each(Object.keys(LOCALES))('%s translates every schedule key, and nothing else, with the same placeholders', (locale) => {
    const messages = LOCALES[locale]!;
    expect(Object.keys(messages).sort()).toEqual([...SCHEDULE_ERROR_KEYS].sort());
    for (const k of SCHEDULE_ERROR_KEYS) expect(placeholders(messages[k]!)).toEqual(placeholders(zh[k]));
  });
});
