/**
 * Tests the locale files of one namespace share (used from `locales.test.ts` files only): every
 * key the screens use is in each language, and the three languages have the same keys with the
 * same `{{placeholders}}`.
 */
import { expect, it } from 'vitest';

export type LocaleTables = Record<'zh' | 'zhtw' | 'en', Record<string, string>>;

/** The `{{name}}` placeholders of a text, sorted. */
export const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

/** One test per language: no key of `usedKeys()` is missing ("%s has every key the <what> use"). */
export function itHasEveryUsedKey(tables: LocaleTables, usedKeys: () => string[], what: string): void {
  it.each(Object.keys(tables))(`%s has every key the ${what} use`, (lang) => {
    const table = tables[lang as keyof LocaleTables];
    expect(usedKeys().filter((k) => !(k in table))).toEqual([]);
  });
}

/** zhtw and en have zh's keys, each with zh's placeholders. */
export function itHasSameKeysAndPlaceholders(tables: LocaleTables): void {
  it('the three languages have the same keys and placeholders', () => {
    const keys = Object.keys(tables.zh).sort();
    for (const table of [tables.zhtw, tables.en]) {
      expect(Object.keys(table).sort()).toEqual(keys);
      for (const k of keys) expect(placeholders(table[k]!), k).toEqual(placeholders(tables.zh[k]!));
    }
  });
}
