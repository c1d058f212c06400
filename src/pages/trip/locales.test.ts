import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/tripScreens.json';
import zh from '../../../locales/zh/tripScreens.json';
import zhtw from '../../../locales/zhtw/tripScreens.json';

const LOCALES: Record<string, Record<string, string>> = { zh, zhtw, en };
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

function literalKeys(): string[] {
  const keys = new Set<string>();
  const dir = 'src/pages/trip';
  for (const file of readdirSync(dir).filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.'))) {
    for (const m of readFileSync(join(dir, file), 'utf8').matchAll(/['`](tripScreens\.[A-Za-z0-9.]+)['`]/g)) keys.add(m[1]!);
  }
  return [...keys];
}

describe('trip screen locales', () => {
  it.each(Object.keys(LOCALES))('%s has every key the trip screens use', (lang) => {
    const missing = literalKeys().filter((k) => !(k in LOCALES[lang]!));
    expect(missing).toEqual([]);
  });
  it('the three languages have the same keys and placeholders', () => {
    const keys = Object.keys(zh).sort();
    for (const table of [zhtw, en] as Record<string, string>[]) {
      expect(Object.keys(table).sort()).toEqual(keys);
      for (const k of keys) expect(placeholders(table[k]!), k).toEqual(placeholders((zh as Record<string, string>)[k]!));
    }
  });
});
