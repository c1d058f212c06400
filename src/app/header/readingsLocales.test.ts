import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/readings.json';
import zh from '../../../locales/zh/readings.json';
import zhtw from '../../../locales/zhtw/readings.json';

const LOCALES: Record<string, Record<string, string>> = { zh, zhtw, en };
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const SOURCES = ['src/pages/system/CompanyReadings.tsx', 'src/domain/trip/readingText.ts', 'src/state/readings.ts'];

function literalKeys(): string[] {
  const keys = new Set<string>();
  for (const file of SOURCES) for (const m of readFileSync(file, 'utf8').matchAll(/['`](readings\.[A-Za-z0-9.]+)['`]/g)) keys.add(m[1]!);
  return [...keys];
}

describe('readings locales', () => {
  it('finds the literal keys', () => expect(literalKeys()).toContain('readings.withCode'));

  it.each(Object.keys(LOCALES))('%s has every key the reading settings use', (lang) => {
    expect(literalKeys().filter((k) => !LOCALES[lang]![k]?.trim())).toEqual([]);
  });

  it('has the same keys and placeholders in every language', () => {
    const keys = Object.keys(en).sort();
    for (const table of [zh, zhtw] as Record<string, string>[]) {
      expect(Object.keys(table).sort()).toEqual(keys);
      for (const k of keys) expect(placeholders(table[k]!)).toEqual(placeholders((en as Record<string, string>)[k]!));
    }
  });
});
