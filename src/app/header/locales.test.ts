import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/header.json';
import zh from '../../../locales/zh/header.json';
import zhtw from '../../../locales/zhtw/header.json';
import { TIME_TYPES } from '../../domain/timeType';
import { COLUMN_STYLES, LAYOUTS, TAB_STYLES, THEME_NAMES } from '../../state/settings';

const LOCALES: Record<string, Record<string, string>> = { zh, zhtw, en };
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

/** Literal keys in the header's and the overlays' sources. */
function literalKeys(): string[] {
  const keys = new Set<string>();
  for (const dir of ['src/app/header', 'src/app/overlays']) {
    for (const file of readdirSync(dir).filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.'))) {
      const text = readFileSync(join(dir, file), 'utf8');
      for (const m of text.matchAll(/['`]((?:header|overlay)\.[A-Za-z0-9.-]+)['`]/g)) keys.add(m[1]!);
    }
  }
  return [...keys];
}

/** Keys built from option lists. */
const DYNAMIC = [
  ...['zh', 'zhtw', 'en'].map((l) => `header.language.${l}`),
  ...LAYOUTS.map((l) => `header.theme.layout.${l}`),
  ...THEME_NAMES.map((n) => `header.theme.themeName.${n}`),
  ...COLUMN_STYLES.map((c) => `header.theme.columnStyle.${c}`),
  ...TAB_STYLES.map((c) => `header.theme.tabsBarStyle.${c}`),
  ...TIME_TYPES.map((c) => `header.theme.timeType.${c}`),
  ...['showTabs', 'showTabsBarIcon', 'fixedHeader', 'showLanguage', 'showProgressBar', 'showRefresh', 'showNotice', 'showFullScreen'].map((k) => `header.theme.${k}`),
  ...['error', 'rejection', 'render'].map((s) => `header.errorLog.source.${s}`),
  ...['bing', 'baidu', 'google'].map((s) => `header.errorLog.engine.${s}`),
  ...['oldPassword', 'newPassword', 'confirmPassword'].flatMap((f) => [`header.password.${f}`, `header.password.${f}.placeholder`]),
];

describe('header locales', () => {
  it.each(Object.keys(LOCALES))('%s has every key the header and overlays use', (lang) => {
    const table = LOCALES[lang]!;
    const missing = [...literalKeys(), ...DYNAMIC].filter((k) => !table[k]?.trim());
    expect(missing).toEqual([]);
  });

  it('has the same keys and placeholders in every language', () => {
    const keys = Object.keys(en).sort();
    for (const table of [zh, zhtw]) {
      expect(Object.keys(table).sort()).toEqual(keys);
      for (const k of keys) expect(placeholders((table as Record<string, string>)[k]!)).toEqual(placeholders((en as Record<string, string>)[k]!));
    }
  });
});
